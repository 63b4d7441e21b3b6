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

  // MARK: Parsing

  /// Parses and validates a script. Errors name the field, e.g. `steps[2].drag.duration`.
  public static func parse(
    json bytes: [UInt8], source: String = "script"
  )
    throws(TabMotionError) -> GestureScript
  {
    let root = try JSONValue.parse(bytes, source: source)
    return try GestureScript(json: root)
  }

  /// Reads a script from parsed JSON, with the defaults for missing top-level keys; throws
  /// `TabMotionError` naming the field for an unknown key, a wrong type or a value out of
  /// bounds.
  public init(json root: JSONValue) throws(TabMotionError) {
    let top = ScriptReader(root, path: "")
    try top.allowOnly([
      "viewport", "scale", "fps", "direction", "reducedMotion", "options", "steps",
    ])
    if let o = top["options"] { options = try ScriptOptions(reading: o) }
    if let v = top["viewport"] { viewport = try GestureScript.size(v) }
    if let s = top["scale"] {
      scale = try s.number()
      try ScriptLimits.check(scale, in: ScriptLimits.scale, s.path)
    }
    if let f = top["fps"] {
      fps = try f.number()
      try ScriptLimits.check(fps, in: ScriptLimits.fps, f.path)
    }
    if let d = top["direction"] {
      let s = try d.string()
      guard let dir = LayoutDirection(rawValue: s) else {
        throw TabMotionError(
          field: d.path,
          reason: "must be \"ltr\" or \"rtl\", got \"\(TabMotionError.printable(s))\"")
      }
      direction = dir
    }
    if let r = top["reducedMotion"] { reducedMotion = try r.bool() }
    guard let stepsValue = top["steps"] else {
      throw TabMotionError(field: "steps", reason: "is required")
    }
    let items = try stepsValue.array()
    guard items.count <= ScriptLimits.steps else {
      throw TabMotionError(
        field: "steps",
        reason: "has \(items.count) steps; a script may have at most \(ScriptLimits.steps)")
    }
    var current = viewport
    steps = []
    steps.reserveCapacity(items.count)
    var holding = false
    var fingers: Set<Int> = []
    for item in items {
      let step = try GestureScript.step(item, viewport: current)
      switch step {
      case .resize(let size): current = size
      case .drag(let from, _, _, let release):
        // Without `from` a drag continues a held touch; with none held it has no start.
        if from == nil && !holding {
          throw TabMotionError(
            field: item.path + ".drag.from",
            reason: "is required unless the drag before ends with \"release\": \"hold\"")
        }
        holding = release == .hold
      case .tap: holding = false
      case .touch(let id, let phase, _):
        // Each extra finger goes down before it moves or lifts, and only once at a time.
        let down = fingers.contains(id)
        if phase == .down ? down : !down {
          throw TabMotionError(
            field: item.path + ".touch.phase",
            reason: phase == .down
              ? "finger \(id) is already down" : "finger \(id) must go down first")
        }
        if phase == .down { fingers.insert(id) }
        if phase == .up || phase == .cancel { fingers.remove(id) }
      default: break
      }
      steps.append(step)
    }
    guard duration <= ScriptLimits.duration else {
      throw TabMotionError(
        field: "steps",
        reason:
          "last \(ScriptLimits.number(duration)) s in all; a script may last at most \(ScriptLimits.number(ScriptLimits.duration)) s"
      )
    }
  }

  /// Checks the script as it will run: at `scale` pixels per point (after any command-line
  /// override), on a screen with `tabCount` tabs — `validate(scale:)` and
  /// `validate(tabCount:)` together. Hosts call it before the first frame, so a bad script
  /// prints and writes nothing.
  public func validate(scale: Double, tabCount: Int) throws(TabMotionError) {
    try validate(scale: scale)
    try validate(tabCount: tabCount)
  }

  /// The resource budget, checked before a screen is even built: scale and fps in bounds,
  /// every frame (the viewport and each `resize`) within `ScriptLimits.framePixels`, and the
  /// whole run within `ScriptLimits.frames`.
  public func validate(scale: Double) throws(TabMotionError) {
    try ScriptLimits.check(scale, in: ScriptLimits.scale, "scale")
    try ScriptLimits.check(fps, in: ScriptLimits.fps, "fps")
    try ScriptLimits.checkFrame(viewport, scale: scale, "viewport")
    let frames = (duration * fps).rounded(.up)
    guard frames <= ScriptLimits.frames else {
      throw TabMotionError(
        field: "steps",
        reason:
          "would take \(ScriptLimits.number(frames)) frames at \(ScriptLimits.number(fps)) fps; at most \(ScriptLimits.number(ScriptLimits.frames))"
      )
    }
    for (k, step) in steps.enumerated() {
      if case .resize(let size) = step {
        try ScriptLimits.checkFrame(size, scale: scale, "steps[\(k)].resize")
      }
    }
  }

  /// Every `select` names one of the screen's `tabCount` tabs.
  public func validate(tabCount: Int) throws(TabMotionError) {
    for (k, step) in steps.enumerated() {
      guard case .select(let index) = step else { continue }
      guard index >= 0, index < tabCount else {
        throw TabMotionError(
          field: "steps[\(k)].select",
          reason: tabCount == 0
            ? "this screen has no tabs to select"
            : "must be a tab of this screen, 0…\(tabCount - 1), got \(index)")
      }
    }
  }

  /// A `[width, height]` pair within `ScriptLimits.side`.
  private static func size(_ reader: ScriptReader) throws(TabMotionError) -> Size {
    let p = try reader.pair()
    try ScriptLimits.check(p.x, in: ScriptLimits.side, reader.path + "[0]")
    try ScriptLimits.check(p.y, in: ScriptLimits.side, reader.path + "[1]")
    return Size(p.x, p.y)
  }

  /// A point within one viewport's margin of `viewport`.
  private static func point(
    _ reader: ScriptReader, viewport: Size
  ) throws(TabMotionError) -> Point {
    let p = try reader.pair()
    let m = ScriptLimits.margin
    try ScriptLimits.check(
      p.x, in: (-m * viewport.width)...((1 + m) * viewport.width), reader.path + "[0]")
    try ScriptLimits.check(
      p.y, in: (-m * viewport.height)...((1 + m) * viewport.height), reader.path + "[1]")
    return p
  }

  /// A point within one viewport's margin, or `{"node": "name"}`: the named node's centre,
  /// found when the step is played.
  private static func target(
    _ reader: ScriptReader, viewport: Size
  ) throws(TabMotionError) -> Target {
    guard case .object = reader.value else { return .point(try point(reader, viewport: viewport)) }
    try reader.allowOnly(["node"])
    guard let nameReader = reader["node"] else {
      throw TabMotionError(
        field: reader.path + ".node", reason: "is required in a target given as an object")
    }
    let name = try nameReader.string()
    guard !name.isEmpty, name.count <= ScriptLimits.nodeName,
      name.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control })
    else {
      throw TabMotionError(
        field: nameReader.path,
        reason:
          "must be a node name of 1…\(ScriptLimits.nodeName) characters without control characters"
      )
    }
    return .node(name)
  }

  private static func step(
    _ item: ScriptReader, viewport: Size
  ) throws(TabMotionError) -> Step {
    let kinds = [
      "drag", "wait", "tap", "select", "resize", "refreshFinish", "type", "wheel", "key", "touch",
    ]
    let keys = try item.keys()
    guard keys.count == 1, let kind = keys.first else {
      throw TabMotionError(
        field: item.path, reason: "must have exactly one of \(kinds.joined(separator: ", "))")
    }
    guard kinds.contains(kind), let body = item[kind] else {
      throw TabMotionError(
        field: item.path + "." + TabMotionError.printable(kind, limit: 40),
        reason: "unknown step; expected one of \(kinds.joined(separator: ", "))")
    }
    switch kind {
    case "drag":
      try body.allowOnly(["from", "to", "duration", "release"])
      guard let to = body["to"] else {
        throw TabMotionError(field: body.path + ".to", reason: "is required")
      }
      let from = try body["from"].map { r throws(TabMotionError) in
        try target(r, viewport: viewport)
      }
      let duration = try body["duration"]?.number() ?? 0.3
      guard duration > 0, duration <= ScriptLimits.dragDuration else {
        throw TabMotionError(
          field: body.path + ".duration",
          reason:
            "must be in 0 < duration <= \(ScriptLimits.number(ScriptLimits.dragDuration)), got \(ScriptLimits.number(duration))"
        )
      }
      var release = Release.fling
      if let r = body["release"] {
        let s = try r.string()
        guard let rel = Release(rawValue: s) else {
          throw TabMotionError(
            field: r.path,
            reason:
              "must be \"fling\", \"stop\" or \"hold\", got \"\(TabMotionError.printable(s))\"")
        }
        release = rel
      }
      return .drag(
        from: from, to: try target(to, viewport: viewport), duration: duration, release: release)
    case "wait":
      let d = try body.number()
      try ScriptLimits.check(d, in: 0...ScriptLimits.wait, body.path)
      return .wait(d)
    case "tap":
      return .tap(try target(body, viewport: viewport))
    case "select":
      let n = try body.number()
      guard n >= 0, n == n.rounded(), n < 10_000 else {
        throw TabMotionError(
          field: body.path, reason: "must be a tab index (0, 1, 2…), got \(ScriptLimits.number(n))")
      }
      return .select(Int(saturating: n))
    case "resize":
      return .resize(try size(body))
    case "type":
      let text = try body.string()
      guard !text.isEmpty, text.count <= ScriptLimits.typedText else {
        throw TabMotionError(
          field: body.path,
          reason: "must be 1…\(ScriptLimits.typedText) characters, got \(text.count)")
      }
      guard text.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) else {
        throw TabMotionError(field: body.path, reason: "must not contain control characters")
      }
      return .type(text)
    case "wheel":
      try body.allowOnly(["at", "dx", "dy", "precise"])
      guard let at = body["at"] else {
        throw TabMotionError(field: body.path + ".at", reason: "is required")
      }
      var delta = Point.zero
      for (key, keyPath) in [("dx", \Point.x), ("dy", \Point.y)] {
        guard let v = body[key] else { continue }
        let d = try v.number()
        try ScriptLimits.check(d, in: -ScriptLimits.wheelDelta...ScriptLimits.wheelDelta, v.path)
        delta[keyPath: keyPath] = d
      }
      guard delta != .zero else {
        throw TabMotionError(field: body.path, reason: "needs a non-zero \"dx\" or \"dy\"")
      }
      let precise = try body["precise"]?.bool() ?? false
      return .wheel(at: try target(at, viewport: viewport), delta: delta, precise: precise)
    case "key":
      let name = try body.string()
      guard let press = KeyPress(parsing: name) else {
        throw TabMotionError(
          field: body.path,
          reason:
            "unknown key \"\(TabMotionError.printable(name, limit: 40))\"; expected one of "
            + KeyPress.keyNames.map(\.0).joined(separator: ", ")
            + ", a letter or digit, with \"shift+\" or \"ctrl+\" before it")
      }
      return .key(press)
    case "touch":
      try body.allowOnly(["id", "phase", "at"])
      guard let idValue = body["id"] else {
        throw TabMotionError(field: body.path + ".id", reason: "is required")
      }
      let id = try idValue.number()
      guard id >= 1, id <= 9, id == id.rounded() else {
        throw TabMotionError(
          field: idValue.path,
          reason:
            "must be a finger number 1…9 (0 is the drags' and taps'), got \(ScriptLimits.number(id))"
        )
      }
      guard let phaseValue = body["phase"] else {
        throw TabMotionError(field: body.path + ".phase", reason: "is required")
      }
      let phaseName = try phaseValue.string()
      guard let phase = PointerEvent.Phase(rawValue: phaseName) else {
        throw TabMotionError(
          field: phaseValue.path,
          reason:
            "must be \"down\", \"move\", \"up\" or \"cancel\", got \"\(TabMotionError.printable(phaseName))\""
        )
      }
      guard let at = body["at"] else {
        throw TabMotionError(field: body.path + ".at", reason: "is required")
      }
      return .touch(id: Int(id), phase: phase, at: try target(at, viewport: viewport))
    default:
      guard try body.bool() else {
        throw TabMotionError(field: body.path, reason: "must be true")
      }
      return .refreshFinish
    }
  }
}

/// Left-to-right or right-to-left layout.
public enum LayoutDirection: String, Hashable, Sendable {
  /// Left to right, written `"ltr"` in scripts.
  case leftToRight = "ltr"
  /// Right to left, written `"rtl"` in scripts; tabs and swipes are mirrored.
  case rightToLeft = "rtl"
}

/// A JSON value with the path it was found at, and typed accessors that fail with that path.
struct ScriptReader {
  let value: JSONValue
  let path: String

  init(_ value: JSONValue, path: String) {
    self.value = value
    self.path = path
  }

  private var pathPrefix: String { path.isEmpty ? "" : path + "." }

  subscript(key: String) -> ScriptReader? {
    guard case .object(let pairs) = value, let v = pairs.first(where: { $0.0 == key })?.1 else {
      return nil
    }
    return ScriptReader(v, path: pathPrefix + key)
  }

  func keys() throws(TabMotionError) -> [String] {
    guard case .object(let pairs) = value else { throw mismatch("an object") }
    return pairs.map(\.0)
  }

  func allowOnly(_ allowed: [String]) throws(TabMotionError) {
    for k in try keys() where !allowed.contains(k) {
      throw TabMotionError(
        field: pathPrefix + TabMotionError.printable(k, limit: 40),
        reason: "unknown field; expected one of \(allowed.joined(separator: ", "))")
    }
  }

  func number() throws(TabMotionError) -> Double {
    guard case .number(let d) = value else { throw mismatch("a number") }
    guard d.isFinite else { throw TabMotionError(field: path, reason: "must be finite") }
    return d
  }

  func bool() throws(TabMotionError) -> Bool {
    guard case .bool(let b) = value else { throw mismatch("true or false") }
    return b
  }

  func string() throws(TabMotionError) -> String {
    guard case .string(let s) = value else { throw mismatch("a string") }
    return s
  }

  func array() throws(TabMotionError) -> [ScriptReader] {
    guard case .array(let items) = value else { throw mismatch("an array") }
    var out: [ScriptReader] = []
    for (i, item) in items.enumerated() {
      out.append(ScriptReader(item, path: "\(path)[\(i)]"))
    }
    return out
  }

  /// Two finite numbers `[x, y]`.
  func pair() throws(TabMotionError) -> Point {
    guard case .array(let items) = value, items.count == 2,
      case .number(let x) = items[0], case .number(let y) = items[1]
    else { throw mismatch("a pair of numbers [x, y]") }
    guard x.isFinite, y.isFinite else {
      throw TabMotionError(field: path, reason: "must be finite numbers")
    }
    return Point(x, y)
  }

  /// A point in the viewport's coordinates.
  func point() throws(TabMotionError) -> Point { try pair() }

  private func mismatch(_ expected: String) -> TabMotionError {
    TabMotionError(
      field: path.isEmpty ? "script" : path, reason: "must be \(expected), got \(value.typeName)")
  }
}
