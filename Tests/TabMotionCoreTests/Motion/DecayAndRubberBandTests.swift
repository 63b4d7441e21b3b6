import RealModule
import TabMotionTestSupport
import Testing

@testable import TabMotionCore

@Suite("Decay (UIScrollView deceleration)")
struct DecayTests {
  @Test func projectedDestinationUsesUIKitFormula() {
    // Δ = (v/1000)·r/(1−r): 0.499·v at 0.998, 0.099·v at 0.99.
    let normal = DecaySimulation(from: 0, initialVelocity: 1000, rate: .normal)
    #expect(isClose(normal.destination, 499, 1e-9))
    let fast = DecaySimulation(from: 50, initialVelocity: -1000, rate: .fast)
    #expect(isClose(fast.destination, 50 - 99, 1e-9))
    #expect(isClose(DecaySimulation.projectedTravel(velocity: 2500), 1247.5, 1e-9))
  }

  @Test func velocityDecaysByRatePerMillisecond() {
    let sim = DecaySimulation(from: 0, initialVelocity: 2000)
    let v0 = sim.velocity(at: 0.1)
    let v1 = sim.velocity(at: 0.101)
    #expect(isClose(v1 / v0, 0.998, 1e-12))
    // The position after n ms is the sum of n per-millisecond steps of v·r^k.
    var x = 0.0
    var v = 2000.0 / 1000
    for _ in 0..<250 {
      v *= 0.998
      x += v
    }
    #expect(isClose(sim.position(at: 0.25), x, 1e-9))
  }

  @Test func landsExactlyOnDestination() {
    let sim = DecaySimulation(from: 10, initialVelocity: 3000)
    #expect(sim.duration > 2 && sim.duration < 10)
    #expect(abs(sim.position(at: sim.duration - 0.001) - sim.destination) < 1.2e-3)
    #expect(sim.position(at: sim.duration) == sim.destination)
    #expect(sim.isFinished(at: sim.duration))
    #expect(sim.velocity(at: sim.duration) == 0)
  }

  @Test func timeToReachInvertsPosition() {
    let sim = DecaySimulation(from: 0, initialVelocity: 1500)
    let t = sim.time(toReach: 300)
    #expect(t != nil)
    #expect(isClose(sim.position(at: t ?? 0), 300, 1e-9))
    #expect(sim.time(toReach: 800) == nil)  // beyond the destination (748.5)
  }

  @Test func zeroAndNonFiniteVelocity() {
    #expect(DecaySimulation(from: 5, initialVelocity: 0).isFinished(at: 0))
    let nan = DecaySimulation(from: 5, initialVelocity: .nan)
    #expect(nan.destination == 5)
    let inf = DecaySimulation(from: 0, initialVelocity: .infinity)
    #expect(inf.destination.isFinite)
    #expect(inf.position(at: 0.5).isFinite)
  }
}

@Suite("Rubber band")
struct RubberBandTests {
  @Test func matchesUIKitFormula() {
    // b = (1 − 1/(x·0.55/d + 1))·d with d = 844 (a portrait viewport).
    #expect(isClose(rubberBand(offset: 10, dimension: 844), 5.464390818128274, 1e-12))
    #expect(isClose(rubberBand(offset: 100, dimension: 844), 51.63515016685207, 1e-12))
    #expect(isClose(rubberBand(offset: 1000, dimension: 844), 332.99856527977045, 1e-12))
    #expect(isClose(rubberBand(offset: -300, dimension: 844), -138.01783944499505, 1e-12))
    #expect(rubberBand(offset: 0, dimension: 844) == 0)
  }

  @Test func startsWithSlopeCoefficientAndNeverReachesDimension() {
    let tiny = rubberBand(offset: 1e-6, dimension: 500)
    #expect(isClose(tiny / 1e-6, 0.55, 1e-6))
    #expect(rubberBand(offset: 1e12, dimension: 500) < 500)
    #expect(rubberBand(offset: .infinity, dimension: 500) == 500)
    #expect(rubberBand(offset: .nan, dimension: 500) == 0)
    #expect(rubberBand(offset: 10, dimension: 0) == 0)
  }

  @Test func inverseRoundTrips() {
    for x in [0.5, 12, 140, 900, 4000.0] {
      let b = rubberBand(offset: x, dimension: 390)
      #expect(isClose(rubberBandInverse(band: b, dimension: 390), x, 1e-6 * max(1, x)))
      #expect(isClose(rubberBandInverse(band: -b, dimension: 390), -x, 1e-6 * max(1, x)))
    }
  }
}
