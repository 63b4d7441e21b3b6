import Testing

@testable import TabMotionRender

/// Following a warp's monotonic row ranges down the rows gives, row by row, exactly the
/// columns whose range holds the row.
@Suite("Column span walker")
struct ColumnSpanWalkerTests {
  /// Random monotonic starts and ends (rising or falling, with flat runs), rows taken in order
  /// (as the warp does) and in any order: always the brute-force answer.
  @Test(arguments: 0..<40)
  func matchesCheckingEveryColumn(_ seed: Int) {
    var random = SplitMix64(state: UInt64(seed) &+ 11)
    let count = [0, 1, 2, 7, 64, 300][seed % 6]
    func monotonic(rising: Bool, from base: Int) -> [Int32] {
      var v = base
      return (0..<count).map { _ in
        v += (rising ? 1 : -1) * Int.random(in: 0...3, using: &random)
        return Int32(v)
      }
    }
    let start = monotonic(rising: seed.isMultiple(of: 2), from: 100)
    let end = monotonic(rising: seed % 4 < 2, from: 100 + Int.random(in: 0...200, using: &random))
    start.withUnsafeBufferPointer { s in
      end.withUnsafeBufferPointer { e in
        guard let s = s.baseAddress ?? UnsafePointer(bitPattern: 8),
          let e = e.baseAddress ?? UnsafePointer(bitPattern: 8)
        else { return }
        func expected(_ y: Int) -> Range<Int> {
          let holding = (0..<count).filter { start[$0] <= y && y < end[$0] }
          guard let first = holding.first, let last = holding.last else { return 0..<0 }
          #expect(holding.count == last - first + 1, "the columns holding row \(y) are one range")
          return first..<(last + 1)
        }
        func same(_ a: Range<Int>, _ b: Range<Int>) -> Bool { a == b || (a.isEmpty && b.isEmpty) }
        var walker = ColumnSpanWalker(start: s, end: e, count: count)
        for y in -5..<1000 {
          let got = walker.columns(atRow: y)
          #expect(same(got, expected(y)), "row \(y): \(got) ≠ \(expected(y))")
        }
        var shuffled = ColumnSpanWalker(start: s, end: e, count: count)
        for _ in 0..<200 {
          let y = Int.random(in: -5..<1000, using: &random)
          let got = shuffled.columns(atRow: y)
          #expect(same(got, expected(y)), "row \(y) out of order: \(got) ≠ \(expected(y))")
        }
      }
    }
  }
}
