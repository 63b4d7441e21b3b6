#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Copies a rectangle of pixels between two buffers row by row, at the speed of copying
/// memory whatever the two rows' addresses.
///
/// A forward copy whose destination lies a few bytes past its source modulo 4096 runs two to
/// three times slower: each load is taken to depend on a store just made to an address with
/// the same low twelve bits ("4K aliasing"), and the C library's copy of a row this long does
/// not avoid it. A page sliding by whole pixels meets such an offset once every 1024 pixels
/// of travel. Those rows are copied backward instead, where the stores trail the loads by
/// almost a page and never match them.
enum PixelRectCopy {
  /// Destination-minus-source distances (modulo 4096) at which a row is copied backward.
  static let aliasingDistances = 1..<64

  /// Copies `rows` rows of `bytes` bytes each from `source` (rows `sourceStride` bytes
  /// apart) to `destination` (rows `stride` bytes apart). The rectangles do not overlap.
  static func copy(
    rows: Int, bytes: Int, to destination: UnsafeMutableRawPointer, stride: Int,
    from source: UnsafeRawPointer, sourceStride: Int
  ) {
    guard rows > 0, bytes > 0 else { return }
    for row in 0..<rows {
      let to = destination + row * stride
      let from = source + row * sourceStride
      if bytes >= 256, aliasingDistances.contains(distance(from: from, to: to)) {
        copyBackward(bytes, to: to, from: from)
      } else {
        memcpy(to, from, bytes)
      }
    }
  }

  /// How far `to` lies past `from`, modulo 4096.
  static func distance(from: UnsafeRawPointer, to: UnsafeMutableRawPointer) -> Int {
    Int(truncatingIfNeeded: UInt(bitPattern: to) &- UInt(bitPattern: from)) & 4095
  }

  /// Copies 64 bytes at a time from the end of the row to its start, the few bytes left at
  /// the start last.
  private static func copyBackward(
    _ bytes: Int, to: UnsafeMutableRawPointer, from: UnsafeRawPointer
  ) {
    var offset = bytes
    while offset >= 64 {
      offset -= 64
      let low = from.loadUnaligned(fromByteOffset: offset, as: SIMD32<UInt8>.self)
      let high = from.loadUnaligned(fromByteOffset: offset + 32, as: SIMD32<UInt8>.self)
      to.storeBytes(of: low, toByteOffset: offset, as: SIMD32<UInt8>.self)
      to.storeBytes(of: high, toByteOffset: offset + 32, as: SIMD32<UInt8>.self)
    }
    if offset > 0 { memcpy(to, from, offset) }
  }
}
