import TabMotionCore

/// A value in a trace line: a number, flag, string (colours are written as hex strings) or a
/// list of points.
public enum TraceValue: Hashable, Sendable {
  /// A number, written as JSON; a non-finite number makes the trace line fail.
  case number(Double)
  /// A flag, written as `true` or `false`.
  case bool(Bool)
  /// A string, written as an escaped JSON string (colours use `Color.hexString`).
  case string(String)
  /// A list of points, written as `[[x,y],…]`; a non-finite coordinate makes the line fail.
  case points([Point])
}
