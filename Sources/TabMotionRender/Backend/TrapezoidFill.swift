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
    guard isValid else { return }
    func byte(_ v: Double) -> Int { Int(saturating: (min(max(v, 0), 1) * 255).rounded()) }
    let a = byte(color.alpha)
    guard a > 0 else { return }
    // Premultiplied source channels, 0…255, none above alpha (a colour overshooting 1 on a
    // spring would otherwise carry out of its lane in `over`).
    let r = min(a, byte(color.red * color.alpha))
    let g = min(a, byte(color.green * color.alpha))
    let b = min(a, byte(color.blue * color.alpha))
    let solid = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)

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
          if leftCoverage > 0 {
            Self.over(row + x0, r: r, g: g, b: b, a: a, coverage: min(leftCoverage, 256))
          }
          if a == 255 {
            render_fill32(row + inner0, solid, inner1 - inner0)
          } else {
            for x in inner0..<inner1 { Self.over(row + x, r: r, g: g, b: b, a: a, coverage: 256) }
          }
          if rightCoverage > 0 {
            Self.over(row + inner1, r: r, g: g, b: b, a: a, coverage: min(rightCoverage, 256))
          }
          continue
        }
        let fy = Double(y)
        // Columns whose centre has the top line at or above the row and the bottom line at or
        // below its end: fully covered vertically.
        let full = Self.columns(where: topAt0, topSlope, atMost: fy)
          .clamped(to: Self.columns(where: bottomAt0, bottomSlope, atLeast: fy + 1))
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
          let top = topAt0 + topSlope * centre
          let bottom = bottomAt0 + bottomSlope * centre
          let vertical = max(0, min(bottom, fy + 1) - max(top, fy))
          let horizontal = max(0, min(Double(x + 1), right) - max(Double(x), left))
          // Both factors are in 0…1 (the corners are finite: `isValid`): rounding by adding a
          // half and truncating (saturating, as every conversion here), not through libm's
          // round, in the one per-pixel loop.
          let coverage = Int(saturating: min(vertical, 1) * min(horizontal, 1) * 256 + 0.5)
          guard coverage > 0 else { return }
          Self.over(row + x, r: r, g: g, b: b, a: a, coverage: coverage)
        }
        if partStart < partEnd {
          for x in partStart..<min(max(solidStart, partStart), partEnd) { blend(x) }
        }
        if solidStart < solidEnd {
          if a == 255 {
            render_fill32(row + solidStart, solid, solidEnd - solidStart)
          } else {
            for x in solidStart..<solidEnd {
              Self.over(row + x, r: r, g: g, b: b, a: a, coverage: 256)
            }
          }
        }
        if max(solidEnd, partStart) < partEnd {
          for x in max(solidEnd, partStart)..<partEnd { blend(x) }
        }
      }
    }
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
    _ p: UnsafeMutablePointer<UInt32>, r: Int, g: Int, b: Int, a: Int, coverage: Int
  ) {
    let lanes: UInt = 0x00FF_00FF
    let half: UInt = 0x0080_0080
    let c = UInt(truncatingIfNeeded: coverage)
    let sourceRB = ((UInt(truncatingIfNeeded: r << 16 | b) &* c &+ half) >> 8) & lanes
    let sourceAG = ((UInt(truncatingIfNeeded: a << 16 | g) &* c &+ half) >> 8) & lanes
    let keep = 255 &- (sourceAG >> 16)
    let d = UInt(p.pointee)
    var rb = (d & lanes) &* keep &+ half
    rb = ((rb &+ ((rb >> 8) & lanes)) >> 8) & lanes
    var ag = ((d >> 8) & lanes) &* keep &+ half
    ag = ((ag &+ ((ag >> 8) & lanes)) >> 8) & lanes
    p.pointee = UInt32(truncatingIfNeeded: (sourceRB &+ rb) | ((sourceAG &+ ag) << 8))
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
    if holdsRight {
      // x ≥ crossing (or >): the first column at or past it.
      let first = strict ? crossing.rounded(.down) + 1 : crossing.rounded(.up)
      return Int(saturating: min(max(first, -1e15), 1e15))..<everything.upperBound
    } else {
      let last = strict ? crossing.rounded(.up) - 1 : crossing.rounded(.down)
      return everything.lowerBound..<Int(saturating: max(min(last + 1, 1e15), -1e15))
    }
  }
}
