import TabMotionCore

/// A scripted interaction: the environment to run in and a list of steps.
///
/// ```json
/// { "viewport": [390, 844], "scale": 3, "fps": 120, "direction": "ltr",
///   "reducedMotion": false, "options": { "snap": true },
///   "steps": [ { "drag": { "from": [195, 600], "to": [195, 200], "duration": 0.4,
///                          "release": "fling" } },
///              { "wait": 1.0 }, { "tap": [300, 150] }, { "tap": { "node": "item.2" } },
///              { "select": 2 },
///              { "resize": [844, 390] }, { "refreshFinish": true }, { "type": "hello" },
///              { "wheel": { "at": [195, 600], "dy": -3 } }, { "key": "shift+tab" },
///              { "touch": { "id": 1, "phase": "down", "at": [100, 300] } } ] }
/// ```
public struct GestureScript: Hashable, Sendable {
  /// How a drag step ends: flung, stopped, or still held.
  public enum Release: String, Hashable, Sendable, CaseIterable {
    /// Lift while moving: the release keeps the finger's velocity.
    case fling
    /// Hold still 0.1 s, then lift: no velocity.
    case stop
    /// Keep the finger down; the next drag continues this touch from where it ended.
    case hold
  }

  /// One action of a script, played in order; only drags, waits and taps take time.
  public enum Step: Hashable, Sendable {
    /// A finger moves in a straight line at constant speed from `from` to `to` over `duration`
    /// seconds, then ends as `release` says. `from` is nil when the drag continues a touch the
    /// drag before held (`release: .hold`).
    case drag(from: Target?, to: Target, duration: Double, release: Release)
    /// Nothing happens for this many seconds.
    case wait(Double)
    /// A tap at the target: down and up 0.05 s apart.
    case tap(Target)
    /// Selects the tab at this index programmatically (as a tab-bar tap would), taking no time.
    case select(Int)
    /// Changes the viewport to this size in points (a rotation); the safe area follows.
    case resize(Size)
    /// Ends a running pull-to-refresh, taking no time.
    case refreshFinish
    /// Types this text into the screen's focused text field (the compose sheet's), taking no
    /// time.
    case type(String)
    /// A wheel or touchpad scroll at a point or a node's centre, taking no time. `delta` is SDL's: `y > 0`
    /// scrolls towards the top of the content (a wheel turned up), `x > 0` towards the right;
    /// in wheel clicks (lines of `WheelEvent.lineStep` points) unless `precise`, then in points.
    case wheel(at: Target, delta: Point, precise: Bool)
    /// A key press (Tab, arrows, Enter, Esc, …), taking no time.
    case key(KeyPress)
    /// One event of an extra finger (pointer `id`, 1…9; the drags and taps are pointer 0),
    /// at a point or a node's centre, taking no time: how scripts touch with two fingers at
    /// once.
    case touch(id: Int, phase: PointerEvent.Phase, at: Target)
  }

  /// The viewport in points (390 × 844 by default).
  public var viewport = Size(390, 844)
  /// Pixels per point of rendered frames (3 by default).
  public var scale = 3.0
  /// Frames per second of the virtual clock (120 by default).
  public var fps = 120.0
  /// The layout's reading direction (left to right by default).
  public var direction = LayoutDirection.leftToRight
  /// Whether the screen runs with reduced motion (false by default).
  public var reducedMotion = false
  /// The actions to play, in order.
  public var steps: [Step] = []
  /// The screen's switches from the top-level `"options"` object (none by default); the host
  /// checks the names against the screen's before the first frame.
  public var options = ScriptOptions()

  /// Creates a script from values; nothing is validated until `validate(scale:)`.
  public init(
    viewport: Size = Size(390, 844), scale: Double = 3, fps: Double = 120,
    direction: LayoutDirection = .leftToRight, reducedMotion: Bool = false, steps: [Step]
  ) {
    self.viewport = viewport
    self.scale = scale
    self.fps = fps
    self.direction = direction
    self.reducedMotion = reducedMotion
    self.steps = steps
  }

  /// Total scripted time in seconds (the player runs exactly this long).
  public var duration: Double {
    var t = 0.0
    for step in steps {
      switch step {
      case .drag(_, _, let d, let release): t += d + (release == .stop ? 0.1 : 0)
      case .wait(let d): t += d
      case .tap: t += GestureScript.tapDuration
      case .select, .resize, .refreshFinish, .type, .wheel, .key, .touch: break
      }
    }
    return t
  }

  static let tapDuration = 0.05
  static let stopHold = 0.1
}
