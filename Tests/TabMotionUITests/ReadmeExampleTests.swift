import TabMotionCore
import Testing

/// The README's motion-core example, as written there, compiles and gives the numbers its
/// comments promise. (The README's screen example is `Examples/RecipeBox`, built and tested
/// by `./dev test`.)
@Suite("README example")
struct ReadmeExampleTests {
  @Test func theMotionCoreExample() throws {
    let t = 0.0
    // Springs with SwiftUI's three parameterisations.
    let spring = Spring(duration: 0.5, bounce: 0.3)  // mass 1, stiffness 157.9, damping 17.6
    let sim = SpringSimulation(spring: spring, from: 0, to: 390, initialVelocity: 1200)
    _ = (sim.position(at: 0.1), sim.velocity(at: 0.1))
    #expect(sim.isFinished(at: 2) && sim.position(at: 2) == 390)
    #expect(abs(spring.stiffness - 157.9) < 0.05 && abs(spring.damping - 17.6) < 0.05)

    // Core Animation timing curves, UIScrollView deceleration and rubber band.
    #expect(TimingCurve.easeInEaseOut.value(at: 0.25) < 0.25)
    #expect(
      abs(DecaySimulation(from: 0, initialVelocity: 1000, rate: .normal).destination - 499) < 0.5)
    #expect(abs(rubberBand(offset: 100, dimension: 844) - 51.6) < 0.05)

    // React Native interpolate semantics.
    let opacity = try Interpolation(
      inputRange: [80, 100], outputRange: [0, 1], extrapolateLeft: .clamp,
      extrapolateRight: .clamp)
    #expect(opacity(90) == 0.5)

    // Animate anything Animatable; retarget at any time.
    var x = Animator(value: 0.0)
    x.animate(to: 100, with: .curve(.easeInEaseOut, duration: 0.2), at: t)
    let before = x.value(at: t + 0.1)
    x.animate(to: 300, with: .spring(.snappy), at: t + 0.1)
    // The retarget starts from the presented value: no jump.
    #expect(abs(x.value(at: t + 0.1) - before) < 1e-9)
  }
}
