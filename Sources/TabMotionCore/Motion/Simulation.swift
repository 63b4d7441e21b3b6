/// A one-dimensional motion as a pure function of time, Flutter-style: no state is advanced,
/// so any time can be asked in any order and the answer is always the same.
///
/// Time `t` is in seconds since the simulation started; position is in the caller's units
/// (points, or a fraction) and velocity in those units per second.
public protocol Simulation: Sendable {
  /// The position `t` seconds after the start, in the simulation's units.
  func position(at t: Double) -> Double
  /// The velocity `t` seconds after the start, in units per second.
  func velocity(at t: Double) -> Double
  /// True once the motion has come to rest; from then on `position(at:)` is exactly the
  /// resting position and `velocity(at:)` is 0.
  func isFinished(at t: Double) -> Bool
}

/// How close to rest a simulation must be to count as finished.
public struct Tolerance: Hashable, Sendable {
  /// Largest distance from the resting position, in the simulation's units.
  public var distance: Double
  /// Largest speed, in units per second.
  public var velocity: Double

  /// Creates a tolerance; a distance or velocity that is not finite and positive falls back to
  /// its default (10⁻³ units, 10⁻² units per second).
  public init(distance: Double = 1e-3, velocity: Double = 1e-2) {
    self.distance = distance.isFinite && distance > 0 ? distance : 1e-3
    self.velocity = velocity.isFinite && velocity > 0 ? velocity : 1e-2
  }

  /// Tight enough for points on a 3× screen (a thousandth of a pixel), the default.
  public static let `default` = Tolerance()
  /// For unit fractions (0…1 progress) that get multiplied by a screen length.
  public static let fraction = Tolerance(distance: 1e-5, velocity: 1e-4)
}

/// Replaces NaN by `fallback` and clamps ±∞ to ±`limit`; the input boundary's sanitiser.
@inlinable
public func sanitized(_ v: Double, fallback: Double = 0, limit: Double = 1e9) -> Double {
  if v.isNaN { return fallback }
  return min(limit, max(-limit, v))
}
