/// An error caused by data a caller passed in: a count, an index, a size, a time, a file.
///
/// Every throwing API in TabMotion reports which input was wrong (`field`) and why
/// (`reason`), so a message can be shown to a user as one line: `field: reason`.
public struct TabMotionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name of the offending parameter or field, e.g. `"inputRange"` or `"steps[3].drag.duration"`.
  public let field: String
  /// What is wrong with it, in words.
  public let reason: String

  public init(field: String, reason: String) {
    self.field = field
    self.reason = reason
  }

  public var description: String { "\(field): \(reason)" }

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
