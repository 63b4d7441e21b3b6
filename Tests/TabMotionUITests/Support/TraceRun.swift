import Foundation
import TabMotionCore
import Testing

@testable import TabMotionDemos
@testable import TabMotionUI

/// One node of a decoded trace line: its on-screen frame, opacity, hidden flag and the extra
/// fields its component reports.
struct TraceNode {
  var x = 0.0
  var y = 0.0
  var w = 0.0
  var h = 0.0
  var opacity = 1.0
  var hidden = false
  var numbers: [String: Double] = [:]
  var bools: [String: Bool] = [:]
  var strings: [String: String] = [:]
  var points: [String: [Point]] = [:]

  var midX: Double { x + w / 2 }
  var midY: Double { y + h / 2 }
  var maxY: Double { y + h }
  /// Not hidden (itself or through an ancestor) and not fully transparent.
  var isVisible: Bool { !hidden && opacity > 0 }
}

/// One decoded trace line.
struct TraceFrame {
  var t = 0.0
  var frame = 0
  var selected = 0
  var progress = 0.0
  /// A stories screen's playing person and segment (-1 for other screens).
  var person = -1
  var segment = -1
  var nodes: [String: TraceNode] = [:]

  /// The node called `name`; a failed lookup records an issue and returns an empty node.
  subscript(_ name: String) -> TraceNode {
    guard let node = nodes[name] else {
      Issue.record("no node \(name) at t = \(t)")
      return TraceNode()
    }
    return node
  }

  /// Decodes a trace line with Foundation's JSON parser: the tests read what the CLI prints.
  init(line: String) throws {
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    guard let top = object as? [String: Any], let nodes = top["nodes"] as? [String: Any] else {
      throw TabMotionError(field: "trace", reason: "not a trace line: \(line)")
    }
    t = (top["t"] as? NSNumber)?.doubleValue ?? .nan
    frame = (top["frame"] as? NSNumber)?.intValue ?? -1
    selected = (top["selected"] as? NSNumber)?.intValue ?? -1
    person = (top["person"] as? NSNumber)?.intValue ?? -1
    segment = (top["segment"] as? NSNumber)?.intValue ?? -1
    progress = (top["progress"] as? NSNumber)?.doubleValue ?? .nan
    for (name, value) in nodes {
      guard let fields = value as? [String: Any] else { continue }
      var node = TraceNode()
      for (key, v) in fields {
        switch key {
        case "x": node.x = (v as? NSNumber)?.doubleValue ?? .nan
        case "y": node.y = (v as? NSNumber)?.doubleValue ?? .nan
        case "w": node.w = (v as? NSNumber)?.doubleValue ?? .nan
        case "h": node.h = (v as? NSNumber)?.doubleValue ?? .nan
        case "opacity": node.opacity = (v as? NSNumber)?.doubleValue ?? .nan
        case "hidden": node.hidden = (v as? Bool) ?? false
        default:
          // The boolean extra fields: a tab's `selected`, the refresh spinner's `refreshing`,
          // a button's `enabled`, the keyboard focus's `focused`.
          if key == "selected" || key == "refreshing" || key == "enabled" || key == "focused"
            || key == "pressed"
          {
            node.bools[key] = (v as? Bool) ?? false
          } else if let n = v as? NSNumber {
            node.numbers[key] = n.doubleValue
          } else if let s = v as? String {
            node.strings[key] = s
          } else if let list = v as? [[NSNumber]] {
            node.points[key] = list.map { Point($0[0].doubleValue, $0[1].doubleValue) }
          }
        }
      }
      self.nodes[name] = node
    }
  }
}

/// Runs demos headlessly on the virtual clock, the way `tabmotion trace` does, and decodes
/// every frame's trace line.
enum TraceRun {
  static func environment(for script: GestureScript) -> ScreenEnvironment {
    ScreenEnvironment(
      size: script.viewport, scale: 1, direction: script.direction,
      reducedMotion: script.reducedMotion)
  }

  /// Plays `script` through `ScriptPlayer`; returns the demo and every frame.
  static func run<D: Demo>(
    _ type: D.Type, _ script: GestureScript
  ) throws -> (demo: D, frames: [TraceFrame]) {
    let environment = environment(for: script)
    let demo = try D.make(environment: environment, options: script.options)
    var player = ScriptPlayer(script: script, environment: environment)
    try player.begin(demo)
    var frames: [TraceFrame] = []
    while !player.isFinished {
      try player.step(demo)
      frames.append(
        try TraceFrame(
          line: TraceEncoder.line(frame: player.frame, time: player.time, screen: demo)))
    }
    return (demo, frames)
  }

  /// Runs for `duration` seconds at 120 Hz delivering hand-timed pointer events (closer
  /// together than a script's 0.05 s taps can be) and commands, each before the first frame
  /// at or after its time.
  static func run<D: Demo>(
    _ type: D.Type, viewport: Size = Size(390, 844), reducedMotion: Bool = false,
    events: [PointerEvent], commands: [(time: Double, command: ScreenCommand)] = [],
    duration: Double
  ) throws -> (demo: D, frames: [TraceFrame]) {
    let script = GestureScript(viewport: viewport, reducedMotion: reducedMotion, steps: [])
    let demo = try D(environment: environment(for: script))
    demo.update(to: 0)
    demo.root.present(at: 0)
    var input = ScriptedInput(events: events, commands: commands)
    let count = Int((duration * 120).rounded(.up))
    let frames = try (1...count).map { k in try input.frame(k, at: Double(k) / 120, of: demo) }
    return (demo, frames)
  }

  /// A tap at `point`: down at `time`, up `duration` later.
  static func tap(_ point: Point, at time: Double, duration: Double = 0.01) -> [PointerEvent] {
    [
      PointerEvent(.down, position: point, time: time),
      PointerEvent(.up, position: point, time: time + duration),
    ]
  }
}

/// cubic-bezier(x1, y1, x2, y2) evaluated by plain bisection on x(s): a reference that
/// shares no code with `TimingCurve`.
func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
  if x <= 0 { return 0 }
  if x >= 1 { return 1 }
  func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
  }
  var lo = 0.0
  var hi = 1.0
  for _ in 0..<200 {
    let mid = (lo + hi) / 2
    if bezier(x1, x2, mid) < x { lo = mid } else { hi = mid }
  }
  return bezier(y1, y2, (lo + hi) / 2)
}

/// The safe area and bar geometry the demos use, recomputed from the documented numbers.
struct BottomBarGeometry {
  let viewport: Size
  let count: Int
  let contentHeight: Double

  var safe: EdgeInsets { ScreenEnvironment.phoneSafeArea(for: viewport) }
  /// The items' width: the bar minus the left and right safe area.
  var barWidth: Double { viewport.width - safe.left - safe.right }
  /// w = barWidth / N.
  var itemWidth: Double { barWidth / Double(count) }
  var top: Double { viewport.height - safe.bottom - contentHeight }

  /// The centre of item i (mirrored in right-to-left layouts).
  func centre(_ i: Double, rtl: Bool = false) -> Double {
    let lead = i * itemWidth + itemWidth / 2
    return safe.left + (rtl ? barWidth - lead : lead)
  }

  func tap(_ i: Int, rtl: Bool = false) -> Point {
    Point(centre(Double(i), rtl: rtl), top + contentHeight / 2)
  }
}
