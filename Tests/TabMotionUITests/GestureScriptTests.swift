import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionUI

@Suite("Gesture scripts: parsing, errors, scheduling")
struct GestureScriptTests {
  static func parse(_ json: String) throws(TabMotionError) -> GestureScript {
    try GestureScript.parse(json: Array(json.utf8), source: "test.json")
  }

  static func error(_ json: String) -> TabMotionError? {
    do {
      _ = try parse(json)
      return nil
    } catch {
      return error
    }
  }

  @Test func parsesTheDocumentedExample() throws {
    let s = try Self.parse(
      """
      { "viewport": [390, 844], "scale": 3, "fps": 120, "direction": "ltr", "reducedMotion": false,
        "steps": [
          { "drag": { "from": [195, 600], "to": [195, 200], "duration": 0.4, "release": "fling" } },
          { "wait": 1.0 }, { "tap": [300, 150] }, { "select": 2 }, { "resize": [844, 390] },
          { "refreshFinish": true } ] }
      """)
    #expect(s.viewport == Size(390, 844))
    #expect(
      s.steps == [
        .drag(
          from: .point(Point(195, 600)), to: .point(Point(195, 200)), duration: 0.4, release: .fling
        ),
        .wait(1), .tap(.point(Point(300, 150))), .select(2), .resize(Size(844, 390)),
        .refreshFinish,
      ])
    #expect(isClose(s.duration, 0.4 + 1 + 0.05, 1e-9))
  }

  @Test(arguments: [
    ("{ \"steps\": [ ", "test.json"),
    ("{ \"steps\": [ { \"jump\": 1 } ] }", "steps[0].jump"),
    ("{ \"steps\": [ { \"wait\": \"soon\" } ] }", "steps[0].wait"),
    ("{ \"steps\": [ { \"wait\": -1 } ] }", "steps[0].wait"),
    (
      "{ \"steps\": [ { \"drag\": { \"to\": [1, 2], \"duration\": -0.5 } } ] }",
      "steps[0].drag.duration"
    ),
    ("{ \"steps\": [ { \"drag\": { \"from\": [1], \"to\": [1, 2] } } ] }", "steps[0].drag.from"),
    ("{ \"steps\": [ { \"tap\": [1e999, 2] } ] }", "steps[0].tap[0]"),
    (
      "{ \"steps\": [ { \"drag\": { \"to\": [1, 2], \"release\": \"yeet\" } } ] }",
      "steps[0].drag.release"
    ),
    ("{ \"steps\": [], \"fps\": 0 }", "fps"),
    ("{ \"steps\": [], \"viewport\": [-390, 844] }", "viewport[0]"),
    ("{ \"steps\": [], \"speed\": 2 }", "speed"),
    ("{ \"viewport\": [390, 844] }", "steps"),
    ("{ \"steps\": [ { \"select\": 1.5 } ] }", "steps[0].select"),
    ("{ \"steps\": [ { \"wait\": 1, \"tap\": [0, 0] } ] }", "steps[0]"),
    ("[1, 2]", "script"),
  ])
  func malformedScriptsNameTheField(_ json: String, _ field: String) {
    let e = Self.error(json)
    #expect(e?.field == field, "\(String(describing: e))")
    // One line, for the CLI.
    #expect(e.map { !"\($0)".contains("\n") } ?? false)
  }

  @Test func dragEmitsOneSamplePerFrameAndStopHoldsStill() throws {
    let script = GestureScript(steps: [
      .drag(from: .point(Point(0, 100)), to: .point(Point(0, 0)), duration: 0.1, release: .stop)
    ])
    let pointers = try ScriptPlayer.pointerEvents(of: script)
    #expect(pointers.first?.phase == .down)
    let moves = pointers.filter { $0.phase == .move }
    // 12 moves along the line, then 12 frames holding still for 0.1 s.
    #expect(moves.count == 24)
    #expect(moves[5].position == Point(0, 50))
    #expect(moves.suffix(12).allSatisfy { $0.position == Point(0, 0) })
    #expect(pointers.last?.phase == .up)
    #expect(isClose(pointers.last?.time ?? 0, 0.2, 1e-9))
  }

  @Test func holdContinuesTheSameTouch() throws {
    let script = GestureScript(steps: [
      .drag(from: .point(Point(0, 100)), to: .point(Point(0, 50)), duration: 0.1, release: .hold),
      .drag(
        from: .point(Point(999, 999)), to: .point(Point(0, 80)), duration: 0.1, release: .fling),
    ])
    let phases = try ScriptPlayer.pointerEvents(of: script)
    #expect(phases.filter { $0.phase == .down }.count == 1)
    #expect(phases.filter { $0.phase == .up }.count == 1)
    #expect(!phases.contains { $0.position == Point(999, 999) })
  }

  @Test func traceNumbersAreStable() {
    #expect(TraceEncoder.number(0.1 + 0.2) == "0.3")
    #expect(TraceEncoder.number(Frames.interval) == "0.0083")
    #expect(TraceEncoder.number(-0.00001) == "0")
    #expect(TraceEncoder.number(-12.5) == "-12.5")
    #expect(TraceEncoder.number(.nan) == "0")
    #expect(TraceEncoder.number(390) == "390")
  }
}
