import ArgumentParser
import TabMotionCore
import TabMotionDemos
import TabMotionRender
import TabMotionUI
import TabMotionWindow

struct TabMotionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tabmotion",
    abstract: "Animated tab interfaces: gallery, renderer and tracer.",
    discussion: """
      With no subcommand: opens the gallery in a window when a display is available, otherwise \
      renders every demo into ./tabmotion-out/ (PNG key frames and one animation per demo).

      The window restores each demo's selected tab and scroll offsets (see --state); \
      headless output always starts from the defaults.
      """,
    version: "0.1.0",
    subcommands: [
      RenderCommand.self, RecordCommand.self, TraceCommand.self, WindowCommand.self,
      BenchCommand.self,
    ])

  @OptionGroup var stateOptions: StateOptions

  func run() throws {
    // Checked with or without a display, so a bad combination is an error either way.
    _ = try stateOptions.file()
    let hasDisplay = MainActor.assumeIsolated { WindowHost.displayAvailable() }
    if hasDisplay {
      var window = try WindowCommand.parse([])
      window.stateOptions = stateOptions
      try window.run()
    } else {
      try HeadlessGallery.run(into: "tabmotion-out")
    }
  }
}

/// The no-display gallery: every demo's key frames and animation, paths printed.
enum HeadlessGallery {
  static func run(into directory: String) throws {
    for type in DemoRegistry.all {
      let script = type.defaultScript
      let duration = script.duration
      let session = try HeadlessSession(script: script, scale: 2) { try type.init(environment: $0) }
      for fraction in [0.0, 0.25, 0.5, 0.75] {
        let target = Int(saturating: (duration * fraction * script.fps).rounded())
        while session.frame < target { try session.step() }
        let path = joined(directory, "\(type.name)-\(timeLabel(session.time)).png")
        try write(try session.render().pngData(), to: path)
        try Console.line(path)
      }
      let animation = try Recorder.record(
        type: type, script: script, fps: 30, scale: 1, size: nil,
        to: joined(directory, "\(type.name).webp"), showProgress: false)
      try Console.line(animation)
    }
  }
}
