import TabMotionCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A parsed JSON document, so scripts can be validated field by field with messages that
/// name the exact path (`steps[2].drag.duration`). Parsing itself is Foundation's.
public indirect enum JSONValue: Hashable, Sendable, Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Keys in document order.
  case object([(String, JSONValue)])

  public init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var items: [JSONValue] = []
      while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
      self = .array(items)
      return
    }
    if let object = try? decoder.container(keyedBy: AnyKey.self) {
      var pairs: [(String, JSONValue)] = []
      for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        pairs.append((key.stringValue, try object.decode(JSONValue.self, forKey: key)))
      }
      self = .object(pairs)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let b = try? single.decode(Bool.self) {
      self = .bool(b)
    } else if let d = try? single.decode(Double.self) {
      self = .number(d)
    } else {
      self = .string(try single.decode(String.self))
    }
  }

  /// Parses UTF-8 JSON text; a syntax error becomes a one-line `TabMotionError`.
  public static func parse(_ bytes: [UInt8], source: String) throws(TabMotionError) -> JSONValue {
    do {
      return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    } catch let DecodingError.dataCorrupted(context) {
      let detail =
        (context.underlyingError.map { "\($0)" } ?? context.debugDescription)
        .split(separator: "\n").first.map(String.init) ?? "invalid JSON"
      throw TabMotionError(field: source, reason: "not valid JSON: \(detail)")
    } catch {
      throw TabMotionError(field: source, reason: "not valid JSON: \(error)")
    }
  }

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
