import TabMotionTestSupport
import Testing

@testable import TabMotionCore

@Suite("Animator: curves, springs, retargeting")
struct AnimatorTests {
  @Test func curveFollowsTimingCurveAndLandsOnTarget() {
    var a = Animator(value: 0.0)
    a.animate(to: 100, with: .curve(.easeInEaseOut, duration: 0.2), at: 1.0)
    #expect(a.value(at: 1.0) == 0)
    #expect(isClose(a.value(at: 1.05), 100 * TimingCurve.easeInEaseOut.value(at: 0.25), 1e-9))
    #expect(isClose(a.value(at: 1.1), 50, 1e-9))
    #expect(a.value(at: 1.2) == 100)
    #expect(!a.isAnimating(at: 1.2))
  }

  @Test func retargetingMidCurveKeepsPositionAndVelocity() {
    var a = Animator(value: 0.0)
    a.animate(to: 100, with: .curve(.easeInEaseOut, duration: 0.4), at: 0)
    let t = 0.13
    let p = a.value(at: t)
    let v = a.velocity(at: t)
    #expect(v > 100)
    a.animate(to: -50, with: .curve(.easeInEaseOut, duration: 0.4), at: t)
    #expect(isClose(a.value(at: t), p, 1e-12))
    #expect(isClose(a.velocity(at: t), v, 1e-9))
    // Continuity in the frames after the switch: no jump larger than the carried speed allows.
    let dt = Frames.interval
    #expect(abs(a.value(at: t + dt) - p) < abs(v) * dt * 1.5)
    #expect(a.value(at: t + 0.4) == -50)
  }

  @Test func retargetingMidSpringKeepsPositionAndVelocity() {
    var a = Animator(value: Point(0, 0))
    a.animate(to: Point(200, 80), with: .spring(Spring(duration: 0.5, bounce: 0.2)), at: 0)
    let t = 0.1
    let p = a.value(at: t)
    let v = a.velocity(at: t)
    a.animate(to: Point(-30, 400), with: .spring(Spring(duration: 0.3, bounce: 0)), at: t)
    #expect(isClose(a.value(at: t), p, 1e-9))
    #expect(isClose(a.velocity(at: t), v, 1e-6))
    let end = a.endTime
    #expect(a.value(at: end) == Point(-30, 400))
  }

  @Test func springMatchesScalarSimulationAndCarriesGestureVelocity() {
    var a = Animator(value: 10.0)
    let spring = Spring(duration: 0.4, bounce: 0.1)
    a.animate(to: 300, with: .spring(spring), at: 2, initialVelocity: 1500)
    let sim = SpringSimulation(spring: spring, from: 10, to: 300, initialVelocity: 1500)
    for t in stride(from: 0.0, to: 0.5, by: 0.05) {
      #expect(isClose(a.value(at: 2 + t), sim.position(at: t), 1e-6))
    }
    #expect(isClose(a.velocity(at: 2), 1500, 1e-9))
  }

  @Test func animatesEveryValueType() {
    var c = Animator(value: Color.black)
    c.animate(to: .white, with: .curve(.linear, duration: 1), at: 0)
    #expect(isClose(c.value(at: 0.5).red, 0.5, 1e-12))

    var r = Animator(value: Rect(x: 0, y: 0, width: 10, height: 10))
    r.animate(
      to: Rect(x: 100, y: 0, width: 30, height: 10), with: .curve(.linear, duration: 1), at: 0)
    #expect(r.value(at: 0.5) == Rect(x: 50, y: 0, width: 20, height: 10))

    var m = Animator(value: Transform3D.identity)
    m.animate(to: .translation(40, 0), with: .curve(.linear, duration: 1), at: 0)
    #expect(isClose(m.value(at: 0.25).m41, 10, 1e-12))

    let p0 = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    let p1 = Path.rect(Rect(x: 20, y: 0, width: 10, height: 30))
    var pa = Animator(value: p0)
    pa.animate(to: p1, with: .curve(.linear, duration: 1), at: 0)
    #expect(pa.value(at: 0.5) == Path.rect(Rect(x: 10, y: 0, width: 10, height: 20)))
  }

  @Test func zeroOrInvalidDurationJumps() {
    var a = Animator(value: 1.0)
    a.animate(to: 5, with: .curve(.linear, duration: 0), at: 0)
    #expect(a.value(at: 0) == 5)
    a.animate(to: 7, with: .curve(.linear, duration: .nan), at: 0)
    #expect(a.value(at: 0) == 7)
    #expect(!a.isAnimating(at: 0))
  }

  @Test func settleReportsTheEndOnce() {
    var a = Animator(value: 0.0)
    a.animate(to: 1, with: .curve(.linear, duration: 0.1), at: 0)
    let early = a.settle(at: 0.05)
    let onTime = a.settle(at: 0.1)
    let again = a.settle(at: 0.2)
    #expect(!early)
    #expect(onTime)
    #expect(!again)
  }
}

@Suite("FrameClock")
struct FrameClockTests {
  @Test func virtualClockTicksAtFixedRateWithoutDrift() throws {
    var clock = try FrameClock(framesPerSecond: 120)
    var t = 0.0
    for _ in 0..<12_000 { t = clock.tick() }
    #expect(t == 100)
    #expect(clock.frame == 12_000)
  }

  @Test func hostClockNeverRunsBackwards() throws {
    var clock = try FrameClock()
    #expect(clock.tick(hostTime: 1000) == 0)
    #expect(clock.tick(hostTime: 1000.5) == 0.5)
    #expect(clock.tick(hostTime: 999) == 0.5)
    #expect(clock.tick(hostTime: .nan) == 0.5)
    #expect(clock.tick(hostTime: 1001) == 1)
  }

  @Test func rejectsBadRates() {
    #expect(throws: TabMotionError.self) { try FrameClock(framesPerSecond: 0) }
    #expect(throws: TabMotionError.self) { try FrameClock(framesPerSecond: .infinity) }
  }
}
