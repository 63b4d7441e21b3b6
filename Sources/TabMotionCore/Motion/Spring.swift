/// A damped harmonic oscillator's parameters, with SwiftUI's three equivalent descriptions:
///
/// - physical: `mass`, `stiffness` (N/m-like, per unit of displacement), `damping`;
/// - perceptual: `duration` (seconds, the period of the undamped oscillation) and `bounce`
///   (0 = critically damped, 0…1 = bouncier, < 0 = over-damped);
/// - `response` (= duration) and `dampingFraction` (= damping ratio ζ).
///
/// Conversions (mass m): stiffness = m·(2π/duration)², damping = 4π·m·(1 − bounce)/duration for
/// bounce ≥ 0 and 4π·m/(duration·(1 + bounce)) for bounce < 0, ζ = damping / (2·√(m·stiffness)).
/// So `Spring(duration: 0.5, bounce: 0.3)` is mass 1, stiffness 157.9, damping 17.6, and
/// `Spring(mass: 1, stiffness: 100, damping: 10)` has duration 0.628 and bounce 0.5.
///
/// Non-finite or non-positive parameters are replaced by the defaults of
/// `Spring(duration: 0.5, bounce: 0)`; use the throwing `validated` initialisers for input
/// that came from outside.
public struct Spring: Hashable, Sendable {
  /// The mass attached to the spring (1 unless given); larger is slower and bouncier.
  public let mass: Double
  /// The spring constant, force per unit of displacement; larger is faster.
  public let stiffness: Double
  /// The friction coefficient, force per unit of velocity; 0 oscillates forever.
  public let damping: Double

  /// Creates a spring from physical parameters; if any is not finite, or mass or stiffness is not
  /// positive, or damping is negative, all three fall back to `Spring(duration: 0.5, bounce: 0)`.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    let ok =
      mass.isFinite && mass > 0 && stiffness.isFinite && stiffness > 0
      && damping.isFinite && damping >= 0
    self.mass = ok ? mass : 1
    self.stiffness = ok ? stiffness : Spring.twoPi * Spring.twoPi / 0.25
    self.damping = ok ? damping : 2 * Spring.twoPi / 0.5
  }

  /// SwiftUI's `Spring(duration:bounce:)`; `bounce` is clamped to −1…1 (exclusive of −1).
  public init(duration: Double = 0.5, bounce: Double = 0) {
    let d = duration.isFinite && duration > 0 ? duration : 0.5
    let b = bounce.isFinite ? min(1, max(-0.999, bounce)) : 0
    let k = (Spring.twoPi / d) * (Spring.twoPi / d)
    let c = b >= 0 ? 2 * Spring.twoPi * (1 - b) / d : 2 * Spring.twoPi / (d * (1 + b))
    self.init(mass: 1, stiffness: k, damping: c)
  }

  /// SwiftUI's `Spring(response:dampingFraction:)`: `response` is the duration, and
  /// `dampingFraction` the damping ratio ζ.
  public init(response: Double, dampingFraction: Double) {
    let r = response.isFinite && response > 0 ? response : 0.5
    let z = dampingFraction.isFinite && dampingFraction >= 0 ? dampingFraction : 1
    let k = (Spring.twoPi / r) * (Spring.twoPi / r)
    self.init(mass: 1, stiffness: k, damping: 2 * z * k.squareRoot())
  }

  /// Like `init(mass:stiffness:damping:)` but throws for values that are not finite and positive.
  public static func validated(
    mass: Double, stiffness: Double, damping: Double
  )
    throws(TabMotionError) -> Spring
  {
    try TabMotionError.requirePositive(mass, "mass")
    try TabMotionError.requirePositive(stiffness, "stiffness")
    try TabMotionError.requireNonNegative(damping, "damping")
    return Spring(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// Like `init(duration:bounce:)` but throws for a duration that is not finite and positive or a
  /// bounce outside −1 < bounce ≤ 1.
  public static func validated(duration: Double, bounce: Double) throws(TabMotionError) -> Spring {
    try TabMotionError.requirePositive(duration, "duration")
    try TabMotionError.requireFinite(bounce, "bounce")
    guard bounce > -1, bounce <= 1 else {
      throw TabMotionError(field: "bounce", reason: "must be in -1 < bounce <= 1, got \(bounce)")
    }
    return Spring(duration: duration, bounce: bounce)
  }

  /// Undamped angular frequency ω₀ = √(k/m), radians per second.
  public var angularFrequency: Double { (stiffness / mass).squareRoot() }

  /// Damping ratio ζ = c / (2√(km)); 1 is critical damping.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// Perceptual duration in seconds: the undamped period 2π√(m/k).
  public var duration: Double { Spring.twoPi / angularFrequency }

  /// SwiftUI's `response`: the same as `duration`.
  public var response: Double { duration }

  /// Perceptual bounce: 1 − ζ when under-damped, 1/ζ − 1 (negative) when over-damped.
  public var bounce: Double {
    let z = dampingRatio
    return z <= 1 ? 1 - z : 1 / z - 1
  }

  /// A critically damped spring that settles quickly; UIKit-like defaults for snapping.
  public static let snappy = Spring(duration: 0.4, bounce: 0)
  /// SwiftUI's default `.smooth`-like spring.
  public static let smooth = Spring(duration: 0.5, bounce: 0)

  @usableFromInline static let twoPi = 2 * Double.pi
}
