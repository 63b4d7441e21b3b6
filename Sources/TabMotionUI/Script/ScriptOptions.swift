import TabMotionCore

/// A script's top-level `"options"`: named switches for the screen it drives, each `true`,
/// `false` or a number.
///
/// ```json
/// { "options": { "snap": true, "stretch": true }, "steps": [ … ] }
/// ```
///
/// The script reader checks only the shape (an object of flags and finite numbers); which
/// names a screen understands is its own business: a host checks them with
/// ``check(allowed:for:)`` before the first frame (`HeadlessSession` does, against the names
/// its `options:` lists), so a misspelt switch is an error naming it, never silently ignored.
public struct ScriptOptions: Hashable, Sendable {
  /// One option's value.
  public enum Value: Hashable, Sendable {
    /// A switch, written `true` or `false`.
    case flag(Bool)
    /// A finite number.
    case number(Double)
  }

  /// The options by name.
  public private(set) var entries: [(name: String, value: Value)] = []

  /// No options.
  public init() {}

  /// Options from name–value pairs (a later repeat of a name replaces the earlier one).
  public init(_ entries: [(String, Value)]) {
    for (name, value) in entries { self[name] = value }
  }

  /// True when the script set no option.
  public var isEmpty: Bool { entries.isEmpty }

  /// The value set for `name`, nil when the script did not set it.
  public subscript(name: String) -> Value? {
    get { entries.first { $0.name == name }?.value }
    set {
      if let i = entries.firstIndex(where: { $0.name == name }) {
        if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
      } else if let newValue {
        entries.append((name, newValue))
      }
    }
  }

  /// Whether the switch `name` is on: `true`, or a number other than 0; `defaultValue` when
  /// the script did not set it.
  public func isOn(_ name: String, default defaultValue: Bool = false) -> Bool {
    switch self[name] {
    case .flag(let b): b
    case .number(let n): n != 0
    case nil: defaultValue
    }
  }

  /// The number set for `name` (`true` reads as 1, `false` as 0); `defaultValue` when unset.
  public func number(_ name: String, default defaultValue: Double) -> Double {
    switch self[name] {
    case .flag(let b): b ? 1 : 0
    case .number(let n): n
    case nil: defaultValue
    }
  }

  /// Throws a `TabMotionError` naming the first option that is not in `allowed`
  /// (`options.NAME`), saying which options `owner` (a demo or screen name) has.
  public func check(allowed: [String], for owner: String) throws(TabMotionError) {
    for (name, _) in entries where !allowed.contains(name) {
      throw TabMotionError(
        field: "options." + TabMotionError.printable(name, limit: 40),
        reason: allowed.isEmpty
          ? "unknown option; '\(owner)' has no options"
          : "unknown option for '\(owner)'; expected one of \(allowed.joined(separator: ", "))")
    }
  }

  /// Options are equal when they set the same names to the same values.
  public static func == (a: ScriptOptions, b: ScriptOptions) -> Bool {
    a.entries.count == b.entries.count && a.entries.allSatisfy { b[$0.name] == $0.value }
  }

  /// Hashes the names and values whatever their order, consistently with `==`.
  public func hash(into h: inout Hasher) {
    var combined = 0
    for (name, value) in entries {
      var one = Hasher()
      one.combine(name)
      one.combine(value)
      combined ^= one.finalize()
    }
    h.combine(entries.count)
    h.combine(combined)
  }

  /// Reads `"options": { NAME: true | false | number, … }`.
  init(reading reader: ScriptReader) throws(TabMotionError) {
    guard case .object(let pairs) = reader.value else {
      throw TabMotionError(
        field: "options", reason: "must be an object of names, got \(reader.value.typeName)")
    }
    for (name, _) in pairs {
      guard let item = reader[name] else { continue }
      let field = "options." + TabMotionError.printable(name, limit: 40)
      switch item.value {
      case .bool(let b): self[name] = .flag(b)
      case .number(let n):
        guard n.isFinite else { throw TabMotionError(field: field, reason: "must be finite") }
        self[name] = .number(n)
      default:
        throw TabMotionError(
          field: field, reason: "must be true, false or a number, got \(item.value.typeName)")
      }
    }
  }
}
