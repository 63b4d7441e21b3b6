import PropertyBased
import TabMotionTestSupport
import Testing

@testable import TabMotionCore

/// The cube's release rules on the pager model : half way completes, the
/// original's fixed completion speed, and `wrap` vs `bounce` at the ends.
@Suite("PagerModel: cube rules")
struct PagerModelCubeRulesTests {
  static let width = 390.0

  static func cube(
    _ count: Int = 4, at index: Int = 0, isRightToLeft rtl: Bool = false, wrap: Bool = false
  ) throws -> PagerModel {
    var m = try PagerModel(
      pageCount: count, pageWidth: width, initialIndex: index, isRightToLeft: rtl)
    m.completesAtHalfway = true
    m.endBehavior = wrap ? .wrap : .bounce
    return m
  }

  /// Drags by `dx` points, releases at `velocity` (points per second) and runs to rest;
  /// returns the progress of every frame after the release.
  @discardableResult
  static func swipe(
    _ m: inout PagerModel, by dx: Double, velocity: Double = 0, at t: Double = 0
  ) -> [Double] {
    _ = m.beginDrag(at: t)
    _ = m.drag(translation: dx, at: t + 0.1)
    _ = m.endDrag(velocity: velocity, at: t + 0.1)
    var out: [Double] = []
    var time = t + 0.1
    while !m.isAtRest && time < t + 5 {
      time += Frames.interval
      _ = m.advance(to: time)
      out.append(m.progress)
    }
    return out
  }

  @Test(arguments: [(0.49, 0), (0.5, 1), (0.51, 1)])
  func atOrPastHalfWayCompletes(fraction: Double, expected: Int) throws {
    var m = try Self.cube()
    Self.swipe(&m, by: -fraction * Self.width)
    #expect(m.progress == Double(expected) && m.selectedIndex == expected)
    // Backwards from page 2 the same: half way turns back to page 1.
    var back = try Self.cube(at: 2)
    Self.swipe(&back, by: fraction * Self.width)
    #expect(back.selectedIndex == 2 - expected)
  }

  @Test func flicksDecideWhateverTheProgress() throws {
    var forward = try Self.cube()
    Self.swipe(&forward, by: -0.05 * Self.width, velocity: -600)
    #expect(forward.selectedIndex == 1)
    var back = try Self.cube()
    Self.swipe(&back, by: -0.9 * Self.width, velocity: 600)
    #expect(back.selectedIndex == 0 && back.progress == 0)
  }

  @Test func fixedSpeedCompletesLinearlyAtThreeQuartersOfAPagePerSecond() throws {
    var m = try Self.cube()
    m.completionSpeed = 0.75
    _ = m.beginDrag(at: 0)
    _ = m.drag(translation: -0.6 * Self.width, at: 0.1)
    _ = m.endDrag(velocity: 0, at: 0.1)
    // 0.4 of a page left at 0.75 per second: p(t) = 0.6 + 0.75 (t − 0.1), lands at 0.1 + 0.4/0.75.
    for k in 1...20 {
      let t = 0.1 + Double(k) * 0.025
      _ = m.advance(to: t)
      let expected = min(1, 0.6 + 0.75 * (t - 0.1))
      #expect(isClose(m.progress, expected, 1e-9), "t = \(t)")
    }
    _ = m.advance(to: 0.1 + 0.4 / 0.75 + 1e-6)
    #expect(m.isAtRest && m.progress == 1)
  }

  @Test func bounceRubberBandsPastTheLastPageAndReturns() throws {
    var m = try Self.cube(at: 3)
    _ = m.beginDrag(at: 0)
    _ = m.drag(translation: -0.8 * Self.width, at: 0.1)
    // b = (1 − 1/(x·c/d + 1))·d with x = 0.8 d, c = 0.55: in pages 1 − 1/1.44.
    let band: Double = 1 - 1 / (0.8 * 0.55 + 1)
    #expect(isClose(m.progress, 3 + band, 1e-12))
    #expect(m.visiblePages.first == 3 && m.visiblePages.second == nil)
    _ = m.endDrag(velocity: 0, at: 0.1)
    #expect(m.selectedIndex == 3)
    Self.swipe(&m, by: 0, at: 0.2)
    #expect(m.progress == 3)
  }

  @Test(arguments: [false, true])
  func wrapTurnsFromTheLastPageToTheFirst(isRightToLeft rtl: Bool) throws {
    var m = try Self.cube(at: 3, isRightToLeft: rtl, wrap: true)
    let forward = rtl ? 1.0 : -1.0
    _ = m.beginDrag(at: 0)
    _ = m.drag(translation: forward * 0.3 * Self.width, at: 0.1)
    // No resistance: the last page and the first share the edge.
    #expect(isClose(m.progress, 3.3, 1e-12))
    #expect(m.visiblePages.first == 3 && m.visiblePages.second == 0)
    #expect(isClose(m.offset(ofPage: 3) ?? .nan, -0.3, 1e-12))
    #expect(isClose(m.offset(ofPage: 0) ?? .nan, 0.7, 1e-12))
    _ = m.drag(translation: forward * 0.6 * Self.width, at: 0.2)
    _ = m.endDrag(velocity: 0, at: 0.2)
    #expect(m.selectedIndex == 0)
    Self.swipe(&m, by: 0, at: 0.3)
    #expect(m.progress == 0 && m.lower == 0 && m.upper == 0)
    // And back from the first page to the last.
    let frames = Self.swipe(&m, by: -forward * 0.7 * Self.width, at: 2)
    #expect(frames.dropLast().allSatisfy { $0 <= 0 && $0 >= -1 } && frames.last == 3)
    #expect(m.selectedIndex == 3 && m.progress == 3)
  }

  @Test func selectDuringAWrapTurnGoesTheShortWay() throws {
    var m = try Self.cube(at: 3, wrap: true)
    _ = m.beginDrag(at: 0)
    _ = m.drag(translation: -0.6 * Self.width, at: 0.1)
    _ = m.select(0, animated: true, at: 0.1)
    var t = 0.1
    var last = m.progress
    while !m.isAtRest && t < 3 {
      t += Frames.interval
      _ = m.advance(to: t)
      // Forwards only, 3.6 → 4 (page 0 after the last), never back across pages 2 and 1.
      #expect(m.progress >= last - 1e-12 || m.progress == 0)
      last = m.progress
    }
    #expect(m.selectedIndex == 0 && m.progress == 0)
  }

  @Test func wrapRandomStreamsRestOnAPage() async {
    await propertyCheck(
      count: 500, input: Gen.int(in: 0...4).array(of: 1...30),
      Gen.double(in: -900...900).array(of: 30), Gen.int(in: 1...5), Gen.bool
    ) { ops, amounts, count, rtl in
      guard var m = try? Self.cube(count, isRightToLeft: rtl, wrap: true) else {
        Issue.record("valid pager rejected")
        return
      }
      var t = 0.0
      var seen: [AppearanceEvent] = []
      for (op, amount) in zip(ops, amounts) {
        t += 1.0 / 60
        switch op {
        case 0: seen += m.beginDrag(at: t).appearance
        case 1: seen += m.drag(translation: amount, at: t).appearance
        case 2: seen += m.endDrag(velocity: amount * 5, at: t).appearance
        case 3:
          let i = Int(abs(amount)) % count
          seen += m.select(i, animated: true, at: t).appearance
        default: seen += m.advance(to: t).appearance
        }
        #expect(m.progress.isFinite)
        // Around the ring a long drag may run several pages past an end; what shows is
        // always real pages.
        let visible = m.visiblePages
        #expect(visible.first >= 0 && visible.first < count)
        #expect(visible.second.map { $0 >= 0 && $0 < count } ?? true)
      }
      if m.isDragging { seen += m.endDrag(velocity: 0, at: t).appearance }
      seen += PagerModelTests.run(&m, from: t, limit: 10)
      #expect(m.isAtRest)
      #expect(m.progress == Double(m.selectedIndex))
      // Appearance callbacks stay balanced across the ends too.
      try? PagerModelTests.expectBalanced(seen, endingOn: m.selectedIndex, start: 0)
      #expect(m.selectedIndex >= 0 && m.selectedIndex < count)
    }
  }
}
