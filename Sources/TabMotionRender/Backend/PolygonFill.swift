import CRenderSupport

/// Fills an outline already flattened to straight segments, in device pixels, with one
/// colour, straight into a surface: non-zero winding, and each pixel covered by exactly the
/// area of the outline inside it.
///
/// A turned cube page's hills and sun are a few long curves across hundreds of pixel rows.
/// Cairo's scan converter samples every row an edge crosses fifteen times over and hands
/// pixman each run of pixels as a call of its own, a large share of a turning frame. Here
/// each segment adds, in every pixel row it crosses, the signed area it leaves to
/// its right into the cells (pixels) it passes through — the accumulation font rasterisers
/// use — so that after a row's segments the coverage is constant between the cells they
/// touched: a row is a few runs, a solid one filled at once, and only the pixels an edge
/// crosses blended one by one. Where two edges meet inside one pixel their areas add up,
/// clamped to the whole pixel: exact for outlines that do not cross themselves, as a page's
/// shapes do not. Compositing is OVER on premultiplied ARGB32.
///
/// Rows that only upright edges cross from top to bottom (a hill's foot on a cube face
/// turned about the vertical axis, hundreds of rows of it) all come out alike: the first is
/// worked out and its runs are painted again into the rows below, until an edge starts, ends
/// or slants.
///
/// The outline is kept between calls (`move`, `line`, `close`) and spent by ``fill``; the
/// buffers are reused from fill to fill, so that a frame's fills allocate nothing once the
/// largest has been seen.
final class PolygonFill {
  /// A segment going down the screen (`y0` < `y1`), and which way it was drawn.
  private struct Segment {
    var x0: Double
    var y0: Double
    var y1: Double
    /// x per unit of y.
    var slope: Double
    /// +1 drawn downwards, −1 upwards.
    var winding: Double
  }

  // The outline grows by a point at a time, tens of thousands a turning frame: unchecked
  // for exclusive access, which each point paid for in a call into the runtime. Only
  // `move`, `line`, `close`, `fill` and `reset` touch these, none while another runs.
  @exclusivity(unchecked) private var segments: [Segment] = []
  @exclusivity(unchecked) private var subpathStart = (x: 0.0, y: 0.0)
  @exclusivity(unchecked) private var current = (x: 0.0, y: 0.0)
  @exclusivity(unchecked) private var hasCurrent = false
  /// A coordinate was not finite: the whole outline is dropped, as nothing sensible can be
  /// filled.
  @exclusivity(unchecked) private var isBroken = false
  @exclusivity(unchecked) private var top = Double.infinity
  @exclusivity(unchecked) private var bottom = -Double.infinity

  // Per fill: the segments by the first row they reach, the ones in the row being filled,
  // and that row's cells (accumulated area, which cells were touched, a bit each, and which
  // words of those bits are not zero, a bit each: a row across the frame finds its few
  // touched cells without reading every word).
  private var rowStarts: [Int32] = []
  private var byRow: [Int32] = []
  private var active: [Int32] = []
  private var parts: [Part] = []
  private var cells: [Double] = []
  private var touched: [UInt64] = []
  private var touchedWords: [UInt64] = []
  private var runs: [Run] = []

  /// Coordinates are held within this many device pixels of the origin, each on its own:
  /// beyond it slopes could overflow. An edge reaching further is drawn tilted towards the
  /// box's corner, as cairo's own fixed point (±2²³) would not draw it exactly either.
  static let reach = 1e9

  /// Starts a new sub-path at (x, y), closing the one before.
  func move(to x: Double, _ y: Double) {
    closeSubpath()
    let p = Self.held(x, y, &isBroken)
    subpathStart = p
    current = p
    hasCurrent = true
  }

  /// Adds a segment from the current point to (x, y); without a current point, (x, y)
  /// becomes it, as in cairo.
  func line(to x: Double, _ y: Double) {
    let p = Self.held(x, y, &isBroken)
    guard hasCurrent else {
      subpathStart = p
      current = p
      hasCurrent = true
      return
    }
    add(from: current, to: p)
    current = p
  }

  /// Closes the current sub-path back to its start, which stays the current point.
  func close() {
    closeSubpath()
  }

  /// Fills the outline with the straight colour `(red, green, blue, alpha)` (0…1 each)
  /// inside the device-pixel rectangle `clip` (x0, y0, x1, y1) of `surface`, then forgets it.
  func fill(
    _ color: (red: Double, green: Double, blue: Double, alpha: Double),
    into surface: ImageSurface, clip: (x0: Int, y0: Int, x1: Int, y1: Int)
  ) {
    guard let source = PremultipliedColor(color) else { return reset() }
    fill(source, into: surface, clip: clip)
  }

  /// Fills the outline with `source` inside the device-pixel rectangle `clip` (x0, y0, x1,
  /// y1) of `surface`, then forgets it.
  func fill(
    _ source: PremultipliedColor, into surface: ImageSurface,
    clip: (x0: Int, y0: Int, x1: Int, y1: Int)
  ) {
    closeSubpath()
    defer { reset() }
    guard !isBroken, !segments.isEmpty else { return }
    let x0 = max(clip.x0, 0)
    let x1 = min(clip.x1, surface.width)
    let y0 = max(clip.y0, 0, Int(saturating: top.rounded(.down)))
    let y1 = min(clip.y1, surface.height, Int(saturating: bottom.rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }
    let width = x1 - x0
    sortByRow(from: y0, to: y1)
    // Two cells past the width: an edge at the clip's right side adds to the cell after it.
    if cells.count < width + 2 {
      cells = Array(repeating: 0, count: width + 2)
      touched = Array(repeating: 0, count: (width + 2 + 63) / 64)
      touchedWords = Array(repeating: 0, count: (touched.count + 63) / 64)
      runs = Array(repeating: Run(start: 0, end: 0, coverage: 0), count: width + 3)
    }
    if active.count < segments.count {
      active = Array(repeating: 0, count: segments.count)
      parts = Array(
        repeating: Part(lo: 0, hi: 0, xa: 0, xb: 0, dy: 0, segment: 0), count: segments.count)
    }
    // Through buffer pointers: the class's arrays would be checked for exclusive access at
    // every touch.
    segments.withUnsafeBufferPointer { segments in
      rowStarts.withUnsafeBufferPointer { rowStarts in
        byRow.withUnsafeBufferPointer { byRow in
          active.withUnsafeMutableBufferPointer { active in
            parts.withUnsafeMutableBufferPointer { parts in
              cells.withUnsafeMutableBufferPointer { cells in
                touched.withUnsafeMutableBufferPointer { touched in
                  touchedWords.withUnsafeMutableBufferPointer { touchedWords in
                    runs.withUnsafeMutableBufferPointer { runs in
                      surface.withPixels { pixels, stride in
                        Self.scan(
                          rows: y0..<y1, columns: x0..<x1, source, pixels: pixels, stride: stride,
                          segments: segments, rowStarts: rowStarts, byRow: byRow, active: active,
                          parts: parts,
                          cells: Cells(area: cells, touched: touched, touchedWords: touchedWords),
                          runs: runs)
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// Forgets the outline without filling it.
  func reset() {
    segments.removeAll(keepingCapacity: true)
    hasCurrent = false
    isBroken = false
    top = .infinity
    bottom = -.infinity
  }

  // MARK: Building the outline

  private static func held(
    _ x: Double, _ y: Double, _ broken: inout Bool
  ) -> (
    x: Double, y: Double
  ) {
    guard x.isFinite, y.isFinite else {
      broken = true
      return (0, 0)
    }
    return (min(max(x, -reach), reach), min(max(y, -reach), reach))
  }

  private func closeSubpath() {
    if hasCurrent { add(from: current, to: subpathStart) }
    current = subpathStart
  }

  private func add(from a: (x: Double, y: Double), to b: (x: Double, y: Double)) {
    // A level segment covers no area; so little height cannot change a pixel either.
    guard abs(b.y - a.y) > 1e-9 else { return }
    let (upper, lower, winding) = a.y < b.y ? (a, b, 1.0) : (b, a, -1.0)
    segments.append(
      Segment(
        x0: upper.x, y0: upper.y, y1: lower.y,
        slope: (lower.x - upper.x) / (lower.y - upper.y), winding: winding))
    top = min(top, upper.y)
    bottom = max(bottom, lower.y)
  }

  // MARK: Filling

  /// Orders the segments reaching rows `y0..<y1` by the first of those rows they reach
  /// (a counting sort: `rowStarts[r]..<rowStarts[r + 1]` of `byRow` start in row y0 + r).
  private func sortByRow(from y0: Int, to y1: Int) {
    let rows = y1 - y0
    rowStarts.removeAll(keepingCapacity: true)
    rowStarts.append(contentsOf: repeatElement(0, count: rows + 1))
    let first = Double(y0)
    let last = Double(y1)
    func startRow(_ s: Segment) -> Int? {
      guard s.y1 > first, s.y0 < last else { return nil }
      return max(0, Int(saturating: s.y0.rounded(.down)) - y0)
    }
    // Counted, summed to each row's end, then filled from the ends backwards: each row's
    // count ends up at its start.
    var total = 0
    rowStarts.withUnsafeMutableBufferPointer { starts in
      for s in segments {
        if let r = startRow(s) { starts[r] += 1 }
      }
      for r in 1..<rows { starts[r] += starts[r - 1] }
      starts[rows] = starts[rows - 1]
      total = Int(starts[rows])
    }
    byRow.removeAll(keepingCapacity: true)
    byRow.append(contentsOf: repeatElement(0, count: total))
    segments.withUnsafeBufferPointer { segments in
      rowStarts.withUnsafeMutableBufferPointer { starts in
        byRow.withUnsafeMutableBufferPointer { order in
          for index in segments.indices.reversed() {
            if let r = startRow(segments[index]) {
              starts[r] -= 1
              order[Int(starts[r])] = Int32(index)
            }
          }
        }
      }
    }
  }

  /// Fills `rows` row by row: the segments reaching a row add their areas to its cells,
  /// which are then swept into pixels and cleared.
  private static func scan(
    rows: Range<Int>, columns: Range<Int>, _ source: PremultipliedColor,
    pixels: UnsafeMutablePointer<UInt32>, stride: Int,
    segments: UnsafeBufferPointer<Segment>, rowStarts: UnsafeBufferPointer<Int32>,
    byRow: UnsafeBufferPointer<Int32>, active: UnsafeMutableBufferPointer<Int32>,
    parts: UnsafeMutableBufferPointer<Part>, cells: Cells, runs: UnsafeMutableBufferPointer<Run>
  ) {
    let left = Double(columns.lowerBound)
    let right = Double(columns.upperBound)
    let width = columns.count
    var activeCount = 0
    var next = 0
    var y = rows.lowerBound
    while y < rows.upperBound {
      defer { y += 1 }
      let rowTop = Double(y)
      let rowBottom = rowTop + 1
      let end = Int(rowStarts[y - rows.lowerBound + 1])
      while next < end {
        active[activeCount] = byRow[next]
        activeCount += 1
        next += 1
      }
      // Every edge in the row upright and crossing it from top to bottom: the rows below,
      // up to the first an edge leaves, have this row's coverage too (unless an edge starts).
      var upright = true
      var firstEnd = Double(rows.upperBound)
      // The active segments' parts in this row, in order across it (insertion: the order
      // changes little from row to row, where the active list keeps it).
      var partCount = 0
      for i in 0..<activeCount {
        let index = active[i]
        let s = segments[Int(index)]
        upright = upright && s.slope == 0 && s.y0 <= rowTop
        firstEnd = min(firstEnd, s.y1)
        // Active from the row it starts in to the row it ends in: it always crosses this one.
        let ya = max(s.y0, rowTop)
        let yb = min(s.y1, rowBottom)
        let xa = s.x0 + (ya - s.y0) * s.slope
        let xb = s.x0 + (yb - s.y0) * s.slope
        let part = Part(
          lo: min(xa, xb), hi: max(xa, xb), xa: xa, xb: xb, dy: (yb - ya) * s.winding,
          segment: s.y1 <= rowBottom ? -1 : index)
        var j = partCount
        // Ties by `hi`: a part ending on the clip's left side (upright there) comes before
        // one starting there and reaching in, as ``paintSpans`` sums the parts left of the
        // clip before the first inside it.
        while j > 0,
          parts[j - 1].lo > part.lo || (parts[j - 1].lo == part.lo && parts[j - 1].hi > part.hi)
        {
          parts[j] = parts[j - 1]
          j -= 1
        }
        parts[j] = part
        partCount += 1
      }
      // The segments that end in this row leave the active list; the others keep their order.
      activeCount = 0
      for k in 0..<partCount where parts[k].segment >= 0 {
        active[activeCount] = parts[k].segment
        activeCount += 1
      }
      guard partCount > 0 else { continue }
      let row = pixels + y * stride + columns.lowerBound
      let below = y + 1 < rows.upperBound ? row + stride : nil
      let recording = upright ? runs : nil
      let runCount: Int
      if let count = Self.paintSpans(
        UnsafeMutableBufferPointer(rebasing: parts[0..<partCount]), into: row, below: below,
        columns: columns, source, area: cells.area, recording: recording)
      {
        runCount = count
      } else {
        var firstWord = Int.max
        var lastWord = -1
        for k in 0..<partCount {
          let part = parts[k]
          let (xa, xb, dy) = (part.xa, part.xb, part.dy)
          if part.lo >= left, part.hi <= right {
            cells.accumulate(xa - left, xb - left, dy, &firstWord, &lastWord)
          } else {
            // Cut where it crosses the clip's sides, each piece held inside the clip's
            // columns: what lies left of it covers the first column whole, what lies right
            // of it no column at all. (Holding the ends alone would spread the part outside
            // over the columns inside.)
            var cut0 = (left - xa) / (xb - xa)
            var cut1 = (right - xa) / (xb - xa)
            if cut0 > cut1 { swap(&cut0, &cut1) }
            var from = 0.0
            func piece(to: Double) {
              guard to > from else { return }
              let pa = min(max(xa + (xb - xa) * from, left), right) - left
              let pb = min(max(xa + (xb - xa) * to, left), right) - left
              cells.accumulate(pa, pb, dy * (to - from), &firstWord, &lastWord)
              from = to
            }
            piece(to: min(max(cut0, 0), 1))
            piece(to: min(max(cut1, 0), 1))
            piece(to: 1)
          }
        }
        guard lastWord >= 0 else { continue }
        runCount = cells.sweep(
          into: row, below: below, width: width, source, words: firstWord...lastWord,
          recording: recording)
      }
      guard upright else { continue }
      // The rows below that every edge still crosses whole and no edge starts in. (An edge
      // that has ended stays active until the next row worked out, which adds nothing of it.)
      var last = y
      let limit = min(rows.upperBound, Int(saturating: firstEnd.rounded(.down)))
      while last + 1 < limit, Int(rowStarts[last + 1 - rows.lowerBound + 1]) == end {
        last += 1
      }
      var copy = y + 1
      while copy <= last {
        let target = pixels + copy * stride + columns.lowerBound
        let below = copy + 1 < rows.upperBound ? target + stride : nil
        for r in 0..<runCount {
          paint(runs[r], into: target, below: below, source)
        }
        copy += 1
      }
      y = last
    }
  }
}

/// Pixels of one row between two touched cells, and the coverage they all have.
private struct Run {
  var start: Int
  var end: Int
  var coverage: Int
}

/// A segment's part in one pixel row: where it enters and leaves the row (`xa`, `xb`, in
/// device pixels; `lo` and `hi` the lesser and greater), how much of the row's height it
/// spans, signed by its winding, and the segment, or −1 when it ends in the row.
private struct Part {
  var lo: Double
  var hi: Double
  var xa: Double
  var xb: Double
  var dy: Double
  var segment: Int32
  /// The first and last pixel columns it reaches, from the clip's left (set by
  /// ``PolygonFill/paintSpans``).
  var c0 = 0
  var c1 = 0
}

extension PolygonFill {
  /// Paints a row from its parts, sorted across it, when none crosses a side of the clip
  /// (`columns`): the row needs neither cells across its width nor a sweep over them. A part
  /// whose pixels no other part reaches into — nearly every edge of a hill or the sun — has
  /// its few cells summed where they lie; parts that share pixels (the short segments a curve
  /// is flattened into, touching in a row) are added up in `area` over their own columns
  /// only, as ``Cells`` would, and `area` is left cleared. The pixels between take the
  /// coverage summed so far. Parts wholly left of the clip cover its first column on; those
  /// wholly right of it cover nothing. Returns how many runs were painted (written to
  /// `recording` when given), or nil when a part crosses a side of the clip.
  fileprivate static func paintSpans(
    _ parts: UnsafeMutableBufferPointer<Part>, into row: UnsafeMutablePointer<UInt32>,
    below: UnsafeMutablePointer<UInt32>?, columns: Range<Int>, _ source: PremultipliedColor,
    area: UnsafeMutableBufferPointer<Double>, recording: UnsafeMutableBufferPointer<Run>?
  ) -> Int? {
    let left = Double(columns.lowerBound)
    let right = Double(columns.upperBound)
    let width = columns.count
    // The parts inside the clip and the cells each reaches, kept in it.
    var first = 0
    var end = 0
    var lastCell = -1
    var sum = 0.0
    for k in 0..<parts.count {
      let part = parts[k]
      if part.hi <= left {
        sum += part.dy
        first = k &+ 1
        continue
      }
      if part.lo >= right { break }
      guard part.lo >= left, part.hi <= right else { return nil }
      // Bounded: within 0…width.
      let c0 = render_truncate(part.lo - left)
      var c1 = render_truncate(part.hi - left)
      if c1 > c0, Double(c1) == part.hi - left { c1 &-= 1 }
      parts[k].c0 = c0
      parts[k].c1 = c1
      lastCell = max(lastCell, c1)
      end = k &+ 1
    }
    if let below, end > first || sum != 0 {
      // The next row's pixels under this row's, most likely its own runs and edges: asked
      // for now, they are in cache when that row writes or blends them.
      let start = sum != 0 ? 0 : parts[first].c0
      render_prefetch_span(below + start, min(width, lastCell &+ 2) &- start)
    }
    var painter = SpanPainter(row: row, source: source, recording: recording)
    var position = 0
    var k = first
    while k < end {
      // The parts reaching into each other's pixels from this one on (sorted, their first
      // cells only grow).
      var groupEnd = parts[k].c1
      var next = k &+ 1
      while next < end, parts[next].c0 <= groupEnd {
        groupEnd = max(groupEnd, parts[next].c1)
        next &+= 1
      }
      let c0 = parts[k].c0
      painter.paint(position, c0, sum)
      if next == k &+ 1 {
        paintAlone(parts[k], left: left, sum: &sum, &painter)
      } else {
        for g in k..<next {
          let part = parts[g]
          Cells.add(part.lo - left, part.hi - left, part.dy, into: area)
        }
        var c = c0
        while c <= groupEnd {
          sum += area[c]
          area[c] = 0
          painter.pixel(c, sum)
          c &+= 1
        }
        sum += area[groupEnd &+ 1]
        area[groupEnd &+ 1] = 0
      }
      position = groupEnd &+ 1
      k = next
    }
    painter.paint(position, width, sum)
    return painter.count
  }

  /// Paints the pixels of a part no other reaches into: its cells, as ``Cells/accumulate``
  /// adds them, summed as they come.
  @inline(__always)
  private static func paintAlone(
    _ part: Part, left: Double, sum: inout Double, _ painter: inout SpanPainter
  ) {
    let c0 = part.c0
    let c1 = part.c1
    let lo = part.lo - left
    let hi = part.hi - left
    if c0 == c1 {
      let middle = (lo + hi) * 0.5 - Double(c0)
      sum += part.dy * (1 - middle)
      painter.pixel(c0, sum)
      sum += part.dy * middle
      return
    }
    let perColumn = part.dy / (hi - lo)
    // The first column, from `lo` to its right side (`hi` lies past it).
    let right0 = Double(c0 &+ 1)
    let d0 = (right0 - lo) * perColumn
    let middle0 = (lo + right0) * 0.5 - Double(c0)
    sum += d0 * (1 - middle0)
    var carried = d0 * middle0
    painter.pixel(c0, sum)
    // Columns crossed whole: each takes `perColumn`, half inside it and half carried to the
    // next — the same sums, to the bit, as working each out from its sides.
    let half = perColumn * 0.5
    var c = c0 &+ 1
    if c < c1 {
      sum += carried + half
      carried = half
      painter.pixel(c, sum)
      c &+= 1
      while c < c1 {
        sum += perColumn
        painter.pixel(c, sum)
        c &+= 1
      }
    }
    // The last column, from its left side to `hi`.
    let left1 = Double(c1)
    let d1 = (hi - left1) * perColumn
    let middle1 = (left1 + hi) * 0.5 - left1
    sum += carried + d1 * (1 - middle1)
    painter.pixel(c1, sum)
    sum += d1 * middle1
  }
}

/// Paints the runs of a row worked out from its parts, one after another, and records them.
private struct SpanPainter {
  let row: UnsafeMutablePointer<UInt32>
  let source: PremultipliedColor
  let recording: UnsafeMutableBufferPointer<Run>?
  var count = 0

  /// Paints pixels `start..<end` at the coverage the summed area `sum` gives.
  @inline(__always)
  mutating func paint(_ start: Int, _ end: Int, _ sum: Double) {
    if end &- start == 1 { return pixel(start, sum) }
    // Non-zero winding: any winding covers, however many times. Bounded: 0.5…256.5.
    let coverage = render_truncate(min(abs(sum), 1) * 256 + 0.5)
    guard coverage > 0, start < end else { return }
    let run = Run(start: start, end: end, coverage: coverage)
    TabMotionRender.paint(run, into: row, below: nil, source)
    if let recording {
      recording[count] = run
      count &+= 1
    }
  }

  /// Paints pixel `x` at the coverage the summed area `sum` gives (and records it as a run of
  /// one pixel): an edge's cells are painted one by one.
  @inline(__always)
  mutating func pixel(_ x: Int, _ sum: Double) {
    // Non-zero winding: any winding covers, however many times. Bounded: 0.5…256.5.
    let coverage = render_truncate(min(abs(sum), 1) * 256 + 0.5)
    guard coverage > 0 else { return }
    if coverage == 256, source.isOpaque {
      row[x] = source.pixel
    } else {
      source.over(row + x, coverage: coverage)
    }
    if let recording {
      recording[count] = Run(start: x, end: x &+ 1, coverage: coverage)
      count &+= 1
    }
  }
}

/// Paints `run` into `row` (`below`: the next row's first pixel, nil on the last row).
@inline(__always)
private func paint(
  _ run: Run, into row: UnsafeMutablePointer<UInt32>, below: UnsafeMutablePointer<UInt32>?,
  _ source: PremultipliedColor
) {
  if let below {
    // The same columns of the next row, most likely its own run or edge: asked for now, they
    // are in cache when that row writes or blends them (the frame outgrows the nearer caches,
    // and rows written one after another are not all fetched ahead on their own).
    render_prefetch_span(below + run.start, run.end - run.start)
  }
  if run.coverage == 256, source.isOpaque {
    render_fill32(row + run.start, source.pixel, run.end - run.start)
  } else {
    for x in run.start..<run.end { source.over(row + x, coverage: run.coverage) }
  }
}

/// One pixel row's cells while ``PolygonFill`` fills: the area each segment left, and which
/// cells and words of cells were touched.
private struct Cells {
  let area: UnsafeMutableBufferPointer<Double>
  let touched: UnsafeMutableBufferPointer<UInt64>
  let touchedWords: UnsafeMutableBufferPointer<UInt64>

  /// Adds the part of a segment inside one pixel row — from column position `xa` to `xb`
  /// (0…width, from the clip's left), `dy` of the row's height, signed by its winding — to
  /// the cells it crosses. A cell gets the area the segment leaves to its right within the
  /// cell, the cell after it the rest of `dy`: summed from the left, the cells then give each
  /// pixel's coverage.
  @inline(__always)
  func accumulate(
    _ xa: Double, _ xb: Double, _ dy: Double, _ firstWord: inout Int, _ lastWord: inout Int
  ) {
    let lo = min(xa, xb)
    let hi = max(xa, xb)
    let c0 = Int(lo)  // bounded: lo is within 0…width, where truncation is the floor
    // The last cell reached: a segment ending on a cell's left side does not reach it.
    var c1 = Int(hi)  // bounded: as lo
    if c1 > c0, Double(c1) == hi { c1 -= 1 }
    var last = c1 + 1
    if c0 == c1 {
      let middle = (lo + hi) / 2 - Double(c0)
      area[c0] += dy * (1 - middle)
      if middle == 0 {
        // Upright on the cell's left side (a face's side, or anything left of the clip): the
        // cell after gets nothing, and need not be visited.
        last = c0
      } else {
        area[c0 + 1] += dy * middle
      }
    } else {
      let perColumn = dy / (hi - lo)
      for c in c0...c1 {
        let a = max(lo, Double(c))
        let b = min(hi, Double(c + 1))
        let d = (b - a) * perColumn
        let middle = (a + b) / 2 - Double(c)
        area[c] += d * (1 - middle)
        area[c + 1] += d * middle
      }
    }
    for c in c0...last {
      touched[c >> 6] |= 1 << UInt64(c & 63)
    }
    let w0 = c0 >> 6
    let w1 = last >> 6
    for w in w0...w1 {
      touchedWords[w >> 6] |= 1 << UInt64(w & 63)
    }
    firstWord = min(firstWord, w0)
    lastWord = max(lastWord, w1)
  }

  /// Adds a part's areas to `area` as ``accumulate(_:_:_:_:_:)`` does, without noting which
  /// cells it touched (the caller sweeps the columns it knows).
  @inline(__always)
  static func add(
    _ lo: Double, _ hi: Double, _ dy: Double, into area: UnsafeMutableBufferPointer<Double>
  ) {
    let c0 = render_truncate(lo)  // bounded: within 0…width
    var c1 = render_truncate(hi)  // bounded: as c0
    if c1 > c0, Double(c1) == hi { c1 &-= 1 }
    if c0 == c1 {
      let middle = (lo + hi) / 2 - Double(c0)
      area[c0] += dy * (1 - middle)
      area[c0 &+ 1] += dy * middle
      return
    }
    let perColumn = dy / (hi - lo)
    var c = c0
    while c <= c1 {
      let a = max(lo, Double(c))
      let b = min(hi, Double(c &+ 1))
      let d = (b - a) * perColumn
      let middle = (a + b) / 2 - Double(c)
      area[c] += d * (1 - middle)
      area[c &+ 1] += d * middle
      c &+= 1
    }
  }

  /// Paints one row from its touched cells, clearing them: between one touched cell and the
  /// next, every pixel has the coverage summed so far. `below` is the next row's first pixel,
  /// nil on the last row. The runs painted are written to `recording` when given; returns
  /// how many.
  func sweep(
    into row: UnsafeMutablePointer<UInt32>, below: UnsafeMutablePointer<UInt32>?, width: Int,
    _ source: PremultipliedColor, words: ClosedRange<Int>,
    recording: UnsafeMutableBufferPointer<Run>?
  ) -> Int {
    var sum = 0.0
    var coverage = 0
    var runStart = 0
    var runCount = 0
    func paint(to end: Int) {
      let stop = min(end, width)
      guard coverage > 0, runStart < stop else { return }
      let run = Run(start: runStart, end: stop, coverage: coverage)
      TabMotionRender.paint(run, into: row, below: below, source)
      if let recording {
        recording[runCount] = run
        runCount += 1
      }
    }
    for group in (words.lowerBound >> 6)...(words.upperBound >> 6) {
      var wordBits = touchedWords[group]
      touchedWords[group] = 0
      while wordBits != 0 {
        let word = group << 6 | wordBits.trailingZeroBitCount
        wordBits &= wordBits &- 1
        var bits = touched[word]
        touched[word] = 0
        while bits != 0 {
          let c = word << 6 | bits.trailingZeroBitCount
          bits &= bits &- 1
          paint(to: c)
          sum += area[c]
          area[c] = 0
          // Non-zero winding: any winding covers, however many times.
          coverage = Int(min(abs(sum), 1) * 256 + 0.5)  // bounded: 0.5…256.5
          runStart = c
        }
      }
    }
    paint(to: width)
    return runCount
  }
}
