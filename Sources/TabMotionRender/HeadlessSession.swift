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
/// try session.render().writePNG(path: "out/my-screen.png")
/// session.screen  // a MyScreen: the session keeps the type of the screen you build
/// ```
///
/// The session lays the screen out itself (`Screen.layout(_:at:)` with its environment)
/// before the first frame and again on every `resize` step: a screen never lays itself out.
public final class HeadlessSession<Content: Screen> {
  /// The screen built by the initialiser's `makeScreen`, driven by ``player``.
  public let screen: Content
  /// The script player that feeds the screen its events, commands and resizes frame by frame.
  public private(set) var player: ScriptPlayer
  /// The Pango text renderer shared by measuring (the screen's text measurer) and rendering.
  public let text: TextRenderer
  private(set) var renderer: SceneRenderer?
  /// Pixels per point of rendered frames: the initialiser's `scale`, or else the script's.
  public let scale: Double

  /// Creates a session at frame 0 with the screen built, laid out (`ScriptPlayer.begin(_:)`)
  /// and presented at time 0, for a screen that takes no script options: a script that sets
  /// any (`"options"`) is an error naming the first, as it would be for a screen that does
  /// not know it. A screen with options of its own is built with the initialiser that takes
  /// `options:` and hands them to `makeScreen`.
  ///
  /// The script is checked before anything runs (`GestureScript.validate(scale:)` before the
  /// screen is built, `validate(for:)` after, then the nodes its first frame's steps aim
  /// at): a bad script throws here, before the first frame, and nothing has been printed or
  /// written. Also throws what `makeScreen` and the screen's `layout` throw, and
  /// ``RenderError`` when the text renderer cannot be created.
  /// - Parameters:
  ///   - script: The gestures and commands to play, with their viewport, scale and frame rate.
  ///   - scale: Overrides the script's scale (pixels per point).
  ///   - fps: Overrides the script's frame rate.
  ///   - size: Overrides the script's viewport.
  ///   - makeScreen: Builds the screen for the session's environment (viewport, safe area,
  ///     scale, direction, reduced motion and a Pango text measurer).
  public convenience init(
    script: GestureScript, scale: Double? = nil, fps: Double? = nil, size: Size? = nil,
    makeScreen: (ScreenEnvironment) throws -> Content
  ) throws {
    try self.init(
      script: script, scale: scale, fps: fps, size: size, options: [],
      makeScreen: { environment, _ in try makeScreen(environment) })
  }

  /// Creates a session as the initialiser without `options:` does, for a screen that
  /// reads the script's `"options"`: `makeScreen` is given them with the environment, and
  /// each option the script sets must be one of `options` (else a `TabMotionError` naming
  /// it and the screen, before the first frame).
  ///
  /// ```swift
  /// let session = try HeadlessSession(script: script, options: ["compact"]) { environment, options in
  ///   try MyScreen(environment: environment, compact: options.isOn("compact"))
  /// }
  /// ```
  public init(
    script: GestureScript, scale: Double? = nil, fps: Double? = nil, size: Size? = nil,
    options: [String],
    makeScreen: (ScreenEnvironment, ScriptOptions) throws -> Content
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
    screen = try makeScreen(environment, s.options)
    // Named after the screen the user wrote, not the box a run-time pick comes in.
    let named: any Screen = (screen as? AnyScreen)?.base ?? screen
    try s.options.check(allowed: options, for: String(describing: type(of: named)))
    try s.validate(for: screen)
    player = ScriptPlayer(script: s, environment: environment)
    try player.begin(screen)
  }

  /// True once the last frame of the script has been stepped to.
  public var isFinished: Bool { player.isFinished }
  /// The current frame number: 0 before the first ``step()``, then 1, 2, …
  public var frame: Int { player.frame }
  /// The current frame's time in seconds, `frame / fps`.
  public var time: Double { player.time }
  /// The number of frames the script lasts, at least 1 (its duration times fps, rounded up).
  public var frameCount: Int { player.frameCount }

  /// Advances one frame (events, commands, models, scene).
  public func step() throws { try player.step(screen) }

  /// The trace line of the current frame; throws `TabMotionError` when a value on screen is
  /// not a finite number.
  public func traceLine() throws(TabMotionError) -> String {
    try TraceEncoder.line(frame: player.frame, time: player.time, screen: screen)
  }

  /// Whether the renderer copies subtrees that move as one from their rasters
  /// (`SceneRenderer.compositesMovingLayers`); true by default. Set it before the first
  /// ``render()``.
  public var compositesMovingLayers = true

  /// Renders the current frame; the surface is reused by the next call. The first call
  /// throws `TabMotionError` naming the screen's type when it would draw nothing
  /// (`FirstFrameCheck`): a mistake in the screen, not a picture.
  public func render() throws -> ImageSurface {
    let viewport = player.environment.size
    let r: SceneRenderer
    if let existing = renderer {
      r = existing
    } else {
      try FirstFrameCheck.check(screen)
      r = try SceneRenderer(viewport: viewport, scale: scale, text: text)
      r.compositesMovingLayers = compositesMovingLayers
      renderer = r
    }
    try r.resize(viewport: viewport)
    let surface = try r.render(screen.root)
    // A frame with nothing to draw is time to spare: prepare rasters the next frames need.
    if r.skippedLastFrame { try r.prepare(screen.root, budget: 2) }
    return surface
  }

  /// The bounding box, in device pixels, of the rectangles the last `render()` redrew, when it
  /// redrew only part of the frame (nil for a whole or skipped frame).
  public var redrawnRegionLastFrame: (x: Int, y: Int, width: Int, height: Int)? {
    renderer?.redrawnRegion
  }

  /// True when the last `render()` found nothing changed since the frame before and returned
  /// the previous pixels without drawing.
  public var skippedLastFrame: Bool { renderer?.skippedLastFrame ?? false }

  /// How many times over the last `render()` painted the frame's area (0 when skipped).
  public var fullFramePassesLastFrame: Double { renderer?.fullFramePasses ?? 0 }

  /// Layers rasterised during the last `render()`.
  public var rasterizationsLastFrame: Int { renderer?.rasterizations ?? 0 }

  /// Rasters of subtrees that move as one made during the last `render()`, on its frame or
  /// ahead of frames to come while it had nothing to draw.
  public var movingRastersMadeLastFrame: Int { renderer?.movingRastersMade ?? 0 }
}

extension HeadlessSession where Content == AnyScreen {
  /// Creates a session for a screen whose type is known only at run time (one picked from a
  /// list), boxed in `AnyScreen`; otherwise the same as the generic initialiser.
  public convenience init(
    script: GestureScript, scale: Double? = nil, fps: Double? = nil, size: Size? = nil,
    makeScreen: (ScreenEnvironment) throws -> any Screen
  ) throws {
    try self.init(script: script, scale: scale, fps: fps, size: size) { environment in
      AnyScreen(try makeScreen(environment))
    }
  }

  /// Creates a session for a screen whose type is known only at run time that reads the
  /// script's `"options"`; otherwise the same as the generic initialiser with `options`.
  public convenience init(
    script: GestureScript, scale: Double? = nil, fps: Double? = nil, size: Size? = nil,
    options: [String],
    makeScreen: (ScreenEnvironment, ScriptOptions) throws -> any Screen
  ) throws {
    try self.init(script: script, scale: scale, fps: fps, size: size, options: options) {
      environment, options in AnyScreen(try makeScreen(environment, options))
    }
  }
}
