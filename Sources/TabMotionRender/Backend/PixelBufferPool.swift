#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One frame's worth of memory kept ready for the next large raster — a sheet sliding over
/// the screen, a page drawn whole — so that the frame it first shows in does not wait for the
/// kernel to find and clear a frame's worth of pages (most of such a frame's time; the
/// performance article has the numbers).
///
/// A renderer reserves its spare when it is made, all pages at once like its target
/// (``reserve(byteCount:)``): that is one-off work of making a renderer, and an idle frame then
/// costs nothing. A spare taken (or outgrown by a larger viewport) is brought back a slice at a
/// time while frames are idle (``prepare(byteCount:slice:)``); a large buffer released later
/// comes back as the spare.
final class PixelBufferPool {
  private struct Spare {
    var bytes: UnsafeMutableRawPointer
    var byteCount: Int
    /// Bytes from the start whose pages have been touched.
    var ready: Int
    /// Memory a surface has drawn into: cleared when taken.
    var isDirty: Bool
  }
  private var spare: Spare?

  /// How many bytes the spare holds (0 when there is none).
  var spareByteCount: Int { spare?.byteCount ?? 0 }
  /// True when every page of the spare is in memory.
  var isSpareReady: Bool { spare.map { $0.ready >= $0.byteCount } ?? false }

  deinit {
    if let spare { munmap(spare.bytes, spare.byteCount) }
  }

  /// Makes sure a spare of at least `byteCount` bytes exists, on Linux with every page in
  /// memory, the kernel bringing them in one call (a fifth cheaper here than touching them one
  /// by one). Elsewhere, or beyond ``PixelBuffer/populatedLimit``, its pages are left for
  /// idle frames to bring in (``prepare(byteCount:slice:)``). When the memory cannot be mapped
  /// there is no spare: the large raster that would have taken it maps its own, and reports
  /// the failure if that fails too.
  func reserve(byteCount: Int) {
    guard byteCount > 0, spareByteCount < byteCount else { return }
    #if canImport(Glibc)
      remap(byteCount, populated: byteCount <= PixelBuffer.populatedLimit)
    #else
      remap(byteCount, populated: false)
    #endif
  }

  /// Replaces the spare with `byteCount` new bytes (none when they cannot be mapped).
  private func remap(_ byteCount: Int, populated: Bool) {
    if let old = spare { munmap(old.bytes, old.byteCount) }
    spare = PixelBuffer.map(byteCount, populated: populated).map {
      Spare(bytes: $0, byteCount: byteCount, ready: populated ? byteCount : 0, isDirty: false)
    }
  }

  /// Makes sure a spare of at least `byteCount` bytes exists and brings up to `slice` more of
  /// its bytes into memory. Call it from idle frames. Returns true when it did any work.
  @discardableResult
  func prepare(byteCount: Int, slice: Int) -> Bool {
    guard byteCount > 0 else { return false }
    if spareByteCount < byteCount { remap(byteCount, populated: false) }
    guard var s = spare, s.ready < s.byteCount else { return false }
    // Writing a zero to each page brings it in (the pages are zero already).
    let end = min(s.byteCount, s.ready + max(4096, slice))
    var offset = s.ready
    while offset < end {
      s.bytes.storeBytes(of: 0, toByteOffset: offset, as: UInt8.self)
      offset += 4096
    }
    s.ready = end
    spare = s
    return true
  }

  /// The spare as a buffer of `byteCount` bytes, zeroed, when it is at least that large and
  /// at most twice (a small raster would hold a frame's memory for nothing); nil otherwise.
  func take(byteCount: Int) -> PixelBuffer? {
    guard let s = spare, byteCount > 0, s.byteCount >= byteCount, s.byteCount <= 2 * byteCount
    else { return nil }
    spare = nil
    if s.isDirty { s.bytes.initializeMemory(as: UInt8.self, repeating: 0, count: s.byteCount) }
    return PixelBuffer(adopting: s.bytes, byteCount: s.byteCount, pool: self)
  }

  /// Keeps released memory as the spare when there is none; false leaves it to the caller.
  func recycle(_ bytes: UnsafeMutableRawPointer, byteCount: Int) -> Bool {
    guard spare == nil else { return false }
    spare = Spare(bytes: bytes, byteCount: byteCount, ready: byteCount, isDirty: true)
    return true
  }
}
