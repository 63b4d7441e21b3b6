/// One scroll-wheel or touchpad sample: where the pointer is, how far the content should move
/// and whether the amount is exact (a touchpad) or a coarse step (a wheel click, an arrow key).
///
/// `translation` uses a finger's convention: the distance the content moves in points,
/// positive x to the right and positive y down. A wheel turned up (towards the top of the
/// content) therefore has a positive y, exactly like a finger pulling the content down.
public struct WheelEvent: Hashable, Sendable {
  /// Where the pointer is, in scene (viewport) points: what the wheel scrolls is found there.
  public var position: Point
  /// How far the content moves, in points (finger convention: positive x right, positive y
  /// down).
  public var translation: Point
  /// True for exact deltas that follow the hand (a touchpad), false for coarse steps that
  /// animate to their destination (a wheel click, a key).
  public var isPrecise: Bool
  /// When the sample was taken, in seconds on the host's frame clock.
  public var time: Double

  /// Creates a sample.
  public init(position: Point, translation: Point, isPrecise: Bool, time: Double) {
    self.position = position
    self.translation = translation
    self.isPrecise = isPrecise
    self.time = time
  }

  /// True when position, translation and time are finite.
  public var isValid: Bool { position.isFinite && translation.isFinite && time.isFinite }

  /// Points one wheel click (one line) scrolls.
  public static let lineStep = 48.0
  /// Seconds without a precise sample after which a touchpad scroll counts as lifted.
  public static let idleInterval = 0.1
}
