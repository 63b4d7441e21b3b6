import TabMotionCore

/// Integrates m·x'' = −k·(x − to) − c·x' with classical RK4 at a tiny step: an independent,
/// high-precision reference for the closed-form spring.
func integrateSpring(
  _ s: Spring, from: Double, to: Double, velocity: Double, until t: Double, step: Double = 1e-5
) -> (x: Double, v: Double) {
  var x = from
  var v = velocity
  var time = 0.0
  func acc(_ x: Double, _ v: Double) -> Double {
    (-s.stiffness * (x - to) - s.damping * v) / s.mass
  }
  while time < t - 1e-12 {
    let h = min(step, t - time)
    let k1x = v
    let k1v = acc(x, v)
    let k2x = v + h / 2 * k1v
    let k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
    let k3x = v + h / 2 * k2v
    let k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
    let k4x = v + h * k3v
    let k4v = acc(x + h * k3x, v + h * k3v)
    x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    time += h
  }
  return (x, v)
}
