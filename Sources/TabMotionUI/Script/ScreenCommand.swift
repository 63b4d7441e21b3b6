import TabMotionCore

/// What a script (or a host) can ask of a screen besides pointer input; each command goes
/// to the capability that carries it out (see ``Screen/perform(_:at:)``).
public enum ScreenCommand: Hashable, Sendable {
  /// Select tab `index` as a tap on it would (animated), through ``TabSelecting``.
  case select(Int)
  /// The running pull-to-refresh has finished loading, through ``Refreshing``.
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

extension Screen {
  /// Carries out a command through the capability it needs: `select` through
  /// ``TabSelecting`` (a typed error naming `select` for a screen without tabs or an index
  /// outside them), `refreshFinish` through ``Refreshing`` (nothing, for a screen that does
  /// not refresh or is not refreshing).
  public func perform(_ command: ScreenCommand, at time: Double) throws(TabMotionError) {
    switch command {
    case .select(let index):
      let tabs = capability((any TabSelecting).self)
      try ScreenCommand.checkTab(index, count: tabs?.tabCount ?? 0)
      tabs?.select(index, animated: true, at: time)
    case .refreshFinish:
      capability((any Refreshing).self)?.finishRefresh(at: time)
    }
  }
}
