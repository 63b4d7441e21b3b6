import TabMotionCore

/// Plays a `GestureScript` against a screen on a virtual clock, one frame at a time.
///
/// Drags emit one pointer sample per frame along a straight line at constant speed; a tap is a
/// down and an up 0.05 s apart. Frame k (k ≥ 1) is at time k / fps and receives every event
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
  public let dispatcher = PointerDispatcher()
  private var timeline: [(time: Double, action: Action)] = []
  private var cursor = 0

  enum Action {
    case pointer(PointerEvent)
    case command(ScreenCommand)
    case resize(Size)
    case type(String)
  }

  /// Creates a player at frame 0 with the script's events scheduled; it does not validate the
  /// script.
  public init(script: GestureScript, environment: ScreenEnvironment) {
    self.script = script
    self.environment = environment
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
      case .type(let text): screen.typeText(text, at: t)
      case .resize(let size):
        environment.size = size
        environment.safeArea = ScreenEnvironment.phoneSafeArea(for: size)
        try screen.layout(environment, at: t)
      }
      cursor += 1
    }
    screen.update(to: t)
    screen.root.present(at: t)
  }

  /// Every pointer event of a script, in order (for hosts that inject input themselves).
  public static func pointerEvents(of script: GestureScript) -> [PointerEvent] {
    schedule(script).compactMap { item in
      if case .pointer(let e) = item.action { return e }
      return nil
    }
  }

  /// Turns steps into timed actions.
  static func schedule(_ script: GestureScript) -> [(time: Double, action: Action)] {
    var out: [(time: Double, action: Action)] = []
    var t = 0.0
    var finger: Point?  // a held touch from a "hold" drag
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
      }
    }
    if let f = finger { pointer(.up, f, t) }
    return out
  }
}
