import TabMotionCore

/// Reading a script from JSON: every key checked, errors naming the field.
extension GestureScript {

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
