import TabMotionCore

/// What a script (or a host) can ask of a screen besides pointer input.
public enum ScreenCommand: Hashable, Sendable {
  /// Select tab `index` as a tap on it would (animated).
  case select(Int)
  /// The running pull-to-refresh has finished loading.
  case refreshFinish
}

extension ScreenCommand {
  /// Throws unless `index` names one of `count` tabs: commands come from outside (scripts),
  /// so a bad index is a typed error naming it, never a crash.
  public static func checkTab(_ index: Int, count: Int) throws(TabMotionError) {
    guard index >= 0, index < count else {
      throw TabMotionError(
        field: "select", reason: "must be a tab index in 0..<\(count), got \(index)")
    }
  }
}
