import Testing

@testable import TabMotionRender

/// The direct fills' blend: OVER on premultiplied ARGB32, two channels at a time.
@Suite("Premultiplied colour")
struct PremultipliedColorTests {
  /// The per-pixel blend, two channels per integer, against OVER written out channel by
  /// channel (each rounded to the nearest): equal for every coverage, over every alpha and a
  /// spread of colours and destinations, extremes included.
  @Test func blendingTwoChannelsAtOnceIsExact() {
    var random = SplitMix64(state: 42)
    func reference(_ d: UInt32, r: Int, g: Int, b: Int, a: Int, coverage: Int) -> UInt32 {
      let sa = (a * coverage + 128) >> 8
      var out: UInt32 = 0
      for (s, shift) in [
        (sa, 24), ((r * coverage + 128) >> 8, 16), ((g * coverage + 128) >> 8, 8),
        ((b * coverage + 128) >> 8, 0),
      ] as [(Int, UInt32)] {
        let kept = (Double(Int((d >> shift) & 0xFF) * (255 - sa)) / 255).rounded()
        out |= UInt32(s + Int(kept)) << shift
      }
      return out
    }
    var checked = 0
    for a in 0...255 {
      for _ in 0..<24 {
        let r = Int.random(in: 0...a, using: &random)
        let g = [0, a, Int.random(in: 0...a, using: &random)][checked % 3]
        let b = Int.random(in: 0...a, using: &random)
        let da = Int.random(in: 0...255, using: &random)
        let d =
          UInt32(da) << 24 | UInt32(Int.random(in: 0...da, using: &random)) << 16
          | UInt32(da) << 8 | UInt32(Int.random(in: 0...da, using: &random))
        for coverage in [0, 1, 127, 128, 255, 256, Int.random(in: 0...256, using: &random)] {
          var p = d
          PremultipliedColor.over(&p, r: r, g: g, b: b, a: a, coverage: coverage)
          let expected = reference(d, r: r, g: g, b: b, a: a, coverage: coverage)
          if p != expected {
            Issue.record(
              "a \(a) rgb \(r) \(g) \(b) coverage \(coverage) over \(d): \(p) ≠ \(expected)")
            return
          }
          checked += 1
        }
      }
    }
    #expect(checked == 256 * 24 * 7)
  }

  /// Blending into a pixel in memory and blending a pixel's value give the same result.
  @Test func blendingInPlaceAndByValueAgree() throws {
    let color = try #require(PremultipliedColor((0.8, 0.3, 0.6, 0.7)))
    for destination: UInt32 in [0, 0xFFFF_FFFF, 0xFF10_2030, 0x8040_2010] {
      for coverage in [0, 17, 128, 255, 256] {
        var p = destination
        color.over(&p, coverage: coverage)
        #expect(p == color.over(destination, coverage: coverage))
      }
    }
  }
}
