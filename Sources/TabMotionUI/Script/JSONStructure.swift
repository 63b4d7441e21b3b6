import TabMotionCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Checks what Foundation's JSON parser lets through silently or reports without a place: a
/// key repeated in one object (it keeps one of them), a number too large for a double, and
/// nesting deeper than anything a script needs (before the recursive decoder sees it). It is
/// not a parser: it walks the bytes tracking only strings, numbers, brackets and commas, so
/// that the error can name the path (`steps[3].drag.from`), and leaves every syntax error to
/// Foundation, which runs after it.
struct JSONStructure {
  /// Deeper nesting than this is refused before it costs anything.
  static let maximumDepth = 32

  private enum Frame {
    case object(keys: Set<String>, key: String?, expectsKey: Bool)
    case array(index: Int)
  }

  /// Throws for a repeated key or nesting deeper than `maximumDepth`, naming where.
  static func check(_ bytes: [UInt8], source: String) throws(TabMotionError) {
    var stack: [Frame] = []
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      switch byte {
      case UInt8(ascii: "\""):
        let end = Self.stringEnd(bytes, from: i)
        if case .object(var keys, _, true) = stack.last {
          let key = try Self.decodeKey(bytes[i..<end], source: source)
          guard keys.insert(key).inserted else {
            throw TabMotionError(
              field: Self.path(stack, appending: key),
              reason: "appears twice in the same object; give each field once")
          }
          stack[stack.count - 1] = .object(keys: keys, key: key, expectsKey: false)
        }
        i = end
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard stack.count < maximumDepth else {
          throw TabMotionError(
            field: Self.path(stack, appending: nil),
            reason: "nests more than \(maximumDepth) levels deep; a script needs 4")
        }
        stack.append(
          byte == UInt8(ascii: "{")
            ? .object(keys: [], key: nil, expectsKey: true) : .array(index: 0))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        // Unbalanced brackets are a syntax error, Foundation's to report.
        guard !stack.isEmpty else { return }
        stack.removeLast()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        var end = i + 1
        while end < bytes.count, Self.isNumberByte(bytes[end]) { end += 1 }
        if let value = Double(String(decoding: bytes[i..<end], as: UTF8.self)), !value.isFinite {
          throw TabMotionError(
            field: Self.path(stack, appending: nil),
            reason: "has a number out of range (numbers must fit a 64-bit double)")
        }
        i = end
        continue
      case UInt8(ascii: ","):
        switch stack.last {
        case .object(let keys, _, _):
          stack[stack.count - 1] = .object(keys: keys, key: nil, expectsKey: true)
        case .array(let index): stack[stack.count - 1] = .array(index: index + 1)
        case nil: break
        }
      default:
        break
      }
      i += 1
    }
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"),
      UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"):
      true
    default: false
    }
  }

  /// The index just past the string starting at `start` (its opening quote).
  private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var j = start + 1
    while j < bytes.count {
      if bytes[j] == UInt8(ascii: "\\") {
        j += 2
        continue
      }
      if bytes[j] == UInt8(ascii: "\"") { return j + 1 }
      j += 1
    }
    return bytes.count
  }

  /// A key's text; escapes (rare in keys) are decoded by Foundation so `"a"` and `"\u0061"`
  /// are the same key.
  private static func decodeKey(
    _ raw: ArraySlice<UInt8>, source: String
  ) throws(TabMotionError) -> String {
    let inner = raw.dropFirst().dropLast()
    guard inner.contains(UInt8(ascii: "\\")) else {
      return String(decoding: inner, as: UTF8.self)
    }
    do {
      return try JSONDecoder().decode(String.self, from: Data(raw))
    } catch {
      throw TabMotionError(field: source, reason: "has a key that is not a valid JSON string")
    }
  }

  /// `steps[2].drag` for the frames open so far, then `key`.
  private static func path(_ stack: [Frame], appending key: String?) -> String {
    var path = ""
    for frame in stack {
      switch frame {
      case .object(_, let k, _):
        if let k { path += (path.isEmpty ? "" : ".") + TabMotionError.printable(k, limit: 40) }
      case .array(let index):
        path += "[\(index)]"
      }
    }
    if let key { path += (path.isEmpty ? "" : ".") + TabMotionError.printable(key, limit: 40) }
    return path.isEmpty ? "script" : path
  }
}
