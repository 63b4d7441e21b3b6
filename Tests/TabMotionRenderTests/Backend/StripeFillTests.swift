import CCairo
import Testing

@testable import TabMotionRender

/// The stripe fill: a single stripe against cairo filling the same trapezoid, and a stack of
/// stripes against its rectangles filled one after another — the same pixels inside, the
/// same colour blended over what was there, edges that differ only by antialiasing, and
/// nothing of what was there showing between two stripes.
@Suite("Stripe fill")
struct StripeFillTests {
  typealias Line = StripeFill.Line

  /// Fills the stack of `colors` between `lines` (top first) into `surface`.
  static func fill(
    _ lines: [Line], _ colors: [(red: Double, green: Double, blue: Double, alpha: Double)?],
    left: Double, right: Double, hiddenTop: Bool = false, hiddenBottom: Bool = false,
    into surface: ImageSurface, clip: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil
  ) {
    let stack = StripeFill()
    stack.start(at: lines[0])
    for (line, color) in zip(lines.dropFirst(), colors) {
      stack.add(down: line, color: color.flatMap { PremultipliedColor($0) })
    }
    stack.fill(
      left: left, right: right, hiddenTop: hiddenTop, hiddenBottom: hiddenBottom, into: surface,
      clip: clip ?? (0, 0, surface.width, surface.height))
  }

  /// The largest difference of any channel, and how many pixels differ by more than `by`.
  static func compare(_ a: [UInt32], _ b: [UInt32], by: Int) -> (worst: Int, over: Int) {
    var worst = 0
    var over = 0
    for (p, q) in zip(a, b) where p != q {
      let d = TestImages.channelDifference(p, q)
      worst = max(worst, d)
      if d > by { over += 1 }
    }
    return (worst, over)
  }

  /// Random vertical-sided trapezoids (slopes up to 2 px per px, fractional sides), opaque and
  /// translucent, over a background of noise.
  @Test(arguments: 0..<12)
  func aStripeMatchesCairoFillingTheSameTrapezoid(_ seed: Int) throws {
    var random = SplitMix64(state: UInt64(seed) &+ 7)
    func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
    let left = value(-20...60)
    let right = left + value(1...140)
    let top = Line(left: value(-20...60), right: value(-20...60))
    let bottom = Line(left: value(70...180), right: value(70...180))
    let alpha = seed.isMultiple(of: 3) ? 0.6 : 1
    let color = (red: value(0...1), green: value(0...1), blue: value(0...1), alpha: alpha)
    let background = UInt64(seed) &+ 100
    let direct = try TestImages.noise(width: 160, height: 160, seed: background, opaque: true)
    Self.fill([top, bottom], [color], left: left, right: right, into: direct)
    let a = try TestImages.pixels(of: direct)
    let b = try TestImages.cairoFilled(
      [(left, top.left), (right, top.right), (right, bottom.right), (left, bottom.left)], color,
      size: 160, seed: background)
    let (worst, edgePixels) = Self.compare(a, b, by: 2)
    // Inside, both write the same colour (±2 for the two blends' rounding); along the four
    // edges (under 2 × (width + height) pixels) coverage is estimated differently: cairo
    // samples a grid, this fill takes the lines at each pixel's centre.
    let perimeter = Int(2 * (right - left) + 2 * 200)
    #expect(edgePixels < perimeter, "\(edgePixels) pixels differ by more than 2")
    #expect(worst <= 96, "an edge pixel differs by \(worst)")
  }

  /// A stack of opaque stripes, each line slanted its own way (a face turned about the
  /// vertical axis, in perspective): what the stripes cover is the same whatever was there
  /// before — nothing shows through between two of them — and it matches cairo filling each
  /// rectangle after the other, its top on the line above, its bottom reaching under the next
  /// (as a page's bands do), but for antialiasing along the lines.
  @Test(arguments: 0..<10)
  func aStackHidesWhatWasThereAndMatchesItsRectanglesFilledInTurn(_ seed: Int) throws {
    var random = SplitMix64(state: UInt64(seed) &+ 501)
    func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
    let left = value(2...30)
    let right = left + value(40...120)
    // Lines converging towards a point off to one side: each at or below the one above.
    let count = 2 + seed % 6
    var lines: [Line] = []
    var y = (value(-10...20), value(-10...20))
    for _ in 0...count {
      lines.append(Line(left: y.0, right: y.1))
      let step = value(1.5...40)
      let spread = value(0.3...1.7)
      y = (y.0 + step, y.1 + step * spread)
    }
    let colors = (0..<count).map { _ in
      (red: value(0...1), green: value(0...1), blue: value(0...1), alpha: 1.0)
    }
    let height = Int(max(lines[count].left, lines[count].right)) + 4
    var frames: [[UInt32]] = []
    for seed in [UInt64(11), 12] {
      let surface = try TestImages.noise(width: 160, height: height, seed: seed, opaque: true)
      Self.fill(lines, colors, left: left, right: right, into: surface)
      frames.append(try TestImages.pixels(of: surface))
    }
    // Inside the stack (a pixel in from its outline), both frames agree exactly.
    var checked = 0
    for y in 0..<height {
      for x in Int(left.rounded(.up)) + 1..<Int(right.rounded(.down)) - 1 {
        let centre = Double(x) + 0.5
        let t = (centre - left) / (right - left)
        let top = lines[0].left + (lines[0].right - lines[0].left) * t
        let bottom = lines[count].left + (lines[count].right - lines[count].left) * t
        guard Double(y) > top + 2, Double(y + 1) < bottom - 2 else { continue }
        checked += 1
        #expect(frames[0][y * 160 + x] == frames[1][y * 160 + x], "at \(x), \(y)")
      }
    }
    #expect(checked > 0)
    // Against cairo filling the rectangles in turn, each reaching a pixel under the next.
    let reference = try TestImages.noise(width: 160, height: height, seed: 11, opaque: true)
    try reference.withContext { cr in
      for k in 0..<count {
        let below = k + 1 < count ? 1.0 : 0.0
        cairo_move_to(cr, left, lines[k].left)
        cairo_line_to(cr, right, lines[k].right)
        cairo_line_to(cr, right, lines[k + 1].right + below)
        cairo_line_to(cr, left, lines[k + 1].left + below)
        cairo_close_path(cr)
        cairo_set_source_rgba(cr, colors[k].red, colors[k].green, colors[k].blue, 1)
        cairo_fill(cr)
      }
    }
    let (worst, over) = Self.compare(frames[0], try TestImages.pixels(of: reference), by: 2)
    // Each line crosses about (width + its rise) pixels.
    var crossed = 2.0 * Double(height)
    for line in lines { crossed += (right - left) + abs(line.right - line.left) }
    #expect(Double(over) < crossed, "\(over) pixels differ by more than 2")
    #expect(worst <= 128, "a pixel along a line differs by \(worst)")
  }

  /// A pixel only one line crosses, between two opaque stripes, is exactly the lower stripe
  /// blended over the upper by how much of its height (at its centre) lies below the line:
  /// what filling the upper whole and then the lower over it leaves.
  @Test func aPixelBetweenTwoStripesIsTheLowerOverTheUpper() throws {
    let upper = (red: 0.9, green: 0.2, blue: 0.1, alpha: 1.0)
    let lower = (red: 0.1, green: 0.3, blue: 0.8, alpha: 1.0)
    let lines = [Line(left: 2, right: 2), Line(left: 10.2, right: 17.8), Line(left: 30, right: 30)]
    let surface = try TestImages.noise(width: 40, height: 32, seed: 3, opaque: true)
    Self.fill(lines, [upper, lower], left: 0, right: 40, into: surface)
    let pixels = try TestImages.pixels(of: surface)
    let a = try #require(PremultipliedColor(upper))
    let b = try #require(PremultipliedColor(lower))
    for x in 1..<39 {
      let centre = Double(x) + 0.5
      let y = 10.2 + (17.8 - 10.2) * centre / 40
      let row = Int(y)
      let coverage = Int((Double(row + 1) - y) * 256 + 0.5)
      #expect(pixels[row * 40 + x] == b.over(a.pixel, coverage: coverage), "at \(x), \(row)")
      #expect(pixels[(row - 1) * 40 + x] == a.pixel)
      #expect(pixels[(row + 1) * 40 + x] == b.pixel)
    }
  }

  /// A stripe with no colour is a gap: what was there shows through it, untouched, and the
  /// stripes on either side keep their colours.
  @Test func aGapLeavesWhatWasThere() throws {
    let lines = [
      Line(left: 2, right: 4), Line(left: 10, right: 13), Line(left: 20, right: 22),
      Line(left: 28, right: 29),
    ]
    let before = try TestImages.pixels(
      of: try TestImages.noise(width: 40, height: 32, seed: 9, opaque: true))
    let surface = try TestImages.noise(width: 40, height: 32, seed: 9, opaque: true)
    Self.fill(
      lines, [(1, 0, 0, 1), nil, (0, 0, 1, 1)], left: 0, right: 40, into: surface)
    let pixels = try TestImages.pixels(of: surface)
    for x in 0..<40 {
      #expect(pixels[16 * 40 + x] == before[16 * 40 + x], "the gap at \(x)")
      #expect(pixels[7 * 40 + x] == PremultipliedColor((1, 0, 0, 1))?.pixel)
      #expect(pixels[25 * 40 + x] == PremultipliedColor((0, 0, 1, 1))?.pixel)
    }
  }

  /// Nothing is written outside the clip, and a fill wholly outside writes nothing.
  @Test func staysInsideTheClip() throws {
    let surface = try ImageSurface(width: 50, height: 50)
    surface.clear(to: 0xFF00_0000)
    Self.fill(
      [Line(left: -5, right: 10), Line(left: 20, right: 25), Line(left: 55, right: 40)],
      [(1, 1, 1, 1), (1, 1, 1, 1)], left: -10, right: 60, into: surface, clip: (10, 10, 30, 30))
    let pixels = try TestImages.pixels(of: surface)
    for y in 0..<50 {
      for x in 0..<50 {
        let inside = (10..<30).contains(x) && (10..<30).contains(y)
        #expect(pixels[y * 50 + x] == (inside ? 0xFFFF_FFFF : 0xFF00_0000), "at \(x), \(y)")
      }
    }
    let outside = try ImageSurface(width: 50, height: 50)
    Self.fill(
      [Line(left: 31, right: 31), Line(left: 49, right: 49)], [(1, 1, 1, 1)], left: 31,
      right: 49, into: outside, clip: (10, 10, 30, 30))
    #expect(try TestImages.pixels(of: outside).allSatisfy { $0 == 0 })
  }

  /// A colour past 1 (a spring overshooting) fills as its clamped colour: no channel above the
  /// alpha, none carried into its neighbour, over white or over black.
  @Test func anOvershootingColourFillsAsItsClampedOne() throws {
    let lines = [Line(left: 3.3, right: 11.8), Line(left: 30.2, right: 24.6)]
    for background: UInt32 in [0xFFFF_FFFF, 0xFF00_0000] {
      let over = try ImageSurface(width: 40, height: 40)
      over.clear(to: background)
      Self.fill(lines, [(1.02, -0.1, 1.3, 0.99)], left: 2.5, right: 37.5, into: over)
      let clamped = try ImageSurface(width: 40, height: 40)
      clamped.clear(to: background)
      Self.fill(lines, [(1, 0, 1, 0.99)], left: 2.5, right: 37.5, into: clamped)
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
    let band = [Line(left: 20.3, right: 34.7), Line(left: 50.6, right: 64.9)]
    var occluders: [[Line]] = []
    if hiddenTop { occluders.append([Line(left: 0, right: 0), Line(left: 25.3, right: 39.7)]) }
    if hiddenBottom {
      occluders.append([Line(left: 45.6, right: 59.9), Line(left: 90, right: 90)])
    }
    var frames: [[UInt32]] = []
    for hidden in [true, false] {
      let surface = try TestImages.noise(width: 80, height: 90, seed: 5, opaque: true)
      Self.fill(
        band, [(0.9, 0.2, 0.4, 1)], left: left, right: right, hiddenTop: hidden && hiddenTop,
        hiddenBottom: hidden && hiddenBottom, into: surface)
      if hidden {
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
      for o in occluders {
        Self.fill(o, [(0.1, 0.5, 0.3, 1)], left: left, right: right, into: surface)
      }
      frames.append(try TestImages.pixels(of: surface))
    }
    let differing = zip(frames[0], frames[1]).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) pixels differ once the occluders are drawn")
  }

  /// A stack whose lines are steeper than a pixel a column (a face seen nearly edge-on) and
  /// two lines closer than a pixel: every pixel's colour stays between those of the stripes
  /// it touches, and what the stack covers whole hides what was there.
  @Test func steepAndCloseLinesStayBetweenTheirStripes() throws {
    let lines = [
      Line(left: 1, right: 30), Line(left: 12, right: 60), Line(left: 12.4, right: 60.5),
      Line(left: 40, right: 78),
    ]
    let colors: [(red: Double, green: Double, blue: Double, alpha: Double)?] = [
      (1, 0, 0, 1), (0, 1, 0, 1), (0, 0, 1, 1),
    ]
    var frames: [[UInt32]] = []
    for seed in [UInt64(21), 22] {
      let surface = try TestImages.noise(width: 24, height: 80, seed: seed, opaque: true)
      Self.fill(lines, colors, left: 2.25, right: 21.5, into: surface)
      frames.append(try TestImages.pixels(of: surface))
    }
    for y in 0..<80 {
      for x in 4..<20 {
        let centre = Double(x) + 0.5
        let t = (centre - 2.25) / (21.5 - 2.25)
        let top = 1 + 29 * t
        let bottom = 40 + 38 * t
        let p = frames[0][y * 24 + x]
        // Opaque wherever the stack covers the pixel whole, whatever was there.
        if Double(y) > top + 1, Double(y + 1) < bottom - 1 {
          #expect(p >> 24 == 0xFF, "at \(x), \(y)")
          #expect(p == frames[1][y * 24 + x], "at \(x), \(y)")
        }
      }
    }
  }
}
