/// The columns whose row range `start[i] ..< end[i]` holds a row, followed row by row down a
/// warped face.
///
/// Both arrays are monotonic over the columns (``WarpColumnTable/makeMonotonic(_:count:raise:)``),
/// so the columns that have started by a row are a prefix or a suffix of them, and so are the
/// columns not yet ended; going down the rows, each boundary moves one way only. Walking the
/// boundaries costs each column once per face; a bisection per row and boundary mispredicted
/// its way through a twelfth of a turning cube frame.
struct ColumnSpanWalker {
  /// Where a condition on `values[i]` switches between holding and not.
  private struct Boundary {
    let values: UnsafePointer<Int32>
    let count: Int
    /// The condition is `values[i] <= row` (else `values[i] > row`).
    let atMost: Bool
    /// It holds on `0 ..< index` (else on `index ..< count`).
    let onPrefix: Bool
    var index: Int

    init(_ values: UnsafePointer<Int32>, count: Int, atMost: Bool) {
      self.values = values
      self.count = count
      self.atMost = atMost
      // `v <= row` holds first for the smallest values: at the front of an increasing array.
      let increasing = count == 0 || values[0] <= values[count - 1]
      onPrefix = increasing == atMost
      index = onPrefix ? 0 : count
    }

    @inline(__always)
    private func holds(_ i: Int, _ row: Int32) -> Bool {
      atMost ? values[i] <= row : values[i] > row
    }

    /// The columns where the condition holds at `row`. Any order of rows gives the right
    /// answer; rows in order cost a step per column crossed.
    @inline(__always)
    mutating func columns(at row: Int32) -> Range<Int> {
      if onPrefix {
        while index < count, holds(index, row) { index += 1 }
        while index > 0, !holds(index - 1, row) { index -= 1 }
        return 0..<index
      }
      while index > 0, holds(index - 1, row) { index -= 1 }
      while index < count, !holds(index, row) { index += 1 }
      return index..<count
    }
  }

  private var started: Boundary
  private var notEnded: Boundary

  /// Walks `start[0..<count]` and `end[0..<count]`, both monotonic.
  init(start: UnsafePointer<Int32>, end: UnsafePointer<Int32>, count: Int) {
    started = Boundary(start, count: count, atMost: true)
    notEnded = Boundary(end, count: count, atMost: false)
  }

  /// The columns `i` with `start[i] <= y < end[i]`.
  @inline(__always)
  mutating func columns(atRow y: Int) -> Range<Int> {
    let row = Int32(truncatingIfNeeded: y)
    return started.columns(at: row).clamped(to: notEnded.columns(at: row))
  }
}
