import RealModule

/// UIScrollView-style momentum: the velocity is multiplied by `rate` every millisecond.
///
/// Position x(t) = from + Δ·(1 − rate^(1000·t)) with the projected travel
/// Δ = (v₀/1000)·rate/(1 − rate) — the sum of the per-millisecond steps, ≈ 0.499·v₀ at the
/// normal rate 0.998. Velocities are in units per second, t in seconds.
public struct DecaySimulation: Simulation, Hashable {
  /// A deceleration rate: the fraction of velocity kept per millisecond.
  public struct Rate: Hashable, Sendable {
    /// The fraction of velocity kept after each millisecond, in the open interval 0…1.
    public let perMillisecond: Double
    /// Creates a rate; a value that is not finite or not strictly between 0 and 1 becomes 0.998
    /// (``normal``).
    public init(_ perMillisecond: Double) {
      self.perMillisecond =
        perMillisecond.isFinite && perMillisecond > 0 && perMillisecond < 1
        ? perMillisecond : 0.998
    }
    /// `UIScrollView.DecelerationRate.normal`.
    public static let normal = Rate(0.998)
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fast = Rate(0.99)
  }

  /// The starting position, in the caller's units (NaN becomes 0).
  public let from: Double
  /// The velocity at `t = 0`, in units per second (NaN becomes 0, clamped to ±10⁶).
  public let initialVelocity: Double
  /// The fraction of velocity kept per millisecond.
  public let rate: Rate
  /// How close to ``destination`` the motion must be to count as finished.
  public let tolerance: Tolerance
  /// Where the motion comes to rest: from + Δ.
  public let destination: Double
  /// Seconds until the remaining distance is inside `tolerance.distance`; from then on the
  /// position is exactly `destination`.
  public let duration: Double

  private let travel: Double
  private let k: Double  // 1000·ln(rate), negative

  /// Creates a fling from `from` at `initialVelocity` units per second, slowing by `rate`
  /// (``Rate/normal`` by default) until within `tolerance` of its destination.
  public init(
    from: Double, initialVelocity: Double, rate: Rate = .normal, tolerance: Tolerance = .default
  ) {
    self.from = sanitized(from)
    self.initialVelocity = sanitized(initialVelocity, limit: 1e6)
    self.rate = rate
    self.tolerance = tolerance
    let r = rate.perMillisecond
    travel = DecaySimulation.projectedTravel(velocity: self.initialVelocity, rate: rate)
    destination = self.from + travel
    k = 1000 * Double.log(r)
    if abs(travel) <= tolerance.distance {
      duration = 0
    } else {
      duration = Double.log(tolerance.distance / abs(travel)) / k
    }
  }

  /// The distance a fling at `velocity` (units/s) travels before stopping.
  public static func projectedTravel(velocity: Double, rate: Rate = .normal) -> Double {
    let r = rate.perMillisecond
    return sanitized(velocity, limit: 1e6) / 1000 * r / (1 - r)
  }

  /// The position `t` seconds after the start: `from` before 0, ``destination`` from
  /// ``duration`` on.
  public func position(at t: Double) -> Double {
    guard t < duration else { return destination }
    guard t > 0 else { return from }
    return from + travel * (1 - Double.exp(k * t))
  }

  /// The velocity `t` seconds after the start, in units per second; 0 from ``duration`` on.
  public func velocity(at t: Double) -> Double {
    guard t < duration else { return 0 }
    return -travel * k * Double.exp(k * max(0, t))
  }

  public func isFinished(at t: Double) -> Bool { t >= duration }

  /// The time (s) at which the motion passes `x`, or `nil` if it never gets there.
  public func time(toReach x: Double) -> Double? {
    guard travel != 0 else { return nil }
    let fraction = (x - from) / travel  // 1 − e^(kt)
    guard fraction >= 0, fraction < 1 else { return fraction == 0 ? 0 : nil }
    let t = Double.log(1 - fraction) / k
    return t <= duration ? t : nil
  }
}
