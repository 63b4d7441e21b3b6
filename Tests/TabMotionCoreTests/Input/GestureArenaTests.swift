import Testing

@testable import TabMotionCore

@Suite("Gesture arena, tap and pan")
struct GestureArenaTests {
  /// A straight drag sampled at 120 Hz.
  static func drag(
    from a: Point, to b: Point, duration: Double, start: Double = 0, id: Int = 0
  ) -> [PointerEvent] {
    let n = Int((duration * 120).rounded())
    var events = [PointerEvent(.down, id: id, position: a, time: start)]
    for i in 1...n {
      let f = Double(i) / Double(n)
      events.append(
        PointerEvent(.move, id: id, position: a + (b - a) * f, time: start + Double(i) / 120))
    }
    events.append(PointerEvent(.up, id: id, position: b, time: start + duration))
    return events
  }

  @Test func verticalWinsWhenVerticalCrossesSlopFirst() {
    var arena = GestureArena()
    var out: [GestureArena.Event] = []
    for e in Self.drag(from: Point(100, 400), to: Point(130, 200), duration: 0.3) {
      if let g = arena.handle(e) { out.append(g) }
    }
    guard case .panBegan(let axis, _, _) = out[1] else {
      Issue.record("expected a pan to begin, got \(out)")
      return
    }
    #expect(axis == .vertical)
    guard case .panEnded(.vertical, let translation, let velocity, _)? = out.last else {
      Issue.record("expected a vertical pan end")
      return
    }
    // Translation is measured from the slop crossing, so it is 200 − ~10 pt.
    #expect(translation.y < -185 && translation.y > -192)
    #expect(isClose(velocity.y, -200 / 0.3, 1))
  }

  @Test func horizontalWinsAndTapFails() {
    var arena = GestureArena()
    var began: PanAxis?
    var tapped = false
    for e in Self.drag(from: Point(300, 400), to: Point(100, 410), duration: 0.2) {
      switch arena.handle(e) {
      case .panBegan(let a, _, _): began = a
      case .tap: tapped = true
      default: break
      }
    }
    #expect(began == .horizontal)
    #expect(!tapped)
  }

  @Test func smallMovementIsATap() {
    var arena = GestureArena()
    _ = arena.handle(PointerEvent(.down, position: Point(50, 50), time: 0))
    _ = arena.handle(PointerEvent(.move, position: Point(53, 54), time: 0.02))
    let e = arena.handle(PointerEvent(.up, position: Point(53, 54), time: 0.05))
    #expect(e == .tap(Point(50, 50), time: 0.05))
  }

  @Test func disabledAxisCannotWin() {
    var arena = GestureArena(horizontal: false, vertical: true)
    var began = false
    for e in Self.drag(from: Point(300, 400), to: Point(100, 405), duration: 0.2) {
      if case .panBegan = arena.handle(e) { began = true }
    }
    #expect(!began)
  }

  @Test func secondPointerIsIgnoredAndCancelEnds() {
    var arena = GestureArena()
    _ = arena.handle(PointerEvent(.down, id: 1, position: Point(0, 0), time: 0))
    #expect(arena.handle(PointerEvent(.down, id: 2, position: Point(5, 5), time: 0.01)) == nil)
    #expect(arena.handle(PointerEvent(.move, id: 2, position: Point(50, 50), time: 0.02)) == nil)
    _ = arena.handle(PointerEvent(.move, id: 1, position: Point(0, 30), time: 0.03))
    #expect(
      arena.handle(PointerEvent(.cancel, id: 1, position: Point(0, 30), time: 0.04))
        == .panCancelled(.vertical, time: 0.04))
    #expect(!arena.isTracking)
  }

  @Test func nonFiniteAndBackwardsEventsAreSanitised() {
    var arena = GestureArena()
    #expect(arena.handle(PointerEvent(.down, position: Point(.nan, 0), time: 0)) == nil)
    #expect(arena.handle(PointerEvent(.down, position: Point(0, 0), time: .infinity)) == nil)
    _ = arena.handle(PointerEvent(.down, position: Point(0, 0), time: 1))
    let e = arena.handle(PointerEvent(.move, position: Point(0, 40), time: 0.5))
    #expect(e == .panBegan(.vertical, origin: Point(0, 40), time: 1))
  }
}
