import TabMotionCore

/// A value in a trace line: a number, flag, string, colour or a list of points.
public enum TraceValue: Hashable, Sendable {
  case number(Double)
  case bool(Bool)
  case string(String)
  case points([Point])
}
