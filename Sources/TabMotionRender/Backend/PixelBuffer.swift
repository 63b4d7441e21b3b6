/// Zeroed, 64-byte aligned memory for the pixels of one or more ``ImageSurface``s, freed
/// when the last of them goes.
final class PixelBuffer {
  let bytes: UnsafeMutableRawPointer
  let byteCount: Int

  /// - Parameter byteCount: at least 1.
  init(byteCount: Int) {
    precondition(byteCount > 0, "PixelBuffer(byteCount:): \(byteCount) bytes")
    self.byteCount = byteCount
    bytes = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
    bytes.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
  }

  deinit {
    bytes.deallocate()
  }
}
