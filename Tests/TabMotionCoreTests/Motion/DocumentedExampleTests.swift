import TabMotionCore
import Testing

/// The numbers the documentation's motion-core article and the README show, computed by the
/// code they describe: when the code changes, the docs must follow.
@Suite("Documented examples: the motion core")
struct DocumentedExampleTests {
  @Test func springFromDurationAndBounce() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.damping - 17.6) < 0.05)
    let flight = SpringSimulation(spring: spring, from: 0, to: 390, initialVelocity: 1200)
    #expect(flight.isFinished(at: 2))
    #expect(flight.position(at: 2) == 390)
  }

  @Test func curvesAndDeceleration() {
    #expect(abs(TimingCurve.easeInEaseOut.value(at: 0.25) - 0.129) < 0.0005)
    #expect(
      abs(DecaySimulation(from: 0, initialVelocity: 1000, rate: .normal).destination - 499)
        < 0.5)
    #expect(abs(rubberBand(offset: 100, dimension: 844) - 51.6) < 0.05)
  }

  @Test func interpolationIsCalled() throws {
    let opacity = try Interpolation(
      inputRange: [80, 100], outputRange: [0, 1], extrapolateLeft: .clamp,
      extrapolateRight: .clamp)
    #expect(opacity(70) == 0)
    #expect(opacity(90) == 0.5)
    #expect(opacity(120) == 1)
    let border = try Interpolation(
      inputRange: [0, 40, 41], outputRange: [0, 0, 1], extrapolate: .clamp)
    #expect(border(40.5) == 0.5)
  }

  @Test func animatorRetargetsAndLands() {
    var x = Animator(value: 0.0)
    x.animate(to: 100, with: .curve(.easeInEaseOut, duration: 0.2), at: 1.0)
    let before = x.value(at: 1.1)
    x.animate(to: 300, with: .spring(.snappy), at: 1.1)
    // Continuous: the new motion starts where the old one was.
    #expect(abs(x.value(at: 1.1) - before) < 1e-9)
    #expect(!x.isAnimating(at: 3))
    #expect(x.value(at: 3) == 300)
  }
}
