/// Recognises a tap: a pointer that goes down and up within `slop` points of where it went
/// down and within `maximumDuration` seconds.
public struct TapRecognizer: Sendable {
  /// Points the pointer may wander before the touch stops being a tap (10 pt by default).
  public var slop: Double
  /// Seconds a press may last and still be a tap.
  public var maximumDuration: Double
  private var down: PointerEvent?
  private var failed = false

  public init(slop: Double = 10, maximumDuration: Double = 0.5) {
    self.slop = slop.isFinite && slop >= 0 ? slop : 10
    self.maximumDuration = maximumDuration.isFinite && maximumDuration > 0 ? maximumDuration : 0.5
  }

  /// Feeds one event of the tracked pointer; returns the tap's position on a recognised up.
  public mutating func handle(_ e: PointerEvent) -> Point? {
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
  public mutating func fail() { failed = true }
}
