import TabMotionCore

/// Plays a `GestureScript` against a screen on a virtual clock, one frame at a time.
///
/// Drags emit one pointer sample per frame along a straight line at constant speed; a tap is a
/// down and an up 0.05 s apart. Wheel, key and touch steps go through the same
/// ``PointerDispatcher`` and ``KeyboardDispatcher`` a window uses. Frame k (k ≥ 1) is at
/// time k / fps and receives every event timed at or before it, before the screen updates:
/// zero frames of added latency.
///
/// ```swift
/// var player = ScriptPlayer(script: script, environment: environment)
/// try player.begin(screen)            // lays the screen out, presents frame 0
/// while !player.isFinished { try player.step(screen) }
/// ```
///
/// A step aimed at a node (`{"node": "item.2"}`) finds it in the frame its first event is
/// delivered in; a name the scene does not have then is a `TabMotionError` naming the step.
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
  private var gestures: [Gesture] = []
  /// Each gesture's start and end once found (nil until its first event is delivered).
  private var ends: [(from: Point, to: Point)?] = []

  enum Action {
    case pointer(PointerEvent.Phase, Position)
    case command(ScreenCommand)
    case resize(Size)
    case type(String)
    /// An extra finger's event (`touch` steps), at its gesture's point.
    case touch(id: Int, PointerEvent.Phase, Position)
    /// A wheel step at its gesture's point, with a finger's translation in points.
    case wheel(Position, translation: Point, precise: Bool)
    case key(KeyPress)
  }

  /// Where a pointer event is: on a gesture's line from its start to its end.
  struct Position {
    var gesture: Int
    var fraction: Double
  }

  /// One touch's straight line, from the step that made it.
  struct Gesture {
    /// The index of the step in the script (for errors).
    var step: Int
    /// The step's kind as a script spells it (for errors).
    var kind: String
    /// The start: a target, or nil to start where the gesture before ended (a held drag).
    var from: GestureScript.Target?
    var to: GestureScript.Target
    /// The gesture a held touch continues (when `from` is nil); other steps' gestures (a
    /// second finger's, a wheel's) may come between the two.
    var continues: Int? = nil

    /// Where the script names this gesture's `field` ("from" or "to" of a drag; a tap's, a
    /// wheel's and a touch's one target), for errors: `steps[3].drag.from`.
    func path(_ field: String) -> String {
      switch kind {
      case "tap": "steps[\(step)].tap"
      case "wheel", "touch": "steps[\(step)].\(kind).at"
      default: "steps[\(step)].\(kind).\(field)"
      }
    }
  }

  /// Creates a player at frame 0 with the script's events scheduled; it does not validate the
  /// script.
  public init(script: GestureScript, environment: ScreenEnvironment) {
    self.script = script
    self.environment = environment
    dispatcher = PointerDispatcher()
    keyboard = KeyboardDispatcher(pointers: dispatcher)
    frameCount = max(1, Int(saturating: (script.duration * script.fps).rounded(.up)))
    (timeline, gestures) = ScriptPlayer.schedule(script)
    ends = Array(repeating: nil, count: gestures.count)
  }

  /// Seconds of the current frame.
  public var time: Double { Double(frame) / script.fps }
  /// True once ``frame`` has reached ``frameCount``.
  public var isFinished: Bool { frame >= frameCount }

  /// Frame 0: lays `screen` out with the player's environment, brings its models to time 0
  /// and presents its scene, then finds the nodes the first frame's steps aim at — so a step
  /// at the start of the script naming a node the screen does not have fails here, before
  /// any frame is shown. Every host calls it once, before the first ``step(_:)``; a screen
  /// never has to lay itself out.
  public mutating func begin(_ screen: any Screen) throws(TabMotionError) {
    try screen.layout(environment, at: 0)
    screen.update(to: 0)
    screen.root.present(at: 0)
    let firstFrame = 1 / script.fps
    var k = cursor
    while k < timeline.count, timeline[k].time <= firstFrame + 1e-9 {
      switch timeline[k].action {
      case .pointer(_, let position), .touch(_, _, let position), .wheel(let position, _, _):
        _ = try point(position, in: screen.root)
      default: break
      }
      k += 1
    }
  }

  /// Advances to the next frame: delivers its events and commands, then updates the screen.
  /// Throws `TabMotionError` for a command the screen refuses or a step aimed at a node the
  /// scene does not have in this frame.
  public mutating func step(_ screen: any Screen) throws(TabMotionError) {
    frame += 1
    let t = time
    while cursor < timeline.count, timeline[cursor].time <= t + 1e-9 {
      let (eventTime, action) = timeline[cursor]
      switch action {
      case .pointer(let phase, let position):
        let p = try point(position, in: screen.root)
        dispatcher.dispatch(
          PointerEvent(phase, id: 0, position: p, time: eventTime), to: screen.root)
      case .command(let c): try screen.perform(c, at: t)
      case .type(let text): keyboard.insertText(text, screen: screen, at: t)
      case .touch(let id, let phase, let position):
        let p = try point(position, in: screen.root)
        dispatcher.dispatch(
          PointerEvent(phase, id: id, position: p, time: eventTime), to: screen.root)
      case .wheel(let position, let translation, let precise):
        let p = try point(position, in: screen.root)
        dispatcher.dispatch(
          WheelEvent(position: p, translation: translation, isPrecise: precise, time: eventTime),
          to: screen.root)
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

  /// The point of `position`, finding its gesture's ends in `root` the first time.
  private mutating func point(
    _ position: Position, in root: Layer
  ) throws(TabMotionError) -> Point {
    let g = position.gesture
    if ends[g] == nil {
      let gesture = gestures[g]
      let from: Point
      if let target = gesture.from {
        from = try find(target, of: gesture, field: "from", in: root)
      } else {
        // A held touch goes on from where the gesture it continues ended, found already.
        from = gesture.continues.flatMap { ends[$0]?.to } ?? .zero
      }
      let to = try find(gesture.to, of: gesture, field: "to", in: root)
      ends[g] = (from, to)
    }
    guard let (from, to) = ends[g] else { return .zero }
    return position.fraction == 0 ? from : from + (to - from) * position.fraction
  }

  private func find(
    _ target: GestureScript.Target, of gesture: Gesture, field: String, in root: Layer
  ) throws(TabMotionError) -> Point {
    if let p = target.resolve(in: root) { return p }
    let name = if case .node(let n) = target { n } else { "" }
    throw TabMotionError(
      field: gesture.path(field) + ".node",
      reason:
        "no node named \"\(TabMotionError.printable(name))\" is on screen at frame \(frame) (\(ScriptLimits.number(time)) s)"
    )
  }

  /// Every pointer event of a script whose steps aim at points (for hosts that inject input
  /// themselves, before any scene exists): the drags' and taps' finger and the `touch` steps'
  /// ones. Throws `TabMotionError` naming the first step aimed at a node: such a step is
  /// found in the scene only while the script plays.
  public static func pointerEvents(
    of script: GestureScript
  ) throws(TabMotionError) -> [PointerEvent] {
    try inputs(of: script).compactMap { item in
      if case .pointer(let e) = item.input { return e }
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
  /// such as `select` and `resize` are left out), for hosts that inject input themselves,
  /// before any scene exists. Throws `TabMotionError` naming the first step aimed at a node:
  /// such a step is found in the scene only while the script plays.
  public static func inputs(
    of script: GestureScript
  ) throws(TabMotionError) -> [(time: Double, input: Input)] {
    let (timeline, gestures) = schedule(script)
    var ends: [(Point, Point)] = []
    for g in gestures {
      for (field, target) in [("from", g.from), ("to", g.to)] {
        guard case .node = target else { continue }
        throw TabMotionError(
          field: g.path(field),
          reason: "must be a point [x, y] here: injected events are made before any scene exists")
      }
      let to = if case .point(let p) = g.to { p } else { Point.zero }
      let from: Point =
        if case .point(let p) = g.from { p } else { g.continues.map { ends[$0].1 } ?? .zero }
      ends.append((from, to))
    }
    func at(_ position: Position) -> Point {
      let (from, to) = ends[position.gesture]
      return from + (to - from) * position.fraction
    }
    return timeline.compactMap { item in
      switch item.action {
      case .pointer(let phase, let position):
        (item.time, .pointer(PointerEvent(phase, id: 0, position: at(position), time: item.time)))
      case .touch(let id, let phase, let position):
        (item.time, .pointer(PointerEvent(phase, id: id, position: at(position), time: item.time)))
      case .wheel(let position, let translation, let precise):
        (
          item.time,
          .wheel(
            WheelEvent(
              position: at(position), translation: translation, isPrecise: precise,
              time: item.time))
        )
      case .key(let press): (item.time, .key(press))
      case .type(let text): (item.time, .text(text))
      case .command, .resize: nil
      }
    }
  }

  /// Turns steps into timed actions and the touches they make.
  static func schedule(
    _ script: GestureScript
  ) -> ([(time: Double, action: Action)], [Gesture]) {
    var out: [(time: Double, action: Action)] = []
    var gestures: [Gesture] = []
    var t = 0.0
    var held: Int?  // the gesture of a finger kept down by a "hold" drag
    var fingers: [Int: Int] = [:]  // extra fingers down: the gesture of each one's last event
    let dt = 1 / script.fps
    func pointer(_ phase: PointerEvent.Phase, _ gesture: Int, _ fraction: Double, _ time: Double) {
      out.append((time, .pointer(phase, Position(gesture: gesture, fraction: fraction))))
    }
    for (index, step) in script.steps.enumerated() {
      switch step {
      case .drag(let from, let to, let duration, let release):
        let g = gestures.count
        gestures.append(
          Gesture(
            step: index, kind: "drag", from: held == nil ? from : nil, to: to, continues: held))
        if held == nil { pointer(.down, g, 0, t) }
        let n = max(1, Int(saturating: (duration * script.fps).rounded()))
        for k in 1...n {
          pointer(.move, g, Double(k) / Double(n), t + duration * Double(k) / Double(n))
        }
        t += duration
        switch release {
        case .fling:
          pointer(.up, g, 1, t)
          held = nil
        case .stop:
          var still = 0.0
          while still < GestureScript.stopHold - 1e-9 {
            still += dt
            pointer(.move, g, 1, t + min(still, GestureScript.stopHold))
          }
          t += GestureScript.stopHold
          pointer(.up, g, 1, t)
          held = nil
        case .hold:
          held = g
        }
      case .wait(let d):
        if let g = held {
          // A held finger keeps reporting its (unchanged) position every frame.
          var still = 0.0
          while still < d - 1e-9 {
            still += dt
            pointer(.move, g, 1, t + min(still, d))
          }
        }
        t += d
      case .tap(let target):
        if let g = held {
          pointer(.up, g, 1, t)
          held = nil
        }
        let g = gestures.count
        gestures.append(Gesture(step: index, kind: "tap", from: target, to: target))
        pointer(.down, g, 0, t)
        pointer(.up, g, 1, t + GestureScript.tapDuration)
        t += GestureScript.tapDuration
      case .select(let i): out.append((t, .command(.select(i))))
      case .resize(let s): out.append((t, .resize(s)))
      case .refreshFinish: out.append((t, .command(.refreshFinish)))
      case .type(let text): out.append((t, .type(text)))
      case .wheel(let at, let delta, let precise):
        let g = gestures.count
        gestures.append(Gesture(step: index, kind: "wheel", from: at, to: at))
        // SDL's sign (y up scrolls towards the top) as a finger's translation.
        let scale = precise ? 1 : WheelEvent.lineStep
        out.append(
          (
            t,
            .wheel(
              Position(gesture: g, fraction: 1),
              translation: Point(-delta.x * scale, delta.y * scale), precise: precise)
          ))
      case .key(let press): out.append((t, .key(press)))
      case .touch(let id, let phase, let at):
        let g = gestures.count
        gestures.append(Gesture(step: index, kind: "touch", from: at, to: at))
        out.append((t, .touch(id: id, phase, Position(gesture: g, fraction: 1))))
        fingers[id] = phase == .up || phase == .cancel ? nil : g
      }
    }
    if let g = held { pointer(.up, g, 1, t) }
    for (id, g) in fingers.sorted(by: { $0.key < $1.key }) {
      out.append((t, .touch(id: id, .up, Position(gesture: g, fraction: 1))))
    }
    return (out, gestures)
  }
}
