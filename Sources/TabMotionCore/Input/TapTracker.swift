/// Recognises a tap: a pointer that goes down and up within `slop` points of where it went
/// down and within `maximumDuration` seconds.
struct TapTracker: Sendable {
  /// Points the pointer may wander before the touch stops being a tap (10 pt by default).
  var slop: Double
  /// Seconds a press may last and still be a tap.
  var maximumDuration: Double
  private var down: PointerEvent?
  private var failed = false

  init(slop: Double = 10, maximumDuration: Double = 0.5) {
    self.slop = slop.isFinite && slop >= 0 ? slop : 10
    self.maximumDuration = maximumDuration.isFinite && maximumDuration > 0 ? maximumDuration : 0.5
  }

  /// Feeds one event of the tracked pointer; returns the tap's position on a recognised up.
  mutating func handle(_ e: PointerEvent) -> Point? {
    switch e.phase {
    case .down:
      down = e
      failed = false
    case .move:
      if let d = down, e.position.distance(to: d.position) > slop { failed = true }
    case .up:
      defer { down = nil }
      guard let d = down, !failed, e.position.distance(to: d.position) <= slop,
        e.time - d.time <= maximumDuration
      else { return nil }
      return d.position
    case .cancel:
      down = nil
    }
    return nil
  }

  /// Gives up on the current touch (another gesture won).
  mutating func fail() { failed = true }

  /// True once the touch can no longer be a tap (it moved too far, or `fail` was called).
  var hasFailed: Bool { failed }
}
