import PropertyBased
import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// Random gesture streams on the cube demo — drags of any length and speed, fingers landing
/// mid-rotation, reversals, selects — in both directions and with both end behaviours: once
/// the pointer is up and everything settled, the cube shows exactly one whole face.
@Suite("Cube: random gesture streams")
struct CubeRandomTests {
  /// Plays hand-timed events on a demo at 120 Hz for `duration` seconds.
  static func play(
    _ demo: CubeDemo, events: [PointerEvent], selects: [(Double, Int)] = [], duration: Double
  ) throws -> [TraceFrame] {
    var input = ScriptedInput(
      events: events, commands: selects.map { (time: $0.0, command: .select($0.1)) })
    let count = Int((duration * 120).rounded(.up))
    return try (1...count).map { k in try input.frame(k, at: Double(k) / 120, of: demo) }
  }

  static func demo(isRightToLeft rtl: Bool, wrap: Bool) throws -> CubeDemo {
    let demo = try CubeDemo(
      environment: ScreenEnvironment(scale: 1, direction: rtl ? .rightToLeft : .leftToRight))
    demo.endBehavior = wrap ? .wrap : .bounce
    demo.update(to: 0)
    demo.root.present(at: 0)
    return demo
  }

  /// A drag from x0 to x1 (points) over `duration`, one sample per frame, lifted or not.
  static func drag(
    from x0: Double, to x1: Double, at t0: Double, duration: Double, lift: Bool = true
  ) -> [PointerEvent] {
    let n = max(1, Int(duration * 120))
    var out = [PointerEvent(.down, position: Point(x0, 500), time: t0)]
    for k in 1...n {
      let f = Double(k) / Double(n)
      out.append(
        PointerEvent(.move, position: Point(x0 + (x1 - x0) * f, 500), time: t0 + duration * f))
    }
    if lift { out.append(PointerEvent(.up, position: Point(x1, 500), time: t0 + duration)) }
    return out
  }

  @Test(arguments: [false, true])
  func wrapTurnsFromTheLastStoryToTheFirst(isRightToLeft rtl: Bool) throws {
    let demo = try Self.demo(isRightToLeft: rtl, wrap: true)
    try demo.perform(.select(3), at: 0)
    // A finger moving towards the reading end (left in LTR) turns forwards.
    let (a, b) = rtl ? (60.0, 300.0) : (330.0, 90.0)
    let events = Self.drag(from: a, to: b, at: 1.0, duration: 0.6)
    let frames = try Self.play(demo, events: events, duration: 2.5)
    // After the programmatic jump to the last story (which pairs pages 0 and 3 directly).
    CubeTraceTests.expectWrappedFormulas(frames.filter { $0.t >= 1 }, isRightToLeft: rtl)
    // Mid-turn the last face and the first share the edge, 90° apart.
    let mid = frames.first { $0.progress > 3.3 && $0.progress < 3.7 }
    #expect(mid != nil)
    if let f = mid {
      let last = f["face.3"].numbers["rotationY"] ?? .nan
      let first = f["face.0"].numbers["rotationY"] ?? .nan
      #expect(abs(abs(first - last) - 90) < 2e-4)
    }
    #expect(frames.last?.selected == 0 && frames.last?.progress == 0)
  }

  @Test func bounceNeverShowsTheFirstStoryAfterTheLast() throws {
    let demo = try Self.demo(isRightToLeft: false, wrap: false)
    try demo.perform(.select(3), at: 0)
    let frames = try Self.play(
      demo, events: Self.drag(from: 330, to: 30, at: 1.0, duration: 0.6), duration: 3)
    #expect(frames.filter { $0.t >= 1 }.allSatisfy { $0["face.0"].hidden })
    #expect((frames.map(\.progress).max() ?? 0) > 3.1)
    #expect(frames.last?.selected == 3 && frames.last?.progress == 3)
  }

  @Test func theOriginalsFixedSpeedCompletesAtThreeQuartersOfAPagePerSecond() throws {
    let demo = try Self.demo(isRightToLeft: false, wrap: false)
    demo.fixedCompletionSpeed = CubeDemo.originalCompletionSpeed
    // Released still at 60 %: the remaining 0.4 takes 0.4 / 0.75 s, linearly.
    let events = [
      PointerEvent(.down, position: Point(350, 500), time: 0.01),
      PointerEvent(.move, position: Point(335, 500), time: 0.02),
      PointerEvent(.move, position: Point(101, 500), time: 0.1),
      PointerEvent(.up, position: Point(101, 500), time: 0.2),
    ]
    let frames = try Self.play(demo, events: events, duration: 1.2)
    for f in frames where f.t > 0.2 && f.t < 0.2 + 0.4 / 0.75 {
      #expect(abs(f.progress - (0.6 + 0.75 * (f.t - 0.2))) < 1e-4, "t = \(f.t)")
    }
    #expect(frames.last?.progress == 1)
  }

  /// The seed article's fixed completion speed after a quick drag: the face turns at
  /// 0.75 · 90° per second from the release to the end, the finger's speed not carried
  /// (before, it raced on, then crawled at about 93 % for a quarter of a second).
  @Test func theFixedSpeedTurnsAtConstantAngularSpeedAfterAQuickDrag() throws {
    let demo = try Self.demo(isRightToLeft: false, wrap: false)
    demo.fixedCompletionSpeed = CubeDemo.originalCompletionSpeed
    // 140 pt in 0.1 s (1,400 pt/s, a flick): released short of 40 %, moving fast.
    let events = Self.drag(from: 330, to: 190, at: 0.01, duration: 0.1)
    let frames = try Self.play(demo, events: events, duration: 1.3)
    let release = 0.11
    // The incoming face's angle: 90° · (1 − progress) towards 0.
    let angles = frames.filter { $0.t > release }.map {
      (t: $0.t, angle: $0["face.1"].numbers["rotationY"] ?? .nan)
    }
    let turning = angles.filter { $0.angle > 0 }
    #expect(turning.count > 60)
    let expected = 0.75 * 90.0
    for (a, b) in zip(turning, turning.dropFirst()) {
      let speed = (a.angle - b.angle) / (b.t - a.t)
      #expect(abs(speed - expected) <= 0.05 * expected, "t = \(b.t): \(speed) °/s")
    }
    // Released short of half way, the remaining 0.6 page or more takes 0.8 s or more.
    let last = try #require(turning.last)
    #expect(last.t - release > 0.8)
    #expect(frames.last?.progress == 1 && frames.last?.selected == 1)
  }

  static let ops = Gen.int(in: 0...3).array(of: 1...10)
  static let values = Gen.double(in: 0...1).array(of: 50)

  @Test func randomStreamsSettleOnOneWholeFace() async {
    await propertyCheck(
      count: 60, input: Self.ops, Self.values, Gen.bool, Gen.bool
    ) { ops, values, rtl, wrap in
      var v = values.makeIterator()
      func next() -> Double { v.next() ?? 0.5 }
      var events: [PointerEvent] = []
      var selects: [(Double, Int)] = []
      var t = 0.05
      for op in ops {
        switch op {
        case 0, 1:
          // A drag of any length and speed; op 1 lands mid-rotation of the previous one.
          let duration = 0.03 + next() * 0.6
          events += Self.drag(
            from: 20 + next() * 350, to: 20 + next() * 350, at: t, duration: duration)
          t += duration + (op == 1 ? 0.01 : next() * 0.4)
        case 2:
          selects.append((t, Int(next() * 3.99)))
          t += next() * 0.3
        default:
          t += next() * 0.5
        }
      }
      // Every frame is played and checked; only the settled one is traced (a trace line per
      // frame would cost most of the test's time).
      let demo: CubeDemo
      let last: TraceFrame
      do {
        demo = try Self.demo(isRightToLeft: rtl, wrap: wrap)
        var input = ScriptedInput(
          events: events, commands: selects.map { (time: $0.0, command: .select($0.1)) })
        let count = Int(((t + 2.5) * 120).rounded(.up))
        for k in 1..<count {
          try input.deliver(upTo: Double(k) / 120, to: demo)
          demo.update(to: Double(k) / 120)
          demo.root.present(at: Double(k) / 120)
          #expect(demo.pager.model.progress.isFinite, "frame \(k)")
        }
        last = try input.frame(count, at: Double(count) / 120, of: demo)
      } catch {
        Issue.record("the demo failed: \(error)")
        return
      }
      #expect(demo.pager.model.isAtRest)
      let s = last.selected
      #expect(s >= 0 && s < CubeDemo.people.count)
      #expect(last.progress == Double(s))
      for i in 0..<CubeDemo.people.count {
        let face = last["face.\(i)"]
        #expect(face.hidden == (i != s))
        let slot = demo.root.find("face.\(i)")
        #expect(slot?.transform.presented.isFinite == true)
        if i == s {
          #expect(face.numbers["rotationY"] == 0 && face.x == 0 && face.w == 390)
          #expect(last.nodes["shade.\(i)"].map { $0.opacity == 0 } ?? true)
        }
      }
    }
  }
}
