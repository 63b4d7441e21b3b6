import ArgumentParser
import Foundation
import TabMotionCore
import TabMotionRender
import TabMotionUI

struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record", abstract: "Record a demo's script as an animated WebP.")

  @OptionGroup var options: DemoOptions

  @Option(help: "Frames per second of the recording.")
  var fps: Double = 60

  @Option(help: "Pixels per point.")
  var scale: Double = 1

  @Option(help: "Output file (.webp).")
  var out: String

  func run() throws {
    let type = try options.demoType()
    let script = try options.loadScript(for: type)
    let fps = try checked(fps, "--fps", in: 1...240) ?? 60
    let scale = try checked(scale, "--scale", in: 0.25...8) ?? 1
    let path = try Recorder.record(
      type: type, script: script, fps: fps, scale: scale, size: try options.viewport(), to: out,
      showProgress: true)
    print(path)
  }
}

/// Runs a demo's script headlessly and encodes every frame into an animated WebP.
enum Recorder {
  static func record(
    type: any Demo.Type, script: GestureScript, fps: Double, scale: Double, size: Size?,
    to path: String, showProgress: Bool
  ) throws -> String {
    let session = try HeadlessSession(
      demo: type, script: script, scale: scale, fps: fps, size: size)
    let first = try session.render()
    let encoder = try AnimationEncoder(width: first.width, height: first.height)
    let progress = ProgressBar(total: session.frameCount, label: "recording \(type.name)")
    try encoder.add(frame: first, timestampMs: 0)
    while !session.isFinished {
      try session.step()
      let surface = try session.render()
      if surface.width != first.width || surface.height != first.height {
        // A rotation changes the frame size; an animation has one canvas, so stop here.
        break
      }
      try encoder.add(frame: surface, timestampMs: Int((session.time * 1000).rounded()))
      if showProgress { progress.update(session.frame) }
    }
    if showProgress { progress.update(session.frameCount) }
    let bytes = try encoder.finish(durationOfLastFrameMs: Int((1000 / fps).rounded()))
    try write(bytes, to: path)
    return path
  }
}
