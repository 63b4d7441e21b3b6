/// An error caused by data a caller passed in: a count, an index, a size, a time, a file.
///
/// Every throwing API in TabMotion reports which input was wrong (`field`) and why
/// (`reason`), so a message can be shown to a user as one line: `field: reason`.
public struct TabMotionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name of the offending parameter or field, e.g. `"inputRange"` or
  /// `"steps[3].drag.duration"`.
  public let field: String
  /// What is wrong with it, in words.
  public let reason: String

  /// Creates an error naming the offending `field` and, in words, the `reason`.
  public init(field: String, reason: String) {
    self.field = field
    self.reason = reason
  }

  /// The message `field: reason` on one line, cut to 400 characters: control characters are
  /// escaped, so a value with a newline in it cannot split the message.
  public var description: String {
    Self.printable("\(field): \(reason)", limit: 400)
  }

  /// `value` as it may appear inside a one-line message: control characters escaped (`\n`,
  /// `\t`, `\u{7}`) and cut to `limit` characters with an ellipsis, so a hostile value can
  /// neither break the line nor flood it.
  public static func printable(_ value: String, limit: Int = 80) -> String {
    var out = ""
    var count = 0
    for scalar in value.unicodeScalars {
      guard count < limit else {
        out += "…"
        break
      }
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
          || scalar.value == 0x2028 || scalar.value == 0x2029
        {
          out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
      count += 1
    }
    return out
  }

  /// Throws unless `value` is finite.
  @inlinable
  public static func requireFinite(_ value: Double, _ field: String) throws(TabMotionError) {
    guard value.isFinite else {
      throw TabMotionError(field: field, reason: "must be a finite number, got \(value)")
    }
  }

  /// Throws unless `value` is finite and ≥ 0.
  @inlinable
  public static func requireNonNegative(_ value: Double, _ field: String) throws(TabMotionError) {
    try requireFinite(value, field)
    guard value >= 0 else {
      throw TabMotionError(field: field, reason: "must not be negative, got \(value)")
    }
  }

  /// Throws unless `value` is finite and > 0.
  @inlinable
  public static func requirePositive(_ value: Double, _ field: String) throws(TabMotionError) {
    try requireFinite(value, field)
    guard value > 0 else {
      throw TabMotionError(field: field, reason: "must be greater than zero, got \(value)")
    }
  }
}
