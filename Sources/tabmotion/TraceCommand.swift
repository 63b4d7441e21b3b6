import ArgumentParser
import TabMotionCore
import TabMotionRender
import TabMotionUI

struct TraceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trace", abstract: "Print one JSON object per frame of a demo's script.")

  @OptionGroup var options: DemoOptions

  @Option(help: "Frames per second of the virtual clock (default: the script's, 120).")
  var fps: Double?

  func run() throws {
    let type = try options.demoType()
    let script = try options.loadScript(for: type)
    let session = try HeadlessSession(
      script: script, fps: try checked(fps, "--fps", in: 1...1000), size: try options.viewport(),
      options: type.optionNames
    ) { try type.init(environment: $0, options: $1) }
    var out = ""
    out.reserveCapacity(1 << 16)
    while !session.isFinished {
      do {
        try session.step()
      } catch {
        // A step aimed at a node the scene lacks in this frame: bad input, found only now.
        // The frames before it are printed, then the one-line error (exit status 2).
        try Console.out(out)
        throw error
      }
      do {
        out += try session.traceLine()
      } catch {
        // Not bad input: a model produced a value no trace may show. What came before it is
        // printed, so the frame before the failure can be inspected.
        try Console.out(out)
        throw CommandFailure("frame \(session.frame): \(error.description)")
      }
      out += "\n"
      if out.utf8.count > 1 << 16 {
        try Console.out(out)
        out.removeAll(keepingCapacity: true)
      }
    }
    try Console.out(out)
  }
}
