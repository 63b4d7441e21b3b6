import TabMotionTestSupport
import Testing

@testable import TabMotionCore

@Suite("PagerModel (paging rules, appearance)")
struct PagerModelTests {
  static let width = 390.0

  static func pager(
    _ count: Int = 4, at index: Int = 0, isRightToLeft rtl: Bool = false
  ) throws -> PagerModel {
    try PagerModel(pageCount: count, pageWidth: width, initialIndex: index, isRightToLeft: rtl)
  }

  /// Advances in 120 Hz frames until at rest; returns the events of every frame.
  @discardableResult
  static func run(_ m: inout PagerModel, from t0: Double, limit: Double = 5) -> [AppearanceEvent] {
    var events: [AppearanceEvent] = []
    var t = t0
    while !m.isAtRest && t < t0 + limit {
      t += Frames.interval
      events += m.advance(to: t).appearance
    }
    return events
  }

  /// Drags by `dx` points in one move and releases at `velocity` (points/s); returns every
  /// appearance event until the pager rests.
  @discardableResult
  static func swipe(
    _ m: inout PagerModel, by dx: Double, velocity: Double = 0, at t: Double = 0
  ) -> [AppearanceEvent] {
    var events = Array(m.beginDrag(at: t).appearance)
    events += m.drag(translation: dx, at: t + 0.1).appearance
    events += m.endDrag(velocity: velocity, at: t + 0.1).appearance
    return events + run(&m, from: t + 0.1)
  }

  // MARK: Release rules

  @Test(arguments: [(0.49, 0), (0.5, 0), (0.51, 1), (0.9, 1)])
  func moreThanHalfAPageTurnsIt(fraction: Double, expected: Int) throws {
    var m = try Self.pager()
    _ = m.beginDrag(at: 0)
    _ = m.drag(translation: -fraction * Self.width, at: 0.1)
    #expect(isClose(m.progress, fraction, 1e-12))
    _ = m.endDrag(velocity: 0, at: 0.1)
    #expect(m.selectedIndex == expected)
    Self.run(&m, from: 0.1)
    #expect(m.progress == Double(expected))
    #expect(m.isAtRest && !m.isInteractive)
  }

  @Test func exactlyHalfBackwardsKeepsTheStartPageToo() throws {
    var m = try Self.pager(at: 2)
    Self.swipe(&m, by: 0.5 * Self.width)
    #expect(m.selectedIndex == 2 && m.progress == 2)
  }

  @Test func flicksTurnThePageInEitherDirection() throws {
    var forward = try Self.pager(at: 1)
    Self.swipe(&forward, by: -0.1 * Self.width, velocity: -400)
    #expect(forward.progress == 2)

    var backward = try Self.pager(at: 1)
    Self.swipe(&backward, by: 0.1 * Self.width, velocity: 400)
    #expect(backward.progress == 0)

    // Slower than the minimum fling velocity: the 50 % rule decides.
    var slow = try Self.pager(at: 1)
    Self.swipe(&slow, by: -0.1 * Self.width, velocity: -250)
    #expect(slow.progress == 1)
  }

  @Test func aFlickBackCancelsWhateverTheDistance() throws {
    var m = try Self.pager(at: 1)
    Self.swipe(&m, by: -0.8 * Self.width, velocity: 500)
    #expect(m.progress == 1)
    var n = try Self.pager(at: 1)
    Self.swipe(&n, by: 0.8 * Self.width, velocity: -500)
    #expect(n.progress == 1)
  }

  @Test func completionKeepsTheFingersVelocity() throws {
    var m = try Self.pager()
    _ = m.beginDrag(at: 0)
    _ = m.drag(translation: -0.3 * Self.width, at: 0.1)
    _ = m.endDrag(velocity: -800, at: 0.1)
    #expect(m.phase == .settling)
    // 800 pt/s to the left is 800/390 pages per second forward.
    #expect(isClose(m.velocity(at: 0.1), 800 / Self.width, 1e-9))
  }

  @Test func rightToLeftMirrorsTheDragDirection() throws {
    var m = try Self.pager(isRightToLeft: true)
    _ = m.beginDrag(at: 0)
    _ = m.drag(translation: 0.6 * Self.width, at: 0.1)
    #expect(isClose(m.progress, 0.6, 1e-12))
    _ = m.endDrag(velocity: 0, at: 0.1)
    Self.run(&m, from: 0.1)
    #expect(m.progress == 1)
  }

  @Test func rubberBandsAtBothEnds() throws {
    var m = try Self.pager()
    _ = m.beginDrag(at: 0)
    _ = m.drag(translation: 100, at: 0.1)
    let band = rubberBand(offset: 100, dimension: Self.width) / Self.width
    #expect(isClose(m.progress, -band, 1e-12))
    #expect(m.visiblePages.first == 0 && m.visiblePages.second == nil)
    _ = m.endDrag(velocity: 0, at: 0.1)
    Self.run(&m, from: 0.1)
    #expect(m.progress == 0)

    var end = try Self.pager(at: 3)
    _ = end.beginDrag(at: 0)
    _ = end.drag(translation: -150, at: 0.1)
    let endBand = rubberBand(offset: 150, dimension: Self.width) / Self.width
    #expect(isClose(end.progress, 3 + endBand, 1e-12))
    // A flick past the last page cannot turn it.
    _ = end.endDrag(velocity: -2000, at: 0.1)
    Self.run(&end, from: 0.1)
    #expect(end.progress == 3 && end.selectedIndex == 3)
  }

  // MARK: Catching and programmatic moves

  @Test func catchingAMovingPagerDoesNotJump() throws {
    var m = try Self.pager()
    _ = m.select(1, animated: true, at: 0)
    _ = m.advance(to: 0.1)
    let caught = m.progress
    #expect(caught > 0.05 && caught < 0.95)
    _ = m.beginDrag(at: 0.1)
    #expect(m.progress == caught)
    _ = m.drag(translation: 0, at: 0.11)
    #expect(m.progress == caught)
    _ = m.drag(translation: -39, at: 0.12)
    #expect(isClose(m.progress, caught + 0.1, 1e-12))
  }

  @Test func aJumpPairsItsEndsAndCanBeCaught() throws {
    var m = try Self.pager()
    var seen: [AppearanceEvent] = Array(m.select(3, animated: true, at: 0).appearance)
    #expect(m.lower == 0 && m.upper == 3)
    _ = m.advance(to: 0.1)
    seen += m.advance(to: 0.15).appearance
    let f = m.fraction
    #expect(isClose(m.progress, 3 * f, 1e-12))
    _ = m.beginDrag(at: 0.15)
    // One page width of finger moves the whole jump.
    _ = m.drag(translation: -0.1 * Self.width, at: 0.2)
    #expect(isClose(m.fraction, f + 0.1, 1e-12))
    seen += m.endDrag(velocity: 0, at: 0.2).appearance
    seen += Self.run(&m, from: 0.2)
    #expect(m.progress == (f + 0.1 > 0.5 ? 3 : 0))
    // Pages 1 and 2 never showed.
    #expect(seen.allSatisfy { $0.page == 0 || $0.page == 3 })
  }

  @Test func aJumpCaughtAtItsEndSwipesToTheNeighbours() throws {
    var m = try Self.pager(at: 1)
    var seen = Array(m.select(3, animated: true, at: 0).appearance)
    var t = 0.0
    while m.fraction < 0.99 {
      t += Frames.interval
      seen += m.advance(to: t).appearance
    }
    #expect(m.lower == 1 && m.upper == 3 && !m.isAtRest)
    let p = m.progress
    seen += m.beginDrag(at: t).appearance
    // The sliver of page 1 became page 2, the neighbour; the position barely moved.
    #expect(m.lower == 2 && m.upper == 3)
    #expect(abs(m.progress - p) < 0.02)
    seen += m.drag(translation: 0.6 * Self.width, at: t + 0.1).appearance
    seen += m.endDrag(velocity: 0, at: t + 0.1).appearance
    seen += Self.run(&m, from: t + 0.1)
    #expect(m.progress == 2 && m.selectedIndex == 2)
    try Self.expectBalanced(seen, endingOn: 2, start: 1)
  }

  @Test func selectWithoutAnimationJumps() throws {
    var m = try Self.pager()
    let events = m.select(2, animated: false, at: 0)
    #expect(m.progress == 2 && m.isAtRest && m.selectedIndex == 2)
    #expect(
      Array(events.appearance) == [
        .willDisappear(0), .didDisappear(0), .willAppear(2), .didAppear(2),
      ])
    #expect(events.contains([.didChangeSelection, .didSettle, .didScroll]))
  }

  @Test func rapidSelectsRetargetAndEndOnTheLast() throws {
    var m = try Self.pager(5)
    var seen: [AppearanceEvent] = []
    var t = 0.0
    for i in 1...4 {
      seen += m.select(i, animated: true, at: t).appearance
      t += 0.02
      seen += m.advance(to: t).appearance
    }
    seen += Self.run(&m, from: t)
    #expect(m.progress == 4 && m.selectedIndex == 4)
    try Self.expectBalanced(seen, endingOn: 4, start: 0)
  }

  @Test func pageWidthChangesKeepThePosition() throws {
    var m = try Self.pager()
    _ = m.select(2, animated: true, at: 0)
    _ = m.advance(to: 0.1)
    let p = m.progress
    try m.setPageWidth(844)
    #expect(m.progress == p)
    Self.run(&m, from: 0.1)
    #expect(m.progress == 2)
  }

  // MARK: Appearance

  @Test func aCompletedSwipeFiresEachCallbackOnce() throws {
    var m = try Self.pager()
    let events = Self.swipe(&m, by: -0.7 * Self.width)
    #expect(events == [.willDisappear(0), .willAppear(1), .didDisappear(0), .didAppear(1)])
  }

  @Test func aCancelledSwipeFiresEachCallbackOnce() throws {
    var m = try Self.pager()
    let events = Self.swipe(&m, by: -0.3 * Self.width)
    #expect(events == [.willDisappear(0), .willAppear(1), .didDisappear(1), .didAppear(0)])
  }

  @Test func reversingThroughTheStartPageBalances() throws {
    var m = try Self.pager(at: 1)
    var seen = Array(m.beginDrag(at: 0).appearance)
    for (k, dx) in [-60.0, -120, -20, 40, 120, 30, -10].enumerated() {
      seen += m.drag(translation: dx, at: 0.01 * Double(k + 1)).appearance
    }
    seen += m.endDrag(velocity: 0, at: 0.1).appearance
    seen += Self.run(&m, from: 0.1)
    #expect(m.progress == 1)
    try Self.expectBalanced(seen, endingOn: 1, start: 1)
  }

  /// Every page's events alternate will…/did… (each transition fires each callback once) and
  /// end with the resting page appeared and every other page gone.
  static func expectBalanced(_ events: [AppearanceEvent], endingOn page: Int, start: Int) throws {
    var shown: [Int: Bool] = [start: true]
    var pending: [Int: Bool] = [:]
    for e in events {
      switch e {
      case .willAppear(let p), .willDisappear(let p):
        #expect(pending[p] != true, "two will… without a did… for page \(p)")
        pending[p] = true
        if case .willAppear = e { #expect(shown[p] != true) } else { #expect(shown[p] == true) }
      case .didAppear(let p), .didDisappear(let p):
        #expect(pending[p] == true, "did… without will… for page \(p)")
        pending[p] = false
        if case .didAppear = e { shown[p] = true } else { shown[p] = false }
      }
    }
    #expect(pending.values.allSatisfy { !$0 })
    #expect(shown.filter(\.value).map(\.key) == [page])
  }

  // MARK: Bad input

  @Test func badInputThrowsNamingTheField() throws {
    #expect(throws: TabMotionError.self) { try PagerModel(pageCount: 0, pageWidth: 390) }
    do {
      _ = try PagerModel(pageCount: 0, pageWidth: 390)
    } catch { #expect(error.field == "pageCount") }
    do {
      _ = try PagerModel(pageCount: 3, pageWidth: .nan)
    } catch { #expect(error.field == "pageWidth") }
    do {
      _ = try PagerModel(pageCount: 3, pageWidth: 390, initialIndex: 3)
    } catch { #expect(error.field == "initialIndex") }
    var m = try Self.pager()
    do {
      _ = try m.setProgress(.nan, at: 0)
      Issue.record("expected an error")
    } catch { #expect(error.field == "progress") }
    do {
      try m.setPageWidth(-1)
      Issue.record("expected an error")
    } catch { #expect(error.field == "pageWidth") }
    // Nothing was half-applied.
    #expect(m.progress == 0 && m.pageWidth == Self.width && m.isAtRest)
  }
}
