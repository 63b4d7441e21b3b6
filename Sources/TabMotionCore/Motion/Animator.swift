/// Animates a value towards a target with a timing curve or a spring, and can be retargeted at
/// any moment: the new animation starts from the *presented* value and keeps the presented
/// velocity, so there is never a jump or a restart.
///
/// Every motion is written as `target + d₀·a(t) + v₀·b(t)` where d₀ = start − target and v₀
/// is the velocity at the start; a(t), b(t) are the scalar responses of the curve or spring to a
/// unit displacement and a unit velocity. That works for any `Animatable` (Double, Point, Rect,
/// Color, Transform3D, Path) and costs two scalar evaluations per query.
///
/// For a timing curve c over duration D, a(t) = 1 − c(t/D) and b(t) = t·(1 − t/D)²: the carried
/// velocity fades out over the animation and the value lands exactly on the target at D.
///
/// Times are seconds on the caller's clock (a `FrameClock`); velocities are per second.
public struct Animator<Value: Animatable>: Sendable {
  /// How the value travels to its target.
  public enum Motion: Hashable, Sendable {
    /// A timing curve over a fixed duration (seconds).
    case curve(TimingCurve, duration: Double)
    /// A spring; its settling time follows from its parameters and the distance.
    case spring(Spring)
  }

  /// The value the current (or last) animation ends at; the resting value once it has finished.
  public private(set) var target: Value
  private var start: Value
  private var startVelocity: Value
  private var startTime: Double
  private var motion: Motion?
  private var unitDisplacement: SpringSimulation?
  private var unitVelocity: SpringSimulation?
  /// Absolute time at which the current animation ends (−∞ when at rest).
  public private(set) var endTime: Double
  /// Distance within which a spring counts as settled, in the value's units.
  public var tolerance: Tolerance

  /// Creates an animator resting at `value`; springs settle within `tolerance`.
  public init(value: Value, tolerance: Tolerance = .default) {
    target = value
    start = value
    startVelocity = value.zeroed
    startTime = 0
    endTime = -.infinity
    self.tolerance = tolerance
  }

  /// Jumps to `value` with no animation and no velocity.
  public mutating func set(_ value: Value) {
    target = value
    start = value
    startVelocity = value.zeroed
    motion = nil
    unitDisplacement = nil
    unitVelocity = nil
    endTime = -.infinity
  }

  /// Starts animating from the value presented at `time` towards `newTarget`.
  /// - Parameters:
  ///   - newTarget: The value to end at; it becomes ``target`` at once.
  ///   - motion: A timing curve with its duration, or a spring.
  ///   - time: When the animation starts, in seconds on the frame clock; a non-finite time
  ///     is replaced by the start time of the previous animation.
  ///   - initialVelocity: Overrides the carried velocity (e.g. a finger's release velocity,
  ///     units per second); by default the presented velocity at `time` is kept.
  public mutating func animate(
    to newTarget: Value, with motion: Motion, at time: Double, initialVelocity: Value? = nil
  ) {
    let now = time.isFinite ? time : startTime
    let from = value(at: now)
    let v = initialVelocity ?? velocity(at: now)
    target = newTarget
    start = from
    startVelocity = v.magnitudeSquared.isFinite ? v : v.zeroed
    startTime = now
    unitDisplacement = nil
    unitVelocity = nil
    switch motion {
    case .curve(let curve, let duration):
      guard duration.isFinite, duration > 0 else {
        set(newTarget)
        return
      }
      self.motion = .curve(curve, duration: duration)
      endTime = now + duration
    case .spring(let spring):
      self.motion = motion
      let d = (start - target).magnitudeSquared.squareRoot()
      let s = startVelocity.magnitudeSquared.squareRoot()
      // Scale each unit response's tolerance by its weight so the sum stays inside tolerance.
      let a = SpringSimulation(
        spring: spring, from: 1, to: 0,
        tolerance: Tolerance(
          distance: tolerance.distance / max(d, 1e-12),
          velocity: tolerance.velocity / max(d, 1e-12)))
      let b = SpringSimulation(
        spring: spring, from: 0, to: 0, initialVelocity: 1,
        tolerance: Tolerance(
          distance: tolerance.distance / max(s, 1e-12),
          velocity: tolerance.velocity / max(s, 1e-12)))
      unitDisplacement = d > 0 ? a : nil
      unitVelocity = s > 0 ? b : nil
      let settle = max(d > 0 ? a.settlingTime : 0, s > 0 ? b.settlingTime : 0)
      if settle == 0 {
        set(newTarget)
        return
      }
      endTime = now + settle
    }
  }

  /// The presented value at `time`.
  public func value(at time: Double) -> Value {
    guard let motion, time < endTime else { return target }
    let t = max(0, time - startTime)
    let (a, b) = responses(motion, t)
    return target + (start - target) * a + startVelocity * b
  }

  /// The presented velocity at `time`, units per second.
  public func velocity(at time: Double) -> Value {
    guard let motion, time < endTime else { return target.zeroed }
    let t = max(0, time - startTime)
    let (da, db) = responseRates(motion, t)
    return (start - target) * da + startVelocity * db
  }

  /// True while an animation is in flight at `time`.
  public func isAnimating(at time: Double) -> Bool { motion != nil && time < endTime }

  /// Drops a finished animation so the value is plainly at rest (keeps state small and lets
  /// callers know motion has ended exactly once). Returns true when an animation just ended.
  @discardableResult
  public mutating func settle(at time: Double) -> Bool {
    guard motion != nil, time >= endTime else { return false }
    set(target)
    return true
  }

  private func responses(_ motion: Motion, _ t: Double) -> (Double, Double) {
    switch motion {
    case .curve(let curve, let duration):
      let u = min(1, t / duration)
      return (1 - curve.value(at: u), t * (1 - u) * (1 - u))
    case .spring:
      return (
        unitDisplacement?.position(at: t) ?? 0, unitVelocity?.position(at: t) ?? 0
      )
    }
  }

  private func responseRates(_ motion: Motion, _ t: Double) -> (Double, Double) {
    switch motion {
    case .curve(let curve, let duration):
      let u = min(1, t / duration)
      return (-curve.slope(at: u) / duration, (1 - u) * (1 - 3 * u))
    case .spring:
      return (
        unitDisplacement?.velocity(at: t) ?? 0, unitVelocity?.velocity(at: t) ?? 0
      )
    }
  }
}
