import Testing

@testable import TabMotionCore

/// OKLab against Björn Ottosson's published reference values, round trips, and the
/// perceptual mix colour transitions use.
@Suite("OKLab")
struct OKLabTests {
  @Test func whiteAndBlackAreTheEndsOfTheLightnessAxis() {
    let white = Color.white.oklab
    #expect(abs(white.lightness - 1) < 1e-6)
    #expect(abs(white.a) < 1e-6)
    #expect(abs(white.b) < 1e-6)
    let black = Color.black.oklab
    #expect(black.lightness == 0 && black.a == 0 && black.b == 0)
  }

  /// The sRGB primaries as Ottosson lists them (to five decimals).
  @Test(
    arguments: [
      (Color(red: 1, green: 0, blue: 0), OKLab(lightness: 0.62796, a: 0.22486, b: 0.12585)),
      (Color(red: 0, green: 1, blue: 0), OKLab(lightness: 0.86644, a: -0.23389, b: 0.17950)),
      (Color(red: 0, green: 0, blue: 1), OKLab(lightness: 0.45201, a: -0.03246, b: -0.31153)),
    ])
  func primariesMatchTheReference(color: Color, expected: OKLab) {
    let lab = color.oklab
    #expect(abs(lab.lightness - expected.lightness) < 1e-5)
    #expect(abs(lab.a - expected.a) < 1e-5)
    #expect(abs(lab.b - expected.b) < 1e-5)
  }

  /// The sRGB transfer function's linear toe: mid grey 0x808080 is linear 0.2158605, whose
  /// OKLab lightness is its cube root (a grey has a = b = 0).
  @Test func greyLightnessIsTheCubeRootOfLinearLight() {
    let lab = Color(hex: 0x808080).oklab
    #expect(abs(lab.lightness - 0.599_871) < 1e-5)
    #expect(abs(lab.a) < 1e-6 && abs(lab.b) < 1e-6)
  }

  @Test func roundTripKeepsEveryComponent() {
    for hex: UInt32 in [0x000000, 0xFFFFFF, 0xFF8A1F, 0x8A4DF0, 0x1FB37A, 0x2D8CF0, 0x010203] {
      let c = Color(hex: hex, alpha: 0.75)
      let back = Color(oklab: c.oklab)
      #expect(abs(back.red - c.red) < 1e-6, "\(c)")
      #expect(abs(back.green - c.green) < 1e-6, "\(c)")
      #expect(abs(back.blue - c.blue) < 1e-6, "\(c)")
      #expect(back.alpha == 0.75)
    }
  }

  /// Orange to purple: the sRGB middle is darker than both ends (the muddy brown); the OKLab
  /// middle has the mean lightness and sits halfway, ΔE-wise, between the two.
  @Test func perceptualMixKeepsLightnessEven() {
    let orange = Color(hex: 0xFF8A1F)
    let purple = Color(hex: 0x8A4DF0)
    let mid = orange.perceptuallyMixed(with: purple, fraction: 0.5).oklab
    let (o, p) = (orange.oklab, purple.oklab)
    #expect(abs(mid.lightness - (o.lightness + p.lightness) / 2) < 1e-7)
    #expect(abs(mid.deltaE(to: o) - mid.deltaE(to: p)) < 1e-7)
    let srgbMid = orange.mixed(with: purple, fraction: 0.5).oklab
    #expect(srgbMid.lightness < mid.lightness - 0.02)
    #expect(srgbMid.deltaE(to: mid) > 0.04)
    #expect(orange.perceptuallyMixed(with: purple, fraction: 0) == Color(oklab: o))
  }
}
