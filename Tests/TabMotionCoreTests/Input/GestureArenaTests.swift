import TabMotionTestSupport
import Testing

@testable import TabMotionCore

/// The arena and the tap, pan and press recognisers, driven the way the UI's
/// `PointerDispatcher` drives them: every member joins at the down, sees every event while in
/// the arena, the arena settles claims after each move and sweeps at the lift.
@Suite("Gesture arena, tap, pan and press")
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

  /// What the dispatcher does for one pointer, with `members` in hit-test order.
  static func run(_ events: [PointerEvent], _ members: [GestureRecognizer]) {
    let arena = GestureArena()
    for e in events {
      switch e.phase {
      case .down:
        for m in members { arena.add(m, pointer: e.id) }
        for m in members where m.trackedPointer == e.id { m.pointerDown(e) }
        arena.close(pointer: e.id, at: e.time)
      case .move, .up, .cancel:
        for m in members where m.trackedPointer == e.id { m.pointerEvent(e) }
        switch e.phase {
        case .move: arena.settle(pointer: e.id, at: e.time)
        case .up: arena.sweep(pointer: e.id, at: e.time)
        default: arena.cancel(pointer: e.id, at: e.time)
        }
      }
    }
  }

  final class Log {
    var events: [String] = []
  }

  static func pan(_ axis: PanAxis, _ log: Log) -> PanGestureRecognizer {
    PanGestureRecognizer(axis: axis) { e in
      switch e {
      case .down: log.events.append("\(axis).down")
      case .began: log.events.append("\(axis).began")
      case .changed: break
      case .ended(let translation, let velocity, _):
        log.events.append(
          "\(axis).ended \(Int(translation.x)),\(Int(translation.y)) v\(Int(velocity.y))")
      case .cancelled: log.events.append("\(axis).cancelled")
      case .released: log.events.append("\(axis).released")
      case .step: log.events.append("\(axis).step")
      }
    }
  }

  @Test func verticalWinsWhenVerticalCrossesSlopFirst() {
    let log = Log()
    let horizontal = Self.pan(.horizontal, log)
    var tapped = false
    let tap = TapGestureRecognizer { _, _ in tapped = true }
    var translation = Point.zero
    var velocity = Point.zero
    let vertical = PanGestureRecognizer(axis: .vertical) { e in
      if case .ended(let tr, let v, _) = e {
        translation = tr
        velocity = v
      }
    }
    Self.run(
      Self.drag(from: Point(100, 400), to: Point(130, 200), duration: 0.3),
      [tap, vertical, horizontal])
    #expect(log.events == ["horizontal.down", "horizontal.released"])
    #expect(!tapped)
    // Translation is measured from the slop crossing, so it is 200 − ~10 pt.
    #expect(translation.y < -185 && translation.y > -192)
    #expect(isClose(velocity.y, -200 / 0.3, 1))
  }

  @Test func horizontalWinsAndTapFails() {
    let log = Log()
    var tapped = false
    let members: [GestureRecognizer] = [
      TapGestureRecognizer { _, _ in tapped = true }, Self.pan(.vertical, log),
      Self.pan(.horizontal, log),
    ]
    Self.run(Self.drag(from: Point(300, 400), to: Point(100, 410), duration: 0.2), members)
    #expect(log.events.prefix(3) == ["vertical.down", "horizontal.down", "vertical.released"])
    #expect(log.events[3] == "horizontal.began")
    #expect(!tapped)
  }

  @Test func aDiagonalDragGoesToTheAxisItMovedFurtherAlongWhateverTheOrder() {
    // Both axes pass the slop on the same sample: 14 pt across, 11 pt down.
    let events = [
      PointerEvent(.down, position: Point(100, 100), time: 0),
      PointerEvent(.move, position: Point(114, 111), time: 0.01),
      PointerEvent(.up, position: Point(114, 111), time: 0.02),
    ]
    for order in [[PanAxis.vertical, .horizontal], [.horizontal, .vertical]] {
      let log = Log()
      Self.run(events, order.map { Self.pan($0, log) })
      #expect(log.events.contains("horizontal.began"))
      #expect(log.events.contains("vertical.released"))
    }
  }

  @Test func smallMovementIsATapAtTheDownPosition() {
    var tap: (Point, Double)?
    let log = Log()
    Self.run(
      [
        PointerEvent(.down, position: Point(50, 50), time: 0),
        PointerEvent(.move, position: Point(53, 54), time: 0.02),
        PointerEvent(.up, position: Point(53, 54), time: 0.05),
      ],
      [TapGestureRecognizer { p, t in tap = (p, t) }, Self.pan(.vertical, log)])
    #expect(tap?.0 == Point(50, 50) && tap?.1 == 0.05)
    #expect(log.events == ["vertical.down", "vertical.released"])
  }

  @Test func aLongPressIsNoTap() {
    var tapped = false
    Self.run(
      [
        PointerEvent(.down, position: Point(50, 50), time: 0),
        PointerEvent(.up, position: Point(50, 50), time: 0.6),
      ],
      [TapGestureRecognizer { _, _ in tapped = true }])
    #expect(!tapped)
  }

  @Test func aLonePanStillWaitsForTheSlop() {
    // The only member wins the arena at once, but content must not jump by the slop.
    let log = Log()
    var began: Point?
    let pan = PanGestureRecognizer(axis: .vertical) { e in
      if case .began(let origin, _) = e { began = origin }
      if case .released = e { log.events.append("released") }
    }
    Self.run(Self.drag(from: Point(0, 100), to: Point(0, 160), duration: 0.1), [pan])
    #expect(began.map { $0.y > 110 && $0.y < 116 } == true)
    Self.run(Self.drag(from: Point(0, 100), to: Point(0, 105), duration: 0.05), [pan])
    #expect(log.events == ["released"])
  }

  @Test func cancelEndsABegunPanAndReleasesTheOthers() {
    let log = Log()
    var events = Array(Self.drag(from: Point(0, 0), to: Point(0, 30), duration: 0.05).dropLast())
    events.append(PointerEvent(.cancel, position: Point(0, 30), time: 0.06))
    Self.run(events, [Self.pan(.vertical, log), Self.pan(.horizontal, log)])
    #expect(log.events.last == "vertical.cancelled")
    #expect(log.events.contains("horizontal.released"))
  }

  @Test func aPressFollowsTheFingerAndFiresOnlyOnLiftInside() {
    var pressedStates: [Bool] = []
    var fired = 0
    let press = PressGestureRecognizer { p in p.x < 100 }
    press.onPressedChange = { pressedStates.append($0) }
    press.onPress = { _, _ in fired += 1 }
    Self.run(
      [
        PointerEvent(.down, position: Point(50, 0), time: 0),
        PointerEvent(.move, position: Point(150, 0), time: 0.1),
        PointerEvent(.move, position: Point(60, 0), time: 0.2),
        PointerEvent(.up, position: Point(60, 0), time: 2),
      ], [press])
    #expect(pressedStates == [true, false, true, false])
    #expect(fired == 1)
    Self.run(
      [
        PointerEvent(.down, position: Point(50, 0), time: 3),
        PointerEvent(.up, position: Point(150, 0), time: 3.1),
      ], [press])
    #expect(fired == 1)
  }

  @Test func aRejectedMemberHearsNoMore() {
    let log = Log()
    let tap = TapGestureRecognizer()
    let vertical = Self.pan(.vertical, log)
    Self.run(Self.drag(from: Point(0, 0), to: Point(0, 100), duration: 0.1), [tap, vertical])
    #expect(tap.trackedPointer == nil && vertical.trackedPointer == nil)
    #expect(
      log.events.first == "vertical.down" && log.events.last?.hasPrefix("vertical.ended") == true)
  }

  @Test func aPanAtItsEndDefersToAPanAlongTheSameAxisAroundIt() {
    // The inner pan (deeper, first in the arena) cannot move left; the outer one can.
    let log = Log()
    let inner = Self.pan(.horizontal, log)
    inner.canMove = { $0 > 0 }
    let outerLog = Log()
    let outer = Self.pan(.horizontal, outerLog)
    Self.run(Self.drag(from: Point(300, 400), to: Point(100, 400), duration: 0.2), [inner, outer])
    #expect(log.events == ["horizontal.down", "horizontal.released"])
    #expect(outerLog.events.first == "horizontal.down")
    #expect(outerLog.events.contains("horizontal.began"))
    // The other way the inner pan can move, and as the deeper of two equal claims it wins.
    let again = Log()
    let inner2 = Self.pan(.horizontal, again)
    inner2.canMove = { $0 > 0 }
    let outer2Log = Log()
    let outer2 = Self.pan(.horizontal, outer2Log)
    Self.run(
      Self.drag(from: Point(100, 400), to: Point(300, 400), duration: 0.2), [inner2, outer2])
    #expect(again.events.contains("horizontal.began"))
    #expect(outer2Log.events == ["horizontal.down", "horizontal.released"])
  }

  @Test func aDeferringPanStillWinsWhenNobodyElseClaims() {
    let log = Log()
    let pan = Self.pan(.horizontal, log)
    pan.canMove = { _ in false }
    var tapped = false
    let tap = TapGestureRecognizer { _, _ in tapped = true }
    Self.run(Self.drag(from: Point(300, 400), to: Point(100, 400), duration: 0.2), [tap, pan])
    #expect(log.events.contains("horizontal.began"))
    // Measured from the sample that crossed the slop: the second, 16.7 points in.
    #expect(log.events.last == "horizontal.ended -183,0 v0")
    #expect(!tapped)
  }

  @Test func aDeferringClaimLosesToAWeakerOneOfTheSameEvent() {
    // A diagonal drag, mostly horizontal: the vertical list's claim is the weaker, but the
    // horizontal pan defers, so the list takes the touch.
    let log = Log()
    let horizontal = Self.pan(.horizontal, log)
    horizontal.canMove = { _ in false }
    let vertical = Self.pan(.vertical, log)
    Self.run(
      [
        PointerEvent(.down, position: Point(200, 400), time: 0),
        PointerEvent(.move, position: Point(170, 388), time: 0.01),
        PointerEvent(.up, position: Point(170, 388), time: 0.02),
      ], [horizontal, vertical])
    #expect(log.events.contains("vertical.began"))
    #expect(!log.events.contains("horizontal.began"))
  }
}
