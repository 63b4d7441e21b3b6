import TabMotionCore

/// Delivers pointer events to the gesture recognisers of a scene — the one input path every
/// host uses (UIKit's window sending touches to the hit view's recognisers; Flutter's
/// `GestureBinding` with its hit test and arena).
///
/// ```
///  down ─► root.hitTestPath(p) ─► recognisers of each layer on the path, deepest first
///            ─► all join the GestureArena for that pointer ─► each sees the down
///  move ─► every recogniser still in (or the winner) sees it ─► the arena settles claims
///  up   ─► the same, then the arena sweeps: an undisputed touch goes to the deepest member
/// ```
///
/// One pointer drives the scene at a time (others are ignored until it lifts, as a phone's
/// primary touch does). Events with NaN/∞ position or time are dropped, and a time
/// earlier than the previous event's is raised to it (time never runs backwards).
public final class PointerDispatcher {
  private let arena = GestureArena()
  private var pointer: Int?
  private var members: [GestureRecognizer] = []
  private var lastTime = -Double.infinity

  /// Creates a dispatcher with its own gesture arena and no pointer down.
  public init() {}

  /// True while a pointer is down.
  public var isTracking: Bool { pointer != nil }

  /// Hit-tests a down against `root` (points in the root's coordinates) and routes it and the
  /// rest of its touch to the recognisers found.
  public func dispatch(_ event: PointerEvent, to root: Layer) {
    guard event.isValid else { return }
    var e = event
    e.time = max(e.time, lastTime)
    switch e.phase {
    case .down:
      guard pointer == nil else { return }
      lastTime = e.time
      pointer = e.id
      members = root.hitTestPath(e.position).flatMap { layer in
        layer.gestureRecognizers.filter { $0.isEnabled && $0.trackedPointer == nil }
      }
      for m in members { arena.add(m, pointer: e.id) }
      for m in members where m.trackedPointer == e.id { m.pointerDown(e) }
      arena.close(pointer: e.id, at: e.time)
    case .move, .up, .cancel:
      guard pointer == e.id else { return }
      lastTime = e.time
      for m in members where m.trackedPointer == e.id { m.pointerEvent(e) }
      switch e.phase {
      case .move: arena.settle(pointer: e.id, at: e.time)
      case .up: arena.sweep(pointer: e.id, at: e.time)
      default: arena.cancel(pointer: e.id, at: e.time)
      }
      if e.phase != .move {
        pointer = nil
        members.removeAll()
      }
    }
  }
}
