import RealModule
import TabMotionTestSupport
import Testing

@testable import TabMotionCore

@Suite("Spring parameterisations (SwiftUI's documented conversions)")
struct SpringTests {
  @Test func durationBounceToPhysical() {
    // SwiftUI: Spring(duration: 0.5, bounce: 0.3) ⇔ mass 1, stiffness 157.9, damping 17.6.
    let s = Spring(duration: 0.5, bounce: 0.3)
    #expect(s.mass == 1)
    #expect(isClose(s.stiffness, 157.91367, 1e-4))
    #expect(isClose(s.damping, 17.59292, 1e-4))
    #expect(isClose(s.duration, 0.5, 1e-12))
    #expect(isClose(s.bounce, 0.3, 1e-12))
    #expect(isClose(s.dampingRatio, 0.7, 1e-12))
  }

  @Test func physicalToDurationBounce() {
    // SwiftUI: Spring(mass: 1, stiffness: 100, damping: 10) ⇔ duration 0.63, bounce 0.5.
    let s = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(isClose(s.duration, 0.6283185, 1e-6))
    #expect(isClose(s.bounce, 0.5, 1e-12))
    #expect(isClose(s.dampingRatio, 0.5, 1e-12))
    #expect(isClose(s.response, s.duration, 0))
  }

  @Test func responseDampingFraction() {
    let s = Spring(response: 0.55, dampingFraction: 0.825)
    #expect(isClose(s.duration, 0.55, 1e-12))
    #expect(isClose(s.dampingRatio, 0.825, 1e-12))
    #expect(isClose(s.bounce, 0.175, 1e-12))
    // The same spring expressed by duration/bounce.
    let t = Spring(duration: 0.55, bounce: 0.175)
    #expect(isClose(t.stiffness, s.stiffness, 1e-9))
    #expect(isClose(t.damping, s.damping, 1e-9))
  }

  @Test func overDampedBounceIsNegative() {
    let s = Spring(duration: 0.4, bounce: -0.5)
    #expect(isClose(s.dampingRatio, 2, 1e-12))
    #expect(isClose(s.bounce, -0.5, 1e-12))
    let heavy = Spring(mass: 2, stiffness: 50, damping: 40)
    #expect(isClose(heavy.duration, 2 * Double.pi * (2.0 / 50).squareRoot(), 1e-12))
    #expect(isClose(heavy.dampingRatio, 2, 1e-12))
  }

  @Test func invalidParametersAreRejectedOrReplaced() {
    #expect(throws: TabMotionError.self) { try Spring.validated(duration: -1, bounce: 0) }
    #expect(throws: TabMotionError.self) { try Spring.validated(duration: .nan, bounce: 0) }
    #expect(throws: TabMotionError.self) { try Spring.validated(duration: 1, bounce: -1) }
    #expect(throws: TabMotionError.self) {
      try Spring.validated(mass: 0, stiffness: 1, damping: 1)
    }
    let fallback = Spring(mass: .nan, stiffness: 100, damping: 10)
    #expect(fallback == Spring(duration: 0.5, bounce: 0))
  }
}

@Suite("SpringSimulation closed form")
struct SpringSimulationTests {
  static let cases: [(Spring, Double, Double, Double)] = [
    (Spring(duration: 0.5, bounce: 0.3), 0, 100, 0),  // under-damped
    (Spring(duration: 0.5, bounce: 0), 0, 100, 0),  // critical
    (Spring(duration: 0.5, bounce: -0.4), 0, 100, 0),  // over-damped
    (Spring(duration: 0.35, bounce: 0.2), 300, -20, -2500),  // gesture velocity carried
    (Spring(mass: 1, stiffness: 100, damping: 20), 10, 0, 800),  // critical, overshoots
  ]

  @Test(arguments: 0..<5)
  func matchesNumericalIntegration(_ i: Int) {
    let (spring, from, to, v0) = Self.cases[i]
    let sim = SpringSimulation(spring: spring, from: from, to: to, initialVelocity: v0)
    for t in stride(from: 0.0, through: 0.6, by: 0.05) where t < sim.settlingTime {
      let ref = integrateSpring(spring, from: from, to: to, velocity: v0, until: t)
      #expect(isClose(sim.position(at: t), ref.x, 1e-6), "x at \(t)")
      #expect(isClose(sim.velocity(at: t), ref.v, 1e-5), "v at \(t)")
    }
  }

  @Test(arguments: 0..<5)
  func settlesWithinToleranceThenLandsExactly(_ i: Int) {
    let (spring, from, to, v0) = Self.cases[i]
    let sim = SpringSimulation(spring: spring, from: from, to: to, initialVelocity: v0)
    #expect(sim.settlingTime > 0 && sim.settlingTime < 5)
    // Just before settling the motion is already inside the tolerance...
    let before = sim.settlingTime - 1e-3
    #expect(abs(sim.position(at: before) - to) <= 2e-3)
    #expect(!sim.isFinished(at: before))
    // ...and from then on it is exactly on target, forever.
    for t in [sim.settlingTime, sim.settlingTime + 0.01, 100] {
      #expect(sim.isFinished(at: t))
      #expect(sim.position(at: t) == to)
      #expect(sim.velocity(at: t) == 0)
    }
  }

  @Test func startsAtFromWithInitialVelocity() {
    let sim = SpringSimulation(
      spring: Spring(duration: 0.4, bounce: 0.2), from: 12, to: 40, initialVelocity: -300)
    #expect(sim.position(at: 0) == 12)
    #expect(isClose(sim.velocity(at: 0), -300, 1e-9))
  }

  @Test func underDampedOvershootMatchesBounce() {
    // Under-damped from rest: peak overshoot fraction is e^(−ζπ/√(1−ζ²)).
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let sim = SpringSimulation(spring: spring, from: 0, to: 1, tolerance: .fraction)
    let z = spring.dampingRatio
    let expected = Double.exp(-z * .pi / (1 - z * z).squareRoot())
    let peakTime = Double.pi / (spring.angularFrequency * (1 - z * z).squareRoot())
    #expect(isClose(sim.position(at: peakTime) - 1, expected, 1e-9))
  }

  @Test func nonFiniteInputsAreSanitised() {
    let sim = SpringSimulation(spring: .smooth, from: .nan, to: .infinity, initialVelocity: .nan)
    for t in stride(from: 0.0, through: 2, by: 0.1) {
      #expect(sim.position(at: t).isFinite)
      #expect(sim.velocity(at: t).isFinite)
    }
    #expect(sim.position(at: .infinity).isFinite)
  }
}
