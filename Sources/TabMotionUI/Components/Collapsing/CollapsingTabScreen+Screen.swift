import TabMotionCore

/// A collapsing screen runs in any host as it is.
extension CollapsingTabScreen {
  public var selectedIndex: Int { pager.settledIndex }
  public var progress: Double { pager.progress }
  public var tabCount: Int { items.count }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    // The motion preference can change with any layout, like the size.
    link.reducedMotion = environment.reducedMotion
    try layout(
      size: environment.size, safeArea: environment.safeArea, direction: environment.direction,
      at: time)
  }

  /// `select` animates to a tab as a tap would; `refreshFinish` ends a running refresh (a
  /// documented no-op without one).
  public func perform(_ command: ScreenCommand, at time: Double) throws(TabMotionError) {
    switch command {
    case .select(let i):
      try ScreenCommand.checkTab(i, count: tabCount)
      select(i, animated: true, at: time)
    case .refreshFinish:
      finishRefresh(at: time)
    }
  }
}
