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
    let a = try TestImages.pixels(of: direct)
    let b = try TestImages.cairoFilled(
      [
        (trapezoid.left, trapezoid.topLeft), (trapezoid.right, trapezoid.topRight),
        (trapezoid.right, trapezoid.bottomRight), (trapezoid.left, trapezoid.bottomLeft),
      ], color, size: 160, seed: background)
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

  /// A colour past 1 (a spring overshooting) fills as its clamped colour: no channel above the
  /// alpha, none carried into its neighbour, over white or over black.
  @Test func anOvershootingColourFillsAsItsClampedOne() throws {
    let trapezoid = TrapezoidFill(
      left: 2.5, right: 37.5, topLeft: 3.3, topRight: 11.8, bottomLeft: 30.2, bottomRight: 24.6)
    for background: UInt32 in [0xFFFF_FFFF, 0xFF00_0000] {
      let over = try ImageSurface(width: 40, height: 40)
      over.clear(to: background)
      trapezoid.fill((1.02, -0.1, 1.3, 0.99), into: over, clip: (0, 0, 40, 40))
      let clamped = try ImageSurface(width: 40, height: 40)
      clamped.clear(to: background)
      trapezoid.fill((1, 0, 1, 0.99), into: clamped, clip: (0, 0, 40, 40))
      #expect(try TestImages.pixels(of: over) == (try TestImages.pixels(of: clamped)))
    }
  }

  /// A side hidden under a later opaque fill is filled whole where its line passes, instead of
  /// blended: the frame once the occluder is drawn is pixel for pixel the same, and the pixels
  /// the line crosses were written as the fill's colour.
  @Test(arguments: [(false, true), (true, false), (true, true)])
  func aHiddenSideIsFilledWholeAndPaintedOver(hiddenTop: Bool, hiddenBottom: Bool) throws {
    // A band whose top and bottom slant 14 px across its width, and opaque occluders
    // reaching 5 px past each hidden side (more than a slanted edge's two pixels).
    let left = 3.5
    let right = 76.5
    let band = TrapezoidFill(
      left: left, right: right, topLeft: 20.3, topRight: 34.7, bottomLeft: 50.6, bottomRight: 64.9,
      hiddenTop: hiddenTop, hiddenBottom: hiddenBottom)
    var soft = band
    soft.hiddenTop = false
    soft.hiddenBottom = false
    var occluders: [TrapezoidFill] = []
    if hiddenTop {
      occluders.append(
        TrapezoidFill(
          left: left, right: right, topLeft: 0, topRight: 0, bottomLeft: 25.3, bottomRight: 39.7))
    }
    if hiddenBottom {
      occluders.append(
        TrapezoidFill(
          left: left, right: right, topLeft: 45.6, topRight: 59.9, bottomLeft: 90, bottomRight: 90))
    }
    var frames: [[UInt32]] = []
    for fill in [band, soft] {
      let surface = try TestImages.noise(width: 80, height: 90, seed: 5, opaque: true)
      fill.fill((0.9, 0.2, 0.4, 1), into: surface, clip: (0, 0, 80, 90))
      if fill.hiddenTop || fill.hiddenBottom {
        // Where the hidden line passes, in a column wholly inside, the fill's own colour.
        let pixels = try TestImages.pixels(of: surface)
        let x = 40
        let centre = Double(x) + 0.5
        let line =
          hiddenBottom
          ? 50.6 + (64.9 - 50.6) * (centre - left) / (right - left)
          : 20.3 + (34.7 - 20.3) * (centre - left) / (right - left)
        #expect(pixels[Int(line) * 80 + x] == PremultipliedColor((0.9, 0.2, 0.4, 1))?.pixel)
      }
      for o in occluders { o.fill((0.1, 0.5, 0.3, 1), into: surface, clip: (0, 0, 80, 90)) }
      frames.append(try TestImages.pixels(of: surface))
    }
    #expect(frames[0] == frames[1])
  }
}
