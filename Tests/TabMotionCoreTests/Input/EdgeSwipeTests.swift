import Testing

@testable import TabMotionCore

/// A pan restricted to a screen-edge swipe (the navigation back swipe) against the pager's
/// horizontal pan it sits over: it takes part only from the edge, only moving away from it,
/// and then wins the touch however the two are ordered.
@Suite("Edge swipe")
struct EdgeSwipeTests {
  typealias Log = GestureArenaTests.Log

  static func edge(_ log: Log, direction: Double = 1) -> PanGestureRecognizer {
    let pan = PanGestureRecognizer(axis: .horizontal) { e in
      if case .began = e { log.events.append("edge.began") }
      if case .released = e { log.events.append("edge.released") }
    }
    pan.edge = PanGestureRecognizer.EdgeSwipe(direction: direction) { p in
      direction > 0 ? p.x <= 20 : p.x >= 370
    }
    return pan
  }

  @Test func fromTheEdgeTheSwipeWinsOverThePagerWhateverTheOrder() {
    for edgeFirst in [true, false] {
      let log = Log()
      let pager = PanGestureRecognizer(axis: .horizontal) { e in
        if case .began = e { log.events.append("pager.began") }
        if case .released = e { log.events.append("pager.released") }
      }
      let edge = Self.edge(log)
      let members: [GestureRecognizer] = edgeFirst ? [edge, pager] : [pager, edge]
      GestureArenaTests.run(
        GestureArenaTests.drag(from: Point(5, 400), to: Point(200, 400), duration: 0.3), members)
      #expect(log.events.contains("edge.began"), "edge first: \(edgeFirst)")
      #expect(log.events.contains("pager.released") && !log.events.contains("pager.began"))
    }
  }

  @Test func awayFromTheEdgeOrTowardsItThePagerHasTheTouch() {
    for (from, to) in [(Point(60, 400), Point(250, 400)), (Point(5, 400), Point(-150, 400))] {
      let log = Log()
      let pager = PanGestureRecognizer(axis: .horizontal) { e in
        if case .began = e { log.events.append("pager.began") }
      }
      let edge = Self.edge(log)
      GestureArenaTests.run(
        GestureArenaTests.drag(from: from, to: to, duration: 0.3), [pager, edge])
      #expect(log.events.contains("pager.began"), "\(from) → \(to)")
      #expect(!log.events.contains("edge.began"))
    }
  }

  @Test func aMirroredSwipeStartsAtTheRightEdgeAndMovesLeft() {
    let log = Log()
    let edge = Self.edge(log, direction: -1)
    GestureArenaTests.run(
      GestureArenaTests.drag(from: Point(385, 400), to: Point(200, 400), duration: 0.3), [edge])
    #expect(log.events.contains("edge.began"))
    // The wheel is not an edge swipe's: a sample passes through untouched.
    let rest = edge.wheel(
      WheelEvent(position: Point(385, 400), translation: Point(-30, 0), isPrecise: true, time: 1))
    #expect(rest == Point(-30, 0))
  }
}
