import TabMotionCore
import TabMotionUI

/// Any screen driven by a script on the virtual clock, with a renderer attached on demand: the
/// engine behind `tabmotion render`, `record`, `trace` and `bench`, and the way to test or
/// picture a screen of your own without a window.
///
/// ```swift
/// let session = try HeadlessSession(script: script) { environment in
///   try MyScreen(environment: environment)
/// }
/// while !session.isFinished { try session.step() }
/// try session.render().pngData()
/// ```
public final class HeadlessSession {
  public let screen: any Screen
  public private(set) var player: ScriptPlayer
  public let text: TextRenderer
  private var renderer: SceneRenderer?
  public let scale: Double

  /// - Parameters:
  ///   - scale: overrides the script's scale (pixels per point).
  ///   - fps: overrides the script's frame rate.
  ///   - size: overrides the script's viewport.
  ///   - makeScreen: builds the screen for the session's environment (viewport, safe area,
  ///     scale, direction, reduced motion and a Pango text measurer).
  ///
  /// The script is checked before anything runs (`GestureScript.validate(scale:)` before the
  /// screen is built, `validate(tabCount:)` after): a bad script throws here, before the first
  /// frame, and nothing has been printed or written.
  public init(
    script: GestureScript, scale: Double? = nil, fps: Double? = nil, size: Size? = nil,
    makeScreen: (ScreenEnvironment) throws -> any Screen
  ) throws {
    var s = script
    if let fps { s.fps = fps }
    if let size { s.viewport = size }
    self.scale = scale ?? s.scale
    try s.validate(scale: self.scale)
    text = try TextRenderer()
    let environment = ScreenEnvironment(
      size: s.viewport, scale: self.scale, direction: s.direction,
      reducedMotion: s.reducedMotion, textMeasurer: PangoTextMeasurer(renderer: text))
    screen = try makeScreen(environment)
    try s.validate(tabCount: screen.tabCount)
    player = ScriptPlayer(script: s, environment: environment)
    screen.update(to: 0)
    screen.root.present(at: 0)
  }

  public var isFinished: Bool { player.isFinished }
  public var frame: Int { player.frame }
  public var time: Double { player.time }
  public var frameCount: Int { player.frameCount }

  /// Advances one frame (events, commands, models, scene).
  public func step() throws { try player.step(screen) }

  /// The trace line of the current frame. Throws when a value on screen is not a finite number.
  public func traceLine() throws(TabMotionError) -> String {
    try TraceEncoder.line(frame: player.frame, time: player.time, screen: screen)
  }

  /// Renders the current frame; the surface is reused by the next call.
  public func render() throws -> ImageSurface {
    let viewport = player.environment.size
    let r: SceneRenderer
    if let existing = renderer {
      r = existing
    } else {
      r = try SceneRenderer(viewport: viewport, scale: scale, text: text)
      renderer = r
    }
    try r.resize(viewport: viewport)
    return try r.render(screen.root)
  }

  /// Layers rasterised during the last `render()`.
  public var rasterizationsLastFrame: Int { renderer?.rasterizations ?? 0 }
}
