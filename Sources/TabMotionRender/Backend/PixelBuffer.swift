#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Zeroed, page-aligned memory for the pixels of one or more ``ImageSurface``s, freed when
/// the last of them goes — or handed back to the ``PixelBufferPool`` it came from.
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
  /// Where the memory goes back to when the buffer is released, if it will take it.
  private let pool: PixelBufferPool?

  /// Buffers up to this size (64 MiB, a 4096 × 4096 frame) are populated when mapped.
  static let populatedLimit = 64 << 20

  /// - Parameters:
  ///   - byteCount: at least 1.
  ///   - populated: false leaves the pages to come in as they are first written (a raster
  ///     drawn a band per idle frame: each band then brings in only its own).
  convenience init(byteCount: Int, populated: Bool = true) {
    precondition(byteCount > 0, "PixelBuffer(byteCount:): \(byteCount) bytes")
    if let mapped = Self.map(byteCount, populated: populated && byteCount <= Self.populatedLimit) {
      self.init(adopting: mapped, byteCount: byteCount, pool: nil)
    } else {
      let allocated = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
      allocated.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
      self.init(allocated: allocated, byteCount: byteCount)
    }
  }

  /// Takes over `byteCount` bytes mapped with `map`, zero; released to `pool` when it takes
  /// them, else unmapped.
  init(adopting mapped: UnsafeMutableRawPointer, byteCount: Int, pool: PixelBufferPool?) {
    bytes = mapped
    self.byteCount = byteCount
    isMapped = true
    self.pool = pool
  }

  private init(allocated: UnsafeMutableRawPointer, byteCount: Int) {
    bytes = allocated
    self.byteCount = byteCount
    isMapped = false
    pool = nil
  }

  deinit {
    if isMapped {
      if pool?.recycle(bytes, byteCount: byteCount) != true { munmap(bytes, byteCount) }
    } else {
      bytes.deallocate()
    }
  }

  /// Anonymous, zeroed memory from the kernel; `populated` asks for its pages at once (Linux).
  static func map(_ byteCount: Int, populated: Bool) -> UnsafeMutableRawPointer? {
    #if canImport(Glibc)
      let flags = MAP_PRIVATE | MAP_ANONYMOUS | (populated ? MAP_POPULATE : 0)
    #else
      let flags = MAP_PRIVATE | MAP_ANON
    #endif
    guard let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, flags, -1, 0),
      mapped != MAP_FAILED
    else { return nil }
    return mapped
  }
}
