import RealModule

/// The exact closed-form motion of a `Spring` from `from` to `to` with an initial velocity
/// (units per second, typically a gesture's release velocity).
///
/// Under-damped (ζ < 1): x(t) = e^(−ζω₀t)·(x₀ cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t);
/// critically damped: x(t) = e^(−ω₀t)·(x₀ + (v₀ + ω₀x₀)·t);
/// over-damped: x(t) = c₁e^(r₁t) + c₂e^(r₂t); with x the displacement from `to`.
///
/// It settles at the first time from which an upper bound of |x| stays below
/// `tolerance.distance` and of |v| below `tolerance.velocity`, computed once when created, and
/// from then on reports exactly `to` and zero velocity — so `isFinished` never flickers.
public struct SpringSimulation: Simulation, Hashable {
  /// The spring's parameters.
  public let spring: Spring
  /// The starting position, in the caller's units.
  public let from: Double
  /// The resting position the motion settles on.
  public let to: Double
  /// The velocity at `t = 0`, in units per second.
  public let initialVelocity: Double
  /// How close to rest the motion must be for ``settlingTime``.
  public let tolerance: Tolerance
  /// Seconds after which the motion is at rest on `to`.
  public private(set) var settlingTime: Double

  private let kind: Kind
  // Coefficients of the solution for the displacement x(t) = position − to.
  private let x0: Double
  private let v0: Double
  private let w0: Double
  private let zeta: Double
  private let wd: Double  // damped frequency (under-damped)
  private let r1: Double, r2: Double, c1: Double, c2: Double  // over-damped roots and weights

  private enum Kind: Hashable, Sendable { case under, critical, over }

  /// Creates the motion of `spring` from `from` to `to`, starting at `initialVelocity` (units
  /// per second, 0 by default); NaN inputs become 0 and infinities are clamped to ±10⁹.
  public init(
    spring: Spring, from: Double, to: Double, initialVelocity: Double = 0,
    tolerance: Tolerance = .default
  ) {
    self.spring = spring
    self.from = sanitized(from)
    self.to = sanitized(to)
    self.initialVelocity = sanitized(initialVelocity)
    self.tolerance = tolerance
    x0 = self.from - self.to
    v0 = self.initialVelocity
    w0 = spring.angularFrequency
    zeta = spring.dampingRatio
    if abs(zeta - 1) < 1e-9 {
      kind = .critical
      wd = 0
      (r1, r2, c1, c2) = (0, 0, 0, 0)
    } else if zeta < 1 {
      kind = .under
      wd = w0 * (1 - zeta * zeta).squareRoot()
      (r1, r2, c1, c2) = (0, 0, 0, 0)
    } else {
      kind = .over
      wd = 0
      let root = (zeta * zeta - 1).squareRoot()
      let a = -w0 * (zeta - root)
      let b = -w0 * (zeta + root)
      let k1 = (v0 - b * x0) / (a - b)
      (r1, r2, c1, c2) = (a, b, k1, x0 - k1)
    }
    settlingTime = 0
    settlingTime = computeSettlingTime()
  }

  /// The position `t` seconds after the start; exactly `to` from ``settlingTime`` on.
  public func position(at t: Double) -> Double {
    guard t < settlingTime else { return to }
    return to + displacement(max(0, t))
  }

  /// The velocity `t` seconds after the start, in units per second; 0 from ``settlingTime`` on.
  public func velocity(at t: Double) -> Double {
    guard t < settlingTime else { return 0 }
    return rawVelocity(max(0, t))
  }

  public func isFinished(at t: Double) -> Bool { t >= settlingTime }

  private func displacement(_ t: Double) -> Double {
    switch kind {
    case .under:
      let e = Double.exp(-zeta * w0 * t)
      let k = (v0 + zeta * w0 * x0) / wd
      return e * (x0 * Double.cos(wd * t) + k * Double.sin(wd * t))
    case .critical:
      return Double.exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
    case .over:
      return c1 * Double.exp(r1 * t) + c2 * Double.exp(r2 * t)
    }
  }

  private func rawVelocity(_ t: Double) -> Double {
    switch kind {
    case .under:
      let s = zeta * w0
      let k = (v0 + s * x0) / wd
      let e = Double.exp(-s * t)
      return e * (v0 * Double.cos(wd * t) - (s * k + x0 * wd) * Double.sin(wd * t))
    case .critical:
      let b = v0 + w0 * x0
      return Double.exp(-w0 * t) * (b - w0 * x0 - w0 * b * t)
    case .over:
      return c1 * r1 * Double.exp(r1 * t) + c2 * r2 * Double.exp(r2 * t)
    }
  }

  /// The first time from which envelope bounds of |x| and |v| stay inside the tolerance.
  /// The envelopes are decreasing from their peak on, so a doubling search then bisection finds
  /// the crossing; cheap enough (no allocation, ~100 exp) to do once per animation.
  private func computeSettlingTime() -> Double {
    if x0 == 0 && v0 == 0 { return 0 }
    let envelope: (Double) -> Bool = { t in
      let (bx, bv) = self.envelopes(t)
      return bx <= self.tolerance.distance && bv <= self.tolerance.velocity
    }
    if envelope(0) && abs(x0) <= tolerance.distance && abs(v0) <= tolerance.velocity {
      return 0
    }
    var hi = 1.0 / max(w0, 1e-6)
    var guardCount = 0
    while !envelope(hi) && guardCount < 60 {
      hi *= 2
      guardCount += 1
    }
    var lo = 0.0
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if envelope(mid) { hi = mid } else { lo = mid }
    }
    return hi
  }

  /// Upper bounds for |x(t)| and |v(t)| that only decrease once past their maximum.
  private func envelopes(_ t: Double) -> (Double, Double) {
    switch kind {
    case .under:
      let s = zeta * w0
      let k = (v0 + s * x0) / wd
      let e = Double.exp(-s * t)
      let ax = (x0 * x0 + k * k).squareRoot()
      let q = s * k + x0 * wd
      let av = (v0 * v0 + q * q).squareRoot()
      return (e * ax, e * av)
    case .critical:
      let b = v0 + w0 * x0
      let e = Double.exp(-w0 * t)
      // (α + βt)e^(−ω₀t) only decreases after its maximum, which is before 1/ω₀; earlier
      // times are reported as unsettled so the search predicate stays monotone.
      guard t >= 1 / w0 else { return (.infinity, .infinity) }
      let bx = (abs(x0) + abs(b) * t) * e
      let bv = (abs(b - w0 * x0) + w0 * abs(b) * t) * e
      return (bx, bv)
    case .over:
      let bx = abs(c1) * Double.exp(r1 * t) + abs(c2) * Double.exp(r2 * t)
      let bv = abs(c1 * r1) * Double.exp(r1 * t) + abs(c2 * r2) * Double.exp(r2 * t)
      return (bx, bv)
    }
  }
}
