import ArgumentParser
import TabMotionCore
import TabMotionDemos
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

  @Option(help: "Lossy quality 0…100 for smaller files (default: lossless, exact pixels).")
  var quality: Double?

  func run() throws {
    let type = try options.demoType()
    let script = try options.loadScript(for: type)
    let fps = try checked(fps, "--fps", in: 1...240) ?? 60
    let scale = try checked(scale, "--scale", in: 0.25...8) ?? 1
    let quality = try checked(quality, "--quality", in: 0...100)
    let out = try outputFile(out, option: "--out", example: "out/\(type.name).webp")
    try options.checkFrame(script: script, scale: scale)
    let path = try Recorder.record(
      type: type, script: script, fps: fps, scale: scale, size: try options.viewport(), to: out,
      compression: quality.map { .lossy(quality: $0, method: 0) } ?? Recorder.exact,
      showProgress: true)
    try Console.line(path)
  }
}

/// Runs a demo's script headlessly and encodes every frame into an animated WebP.
enum Recorder {
  /// Lossless at the lowest effort: exact pixels (lossy frame differences leave faint ghosts
  /// where blended sub-frames meet) and the fastest of libwebp's modes.
  static let exact = AnimationEncoder.Compression.lossless(effort: 0, method: 0)

  static func record(
    type: any Demo.Type, script: GestureScript, fps: Double, scale: Double, size: Size?,
    to path: String, compression: AnimationEncoder.Compression = exact, showProgress: Bool
  ) throws -> String {
    let session = try HeadlessSession(
      script: script, scale: scale, fps: fps, size: size, options: type.optionNames
    ) { try type.init(environment: $0, options: $1) }
    let (width, height) = FrameCanvas.size(for: script, viewport: size, scale: scale)
    guard Double(width) * Double(height) <= ScriptLimits.canvasPixels else {
      throw TabMotionError(
        field: "steps",
        reason:
          "resize to a canvas of \(width)×\(height) pixels (the largest width × the largest height); "
          + "an animation may have at most \(ScriptLimits.number(ScriptLimits.canvasPixels / 1e6)) million"
      )
    }
    let pixels = Double(session.frameCount + 1) * Double(width) * Double(height)
    guard pixels <= ScriptLimits.recordingPixels else {
      throw TabMotionError(
        field: "recording",
        reason:
          "would hold \(session.frameCount + 1) frames of \(width)×\(height) pixels, "
          + "\(ScriptLimits.number(pixels / 1e9)) billion in all; at most "
          + "\(ScriptLimits.number(ScriptLimits.recordingPixels / 1e9)) billion: lower --fps or --scale, or shorten the script"
      )
    }
    let canvas = try FrameCanvas(width: width, height: height)
    let encoder = try AnimationEncoder(width: width, height: height, compression: compression)
    let progress = ProgressBar(total: session.frameCount, label: "recording \(type.name)")
    try encoder.add(frame: try canvas.fit(try session.render()), timestampMs: 0)
    while !session.isFinished {
      try session.step()
      let frame = try canvas.fit(try session.render())
      try encoder.add(frame: frame, timestampMs: Int(saturating: (session.time * 1000).rounded()))
      if showProgress { progress.update(session.frame) }
    }
    if showProgress { progress.update(session.frameCount) }
    let bytes = try encoder.finish(durationOfLastFrameMs: Int(saturating: (1000 / fps).rounded()))
    try write(bytes, to: path)
    return path
  }
}
