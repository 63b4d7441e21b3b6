import CCairo
import TabMotionRender

/// Deterministic pseudo-random numbers (SplitMix64), so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

enum TestImages {
  /// How far two pictures of the same size are apart: the share of pixels with a channel more
  /// than 8 levels off, and the mean difference over every channel of every pixel.
  static func comparison(
    _ a: [UInt32], _ b: [UInt32]
  ) -> (differing: Int, fraction: Double, mean: Double) {
    var differing = 0
    var total = 0
    for (p, q) in zip(a, b) {
      var worst = 0
      for shift in stride(from: 0, to: 32, by: 8) {
        let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
        worst = max(worst, d)
        total += d
      }
      if worst > 8 { differing += 1 }
    }
    let count = max(1, min(a.count, b.count))
    return (differing, Double(differing) / Double(count), Double(total) / Double(count * 4))
  }

  /// Random valid premultiplied pixels (channel <= alpha); `opaque` forces alpha 255.
  static func noise(width: Int, height: Int, seed: UInt64, opaque: Bool) throws -> ImageSurface {
    var random = SplitMix64(state: seed)
    let image = try ImageSurface(width: width, height: height)
    image.withPixels { pixels, stride in
      for y in 0..<height {
        for x in 0..<width {
          let alpha = opaque ? 255 : UInt32.random(in: 0...255, using: &random)
          let red = UInt32.random(in: 0...alpha, using: &random)
          let green = UInt32.random(in: 0...alpha, using: &random)
          let blue = UInt32.random(in: 0...alpha, using: &random)
          pixels[y * stride + x] = alpha << 24 | red << 16 | green << 8 | blue
        }
      }
    }
    return image
  }

  /// The pixels of `noise` (opaque, `seed`) with cairo's fill of the closed outline through
  /// `points` in `color` over it: what a direct fill is held against.
  static func cairoFilled(
    _ points: [(x: Double, y: Double)],
    _ color: (red: Double, green: Double, blue: Double, alpha: Double), size: Int, seed: UInt64
  ) throws -> [UInt32] {
    let reference = try noise(width: size, height: size, seed: seed, opaque: true)
    try reference.withContext { cr in
      for (k, p) in points.enumerated() {
        if k == 0 { cairo_move_to(cr, p.x, p.y) } else { cairo_line_to(cr, p.x, p.y) }
      }
      cairo_close_path(cr)
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
      cairo_fill(cr)
    }
    return try pixels(of: reference)
  }

  /// All pixels as an array (row-major, no padding).
  static func pixels(of image: ImageSurface) throws -> [UInt32] {
    image.withPixels { pixels, stride in
      var result: [UInt32] = []
      result.reserveCapacity(image.width * image.height)
      for y in 0..<image.height {
        for x in 0..<image.width { result.append(pixels[y * stride + x]) }
      }
      return result
    }
  }

  /// Largest per-channel difference between two premultiplied pixels.
  static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    var largest = 0
    for shift in stride(from: 0, to: 32, by: 8) {
      let first = Int((a >> UInt32(shift)) & 0xFF)
      let second = Int((b >> UInt32(shift)) & 0xFF)
      largest = max(largest, abs(first - second))
    }
    return largest
  }
}
