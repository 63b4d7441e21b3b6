import TabMotionCore

/// Plays a `GestureScript` against a screen on a virtual clock, one frame at a time.
///
/// Drags emit one pointer sample per frame along a straight line at constant speed; a tap is a
/// down and an up 0.05 s apart. Wheel, key and touch steps go through the same
/// ``PointerDispatcher`` and ``KeyboardDispatcher`` a window uses. Frame k (k ≥ 1) is at time k / fps and receives every event
/// timed at or before it, before the screen updates: zero frames of added latency.
public struct ScriptPlayer {
  /// The script being played.
  public let script: GestureScript
  /// The environment the screen was last laid out with; a `resize` step changes its size and
  /// safe area.
  public private(set) var environment: ScreenEnvironment
  /// The number of the last frame stepped to: 0 before the first ``step(_:)``, then 1, 2, …
  public private(set) var frame = 0
  /// The number of frames the script lasts, at least 1 (its duration times fps, rounded up).
  public let frameCount: Int
  /// Routes the script's pointer events through hit testing and the gesture arena, as a
  /// window does with real ones.
  public let dispatcher: PointerDispatcher
  /// The keyboard: the focus, `key` steps and where `type` steps' text goes, over
  /// ``dispatcher``.
  public let keyboard: KeyboardDispatcher
  private var timeline: [(time: Double, action: Action)] = []
  private var cursor = 0

  enum Action {
    case pointer(PointerEvent)
    case command(ScreenCommand)
    case resize(Size)
    case type(String)
    case wheel(WheelEvent)
    case key(KeyPress)
  }

  /// Creates a player at frame 0 with the script's events scheduled; it does not validate the
  /// script.
  public init(script: GestureScript, environment: ScreenEnvironment) {
    self.script = script
    self.environment = environment
    dispatcher = PointerDispatcher()
    keyboard = KeyboardDispatcher(pointers: dispatcher)
    frameCount = max(1, Int(saturating: (script.duration * script.fps).rounded(.up)))
    timeline = ScriptPlayer.schedule(script)
  }

  /// Seconds of the current frame.
  public var time: Double { Double(frame) / script.fps }
  /// True once ``frame`` has reached ``frameCount``.
  public var isFinished: Bool { frame >= frameCount }

  /// Advances to the next frame: delivers its events and commands, then updates the screen.
  public mutating func step(_ screen: any Screen) throws(TabMotionError) {
    frame += 1
    let t = time
    while cursor < timeline.count, timeline[cursor].time <= t + 1e-9 {
      switch timeline[cursor].action {
      case .pointer(let e): dispatcher.dispatch(e, to: screen.root)
      case .command(let c): try screen.perform(c, at: t)
      case .type(let text): keyboard.insertText(text, screen: screen, at: t)
      case .wheel(let e): dispatcher.dispatch(e, to: screen.root)
      case .key(let press): keyboard.handle(press, screen: screen, at: t)
      case .resize(let size):
        environment.size = size
        environment.safeArea = ScreenEnvironment.phoneSafeArea(for: size)
        try screen.layout(environment, at: t)
      }
      cursor += 1
    }
    dispatcher.advance(to: t)
    screen.update(to: t)
    screen.root.present(at: t)
    keyboard.update(root: screen.root, at: t)
  }

  /// Every pointer event of a script, in order (for hosts that inject input themselves).
  public static func pointerEvents(of script: GestureScript) -> [PointerEvent] {
    schedule(script).compactMap { item in
      if case .pointer(let e) = item.action { return e }
      return nil
    }
  }

  /// Input a script gives a host that takes input of its own (a window replaying a script
  /// through its event queue).
  public enum Input: Hashable, Sendable {
    /// A pointer event (pointer 0: the drags and taps; others: `touch` steps).
    case pointer(PointerEvent)
    /// A `wheel` step, in points with a finger's sign.
    case wheel(WheelEvent)
    /// A `key` step.
    case key(KeyPress)
    /// A `type` step.
    case text(String)
  }

  /// Every pointer, wheel, key and text input of a script with its time, in order (commands
  /// such as `select` and `resize` are left out).
  public static func inputs(of script: GestureScript) -> [(time: Double, input: Input)] {
    schedule(script).compactMap { item in
      switch item.action {
      case .pointer(let e): (item.time, .pointer(e))
      case .wheel(let w): (item.time, .wheel(w))
      case .key(let k): (item.time, .key(k))
      case .type(let text): (item.time, .text(text))
      case .command, .resize: nil
      }
    }
  }

  /// Turns steps into timed actions.
  static func schedule(_ script: GestureScript) -> [(time: Double, action: Action)] {
    var out: [(time: Double, action: Action)] = []
    var t = 0.0
    var finger: Point?  // a held touch from a "hold" drag
    var extraFingers: [Int: Point] = [:]
    let dt = 1 / script.fps
    func pointer(_ phase: PointerEvent.Phase, _ p: Point, _ time: Double) {
      out.append((time, .pointer(PointerEvent(phase, id: 0, position: p, time: time))))
    }
    for step in script.steps {
      switch step {
      case .drag(let from, let to, let duration, let release):
        let start = finger ?? from
        if finger == nil { pointer(.down, start, t) }
        let n = max(1, Int(saturating: (duration * script.fps).rounded()))
        for k in 1...n {
          let f = Double(k) / Double(n)
          pointer(.move, start + (to - start) * f, t + duration * f)
        }
        t += duration
        switch release {
        case .fling:
          pointer(.up, to, t)
          finger = nil
        case .stop:
          var held = 0.0
          while held < GestureScript.stopHold - 1e-9 {
            held += dt
            pointer(.move, to, t + min(held, GestureScript.stopHold))
          }
          t += GestureScript.stopHold
          pointer(.up, to, t)
          finger = nil
        case .hold:
          finger = to
        }
      case .wait(let d):
        if let f = finger {
          // A held finger keeps reporting its (unchanged) position every frame.
          var held = 0.0
          while held < d - 1e-9 {
            held += dt
            pointer(.move, f, t + min(held, d))
          }
        }
        t += d
      case .tap(let p):
        if let f = finger {
          pointer(.up, f, t)
          finger = nil
        }
        pointer(.down, p, t)
        pointer(.up, p, t + GestureScript.tapDuration)
        t += GestureScript.tapDuration
      case .select(let i): out.append((t, .command(.select(i))))
      case .resize(let s): out.append((t, .resize(s)))
      case .refreshFinish: out.append((t, .command(.refreshFinish)))
      case .type(let text): out.append((t, .type(text)))
      case .wheel(let at, let delta, let precise):
        // SDL's sign (y up scrolls towards the top) as a finger's translation.
        let scale = precise ? 1 : WheelEvent.lineStep
        let e = WheelEvent(
          position: at, translation: Point(-delta.x * scale, delta.y * scale),
          isPrecise: precise, time: t)
        out.append((t, .wheel(e)))
      case .key(let press): out.append((t, .key(press)))
      case .touch(let id, let phase, let p):
        out.append((t, .pointer(PointerEvent(phase, id: id, position: p, time: t))))
        extraFingers[id] = phase == .up || phase == .cancel ? nil : p
      }
    }
    if let f = finger { pointer(.up, f, t) }
    for (id, p) in extraFingers.sorted(by: { $0.key < $1.key }) {
      out.append((t, .pointer(PointerEvent(.up, id: id, position: p, time: t))))
    }
    return out
  }
}
