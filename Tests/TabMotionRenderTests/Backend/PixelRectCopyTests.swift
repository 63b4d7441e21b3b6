import Testing

@testable import TabMotionRender

/// Copying a rectangle of pixels gives the source's bytes, row by row, whichever way a row is
/// copied: forward, or backward when the destination lies just past the source modulo 4096.
@Suite("Pixel rectangle copy")
struct PixelRectCopyTests {
  @Test(arguments: [0, 4, 28, 60, 64, 100, 4092])
  func rowsArriveIntactAtEveryDistance(distance: Int) {
    let rows = 3
    let sourceStride = 5000
    let stride = 5012
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: 40_960, alignment: 4096)
    defer { buffer.deallocate() }
    for i in 0..<40_960 {
      buffer.storeBytes(
        of: UInt8(truncatingIfNeeded: i * 7 + i / 251), toByteOffset: i, as: UInt8.self)
    }
    let source = UnsafeRawPointer(buffer)
    let destination = buffer + 20_480 + distance
    #expect(PixelRectCopy.distance(from: source, to: destination) == distance)
    // 4, 28 and 60 take the backward path for the longer rows.
    // A row past the backward loop's 64-byte steps, a whole number of them, and rows too
    // short to be worth it.
    for bytes in [4_652, 4_096, 300, 255, 60] {
      let before = (0..<40_960).map { buffer.load(fromByteOffset: $0, as: UInt8.self) }
      PixelRectCopy.copy(
        rows: rows, bytes: bytes, to: destination, stride: stride, from: source,
        sourceStride: sourceStride)
      for offset in 20_480..<40_960 {
        let k = offset - 20_480 - distance
        let row = k >= 0 ? k / stride : -1
        let column = k >= 0 ? k % stride : -1
        let copied = row >= 0 && row < rows && column < bytes
        let expected = copied ? before[row * sourceStride + column] : before[offset]
        let actual = buffer.load(fromByteOffset: offset, as: UInt8.self)
        if actual != expected {
          Issue.record(
            "\(bytes) bytes at distance \(distance): byte \(offset) is \(actual), not \(expected)")
          return
        }
      }
    }
  }
}
