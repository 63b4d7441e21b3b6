import CRenderSupport

/// Fills a trapezoid whose left and right sides are vertical — an upright rectangle of a face
/// turned about the vertical axis, projected — with one colour, straight into a surface.
///
/// Cairo's general scan converter samples every pixel row a slanted edge crosses many times
/// over; a turned cube page is mostly such rectangles (sky bands, the page), and filling them
/// that way cost more than the whole face's pixels. Here each row is one solid run between
/// two short antialiased runs: a pixel's coverage is how much of its column's height lies
/// between the two slanted lines at its centre (exact where a line crosses the pixel's
/// top and bottom sides, as the perspective warp covers its faces), times how much of its
/// width lies between the vertical sides. Compositing is OVER on premultiplied ARGB32.
struct TrapezoidFill {
  /// The vertical sides' x, in device pixels (`left` < `right`).
  var left: Double
  var right: Double
  /// The top line's y at the left and right sides; the bottom line's likewise.
  var topLeft: Double
  var topRight: Double
  var bottomLeft: Double
  var bottomRight: Double
  /// The top (bottom) line lies under an opaque fill made later, which paints over every
  /// pixel the line's antialiasing reaches: those pixels are filled whole, as a plain run,
  /// instead of blended one by one.
  var hiddenTop = false
  var hiddenBottom = false

  /// True when every number is finite and the sides are in order.
  var isValid: Bool {
    left.isFinite && right.isFinite && topLeft.isFinite && topRight.isFinite
      && bottomLeft.isFinite && bottomRight.isFinite && right - left > 1e-9
  }

  /// Fills the trapezoid with the straight colour `(red, green, blue, alpha)` (0…1 each)
  /// inside the device-pixel rectangle `clip` (x0, y0, x1, y1) of `surface`.
  func fill(
    _ color: (red: Double, green: Double, blue: Double, alpha: Double),
    into surface: ImageSurface, clip: (x0: Int, y0: Int, x1: Int, y1: Int)
  ) {
    guard isValid, let source = PremultipliedColor(color) else { return }
    let solid = source.pixel

    let x0 = max(clip.x0, 0, Int(saturating: left.rounded(.down)))
    let x1 = min(clip.x1, surface.width, Int(saturating: right.rounded(.up)))
    let y0 = max(
      clip.y0, 0, Int(saturating: min(topLeft, topRight, bottomLeft, bottomRight).rounded(.down)))
    let y1 = min(
      clip.y1, surface.height,
      Int(saturating: max(topLeft, topRight, bottomLeft, bottomRight).rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }
    // The lines as y = c + s · x, evaluated at pixel centres.
    let width = right - left
    let topSlope = (topRight - topLeft) / width
    let bottomSlope = (bottomRight - bottomLeft) / width
    let topAt0 = topLeft - topSlope * left
    let bottomAt0 = bottomLeft - bottomSlope * left
    // Columns wholly between the sides.
    let inner0 = max(x0, Int(saturating: left.rounded(.up)))
    let inner1 = min(x1, Int(saturating: right.rounded(.down)))

    // Rows every column of which is covered from top to bottom (between the lower end of the
    // top line and the upper end of the bottom line): one run, and the two side columns'
    // partial widths. Only the rows the slanted lines cross need working out column by column.
    let topLowest = max(
      topAt0 + topSlope * (Double(x0) + 0.5), topAt0 + topSlope * (Double(x1) - 0.5))
    let bottomHighest = min(
      bottomAt0 + bottomSlope * (Double(x0) + 0.5), bottomAt0 + bottomSlope * (Double(x1) - 0.5))
    let plain0 = max(y0, Int(saturating: topLowest.rounded(.up)))
    let plain1 = min(y1, max(plain0, Int(saturating: bottomHighest.rounded(.down))))
    let leftCoverage =
      x0 < inner0 ? Int(saturating: ((min(Double(x0 + 1), right) - left) * 256).rounded()) : 0
    let rightCoverage =
      inner1 < x1 && inner1 >= inner0
      ? Int(saturating: ((right - max(Double(inner1), left)) * 256).rounded()) : 0

    surface.withPixels { pixels, stride in
      for y in y0..<y1 {
        let row = pixels + y * stride
        if y >= plain0, y < plain1, inner0 < inner1 {
          if y + 1 < y1 {
            // The next row, asked for now: in cache when it is written (the frame outgrows
            // the nearer caches, and rows written one after another are not all fetched
            // ahead on their own).
            render_prefetch_span(row + stride + x0, x1 - x0)
          }
          if leftCoverage > 0 {
            source.over(row + x0, coverage: min(leftCoverage, 256))
          }
          if source.isOpaque {
            render_fill32(row + inner0, solid, inner1 - inner0)
          } else {
            for x in inner0..<inner1 { source.over(row + x, coverage: 256) }
          }
          if rightCoverage > 0 {
            source.over(row + inner1, coverage: min(rightCoverage, 256))
          }
          continue
        }
        let fy = Double(y)
        // Columns whose centre has the top line at or above the row and the bottom line at or
        // below its end: fully covered vertically. A hidden line need only enter the row (in
        // the columns wholly between the sides: the occluder covers a side column only as
        // much as this fill does).
        let full =
          (hiddenTop
          ? Self.columns(where: topAt0, topSlope, below: fy + 1)
          : Self.columns(where: topAt0, topSlope, atMost: fy))
          .clamped(
            to: hiddenBottom
              ? Self.columns(where: bottomAt0, bottomSlope, above: fy)
              : Self.columns(where: bottomAt0, bottomSlope, atLeast: fy + 1))
        let solidStart = max(full.lowerBound, inner0)
        let solidEnd = max(solidStart, min(full.upperBound, inner1))
        // Columns partly covered: everything else between x0 and x1 whose centre has the top
        // line above the row's end and the bottom line below its start.
        let some = Self.columns(where: topAt0, topSlope, below: fy + 1)
          .clamped(to: Self.columns(where: bottomAt0, bottomSlope, above: fy))
        let partStart = max(x0, some.lowerBound)
        let partEnd = min(x1, some.upperBound)
        func blend(_ x: Int) {
          let centre = Double(x) + 0.5
          let inner = x >= inner0 && x < inner1
          let top = hiddenTop && inner ? -Double.infinity : topAt0 + topSlope * centre
          let bottom = hiddenBottom && inner ? Double.infinity : bottomAt0 + bottomSlope * centre
          let vertical = max(0, min(bottom, fy + 1) - max(top, fy))
          let horizontal = max(0, min(Double(x + 1), right) - max(Double(x), left))
          // Both factors are in 0…1 (the corners are finite: `isValid`): rounding by adding a
          // half and truncating, not through libm's round, in the one per-pixel loop.
          let covered = min(vertical, 1) * min(horizontal, 1) * 256 + 0.5
          let coverage = Int(covered)  // bounded: 0.5…256.5
          guard coverage > 0 else { return }
          source.over(row + x, coverage: coverage)
        }
        if y + 1 < y1 {
          // The next row's partly covered pixels lie around this row's: asked for now (with
          // the run between, which is written next), they are in cache when that row blends
          // them (a slanted edge reads a new cache line in every row).
          if partStart < partEnd {
            render_prefetch_span(row + stride + partStart, partEnd - partStart)
          }
        }
        if partStart < partEnd {
          for x in partStart..<min(max(solidStart, partStart), partEnd) { blend(x) }
        }
        if solidStart < solidEnd {
          if source.isOpaque {
            render_fill32(row + solidStart, solid, solidEnd - solidStart)
          } else {
            for x in solidStart..<solidEnd {
              source.over(row + x, coverage: 256)
            }
          }
        }
        if max(solidEnd, partStart) < partEnd {
          for x in max(solidEnd, partStart)..<partEnd { blend(x) }
        }
      }
    }
  }

  // The columns x (as a range of Int, possibly unbounded) whose centre x + 0.5 satisfies a
  // condition on the line y = c + s · (x + 0.5).

  private static func columns(where c: Double, _ s: Double, atMost y: Double) -> Range<Int> {
    interval(c, s, y, below: true, strict: false)
  }

  private static func columns(where c: Double, _ s: Double, below y: Double) -> Range<Int> {
    interval(c, s, y, below: true, strict: true)
  }

  private static func columns(where c: Double, _ s: Double, atLeast y: Double) -> Range<Int> {
    interval(c, s, y, below: false, strict: false)
  }

  private static func columns(where c: Double, _ s: Double, above y: Double) -> Range<Int> {
    interval(c, s, y, below: false, strict: true)
  }

  /// Columns where the line is below (`below`: its y ≤ or < `y`) or above (y ≥ or > `y`).
  private static func interval(
    _ c: Double, _ s: Double, _ y: Double, below: Bool, strict: Bool
  ) -> Range<Int> {
    let everything = Int.min / 4..<Int.max / 4
    guard abs(s) > 1e-12 else {
      let v = c - y
      let holds = below ? (strict ? v < 0 : v <= 0) : (strict ? v > 0 : v >= 0)
      return holds ? everything : 0..<0
    }
    // The centre where the line crosses y; the condition holds on one side of it.
    let crossing = (y - c) / s - 0.5
    // Lines rising to the right (s < 0 in y-down terms is rising) reverse the side.
    let holdsRight = (s > 0) != below
    // Held within any surface's reach, where whole numbers are exact: its floor and ceiling
    // by truncation, without a call into libm (asked for twice in every row a line crosses).
    let held = crossing.isNaN ? 0 : min(max(crossing, -1e15), 1e15)
    let whole = Int(held)  // bounded: |held| ≤ 1e15
    let down = Double(whole) > held ? whole - 1 : whole
    let up = Double(whole) < held ? whole + 1 : whole
    if holdsRight {
      // x ≥ crossing (or >): the first column at or past it.
      return (strict ? down + 1 : up)..<everything.upperBound
    } else {
      return everything.lowerBound..<(strict ? up : down + 1)
    }
  }
}
