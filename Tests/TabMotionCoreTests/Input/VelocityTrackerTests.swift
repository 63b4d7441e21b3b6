import TabMotionTestSupport
import Testing

@testable import TabMotionCore

@Suite("VelocityTracker against Flutter's recorded touch data")
struct VelocityTrackerTests {
  @Test func reproducesFlutterExpectedVelocities() {
    // Flutter's rule: one tracker, downs and moves added, the velocity checked at each up,
    // within 0.1 % relative per axis.
    var tracker = VelocityTracker()
    var i = 0
    for e in flutterVelocityEvents {
      if e.kind == "up" {
        let v = tracker.velocity()
        let expected = flutterVelocityExpected[i]
        #expect(abs((v.x - expected.x) / expected.x) < 0.001, "stroke \(i + 1) x: \(v.x)")
        #expect(abs((v.y - expected.y) / expected.y) < 0.001, "stroke \(i + 1) y: \(v.y)")
        i += 1
      } else {
        tracker.add(time: e.time, position: Point(e.x, e.y))
      }
    }
    #expect(i == flutterVelocityExpected.count)
  }

  @Test func fewerThanThreeSamplesGiveZero() {
    var t = VelocityTracker()
    t.add(time: 0, position: Point(0, 0))
    t.add(time: 0.01, position: Point(10, 0))
    #expect(t.velocity() == .zero)
    t.add(time: 0.02, position: Point(20, 0))
    #expect(isClose(t.velocity(), Point(1000, 0), 1e-9))
  }

  @Test func exactForQuadraticMotion() {
    // x = 3 + 200t + 900t²: the fit is exact, velocity at the newest sample = 200 + 1800t.
    var t = VelocityTracker()
    for k in 0..<12 {
      let time = Double(k) / 120
      t.add(time: time, position: Point(3 + 200 * time + 900 * time * time, 0))
    }
    let last = 11.0 / 120
    #expect(isClose(t.velocity().x, 200 + 1800 * last, 1e-6))
  }

  @Test func gapOver40msAndOldSamplesAreIgnored() {
    var t = VelocityTracker()
    // A fast move, then a 50 ms pause, then a slow move: only the slow part counts.
    for k in 0..<5 { t.add(time: Double(k) * 0.008, position: Point(Double(k) * 40, 0)) }
    for k in 0..<5 { t.add(time: 0.082 + Double(k) * 0.008, position: Point(200 + Double(k), 0)) }
    #expect(isClose(t.velocity().x, 125, 1e-6))
    #expect(t.velocity(at: 0.2) == .zero)  // resting > 40 ms before the release
  }

  @Test func nonFiniteSamplesAreIgnored() {
    var t = VelocityTracker()
    for k in 0..<5 { t.add(time: Double(k) * 0.01, position: Point(Double(k) * 5, 0)) }
    let v = t.velocity()
    t.add(time: .nan, position: Point(0, 0))
    t.add(time: 1, position: Point(.infinity, 0))
    #expect(t.velocity() == v)
  }
}
