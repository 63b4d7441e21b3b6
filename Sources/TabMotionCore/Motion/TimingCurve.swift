/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2),
/// as `CAMediaTimingFunction` and CSS `cubic-bezier()` define it. Input and output are
/// fractions: `value(at:)` maps elapsed time / duration to progress.
public struct TimingCurve: Hashable, Sendable {
  /// The first control point's time coordinate, 0…1.
  public let x1: Double
  /// The first control point's progress coordinate; may leave 0…1 for an overshooting curve.
  public let y1: Double
  /// The second control point's time coordinate, 0…1.
  public let x2: Double
  /// The second control point's progress coordinate; may leave 0…1 for an overshooting curve.
  public let y2: Double

  // Polynomial coefficients of x(t) and y(t), Horner form, precomputed once.
  private let cx: Double, bx: Double, ax: Double
  private let cy: Double, by: Double, ay: Double

  /// A curve with control points (x1, y1), (x2, y2). The x coordinates must lie in 0…1 for the
  /// curve to be a function of time; values outside are clamped, non-finite ones become 0/1,
  /// and y values are bounded to ±1e6.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    func unit(_ v: Double, _ fallback: Double) -> Double {
      v.isFinite ? min(1, max(0, v)) : fallback
    }
    self.x1 = unit(x1, 0)
    self.x2 = unit(x2, 1)
    // y may leave 0…1 (overshooting curves) but is bounded so the polynomial stays finite.
    self.y1 = y1.isFinite ? min(1e6, max(-1e6, y1)) : 0
    self.y2 = y2.isFinite ? min(1e6, max(-1e6, y2)) : 1
    cx = 3 * self.x1
    bx = 3 * (self.x2 - self.x1) - cx
    ax = 1 - cx - bx
    cy = 3 * self.y1
    by = 3 * (self.y2 - self.y1) - cy
    ay = 1 - cy - by
  }

  /// Constant speed, (0, 0, 1, 1).
  public static let linear = TimingCurve(0, 0, 1, 1)
  /// Starts slowly, (0.42, 0, 1, 1).
  public static let easeIn = TimingCurve(0.42, 0, 1, 1)
  /// Ends slowly, (0, 0, 0.58, 1).
  public static let easeOut = TimingCurve(0, 0, 0.58, 1)
  /// Starts and ends slowly, (0.42, 0, 0.58, 1).
  public static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
  /// Core Animation's default curve (0.25, 0.1, 0.25, 1), `kCAMediaTimingFunctionDefault`.
  public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

  /// Progress at time fraction `x`. Inputs outside 0…1 are clamped; NaN gives 0.
  /// Accurate to better than 1e-9 in x.
  public func value(at x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    if x1 == y1 && x2 == y2 { return x }
    return sampleY(solveT(forX: x))
  }

  /// d(progress)/d(time fraction) at time fraction `x`: the curve's slope, used to hand an
  /// animation's velocity on when it is retargeted.
  public func slope(at x: Double) -> Double {
    let xc = x.isNaN ? 0 : min(1, max(0, x))
    let t = solveT(forX: xc)
    let dx = derivativeX(t)
    let dy = (3 * ay * t + 2 * by) * t + cy
    guard abs(dx) > 1e-12 else { return dy >= 0 ? 1e12 : -1e12 }
    return dy / dx
  }

  @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inline(__always) private func derivativeX(_ t: Double) -> Double {
    (3 * ax * t + 2 * bx) * t + cx
  }

  /// The curve parameter t whose x(t) = x. Newton's method converges in a few steps where the
  /// slope is healthy; bisection (x(t) is monotone for x1, x2 in 0…1) covers the rest.
  private func solveT(forX x: Double) -> Double {
    let epsilon = 1e-12
    var t = x
    for _ in 0..<8 {
      let err = sampleX(t) - x
      if abs(err) < epsilon { return t }
      let d = derivativeX(t)
      if abs(d) < 1e-7 { break }
      t -= err / d
    }
    var lo = 0.0
    var hi = 1.0
    t = x
    for _ in 0..<64 {
      let v = sampleX(t)
      if abs(v - x) < epsilon { return t }
      if x > v { lo = t } else { hi = t }
      t = (lo + hi) / 2
    }
    return t
  }
}
