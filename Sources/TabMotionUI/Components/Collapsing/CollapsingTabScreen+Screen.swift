import TabMotionCore

/// A collapsing screen runs in any host as it is: its tabs can be selected, its pages report
/// their progress, and its pull-to-refresh can be ended from a script.
extension CollapsingTabScreen: TabSelecting, Paging, Refreshing, ScrollingToTop {
  public var selectedIndex: Int { pager.selectedIndex }

  /// Scrolls the selected tab's page to its top, animated, the header expanding (a re-tap on
  /// its tab does the same).
  public func scrollToTop(at time: Double) {
    scrollToTop(page: selectedIndex, at: time)
  }
  public var progress: Double { pager.progress }
  public var tabCount: Int { items.count }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    // The motion preference can change with any layout, like the size.
    link.reducedMotion = environment.reducedMotion
    try layout(
      size: environment.size, safeArea: environment.safeArea, direction: environment.direction,
      at: time)
  }

}
