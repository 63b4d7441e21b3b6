import TabMotionCore
import TabMotionUI

/// What the gallery keeps across launches: each demo's `ScreenState` (selected tab, page
/// offsets) by demo name. Stored as a small versioned JSON document:
///
/// ```json
/// {"demos":{"arrow":{"offsets":{"home":412.5},"selection":{"selectedID":"home","selectedIndex":0}}},
///  "version":1}
/// ```
///
/// Reading it is reading data from outside: anything but a document of this shape, of this
/// version or older, is a `TabMotionError` naming the field. Values are clamped when restored
/// (a tab that no longer exists, an offset past the end), not when read.
public struct GalleryState: Hashable, Sendable {
  /// The version this build writes and the newest it reads.
  public static let version = 1
  /// The most a state file may weigh.
  public static let maximumBytes = 1 << 20

  /// Each demo's state, by demo name.
  public var demos: [String: ScreenState]

  public init(demos: [String: ScreenState] = [:]) { self.demos = demos }

  // MARK: Screens

  /// Restores `screen`'s saved state, if any: the gallery gets every demo's (each restored
  /// when it opens), any other demo its own, by `name`.
  public func restore(into screen: any Screen, name: String, at time: Double) {
    if let gallery = screen as? GalleryDemo {
      gallery.restoreStates(demos, at: time)
    } else if let state = demos[name] {
      screen.restoreState(state, at: time)
    }
  }

  /// This state with what `screen` shows now: every demo the gallery opened, or the one
  /// demo's own. Demos not run keep what they had.
  public func updated(from screen: any Screen, name: String) -> GalleryState {
    var copy = self
    if let gallery = screen as? GalleryDemo {
      for (demo, state) in gallery.demoStates { copy.demos[demo] = state }
    } else if let state = screen.restorableState {
      copy.demos[name] = state
    }
    return copy
  }

  // MARK: JSON

  /// The document as UTF-8 JSON, keys sorted, one line and a newline: the same state gives
  /// the same bytes.
  public func json() -> [UInt8] {
    var out = "{\"demos\":{"
    for (k, (name, state)) in demos.sorted(by: { $0.key < $1.key }).enumerated() {
      if k > 0 { out += "," }
      out += TraceEncoder.string(name) + ":{\"offsets\":{"
      for (j, (id, offset)) in state.offsets.sorted(by: { $0.key < $1.key }).enumerated() {
        if j > 0 { out += "," }
        out += TraceEncoder.string(id) + ":" + Self.number(offset)
      }
      out += "}"
      if let selection = state.selection {
        out += ",\"selection\":{"
        if let id = selection.selectedID {
          out += "\"selectedID\":" + TraceEncoder.string(id) + ","
        }
        out += "\"selectedIndex\":\(selection.selectedIndex)}"
      }
      out += "}"
    }
    out += "},\"version\":\(Self.version)}\n"
    return Array(out.utf8)
  }

  /// Reads a document written by `json()` (this version or an older one). Throws a
  /// `TabMotionError` naming the field for anything else: not JSON, truncated, a newer
  /// version, a value of the wrong type.
  public static func parse(_ bytes: [UInt8], source: String) throws(TabMotionError) -> GalleryState
  {
    guard bytes.count <= maximumBytes else {
      throw TabMotionError(
        field: source, reason: "is \(bytes.count) bytes; a state file has at most \(maximumBytes)")
    }
    guard bytes.contains(where: { !" \t\r\n".utf8.contains($0) }) else {
      throw TabMotionError(field: source, reason: "is empty")
    }
    guard case .object(let root) = try JSONValue.parse(bytes, source: source) else {
      throw TabMotionError(field: source, reason: "must be a JSON object")
    }
    let version = try integer(value(root, "version", in: "version"), field: "version")
    guard version >= 1 else {
      throw TabMotionError(field: "version", reason: "must be at least 1, got \(version)")
    }
    guard version <= Self.version else {
      throw TabMotionError(
        field: "version",
        reason: "is \(version), newer than this tabmotion reads (\(Self.version))")
    }
    guard case .object(let demoPairs) = try value(root, "demos", in: "demos") else {
      throw TabMotionError(field: "demos", reason: "must be an object")
    }
    var demos: [String: ScreenState] = [:]
    for (name, entry) in demoPairs {
      let field = "demos.\(TabMotionError.printable(name, limit: 40))"
      guard case .object(let pairs) = entry else {
        throw TabMotionError(field: field, reason: "must be an object, got \(entry.typeName)")
      }
      var selection: TabSelectionState?
      // A demo without tabs keeps no selection.
      if let entry = pairs.first(where: { $0.0 == "selection" })?.1 {
        selection = try Self.selection(entry, field: field + ".selection")
      }
      guard case .object(let offsetPairs) = try value(pairs, "offsets", in: field + ".offsets")
      else {
        throw TabMotionError(field: field + ".offsets", reason: "must be an object")
      }
      var offsets: [String: Double] = [:]
      for (key, v) in offsetPairs {
        guard case .number(let offset) = v, offset.isFinite else {
          throw TabMotionError(
            field: "\(field).offsets.\(TabMotionError.printable(key, limit: 40))",
            reason: "must be a number, got \(v.typeName)")
        }
        offsets[key] = offset
      }
      demos[name] = ScreenState(selection: selection, offsets: offsets)
    }
    return GalleryState(demos: demos)
  }

  private static func selection(
    _ entry: JSONValue, field: String
  ) throws(TabMotionError) -> TabSelectionState {
    guard case .object(let selection) = entry else {
      throw TabMotionError(field: field, reason: "must be an object, got \(entry.typeName)")
    }
    let index = try integer(
      value(selection, "selectedIndex", in: field + ".selectedIndex"),
      field: field + ".selectedIndex")
    var id: String?
    if let v = selection.first(where: { $0.0 == "selectedID" })?.1 {
      guard case .string(let s) = v else {
        throw TabMotionError(
          field: field + ".selectedID", reason: "must be a string, got \(v.typeName)")
      }
      id = s
    }
    return TabSelectionState(selectedIndex: index, selectedID: id)
  }

  private static func value(
    _ pairs: [(String, JSONValue)], _ key: String, in field: String
  ) throws(TabMotionError) -> JSONValue {
    guard let v = pairs.first(where: { $0.0 == key })?.1 else {
      throw TabMotionError(field: field, reason: "is missing")
    }
    return v
  }

  private static func integer(_ v: JSONValue, field: String) throws(TabMotionError) -> Int {
    guard case .number(let d) = v else {
      throw TabMotionError(field: field, reason: "must be a whole number, got \(v.typeName)")
    }
    guard d == d.rounded(), abs(d) <= 1e9 else {
      throw TabMotionError(field: field, reason: "must be a whole number, got \(d)")
    }
    return Int(d)
  }

  private static func number(_ d: Double) -> String {
    guard d.isFinite else { return "0" }
    if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
    return "\(d)"
  }
}
