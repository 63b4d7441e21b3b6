import Foundation
import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionDemos
@testable import TabMotionUI

@Suite("Collapsing screen: refresh, restoration, layout, bad input")
struct CollapsingRefreshTests {
  let top = CollapsingRun.top
  let h = CollapsingRun.h

  /// A pull far past the threshold, moving back and forth across it before letting go.
  func pull(start: Double) -> [PointerEvent] {
    var events = CollapsingRun.drag(
      from: Point(195, 250), to: Point(195, 700), start: start, duration: 0.4, hold: 0)
    events.removeLast()
    let t = events.last?.time ?? start
    let back = CollapsingRun.drag(
      from: Point(195, 700), to: Point(195, 400), start: t, duration: 0.2, hold: 0)
    events += back.dropFirst().dropLast()
    let again = CollapsingRun.drag(
      from: Point(195, 400), to: Point(195, 700), start: t + 0.2, duration: 0.2)
    return events + again.dropFirst()
  }

  @Test func pullToRefreshFiresOncePerPullAndHoldsUntilFinished() throws {
    var run = try CollapsingRun()
    // A load longer than the test: the refresh holds until the script's step finishes it.
    run.demo.loadDuration = 100
    let frames = try run.run(2.0, events: pull(start: 0.01))
    #expect(run.demo.refreshCount == 1)
    #expect(frames.contains { $0.y < -64 })
    let last = try #require(frames.last)
    // Held at the refresh inset, spinner showing under the tab bar, header where it rests.
    #expect(abs(last.y + 64) < 1e-3)
    #expect(last["refresh"].isVisible && last["refresh"].y >= last["tabBar"].maxY)
    #expect(last["header"].y == top)
    let after = try run.run(1.0, commands: [(run.time + 0.01, .refreshFinish)])
    #expect(after.last?.y == 0)
    #expect(after.last.map { !$0["refresh"].isVisible } == true)
    // A second pull is a second refresh.
    try run.run(2.0, events: pull(start: run.time + 0.01))
    #expect(run.demo.refreshCount == 2)
  }

  @Test func switchingTabsWhileRefreshingStaysInStep() throws {
    var run = try CollapsingRun()
    run.demo.loadDuration = 100
    try run.run(2.0, events: pull(start: 0.01))
    let frames = try run.run(
      1.0, events: TraceRun.tap(CollapsingRun.tab(2, barY: top + h), at: run.time + 0.01))
    for f in frames {
      #expect(f["header"].y == top)
      #expect(abs(f["tabBar"].y - (top + h)) < 1e-9)
    }
    #expect(frames.last?.selected == 2 && frames.last?.y == 0)
    #expect(run.demo.screen.finishRefresh(at: run.time))
    let back = try run.run(
      1.0, events: TraceRun.tap(CollapsingRun.tab(0, barY: top + h), at: run.time + 0.01))
    #expect(back.last?.y == 0 && back.last?["header"].y == top)
  }

  /// The spinner's and the live rows' scene frames in the current frame (rows of the page
  /// on screen, hidden ones left out).
  static func spinnerAndRows(_ demo: CollapsingDemo) throws -> (Rect?, [Rect]) {
    let screen = demo.screen
    let spinner = screen.spinner.layer
    let page = try #require(screen.pager.page(screen.activeIndex) as? RowListPage)
    let rows = page.list.liveRows.map(\.layer).filter { !$0.isHiddenInScene }.map(\.sceneFrame)
    return (spinner.isHiddenInScene ? nil : spinner.sceneFrame, rows)
  }

  @Test func aPullsRefreshFinishesByItselfAfterTheSimulatedLoad() throws {
    var run = try CollapsingRun()
    let frames = try run.run(
      3.0,
      events: CollapsingRun.drag(
        from: Point(195, 250), to: Point(195, 650), start: 0.01, duration: 0.4))
    #expect(run.demo.refreshCount == 1)
    let start = try #require(frames.first { $0["refresh"].bools["refreshing"] == true })
    let end = try #require(
      frames.first { $0.t > start.t && $0["refresh"].bools["refreshing"] == false })
    // The handler ran in the frame at `start.t`; the refresh ends in the first frame 1.5 s on.
    #expect(end.t >= start.t + 1.5 && end.t < start.t + 1.5 + Frames.interval + 1e-9)
    // Held at the spinner's inset until then, back at the top after.
    let held = frames.filter { $0.t > 1.2 && $0.t < start.t + 1.5 }
    #expect(!held.isEmpty && held.allSatisfy { abs($0.y + 64) < 0.5 })
    #expect(frames.last?.y == 0 && frames.last.map { !$0["refresh"].isVisible } == true)
    #expect(run.demo.loadStart == nil && !run.demo.screen.isRefreshing)
  }

  @Test func aScriptsRefreshFinishStillEndsTheRefreshSooner() throws {
    var run = try CollapsingRun()
    try run.run(
      0.8,
      events: CollapsingRun.drag(
        from: Point(195, 250), to: Point(195, 650), start: 0.01, duration: 0.4))
    #expect(run.demo.screen.isRefreshing)
    let frames = try run.run(0.3, commands: [(run.time + 0.01, .refreshFinish)])
    #expect(!run.demo.screen.isRefreshing && run.demo.loadStart == nil)
    #expect(frames.contains { $0["refresh"].bools["refreshing"] == false })
    // A second pull starts a load of its own, ending 1.5 s after it.
    try run.run(
      2.5,
      events: CollapsingRun.drag(
        from: Point(195, 250), to: Point(195, 650), start: run.time + 0.01, duration: 0.4))
    #expect(run.demo.refreshCount == 2 && !run.demo.screen.isRefreshing)
  }

  /// Pull, then scroll up while refreshing (slowly, then a fling), then back down: in every
  /// frame the spinner, when shown, lies over no row of the page on screen.
  @Test func theSpinnerNeverDrawsOverRowsWhileScrollingDuringARefresh() throws {
    let demo = try CollapsingRun().demo
    var events = CollapsingRun.drag(
      from: Point(195, 250), to: Point(195, 650), start: 0.01, duration: 0.4)
    events += CollapsingRun.drag(
      from: Point(195, 600), to: Point(195, 560), start: 0.7, duration: 0.3)
    events += CollapsingRun.drag(
      from: Point(195, 560), to: Point(195, 500), start: 1.1, duration: 0.2)
    events += CollapsingRun.drag(
      from: Point(195, 700), to: Point(195, 400), start: 1.4, duration: 0.1, fling: true)
    var input = ScriptedInput(events: events, commands: [])
    var refreshingFrames = 0
    var scrolledWithSpinner = 0
    for k in 1...240 {
      let f = try input.frame(k, at: Double(k) / 120, of: demo)
      let (spinner, rows) = try Self.spinnerAndRows(demo)
      if f["refresh"].bools["refreshing"] == true { refreshingFrames += 1 }
      guard let spinner else { continue }
      if f.y > -64 && demo.screen.isRefreshing { scrolledWithSpinner += 1 }
      #expect(!rows.isEmpty)
      for row in rows {
        #expect(!spinner.intersects(row), "t = \(f.t): spinner \(spinner) over row \(row)")
      }
      // It also stays below the tab bar's top: it is drawn under the bar, never over the header.
      #expect(spinner.maxY > f["tabBar"].maxY)
    }
    // The scroll happened while refreshing, with the spinner still partly in view.
    #expect(refreshingFrames > 150 && scrolledWithSpinner > 10)
  }

  /// A swipe while refreshing carries the spinner with its page, centred over it (to the
  /// trace's 4 decimals).
  @Test func theSpinnerMovesWithItsPageInASwipe() throws {
    var run = try CollapsingRun()
    try run.run(
      0.9,
      events: CollapsingRun.drag(
        from: Point(195, 250), to: Point(195, 650), start: 0.01, duration: 0.4))
    var events = CollapsingRun.drag(
      from: Point(330, 600), to: Point(180, 600), start: run.time + 0.01, duration: 0.2, hold: 0)
    events.removeLast()  // the finger stays down mid-swipe
    let frames = try run.run(0.3, events: events)
    let last = try #require(frames.last)
    #expect(last["page.0"].x < -100)
    for f in frames where f["refresh"].isVisible {
      #expect(abs(f["refresh"].midX - f["page.0"].midX) < 1e-3, "t = \(f.t)")
    }
    #expect(last["refresh"].isVisible && last["refresh"].bools["refreshing"] == true)
  }

  @Test func refreshFinishWithoutARefreshIsANoOp() throws {
    var run = try CollapsingRun()
    try run.run(0.5)
    let before = run.demo.screen.restorableState
    #expect(!run.demo.screen.finishRefresh(at: run.time))
    let frames = try run.run(0.2, commands: [(run.time + 0.01, .refreshFinish)])
    #expect(run.demo.screen.restorableState == before)
    #expect(frames.allSatisfy { $0.y == 0 && $0["header"].y == top })
  }

  @Test func badInputThrowsTypedErrorsNamingTheField() throws {
    let header = Layer()
    func make(
      h: Double = 80, t: Double = 40, items: [TabItem] = CollapsingDemo.items
    ) throws(TabMotionError) -> CollapsingTabScreen {
      try CollapsingTabScreen(
        title: "x", header: header, items: items, rowCount: 10, headerHeight: h, tabBarHeight: t
      ) { _, i in SampleData.asset(i) }
    }
    #expect(throws: TabMotionError.self) { try make(h: -1) }
    for (h, t, field) in [
      (-1.0, 40.0, "headerHeight"), (.nan, 40, "headerHeight"), (80, -3, "tabBarHeight"),
      (80, .nan, "tabBarHeight"), (80, .infinity, "tabBarHeight"),
    ] {
      do {
        _ = try make(h: h, t: t)
        Issue.record("no error for H \(h), T \(t)")
      } catch {
        #expect(error.field == field)
      }
    }
    do {
      _ = try make(items: [])
      Issue.record("no error for zero tabs")
    } catch {
      #expect(error.field == "items")
    }
    // A scripted index outside the tabs changes nothing.
    var run = try CollapsingRun()
    try run.run(0.1)
    let state = run.demo.screen.restorableState
    #expect(throws: TabMotionError.self) { try run.demo.perform(.select(4), at: 0.1) }
    #expect(throws: TabMotionError.self) { try run.demo.perform(.select(-1), at: 0.1) }
    #expect(run.demo.screen.restorableState == state && run.demo.screen.activeIndex == 0)
  }

  @Test func stateRestoresAndClampsIntoAnotherTabSetOrSize() throws {
    var run = try CollapsingRun()
    try run.run(
      1.5,
      events: CollapsingRun.drag(
        from: Point(195, 700), to: Point(195, 400), start: 0.01, duration: 0.4))
    run.demo.screen.select(2, animated: false, at: run.time)
    try run.run(0.1)
    let state = try #require(run.demo.screen.restorableState)
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(ScreenState.self, from: data)
    #expect(decoded == state)

    var same = try CollapsingRun()
    same.demo.screen.restoreState(decoded, at: 0)
    let f = try #require(try same.run(0.1).last)
    #expect(f.selected == 2)
    for i in 0..<4 { #expect(f.offset(i) == state.offsets[CollapsingDemo.items[i].id]) }

    // Fewer rows (deep offsets clamp to the new end), an unknown id and a broken number.
    var edited = decoded
    edited.offsets["all"] = .nan
    edited.offsets["gainers"] = 1e9
    var small = try CollapsingRun(rowCount: 20)
    small.demo.screen.restoreState(edited, at: 0)
    let g = try #require(try small.run(0.1).last)
    let maxOffset = try #require(small.demo.screen.scrollModel(ofPage: 2)?.maxOffset)
    #expect(g.selected == 2 && g.y == maxOffset)
    // 20 rows × 64 + H + T + 34 − (844 − 91): the end of the content.
    #expect(abs(maxOffset - (20 * 64 + 120 + 34 - 753)) < 1e-9)
    for i in 0..<4 { #expect(g.offset(i).isFinite && g.offset(i) >= 0) }

    let other = ScreenState(
      selection: TabSelectionState(selectedIndex: 9, selectedID: "nope"), offsets: ["x": 5])
    var third = try CollapsingRun()
    third.demo.screen.restoreState(other, at: 0)
    let k = try #require(try third.run(0.1).last)
    #expect(k.selected == 3 && k.y == 0)
  }

  @Test func rotationMidFlingKeepsTheSelectedContentInPlace() throws {
    var run = try CollapsingRun()
    let fling = try run.run(
      0.3,
      events: CollapsingRun.drag(
        from: Point(195, 700), to: Point(195, 450), start: 0.01, duration: 0.12, fling: true))
    let before = try #require(fling.last)
    try run.demo.layout(ScreenEnvironment(size: Size(844, 390), scale: 1), at: run.time)
    let after = try #require(try run.run(Frames.interval).first)
    // One frame of momentum at most, no jump to another offset.
    let v = abs(after.y - before.y) * 120
    #expect(after.y >= before.y && v < 5_000)
    #expect(after["header"].w == 844 && after["tabBar"].w == 844)
    // Landscape: no top safe area, the navigation bar is 44 pt.
    let collapse = min(h, max(0, after.y))
    #expect(abs(after["header"].y - (44 - collapse)) < 1e-3)
  }

  @Test func rightToLeftMirrorsTheTabs() throws {
    var run = try CollapsingRun(direction: .rightToLeft)
    let f = try #require(try run.run(0.1).last)
    #expect(f["item.0"].x > f["item.3"].x)
    let frames = try run.run(
      1.0,
      events: CollapsingRun.drag(
        from: Point(60, 600), to: Point(330, 600), start: run.time + 0.01, duration: 0.25,
        fling: true))
    #expect(frames.last?.selected == 1)
  }

  @Test func tabsExposeSemantics() throws {
    let run = try CollapsingRun()
    func collect(_ layer: Layer) -> [Semantics] {
      (layer.semantics.map { [$0] } ?? []) + layer.children.flatMap(collect)
    }
    let labelled = collect(run.demo.root).filter { $0.role == .tab }
    #expect(labelled.count == 4)
    #expect(labelled.map(\.label) == ["All", "Watchlist", "Gainers", "Losers"])
    #expect(labelled.map(\.isSelected) == [true, false, false, false])
    #expect(labelled.compactMap { $0.position?.count } == [4, 4, 4, 4])
    #expect(labelled.contains { $0.label == "All" })
  }
  @Test func rotationMidSwipeKeepsThePagesWhereTheyAre() throws {
    var run = try CollapsingRun()
    var events = CollapsingRun.drag(
      from: Point(330, 600), to: Point(180, 600), start: 0.01, duration: 0.2, hold: 0)
    events.removeLast()  // the finger stays down
    let swiping = try #require(try run.run(0.3, events: events).last)
    #expect(swiping.progress > 0.2 && swiping.progress < 0.5)
    try run.demo.layout(ScreenEnvironment(size: Size(844, 390), scale: 1), at: run.time)
    let after = try #require(try run.run(Frames.interval).first)
    #expect(abs(after.progress - swiping.progress) < 1e-3)
    #expect(after["page.0"].w == 844)
  }

  @Test func onlyRowsOnScreenExistWhateverTheListLength() throws {
    for rows in [100, 100_000] {
      var run = try CollapsingRun(rowCount: rows)
      try run.run(
        1.0,
        events: CollapsingRun.drag(
          from: Point(195, 700), to: Point(195, 300), start: 0.01, duration: 0.3))
      let page = try #require(run.demo.screen.pager.page(0) as? RowListPage)
      // (844 − 91) / 64 rows on screen plus one row of margin each side.
      #expect(page.list.liveRowCount <= Int((753.0 / 64).rounded(.up)) + 3)
    }
  }
}
