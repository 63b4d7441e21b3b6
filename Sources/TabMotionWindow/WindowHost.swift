import CSDL2
import TabMotionCore
import TabMotionRender
import TabMotionUI

/// The live window for any `Screen`: an SDL2 window whose frame loop feeds the frame clock
/// from the display's vsync, turns mouse input into pointer events delivered before the frame
/// is updated (zero frames of added latency), and uploads each rendered frame as a streaming
/// texture.
///
/// ```swift
/// let host = try WindowHost(title: "My screen", size: Size(390, 844)) { environment in
///   try MyScreen(environment: environment)
/// }
/// exit(try host.run())
/// ```
///
/// The host lays the screen out (`Screen.layout(_:at:)` with the window's environment) before
/// the first frame and again whenever the window's size, direction or motion preference
/// changes: a screen never lays itself out. A screen that would show an empty window at its
/// first frame is reported instead (`FirstFrameCheck`). To reach your screen after the window
/// closes, keep it from `makeScreen` (the host itself holds it as `any Screen`).
///
/// Keys: R rotates portrait ⇄ landscape, D toggles right-to-left, M toggles reduced motion,
/// Esc asks the screen to go back (`Screen.goBack(at:)`) and quits when it has nothing to
/// close, Q quits. Closing the window or Ctrl-C exits cleanly. This is the only place in
/// TabMotion that reads a clock.
@MainActor
public final class WindowHost {
  /// Settings for tests and recordings: a frame limit, injected pointer events and a trace sink.
  public struct Options {
    /// Stop after this many frames (tests, screenshots); nil runs until closed.
    public var maxFrames: Int?
    /// Pointer events pushed through SDL's own event queue at given frames (tests).
    public var injected: [(frame: Int, event: PointerEvent)] = []
    /// Called with each frame's trace line.
    public var trace: ((String) throws -> Void)?
    /// Called with each frame's pixels as they go to the window (only for frames that
    /// changed): screenshots and tests. The surface is reused by the next frame.
    public var frames: ((ImageSurface) throws -> Void)?
    /// Creates options that run until the window closes, inject nothing and trace nothing.
    public init() {}
  }

  private let window: OpaquePointer
  private let renderer: OpaquePointer
  private var texture: OpaquePointer?
  private let text: TextRenderer
  private var scene: SceneRenderer
  private var environment: ScreenEnvironment
  private let screen: any Screen
  private let dispatcher = PointerDispatcher()
  private let options: Options
  private var clock: FrameClock
  private let performanceFrequency: Double
  private let initPerformance: Double
  private var origin: Double?
  private var pixelSize: (Int32, Int32) = (0, 0)
  /// The texture was just made: it holds no frame yet, so the next one goes up whole.
  private var textureIsNew = true
  private var buttonDown = false
  private var running = true
  /// The window needs its picture shown again (first frame, uncovered, resized) even when
  /// the scene did not change.
  private var exposed = true

  /// True when a display can be opened (X11 or Wayland), without keeping anything open.
  public static func displayAvailable() -> Bool {
    let hasDisplay = ["DISPLAY", "WAYLAND_DISPLAY"].contains { name in
      guard let v = getenvString(name) else { return false }
      return !v.isEmpty
    }
    guard hasDisplay else { return false }
    SDL_SetMainReady()
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else { return false }
    SDL_Quit()
    return true
  }

  /// Opens a window of `size` points titled `title` showing the screen `makeScreen` builds for
  /// the window's environment (size, phone safe area, the display's scale, Pango text).
  ///
  /// Throws ``WindowError/sdl(_:)`` when SDL cannot initialise video or create the window, a
  /// renderer or the frame texture; also throws what `makeScreen` and the screen's `layout`
  /// throw, `TabMotionError` naming the screen's type when it would draw nothing at its first
  /// frame, and the renderer's errors.
  public init(
    title: String, size: Size, options: Options = Options(),
    makeScreen: (ScreenEnvironment) throws -> any Screen
  ) throws {
    SDL_SetMainReady()
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw WindowError.sdl(lastSDLError()) }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
      | SDL_WINDOW_SHOWN.rawValue
    let undefinedPosition = Int32(bitPattern: 0x1FFF_0000)  // SDL_WINDOWPOS_UNDEFINED
    guard
      let w = SDL_CreateWindow(
        title, undefinedPosition, undefinedPosition,
        Int32(saturating: size.width.rounded()), Int32(saturating: size.height.rounded()), flags)
    else {
      SDL_Quit()
      throw WindowError.sdl(lastSDLError())
    }
    window = w
    let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
    guard
      let r = SDL_CreateRenderer(w, -1, accelerated)
        ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue)
    else {
      SDL_DestroyWindow(w)
      SDL_Quit()
      throw WindowError.sdl(lastSDLError())
    }
    renderer = r
    var pw: Int32 = 0
    var ph: Int32 = 0
    SDL_GetRendererOutputSize(r, &pw, &ph)
    let scale = max(1, Double(pw) / size.width)
    text = try TextRenderer()
    environment = ScreenEnvironment(
      size: size, scale: scale, textMeasurer: PangoTextMeasurer(renderer: text))
    scene = try SceneRenderer(viewport: size, scale: scale, text: text)
    screen = try makeScreen(environment)
    try screen.layout(environment, at: 0)
    screen.update(to: 0)
    screen.root.present(at: 0)
    try FirstFrameCheck.check(screen)
    self.options = options
    clock = try FrameClock()
    performanceFrequency = Double(SDL_GetPerformanceFrequency())
    initPerformance = Double(SDL_GetPerformanceCounter()) / performanceFrequency
    try makeTexture()
  }

  /// Runs the frame loop until the window closes (or `maxFrames`) and returns the exit status,
  /// 0; rethrows errors from rendering, event handling or the trace callback, after closing
  /// the window.
  public func run() throws -> Int32 {
    defer { shutdown() }
    while running {
      let now = Double(SDL_GetPerformanceCounter()) / performanceFrequency
      if origin == nil { origin = now }
      let t = clock.tick(hostTime: now)
      let frame = clock.frame
      for item in options.injected where item.frame == frame { push(item.event) }
      var event = SDL_Event()
      while SDL_PollEvent(&event) != 0 { try handle(event, frameTime: t) }
      screen.update(to: t)
      screen.root.present(at: t)
      let shown = try present()
      if let trace = options.trace {
        try trace(TraceEncoder.line(frame: frame, time: t, screen: screen))
      }
      if let max = options.maxFrames, frame >= max { running = false }
      // Nothing changed on screen: no upload, no present — and no vsync to pace the loop, so
      // sleep until input arrives or a frame's time has passed (a screen may still change
      // with time alone). A window sitting still costs next to nothing. Injected input is
      // replayed frame by frame at the display's pace, as it was recorded.
      if !shown && running {
        try scene.prepare(screen.root, budget: 2)
        if options.injected.isEmpty {
          _ = SDL_WaitEventTimeout(
            nil, Int32(clamping: Int(saturating: (clock.interval * 1000).rounded())))
        }
      } else if running && options.injected.isEmpty {
        // A display without vsync (a virtual X server) returns from the present at once: wait
        // out the rest of the frame, or a frame redrawn in part would spin the loop as fast as
        // it can draw. With vsync the present has already waited and this waits nothing.
        let spent = Double(SDL_GetPerformanceCounter()) / performanceFrequency - now
        let rest = Int(saturating: ((clock.interval - spent) * 1000).rounded(.down))
        if rest >= 1 { _ = SDL_WaitEventTimeout(nil, Int32(clamping: rest)) }
      }
    }
    return 0
  }

  // MARK: Events

  private func handle(_ e: SDL_Event, frameTime t: Double) throws {
    let type = SDL_EventType(rawValue: e.type)
    let isMouse =
      type == SDL_MOUSEBUTTONDOWN || type == SDL_MOUSEBUTTONUP || type == SDL_MOUSEMOTION
    // While replaying injected input, the real pointer (wherever it sits on the display) must
    // not mix into the scripted touch.
    if isMouse, !options.injected.isEmpty, e.motion.which != WindowHost.injectedMouseID { return }
    switch type {
    case SDL_QUIT:
      running = false
    case SDL_WINDOWEVENT where e.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue):
      exposed = true
    case SDL_WINDOWEVENT where e.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
      exposed = true
      try resize(Size(Double(e.window.data1), Double(e.window.data2)), at: t)
    case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT):
      buttonDown = true
      pointer(.down, x: e.button.x, y: e.button.y, timestamp: e.button.timestamp, frameTime: t)
    case SDL_MOUSEMOTION where buttonDown:
      pointer(.move, x: e.motion.x, y: e.motion.y, timestamp: e.motion.timestamp, frameTime: t)
    case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT) && buttonDown:
      buttonDown = false
      pointer(.up, x: e.button.x, y: e.button.y, timestamp: e.button.timestamp, frameTime: t)
    case SDL_KEYDOWN:
      try key(e.key.keysym.sym, at: t)
    default:
      break
    }
  }

  /// Mouse coordinates are in window points; the SDL timestamp (ms since SDL_Init) becomes a
  /// frame-clock time, never later than the frame that delivers it.
  private func pointer(
    _ phase: PointerEvent.Phase, x: Int32, y: Int32, timestamp: UInt32, frameTime t: Double
  ) {
    let host = initPerformance + Double(timestamp) / 1000
    let time = min(t, max(0, host - (origin ?? host)))
    dispatcher.dispatch(
      PointerEvent(phase, id: 0, position: Point(Double(x), Double(y)), time: time),
      to: screen.root)
  }

  private func key(_ sym: SDL_Keycode, at t: Double) throws {
    switch sym {
    case SDL_Keycode(UInt8(ascii: "r")):
      SDL_SetWindowSize(
        window, Int32(saturating: environment.size.height.rounded()),
        Int32(saturating: environment.size.width.rounded()))
    case SDL_Keycode(UInt8(ascii: "d")):
      environment.direction = environment.isRTL ? .leftToRight : .rightToLeft
      try screen.layout(environment, at: t)
    case SDL_Keycode(UInt8(ascii: "m")):
      environment.reducedMotion.toggle()
      try screen.layout(environment, at: t)
    case SDL_Keycode(27):  // Escape
      if !screen.goBack(at: t) { running = false }
    case SDL_Keycode(UInt8(ascii: "q")):
      running = false
    default:
      break
    }
  }

  /// Marks events this host pushed itself (SDL's real mice have small ids).
  static let injectedMouseID: UInt32 = 0x7AB0_7AB0

  /// Pushes a synthetic mouse event through SDL's queue, so tests exercise the real path.
  private func push(_ p: PointerEvent) {
    var e = SDL_Event()
    let ts = UInt32(
      clamping: Int(saturating: (p.time + (origin ?? initPerformance) - initPerformance) * 1000))
    switch p.phase {
    case .down, .up:
      e.button.type = (p.phase == .down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
      e.button.button = UInt8(SDL_BUTTON_LEFT)
      e.button.x = Int32(saturating: p.position.x.rounded())
      e.button.y = Int32(saturating: p.position.y.rounded())
      e.button.timestamp = ts
      e.button.which = WindowHost.injectedMouseID
    case .move, .cancel:
      e.motion.type = SDL_MOUSEMOTION.rawValue
      e.motion.x = Int32(saturating: p.position.x.rounded())
      e.motion.y = Int32(saturating: p.position.y.rounded())
      e.motion.timestamp = ts
      e.motion.which = WindowHost.injectedMouseID
    }
    _ = SDL_PushEvent(&e)
  }

  // MARK: Frames

  private func resize(_ size: Size, at t: Double) throws {
    guard size.width >= 1, size.height >= 1, size != environment.size else { return }
    environment.size = size
    environment.safeArea = ScreenEnvironment.phoneSafeArea(for: size)
    try screen.layout(environment, at: t)
    try scene.resize(viewport: size)
    try makeTexture()
  }

  private func makeTexture() throws {
    let w = Int32(clamping: scene.target.width)
    let h = Int32(clamping: scene.target.height)
    guard (w, h) != pixelSize || texture == nil else { return }
    if let old = texture { SDL_DestroyTexture(old) }
    // Cairo's premultiplied native-endian ARGB32 is byte-identical to SDL's ARGB8888.
    texture = SDL_CreateTexture(
      renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h
    )
    guard texture != nil else { throw WindowError.sdl(lastSDLError()) }
    pixelSize = (w, h)
    textureIsNew = true
  }

  /// Renders the frame and shows it; returns false when nothing had changed and nothing was
  /// shown (the window keeps the previous frame, redrawn from the texture when exposed).
  private func present() throws -> Bool {
    let surface = try scene.render(screen.root)
    if let frames = options.frames, !scene.skippedLastFrame { try frames(surface) }
    guard let texture else { return false }
    if scene.skippedLastFrame && !exposed { return false }
    if !scene.skippedLastFrame {
      surface.withPixels { pixels, stridePixels in
        if let r = scene.redrawnRegion, !textureIsNew {
          // The texture holds the frame before: only the part redrawn goes up.
          var rect = SDL_Rect(
            x: Int32(clamping: r.x), y: Int32(clamping: r.y), w: Int32(clamping: r.width),
            h: Int32(clamping: r.height))
          _ = SDL_UpdateTexture(
            texture, &rect, pixels + r.y * stridePixels + r.x, Int32(stridePixels * 4))
        } else {
          _ = SDL_UpdateTexture(texture, nil, pixels, Int32(stridePixels * 4))
        }
      }
      textureIsNew = false
    }
    exposed = false
    SDL_RenderClear(renderer)
    SDL_RenderCopy(renderer, texture, nil, nil)
    SDL_RenderPresent(renderer)
    return true
  }

  private func shutdown() {
    if let t = texture { SDL_DestroyTexture(t) }
    texture = nil
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
    SDL_Quit()
  }
}

/// Failures of the window host.
public enum WindowError: Error, CustomStringConvertible {
  /// An SDL call failed; the associated value is SDL's error message.
  case sdl(String)
  /// The failure as one line, `SDL: ` followed by SDL's message.
  public var description: String {
    switch self {
    case .sdl(let m): "SDL: \(m)"
    }
  }
}

@MainActor
private func lastSDLError() -> String {
  guard let p = SDL_GetError() else { return "unknown error" }
  return String(cString: p)
}

private func getenvString(_ name: String) -> String? {
  guard let p = getenv(name) else { return nil }
  return String(cString: p)
}
