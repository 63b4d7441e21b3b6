import CRenderSupport

/// Fills a stack of stripes — opaque rectangles one above the other across the same columns,
/// a page's background and its sky bands, turned about the vertical axis and projected —
/// straight into a surface, in one pass over the pixel rows.
///
/// The stack is a trapezoid with vertical sides cut by slanted lines into stripes, one colour
/// each (or none: a gap, where what lies under shows). Filled one rectangle after another,
/// each paid for every row its top or bottom line crosses — at a cube's turn nearly all its
/// rows — the line between two bands was worked out twice, and the pixels where the bands
/// overlap were written twice. Here each row is worked out once for the whole stack: between
/// the columns where a line crosses the row, a run of one stripe's colour; where a line
/// crosses, each pixel takes the stripes above and below it by how much of its column's
/// height at its centre each covers, and the sides' pixels by how much of their width lies
/// between them. A pixel only one line crosses, between two opaque stripes, is the lower
/// stripe blended over the upper one — what filling the upper one whole and then the lower
/// one over it would leave. Compositing is OVER on premultiplied ARGB32.
///
/// A single stripe is a trapezoid, opaque or not.
///
/// The stack is built with ``start(at:)`` and ``add(down:color:)``, spent by
/// ``fill(left:right:hiddenTop:hiddenBottom:into:clip:)``; its storage is reused, so that a
/// frame's stacks allocate nothing once the largest has been seen.
final class StripeFill {
  /// A line across the stack: its y at the left side and at the right side, device pixels.
  struct Line {
    var left: Double
    var right: Double
  }

  /// The lines from the stack's top to its bottom, each at or below the one before at both
  /// sides; ``colors`` has one colour fewer.
  private(set) var lines: [Line] = []
  /// Each stripe's colour, top first (between `lines[i]` and `lines[i + 1]`); nil for a gap.
  private(set) var colors: [PremultipliedColor?] = []
  // Per fill: each line as y = at + slope · (x + 0.5) at pixel centres, and the crossing
  // columns of the lines in a row.
  private var at: [Double] = []
  private var slope: [Double] = []
  private var crossings: [Crossing] = []

  /// True when the stack has no stripe.
  var isEmpty: Bool { colors.isEmpty }

  /// Forgets the stack.
  func reset() {
    lines.removeAll(keepingCapacity: true)
    colors.removeAll(keepingCapacity: true)
  }

  /// Starts a new stack whose top is `line`, forgetting the one before.
  func start(at line: Line) {
    reset()
    lines.append(line)
  }

  /// Adds the next stripe down: from the stack's bottom line to `line`, in `color` (nil: a
  /// gap). `line` must lie at or below the bottom at both sides.
  func add(down line: Line, color: PremultipliedColor?) {
    precondition(
      !lines.isEmpty, "StripeFill.add(down:color:): start the stack with start(at:) first")
    let last = lines[lines.count - 1]
    precondition(
      !(line.left < last.left) && !(line.right < last.right),
      "StripeFill.add(down:color:): a stripe's bottom must lie at or below its top")
    lines.append(line)
    colors.append(color)
  }

  /// Fills the stack between the vertical sides at `left` and `right` (device pixels, `left`
  /// < `right`) inside the device-pixel rectangle `clip` (x0, y0, x1, y1) of `surface`, then
  /// forgets it. A hidden top (bottom) line lies under an opaque fill made later, which paints
  /// over every pixel the line's antialiasing reaches: in the columns wholly between the
  /// sides, the pixels it passes through are filled whole by the stripe beside it instead of
  /// blended (a side column the later fill covers only as much as this one).
  func fill(
    left: Double, right: Double, hiddenTop: Bool = false, hiddenBottom: Bool = false,
    into surface: ImageSurface, clip: (x0: Int, y0: Int, x1: Int, y1: Int)
  ) {
    defer { reset() }
    guard !colors.isEmpty, left.isFinite, right.isFinite, right - left > 1e-9,
      lines.allSatisfy({ $0.left.isFinite && $0.right.isFinite })
    else { return }
    let first = lines[0]
    let last = lines[lines.count - 1]
    let x0 = max(clip.x0, 0, Int(saturating: left.rounded(.down)))
    let x1 = min(clip.x1, surface.width, Int(saturating: right.rounded(.up)))
    let y0 = max(clip.y0, 0, Int(saturating: min(first.left, first.right).rounded(.down)))
    let y1 = min(clip.y1, surface.height, Int(saturating: max(last.left, last.right).rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }
    let width = right - left
    at.removeAll(keepingCapacity: true)
    slope.removeAll(keepingCapacity: true)
    for line in lines {
      let s = (line.right - line.left) / width
      slope.append(s)
      at.append(line.left - s * left)
    }
    let inner0 = max(x0, Int(saturating: left.rounded(.up)))
    let inner1 = max(inner0, min(x1, Int(saturating: right.rounded(.down))))
    if crossings.count < lines.count {
      crossings = Array(repeating: Crossing(start: 0, end: 0, line: 0), count: lines.count)
    }
    let sides = Sides(
      inner: inner0..<inner1,
      left: x0 < inner0
        ? Int(saturating: ((min(Double(x0 + 1), right) - left) * 256).rounded()) : 0,
      right: inner1 < x1
        ? Int(saturating: ((right - max(Double(inner1), left)) * 256).rounded()) : 0)
    lines.withUnsafeBufferPointer { lines in
      colors.withUnsafeBufferPointer { colors in
        at.withUnsafeBufferPointer { at in
          slope.withUnsafeBufferPointer { slope in
            surface.withPixels { pixels, stride in
              let stack = Stack(
                lines: lines, colors: colors, at: at, slope: slope, hiddenTop: hiddenTop,
                hiddenBottom: hiddenBottom, columns: x0..<x1, sides: sides)
              crossings.withUnsafeMutableBufferPointer { crossings in
                stack.fill(rows: y0..<y1, pixels: pixels, stride: stride, crossings: crossings)
              }
            }
          }
        }
      }
    }
  }
}

/// The columns of a row whose centre a line passes strictly inside the row (`start..<end`),
/// or, where none does, the column from which on the line lies on the row's other side.
private struct Crossing {
  var start: Int
  var end: Int
  /// The line's number.
  var line: Int
}

/// Columns wholly between a stack's vertical sides, and the coverage (0…256) of the side
/// column left and right of them (0 when there is none).
private struct Sides {
  var inner: Range<Int>
  var left: Int
  var right: Int
}

/// One fill's stack, as the rows see it (see ``StripeFill``'s buffers).
private struct Stack {
  let lines: UnsafeBufferPointer<StripeFill.Line>
  let colors: UnsafeBufferPointer<PremultipliedColor?>
  let at: UnsafeBufferPointer<Double>
  let slope: UnsafeBufferPointer<Double>
  /// The top (bottom) line lies under a later opaque fill (see ``StripeFill/fill``).
  let hiddenTop: Bool
  let hiddenBottom: Bool
  let columns: Range<Int>
  let sides: Sides

  /// The colour of a stripe, whose number may lie past the stack (−1 above it, the stripe
  /// count below): nothing there.
  @inline(__always)
  func color(of stripe: Int) -> PremultipliedColor? {
    stripe >= 0 && stripe < colors.count ? colors[stripe] : nil
  }

  /// True when line `i` is the stack's top or bottom and lies under a later opaque fill.
  @inline(__always)
  func isHidden(_ i: Int) -> Bool {
    (i == 0 && hiddenTop) || (i == lines.count - 1 && hiddenBottom)
  }

  /// How much of column `x`'s width lies between the sides, 0…256.
  @inline(__always)
  func horizontalCoverage(_ x: Int) -> Int {
    if x < sides.inner.lowerBound { return min(sides.left, 256) }
    if x >= sides.inner.upperBound { return min(sides.right, 256) }
    return 256
  }

  func fill(
    rows: Range<Int>, pixels: UnsafeMutablePointer<UInt32>, stride: Int,
    crossings: UnsafeMutableBufferPointer<Crossing>
  ) {
    let count = lines.count
    // The lines that may reach into the row being filled somewhere between the sides: those
    // before `above` lie wholly above it, those after `below` wholly below it. Both only
    // move down.
    var above = 0
    var below = -1
    for y in rows {
      let top = Double(y)
      while above < count, max(lines[above].left, lines[above].right) <= top { above += 1 }
      while below + 1 < count, min(lines[below + 1].left, lines[below + 1].right) < top + 1 {
        below += 1
      }
      let row = pixels + y * stride
      if y + 1 < rows.upperBound {
        // The next row, asked for now: in cache when it is written (the frame outgrows the
        // nearer caches, and rows written one after another are not all fetched ahead on
        // their own).
        render_prefetch_span(row + stride + columns.lowerBound, columns.count)
      }
      guard above <= below else {
        // No line reaches into the row: one stripe across it.
        paintPlain(columns, stripe: above - 1, into: row)
        continue
      }
      let window = above...below
      // The window's crossings, sorted across the row (at most one a line).
      var crossingCount = 0
      for i in window {
        let c = crossing(of: i, row: top)
        var k = crossingCount
        while k > 0, crossings[k - 1].start > c.start {
          crossings[k] = crossings[k - 1]
          k -= 1
        }
        crossings[k] = c
        crossingCount += 1
      }
      var position = columns.lowerBound
      for k in 0..<crossingCount {
        let c = crossings[k]
        if c.start > position {
          paintPlain(
            position..<c.start, stripe: stripe(at: position, row: top, window), into: row)
          position = c.start
        }
        guard position < c.end else { continue }
        // Pixels only this line crosses, wholly between the sides: between two opaque
        // stripes, the lower over the upper by how much of the height it covers; with nothing
        // on one side, the stripe on the other over what is there by its share.
        let next = k + 1 < crossingCount ? crossings[k + 1].start : columns.upperBound
        let aloneStart = max(position, sides.inner.lowerBound)
        let aloneEnd = min(c.end, next, sides.inner.upperBound)
        let upper = color(of: c.line - 1)
        let lower = color(of: c.line)
        if aloneStart < aloneEnd, !isHidden(c.line), upper != nil || lower != nil,
          upper == nil || lower == nil || (upper?.isOpaque == true && lower?.isOpaque == true)
        {
          while position < aloneStart {
            paintCrossed(position, row: top, window, into: row)
            position += 1
          }
          let s = slope[c.line]
          var y = at[c.line] + s * (Double(position) + 0.5)
          let base = top + 1
          // The line is inside the row at these centres: both shares are within 0…1.
          if let upper, let lower {
            while position < aloneEnd {
              let coverage = Int((base - y) * 256 + 0.5)  // bounded: 0.5…256.5
              row[position] = lower.over(upper.pixel, coverage: coverage)
              y += s
              position += 1
            }
          } else if let lower {
            while position < aloneEnd {
              let coverage = Int((base - y) * 256 + 0.5)  // bounded: 0.5…256.5
              lower.over(row + position, coverage: coverage)
              y += s
              position += 1
            }
          } else if let upper {
            while position < aloneEnd {
              let coverage = Int((y - top) * 256 + 0.5)  // bounded: 0.5…256.5
              upper.over(row + position, coverage: coverage)
              y += s
              position += 1
            }
          }
        }
        while position < c.end {
          paintCrossed(position, row: top, window, into: row)
          position += 1
        }
      }
      if position < columns.upperBound {
        paintPlain(
          position..<columns.upperBound, stripe: stripe(at: position, row: top, window),
          into: row)
      }
    }
  }

  /// Where line `i` crosses the row from `top`: the columns whose centre it passes strictly
  /// inside the row, within the fill's. On one side of them the line is above the row, on
  /// the other below it; where no centre lies between (a line steeper than a pixel a column),
  /// the range is empty at the column from which on it lies on the other side.
  func crossing(of i: Int, row top: Double) -> Crossing {
    let c = at[i]
    let s = slope[i]
    let x0 = columns.lowerBound
    let x1 = columns.upperBound
    let upper = top
    let lower = top + 1
    guard abs(s) > 1e-12 else {
      // Level: above, below or inside the row across the whole width.
      return c > upper && c < lower
        ? Crossing(start: x0, end: x1, line: i) : Crossing(start: x1, end: x1, line: i)
    }
    // Centres x + 0.5 where the line is at the row's two limits.
    let a = (upper - c) / s - 0.5
    let b = (lower - c) / s - 0.5
    let start = min(max(Self.firstAbove(min(a, b)), x0), x1)
    let end = min(max(Self.firstAtOrAbove(max(a, b)), start), x1)
    return Crossing(start: start, end: end, line: i)
  }

  /// The first whole number greater than `v` (held within any surface's reach, where whole
  /// numbers are exact: without a call into libm, asked for in every row a line crosses).
  @inline(__always)
  static func firstAbove(_ v: Double) -> Int {
    let held = v.isNaN ? 0 : min(max(v, -1e15), 1e15)
    let whole = Int(held)  // bounded: |held| ≤ 1e15
    return Double(whole) > held ? whole : whole + 1
  }

  /// The first whole number at or above `v`.
  @inline(__always)
  static func firstAtOrAbove(_ v: Double) -> Int {
    let held = v.isNaN ? 0 : min(max(v, -1e15), 1e15)
    let whole = Int(held)  // bounded: |held| ≤ 1e15
    return Double(whole) >= held ? whole : whole + 1
  }

  /// The stripe column `x` lies in at the row from `top`, where no line of `window` passes
  /// inside the row at its centre: the last line above it, from those that may.
  @inline(__always)
  func stripe(at x: Int, row top: Double, _ window: ClosedRange<Int>) -> Int {
    let centre = Double(x) + 0.5
    var stripe = window.lowerBound - 1
    for i in window where at[i] + slope[i] * centre <= top { stripe = i }
    return stripe
  }

  /// Paints `run` of `row` (columns no line crosses in this row) in the colour of `stripe`.
  func paintPlain(_ run: Range<Int>, stripe: Int, into row: UnsafeMutablePointer<UInt32>) {
    guard let source = color(of: stripe), !run.isEmpty else { return }
    // The side columns, partly between the sides, then the run wholly between them.
    let leftSide = columns.lowerBound
    if leftSide < sides.inner.lowerBound, run.contains(leftSide) {
      source.over(row + leftSide, coverage: min(sides.left, 256))
    }
    let rightSide = sides.inner.upperBound
    if rightSide < columns.upperBound, run.contains(rightSide) {
      source.over(row + rightSide, coverage: min(sides.right, 256))
    }
    let solid = run.clamped(to: sides.inner)
    guard !solid.isEmpty else { return }
    if source.isOpaque {
      render_fill32(row + solid.lowerBound, source.pixel, solid.count)
    } else {
      for x in solid { source.over(row + x, coverage: 256) }
    }
  }

  /// Paints pixel `x` of `row`, which a line of `window` crosses: each stripe it lies in by
  /// how much of the row's height at its centre the stripe covers, the whole by how much of
  /// its width lies between the sides.
  func paintCrossed(
    _ x: Int, row top: Double, _ window: ClosedRange<Int>, into row: UnsafeMutablePointer<UInt32>
  ) {
    let centre = Double(x) + 0.5
    let width = horizontalCoverage(x)
    guard width > 0 else { return }
    // The stripe at the pixel's top, then where each line inside the row starts the next. A
    // hidden line, in a column wholly between the sides, leaves the pixel whole to the stripe
    // beside it.
    let inner = sides.inner.contains(x)
    var stripe = window.lowerBound - 1
    var cuts = 0
    var firstCut = 0.0
    for i in window {
      let y = at[i] + slope[i] * centre
      if y <= top || (inner && i == 0 && hiddenTop && y < top + 1) {
        stripe = i
      } else if y < top + 1, !(inner && isHidden(i)) {
        if cuts == 0 { firstCut = y }
        cuts += 1
      }
    }
    if cuts == 1, width == 256, let upper = color(of: stripe), let lower = color(of: stripe + 1),
      upper.isOpaque, lower.isOpaque
    {
      // Between two opaque stripes: the lower over the upper, by how much of the height it
      // covers (what filling the upper whole, then the lower over it, leaves).
      let coverage = Int((top + 1 - firstCut) * 256 + 0.5)  // bounded: 0.5…256.5
      row[x] = lower.over(upper.pixel, coverage: coverage)
      return
    }
    if cuts == 0 {
      // A line the centre passes outside the row, in a pixel a steeper line crosses.
      if let c = color(of: stripe) { c.over(row + x, coverage: width) }
      return
    }
    // Otherwise each piece of the height by its share, premultiplied, over what is there.
    var sum = (a: 0.0, r: 0.0, g: 0.0, b: 0.0)
    var from = top
    var piece = stripe
    func add(to y: Double) {
      let share = (y - from) * Double(width) / 256
      if share > 0, let c = color(of: piece) {
        sum.a += share * Double(c.alpha)
        sum.r += share * Double(c.red)
        sum.g += share * Double(c.green)
        sum.b += share * Double(c.blue)
      }
      from = y
      piece += 1
    }
    for i in window {
      let y = at[i] + slope[i] * centre
      if y > top, y < top + 1, !(inner && isHidden(i)) { add(to: y) }
    }
    add(to: top + 1)
    let d = row[x]
    let keep = (255 - sum.a) / 255
    func channel(_ shift: UInt32, _ s: Double) -> UInt32 {
      let v = s + Double((d >> shift) & 0xFF) * keep + 0.5
      return UInt32(min(max(Int(v), 0), 255)) << shift  // bounded: 0…255.5 + rounding
    }
    row[x] = channel(24, sum.a) | channel(16, sum.r) | channel(8, sum.g) | channel(0, sum.b)
  }
}
