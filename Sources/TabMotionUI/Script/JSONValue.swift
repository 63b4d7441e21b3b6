import TabMotionCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A parsed JSON document, so scripts can be validated field by field with messages that
/// name the exact path (`steps[2].drag.duration`). Parsing itself is Foundation's.
public indirect enum JSONValue: Hashable, Sendable, Decodable {
  /// JSON `null`.
  case null
  /// JSON `true` or `false`.
  case bool(Bool)
  /// A JSON number, as a double (numbers that do not fit one are rejected when parsing).
  case number(Double)
  /// A JSON string, unescaped.
  case string(String)
  /// A JSON array, elements in document order.
  case array([JSONValue])
  /// Keys sorted (the decoder does not hand them over in document order; a repeated key is
  /// rejected when parsing).
  case object([(String, JSONValue)])

  /// Decodes any JSON value, object keys sorted; rethrows decoding errors other than a type
  /// mismatch.
  public init(from decoder: any Decoder) throws {
    // Each kind is tried in turn; a type mismatch means "not this kind" and is expected, any
    // other error (a number out of range, broken text) is the answer and goes up.
    do {
      var array = try decoder.unkeyedContainer()
      var items: [JSONValue] = []
      while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
      self = .array(items)
      return
    } catch DecodingError.typeMismatch {}
    do {
      let object = try decoder.container(keyedBy: AnyKey.self)
      var pairs: [(String, JSONValue)] = []
      for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        pairs.append((key.stringValue, try object.decode(JSONValue.self, forKey: key)))
      }
      self = .object(pairs)
      return
    } catch DecodingError.typeMismatch {}
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
      return
    }
    do {
      self = .bool(try single.decode(Bool.self))
      return
    } catch DecodingError.typeMismatch {}
    do {
      self = .number(try single.decode(Double.self))
      return
    } catch DecodingError.typeMismatch {}
    self = .string(try single.decode(String.self))
  }

  /// The most a script may weigh: a hundred times the largest built-in script.
  public static let maximumBytes = 4 << 20

  /// Parses UTF-8 JSON text; a syntax error, a number out of range, a repeated key or deep
  /// nesting becomes a one-line `TabMotionError` naming where.
  public static func parse(_ bytes: [UInt8], source: String) throws(TabMotionError) -> JSONValue {
    let name = TabMotionError.printable(source)
    guard bytes.count <= maximumBytes else {
      throw TabMotionError(
        field: name, reason: "is \(bytes.count) bytes; a script may have at most \(maximumBytes)")
    }
    guard bytes.contains(where: { !" \t\r\n".utf8.contains($0) }) else {
      throw TabMotionError(
        field: name, reason: "is empty; a script is a JSON object, e.g. {\"steps\": []}")
    }
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw TabMotionError(field: name, reason: "is not UTF-8 text")
    }
    // Depth first, so a hostile nesting never reaches the recursive decoder.
    try JSONStructure.check(bytes, source: name)
    let value: JSONValue
    do {
      value = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    } catch let DecodingError.dataCorrupted(context) {
      throw TabMotionError(
        field: Self.path(context.codingPath, source: name),
        reason: Self.firstLine(context.underlyingError.map { "\($0)" } ?? context.debugDescription))
    } catch {
      throw TabMotionError(field: name, reason: "not valid JSON: \(Self.firstLine("\(error)"))")
    }
    return value
  }

  /// `steps[2].wait` for a decoder's coding path (the document itself when empty).
  private static func path(_ codingPath: [any CodingKey], source: String) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += (path.isEmpty ? "" : ".") + TabMotionError.printable(key.stringValue, limit: 40)
      }
    }
    return path.isEmpty ? source : path
  }

  /// The first line of a Foundation message, cut short, with JSON's own words.
  private static func firstLine(_ message: String) -> String {
    let line = message.split(separator: "\n").first.map(String.init) ?? "not valid JSON"
    if line.contains("not representable") || line.contains("too large") {
      return "is a number out of range (JSON numbers here must fit a 64-bit double)"
    }
    return "not valid JSON: " + TabMotionError.printable(line, limit: 120)
  }

  /// Returns true for the same kind and equal contents; objects must have equal keys in the same
  /// order.
  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// Hashes the kind's contents, consistently with `==`.
  public func hash(into h: inout Hasher) {
    switch self {
    case .null: h.combine(0)
    case .bool(let b): h.combine(b)
    case .number(let d): h.combine(d)
    case .string(let s): h.combine(s)
    case .array(let a): h.combine(a)
    case .object(let o):
      for (k, v) in o {
        h.combine(k)
        h.combine(v)
      }
    }
  }

  /// A short name of the JSON type, for error messages.
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
