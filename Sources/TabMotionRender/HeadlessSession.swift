import TabMotionCore
import TabMotionUI

/// One demo driven by a script on the virtual clock, with a renderer attached on demand: the
/// engine behind `tabmotion render`, `record`, `trace` and `bench`.
public final class HeadlessSession {
  public let demo: any Demo
  public private(set) var player: ScriptPlayer
  public let text: TextRenderer
  private var renderer: SceneRenderer?
  public let scale: Double

  /// - Parameters:
  ///   - scale: overrides the script's scale (pixels per point).
  ///   - fps: overrides the script's frame rate.
  ///   - size: overrides the script's viewport.
  public init(
    demo type: any Demo.Type, script: GestureScript, scale: Double? = nil, fps: Double? = nil,
    size: Size? = nil
  ) throws {
    var s = script
    if let fps { s.fps = fps }
    if let size { s.viewport = size }
    self.scale = scale ?? s.scale
    try TabMotionError.requirePositive(self.scale, "scale")
    text = try TextRenderer()
    let environment = DemoEnvironment(
      size: s.viewport, scale: self.scale, direction: s.direction,
      reducedMotion: s.reducedMotion, textMeasurer: PangoTextMeasurer(renderer: text))
    demo = try type.init(environment: environment)
    player = ScriptPlayer(script: s, environment: environment)
    demo.update(to: 0)
    demo.root.present(at: 0)
  }

  public var isFinished: Bool { player.isFinished }
  public var frame: Int { player.frame }
  public var time: Double { player.time }
  public var frameCount: Int { player.frameCount }

  /// Advances one frame (events, commands, models, scene).
  public func step() throws { try player.step(demo) }

  /// The trace line of the current frame.
  public func traceLine() -> String {
    TraceEncoder.line(frame: player.frame, time: player.time, demo: demo)
  }

  /// Renders the current frame; the surface is reused by the next call.
  public func render() throws -> ImageSurface {
    let viewport = player.environment.size
    if renderer == nil {
      renderer = try SceneRenderer(viewport: viewport, scale: scale, text: text)
    }
    guard let r = renderer else { throw TabMotionError(field: "renderer", reason: "unavailable") }
    try r.resize(viewport: viewport)
    return try r.render(demo.root)
  }

  /// Layers rasterised during the last `render()`.
  public var rasterizationsLastFrame: Int { renderer?.rasterizations ?? 0 }
}
