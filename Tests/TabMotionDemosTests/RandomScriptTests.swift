import Foundation
import PropertyBased
import TabMotionCore
import TabMotionDemos
import TabMotionTestSupport
import TabMotionUI
import Testing

/// Random gesture scripts — drags (flung, stopped, held and continued), taps, rotations,
/// selections and waits, in either direction, with or without reduced motion — written as
/// JSON and played through every demo as `tabmotion trace` plays them. Every frame's trace
/// must encode (no NaN or ∞ anywhere on screen), the selected index must be one of the
/// screen's tabs, and after a final wait the screen must be at rest: two frames a second
/// apart identical — except for the cube stories' progress fills (`progress.N`), which play
/// on the clock by design (the stories are held long enough that none turns to the next
/// person during a script). Played at 30 fps, which keeps a case under a second in a debug build.
@Suite("Properties: random scripts through every demo")
struct RandomScriptTests {
  /// A script from random numbers, every point inside the viewport of its moment.
  static func json(
    ops: [Int], values: [Double], tabCount: Int, isRightToLeft rtl: Bool, reducedMotion: Bool
  ) -> String {
    var v = values.makeIterator()
    func next() -> Double { v.next() ?? 0.5 }
    var size = (w: 390.0, h: 844.0)
    func point() -> String {
      "[\((next() * size.w).rounded()), \((next() * size.h).rounded())]"
    }
    var steps: [String] = []
    var holding = false
    for op in ops {
      switch op {
      case 0, 1:
        let release = ["fling", "stop", "hold"][Int(next() * 2.999)]
        let from = holding ? "" : "\"from\": \(point()), "
        steps.append(
          "{\"drag\": {\(from)\"to\": \(point()), \"duration\": \(0.02 + next() * 0.5), \"release\": \"\(release)\"}}"
        )
        holding = release == "hold"
      case 2:
        steps.append("{\"tap\": \(point())}")
        holding = false
      case 3:
        size = (size.h, size.w)
        steps.append("{\"resize\": [\(size.w), \(size.h)]}")
      case 4 where tabCount > 0:
        steps.append("{\"select\": \(min(tabCount - 1, Int(next() * Double(tabCount))))}")
      default:
        steps.append("{\"wait\": \(next() * 0.6)}")
      }
    }
    if holding {
      steps.append("{\"drag\": {\"to\": \(point()), \"duration\": 0.05, \"release\": \"fling\"}}")
    }
    // A refresh started by a pull keeps spinning until the app says it is done.
    steps.append("{\"refreshFinish\": true}")
    // The longest fling a script can make (a viewport in 20 ms) decelerates for about 7 s
    // before it is inside a thousandth of a point of rest, as UIScrollView's normal rate does.
    steps.append("{\"wait\": 8}")
    return """
      {"fps": 30, "direction": "\(rtl ? "rtl" : "ltr")", "reducedMotion": \(reducedMotion),
       "steps": [\(steps.joined(separator: ",\n"))]}
      """
  }

  /// A trace line without its clock and without the stories' playing progress fills, to
  /// compare two moments of a resting screen.
  static func picture(_ line: String) throws -> String {
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    guard var top = object as? [String: Any], var nodes = top["nodes"] as? [String: Any] else {
      throw TabMotionError(field: "trace", reason: "not a trace line: \(line)")
    }
    top["t"] = nil
    top["frame"] = nil
    for name in nodes.keys where name.hasPrefix("segment.") { nodes[name] = nil }
    top["nodes"] = nodes
    let data = try JSONSerialization.data(withJSONObject: top, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  static let ops = Gen.int(in: 0...6).array(of: 1...16)
  static let values = Gen.double(in: 0...1).array(of: 80)

  @Test(arguments: DemoRegistry.names)
  func everyDemoStaysFiniteValidAndComesToRest(_ name: String) async throws {
    let type = try #require(DemoRegistry.demo(named: name))
    await propertyCheck(count: 12, input: Self.ops, Self.values, Gen.bool, Gen.bool) {
      ops, values, rtl, reducedMotion in
      do {
        try Self.play(
          type, ops: ops, values: values, isRightToLeft: rtl, reducedMotion: reducedMotion)
      } catch {
        Issue.record("\(name): \(error)")
      }
    }
  }

  static func play(
    _ type: any Demo.Type, ops: [Int], values: [Double], isRightToLeft rtl: Bool,
    reducedMotion: Bool
  ) throws {
    let probe = try type.init(environment: ScreenEnvironment())
    let text = json(
      ops: ops, values: values, tabCount: probe.tabSelection?.tabCount ?? 0, isRightToLeft: rtl,
      reducedMotion: reducedMotion)
    let script = try GestureScript.parse(json: Array(text.utf8))
    let environment = ScreenEnvironment(
      size: script.viewport, scale: 1, direction: script.direction,
      reducedMotion: script.reducedMotion)
    let screen = try type.init(environment: environment)
    // The cube's stories turn to the next person on the clock, every five seconds, by design:
    // such a turn landing in the final second is not motion left over from the script. The
    // stories are held for an hour here (their turns are `CubeStoryTests`' to check).
    (screen as? CubeDemo)?.storyDuration = 3600
    try script.validate(scale: 1, for: screen)
    var player = ScriptPlayer(script: script, environment: environment)
    try player.begin(screen)
    var lines: [String] = []
    while !player.isFinished {
      try player.step(screen)
      // Throws, failing the case, when any number on screen is not finite.
      lines.append(try TraceEncoder.line(frame: player.frame, time: player.time, screen: screen))
      if let tabs = screen.tabSelection {
        #expect(
          (0..<tabs.tabCount).contains(tabs.selectedIndex),
          "\(type.name) frame \(player.frame): selected \(tabs.selectedIndex) of \(tabs.tabCount)\n\(text)"
        )
      }
    }
    let last = try Self.picture(lines[lines.count - 1])
    let secondBefore = try Self.picture(lines[lines.count - 31])
    #expect(last == secondBefore, "\(type.name) is still moving a second before the end\n\(text)")
    if let tabs = screen.tabSelection, let pages = screen.paging {
      #expect(
        pages.progress == Double(tabs.selectedIndex), "\(type.name) pager between pages\n\(text)")
    }
  }
}
