import TabMotionCore

/// A ready-made tabbed screen — what UITabBarController is to UIKit: a bar of tabs along the
/// bottom over swipeable pages, with an optional navigation bar on top, laid out for any
/// viewport, safe area and direction, and runnable by any host as it is.
///
/// ```
///  root ─┬─ pager          pages: under the navigation bar down to the tab bar
///        │                 (`.aboveBar`), or the whole screen behind it (`.behindBar`)
///        ├─ navigationBar  optional: safe-area top + 44 pt, a centred title
///        └─ tabBar         along the bottom, safe-area bottom included
/// ```
///
/// Pages and tabs come from a `TabsDataSource`; a page is made when it first comes into reach
/// and then kept (set `pager.retentionDistance` to release distant ones). A tap on the selected tab scrolls its page
/// to the top (`PageContent.scrollToTop(at:)`). Add your own layers above (a floating
/// button, a sheet) with `root.addChild`.
public final class TabBarScreen: Screen, TabSelecting, Paging, ScrollingToTop {
  /// Where the pages sit relative to the tab bar.
  public enum PageArea: Hashable, Sendable {
    /// Between the navigation bar (or the top of the screen) and the tab bar's top edge.
    case aboveBar
    /// The whole screen, behind a bar that does not cover it fully (the curve's dip).
    case behindBar
  }

  public let root: Layer
  /// Keeps ``tabBar`` and ``pager`` on the same selection.
  public let link: TabPagerLink
  /// The title bar on top, when the screen has a title.
  public let navigationBar: NavigationBar?
  /// Where the pages sit relative to the tab bar.
  public let pageArea: PageArea
  /// The screen's colours and fonts (background, navigation bar, tabs); set a new one at any
  /// time, shown from the next frame.
  public var appearance: ScreenAppearance {
    didSet { if appearance != oldValue { applyAppearance() } }
  }
  /// The bar's own look (the style's, or the one given) under the appearance's tab values.
  private let barBase: TabBarAppearance

  /// The tab bar at the bottom of the screen.
  public var tabBar: TabBar { link.bars[0] }
  /// The pages of the screen's tabs.
  public var pager: Pager { link.pager }
  public var selectedIndex: Int { link.selectedIndex }
  public var progress: Double { pager.progress }
  public var tabCount: Int { pager.pageCount }

  /// Creates a screen with a tab bar at the bottom over a pager of the data source's pages,
  /// and an optional navigation bar on top.
  ///
  /// Throws `TabMotionError` for a data source with no tabs or repeated ids, and for an
  /// invalid environment.
  /// - Parameters:
  ///   - dataSource: The pages and their tabs (held weakly: keep it alive).
  ///   - style: The bar's look: its indicator, item look, colours and tap animation.
  ///   - indicator: An indicator of your own, replacing the style's (which still gives the
  ///     item look, colours and tap animation); nil (the default) for the style's.
  ///   - itemLook: How each tab is drawn, whatever the indicator — say icons over the
  ///     underline style's titles (``TabItemLook/iconAndTitle``); nil (the default) keeps the
  ///     style's. Tabs without icons show their titles alone in any look.
  ///   - appearance: The screen's colours and fonts (``ScreenAppearance/light`` by default).
  ///   - barAppearance: Replaces the style's own colours and metrics under the appearance's
  ///     tab values; nil keeps the style's.
  ///   - widthMode: Whether the tabs share the bar's width equally (the default) or take
  ///     their titles' widths, the bar scrolling when they do not fit (``TabBar/widthMode``).
  ///   - indicatorWidth: A fixed width for the indicator, points, centred on its tab (the
  ///     underline and the pill; see ``TabBarAppearance/indicatorWidth``); nil (the default)
  ///     keeps the bar appearance's.
  ///   - title: A navigation bar's title; nil (the default) for none.
  ///   - pageArea: Where the pages sit relative to the bar (above it by default).
  ///   - environment: The viewport, safe area, direction and text measurer to lay out with.
  ///   - name: The root layer's trace name ("screen" by default).
  ///   - namePrefix: Put before the trace names of the screen's parts (`pager`, `page.N`,
  ///     `navBar`, `navTitle` and the bar's, ``TabBarNames/init(prefix:)``): a screen nested
  ///     in another's tab (``ScreenPage``) gives its own, say "markets.", so that scripts can
  ///     aim at either screen's tabs. Empty by default.
  public init(
    dataSource: any TabsDataSource, style: TabIndicatorStyle,
    indicator: (any TabIndicator)? = nil, itemLook: TabItemLook? = nil,
    appearance: ScreenAppearance = .light, barAppearance: TabBarAppearance? = nil,
    widthMode: TabWidthMode = .equal, indicatorWidth: Double? = nil, title: String? = nil,
    pageArea: PageArea = .aboveBar, environment: ScreenEnvironment,
    name: String = "screen", namePrefix: String = ""
  ) throws(TabMotionError) {
    if let indicatorWidth { try TabMotionError.requirePositive(indicatorWidth, "indicatorWidth") }
    root = Layer(name: name)
    var barBase = barAppearance ?? .standard(for: style)
    if let indicatorWidth { barBase.indicatorWidth = indicatorWidth }
    self.barBase = barBase
    self.appearance = appearance
    let barNames = TabBarNames(prefix: namePrefix)
    link = try TabPagerLink(
      dataSource: dataSource, direction: environment.direction,
      pagerName: namePrefix + "pager", slotPrefix: namePrefix + "page."
    ) { (items) throws(TabMotionError) -> [TabBar] in
      let look = appearance.tabs.applied(to: barBase)
      guard let indicator else {
        return [
          try TabBar(
            items: items, style: style, itemLook: itemLook, widthMode: widthMode,
            appearance: look, names: barNames, textMeasurer: environment.textMeasurer)
        ]
      }
      return [
        try TabBar(
          items: items, indicator: indicator, itemLook: itemLook ?? style.itemLook,
          widthMode: widthMode, appearance: look, tapAnimation: style.tapMotion, names: barNames,
          textMeasurer: environment.textMeasurer)
      ]
    }
    navigationBar = title.map {
      NavigationBar(
        title: $0, appearance: appearance.navigationBar, name: namePrefix + "navBar",
        titleName: namePrefix + "navTitle")
    }
    root.backgroundColor.set(appearance.background)
    self.pageArea = pageArea
    // Like UITabBarController, keep every tab's page once made: coming back to a tab finds it
    // as it was, and switching tabs never makes the same page twice.
    link.pager.retentionDistance = nil
    root.addChild(link.pager.layer)
    if let navigationBar { root.addChild(navigationBar.layer) }
    root.addChild(link.bars[0].layer)
    // The screen's own scroll-to-top observes re-taps; a caller's `onReselect` adds to it.
    link.addReselectObserver { [weak self] index, time in
      guard let self else { return }
      self.pager.page(index)?.scrollToTop(at: time)
    }
    try layout(environment, at: 0)
  }

  private func applyAppearance() {
    root.backgroundColor.set(appearance.background)
    navigationBar?.appearance = appearance.navigationBar
    tabBar.appearance = appearance.tabs.applied(to: barBase)
  }

  /// Asks the data source again — tabs inserted, removed or reordered — following the tabs
  /// by id: every kept page keeps its content, scroll offset and state at its new index; the
  /// selected tab stays selected, and when it went away its nearest neighbour that is still
  /// there is selected (the one after it first, then the one before). Animated (the
  /// default), the bar's items and indicator slide to their new places (reduced motion: at
  /// once, the indicator fading in); the page shown does not move. See
  /// ``TabPagerLink/reloadData(animated:at:)``; throws (changing nothing) for no tabs or a
  /// repeated id.
  public func reloadData(animated: Bool = true, at time: Double) throws(TabMotionError) {
    try link.reloadData(animated: animated, at: time)
  }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    let size = try Size.validated(environment.size.width, environment.size.height, field: "size")
    let safe = try environment.safeArea.validated(field: "safeArea")
    // The motion preference can change with any layout, like the size.
    link.reducedMotion = environment.reducedMotion
    root.setFrame(Rect(origin: .zero, size: size))
    var top = 0.0
    if let navigationBar {
      navigationBar.layout(
        width: size.width, safeArea: safe, direction: environment.direction,
        textMeasurer: environment.textMeasurer)
      top = NavigationBar.height(safeTop: safe.top)
    }
    let barHeight = tabBar.preferredHeight(safeBottom: safe.bottom)
    let barTop = size.height - barHeight
    tabBar.layout(
      frame: Rect(x: 0, y: barTop, width: size.width, height: barHeight), safeArea: safe,
      direction: environment.direction, isLandscape: size.isLandscape, at: time)
    let pagerFrame: Rect
    switch pageArea {
    case .aboveBar:
      pagerFrame = Rect(x: 0, y: top, width: size.width, height: max(1, barTop - top))
    case .behindBar:
      pagerFrame = Rect(origin: .zero, size: size)
    }
    try pager.layout(
      frame: pagerFrame, safeArea: safe.overlap(of: pagerFrame, in: size),
      direction: environment.direction, at: time)
  }

  /// Selects the tab at `index` in the bar and the pages, as a tap would.
  public func select(_ index: Int, animated: Bool, at time: Double) {
    link.select(index, animated: animated, at: time)
  }

  public func update(to time: Double) {
    link.update(to: time)
  }

  /// Scrolls the selected tab's page to its top, animated (a re-tap on its tab does the same).
  public func scrollToTop(at time: Double) {
    pager.page(selectedIndex)?.scrollToTop(at: time)
  }

  /// The selected tab's screen when its page is a ``ScreenPage`` (tabs inside a tab): it is
  /// asked for what this screen does not do itself — typing into its text field, its
  /// refresh — and the host's "back" closes what it shows first.
  public var presentedScreen: (any Screen)? {
    (pager.page(selectedIndex) as? ScreenPage)?.screen
  }

  /// Closes what the selected tab's nested screen shows (a sheet, a menu); false when there
  /// is none, or nothing to close.
  public func goBack(at time: Double) -> Bool {
    presentedScreen?.goBack(at: time) ?? false
  }

  public var restorableState: ScreenState? { link.restorableState }

  public func restoreState(_ state: ScreenState, at time: Double) {
    link.restoreState(state, at: time)
  }
}
