import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// The cube demo's stories, read off the trace: segments of a person fill one after another
/// over 5 s each before the cube turns to the next person; taps on the side thirds move a
/// segment; a finger on the screen pauses.
@Suite("Cube: stories play, taps step, a touch pauses")
struct CubeStoryTests {
  /// Segment `s` of person `p`'s played fraction, read off the trace.
  static func fill(_ f: TraceFrame, _ p: Int, _ s: Int = 0) -> Double {
    f["segment.\(p).\(s)"].numbers["fraction"] ?? .nan
  }

  @Test func segmentsFillOneAfterAnotherThenTheCubeTurnsToTheNextPerson() throws {
    // maya.travels has three segments: 15 s of them, then the cube turns.
    let (_, frames) = try TraceRun.run(CubeDemo.self, events: [], duration: 16.5)
    for f in frames where f.t < 14.99 {
      let s = Int(f.t / 5)
      #expect(f.selected == 0 && f.progress == 0, "t = \(f.t)")
      #expect(abs(Self.fill(f, 0, s) - (f.t - 5 * Double(s)) / 5) < 1e-3, "t = \(f.t)")
      for earlier in 0..<s { #expect(Self.fill(f, 0, earlier) == 1) }
    }
    let at = { (t: Double) in CubeTraceTests.at(frames, t) }
    #expect(at(4.9).selected == 0 && CubeTraceTests.at(frames, 5.1).progress == 0)
    let start = try #require(frames.first { $0.selected == 1 })
    #expect(abs(start.t - 15) < 1.5 / 120)
    let last = try #require(frames.last)
    #expect(last.selected == 1 && last.progress == 1)
    // The next person starts from their first segment, and the first person's bars reset.
    #expect(Self.fill(last, 1, 0) > 0 && Self.fill(last, 1, 0) < 0.4)
    #expect((0..<3).allSatisfy { Self.fill(last, 0, $0) == 0 })
  }

  @Test func tapsOnTheSideThirdsStepThroughSegmentsAndPeople() throws {
    var events: [PointerEvent] = []
    // Three taps forward: segments 1 and 2 of maya, then the cube turns to leo.
    for k in 0..<3 { events += TraceRun.tap(Point(350, 500), at: 0.5 + Double(k)) }
    // Back from leo's first segment: the cube turns back to maya.
    events += TraceRun.tap(Point(40, 500), at: 3.5)
    // The middle third changes nothing.
    events += TraceRun.tap(Point(195, 500), at: 4.5)
    let (_, frames) = try TraceRun.run(CubeDemo.self, events: events, duration: 5.4)
    let at = { (t: Double) in CubeTraceTests.at(frames, t) }
    #expect(at(1.4).selected == 0 && Self.fill(at(1.4), 0, 0) == 1)
    #expect(Self.fill(at(2.4), 0, 1) == 1 && Self.fill(at(2.4), 0, 2) < 0.2)
    #expect(at(3.4).selected == 1 && at(3.4).progress == 1)
    #expect(at(4.4).selected == 0 && at(4.4).progress == 0)
    #expect(at(5.4).selected == 0)
    // Each change of person goes through the cube.
    for (a, b) in [(2.5, 3.4), (3.5, 4.4)] {
      let between = frames.filter { $0.t > a && $0.t < b }
      #expect(between.contains { $0.progress != $0.progress.rounded() }, "after \(a)")
    }
    CubeTraceTests.expectFormulas(frames, isRightToLeft: false)
  }

  @Test func aTapOnTheLeftThirdOfTheFirstSegmentRestartsIt() throws {
    let (demo, frames) = try TraceRun.run(
      CubeDemo.self, events: TraceRun.tap(Point(40, 500), at: 2), duration: 3)
    #expect(frames.allSatisfy { $0.selected == 0 && $0.progress == 0 })
    #expect(demo.storyElapsed < 1.01 && Self.fill(CubeTraceTests.at(frames, 1.9), 0) > 0.37)
  }

  @Test func aFingerOnTheStoryPausesItAndAHoldDoesNotStep() throws {
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
    // Lifted, it plays on from where it stopped: the second segment starts 2 s late, at 7 s.
    #expect(CubeTraceTests.at(frames, 6.9).segment == 0)
    #expect(CubeTraceTests.at(frames, 7.1).segment == 1)
  }

  @Test func rightToLeftTheLeftThirdIsNext() throws {
    let script = GestureScript(viewport: Size(390, 844), direction: .rightToLeft, steps: [])
    let demo = try CubeDemo(environment: TraceRun.environment(for: script))
    demo.update(to: 0)
    demo.root.present(at: 0)
    var events: [PointerEvent] = []
    for k in 0..<3 { events += TraceRun.tap(Point(40, 500), at: 0.3 + 0.3 * Double(k)) }
    var input = ScriptedInput(events: events, commands: [])
    let frames = try (1...240).map { k in try input.frame(k, at: Double(k) / 120, of: demo) }
    #expect(frames.last?.selected == 1 && frames.last?.progress == 1)
    CubeTraceTests.expectFormulas(frames, isRightToLeft: true)
  }
}
