import CCairo
import Testing

@testable import TabMotionRender

/// The direct trapezoid fill against cairo filling the same outline: the same pixels inside,
/// the same colour blended over what was there, and edges that differ only by antialiasing.
@Suite("Trapezoid fill")
struct TrapezoidFillTests {
  /// Random vertical-sided trapezoids (slopes up to 2 px per px, fractional sides), opaque and
  /// translucent, over a background of noise.
  @Test(arguments: 0..<12)
  func matchesCairoFillingTheSameOutline(_ seed: Int) throws {
    var random = SplitMix64(state: UInt64(seed) &+ 7)
    func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
    let left = value(-20...60)
    let right = left + value(1...140)
    let trapezoid = TrapezoidFill(
      left: left, right: right, topLeft: value(-20...60), topRight: value(-20...60),
      bottomLeft: value(70...180), bottomRight: value(70...180))
    let alpha = seed.isMultiple(of: 3) ? 0.6 : 1
    let color = (red: value(0...1), green: value(0...1), blue: value(0...1), alpha: alpha)
    let background = UInt64(seed) &+ 100
    let direct = try TestImages.noise(width: 160, height: 160, seed: background, opaque: true)
    trapezoid.fill(color, into: direct, clip: (0, 0, 160, 160))
    let reference = try TestImages.noise(width: 160, height: 160, seed: background, opaque: true)
    try reference.withContext { cr in
      cairo_move_to(cr, trapezoid.left, trapezoid.topLeft)
      cairo_line_to(cr, trapezoid.right, trapezoid.topRight)
      cairo_line_to(cr, trapezoid.right, trapezoid.bottomRight)
      cairo_line_to(cr, trapezoid.left, trapezoid.bottomLeft)
      cairo_close_path(cr)
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
      cairo_fill(cr)
    }
    let a = try TestImages.pixels(of: direct)
    let b = try TestImages.pixels(of: reference)
    var edgePixels = 0
    var worst = 0
    for (p, q) in zip(a, b) where p != q {
      var d = 0
      for shift: UInt32 in [0, 8, 16, 24] {
        d = max(d, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
      }
      worst = max(worst, d)
      if d > 2 { edgePixels += 1 }
    }
    // Inside, both write the same colour (±2 for the two blends' rounding); along the four
    // edges (under 2 × (width + height) pixels) coverage is estimated differently: cairo
    // samples a grid, this fill takes the lines at each pixel's centre.
    let perimeter = Int(2 * (right - left) + 2 * 200)
    #expect(edgePixels < perimeter, "\(edgePixels) pixels differ by more than 2")
    #expect(worst <= 96, "an edge pixel differs by \(worst)")
  }

  /// Nothing is written outside the clip, and a fill wholly outside writes nothing.
  @Test func staysInsideTheClip() throws {
    let surface = try ImageSurface(width: 50, height: 50)
    surface.clear(to: 0xFF00_0000)
    let trapezoid = TrapezoidFill(
      left: -10, right: 60, topLeft: -5, topRight: 10, bottomLeft: 55, bottomRight: 40)
    trapezoid.fill((1, 1, 1, 1), into: surface, clip: (10, 10, 30, 30))
    let pixels = try TestImages.pixels(of: surface)
    for y in 0..<50 {
      for x in 0..<50 {
        let inside = (10..<30).contains(x) && (10..<30).contains(y)
        #expect(pixels[y * 50 + x] == (inside ? 0xFFFF_FFFF : 0xFF00_0000), "at \(x), \(y)")
      }
    }
  }
}
