import TabMotionCore
import TabMotionDemos
import TabMotionUI

/// Runs demos headlessly on the virtual clock, the way `tabmotion trace` does, and decodes
/// every frame's trace line.
public enum TraceRun {
  public static func environment(for script: GestureScript) -> ScreenEnvironment {
    ScreenEnvironment(
      size: script.viewport, scale: 1, direction: script.direction,
      reducedMotion: script.reducedMotion)
  }

  /// Plays `script` through `ScriptPlayer`; returns the demo and every frame.
  public static func run<D: Demo>(
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
  public static func run<D: Demo>(
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
  public static func tap(_ point: Point, at time: Double, duration: Double = 0.01) -> [PointerEvent]
  {
    [
      PointerEvent(.down, position: point, time: time),
      PointerEvent(.up, position: point, time: time + duration),
    ]
  }
}

/// Runs `script` against a fresh demo on the virtual clock exactly as `tabmotion trace` does
/// (same player, same encoder) and reads every line back, so tests assert on what the command
/// prints; hands back the lines and the decoded frames.
public func traceRun(
  _ type: any Demo.Type = ColorMatchDemo.self, script: GestureScript
) throws -> (lines: [String], frames: [TraceFrame]) {
  let run = try recordedRun(type, script: script)
  return (run.lines, run.frames)
}

/// `traceRun`, also handing back the demo that ran (to read what its delegate heard).
public func recordedRun<D: Demo>(
  _ type: D.Type, script: GestureScript
) throws -> (demo: D, lines: [String], frames: [TraceFrame]) {
  let environment = ScreenEnvironment(
    size: script.viewport, scale: script.scale, direction: script.direction,
    reducedMotion: script.reducedMotion)
  let demo = try type.init(environment: environment)
  var player = ScriptPlayer(script: script, environment: environment)
  try player.begin(demo)
  var lines: [String] = []
  var frames: [TraceFrame] = []
  while !player.isFinished {
    try player.step(demo)
    let line = try TraceEncoder.line(frame: player.frame, time: player.time, screen: demo)
    lines.append(line)
    frames.append(try TraceFrame(line: line))
  }
  return (demo, lines, frames)
}
