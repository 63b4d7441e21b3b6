import PropertyBased
import TabMotionTestSupport
import Testing

@testable import TabMotionCore

/// Invariants under arbitrary input, finite or not.
@Suite("Properties: nothing non-finite comes out")
struct PropertyTests {
  static let specials: [Double] = [
    .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0, -0.0,
    .leastNonzeroMagnitude,
  ]
  /// A value that is one of the specials a quarter of the time, else an ordinary number.
  static func pick(_ k: Int, _ x: Double) -> Double { k < specials.count ? specials[k] : x }
  static let any = Gen.int(in: 0...31)
  static let number = Gen.double(in: -1e6...1e6)

  @Test func timingCurveAlwaysFinite() async {
    await propertyCheck(input: Self.any, Self.number, Self.any, Self.number) { k1, x1, k2, x2 in
      let c = TimingCurve(0.3, Self.pick(k1, x1), 0.6, 1.2)
      let y = c.value(at: Self.pick(k2, x2 / 1e6))
      #expect(y.isFinite)
    }
  }

  @Test func springSimulationAlwaysFinite() async {
    await propertyCheck(input: Self.any, Self.number, Self.any, Self.number, Gen.double(in: 0...3))
    { k1, a, k2, v, t in
      let s = Spring(duration: Self.pick(k1, abs(a) / 1e5), bounce: 0.3)
      let sim = SpringSimulation(spring: s, from: Self.pick(k2, a), to: 0, initialVelocity: v)
      #expect(sim.position(at: t).isFinite)
      #expect(sim.velocity(at: t).isFinite)
      #expect(sim.settlingTime.isFinite)
    }
  }

  @Test func decayAndRubberBandAlwaysFinite() async {
    await propertyCheck(input: Self.any, Self.number, Self.any, Self.number) { k1, v, k2, x in
      let d = DecaySimulation(from: Self.pick(k2, x), initialVelocity: Self.pick(k1, v))
      #expect(d.position(at: 0.3).isFinite)
      #expect(d.destination.isFinite)
      #expect(rubberBand(offset: Self.pick(k1, v), dimension: Self.pick(k2, abs(x))).isFinite)
    }
  }

  @Test func interpolationFiniteAndMonotone() async {
    // Increasing inputs and outputs: the map is non-decreasing and finite everywhere.
    await propertyCheck(
      input: Gen.double(in: 0.1...100).array(of: 2...6), Gen.double(in: 0...50).array(of: 6),
      Self.any, Self.number
    ) { steps, rises, k, x in
      var input = [-50.0]
      for s in steps { input.append((input.last ?? 0) + s) }
      var output = [0.0]
      for r in rises.prefix(input.count - 1) { output.append((output.last ?? 0) + r) }
      guard let f = try? Interpolation(inputRange: input, outputRange: output, extrapolate: .extend)
      else {
        Issue.record("valid ranges rejected")
        return
      }
      let a = Self.pick(k, x / 1000)
      #expect(f(a).isFinite)
      let b = x / 1000
      #expect(f(b) <= f(b + 0.5) + 1e-9)
    }
  }

  @Test func scrollModelSurvivesRandomGestures() async {
    await propertyCheck(input: Gen.double(in: -3000...3000).array(of: 1...40), Self.any) {
      moves, k in
      guard var m = try? ScrollModel(viewportLength: 844, contentLength: 5000) else { return }
      var t = 0.0
      _ = m.beginDrag(at: t)
      var translation = 0.0
      for d in moves {
        t += Frames.interval
        translation += Self.pick(k, d) / 10
        _ = m.drag(translation: translation, at: t)
      }
      _ = m.endDrag(velocity: Self.pick(k, moves[0]), at: t)
      for _ in 0..<2400 {
        t += Frames.interval
        _ = m.advance(to: t)
        #expect(m.offset.isFinite)
      }
      // Once everything has settled the offset is inside its range.
      #expect(m.isAtRest)
      #expect(m.offset >= m.minOffset && m.offset <= m.maxOffset)
    }
  }
}
