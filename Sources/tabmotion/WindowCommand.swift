import ArgumentParser
import TabMotionCore
import TabMotionDemos
import TabMotionRender
import TabMotionUI
import TabMotionWindow

struct WindowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "window",
    abstract: "Run a demo live in an SDL2 window (mouse drags are fingers).",
    discussion: "Keys: R rotate, D right-to-left, M reduced motion, Esc back/quit, Q quit.")

  @Argument(help: "The demo to open (default: gallery).")
  var demo: String = "gallery"

  @Option(help: "Window size in points, e.g. 390x844.")
  var size: String = "390x844"

  @Option(help: "Stop after this many frames.")
  var frames: Int?

  @Option(help: "Replay this gesture script through SDL's event queue (one sample per frame).")
  var inject: String?

  @Flag(help: "Print one trace line per frame on stdout.")
  var trace = false

  func run() throws {
    guard let type = DemoRegistry.demo(named: demo) else {
      throw TabMotionError(
        field: "demo",
        reason: "unknown demo '\(demo)'; valid demos: \(DemoRegistry.names.joined(separator: ", "))"
      )
    }
    if let frames, frames < 1 || Double(frames) > ScriptLimits.frames {
      throw TabMotionError(
        field: "--frames",
        reason: "must be in 1…\(ScriptLimits.number(ScriptLimits.frames)), got \(frames)")
    }
    var options = WindowHost.Options()
    options.maxFrames = frames
    if let inject {
      let bytes = try InputFile.read(inject, option: "--inject")
      let script = try GestureScript.parse(
        json: bytes, source: inject == "-" ? "standard input" : inject)
      options.injected = WindowCommand.framed(script)
    }
    if trace { options.trace = { line throws(CommandFailure) in try Console.line(line) } }
    let viewport = try parseSize(size, field: "--size")
    let hasDisplay = MainActor.assumeIsolated { WindowHost.displayAvailable() }
    guard hasDisplay else {
      throw TabMotionError(
        field: "window",
        reason:
          "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset or unusable); "
          + "render, record and trace work without one")
    }
    let status = try MainActor.assumeIsolated {
      try WindowHost(title: "TabMotion — \(type.name)", size: viewport, options: options) {
        try type.init(environment: $0)
      }.run()
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Script pointer events keyed by the frame (at the script's fps) they belong to.
  static func framed(_ script: GestureScript) -> [(frame: Int, event: PointerEvent)] {
    ScriptPlayer.pointerEvents(of: script).map { e in
      // The tolerance keeps 0.2·5/24·120 = 5.000000000000001 in frame 5.
      (max(1, Int(saturating: (e.time * script.fps - 1e-6).rounded(.up))), e)
    }
  }
}
