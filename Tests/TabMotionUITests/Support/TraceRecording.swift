import TabMotionCore
import TabMotionDemos
import TabMotionUI

/// One node of a trace line, read back from the JSON the `trace` command prints.
struct RecordedNode {
  var x = 0.0
  var y = 0.0
  var w = 0.0
  var h = 0.0
  var opacity = 0.0
  var hidden = false
  var fields: [String: JSONValue] = [:]

  var frame: Rect { Rect(x: x, y: y, width: w, height: h) }
  var center: Point { Point(x + w / 2, y + h / 2) }
  /// On screen: not hidden and not fully transparent.
  var isVisible: Bool { !hidden && opacity > 0 }

  func number(_ key: String) -> Double? {
    if case .number(let d) = fields[key] { return d }
    return nil
  }

  func bool(_ key: String) -> Bool? {
    if case .bool(let b) = fields[key] { return b }
    return nil
  }
}

/// One parsed trace line.
struct RecordedFrame {
  var t = 0.0
  var frame = 0
  var selected = 0
  /// The pager's continuous position (NaN when the line has none).
  var progress = Double.nan
  var nodes: [String: RecordedNode] = [:]

  subscript(_ name: String) -> RecordedNode? { nodes[name] }
}

enum RecordedTraceError: Error { case malformed(String) }

/// Runs `script` against a fresh demo on the virtual clock exactly as `tabmotion trace` does
/// (same player, same encoder), and parses every line back, so tests assert on what the
/// command prints.
func traceRun(
  _ type: any Demo.Type = ColorMatchDemo.self, script: GestureScript
) throws -> (lines: [String], frames: [RecordedFrame]) {
  let run = try recordedRun(type, script: script)
  return (run.lines, run.frames)
}

/// `traceRun`, also handing back the demo that ran (to read what its delegate heard).
func recordedRun<D: Demo>(
  _ type: D.Type, script: GestureScript
) throws -> (demo: D, lines: [String], frames: [RecordedFrame]) {
  let environment = ScreenEnvironment(
    size: script.viewport, scale: script.scale, direction: script.direction,
    reducedMotion: script.reducedMotion)
  let demo = try type.init(environment: environment)
  var player = ScriptPlayer(script: script, environment: environment)
  try player.begin(demo)
  var lines: [String] = []
  var frames: [RecordedFrame] = []
  while !player.isFinished {
    try player.step(demo)
    let line = try TraceEncoder.line(frame: player.frame, time: player.time, screen: demo)
    lines.append(line)
    frames.append(try parse(line))
  }
  return (demo, lines, frames)
}

private func parse(_ line: String) throws -> RecordedFrame {
  let value = try JSONValue.parse(Array(line.utf8), source: "trace")
  guard case .object(let top) = value else { throw RecordedTraceError.malformed(line) }
  var f = RecordedFrame()
  for (key, v) in top {
    switch (key, v) {
    case ("t", .number(let d)): f.t = d
    case ("frame", .number(let d)): f.frame = Int(d)
    case ("selected", .number(let d)): f.selected = Int(d)
    case ("progress", .number(let d)): f.progress = d
    case ("nodes", .object(let nodes)):
      for (name, nv) in nodes {
        guard case .object(let fields) = nv else { throw RecordedTraceError.malformed(name) }
        var n = RecordedNode()
        for (k, fv) in fields {
          switch (k, fv) {
          case ("x", .number(let d)): n.x = d
          case ("y", .number(let d)): n.y = d
          case ("w", .number(let d)): n.w = d
          case ("h", .number(let d)): n.h = d
          case ("opacity", .number(let d)): n.opacity = d
          case ("hidden", .bool(let b)): n.hidden = b
          default: n.fields[k] = fv
          }
        }
        f.nodes[name] = n
      }
    default: break
    }
  }
  return f
}

/// |a − b| ≤ tolerance.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

func isClose(_ a: Point, _ b: Point, _ tolerance: Double) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
  isClose(a.origin, b.origin, tolerance) && abs(a.width - b.width) <= tolerance
    && abs(a.height - b.height) <= tolerance
}

/// Portrait phone geometry of the circle-menu demo (the default phone).
enum Phone {
  static let viewport = Size(390, 844)
  /// Button centre: x centred, bottom edge 20 pt above the 34 pt safe area, button 56 pt.
  static let fab = Point(195, 844 - 34 - 20 - 28)
  static let landscape = Size(844, 390)
  /// Landscape: safe area bottom 21 pt, left/right 47 pt (symmetric, so x stays centred).
  static let landscapeFab = Point(422, 390 - 21 - 20 - 28)
}
