import Dispatch
import TabMotionCore

/// Draws a source surface into a destination as a face rotated about the vertical axis with
/// perspective (one face of a cube transition).
///
/// The caller supplies the destination trapezoid and the projective map from destination x to
/// source column; see `draw`. Sampling is bilinear on premultiplied ARGB32 with 8-bit weights,
/// compositing is OVER, and all four edges are antialiased by area coverage.
///
/// Not `Sendable`: it owns scratch buffers reused across calls (no heap allocation per frame
/// once they have grown). Use one instance per render thread.
package final class PerspectiveWarp {
  private let table = WarpColumnTable()

  /// Creates a warper with empty scratch buffers; they grow on first use and are then reused.
  package init() {}

  /// Draws `source` into `destination` as a trapezoid with perspective, composited OVER.
  ///
  /// The face's top and bottom edges are the straight lines between the ends of its left and
  /// right edges; if `leftX` is greater than `rightX` the two edges are swapped. Sources
  /// narrower or shorter than 2 pixels, and faces with zero opacity or width, draw nothing.
  /// Throws ``RenderError/invalidArgument(_:)`` when `source` and `destination` are the same
  /// surface or any geometry parameter is not finite.
  ///
  /// To draw two faces that share an edge, draw the first with its shared edge solid, then the
  /// second one antialiased: the edge pixels then blend the two faces directly and no
  /// background shows through as a seam.
  ///
  /// - Parameters:
  ///   - source: The face's image; must not be `destination`.
  ///   - destination: The surface drawn into.
  ///   - leftX: The destination x of the face's left edge, in pixels.
  ///   - leftTop: The destination row where the left edge starts, in pixels.
  ///   - leftBottom: The destination row where the left edge ends, in pixels.
  ///   - rightX: The destination x of the face's right edge, in pixels.
  ///   - rightTop: The destination row where the right edge starts, in pixels.
  ///   - rightBottom: The destination row where the right edge ends, in pixels.
  ///   - a: Numerator slope of the source column `u(x) = (a·x + b) / (c·x + d)`, in source
  ///     pixels (0 ... source width) for destination x, sampled at pixel centres `x + 0.5`;
  ///     outside 0 ... width the edge texels are repeated (coverage does the clipping).
  ///   - b: Numerator constant of `u(x)`.
  ///   - c: Denominator slope of `u(x)`.
  ///   - d: Denominator constant of `u(x)`.
  ///   - opacity: Multiplies alpha and colour, clamped to 0 ... 1 (NaN draws nothing).
  ///   - shade: Darkens colour only, `rgb · (1 − shade)`, clamped to 0 ... 1.
  ///   - solidLeftEdge: Covers the pixel column containing the left edge fully instead of
  ///     antialiasing it.
  ///   - solidRightEdge: Covers the pixel column containing the right edge fully instead of
  ///     antialiasing it.
  ///   - threads: 1 (the default) or 2, values outside being clamped; with 2, rows are
  ///     interleaved in bands between the calling thread and a Dispatch worker.
  ///   - columns: When given, only these destination pixel columns are drawn (each column is
  ///     worked out on its own, so the pixels drawn are those of the whole warp).
  ///   - rows: When given, only these destination pixel rows are drawn (each row is worked
  ///     out on its own too).
  package func draw(
    _ source: ImageSurface, into destination: ImageSurface,
    leftX: Double, leftTop: Double, leftBottom: Double,
    rightX: Double, rightTop: Double, rightBottom: Double,
    a: Double, b: Double, c: Double, d: Double,
    opacity: Double = 1, shade: Double = 0,
    solidLeftEdge: Bool = false, solidRightEdge: Bool = false,
    threads: Int = 1, columns: Range<Int>? = nil, rows: Range<Int>? = nil
  ) throws(RenderError) {
    guard source !== destination else {
      throw .invalidArgument("PerspectiveWarp: source and destination must differ")
    }
    var left = (x: leftX, top: leftTop, bottom: leftBottom, solid: solidLeftEdge)
    var right = (x: rightX, top: rightTop, bottom: rightBottom, solid: solidRightEdge)
    if left.x > right.x { swap(&left, &right) }
    // Checked one by one: an array literal here would allocate on every call.
    guard left.x.isFinite, left.top.isFinite, left.bottom.isFinite, right.x.isFinite,
      right.top.isFinite, right.bottom.isFinite, a.isFinite, b.isFinite, c.isFinite, d.isFinite
    else {
      throw .invalidArgument("PerspectiveWarp: non-finite geometry")
    }
    let opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 0
    let shade = shade.isFinite ? min(max(shade, 0), 1) : 0
    guard source.width >= 2, source.height >= 2, opacity > 0, right.x - left.x > 1e-9 else {
      return
    }

    // Pixel columns [column0, column1) that the face touches, clipped to the destination.
    let coverLeft = left.solid ? left.x.rounded(.down) : left.x
    let coverRight = right.solid ? right.x.rounded(.up) : right.x
    let column0 = max(0, columns?.lowerBound ?? 0, Self.clampedInt(coverLeft.rounded(.down)))
    let column1 = min(
      destination.width, columns?.upperBound ?? destination.width,
      Self.clampedInt(coverRight.rounded(.up)))
    guard column0 < column1 else { return }
    let count = column1 - column0
    let rowCount = destination.height
    table.reserve(columns: count, rows: rowCount)

    let sourceWidth = Double(source.width)
    let sourceHeight = Double(source.height)
    let rowLimit = Double(rowCount)
    let vMax = (source.height - 1) * 256 - 1
    let colourScale = Int(saturating: (256 * (1 - shade)).rounded())
    var interiorStart = count
    var interiorEnd = 0

    for index in 0..<count {
      let x = Double(column0 + index)
      let horizontal = min(max(min(x + 1, coverRight) - max(x, coverLeft), 0), 1)
      if horizontal >= 1 {
        interiorStart = min(interiorStart, index)
        interiorEnd = index + 1
      }
      // Edges are evaluated at the pixel centre, or at the face's edge for partial columns.
      let centre = x + 0.5
      let along = (min(max(centre, left.x), right.x) - left.x) / (right.x - left.x)
      let top = left.top + (right.top - left.top) * along
      let bottom = left.bottom + (right.bottom - left.bottom) * along

      var u = (a * centre + b) / (c * centre + d)
      if !u.isFinite { u = 0 }
      let texelU = min(max(u - 0.5, 0), sourceWidth - 1)
      let leftTexel = min(Int(saturating: texelU.rounded(.down)), source.width - 2)
      let fraction = Int(saturating: ((texelU - Double(leftTexel)) * 256).rounded())
      let alphaScale = horizontal * opacity
      let alphaTotal = Int(saturating: (256 * alphaScale).rounded())
      let rightAlpha = min(Int(saturating: (Double(fraction) * alphaScale).rounded()), alphaTotal)
      let leftAlpha = alphaTotal - rightAlpha
      // Colour weights never exceed alpha weights, so blended colour stays <= alpha and the
      // packed OVER below cannot carry between channels.
      let leftColour = (leftAlpha * colourScale + 128) >> 8
      let rightColour = (rightAlpha * colourScale + 128) >> 8
      let weights = SIMD8<UInt16>(
        UInt16(leftColour), UInt16(leftColour), UInt16(leftColour), UInt16(leftAlpha),
        UInt16(rightColour), UInt16(rightColour), UInt16(rightColour), UInt16(rightAlpha))

      // v(y) in source pixels, minus the half texel of bilinear addressing, as 8.24 fixed
      // point: precise to far below 1/256 px over any surface height. Steps above 2^40 (a
      // column under 1/65536 of the source height) are dropped so y * step cannot overflow.
      let height = bottom - top
      let step = height > 0 ? Self.clampedInt((sourceHeight / height * 16_777_216).rounded()) : 0
      let base = Self.clampedInt((((0.5 - top) * sourceHeight / height - 0.5) * 16_777_216))
      table.top[index] = Float(top)
      table.bottom[index] = Float(bottom)
      table.columns[index] = .init(
        weights: weights, vStep: step, vBase: base, sourceOffset: leftTexel * 4)
      guard step > 0, step < 1 << 40 else {
        table.touchStart[index] = 0
        table.touchEnd[index] = 0
        table.fastStart[index] = 0
        table.fastEnd[index] = 0
        continue
      }
      let touchStart = Self.rowIndex(top.rounded(.down), rowLimit)
      table.touchStart[index] = touchStart
      table.touchEnd[index] = max(touchStart, Self.rowIndex(bottom.rounded(.up), rowLimit))
      // The fast path reads rows v >> 8 and v >> 8 + 1 without clamping: restrict it to the
      // rows where 0 <= v <= vMax holds exactly in the integer arithmetic the kernel uses.
      let safeStart = Self.ceilingDivision(-base, step)
      let safeEnd = Self.ceilingDivision(((vMax + 1) << 16) - base, step)
      let fastStart = max(
        Self.rowIndex(top.rounded(.up), rowLimit), Self.rowIndex(Double(safeStart), rowLimit))
      let fastEnd = min(
        Self.rowIndex(bottom.rounded(.down), rowLimit), Self.rowIndex(Double(safeEnd), rowLimit))
      table.fastStart[index] = fastStart
      table.fastEnd[index] = max(fastStart, fastEnd)
    }
    WarpColumnTable.makeMonotonic(table.touchStart, count: count, raise: false)
    WarpColumnTable.makeMonotonic(table.touchEnd, count: count, raise: true)
    WarpColumnTable.makeMonotonic(table.fastStart, count: count, raise: true)
    WarpColumnTable.makeMonotonic(table.fastEnd, count: count, raise: false)

    let interior = interiorStart < interiorEnd ? interiorStart..<interiorEnd : 0..<0
    var rowsStart = rowCount
    var rowsEnd = 0
    // Only the rows between the face's highest and lowest corner can be touched: a small
    // face (one line of text on a cube page) then costs its own rows, not the destination's.
    let highest = min(min(left.top, right.top), min(left.bottom, right.bottom))
    let lowest = max(max(left.top, right.top), max(left.bottom, right.bottom))
    let firstRow = max(
      rows?.lowerBound ?? 0,
      Int(truncatingIfNeeded: Self.rowIndex(highest.rounded(.down) - 1, rowLimit)))
    let lastRow = min(
      rows?.upperBound ?? rowCount,
      Int(truncatingIfNeeded: Self.rowIndex(lowest.rounded(.up) + 1, rowLimit)))
    var touchedColumns = ColumnSpanWalker(
      start: table.touchStart, end: table.touchEnd, count: count)
    var fastColumns = ColumnSpanWalker(start: table.fastStart, end: table.fastEnd, count: count)
    for y in firstRow..<max(firstRow, lastRow) {
      let touched = touchedColumns.columns(atRow: y)
      let fast = fastColumns.columns(atRow: y)
        .clamped(to: interior).clamped(to: touched)
      table.rowSpans[y] = SIMD4(
        Int32(touched.lowerBound), Int32(touched.upperBound),
        Int32(fast.lowerBound), Int32(fast.upperBound))
      if !touched.isEmpty {
        rowsStart = min(rowsStart, y)
        rowsEnd = y + 1
      }
    }
    guard rowsStart < rowsEnd else { return }

    let sourcePixels = source.pixelPointer()
    let destinationPixels = destination.pixelPointer()
    let kernel = WarpRowKernel(
      source: UnsafeRawPointer(sourcePixels), sourceStride: source.stride,
      destination: destinationPixels, destinationStride: destination.stride / 4,
      column0: column0, vMax: vMax, prefetchDistance: Self.prefetchRows * source.stride,
      fyBroadcast: table.fyBroadcast,
      columns: table.columns, top: table.top, bottom: table.bottom, rowSpans: table.rowSpans)
    let rows = rowsStart..<rowsEnd
    withExtendedLifetime((source, destination, table)) {
      Self.run(kernel, rows: rows, columns: 0..<count, threads: threads)
    }
    destination.markDirty()
  }

  /// Draws `source` onto the projection of its rectangle, given by where its four corners and
  /// the middle of its top edge land in `destination` (pixels). The left and right edges must
  /// project to vertical lines, as under a turn about the vertical axis; the middle point
  /// fixes the perspective of the columns between: the source column for destination x is
  /// `u(x) = W·k(x − x0) / ((k − 1)(x − x0) + (x1 − x0))`, `k = (x1 − xm) / (xm − x0)`.
  /// Draws nothing for a rectangle seen edge-on.
  func draw(
    _ source: ImageSurface, into destination: ImageSurface, topLeft p00: Point,
    topRight p10: Point, bottomLeft p01: Point, bottomRight p11: Point, topMiddle pm: Point,
    opacity: Double, shade: Double, solidLeftEdge: Bool = false, solidRightEdge: Bool = false,
    columns: Range<Int>? = nil, rows: Range<Int>? = nil
  ) throws(RenderError) {
    let x0 = p00.x
    let x1 = p10.x
    let xm = pm.x
    guard abs(x1 - x0) > 1e-6, abs(xm - x0) > 1e-9 else { return }
    let w = Double(source.width)
    let k = (x1 - xm) / (xm - x0)
    try draw(
      source, into: destination, leftX: x0, leftTop: p00.y, leftBottom: p01.y, rightX: x1,
      rightTop: p10.y, rightBottom: p11.y, a: w * k, b: -w * k * x0, c: k - 1,
      d: (x1 - x0) - (k - 1) * x0, opacity: opacity, shade: shade,
      solidLeftEdge: solidLeftEdge, solidRightEdge: solidRightEdge, columns: columns, rows: rows)
  }

  /// How far ahead (in source rows) the kernel prefetches. Anything from 4 to 16 measured
  /// the same; it only has to cover a few destination rows of memory latency.
  static let prefetchRows = 8

  /// Rows per band in the two-thread split. Bands alternate between the threads, which
  /// balances faces whose height varies across the screen.
  static let bandRows = 32

  /// Rows are drawn top to bottom, each row left to right: tiling the face into narrower
  /// strips measured slower (more TLB pages per tile, shorter inner loops).
  private static func run(
    _ kernel: WarpRowKernel, rows: Range<Int>, columns: Range<Int>, threads: Int
  ) {
    let workers = min(max(threads, 1), 2)
    guard workers > 1, rows.count >= 2 * bandRows else {
      kernel.render(rows: rows, columns: columns)
      return
    }
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var start = rows.lowerBound + worker * bandRows
      while start < rows.upperBound {
        kernel.render(rows: start..<min(start + bandRows, rows.upperBound), columns: columns)
        start += workers * bandRows
      }
    }
  }

  private static func ceilingDivision(_ numerator: Int, _ denominator: Int) -> Int {
    numerator >= 0
      ? (numerator + denominator - 1) / denominator : -((-numerator) / denominator)
  }

  private static func rowIndex(_ row: Double, _ limit: Double) -> Int32 {
    guard !row.isNaN else { return 0 }
    return Int32(saturating: min(max(row, 0), limit))
  }

  /// `Int(value)` without trapping on NaN or huge values from caller geometry.
  private static func clampedInt(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(saturating: min(max(value, -4.0e15), 4.0e15))
  }
}
