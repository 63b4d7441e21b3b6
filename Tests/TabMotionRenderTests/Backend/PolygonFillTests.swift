import CCairo
import Foundation
import Testing

@testable import TabMotionRender

/// The direct polygon fill: each pixel covered by exactly the outline's area inside it,
/// non-zero winding, cut to its clip, and against cairo filling the same outline the same
/// pixels but for its edges' sampling.
@Suite("Polygon fill")
struct PolygonFillTests {
  /// White over transparent black: each pixel's alpha is its coverage.
  static func coverage(
    _ outline: (PolygonFill) -> Void, width: Int = 40, height: Int = 30,
    clip: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil
  ) throws -> [[Double]] {
    let surface = try ImageSurface(width: width, height: height)
    let fill = PolygonFill()
    outline(fill)
    fill.fill((1, 1, 1, 1), into: surface, clip: clip ?? (0, 0, width, height))
    let pixels = try TestImages.pixels(of: surface)
    return (0..<height).map { y in
      (0..<width).map { x in Double(pixels[y * width + x] >> 24) / 255 }
    }
  }

  static func rectangle(_ p: PolygonFill, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
    p.move(to: x0, y0)
    p.line(to: x1, y0)
    p.line(to: x1, y1)
    p.line(to: x0, y1)
    p.close()
  }

  /// A rectangle with fractional sides: a side pixel is covered by the fraction of it inside,
  /// a corner by the product, the inside whole, the outside not at all.
  @Test func aRectanglesPixelsAreCoveredByTheAreaInside() throws {
    let a = try Self.coverage { Self.rectangle($0, 10.25, 5.5, 20.75, 8.25) }
    let expected: [(x: Int, y: Int, coverage: Double)] = [
      (10, 6, 0.75), (20, 6, 0.75), (15, 5, 0.5), (15, 8, 0.25), (10, 5, 0.375),
      (20, 8, 0.1875), (15, 6, 1), (15, 7, 1), (9, 6, 0), (21, 6, 0), (15, 4, 0), (15, 9, 0),
    ]
    for e in expected {
      // One level of 255 for the blend's rounding, one for the coverage's (256 steps).
      #expect(abs(a[e.y][e.x] - e.coverage) <= 2.0 / 255, "at \(e.x), \(e.y): \(a[e.y][e.x])")
    }
  }

  /// A triangle drawn either way round: every pixel's coverage is the area of the triangle
  /// inside it, worked out by clipping the triangle to the pixel.
  @Test(arguments: [false, true])
  func aTrianglesCoverageIsItsAreaInEachPixel(reversed: Bool) throws {
    var points = [(3.3, 2.1), (31.7, 9.4), (12.2, 26.8)]
    if reversed { points.reverse() }
    let a = try Self.coverage { p in
      p.move(to: points[0].0, points[0].1)
      p.line(to: points[1].0, points[1].1)
      p.line(to: points[2].0, points[2].1)
    }
    var worst = 0.0
    var total = 0.0
    for y in 0..<30 {
      for x in 0..<40 {
        let exact = Self.area(of: points, insidePixel: x, y)
        worst = max(worst, abs(a[y][x] - exact))
        total += a[y][x]
      }
    }
    #expect(worst <= 2.0 / 255, "worst pixel off by \(worst)")
    let area = abs(Self.signedArea(points))
    #expect(abs(total - area) < 0.002 * area, "total coverage \(total), area \(area)")
  }

  /// Non-zero winding: a square drawn twice the same way round covers once; a square inside
  /// drawn the other way round is a hole.
  @Test func windingNumbers() throws {
    let twice = try Self.coverage { p in
      Self.rectangle(p, 5, 5, 25, 20)
      Self.rectangle(p, 10, 8, 30, 25)
    }
    #expect(twice[12][15] == 1)
    #expect(twice[6][6] == 1)
    #expect(twice[22][28] == 1)
    #expect(twice[22][6] == 0)
    /// The inner square the other way round.
    func reversedInner(_ p: PolygonFill) {
      p.move(to: 10.5, 10)
      p.line(to: 10.5, 20)
      p.line(to: 20, 20)
      p.line(to: 20, 10)
      p.close()
    }
    let hole = try Self.coverage { p in
      Self.rectangle(p, 5, 5, 35, 25)
      Self.rectangle(p, 10.5, 10, 20, 20)
      reversedInner(p)
    }
    // The first inner square winds +2, the second brings it back to +1.
    #expect(hole[15][15] == 1)
    let cutOut = try Self.coverage { p in
      Self.rectangle(p, 5, 5, 35, 25)
      reversedInner(p)
    }
    #expect(cutOut[15][15] == 0)
    #expect(abs(cutOut[15][10] - 0.5) <= 1.0 / 255)
    #expect(cutOut[7][15] == 1)
  }

  /// Nothing is written outside the clip; what reaches past its left side covers the first
  /// column whole, and a fill wholly outside writes nothing.
  @Test func staysInsideTheClip() throws {
    let a = try Self.coverage(
      { p in
        p.move(to: -100, 2)
        p.line(to: 60.5, 2)
        p.line(to: 60.5, 28)
        p.line(to: -100, 28)
      }, clip: (10, 5, 30, 20))
    for y in 0..<30 {
      for x in 0..<40 {
        let inside = (10..<30).contains(x) && (5..<20).contains(y)
        #expect(a[y][x] == (inside ? 1 : 0), "at \(x), \(y)")
      }
    }
    let outside = try Self.coverage({ Self.rectangle($0, 31, 21, 39, 29) }, clip: (10, 5, 30, 20))
    #expect(outside.allSatisfy { $0.allSatisfy { $0 == 0 } })
  }

  /// An outline whose slanted edge ends on the clip's left side, where an upright edge on
  /// that side goes on down (a rounded corner meeting a card's side at the screen's edge):
  /// the row where both lie is covered as the outline covers it, not at the upright edge's
  /// share across the whole width past the outline.
  @Test func anEdgeEndingOnTheClipsSideBesideAnUprightOne() throws {
    let a = try Self.coverage({ p in
      p.move(to: 0, 10.5)
      p.line(to: 0, 20)
      p.line(to: 30, 20)
      p.line(to: 30, 5)
      p.line(to: 4, 5)
      p.close()
    })
    for x in 1..<30 { #expect(a[10][x] == 1, "inside at \(x)") }
    for x in 30..<40 { #expect(a[10][x] == 0, "outside at \(x)") }
    // Column 0 holds the slanted edge's last corner above the upright edge's half row.
    #expect(a[10][0] > 0.5 && a[10][0] < 1)
  }

  /// An edge crossing the clip's sides within a pixel row: the pixels inside a narrower clip
  /// are those of the fill under a wider one (the parts of the row outside are cut off, not
  /// spread over the columns inside).
  @Test func aNarrowerClipCutsPixelsNotCoverage() throws {
    func outline(_ p: PolygonFill) {
      p.move(to: 0, 5)
      p.line(to: 40, 10)
      p.line(to: 40, 25)
      p.line(to: -3.5, 25)
    }
    let whole = try Self.coverage(outline, clip: (0, 0, 40, 30))
    let narrow = try Self.coverage(outline, clip: (10, 0, 30, 30))
    for y in 0..<30 {
      for x in 10..<30 { #expect(narrow[y][x] == whole[y][x], "at \(x), \(y)") }
    }
  }

  /// Shallow edges crossing dozens of columns in a row (a hill's crest, a turned face's
  /// slanted top), painted column by column from the part's own numbers, write exactly the
  /// pixels of the cell sweep that a row goes through when a part reaches past the clip:
  /// the outline, translucent over noise, filled whole, then row by row under clips whose
  /// left side cuts through the row at one column after another, compared bit for bit right
  /// of the cut.
  @Test func shallowEdgesPaintTheCellSweepsPixels() throws {
    func outline(_ p: PolygonFill) {
      p.move(to: 3.3, 6.2)
      p.line(to: 71.6, 4.1)
      p.line(to: 70.2, 27.9)
      p.line(to: 3.3, 22.45)
      p.close()
    }
    let color = (red: 0.2, green: 0.7, blue: 0.4, alpha: 0.8)
    let whole = try TestImages.noise(width: 80, height: 32, seed: 11, opaque: true)
    let fill = PolygonFill()
    outline(fill)
    fill.fill(color, into: whole, clip: (0, 0, 80, 32))
    let a = try TestImages.pixels(of: whole)
    var differing = 0
    for y in 0..<32 {
      for cut in stride(from: 5, to: 75, by: 7) {
        let cutRow = try TestImages.noise(width: 80, height: 32, seed: 11, opaque: true)
        outline(fill)
        fill.fill(color, into: cutRow, clip: (cut, y, 80, y + 1))
        let b = try TestImages.pixels(of: cutRow)
        for x in cut..<80 where a[y * 80 + x] != b[y * 80 + x] { differing += 1 }
      }
    }
    #expect(differing == 0, "\(differing) pixels differ")
    // The top edge falls about a pixel every 33 columns: its rows are blended, not skipped.
    let untouched = try TestImages.pixels(
      of: try TestImages.noise(width: 80, height: 32, seed: 11, opaque: true))
    #expect(a[5 * 80 + 40] != untouched[5 * 80 + 40])
    #expect(a[2 * 80 + 40] == untouched[2 * 80 + 40])
  }

  /// Rows that only upright edges cross come out as each would on its own: the outline
  /// filled at once (where such rows are painted again from the first of them) writes the
  /// pixels it writes when each row is filled under a clip of that row alone. The outline
  /// has upright sides on and off the pixel grid, one left of the clip, a notch whose edges
  /// start and end part-way down (one on a row's boundary, one inside a row), a slanted
  /// edge below, and is filled translucent over noise.
  @Test(arguments: [1.0, 0.55])
  func rowsCrossedOnlyByUprightEdgesMatchRowsFilledOneByOne(alpha: Double) throws {
    func outline(_ p: PolygonFill) {
      p.move(to: -6, 2.25)
      p.line(to: 33.5, 2.25)
      p.line(to: 33.5, 14)
      p.line(to: 27.25, 14)
      p.line(to: 27.25, 19.6)
      p.line(to: 33.5, 19.6)
      p.line(to: 33.5, 26)
      p.line(to: 12, 29.5)
      p.line(to: -6, 26)
      p.close()
      // A hole with upright sides: the winding drops back to zero between them.
      p.move(to: 8.75, 6)
      p.line(to: 8.75, 22)
      p.line(to: 20, 22)
      p.line(to: 20, 6)
      p.close()
    }
    let color = (red: 0.9, green: 0.3, blue: 0.1, alpha: alpha)
    let whole = try TestImages.noise(width: 40, height: 32, seed: 7, opaque: true)
    let byRow = try TestImages.noise(width: 40, height: 32, seed: 7, opaque: true)
    let fill = PolygonFill()
    outline(fill)
    fill.fill(color, into: whole, clip: (2, 0, 38, 32))
    for y in 0..<32 {
      outline(fill)
      fill.fill(color, into: byRow, clip: (2, y, 38, y + 1))
    }
    let a = try TestImages.pixels(of: whole)
    let b = try TestImages.pixels(of: byRow)
    var differing = 0
    for (p, q) in zip(a, b) where p != q { differing += 1 }
    #expect(differing == 0, "\(differing) pixels differ")
    // And the fill did write: inside the outline, beside the hole.
    let untouched = try TestImages.pixels(
      of: try TestImages.noise(width: 40, height: 32, seed: 7, opaque: true))
    #expect(a[10 * 40 + 4] != untouched[10 * 40 + 4])
    #expect(a[10 * 40 + 14] == untouched[10 * 40 + 14])
  }

  /// Against cairo filling the same outlines (random stars, crossing themselves, over noise):
  /// the same colour inside, and edges within cairo's own sampling (it takes fifteen rows
  /// of samples per pixel where an edge crosses; this, the exact area) but in the pixels
  /// where two edges meet: there the areas of both are added up, where cairo counts each
  /// sample's winding.
  @Test(arguments: 0..<10)
  func matchesCairoFillingTheSameOutline(_ seed: Int) throws {
    var random = SplitMix64(state: UInt64(seed) &+ 31)
    func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
    let count = 5 + seed % 7
    let centre = (value(40...80), value(40...80))
    let points = (0..<count).map { k -> (Double, Double) in
      let angle = Double(k) * 2 * .pi * Double(count / 2 | 1) / Double(count)
      let r = value(20...70)
      return (centre.0 + r * cos(angle), centre.1 + r * sin(angle))
    }
    let alpha = seed.isMultiple(of: 3) ? 0.6 : 1
    let color = (red: value(0...1), green: value(0...1), blue: value(0...1), alpha: alpha)
    let background = UInt64(seed) &+ 500
    let direct = try TestImages.noise(width: 120, height: 120, seed: background, opaque: true)
    let fill = PolygonFill()
    fill.move(to: points[0].0, points[0].1)
    for p in points.dropFirst() { fill.line(to: p.0, p.1) }
    fill.fill(color, into: direct, clip: (0, 0, 120, 120))
    let a = try TestImages.pixels(of: direct)
    let b = try TestImages.cairoFilled(
      points.map { (x: $0.0, y: $0.1) }, color, size: 120, seed: background)
    var edgePixels = 0
    var corners = 0
    for (p, q) in zip(a, b) {
      let d = TestImages.channelDifference(p, q)
      if d > 2 { edgePixels += 1 }
      // A fifteenth of a pixel's coverage, and the rounding of each.
      if d > 255 / 15 + 3 { corners += 1 }
    }
    // A star of n points meets itself at up to 2n places (its tips and its crossings); each
    // such place may spread over a couple of pixels.
    #expect(corners <= 4 * count, "\(corners) pixels where edges meet differ by more")
    // Inside, both write the same colour (±2 for the two blends' rounding).
    var perimeter = 0.0
    for k in 0..<count {
      let (p, q) = (points[k], points[(k + 1) % count])
      perimeter += ((q.0 - p.0) * (q.0 - p.0) + (q.1 - p.1) * (q.1 - p.1)).squareRoot()
    }
    #expect(Double(edgePixels) < 2 * perimeter, "\(edgePixels) pixels differ by more than 2")
  }

  /// An opaque colour fills as cairo fills it, to the bit (its bytes rounded as cairo rounds
  /// them), and a colour past 1 (a spring overshooting) as its clamped colour.
  @Test func coloursAreCairosBytes() throws {
    var random = SplitMix64(state: 99)
    for k in 0..<200 {
      let c = (
        red: Double.random(in: 0...1, using: &random),
        green: Double.random(in: 0...1, using: &random),
        blue: Double.random(in: 0...1, using: &random),
        alpha: k.isMultiple(of: 2) ? 1 : Double.random(in: 0.01...1, using: &random)
      )
      let reference = try ImageSurface(width: 1, height: 1)
      try reference.withContext { cr in
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_paint(cr)
      }
      let byCairo = try TestImages.pixels(of: reference)[0]
      #expect(PremultipliedColor(c)?.pixel == byCairo, "\(c)")
    }
    #expect(
      PremultipliedColor((1.3, -0.2, 0.5, 1))?.pixel == PremultipliedColor((1, 0, 0.5, 1))?.pixel)
    #expect(PremultipliedColor((1, 1, 1, 0)) == nil)
  }

  /// One fill leaves nothing behind for the next, and an outline with a coordinate that is not
  /// a number draws nothing, as does one so far away nothing of it shows, without trapping.
  @Test func fillsAreIndependentAndBrokenOutlinesDrawNothing() throws {
    let fill = PolygonFill()
    let first = try ImageSurface(width: 40, height: 30)
    Self.rectangle(fill, 3.5, 2.5, 36.5, 27.5)
    fill.fill((1, 1, 1, 1), into: first, clip: (0, 0, 40, 30))
    let second = try ImageSurface(width: 40, height: 30)
    Self.rectangle(fill, 10.25, 5.5, 20.75, 8.25)
    fill.fill((1, 1, 1, 1), into: second, clip: (0, 0, 40, 30))
    let fresh = try Self.coverage { Self.rectangle($0, 10.25, 5.5, 20.75, 8.25) }
    let pixels = try TestImages.pixels(of: second)
    for y in 0..<30 {
      for x in 0..<40 { #expect(Double(pixels[y * 40 + x] >> 24) / 255 == fresh[y][x]) }
    }
    for broken in [Double.nan, .infinity, -.infinity] {
      let a = try Self.coverage { p in
        Self.rectangle(p, 2, 2, 30, 20)
        p.move(to: 5, broken)
        p.line(to: 20, 10)
      }
      #expect(a.allSatisfy { $0.allSatisfy { $0 == 0 } })
    }
    let far = try Self.coverage { p in
      p.move(to: 1e300, -1e300)
      p.line(to: 1e300, 1e300)
      p.line(to: 2e300, 0)
    }
    #expect(far.allSatisfy { $0.allSatisfy { $0 == 0 } })
    // A sliver across the whole width from far off: finite coverage, nothing past 1.
    let sliver = try Self.coverage { p in
      p.move(to: -1e12, 10)
      p.line(to: 1e12, 10.5)
      p.line(to: 1e12, 11)
      p.line(to: -1e12, 10.5)
    }
    #expect(sliver.allSatisfy { $0.allSatisfy { $0 >= 0 && $0 <= 1 } })
    #expect(abs(sliver[10][20] - 0.5) <= 2.0 / 255)
  }

  // MARK: The reference

  static func signedArea(_ p: [(Double, Double)]) -> Double {
    var s = 0.0
    for k in 0..<p.count {
      let (a, b) = (p[k], p[(k + 1) % p.count])
      s += a.0 * b.1 - b.0 * a.1
    }
    return s / 2
  }

  /// The area of a convex polygon inside the unit pixel at (x, y): the polygon clipped to the
  /// pixel's four sides (Sutherland–Hodgman).
  static func area(of polygon: [(Double, Double)], insidePixel x: Int, _ y: Int) -> Double {
    var p = polygon
    let edges: [((Double, Double)) -> Double] = [
      { $0.0 - Double(x) }, { Double(x + 1) - $0.0 }, { $0.1 - Double(y) },
      { Double(y + 1) - $0.1 },
    ]
    for inside in edges {
      var out: [(Double, Double)] = []
      for k in 0..<p.count {
        let (a, b) = (p[k], p[(k + 1) % p.count])
        let (da, db) = (inside(a), inside(b))
        if da >= 0 { out.append(a) }
        if (da >= 0) != (db >= 0) {
          let t = da / (da - db)
          out.append((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t))
        }
      }
      p = out
      if p.isEmpty { return 0 }
    }
    return abs(signedArea(p))
  }
}
