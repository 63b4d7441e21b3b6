import TabMotionCore

/// Keeps a pager and its tab bars in step, the way every tabbed screen needs:
///
/// - a tap on a tab selects it on every bar (each animates its own indicator) and slides the
///   pager there;
/// - while the user swipes the pager (and while the release settles), every bar's indicator
///   tracks the pager's continuous progress, and the bars' selection follows the page the
///   release commits to.
///
/// Touches reach the bars and the pager through their own gesture recognisers. Per frame:
/// `update(to:)` after the frame's input.
public final class TabPagerLink {
  public let pager: Pager
  public let bars: [TabBar]
  /// Called when the selected tab is tapped again (index, time): scroll the page to top.
  public var onReselect: ((Int, Double) -> Void)?
  /// Called when the selection changes for any reason (index, time).
  public var onSelectionChange: ((Int, Double) -> Void)?
  private var lastSelection: Int

  public init(pager: Pager, bars: [TabBar]) {
    self.pager = pager
    self.bars = bars
    lastSelection = pager.settledIndex
    for (k, bar) in bars.enumerated() {
      bar.onTap = { [unowned self] event, time in self.barTapped(k, event, at: time) }
    }
  }

  /// A tap on bar `k`: another tab slides the pager there and moves every other bar's
  /// indicator (bar `k` already animates its own); the selected tab asks for a reselection.
  private func barTapped(_ k: Int, _ event: TabBarEvent, at time: Double) {
    switch event {
    case .selected(let i):
      pager.select(i, animated: true, at: time)
      for (j, bar) in bars.enumerated() where j != k { bar.select(i, animated: true, at: time) }
    case .reselected(let i):
      onReselect?(i, time)
    }
  }

  /// The committed selection.
  public var selectedIndex: Int { pager.settledIndex }

  /// Reduced motion for the pager and every bar: taps cross-fade instead of travelling.
  public var reducedMotion: Bool {
    get { pager.reducedMotion }
    set {
      pager.reducedMotion = newValue
      for bar in bars { bar.reducedMotion = newValue }
    }
  }

  /// Carries out a script command on a tabbed screen: `select` animates there as a tap
  /// would; a refresh has nothing to finish here.
  public func perform(_ command: ScreenCommand, at time: Double) throws(TabMotionError) {
    switch command {
    case .select(let i):
      try ScreenCommand.checkTab(i, count: pager.pageCount)
      select(i, animated: true, at: time)
    case .refreshFinish: break
    }
  }

  /// Selects `index` everywhere, as a tap would. An index outside the tabs is a programmer
  /// error (a precondition).
  public func select(_ index: Int, animated: Bool, at time: Double) {
    pager.select(index, animated: animated, at: time)
    for bar in bars { bar.select(index, animated: animated, at: time) }
  }

  /// Restores a saved selection everywhere without animation — by id when the first bar still
  /// has the item, otherwise clamped into the tabs — and returns the index selected.
  @discardableResult
  public func restore(_ state: TabSelectionState, at time: Double) -> Int {
    let index = state.resolvedIndex(in: bars.first?.items ?? [])
    select(min(index, pager.pageCount - 1), animated: false, at: time)
    return pager.settledIndex
  }

  /// Advances the pager and the bars to `time`; returns the pager's events.
  @discardableResult
  public func update(to time: Double) -> PagerEvents {
    let events = pager.update(to: time)
    let tracking = pager.isInteractive
    for bar in bars where tracking || bar.isTracking {
      bar.track(progress: pager.progress, at: time)
      bar.setSelectedIndex(pager.settledIndex)
      if !tracking { bar.stopTracking(at: time) }
    }
    for bar in bars { bar.update(to: time) }
    if pager.settledIndex != lastSelection {
      lastSelection = pager.settledIndex
      onSelectionChange?(lastSelection, time)
    }
    return events
  }
}
