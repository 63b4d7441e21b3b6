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
  /// The pager whose pages the bars select.
  public let pager: Pager
  /// The tab bars kept in step with the pager (usually one).
  public let bars: [TabBar]
  /// Called when the selected tab is tapped again (index, time): scroll the page to top.
  /// Observers added with ``addReselectObserver(_:)`` (the ready-made screens' own
  /// scroll-to-top among them) are called too: setting this never removes them.
  public var onReselect: ((Int, Double) -> Void)?
  /// Called when the selection changes for any reason (index, time), after the observers
  /// added with ``addSelectionObserver(_:)``.
  public var onSelectionChange: ((Int, Double) -> Void)?
  private var lastSelection: Int
  private var reselectObservers: [(Int, Double) -> Void] = []
  private var selectionObservers: [(Int, Double) -> Void] = []

  /// Adds an observer of re-taps on the selected tab (index, time), called in the order
  /// added, before ``onReselect``. Observers stay for the link's lifetime: capture weakly.
  public func addReselectObserver(_ observer: @escaping (Int, Double) -> Void) {
    reselectObservers.append(observer)
  }

  /// Adds an observer of selection changes (index, time), called in the order added, before
  /// ``onSelectionChange``. Observers stay for the link's lifetime: capture weakly.
  public func addSelectionObserver(_ observer: @escaping (Int, Double) -> Void) {
    selectionObservers.append(observer)
  }

  /// Tabs whose pages and items come from `dataSource`: makes the pager (trace names
  /// `pagerName` and `slotPrefix` followed by each page's index) and asks `makeBars` for the
  /// bars showing the items (one or more, any styles).
  /// Throws for a data source with no tabs or repeated ids, or what `makeBars` throws.
  public convenience init(
    dataSource: any TabsDataSource, direction: LayoutDirection = .leftToRight,
    initialIndex: Int = 0, pagerName: String = "pager", slotPrefix: String = "page.",
    makeBars: ([TabItem]) throws(TabMotionError) -> [TabBar]
  ) throws(TabMotionError) {
    let pager = try Pager(
      dataSource: dataSource, frame: Rect(x: 0, y: 0, width: 1, height: 1), direction: direction,
      initialIndex: initialIndex, name: pagerName, slotPrefix: slotPrefix)
    let items = try Self.items(of: dataSource, for: pager)
    let bars = try makeBars(items)
    for bar in bars where bar.selectedIndex != pager.selectedIndex {
      bar.select(pager.selectedIndex, animated: false, at: 0)
    }
    self.init(pager: pager, bars: bars)
  }

  /// The tab items `dataSource` describes for `pager`'s pages, validated.
  static func items(
    of dataSource: any TabsDataSource, for pager: Pager
  ) throws(TabMotionError) -> [TabItem] {
    try TabItem.collect(count: pager.pageCount, countField: "numberOfPages") {
      dataSource.pager(pager, tabItemAt: $0)
    }
  }

  /// Asks the pager's data source again — tabs inserted, removed or reordered — and follows
  /// the tabs by id: a page whose tab is still there keeps its content, scroll offset and
  /// state at its new index (new tabs' pages are made lazily); the selected tab stays
  /// selected, and when it went away its nearest neighbour that is still there is selected
  /// (the one after it first, then the one before), the observers told. Every bar shows the
  /// new items, sliding them and its indicator to their new places when `animated` (reduced
  /// motion: in place at once, the indicator fading in); the page shown does not slide.
  /// Throws (changing nothing) for no tabs, a repeated id, or a pager whose data source is
  /// not a `TabsDataSource`.
  public func reloadData(animated: Bool = true, at time: Double) throws(TabMotionError) {
    guard let source = pager.dataSource as? any TabsDataSource else {
      throw TabMotionError(field: "dataSource", reason: "the pager's data source has no tab items")
    }
    let items = try TabItem.collect(
      count: source.numberOfPages(in: pager), countField: "numberOfPages"
    ) { source.pager(pager, tabItemAt: $0) }
    let change = TabIDChange(
      old: bars[0].items.map(\.id), new: items.map(\.id), selected: selectedIndex)
    for bar in bars { try bar.setItems(items, animated: animated, at: time) }
    try pager.reloadData(
      selecting: change.selectedIndex, previousIndexes: change.previousIndexes, at: time)
    lastSelection = pager.selectedIndex
    if change.selectionMoved { notifySelection(at: time) }
  }

  /// After a screen reloaded the pager itself: the selection's new index is not a change,
  /// unless the selected tab went away (`moved`), which the observers are told at once.
  func adoptReloadedSelection(moved: Bool, at time: Double) {
    lastSelection = pager.selectedIndex
    if moved { notifySelection(at: time) }
  }

  /// Tells the selection observers and ``onSelectionChange`` about the selection now.
  func notifySelection(at time: Double) {
    for observer in selectionObservers { observer(lastSelection, time) }
    onSelectionChange?(lastSelection, time)
  }

  /// Links existing parts: taps on each bar move the pager, and the bars start on the pager's page.
  public init(pager: Pager, bars: [TabBar]) {
    self.pager = pager
    self.bars = bars
    lastSelection = pager.selectedIndex
    for (k, bar) in bars.enumerated() {
      bar.onTap = { [weak self] event, time in
        guard let self else { return }
        self.barTapped(k, event, at: time)
      }
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
      for observer in reselectObservers { observer(i, time) }
      onReselect?(i, time)
    }
  }

  /// The committed selection.
  public var selectedIndex: Int { pager.selectedIndex }

  /// Reduced motion for the pager and every bar: taps cross-fade instead of travelling.
  public var reducedMotion: Bool {
    get { pager.reducedMotion }
    set {
      pager.reducedMotion = newValue
      for bar in bars { bar.reducedMotion = newValue }
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
    return pager.selectedIndex
  }

  /// Advances the pager and the bars to `time`; returns the pager's events.
  @discardableResult
  public func update(to time: Double) -> PagerEvents {
    let events = pager.update(to: time)
    let tracking = pager.isInteractive
    for bar in bars where tracking || bar.isTracking {
      bar.track(progress: pager.progress, at: time)
      bar.setSelectedIndex(pager.selectedIndex)
      if !tracking { bar.stopTracking(at: time) }
    }
    for bar in bars { bar.update(to: time) }
    if pager.selectedIndex != lastSelection {
      lastSelection = pager.selectedIndex
      notifySelection(at: time)
    }
    return events
  }
}

// MARK: State restoration

extension TabPagerLink {
  /// The selected tab and every page's kept scroll offset, by tab id.
  public var restorableState: ScreenState {
    let items = bars[0].items
    var offsets: [String: Double] = [:]
    for (i, offset) in pager.pageOffsets where i < items.count { offsets[items[i].id] = offset }
    return ScreenState(selection: bars[0].selectionState, offsets: offsets)
  }

  /// Restores a saved state without animation: the tab (by id, else the index clamped), and
  /// each page's offset by tab id (pages not made yet get theirs when they are).
  public func restoreState(_ state: ScreenState, at time: Double) {
    restore(state.selection ?? TabSelectionState(selectedIndex: 0), at: time)
    var offsets: [Int: Double] = [:]
    for (i, item) in bars[0].items.enumerated() {
      if let offset = state.offsets[item.id] { offsets[i] = offset }
    }
    pager.restorePageOffsets(offsets, at: time)
  }
}
