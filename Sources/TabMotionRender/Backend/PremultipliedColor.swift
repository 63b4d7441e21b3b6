/// A straight colour as the direct fills write it: premultiplied ARGB32 channels, 0…255,
/// none above alpha, and the blend of it over a pixel at some coverage.
struct PremultipliedColor {
  let red: Int
  let green: Int
  let blue: Int
  let alpha: Int
  /// The colour as one pixel (`0xAARRGGBB`), written as it is where it covers a pixel whole
  /// and is opaque.
  let pixel: UInt32

  /// The straight colour `(red, green, blue, alpha)` (0…1 each, clamped); nil when it is
  /// transparent and a fill would change nothing.
  ///
  /// Each premultiplied channel becomes a byte as cairo makes it (to 16 bits, rounded, then
  /// the high byte): a direct fill and a cairo fill of one colour write the same pixels.
  init?(_ color: (red: Double, green: Double, blue: Double, alpha: Double)) {
    func byte(_ v: Double) -> Int {
      Int(saturating: min(max(v, 0), 1) * 65535 + 0.5) >> 8
    }
    let a = byte(color.alpha)
    guard a > 0 else { return nil }
    // None above alpha: a colour overshooting 1 on a spring would otherwise carry out of its
    // lane in `over`.
    alpha = a
    red = min(a, byte(color.red * color.alpha))
    green = min(a, byte(color.green * color.alpha))
    blue = min(a, byte(color.blue * color.alpha))
    pixel = UInt32(a) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
  }

  /// True when the colour hides whatever it covers whole.
  var isOpaque: Bool { alpha == 255 }

  /// `self · coverage OVER *p`; `coverage` in 0…256.
  @inline(__always)
  func over(_ p: UnsafeMutablePointer<UInt32>, coverage: Int) {
    p.pointee = Self.over(p.pointee, r: red, g: green, b: blue, a: alpha, coverage: coverage)
  }

  /// `self · coverage OVER pixel`; `coverage` in 0…256.
  @inline(__always)
  func over(_ pixel: UInt32, coverage: Int) -> UInt32 {
    Self.over(pixel, r: red, g: green, b: blue, a: alpha, coverage: coverage)
  }

  /// `source · coverage OVER *p`, premultiplied; `coverage` in 0…256.
  @inline(__always)
  static func over(
    _ p: UnsafeMutablePointer<UInt32>, r: Int, g: Int, b: Int, a: Int, coverage: Int
  ) {
    p.pointee = over(p.pointee, r: r, g: g, b: b, a: a, coverage: coverage)
  }

  /// `source · coverage OVER destination`, premultiplied; `coverage` in 0…256.
  ///
  /// Two channels at a time in one integer (red and blue, alpha and green, each in a 16-bit
  /// lane): no lane can carry into the next — a scaled channel is at most 255 · 256 + 128, a
  /// kept one 255 · 255 + 128 + 254 — and a channel of the sum is at most the source's alpha
  /// plus what it keeps of 255, 255, as every source channel is at most its alpha. `(t + t >>
  /// 8) >> 8` with t = x + 128 is x / 255 rounded, exactly, for x ≤ 255 · 255.
  @inline(__always)
  static func over(
    _ destination: UInt32, r: Int, g: Int, b: Int, a: Int, coverage: Int
  ) -> UInt32 {
    let lanes: UInt = 0x00FF_00FF
    let half: UInt = 0x0080_0080
    let c = UInt(truncatingIfNeeded: coverage)
    let sourceRB = ((UInt(truncatingIfNeeded: r << 16 | b) &* c &+ half) >> 8) & lanes
    let sourceAG = ((UInt(truncatingIfNeeded: a << 16 | g) &* c &+ half) >> 8) & lanes
    let keep = 255 &- (sourceAG >> 16)
    let d = UInt(destination)
    var rb = (d & lanes) &* keep &+ half
    rb = ((rb &+ ((rb >> 8) & lanes)) >> 8) & lanes
    var ag = ((d >> 8) & lanes) &* keep &+ half
    ag = ((ag &+ ((ag >> 8) & lanes)) >> 8) & lanes
    return UInt32(truncatingIfNeeded: (sourceRB &+ rb) | ((sourceAG &+ ag) << 8))
  }
}
