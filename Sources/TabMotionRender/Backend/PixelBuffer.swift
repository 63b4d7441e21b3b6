#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Zeroed, page-aligned memory for the pixels of one or more ``ImageSurface``s, freed when
/// the last of them goes.
///
/// Mapped straight from the kernel (already zero) and, on Linux, populated by the mapping call
/// itself: a full-screen raster's 3,000 pages are then filled in one system call instead of
/// 3,000 page faults, each a trap out of the drawing loop (on a virtual machine, about as long
/// as drawing the raster).
final class PixelBuffer {
  let bytes: UnsafeMutableRawPointer
  let byteCount: Int
  /// True when `bytes` came from `mmap` (else from the allocator).
  private let isMapped: Bool

  /// Buffers up to this size (64 MiB, a 4096 × 4096 frame) are populated when mapped.
  static let populatedLimit = 64 << 20

  /// - Parameter byteCount: at least 1.
  init(byteCount: Int) {
    precondition(byteCount > 0, "PixelBuffer(byteCount:): \(byteCount) bytes")
    self.byteCount = byteCount
    #if canImport(Glibc)
      // Up to the largest frame a script may ask for; a giant layer's raster beyond that is
      // left to fault in as it is drawn, so it never commits memory it does not reach.
      let populate = byteCount <= Self.populatedLimit ? MAP_POPULATE : 0
      let flags = MAP_PRIVATE | MAP_ANONYMOUS | populate
    #else
      let flags = MAP_PRIVATE | MAP_ANON
    #endif
    if let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, flags, -1, 0),
      mapped != MAP_FAILED
    {
      bytes = mapped
      isMapped = true
    } else {
      bytes = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
      bytes.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
      isMapped = false
    }
  }

  deinit {
    if isMapped {
      munmap(bytes, byteCount)
    } else {
      bytes.deallocate()
    }
  }
}
