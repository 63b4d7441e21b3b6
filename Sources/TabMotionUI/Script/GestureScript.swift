import TabMotionCore

/// A scripted interaction: the environment to run in and a list of steps.
///
/// ```json
/// { "viewport": [390, 844], "scale": 3, "fps": 120, "direction": "ltr",
///   "reducedMotion": false,
///   "steps": [ { "drag": { "from": [195, 600], "to": [195, 200], "duration": 0.4,
///                          "release": "fling" } },
///              { "wait": 1.0 }, { "tap": [300, 150] }, { "select": 2 },
///              { "resize": [844, 390] }, { "refreshFinish": true } ] }
/// ```
public struct GestureScript: Hashable, Sendable {
  public enum Release: String, Hashable, Sendable, CaseIterable {
    /// Lift while moving: the release keeps the finger's velocity.
    case fling
    /// Hold still 0.1 s, then lift: no velocity.
    case stop
    /// Keep the finger down; the next drag continues this touch from where it ended.
    case hold
  }

  public enum Step: Hashable, Sendable {
    case drag(from: Point, to: Point, duration: Double, release: Release)
    case wait(Double)
    case tap(Point)
    case select(Int)
    case resize(Size)
    case refreshFinish
  }

  public var viewport = Size(390, 844)
  public var scale = 3.0
  public var fps = 120.0
  public var direction = LayoutDirection.leftToRight
  public var reducedMotion = false
  public var steps: [Step] = []

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
      case .select, .resize, .refreshFinish: break
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

  public init(json root: JSONValue) throws(TabMotionError) {
    let top = ScriptReader(root, path: "")
    try top.allowOnly(["viewport", "scale", "fps", "direction", "reducedMotion", "steps"])
    if let v = top["viewport"] {
      let p = try v.pair()
      viewport = try Size.validated(p.x, p.y, field: v.path)
      guard viewport.width >= 1, viewport.height >= 1 else {
        throw TabMotionError(field: v.path, reason: "must be at least 1×1 points")
      }
    }
    if let s = top["scale"] {
      scale = try s.number()
      guard scale > 0, scale <= 8 else {
        throw TabMotionError(field: s.path, reason: "must be in 0 < scale <= 8, got \(scale)")
      }
    }
    if let f = top["fps"] {
      fps = try f.number()
      guard fps >= 1, fps <= 1000 else {
        throw TabMotionError(field: f.path, reason: "must be in 1…1000, got \(fps)")
      }
    }
    if let d = top["direction"] {
      let s = try d.string()
      guard let dir = LayoutDirection(rawValue: s) else {
        throw TabMotionError(field: d.path, reason: "must be \"ltr\" or \"rtl\", got \"\(s)\"")
      }
      direction = dir
    }
    if let r = top["reducedMotion"] { reducedMotion = try r.bool() }
    guard let stepsValue = top["steps"] else {
      throw TabMotionError(field: "steps", reason: "is required")
    }
    steps = try stepsValue.array().map { (item) throws(TabMotionError) -> Step in
      try GestureScript.step(item)
    }
  }

  private static func step(_ item: ScriptReader) throws(TabMotionError) -> Step {
    let kinds = ["drag", "wait", "tap", "select", "resize", "refreshFinish"]
    let keys = try item.keys()
    guard keys.count == 1, let kind = keys.first else {
      throw TabMotionError(
        field: item.path, reason: "must have exactly one of \(kinds.joined(separator: ", "))")
    }
    guard kinds.contains(kind), let body = item[kind] else {
      throw TabMotionError(
        field: item.path + "." + kind,
        reason: "unknown step; expected one of \(kinds.joined(separator: ", "))")
    }
    switch kind {
    case "drag":
      try body.allowOnly(["from", "to", "duration", "release"])
      guard let to = body["to"] else {
        throw TabMotionError(field: body.path + ".to", reason: "is required")
      }
      let from = try body["from"]?.point() ?? Point(.nan, .nan)
      let duration = try body["duration"]?.number() ?? 0.3
      guard duration > 0, duration <= 60 else {
        throw TabMotionError(
          field: body.path + ".duration", reason: "must be in 0 < duration <= 60, got \(duration)")
      }
      var release = Release.fling
      if let r = body["release"] {
        let s = try r.string()
        guard let rel = Release(rawValue: s) else {
          throw TabMotionError(
            field: r.path, reason: "must be \"fling\", \"stop\" or \"hold\", got \"\(s)\"")
        }
        release = rel
      }
      return .drag(from: from, to: try to.point(), duration: duration, release: release)
    case "wait":
      let d = try body.number()
      guard d >= 0, d <= 600 else {
        throw TabMotionError(field: body.path, reason: "must be in 0…600 seconds, got \(d)")
      }
      return .wait(d)
    case "tap":
      return .tap(try body.point())
    case "select":
      let n = try body.number()
      guard n >= 0, n == n.rounded(), n < 10_000 else {
        throw TabMotionError(field: body.path, reason: "must be a tab index (0, 1, 2…), got \(n)")
      }
      return .select(Int(n))
    case "resize":
      let p = try body.pair()
      let size = try Size.validated(p.x, p.y, field: body.path)
      guard size.width >= 1, size.height >= 1 else {
        throw TabMotionError(field: body.path, reason: "must be at least 1×1 points")
      }
      return .resize(size)
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
  case leftToRight = "ltr"
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
        field: pathPrefix + k,
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
