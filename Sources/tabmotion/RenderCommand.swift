import ArgumentParser
import TabMotionCore
import TabMotionRender
import TabMotionUI

struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", abstract: "Render PNG frames of a demo at given times.")

  @OptionGroup var options: DemoOptions

  @Option(help: "Pixels per point (default: the script's, 3).")
  var scale: Double?

  @Option(parsing: .upToNextOption, help: "Times in seconds to capture (default: 0).")
  var at: [Double] = []

  @Option(help: "Output directory.")
  var out: String = "tabmotion-out"

  func run() throws {
    let type = try options.demoType()
    let script = try options.loadScript(for: type)
    let scale = try checked(scale, "--scale", in: ScriptLimits.scale)
    let out = try outputFolder(out, option: "--out")
    let times = at.isEmpty ? [0] : at
    var names: [String: Double] = [:]
    for (i, t) in times.enumerated() {
      try ScriptLimits.check(t, in: 0...ScriptLimits.duration, "--at[\(i)]")
      let name = "\(type.name)-\(timeLabel(t)).png"
      if let other = names[name], other != t {
        throw TabMotionError(
          field: "--at[\(i)]",
          reason:
            "\(t) and \(other) would both be written to \(name); times are named to the millisecond"
        )
      }
      names[name] = t
    }
    try options.checkFrame(script: script, scale: scale)
    let session = try HeadlessSession(
      script: script, scale: scale, size: try options.viewport(), options: type.optionNames
    ) { try type.init(environment: $0, options: $1) }
    let fps = session.player.script.fps
    var paths: [String] = []
    for t in Set(times).sorted() {
      let target = Int(saturating: (t * fps).rounded())
      while session.frame < target { try session.step() }
      let surface = try session.render()
      let path = joined(out, "\(type.name)-\(timeLabel(t)).png")
      try write(try surface.pngData(), to: path)
      paths.append(path)
    }
    try Console.out(paths.map { $0 + "\n" }.joined())
  }
}

/// 0.5 → "0.50s", 0.125 → "0.125s": file names that sort by time, to the millisecond.
func timeLabel(_ t: Double) -> String {
  let ms = Int(saturating: (t * 1000).rounded())
  let fraction = ms % 1000
  let digits =
    fraction % 10 == 0 ? "\(fraction / 10 + 100)".dropFirst() : "\(fraction + 1000)".dropFirst()
  return "\(ms / 1000).\(digits)s"
}
