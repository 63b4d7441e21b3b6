import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionDemos
@testable import TabMotionUI

/// The collapsing header frame by frame, with expected values computed from its formulas:
/// header y = top − clamp(y, 0, H), tab bar under it and pinned once y ≥ H, border 0 below H
/// and 1 from H + 20, title fade 0.3 s.
@Suite("Collapsing screen: geometry and sync")
struct CollapsingScreenTests {
  /// React Native's `Animated.timing` default easing, `Easing.inOut(Easing.ease)`, written out
  /// from its definition in React Native's Easing.js: ease is the Bézier (0.42, 0, 1, 1);
  /// inOut(f)(x) = x < ½ ? f(2x)/2 : 1 − f(2(1 − x))/2.
  static func rnTiming(_ x: Double) -> Double {
    let ease = TimingCurve(0.42, 0, 1, 1)
    return x < 0.5 ? ease.value(at: 2 * x) / 2 : 1 - ease.value(at: 2 * (1 - x)) / 2
  }

  let top = CollapsingRun.top
  let h = CollapsingRun.h
  let t = CollapsingRun.t
  /// Traces print four decimals.
  let tol = 1e-3

  func expectGeometry(_ f: TraceFrame, y: Double, sourceLocation: SourceLocation = #_sourceLocation)
  {
    let collapse = min(h, max(0, y))
    #expect(
      abs(f["header"].y - (top - collapse)) < tol, "t = \(f.t)", sourceLocation: sourceLocation)
    #expect(f["header"].h == h, sourceLocation: sourceLocation)
    #expect(
      abs(f["tabBar"].y - (top + h - collapse)) < tol, "t = \(f.t)", sourceLocation: sourceLocation)
    #expect(f["tabBar"].h == t, sourceLocation: sourceLocation)
    if y >= h { #expect(abs(f["tabBar"].y - top) < tol, sourceLocation: sourceLocation) }
    let border = f["tabBarBorder"].opacity
    if y < h { #expect(border == 0, "t = \(f.t)", sourceLocation: sourceLocation) }
    // The border's input range runs from the header's top to header + tab bar: H … H + T.
    if y >= h + t { #expect(border == 1, "t = \(f.t)", sourceLocation: sourceLocation) }
    if y >= h && y < h + t {
      #expect(abs(border - (y - h) / t) < tol, sourceLocation: sourceLocation)
    }
  }

  @Test func defaultScriptFollowsTheFormulasEveryFrame() throws {
    let (demo, frames) = try TraceRun.run(CollapsingDemo.self, CollapsingDemo.defaultScript)
    var pinned = 0
    var pulled = 0
    var partial = 0
    var switches = 0
    for (k, f) in frames.enumerated() {
      // After every switch the header is where it was the frame before.
      if k > 0, f.selected != frames[k - 1].selected {
        switches += 1
        #expect(f["header"].y == frames[k - 1]["header"].y, "switch at t = \(f.t)")
      }
      // Every page is reported in every frame, created or not.
      for i in 0..<4 { #expect(f["page.\(i)"].numbers["offset"] != nil) }
      // The header follows the page the selection points at (taps switch it at once).
      let y = f.y
      expectGeometry(f, y: y)
      if y >= h + 20 { pinned += 1 }
      if y < 0 { pulled += 1 }
      if y > 10 && y < h - 10 { partial += 1 }
    }
    // The script really went through every state.
    #expect(pinned > 30 && pulled > 30 && partial > 30)
    #expect(switches == 2)
    #expect(demo.refreshCount == 1)
    #expect(frames.map(\.selected).contains(1) && frames.last?.selected == 2)
  }

  @Test(arguments: [0.25, 2.0])
  func titleFadeTakesThreeTenthsWhateverTheSpeed(_ duration: Double) throws {
    var run = try CollapsingRun()
    // Up by 200 pt slowly or quickly: y crosses 0.6·H = 48 once.
    let frames = try run.run(
      duration + 1.0,
      events: CollapsingRun.drag(
        from: Point(195, 700), to: Point(195, 500), start: 0.05, duration: duration))
    let crossing = try #require(frames.firstIndex { $0.y >= 0.6 * h })
    let tc = frames[crossing].t
    for f in frames {
      let expected = f.t < tc ? 0 : Self.rnTiming(min(1, (f.t - tc) / 0.3))
      #expect(abs(f["navTitle"].opacity - expected) < tol, "t = \(f.t)")
    }
  }

  @Test func titleFadeReversesFromItsCurrentOpacity() throws {
    var run = try CollapsingRun()
    // Up past 48 pt, then 0.1 s later back down below it with the same finger.
    var events = CollapsingRun.drag(
      from: Point(195, 700), to: Point(195, 620), start: 0.05, duration: 0.1, hold: 0.1)
    events.removeLast()  // keep the finger down
    let back = CollapsingRun.drag(
      from: Point(195, 620), to: Point(195, 700), start: events.last?.time ?? 0, duration: 0.05)
    events += back.dropFirst()
    let frames = try run.run(1.0, events: events)
    let up = try #require(frames.firstIndex { $0.y >= 0.6 * h })
    let down = try #require(frames[up...].firstIndex { $0.y < 0.6 * h })
    let tUp = frames[up].t
    let tDown = frames[down].t
    let reached = Self.rnTiming(min(1, (tDown - tUp) / 0.3))
    #expect(reached > 0.1 && reached < 0.9)
    for f in frames[down...] {
      // A new 300 ms eased fade from where it was, as `Animated.timing` started again.
      let expected = reached * (1 - Self.rnTiming(min(1, (f.t - tDown) / 0.3)))
      #expect(abs(f["navTitle"].opacity - expected) < tol, "t = \(f.t)")
    }
  }

  /// Scroll page 0 by `distance` pt with a slow drag released still, then tap tab 1.
  func switchAfterScroll(
    _ policy: HeaderSyncPolicy, distance: Double
  ) throws -> (before: [TraceFrame], after: [TraceFrame], run: CollapsingRun) {
    var run = try CollapsingRun(policy: policy)
    // Page 1 gets its own offset first (so `.keepOwn` has something to keep).
    run.demo.screen.select(1, animated: false, at: 0)
    try run.run(
      1.0,
      events: CollapsingRun.drag(
        from: Point(195, 700), to: Point(195, 640), start: 0.01, duration: 0.3))
    run.demo.screen.select(0, animated: false, at: run.time)
    let before = try run.run(
      1.5,
      events: CollapsingRun.drag(
        from: Point(195, 750), to: Point(195, 750 - distance), start: run.time + 0.01,
        duration: 0.6))
    let barY = before.last.map { $0["tabBar"].y } ?? 0
    let after = try run.run(
      1.0, events: TraceRun.tap(CollapsingRun.tab(1, barY: barY), at: run.time + 0.01))
    return (before, after, run)
  }

  @Test(arguments: [50.0, 300.0])
  func syncHeaderSwitchNeverMovesTheHeader(_ distance: Double) throws {
    let (before, after, _) = try switchAfterScroll(.syncHeader, distance: distance)
    let last = try #require(before.last)
    let y = last.y
    // Header partly visible: every page took y. Collapsed: shallower pages went to H.
    for i in 1..<4 {
      #expect(abs(last.offset(i) - (y < h ? y : h)) < tol, "page \(i)")
    }
    for f in after {
      #expect(f["header"].y == last["header"].y, "t = \(f.t)")
      #expect(f["tabBar"].y == last["tabBar"].y)
      expectGeometry(f, y: f.y)
    }
    #expect(after.last?.selected == 1)
  }

  @Test func resetToTopSendsInactivePagesHome() throws {
    let (before, after, _) = try switchAfterScroll(.resetToTop, distance: 50)
    let last = try #require(before.last)
    for i in 1..<4 { #expect(last.offset(i) == 0) }
    // The selected page is at its top: the header is fully expanded after the switch.
    for f in after.dropFirst() { expectGeometry(f, y: f.y) }
    #expect(after.last?["header"].y == top)
  }

  @Test func keepOwnLeavesInactivePagesAlone() throws {
    let (before, after, _) = try switchAfterScroll(.keepOwn, distance: 50)
    let last = try #require(before.last)
    let own = last.offset(1)
    #expect(own > 5 && abs(own - last.y) > 5)  // page 1 kept its earlier scroll
    #expect(last.offset(2) == 0 && last.offset(3) == 0)
    for f in after { expectGeometry(f, y: f.y) }
    #expect(abs((after.last?.y ?? .nan) - own) < tol)
  }

  @Test func swipeStartSyncsAndHoldsTheHeader() throws {
    var run = try CollapsingRun()
    let scrolled = try run.run(
      1.2,
      events: CollapsingRun.drag(
        from: Point(195, 750), to: Point(195, 710), start: 0.01, duration: 0.5))
    let last = try #require(scrolled.last)
    let swipe = try run.run(
      1.0,
      events: CollapsingRun.drag(
        from: Point(330, 600), to: Point(60, 600), start: run.time + 0.01, duration: 0.25,
        fling: true))
    #expect(swipe.last?.selected == 1)
    #expect(swipe.contains { $0.progress > 0.2 && $0.progress < 0.8 })
    for f in swipe {
      #expect(f["header"].y == last["header"].y, "t = \(f.t)")
      expectGeometry(f, y: f.y)
    }
  }

  @Test func fiveQuickSwitchesDuringAFlingStayConsistent() throws {
    var run = try CollapsingRun()
    try run.run(
      0.3,
      events: CollapsingRun.drag(
        from: Point(195, 700), to: Point(195, 450), start: 0.01, duration: 0.12, fling: true))
    var events: [PointerEvent] = []
    for (k, i) in [1, 2, 3, 0, 2].enumerated() {
      events += TraceRun.tap(
        CollapsingRun.tab(i, barY: top), at: run.time + 0.02 + 0.09 * Double(k))
    }
    let frames = try run.run(2.5, events: events)
    for f in frames {
      expectGeometry(f, y: f.y)
      #expect(f["header"].y == top - h, "t = \(f.t)")  // collapsed all along
      for i in 0..<4 { #expect(f.offset(i).isFinite) }
    }
    let last = try #require(frames.last)
    #expect(last.selected == 2 && abs(last.progress - 2) < tol)
    #expect(run.demo.screen.activeIndex == 2)
    // Every page that was switched to is at least at H: switching back holds the header too.
    for i in 0..<4 { #expect(last.offset(i) >= h - 1e-9) }
  }

  @Test func draggingOnTheHeaderScrollsTheActivePage() throws {
    var run = try CollapsingRun()
    let frames = try run.run(
      1.0,
      events: CollapsingRun.drag(
        from: Point(195, top + 40), to: Point(195, top - 20), start: 0.01, duration: 0.4))
    let y = try #require(frames.last?.y)
    #expect(y > 40)
    #expect(frames.last?.selected == 0)
  }

  @Test func reTapScrollsTheSelectedPageToTop() throws {
    var run = try CollapsingRun()
    try run.run(
      1.0,
      events: CollapsingRun.drag(
        from: Point(195, 700), to: Point(195, 300), start: 0.01, duration: 0.4))
    #expect(run.demo.screen.sharedOffset > h)
    let frames = try run.run(
      1.0, events: TraceRun.tap(CollapsingRun.tab(0, barY: top), at: run.time + 0.01))
    let last = try #require(frames.last)
    #expect(last.y == 0 && last["header"].y == top && last.selected == 0)
    for i in 1..<4 { #expect(last.offset(i) == 0) }
  }
}
