import TabMotionCore

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
