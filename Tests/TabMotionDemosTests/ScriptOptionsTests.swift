import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionDemos
@testable import TabMotionUI

/// A script's top-level `"options"`: read from JSON, checked against the demo's names, and
/// switching the demo's behaviours, seen in the trace.
@Suite("Script options")
struct ScriptOptionsTests {
  static func script(_ json: String) throws -> GestureScript {
    try GestureScript.parse(json: Array(json.utf8))
  }

  @Test("Options are read as flags and numbers")
  func parsing() throws {
    let s = try Self.script(
      #"{"options": {"snap": true, "stretch": false, "level": 2.5}, "steps": []}"#)
    #expect(Set(s.options.entries.map(\.name)) == ["snap", "stretch", "level"])
    #expect(s.options.isOn("snap"))
    #expect(!s.options.isOn("stretch"))
    #expect(!s.options.isOn("missing"))
    #expect(s.options.number("level", default: 0) == 2.5)
    #expect(s.options["snap"] == .flag(true))
    #expect(try Self.script(#"{"steps": []}"#).options.isEmpty)
  }

  @Test(
    "A malformed options object is an error naming the field",
    arguments: [
      (#"{"options": [1], "steps": []}"#, "options"),
      (#"{"options": {"snap": "yes"}, "steps": []}"#, "options.snap"),
      (#"{"options": {"snap": [true]}, "steps": []}"#, "options.snap"),
    ])
  func malformed(json: String, field: String) throws {
    #expect {
      _ = try Self.script(json)
    } throws: { error in
      (error as? TabMotionError)?.field == field
    }
  }

  @Test("An option the demo does not have is an error naming it, before the demo exists")
  func unknownOption() throws {
    let s = try Self.script(#"{"options": {"snap": true, "sanp": true}, "steps": []}"#)
    let env = ScreenEnvironment(scale: 1)
    #expect {
      _ = try CollapsingDemo.make(environment: env, options: s.options)
    } throws: { error in
      let e = error as? TabMotionError
      return e?.field == "options.sanp"
        && e?.description.contains("snap, quickReturn, stretch") == true
    }
    // A demo without options names itself.
    #expect {
      _ = try CubeDemo.make(environment: env, options: s.options)
    } throws: { error in
      (error as? TabMotionError)?.description.contains("'cube' has no options") == true
    }
    // The names each demo documents.
    #expect(CollapsingDemo.optionNames == ["snap", "quickReturn", "stretch"])
  }

  @Test("Collapsing with snap: at rest after a drag the header is fully open or collapsed")
  func collapsingSnap() throws {
    let json = #"""
      {"options": {"snap": true}, "scale": 1, "steps": [
        {"drag": {"from": [195, 600], "to": [195, 520], "duration": 0.3, "release": "stop"}},
        {"wait": 1.0},
        {"drag": {"from": [195, 600], "to": [195, 655], "duration": 0.3, "release": "stop"}},
        {"wait": 1.0}]}
      """#
    let (_, frames) = try TraceRun.run(CollapsingDemo.self, Self.script(json))
    let mid = try #require(frames.first { $0.t >= 1.35 })
    #expect(mid["header"].numbers["collapse"] == 1)
    #expect(frames.last?["header"].numbers["collapse"] == 0)
    // Without the option the same drags leave it part-way.
    let plain = try Self.script(json.replacingOccurrences(of: "true", with: "false"))
    let (_, plainFrames) = try TraceRun.run(CollapsingDemo.self, plain)
    let end = try #require(plainFrames.last?["header"].numbers["collapse"])
    #expect(end > 0 && end < 1)
  }

  @Test("Collapsing with quickReturn: deep in the list, scrolling up 60 pt shows the header")
  func collapsingQuickReturn() throws {
    var steps = Array(
      repeating:
        #"{"drag": {"from": [195, 750], "to": [195, 150], "duration": 0.3, "release": "stop"}}"#,
      count: 4)
    steps.append(
      #"{"drag": {"from": [195, 400], "to": [195, 470], "duration": 0.3, "release": "stop"}}"#)
    let json =
      #"{"options": {"quickReturn": true}, "scale": 1, "steps": ["#
      + steps.joined(separator: ",") + "]}"
    let (_, frames) = try TraceRun.run(CollapsingDemo.self, Self.script(json))
    let last = try #require(frames.last)
    #expect(last["header"].numbers["collapse"].map { $0 < 1 } == true)
    #expect(last.offset(0) > 2 * 844 - 200)
    #expect(last["header"].maxY > 91)
  }

  @Test("Collapsing with stretch: pulling down makes the header taller, and it springs back")
  func collapsingStretch() throws {
    let json = #"""
      {"options": {"stretch": true}, "scale": 1, "steps": [
        {"drag": {"from": [195, 300], "to": [195, 500], "duration": 0.4, "release": "hold"}},
        {"wait": 0.1}, {"drag": {"to": [195, 500], "duration": 0.1, "release": "stop"}},
        {"refreshFinish": true}, {"wait": 1.5}]}
      """#
    let (_, frames) = try TraceRun.run(CollapsingDemo.self, Self.script(json))
    let pulled = try #require(frames.first { $0.t >= 0.45 })
    #expect(pulled["header"].h > 80)
    #expect(pulled["header"].numbers["collapse"].map { $0 < 0 } == true)
    #expect(abs(pulled["tabBar"].y - pulled["header"].maxY) < 1e-3)
    let last = try #require(frames.last)
    #expect(last["header"].h == 80)
    #expect(last["header"].numbers["collapse"] == 0)
  }

  static let badgesScript = #"{"options": {"badges": true}, "scale": 1, "steps": [{"wait": 0.5}]}"#

  /// The sample badges as the trace shows them: none on the first tab, "3", "99+", a dot.
  static func expectSampleBadges(_ f: TraceFrame, prefix: String = "") {
    #expect(f[prefix + "badge.0"].hidden)
    #expect(f[prefix + "badge.0"].strings["text"] == "")
    for (i, text) in [(1, "3"), (2, "99+"), (3, "")] {
      let node = f[prefix + "badge.\(i)"]
      #expect(node.isVisible && node.opacity == 1, "\(prefix)badge.\(i)")
      #expect(node.strings["text"] == text)
    }
  }

  @Test("badges: sample counts and a dot on the arrow, curved and ColorMatch bars")
  func badgesOnDemos() throws {
    let script = try Self.script(Self.badgesScript)
    Self.expectSampleBadges(try #require(TraceRun.run(ArrowDemo.self, script).frames.last))
    Self.expectSampleBadges(try #require(TraceRun.run(CurvedDemo.self, script).frames.last))
    Self.expectSampleBadges(try #require(TraceRun.run(ColorMatchDemo.self, script).frames.last))
    let styles = try #require(TraceRun.run(TabStylesDemo.self, script).frames.last)
    for prefix in ["underline.", "pill.", "arrow."] {
      Self.expectSampleBadges(styles, prefix: prefix)
    }
    // Without the option no bar has a badge.
    let plain = try Self.script(#"{"scale": 1, "steps": [{"wait": 0.5}]}"#)
    let frame = try #require(TraceRun.run(ArrowDemo.self, plain).frames.last)
    #expect((0..<4).allSatisfy { frame["badge.\($0)"].hidden })
  }

  @Test("badges on the curved bar ride with the icon: the selected tab's badge goes with it")
  func curvedBadgeFollowsIcon() throws {
    let script = try Self.script(
      #"{"options": {"badges": true}, "scale": 1, "steps": [{"select": 1}, {"wait": 1}]}"#)
    let last = try #require(TraceRun.run(CurvedDemo.self, script).frames.last)
    #expect(last.selected == 1)
    #expect(last["badge.2"].isVisible)
    #expect(last["badge.1"].strings["text"] == "3")
  }

  @Test("labels: the curved demo's icons get their titles under them; dip and circle stay")
  func curvedLabels() throws {
    let script = try Self.script(
      #"{"options": {"labels": true}, "scale": 1, "steps": [{"select": 2}, {"wait": 1}]}"#)
    let (demo, frames) = try TraceRun.run(CurvedDemo.self, script)
    #expect(demo.tabBar.itemLook == .iconAndTitle)
    let last = try #require(frames.last)
    #expect(last["bubble"].isVisible)
    #expect(last["tabBar"].numbers["dipX"].map { abs($0 - 195) < 1 } == true)
    let (plain, _) = try TraceRun.run(CurvedDemo.self, Self.script(#"{"steps": [{"wait": 0.1}]}"#))
    #expect(plain.tabBar.itemLook == .iconOnly)
  }
}
