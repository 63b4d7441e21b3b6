import PropertyBased
import TabMotionTestSupport
import Testing

@testable import TabMotionCore

/// Rapid `select`s that retarget a jump in flight (a retarget starts from the
/// presented value and never jumps; a jump does not show the pages in
/// between). What is on screen when a select comes in must stay on screen and keep moving:
/// frame to frame, a page only slides, and a page only appears or vanishes at an edge.
@Suite("PagerModel: retargeting a jump in flight")
struct PagerModelRetargetTests {
  typealias Screen = [Int: Double]

  /// The most any page may move in one 120 Hz frame, in page widths. Selects run a 0.4 s
  /// critically damped spring (ω = 2π/0.4 s) over at most 2 page widths (a three-page strip);
  /// such a spring never goes faster than ω·d/2 or the speed it started with, so however
  /// often it is retargeted the pages stay under ω ≈ 15.7 page widths/s, 0.131 per frame.
  /// A page swapped in place shows up as a jump or an appearance of a whole page share.
  static let maximumStep = 0.135
  static let frame = Frames.interval

  /// The pages on screen and their offsets (page widths; 0 = filling the viewport).
  static func screen(_ m: PagerModel) -> Screen {
    let visible = m.visiblePages
    var s: Screen = [:]
    for p in [visible.first, visible.second ?? visible.first] {
      s[p] = m.offset(ofPage: p)
    }
    return s
  }

  /// One frame to the next: pages seen in both moved a little; a page seen in only one of
  /// them covered no more than a frame's motion (it slid in or out at an edge).
  static func expectContinuous(
    _ a: Screen, _ b: Screen, at t: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (page, offset) in a {
      if let next = b[page] {
        // A page may also leave at one edge and come back at the other (around a ring, a
        // landing spring's sliver dropped by a new jump) — never across the screen.
        let edgeToEdge = abs(offset) >= 1 - maximumStep && abs(next) >= 1 - maximumStep
        #expect(
          abs(next - offset) <= maximumStep || edgeToEdge,
          "page \(page) moved \(offset) → \(next) at t = \(t)", sourceLocation: sourceLocation)
      } else {
        #expect(
          abs(offset) >= 1 - maximumStep,
          "page \(page) vanished at offset \(offset) at t = \(t)", sourceLocation: sourceLocation)
      }
    }
    for (page, offset) in b where a[page] == nil {
      #expect(
        abs(offset) >= 1 - maximumStep,
        "page \(page) appeared at offset \(offset) at t = \(t)", sourceLocation: sourceLocation)
    }
  }

  /// The pages tile the viewport: a page shows alone and shifted only past the first or the
  /// last page of a bounded pager (a motion turned round at speed that overshoots away from
  /// its destination shows the next page, as a scroll view would, not a gap).
  static func expectNoGap(
    _ s: Screen, in m: PagerModel, at t: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard s.count == 1, let (page, offset) = s.first, offset != 0 else { return }
    let atEnd = offset > 0 ? page == 0 : page == m.pageCount - 1
    #expect(
      m.endBehavior == .bounce && atEnd, "a gap beside page \(page) at \(offset), t = \(t)",
      sourceLocation: sourceLocation)
  }

  /// Plays `selects` (time, page) at 120 Hz from `t0` until the pager rests, checking every
  /// frame and every select (which must not change the screen at all: it only changes where
  /// the pages go next). Returns every appearance event.
  @discardableResult
  static func play(
    _ m: inout PagerModel, _ selects: [(time: Double, page: Int)], from t0: Double = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [AppearanceEvent] {
    var seen: [AppearanceEvent] = []
    var last = screen(m)
    var next = 0
    var k = 0
    while (next < selects.count || !m.isAtRest) && k < 1200 {
      let t = t0 + Double(k) * frame
      seen += m.advance(to: t).appearance
      let now = screen(m)
      expectContinuous(last, now, at: t, sourceLocation: sourceLocation)
      expectNoGap(now, in: m, at: t, sourceLocation: sourceLocation)
      while next < selects.count, selects[next].time <= t + 1e-9 {
        let before = screen(m)
        seen += m.select(selects[next].page, animated: true, at: t).appearance
        let after = screen(m)
        // Exactly, up to rounding; a page alone past its pair's end may gain the neighbour
        // that fills the rest of the screen, and a sliver under half a point (a landing
        // spring's tail) may go, nothing more.
        let sliver = 0.5 / m.pageWidth
        #expect(
          before.allSatisfy {
            abs((after[$0.key] ?? .nan) - $0.value) < 1e-12 || abs($0.value) > 1 - sliver
          }
            && after.allSatisfy { before[$0.key] != nil || abs($0.value) >= 1 - maximumStep },
          "select(\(selects[next].page)) moved the pages at t = \(t): \(before) → \(after)",
          sourceLocation: sourceLocation)
        next += 1
      }
      last = now
      k += 1
    }
    #expect(m.isAtRest, sourceLocation: sourceLocation)
    return seen
  }

  struct Scenario: CustomTestStringConvertible, Sendable {
    var name: String
    var count = 4
    var start = 0
    var wrap = false
    var selects: [(time: Double, page: Int)]
    var testDescription: String { name }
  }

  static let scenarios = [
    // The colormatch rapid taps (visual QA): 1, 3, 0, 2 about 80 ms apart.
    Scenario(
      name: "colormatch rapid taps",
      selects: [(0, 1), (0.083, 3), (0.167, 0), (0.242, 2)]),
    // Beyond the page coming in: it slides across on the way (it lies in between anyway).
    Scenario(name: "0 → 2, then 3", selects: [(0, 2), (0.05, 3)]),
    // Before both pages on screen.
    Scenario(name: "3 → 1, then 0", start: 3, selects: [(0, 1), (0.1, 0)]),
    // Between the two pages on screen, the first covering most, then the second.
    Scenario(name: "0 → 3, then 1 early", selects: [(0, 3), (0.03, 1)]),
    Scenario(name: "0 → 3, then 2 late", selects: [(0, 3), (0.2, 2)]),
    Scenario(name: "3 → 0, then 2 early", start: 3, selects: [(0, 0), (0.03, 2)]),
    // Back and forth faster than a frame's motion, then every page in turn.
    Scenario(
      name: "ping-pong", count: 5, selects: [(0, 4), (0.02, 0), (0.04, 4), (0.06, 2), (0.1, 3)]),
    Scenario(
      name: "every page in turn", count: 5,
      selects: [(0, 1), (0.02, 2), (0.04, 3), (0.06, 4)]),
    Scenario(
      name: "wrap", count: 5, start: 4, wrap: true,
      selects: [(0, 1), (0.05, 3), (0.1, 0), (0.15, 2)]),
  ]

  @Test(arguments: scenarios)
  func rapidSelectsKeepWhatIsOnScreen(_ s: Scenario) throws {
    var m = try PagerModel(pageCount: s.count, pageWidth: 390, initialIndex: s.start)
    m.endBehavior = s.wrap ? .wrap : .bounce
    let seen = try Self.play(&m, s.selects)
    let last = try #require(s.selects.last).page
    #expect(m.progress == Double(last) && m.selectedIndex == last)
    try PagerModelTests.expectBalanced(seen, endingOn: last, start: s.start)
  }

  @Test func aTurnAcrossTheEndsOfARingRetargetsAlongTheRing() throws {
    // Swiping from the last page to the first (wrap), then selects while it settles: the
    // pages keep sliding around the ring.
    var m = try PagerModel(pageCount: 5, pageWidth: 390, initialIndex: 4)
    m.endBehavior = .wrap
    var seen = Array(m.beginDrag(at: 0).appearance)
    seen += m.drag(translation: -0.6 * 390, at: 0.1).appearance
    seen += m.endDrag(velocity: 0, at: 0.1).appearance
    #expect(m.lower == 4 && m.upper == 5)
    seen += try Self.play(&m, [(0.15, 2), (0.2, 3), (0.3, 4)], from: 0.1)
    #expect(m.progress == 4 && m.selectedIndex == 4)
    try PagerModelTests.expectBalanced(seen, endingOn: 4, start: 4)
  }

  @Test func aPageBeyondBothComesInOnItsOwnSide() throws {
    var m = try PagerModelTests.pager()
    _ = m.select(2, animated: true, at: 0)
    _ = m.advance(to: 0.05)
    #expect(m.lower == 0 && m.upper == 2)
    _ = m.select(3, animated: true, at: 0.05)
    // 0 and 2 stay where they are; 3 waits one page past 2, and 2 slides across first.
    #expect(m.strip == PagerModel.Strip(0, 2, 3))
    var entered: Double?
    var t = 0.05
    while !m.isAtRest {
      t += Self.frame
      _ = m.advance(to: t)
      if entered == nil, let o = m.offset(ofPage: 3) { entered = o }
    }
    #expect(try #require(entered) > 0.8)
    #expect(m.progress == 3)
  }

  @Test func aPageBetweenComesInBesideTheOneMostOnScreen() throws {
    // 0 → 3 caught early: 0 covers most, so 1 comes in before it and 3 slides back out.
    var m = try PagerModelTests.pager()
    _ = m.select(3, animated: true, at: 0)
    _ = m.advance(to: 0.04)
    #expect(m.fraction > 0 && m.fraction < 0.5)
    let sliver = try #require(m.offset(ofPage: 3))
    _ = m.select(1, animated: true, at: 0.04)
    #expect(m.strip == PagerModel.Strip(1, 0, 3))
    var t = 0.04
    var entered: Double?
    while !m.isAtRest {
      t += Self.frame
      _ = m.advance(to: t)
      if entered == nil, let o = m.offset(ofPage: 1) { entered = o }
      // 3 never shows more than a frame's motion beyond what it showed.
      if let o = m.offset(ofPage: 3) { #expect(o >= sliver - Self.maximumStep) }
    }
    #expect(try #require(entered) < -0.8)
    #expect(m.progress == 1 && m.selectedIndex == 1)

    // 0 → 3 caught late: 3 covers most, so 2 comes in after it and 0 slides out.
    var n = try PagerModelTests.pager()
    _ = n.select(3, animated: true, at: 0)
    _ = n.advance(to: 0.2)
    #expect(n.fraction > 0.5)
    _ = n.select(2, animated: true, at: 0.2)
    #expect(n.strip == PagerModel.Strip(0, 3, 2))
    PagerModelTests.run(&n, from: 0.2)
    #expect(n.progress == 2 && n.selectedIndex == 2)
  }

  @Test func turningRoundAtSpeedShowsTheNextPageNotAGap() throws {
    // 0 → 1, then 3: page 1 crosses the screen at speed. Turned back to 0 just before 1
    // fills it, the motion overshoots past 1 for a moment, and page 2 (1's neighbour, which
    // a scroll view would show there) fills the edge instead of a gap.
    var m = try PagerModelTests.pager(5)
    _ = m.select(1, animated: true, at: 0)
    _ = m.advance(to: 0.05)
    _ = m.select(3, animated: true, at: 0.05)
    var t = 0.05
    while m.lower != 0 || m.fraction < 0.9 {
      t += Self.frame
      _ = m.advance(to: t)
    }
    #expect(m.velocity(at: t) > 5)
    _ = m.select(0, animated: true, at: t)
    var shown = Self.screen(m)
    var sawTwo = false
    while !m.isAtRest {
      t += Self.frame
      _ = m.advance(to: t)
      let now = Self.screen(m)
      Self.expectContinuous(shown, now, at: t)
      Self.expectNoGap(now, in: m, at: t)
      sawTwo = sawTwo || now[2] != nil
      shown = now
    }
    #expect(sawTwo)
    #expect(m.progress == 0)
  }

  @Test func retargetingKeepsTheOnScreenVelocity() throws {
    // The page on screen moves at the same speed just before and just after the select.
    let h = 1e-4
    for (first, second, at) in [(2, 3, 0.05), (3, 1, 0.04), (3, 2, 0.2), (1, 0, 0.1)] {
      var m = try PagerModelTests.pager()
      _ = m.select(first, animated: true, at: 0)
      var before = m
      _ = before.advance(to: at - h)
      _ = m.advance(to: at)
      let page = m.visiblePages.first
      let o0 = try #require(m.offset(ofPage: page))
      let vBefore = (o0 - (try #require(before.offset(ofPage: page)))) / h
      _ = m.select(second, animated: true, at: at)
      _ = m.advance(to: at + h)
      let vAfter = ((try #require(m.offset(ofPage: page))) - o0) / h
      // Spring accelerations (≤ ~500 page widths/s²) account for the rest.
      #expect(abs(vAfter - vBefore) < 0.1, "\(first) → \(second): \(vBefore) vs \(vAfter)")
    }
  }

  @Test func aFingerCatchesARetargetedJumpWhereItShows() throws {
    // Caught on the strip's reversed pair (1 before 0): dragging moves those two pages,
    // never re-pairs them by index.
    var m = try PagerModelTests.pager()
    _ = m.select(3, animated: true, at: 0)
    _ = m.advance(to: 0.04)
    _ = m.select(1, animated: true, at: 0.04)
    var t = 0.04
    while m.lower != 1 || m.fraction > 0.7 {
      t += Self.frame
      _ = m.advance(to: t)
    }
    let shown = Self.screen(m)
    var seen = Array(m.beginDrag(at: t).appearance)
    #expect(Self.screen(m) == shown && m.strip == nil)
    seen += m.drag(translation: -0.05 * PagerModelTests.width, at: t + 0.01).appearance
    let dragged = Self.screen(m)
    #expect(Set(dragged.keys) == Set(shown.keys))
    for (page, offset) in shown { #expect(abs((dragged[page] ?? .nan) - offset + 0.05) < 1e-9) }
    seen += m.endDrag(velocity: 0, at: t + 0.01).appearance
    seen += PagerModelTests.run(&m, from: t + 0.01)
    #expect(m.isAtRest && m.progress == Double(m.selectedIndex))
  }

  @Test func randomRetargetingNeverSwapsAPageOnScreen() async {
    // Bounded or ring pagers; a ring may first be swiped from its last page towards the
    // first, so the selects retarget a turn across its ends.
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...5).array(of: 1...8), Gen.int(in: 0...30).array(of: 8),
      Gen.int(in: 2...6), Gen.int(in: 0...2)
    ) { targets, gaps, count, mode in
      let wrap = mode > 0
      let start = mode == 2 ? count - 1 : 0
      guard var m = try? PagerModel(pageCount: count, pageWidth: 390, initialIndex: start) else {
        Issue.record("valid pager rejected")
        return
      }
      m.endBehavior = wrap ? .wrap : .bounce
      var seen: [AppearanceEvent] = []
      var t = 0.0
      if mode == 2 {
        seen += m.beginDrag(at: 0).appearance
        seen += m.drag(translation: -0.6 * 390, at: 0.1).appearance
        seen += m.endDrag(velocity: -1000, at: 0.1).appearance
        t = 0.1
      }
      var selects: [(time: Double, page: Int)] = []
      for (target, gap) in zip(targets, gaps) {
        selects.append((t, target % count))
        t += Double(gap) * Self.frame
      }
      guard let played = try? Self.play(&m, selects, from: selects[0].time),
        let last = selects.last?.page
      else {
        Issue.record("select rejected a valid page")
        return
      }
      seen += played
      #expect(m.selectedIndex == last && m.progress == Double(last))
      try? PagerModelTests.expectBalanced(seen, endingOn: last, start: start)
    }
  }

  /// A jump that starts while the previous one's spring is still landing — its other page a
  /// sliver under half a point on screen — is a fresh jump: the page it came from does not
  /// slide across the screen on the way (0 → 3 never shows 1 or 2).
  @Test func aJumpFromALandingSpringDoesNotCarryTheLastPageAcross() throws {
    var m = try PagerModel(pageCount: 4, pageWidth: 390, initialIndex: 1)
    _ = m.select(0, animated: true, at: 0)
    var t = 0.0
    // Run until page 1 is under half a point on screen but not yet gone.
    while t < 3, let o = m.offset(ofPage: 1), (1 - abs(o)) * 390 >= 0.5 {
      t += Self.frame
      _ = m.advance(to: t)
    }
    let sliver = try #require(m.offset(ofPage: 1))
    #expect(sliver > 0.99 && sliver < 1)
    _ = m.select(3, animated: true, at: t)
    while !m.isAtRest {
      t += Self.frame
      _ = m.advance(to: t)
      for page in [1, 2] { #expect(m.offset(ofPage: page) == nil, "page \(page) at t = \(t)") }
    }
    #expect(m.selectedIndex == 3)
  }
}
