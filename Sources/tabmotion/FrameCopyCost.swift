#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The cost of copying one whole frame of the bench's size (`memcpy` of width × height × 4
/// bytes between two buffers already in memory), measured in the bench's own process beside
/// its frames: a frame's time divided by it stays comparable across machines and across the
/// minutes in which a shared machine's speed drifts, which a time in milliseconds does not.
struct FrameCopyCost {
  /// Every copy timed so far, in milliseconds.
  private(set) var samples: [Double] = []
  private let byteCount: Int
  private let source: UnsafeMutableRawPointer
  private let destination: UnsafeMutableRawPointer

  /// Buffers for frames of `width` × `height` pixels, written through once so that no copy
  /// pays for the kernel bringing their pages in.
  init(width: Int, height: Int) {
    byteCount = max(4, width * height * 4)
    source = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
    destination = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
    // A pattern, not zeros: the copy must move real bytes.
    source.initializeMemory(as: UInt8.self, repeating: 0x5A, count: byteCount)
    destination.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
  }

  /// Frees the buffers; the value must not be used afterwards.
  func release() {
    source.deallocate()
    destination.deallocate()
  }

  /// Times `count` copies and returns their median, in milliseconds.
  @discardableResult
  mutating func measure(count: Int) -> Double {
    let clock = ContinuousClock()
    let first = samples.count
    for _ in 0..<count {
      let time = clock.measure { memcpy(destination, source, byteCount) }
      samples.append(time.seconds * 1e3)
    }
    // Read a byte back so that no copy can be taken for dead code.
    if destination.load(fromByteOffset: byteCount / 2, as: UInt8.self) != 0x5A {
      preconditionFailure("FrameCopyCost.measure: the copy did not arrive")
    }
    return Self.median(samples[first...])
  }

  /// The median of every copy timed so far.
  var median: Double { Self.median(samples[...]) }

  /// The fastest copy timed so far.
  var minimum: Double { samples.min() ?? 0 }

  static func median(_ values: ArraySlice<Double>) -> Double {
    let s = values.sorted()
    guard !s.isEmpty else { return 0 }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }
}
