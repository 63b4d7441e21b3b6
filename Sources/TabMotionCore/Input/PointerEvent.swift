/// One pointer (finger or mouse) sample: where, when (seconds on the frame clock), and what
/// happened. `id` distinguishes simultaneous pointers.
public struct PointerEvent: Hashable, Sendable {
  /// What happened to the pointer in this sample.
  public enum Phase: String, Hashable, Sendable, CaseIterable {
    /// A pointer phase: `down` touched or pressed, `move` moved while down, `up` lifted,
    /// `cancel` lost by the host before lifting.
    case down, move, up, cancel
  }

  /// What happened to the pointer.
  public var phase: Phase
  /// Identifies the pointer; every event of one touch carries the same id (0 by default).
  public var id: Int
  /// Where the pointer is, in scene (viewport) points.
  public var position: Point
  /// When the sample was taken, in seconds on the host's frame clock.
  public var time: Double

  /// Creates a sample; `id` defaults to 0, the single pointer of a mouse or one finger.
  public init(_ phase: Phase, id: Int = 0, position: Point, time: Double) {
    self.phase = phase
    self.id = id
    self.position = position
    self.time = time
  }

  /// True when position and time are finite; events that are not are dropped by recognisers.
  public var isValid: Bool { position.isFinite && time.isFinite }
}
