import CSDL2
import TabMotionCore
import TabMotionRender
import TabMotionUI

#if canImport(Glibc)
  import Glibc
#endif

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
/// Input goes the way a script's does: mouse buttons and each touch-screen finger are pointers
/// of their own (hit testing, recognisers, gesture arena), the wheel and the touchpad scroll
/// what is under the pointer (Shift turns a vertical wheel horizontal: pages between tabs),
/// and keys go to a `KeyboardDispatcher` — Tab/Shift-Tab move the focus, arrows move between
/// tabs or scroll, Enter/Space activate, Page Up/Down and Home/End scroll, Esc closes the
/// topmost sheet or menu or goes back (and never quits); typing goes to the focused text
/// field (SDL text input runs only while one has the focus, with the input method's
/// composition shown underlined).
///
/// Window keys: Ctrl+R rotates portrait ⇄ landscape, Ctrl+D toggles right-to-left, Ctrl+M
/// toggles reduced motion, Ctrl+Q quits — none of them while text is being typed. Closing the
/// window or Ctrl-C exits cleanly. This is the only place in TabMotion that reads a clock.
@MainActor
public final class WindowHost {
  /// Settings for tests and recordings: a frame limit, injected pointer events and a trace sink.
  public struct Options {
    /// Stop after this many frames (tests, screenshots); nil runs until closed.
    public var maxFrames: Int?
    /// Input pushed through SDL's own event queue at given frames (tests): pointer 0 as the
    /// mouse, other pointers as touch-screen fingers, wheel samples, keys and text.
    public var injected: [(frame: Int, input: InjectedInput)] = []
    /// Called with each frame's trace line.
    public var trace: ((String) throws -> Void)?
    /// Lay the screen out with a notched phone's safe area (status bar and home indicator
    /// insets) instead of the window's own, which has none: to preview a phone layout.
    public var phoneInsets = false
    /// The window's title, asked for every frame (it may name what the screen shows now);
    /// nil keeps the title the window was opened with.
    public var title: (() -> String)?
    /// Called with each frame's pixels as they go to the window (only for frames that
    /// changed): screenshots and tests. The surface is reused by the next frame.
    public var frames: ((ImageSurface) throws -> Void)?
    /// Stands in for the renderer's output size in pixels for a window of the given size in
    /// points (tests: a display of another density); nil asks SDL. The pixel scale is this
    /// size's width over the window's, read at start, on a resize and when the window moves
    /// to another display.
    public var drawableSize: ((Size) -> Size)?
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
  private let keyboard: KeyboardDispatcher
  private let clipboard = SDLClipboard()
  /// Whether SDL's text input (and the input method) is on: only while a field has the focus.
  private var textInputOn = false
  /// Touch-screen fingers by SDL finger id: the pointer id each one drives.
  private var fingers: [Int64: Int] = [:]
  /// When the last fractional (touchpad) wheel sample came: wheel samples stay precise a
  /// while after one, since a touchpad also reports whole steps.
  private var lastPreciseWheel = -Double.infinity
  /// The pointer's shape over the window, and the system cursors made so far.
  private var shownCursor = SDL_SYSTEM_CURSOR_ARROW
  private var cursors: [UInt32: OpaquePointer] = [:]
  /// The title last given to the window (set with the first frame), and the one it opens
  /// with.
  private var shownTitle = ""
  private let initialTitle: String
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
  /// The window's hold on the screen's stories while it is minimised or hidden.
  private var storyHold = StoryHold()

  /// True when a display can be opened (X11 or Wayland), without keeping anything open.
  public static func displayAvailable() -> Bool {
    let hasDisplay = ["DISPLAY", "WAYLAND_DISPLAY"].contains { name in
      guard let v = getenvString(name) else { return false }
      return !v.isEmpty
    }
    guard hasDisplay else { return false }
    guard initVideo() else { return false }
    SDL_Quit()
    return true
  }

  /// Initialises SDL's video on the real display. A display server that is up can still
  /// refuse a connection for a moment (one just started, a busy machine): a few tries over
  /// half a second, well within the second in which an unreachable display must be reported.
  private static func initVideo() -> Bool {
    SDL_SetMainReady()
    // Only X11 without a Wayland display: no Wayland attempt printing its own complaints.
    if getenvString("SDL_VIDEODRIVER") == nil, (getenvString("WAYLAND_DISPLAY") ?? "").isEmpty {
      SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
    }
    for attempt in 0..<5 {
      if attempt > 0 { SDL_Delay(100) }
      guard SDL_Init(SDL_INIT_VIDEO) == 0 else { continue }
      if usesRealDisplay() { return true }
      SDL_Quit()
    }
    return false
  }

  /// False when SDL, unable to reach the display it was given, fell back to a driver that
  /// shows nothing (offscreen, dummy) — unless the user asked for that driver by name.
  private static func usesRealDisplay() -> Bool {
    guard let p = SDL_GetCurrentVideoDriver() else { return false }
    let driver = String(cString: p)
    if let asked = getenvString("SDL_VIDEODRIVER"), asked == driver { return true }
    return driver != "offscreen" && driver != "dummy" && driver != "evdev"
  }

  /// The display the window would open on, for messages: `$DISPLAY` or `$WAYLAND_DISPLAY`.
  public nonisolated static var displayName: String {
    getenvString("WAYLAND_DISPLAY").flatMap { $0.isEmpty ? nil : $0 } ?? getenvString("DISPLAY")
      ?? ""
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
    let size = Size(
      max(size.width, WindowHost.minimumSize.width), max(size.height, WindowHost.minimumSize.height)
    )
    guard WindowHost.initVideo() else {
      throw WindowError.sdl(
        "cannot open the display '\(WindowHost.displayName)': \(lastSDLError())")
    }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
    // Fingers arrive as fingers: no mouse events made up from them (they would act twice).
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
      | SDL_WINDOW_SHOWN.rawValue
    let undefinedPosition = Int32(bitPattern: 0x1FFF_0000)  // SDL_WINDOWPOS_UNDEFINED
    guard
      // Untitled at first: the title is set below, as UTF-8.
      let w = SDL_CreateWindow(
        "", undefinedPosition, undefinedPosition,
        Int32(saturating: size.width.rounded()), Int32(saturating: size.height.rounded()), flags)
    else {
      SDL_Quit()
      throw WindowError.sdl(lastSDLError())
    }
    window = w
    // Smaller than this, titles and rows overlap: every demo stays legible.
    SDL_SetWindowMinimumSize(
      w, Int32(saturating: WindowHost.minimumSize.width),
      Int32(saturating: WindowHost.minimumSize.height))
    initialTitle = title
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
    let scale = WindowHost.scale(
      drawable: WindowHost.outputSize(r, window: size, options: options), window: size)
    text = try TextRenderer()
    environment = ScreenEnvironment(
      size: size, safeArea: options.phoneInsets ? nil : .zero, scale: scale,
      textMeasurer: PangoTextMeasurer(renderer: text))
    scene = try SceneRenderer(viewport: size, scale: scale, text: text)
    screen = try makeScreen(environment)
    keyboard = KeyboardDispatcher(pointers: dispatcher, clipboard: clipboard)
    try screen.layout(environment, at: 0)
    screen.update(to: 0)
    screen.root.present(at: 0)
    try FirstFrameCheck.check(screen)
    self.options = options
    // Text input starts on with SDL's video; it runs only while a text field has the focus.
    SDL_StopTextInput()
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
      for item in options.injected where item.frame == frame { push(item.input) }
      var event = SDL_Event()
      while SDL_PollEvent(&event) != 0 { try handle(event, frameTime: t) }
      dispatcher.advance(to: t)
      screen.update(to: t)
      screen.root.present(at: t)
      keyboard.update(root: screen.root, at: t)
      syncTextInput()
      let title = options.title?() ?? initialTitle
      if title != shownTitle {
        shownTitle = title
        WindowHost.setTitle(title, of: window)
      }
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
      || type == SDL_MOUSEWHEEL
    // Mouse events SDL makes up from touches: the fingers themselves are handled.
    if isMouse, e.motion.which == WindowHost.touchMouseID { return }
    // While replaying injected input, the real pointer (wherever it sits on the display) must
    // not mix into the scripted touch.
    if isMouse, !options.injected.isEmpty,
      e.motion.which != WindowHost.injectedMouseID && e.motion.which != WindowHost.injectedPreciseID
    {
      return
    }
    switch type {
    case SDL_QUIT:
      running = false
    case SDL_WINDOWEVENT where e.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue):
      running = false
    case SDL_WINDOWEVENT where e.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue):
      exposed = true
    case SDL_WINDOWEVENT where e.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
      exposed = true
      try resize(Size(Double(e.window.data1), Double(e.window.data2)), at: t)
      try rescaleIfNeeded(at: t)
    case SDL_WINDOWEVENT where e.window.event == UInt8(SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue):
      // Moved to another monitor: its pixel scale may differ.
      exposed = true
      try rescaleIfNeeded(at: t)
    case SDL_WINDOWEVENT
    where e.window.event == UInt8(SDL_WINDOWEVENT_MINIMIZED.rawValue)
      || e.window.event == UInt8(SDL_WINDOWEVENT_HIDDEN.rawValue):
      setWindowShown(false)
    case SDL_WINDOWEVENT
    where e.window.event == UInt8(SDL_WINDOWEVENT_RESTORED.rawValue)
      || e.window.event == UInt8(SDL_WINDOWEVENT_SHOWN.rawValue):
      setWindowShown(true)
    case SDL_WINDOWEVENT where e.window.event == UInt8(SDL_WINDOWEVENT_LEAVE.rawValue):
      keyboard.hoverPosition = nil
      dispatcher.hover(at: nil, in: screen.root)
    case SDL_MOUSEBUTTONDOWN where e.button.button != UInt8(SDL_BUTTON_LEFT),
      SDL_MOUSEBUTTONUP where e.button.button != UInt8(SDL_BUTTON_LEFT):
      // Deliberately nothing: the right button has no context menu here and the middle one
      // no paste; neither taps, presses or drags.
      break
    case SDL_MOUSEBUTTONDOWN:
      // A double click is two clicks: each is its own tap (SDL's click count is not read).
      buttonDown = true
      // A mouse button shows what it presses at once; a finger waits (it may be scrolling).
      dispatcher.pressDelay = 0
      pointer(.down, id: 0, Point(Double(e.button.x), Double(e.button.y)), e.button.timestamp, t)
    case SDL_MOUSEMOTION:
      let p = Point(Double(e.motion.x), Double(e.motion.y))
      keyboard.hoverPosition = p
      if buttonDown {
        pointer(.move, id: 0, p, e.motion.timestamp, t)
      } else {
        hover(at: p)
      }
    case SDL_MOUSEBUTTONUP where buttonDown:
      buttonDown = false
      pointer(.up, id: 0, Point(Double(e.button.x), Double(e.button.y)), e.button.timestamp, t)
    case SDL_MOUSEWHEEL:
      wheel(e.wheel, frameTime: t)
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      finger(e.tfinger, type: type, frameTime: t)
    case SDL_KEYDOWN:
      try key(e.key.keysym, at: t)
    case SDL_TEXTINPUT:
      let text = WindowHost.string(e.text.text)
      if !text.isEmpty { keyboard.insertText(text, screen: screen, at: t) }
    case SDL_TEXTEDITING:
      keyboard.setMarkedText(WindowHost.string(e.edit.text), at: t)
    default:
      break
    }
  }

  /// The frame-clock time of an SDL timestamp (ms since SDL_Init), never later than the frame
  /// that delivers it.
  private func time(of timestamp: UInt32, frameTime t: Double) -> Double {
    let host = initPerformance + Double(timestamp) / 1000
    return min(t, max(0, host - (origin ?? host)))
  }

  /// Mouse and finger positions are in window points.
  private func pointer(
    _ phase: PointerEvent.Phase, id: Int, _ p: Point, _ timestamp: UInt32, _ t: Double
  ) {
    dispatcher.dispatch(
      PointerEvent(phase, id: id, position: p, time: time(of: timestamp, frameTime: t)),
      to: screen.root)
  }

  /// A touch-screen finger: its own pointer (ids from 1; the mouse is 0), its normalised
  /// position mapped to window points.
  private func finger(_ f: SDL_TouchFingerEvent, type: SDL_EventType, frameTime t: Double) {
    let p = Point(Double(f.x) * environment.size.width, Double(f.y) * environment.size.height)
    guard p.isFinite else { return }
    switch type {
    case SDL_FINGERDOWN:
      guard fingers[f.fingerId] == nil else { return }
      let id = (1...).first { n in !fingers.values.contains(n) } ?? 1
      fingers[f.fingerId] = id
      dispatcher.pressDelay = PointerDispatcher.touchPressDelay
      pointer(.down, id: id, p, f.timestamp, t)
    case SDL_FINGERMOTION:
      guard let id = fingers[f.fingerId] else { return }
      pointer(.move, id: id, p, f.timestamp, t)
    default:
      guard let id = fingers.removeValue(forKey: f.fingerId) else { return }
      pointer(.up, id: id, p, f.timestamp, t)
    }
  }

  /// A wheel or touchpad sample, in SDL's units (wheel clicks; fractional from a touchpad)
  /// and sign (y > 0 scrolls towards the top), as the system sets the direction. Shift turns
  /// a vertical wheel horizontal.
  private func wheel(_ w: SDL_MouseWheelEvent, frameTime t: Double) {
    let flip: Float = w.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
    var dx = Double(w.preciseX * flip)
    var dy = Double(w.preciseY * flip)
    guard dx.isFinite, dy.isFinite else { return }
    let shift = (SDL_GetModState().rawValue & KMOD_SHIFT.rawValue) != 0
    if shift, dx == 0 {
      dx = -dy
      dy = 0
    }
    let time = time(of: w.timestamp, frameTime: t)
    let fractional = dx != dx.rounded() || dy != dy.rounded()
    if fractional || w.which == WindowHost.injectedPreciseID { lastPreciseWheel = time }
    let precise = time - lastPreciseWheel < WindowHost.preciseLatch
    let p = Point(Double(w.mouseX), Double(w.mouseY))
    keyboard.hoverPosition = p
    dispatcher.dispatch(
      WheelEvent(
        position: p, translation: Point(-dx, dy) * WheelEvent.lineStep, isPrecise: precise,
        time: time), to: screen.root)
  }

  /// Sets the window's title in a UTF-8 locale, the one in which SDL sets the UTF-8 title
  /// property (`_NET_WM_NAME`, what window managers show) besides the legacy `WM_NAME` string
  /// X tools read (`xdotool search --name`). The process otherwise keeps the locale it started
  /// in (C, as a Swift program starts), the one SDL opened the display in.
  private static func setTitle(_ title: String, of window: OpaquePointer) {
    #if canImport(Glibc)
      let current = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
      if setlocale(LC_CTYPE, "C.UTF-8") != nil {
        SDL_SetWindowTitle(window, title)
        _ = setlocale(LC_CTYPE, current)
      }
    #endif
    SDL_SetWindowTitle(window, title)
  }

  /// The hand over what acts on a click (a button, a tab, a row that opens something), the
  /// arrow elsewhere; an I-beam over a text field.
  private func hover(at p: Point) {
    dispatcher.hover(at: p, in: screen.root)
    let path = screen.root.hitTestPath(p)
    let wanted: SDL_SystemCursor =
      if path.contains(where: { $0.textInput != nil }) {
        SDL_SYSTEM_CURSOR_IBEAM
      } else if path.contains(where: \.actsOnTap) {
        SDL_SYSTEM_CURSOR_HAND
      } else {
        SDL_SYSTEM_CURSOR_ARROW
      }
    guard wanted != shownCursor else { return }
    shownCursor = wanted
    if cursors[wanted.rawValue] == nil { cursors[wanted.rawValue] = SDL_CreateSystemCursor(wanted) }
    if let cursor = cursors[wanted.rawValue] { SDL_SetCursor(cursor) }
  }

  /// The smallest window, in points: every demo stays legible (in portrait or landscape).
  public static let minimumSize = Size(320, 320)

  /// Seconds a wheel stays precise after a fractional sample.
  static let preciseLatch = 0.5

  private func key(_ keysym: SDL_Keysym, at t: Double) throws {
    let mod = UInt32(keysym.mod)
    var modifiers: KeyPress.Modifiers = []
    if mod & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
    if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
    guard let key = WindowHost.key(keysym.sym) else { return }
    let typing = keyboard.isEditingText
    if modifiers == .control, !typing, case .character(let c) = key {
      switch c {
      case "r":
        SDL_SetWindowSize(
          window, Int32(saturating: environment.size.height.rounded()),
          Int32(saturating: environment.size.width.rounded()))
        return
      case "d":
        environment.direction = environment.isRightToLeft ? .leftToRight : .rightToLeft
        try screen.layout(environment, at: t)
        return
      case "m":
        environment.reducedMotion.toggle()
        try screen.layout(environment, at: t)
        return
      case "q":
        running = false
        return
      default:
        break
      }
    }
    // What types text arrives as text input too: as a key it would act twice.
    if typing, modifiers.subtracting(.shift).isEmpty {
      if key == .space { return }
      if case .character = key { return }
    }
    keyboard.handle(KeyPress(key, modifiers: modifiers), screen: screen, at: t)
  }

  /// The key of an SDL key code; nil for keys TabMotion has no use for.
  private static func key(_ sym: SDL_Keycode) -> KeyPress.Key? {
    switch Int(sym) {
    case Int(SDLK_TAB.rawValue): .tab
    case Int(SDLK_LEFT.rawValue): .left
    case Int(SDLK_RIGHT.rawValue): .right
    case Int(SDLK_UP.rawValue): .up
    case Int(SDLK_DOWN.rawValue): .down
    case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): .enter
    case Int(SDLK_SPACE.rawValue): .space
    case Int(SDLK_PAGEUP.rawValue): .pageUp
    case Int(SDLK_PAGEDOWN.rawValue): .pageDown
    case Int(SDLK_HOME.rawValue): .home
    case Int(SDLK_END.rawValue): .end
    case Int(SDLK_ESCAPE.rawValue): .escape
    case Int(SDLK_BACKSPACE.rawValue): .backspace
    case Int(SDLK_DELETE.rawValue): .delete
    case 0x61...0x7A, 0x30...0x39:
      .character(Character(Unicode.Scalar(UInt8(Int(sym)))))
    default: nil
    }
  }

  /// The SDL key code of a key (for injected input).
  private static func code(_ key: KeyPress.Key) -> SDL_Keycode {
    let code: UInt32 =
      switch key {
      case .tab: SDLK_TAB.rawValue
      case .left: SDLK_LEFT.rawValue
      case .right: SDLK_RIGHT.rawValue
      case .up: SDLK_UP.rawValue
      case .down: SDLK_DOWN.rawValue
      case .enter: SDLK_RETURN.rawValue
      case .space: SDLK_SPACE.rawValue
      case .pageUp: SDLK_PAGEUP.rawValue
      case .pageDown: SDLK_PAGEDOWN.rawValue
      case .home: SDLK_HOME.rawValue
      case .end: SDLK_END.rawValue
      case .escape: SDLK_ESCAPE.rawValue
      case .backspace: SDLK_BACKSPACE.rawValue
      case .delete: SDLK_DELETE.rawValue
      case .character(let c): c.unicodeScalars.first.map { $0.value } ?? 0
      }
    return SDL_Keycode(bitPattern: code)
  }

  /// SDL's text input runs while a text field has the focus (and the input method's window
  /// goes near it), and only then.
  private func syncTextInput() {
    let wanted = keyboard.isEditingText
    guard wanted != textInputOn else { return }
    textInputOn = wanted
    if wanted { SDL_StartTextInput() } else { SDL_StopTextInput() }
  }

  /// A fixed-size, NUL-terminated C text of an SDL event as a string.
  private static func string<T>(_ tuple: T) -> String {
    withUnsafeBytes(of: tuple) { raw in
      let bytes = raw.prefix { $0 != 0 }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Marks events this host pushed itself (SDL's real mice have small ids).
  static let injectedMouseID: UInt32 = 0x7AB0_7AB0
  /// Marks injected wheel samples that are precise (a touchpad's).
  static let injectedPreciseID: UInt32 = 0x7AB0_7AB1
  /// SDL's `SDL_TOUCH_MOUSEID`: mouse events made up from touches.
  static let touchMouseID = UInt32.max

  /// Pushes synthetic input through SDL's queue, so tests exercise the real path.
  private func push(_ input: InjectedInput) {
    var e = SDL_Event()
    let base = (origin ?? initPerformance) - initPerformance
    func stamp(_ time: Double) -> UInt32 {
      UInt32(clamping: Int(saturating: (time + base) * 1000))
    }
    switch input {
    case .pointer(let p) where p.id != 0:
      // Other pointers are touch-screen fingers, in normalised coordinates.
      e.tfinger.type =
        (p.phase == .down ? SDL_FINGERDOWN : p.phase == .move ? SDL_FINGERMOTION : SDL_FINGERUP)
        .rawValue
      e.tfinger.touchId = 1
      e.tfinger.fingerId = Int64(p.id)
      e.tfinger.x = Float(p.position.x / environment.size.width)
      e.tfinger.y = Float(p.position.y / environment.size.height)
      e.tfinger.timestamp = stamp(p.time)
    case .pointer(let p):
      switch p.phase {
      case .down, .up:
        e.button.type = (p.phase == .down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        e.button.button = UInt8(SDL_BUTTON_LEFT)
        e.button.x = Int32(saturating: p.position.x.rounded())
        e.button.y = Int32(saturating: p.position.y.rounded())
        e.button.timestamp = stamp(p.time)
        e.button.which = WindowHost.injectedMouseID
      case .move, .cancel:
        e.motion.type = SDL_MOUSEMOTION.rawValue
        e.motion.x = Int32(saturating: p.position.x.rounded())
        e.motion.y = Int32(saturating: p.position.y.rounded())
        e.motion.timestamp = stamp(p.time)
        e.motion.which = WindowHost.injectedMouseID
      }
    case .wheel(let w):
      // Back to SDL's units and sign: wheel clicks, y > 0 towards the top.
      let clicks = Point(-w.translation.x, w.translation.y) * (1 / WheelEvent.lineStep)
      e.wheel.type = SDL_MOUSEWHEEL.rawValue
      e.wheel.timestamp = stamp(w.time)
      e.wheel.which = w.isPrecise ? WindowHost.injectedPreciseID : WindowHost.injectedMouseID
      e.wheel.x = Int32(saturating: clicks.x.rounded())
      e.wheel.y = Int32(saturating: clicks.y.rounded())
      e.wheel.preciseX = Float(clicks.x)
      e.wheel.preciseY = Float(clicks.y)
      e.wheel.mouseX = Int32(saturating: w.position.x.rounded())
      e.wheel.mouseY = Int32(saturating: w.position.y.rounded())
      e.wheel.direction = UInt32(SDL_MOUSEWHEEL_NORMAL.rawValue)
    case .key(let press):
      e.key.type = SDL_KEYDOWN.rawValue
      e.key.state = UInt8(SDL_PRESSED)
      e.key.keysym.sym = WindowHost.code(press.key)
      var mod: UInt32 = 0
      if press.modifiers.contains(.shift) { mod |= KMOD_LSHIFT.rawValue }
      if press.modifiers.contains(.control) { mod |= KMOD_LCTRL.rawValue }
      e.key.keysym.mod = UInt16(truncatingIfNeeded: mod)
    case .text(let text):
      // SDL's text events hold 31 bytes: longer text goes in pieces, whole characters each.
      var piece = ""
      for c in text {
        if piece.utf8.count + String(c).utf8.count > 31 {
          pushText(piece)
          piece = ""
        }
        piece.append(c)
      }
      if !piece.isEmpty { pushText(piece) }
      return
    case .otherButton(let button, let p):
      e.button.type = (p.phase == .down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
      e.button.button = button
      e.button.x = Int32(saturating: p.position.x.rounded())
      e.button.y = Int32(saturating: p.position.y.rounded())
      e.button.timestamp = stamp(p.time)
      e.button.which = WindowHost.injectedMouseID
    case .composition(let text):
      e.edit.type = SDL_TEXTEDITING.rawValue
      withUnsafeMutableBytes(of: &e.edit.text) { raw in
        var n = 0
        // Whole characters that fit SDL's 31 bytes.
        for c in text {
          let bytes = Array(String(c).utf8)
          guard n + bytes.count < raw.count else { break }
          for b in bytes {
            raw[n] = b
            n += 1
          }
        }
      }
      e.edit.start = 0
      e.edit.length = 0
    case .displayChanged:
      e.window.type = SDL_WINDOWEVENT.rawValue
      e.window.event = UInt8(SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue)
      e.window.windowID = SDL_GetWindowID(window)
    case .minimized:
      e.window.type = SDL_WINDOWEVENT.rawValue
      e.window.event = UInt8(SDL_WINDOWEVENT_MINIMIZED.rawValue)
      e.window.windowID = SDL_GetWindowID(window)
    case .restored:
      e.window.type = SDL_WINDOWEVENT.rawValue
      e.window.event = UInt8(SDL_WINDOWEVENT_RESTORED.rawValue)
      e.window.windowID = SDL_GetWindowID(window)
    }
    _ = SDL_PushEvent(&e)
  }

  private func pushText(_ text: String) {
    var e = SDL_Event()
    e.text.type = SDL_TEXTINPUT.rawValue
    withUnsafeMutableBytes(of: &e.text.text) { raw in
      for (i, b) in text.utf8.prefix(raw.count - 1).enumerated() { raw[i] = b }
    }
    _ = SDL_PushEvent(&e)
  }

  // MARK: Frames

  private func resize(_ size: Size, at t: Double) throws {
    guard size.width >= 1, size.height >= 1, size != environment.size else { return }
    environment.size = size
    environment.safeArea = options.phoneInsets ? ScreenEnvironment.phoneSafeArea(for: size) : .zero
    try screen.layout(environment, at: t)
    try scene.resize(viewport: size)
    try makeTexture()
  }

  /// Re-reads the pixel scale (output pixels per window point) and, when it changed, renders
  /// at the new one: the screen is laid out again and the frames are made at the new size.
  /// The renderer's output size in pixels (or the options' stand-in for it).
  private static func outputSize(
    _ renderer: OpaquePointer, window: Size, options: Options
  ) -> Size {
    if let stand = options.drawableSize { return stand(window) }
    var pw: Int32 = 0
    var ph: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &pw, &ph)
    return Size(Double(pw), Double(ph))
  }

  /// Pixels per point of a window `window` points wide whose drawable is `drawable` pixels:
  /// their widths' ratio, at least 1 (a drawable SDL cannot report yet counts as 1).
  public static func scale(drawable: Size, window: Size) -> Double {
    let scale = drawable.width / window.width
    return scale.isFinite ? max(1, scale) : 1
  }

  /// The pixels per point now, as of the last time they were read.
  public var pixelScale: Double { environment.scale }

  /// True while SDL's text input is on (a text field has the focus).
  public var isTextInputActive: Bool { textInputOn }

  /// Stories hold while the window is minimised or hidden, as an app's do in the background,
  /// and play on when it is back; stories the app itself keeps out of sight stay so.
  private func setWindowShown(_ shown: Bool) { storyHold.setShown(shown, screen) }

  private func rescaleIfNeeded(at t: Double) throws {
    let scale = WindowHost.scale(
      drawable: WindowHost.outputSize(renderer, window: environment.size, options: options),
      window: environment.size)
    guard abs(scale - environment.scale) > 1e-6 else { return }
    environment.scale = scale
    scene = try SceneRenderer(viewport: environment.size, scale: scale, text: text)
    try screen.layout(environment, at: t)
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
        let regions = scene.redrawnRegions
        if !regions.isEmpty, !textureIsNew {
          // The texture holds the frame before: only the parts redrawn go up.
          for r in regions {
            var rect = SDL_Rect(
              x: Int32(clamping: r.x), y: Int32(clamping: r.y), w: Int32(clamping: r.width),
              h: Int32(clamping: r.height))
            _ = SDL_UpdateTexture(
              texture, &rect, pixels + r.y * stridePixels + r.x, Int32(stridePixels * 4))
          }
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
    for cursor in cursors.values { SDL_FreeCursor(cursor) }
    cursors.removeAll()
    if let t = texture { SDL_DestroyTexture(t) }
    texture = nil
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
    SDL_Quit()
  }
}

/// Input a test pushes through SDL's own event queue (``WindowHost/Options/injected``), so
/// that it takes the path real input takes.
public enum InjectedInput {
  /// Pointer 0 as the mouse (left button); any other id as a touch-screen finger.
  case pointer(PointerEvent)
  /// A wheel or touchpad sample (`WheelEvent.lineStep` points a click).
  case wheel(WheelEvent)
  /// A key pressed (with its modifiers).
  case key(KeyPress)
  /// Text typed, as an input method commits it.
  case text(String)
  /// A press or release (the event's phase) of a mouse button other than the left one, by
  /// SDL's number (2 the middle, 3 the right): the window ignores them.
  case otherButton(UInt8, PointerEvent)
  /// An input method's composition in progress (`SDL_TEXTEDITING`): shown underlined at the
  /// caret until text commits it; empty ends it.
  case composition(String)
  /// The window moved to another display (`SDL_WINDOWEVENT_DISPLAY_CHANGED`).
  case displayChanged
  /// The window was minimised (`SDL_WINDOWEVENT_MINIMIZED`).
  case minimized
  /// The window came back from being minimised (`SDL_WINDOWEVENT_RESTORED`).
  case restored
}

/// The system clipboard, through SDL.
final class SDLClipboard: TextClipboard {
  var text: String {
    get {
      guard SDL_HasClipboardText() == SDL_TRUE, let p = SDL_GetClipboardText() else { return "" }
      defer { SDL_free(p) }
      return String(cString: p)
    }
    set { _ = SDL_SetClipboardText(newValue) }
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
