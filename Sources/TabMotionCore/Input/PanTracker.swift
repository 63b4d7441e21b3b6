/// Tracks one pointer as a pan along an axis. The pan begins when the pointer has moved more
/// than `slop` points along the axis; translation is then measured from the point where the
/// slop was crossed (Flutter's `DragStartBehavior.start`), so content does not jump by the
/// slop when it starts to follow the finger.
struct PanTracker: Sendable {
  enum State: Hashable, Sendable {
    case idle
    /// Pointer down, not yet past the slop.
    case possible
    /// Recognised and tracking.
    case active
  }

  let axis: PanAxis
  var slop: Double
  private(set) var state: State = .idle
  /// Where the pointer went down.
  private(set) var downPosition: Point = .zero
  /// Where the pan began (the slop crossing).
  private(set) var origin: Point = .zero
  private(set) var lastPosition: Point = .zero
  private var tracker = VelocityTracker()

  init(axis: PanAxis, slop: Double = 10) {
    self.axis = axis
    self.slop = slop.isFinite && slop >= 0 ? slop : 10
  }

  /// Translation since the pan began, in points.
  var translation: Point { lastPosition - origin }

  /// Pointer went down: becomes possible.
  mutating func down(_ e: PointerEvent) {
    state = .possible
    downPosition = e.position
    origin = e.position
    lastPosition = e.position
    tracker.reset()
    tracker.add(time: e.time, position: e.position)
  }

  /// Records a move; returns how far past the slop the pointer is (positive ⇒ may begin).
  mutating func move(_ e: PointerEvent) -> Double {
    lastPosition = e.position
    tracker.add(time: e.time, position: e.position)
    return state == .possible ? axis.excess(e.position - downPosition, slop: slop) : 0
  }

  /// Starts the pan at the current pointer position.
  mutating func begin() {
    state = .active
    origin = lastPosition
  }

  /// Release velocity in points per second at `time` (zero if the pointer rested > 40 ms).
  func velocity(at time: Double) -> Point { tracker.velocity(at: time) }

  /// Back to idle (pointer up, cancelled, or another gesture won).
  mutating func reset() { state = .idle }
}
