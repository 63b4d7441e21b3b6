import TabMotionCore

/// cubic-bezier(x1, y1, x2, y2) evaluated by plain bisection on x(s): a reference that
/// shares no code with `TimingCurve`.
public func cubicBezier(
  _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double
) -> Double {
  if x <= 0 { return 0 }
  if x >= 1 { return 1 }
  func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
  }
  var lo = 0.0
  var hi = 1.0
  for _ in 0..<200 {
    let mid = (lo + hi) / 2
    if bezier(x1, x2, mid) < x { lo = mid } else { hi = mid }
  }
  return bezier(y1, y2, (lo + hi) / 2)
}
