/// One pointer (finger or mouse) sample: where, when (seconds on the frame clock), and what
/// happened. `id` distinguishes simultaneous pointers.
public struct PointerEvent: Hashable, Sendable {
  public enum Phase: String, Hashable, Sendable, CaseIterable {
    case down, move, up, cancel
  }

  public var phase: Phase
  public var id: Int
  public var position: Point
  public var time: Double

  public init(_ phase: Phase, id: Int = 0, position: Point, time: Double) {
    self.phase = phase
    self.id = id
    self.position = position
    self.time = time
  }

  /// True when position and time are finite; events that are not are dropped by recognisers.
  public var isValid: Bool { position.isFinite && time.isFinite }
}
