import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// Stories play on the screen's clock: the story at rest fills its segment over 5 s and the
/// cube turns to the next person; a tap on a side third turns the cube; a finger on the
/// screen pauses the story.
@Suite("Cube: stories play, taps turn, a touch pauses")
struct CubeStoryTests {
  /// The first segment's played fraction on page `i`, read off the trace.
  static func fill(_ f: TraceFrame, _ i: Int) -> Double {
    f["progress.\(i)"].numbers["fraction"] ?? .nan
  }

  /// True when some frame shows the cube part-way between two faces (a turn, not a jump).
  static func turned(_ frames: [TraceFrame]) -> Bool {
    frames.contains { $0.progress > 0.2 && $0.progress < 0.8 }
  }

  @Test func aStoryFillsOverFiveSecondsThenTheCubeTurnsToTheNext() throws {
    let (_, frames) = try TraceRun.run(CubeDemo.self, events: [], duration: 7)
    // Up to 5 s the first story plays in place, its segment filling with the clock.
    for f in frames where f.t < 5 {
      #expect(f.selected == 0 && f.progress == 0, "t = \(f.t)")
      #expect(abs(Self.fill(f, 0) - f.t / 5) < 1e-4, "t = \(f.t)")
    }
    // At 5 s the cube turns to the next person, through the cube, and lands on it.
    let start = try #require(frames.first { $0.selected == 1 })
    #expect(abs(start.t - 5) < 1.5 / 120)
    #expect(Self.turned(frames))
    let turning = try #require(frames.first { $0.progress > 0.3 && $0.progress < 0.7 })
    let angle = turning["face.1"].numbers["rotationY"] ?? .nan
    #expect(angle > 0 && angle < 90)
    let last = try #require(frames.last)
    #expect(last.selected == 1 && last.progress == 1)
    // The next story starts from empty once the cube rests, and plays.
    #expect(Self.fill(last, 1) > 0 && Self.fill(last, 1) < 0.4)
  }

  @Test func tapsOnTheSideThirdsTurnToTheNextAndPreviousStory() throws {
    var events = TraceRun.tap(Point(350, 500), at: 0.5)
    events += TraceRun.tap(Point(350, 500), at: 1.5)
    events += TraceRun.tap(Point(40, 500), at: 2.5)
    // The middle third changes nothing.
    events += TraceRun.tap(Point(195, 500), at: 3.5)
    let (_, frames) = try TraceRun.run(CubeDemo.self, events: events, duration: 4.4)
    let at = { (t: Double) in CubeTraceTests.at(frames, t) }
    #expect(at(1.4).selected == 1 && at(1.4).progress == 1)
    #expect(at(2.4).selected == 2 && at(2.4).progress == 2)
    #expect(at(3.4).selected == 1 && at(3.4).progress == 1)
    #expect(at(4.4).selected == 1 && at(4.4).progress == 1)
    // Each change goes through the cube: part-way frames after each tap.
    for (a, b) in [(0.5, 1.4), (1.5, 2.4), (2.5, 3.4)] {
      let between = frames.filter { $0.t > a && $0.t < b }
      #expect(between.contains { $0.progress != $0.progress.rounded() }, "after \(a)")
    }
    CubeTraceTests.expectFormulas(frames, rtl: false)
  }

  @Test func aTapOnTheLeftThirdOfTheFirstStoryRestartsIt() throws {
    let (demo, frames) = try TraceRun.run(
      CubeDemo.self, events: TraceRun.tap(Point(40, 500), at: 2), duration: 3)
    #expect(frames.allSatisfy { $0.selected == 0 && $0.progress == 0 })
    #expect(demo.storyElapsed < 1.01 && Self.fill(CubeTraceTests.at(frames, 1.9), 0) > 0.37)
  }

  @Test func aFingerOnTheStoryPausesItAndAHoldDoesNotTurn() throws {
    // Down at 2 s on the right third, held still until 4 s: a pause, not a tap.
    var events = [PointerEvent(.down, position: Point(350, 500), time: 2)]
    for k in 1...239 {
      events.append(PointerEvent(.move, position: Point(350, 500), time: 2 + Double(k) / 120))
    }
    events.append(PointerEvent(.up, position: Point(350, 500), time: 4))
    let (_, frames) = try TraceRun.run(CubeDemo.self, events: events, duration: 7.5)
    let paused = frames.filter { $0.t > 2.01 && $0.t < 3.99 }
    let held = Self.fill(paused[0], 0)
    #expect(abs(held - 0.4) < 0.01)
    #expect(paused.allSatisfy { Self.fill($0, 0) == held && $0.selected == 0 })
    // Lifted, it plays on from where it stopped: the cube turns 2 s late, at 7 s.
    #expect(CubeTraceTests.at(frames, 4.5).selected == 0)
    #expect(CubeTraceTests.at(frames, 6.9).selected == 0)
    let turn = try #require(frames.first { $0.selected == 1 })
    #expect(abs(turn.t - 7) < 2.5 / 120)
  }

  @Test func rightToLeftTheLeftThirdIsNext() throws {
    let script = GestureScript(viewport: Size(390, 844), direction: .rightToLeft, steps: [])
    let demo = try CubeDemo(environment: TraceRun.environment(for: script))
    demo.update(to: 0)
    demo.root.present(at: 0)
    var input = ScriptedInput(events: TraceRun.tap(Point(40, 500), at: 0.5), commands: [])
    let frames = try (1...180).map { k in try input.frame(k, at: Double(k) / 120, of: demo) }
    #expect(frames.last?.selected == 1 && frames.last?.progress == 1)
    CubeTraceTests.expectFormulas(frames, rtl: true)
  }
}
