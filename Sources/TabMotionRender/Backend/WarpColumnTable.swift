/// Per-destination-column and per-row data for one `PerspectiveWarp` call. Buffers grow but
/// never shrink, so steady-state frames do no heap allocation.
final class WarpColumnTable {
  /// What the interior loop reads per column, in one record so that the loop keeps a single
  /// base pointer in a register.
  struct Column {
    /// Horizontal weights B,G,R,A of the left texel, then of the right texel, with coverage,
    /// opacity and shade folded in (each lane 0...256; left + right <= 256).
    var weights: SIMD8<UInt16>
    /// Source row in 1/256 px (with the bilinear half-texel removed) for destination row y:
    /// `(y * vStep + vBase) >> 16`.
    var vStep: Int
    var vBase: Int
    /// Byte offset of the left texel of the bilinear pair within a source row.
    var sourceOffset: Int
  }

  /// Vertical weight `f` in all eight lanes, for f in 0...255 (see `WarpRowKernel`).
  let fyBroadcast: UnsafeMutablePointer<SIMD8<UInt16>> = {
    let table = UnsafeMutablePointer<SIMD8<UInt16>>.allocate(capacity: 256)
    for weight in 0..<256 { table[weight] = SIMD8(repeating: UInt16(weight)) }
    return table
  }()

  private(set) var columnCapacity = 0
  private(set) var rowCapacity = 0
  private(set) var columns = UnsafeMutablePointer<Column>.allocate(capacity: 0)
  /// Top and bottom edge of the face in each column (destination pixels).
  private(set) var top = UnsafeMutablePointer<Float>.allocate(capacity: 0)
  private(set) var bottom = UnsafeMutablePointer<Float>.allocate(capacity: 0)
  /// Rows touched at all: `touchStart ..< touchEnd`. Rows that take the interior fast path
  /// (fully covered, source row needs no clamping): `fastStart ..< fastEnd`. Each array is
  /// made monotonic over the columns, so the columns holding a row are one range (found by
  /// ``ColumnSpanWalker``).
  private(set) var touchStart = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
  private(set) var touchEnd = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
  private(set) var fastStart = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
  private(set) var fastEnd = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
  /// Per destination row: touched columns `[0] ..< [1]`, fast columns `[2] ..< [3]`.
  private(set) var rowSpans = UnsafeMutablePointer<SIMD4<Int32>>.allocate(capacity: 0)

  func reserve(columns count: Int, rows: Int) {
    if count > columnCapacity {
      deallocateColumns()
      let capacity = max(count, columnCapacity * 2)
      columns = .allocate(capacity: capacity)
      top = .allocate(capacity: capacity)
      bottom = .allocate(capacity: capacity)
      touchStart = .allocate(capacity: capacity)
      touchEnd = .allocate(capacity: capacity)
      fastStart = .allocate(capacity: capacity)
      fastEnd = .allocate(capacity: capacity)
      columnCapacity = capacity
    }
    if rows > rowCapacity {
      rowSpans.deallocate()
      rowCapacity = max(rows, rowCapacity * 2)
      rowSpans = .allocate(capacity: rowCapacity)
    }
  }

  deinit {
    deallocateColumns()
    rowSpans.deallocate()
    fyBroadcast.deallocate()
  }

  private func deallocateColumns() {
    columns.deallocate()
    top.deallocate()
    bottom.deallocate()
    touchStart.deallocate()
    touchEnd.deallocate()
    fastStart.deallocate()
    fastEnd.deallocate()
  }

  /// Makes `values[0..<count]` monotonic by only raising values (`raise`) or only lowering
  /// them, in the direction its end points suggest. Row starts are raised and row ends
  /// lowered, so a correction only moves pixels from the fast path to the careful one.
  static func makeMonotonic(_ values: UnsafeMutablePointer<Int32>, count: Int, raise: Bool) {
    guard count > 1 else { return }
    let increasing = values[0] <= values[count - 1]
    // Raising an increasing sequence sweeps forwards; lowering it sweeps backwards.
    let forwards = increasing == raise
    var index = forwards ? 0 : count - 1
    let step = forwards ? 1 : -1
    var previous = values[index]
    for _ in 1..<count {
      index += step
      previous = raise ? max(previous, values[index]) : min(previous, values[index])
      values[index] = previous
    }
  }
}
