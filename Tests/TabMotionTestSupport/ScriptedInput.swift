import TabMotionCore
import TabMotionUI

/// Hand-timed pointer events and commands for a demo driven frame by frame on the 120 Hz
/// virtual clock: each frame first gets everything due by its time, as a host delivers input
/// before it advances the models.
public struct ScriptedInput {
  public var events: [PointerEvent]
  public var commands: [(time: Double, command: ScreenCommand)]
  private var nextEvent = 0
  private var nextCommand = 0
  /// The host's input path: hit testing and the gesture arena.
  private let dispatcher = PointerDispatcher()

  public init(events: [PointerEvent] = [], commands: [(time: Double, command: ScreenCommand)] = [])
  {
    self.events = events
    self.commands = commands
  }

  /// Hands `demo` the events, then the commands, due by `t` (each list in time order).
  public mutating func deliver(upTo t: Double, to demo: any Screen) throws {
    while nextEvent < events.count, events[nextEvent].time <= t + 1e-9 {
      dispatcher.dispatch(events[nextEvent], to: demo.root)
      nextEvent += 1
    }
    while nextCommand < commands.count, commands[nextCommand].time <= t + 1e-9 {
      try demo.perform(commands[nextCommand].command, at: t)
      nextCommand += 1
    }
  }

  /// One frame at `t`: the input due, the models, the presented values, the trace line.
  public mutating func frame(_ k: Int, at t: Double, of demo: any Screen) throws -> TraceFrame {
    try deliver(upTo: t, to: demo)
    demo.update(to: t)
    demo.root.present(at: t)
    return try TraceFrame(line: TraceEncoder.line(frame: k, time: t, screen: demo))
  }
}
