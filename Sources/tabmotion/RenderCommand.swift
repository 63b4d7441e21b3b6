import ArgumentParser
import Foundation
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
    let scale = try checked(scale, "--scale", in: 0.25...8)
    let times = at.isEmpty ? [0] : at
    for (i, t) in times.enumerated() {
      guard t.isFinite, t >= 0 else {
        throw TabMotionError(field: "--at[\(i)]", reason: "must be a time ≥ 0 in seconds, got \(t)")
      }
    }
    let session = try HeadlessSession(
      script: script, scale: scale, size: try options.viewport()
    ) { try type.init(environment: $0) }
    let fps = session.player.script.fps
    var paths: [String] = []
    for t in times.sorted() {
      let target = Int((t * fps).rounded())
      while session.frame < target { try session.step() }
      let surface = try session.render()
      let path = "\(out)/\(type.name)-\(timeLabel(t)).png"
      try write(try surface.pngData(), to: path)
      paths.append(path)
    }
    for p in paths { print(p) }
  }
}

/// 0.5 → "0.50s": file names that sort by time.
func timeLabel(_ t: Double) -> String {
  let cs = Int((t * 100).rounded())
  return "\(cs / 100).\(cs % 100 < 10 ? "0" : "")\(cs % 100)s"
}
