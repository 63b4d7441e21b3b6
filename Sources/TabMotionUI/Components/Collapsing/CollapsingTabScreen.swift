import TabMotionCore

/// Coinbase's prices screen: a fixed navigation bar, a header that collapses as the active
/// page scrolls, a tab bar that pins under the navigation bar, and one vertically scrolling
/// page per tab — any `CollapsingPageContent`, from a `CollapsingTabsDataSource` (or rows of a
/// virtualised list with the row-data initialiser).
///
/// ```
///  root ──┬─ pager (top … bottom)   page.N slots; page content inset H + T at the top
///         ├─ refresh                spinner in the gap above a pulled-down page's content
///         ├─ header (H)             translateY = −clamp(y, 0, H)
///         ├─ tabBar (T)             under the header, pinned once y ≥ H
///         ├─ tabBarBorder (1 pt)    opacity 0 … 1 (see `CollapsingHeaderModel`)
///         └─ navBar / navTitle      title fades over 0.3 s when y crosses 0.6·H
/// ```
///
/// One shared scroll value y — the active page's offset, points — drives the header. Scroll
/// state lives here, one `ScrollModel` per tab, so pages the pager has not created still have
/// offsets. Other pages are kept in step by `policy` when a drag ends without momentum, when
/// momentum ends, when a horizontal swipe starts and when the selection changes, so switching
/// tabs never moves the header under `.syncHeader`.
///
/// Per frame: pointer events (through the host's `PointerDispatcher`), then `update(to:)`.
/// The header lets touches through to the page under it (its own interactive children still
/// get theirs), so dragging the header scrolls the active page, as a native nested scroll
/// would, and swiping it changes tabs.
///
/// The screen is itself a `Screen`: a host can run it as it is. `reloadData(at:)` takes a new
/// set of tabs (offsets and selection follow the ids); `saveState`/`restore` carry them
/// across launches.
public final class CollapsingTabScreen: Screen {
  /// The screen's root; a host renders it filling the viewport.
  public let root = Layer()
  /// The fixed title bar at the top; its title fades in as the header collapses.
  public let navBar: NavigationBar
  /// The header container (trace node `header`, after the screen's name prefix), clipping
  /// the content layer.
  public let header: Layer
  /// The caller's header content, filling the header.
  public let headerContent: Layer
  /// The tab bar under the header, pinned under the navigation bar once the header collapses.
  public let tabBar: TabBar
  /// The pages, each scrolling vertically under the header and tab bar.
  public let pager: Pager
  /// Keeps ``tabBar`` and ``pager`` on the same selection.
  public let link: TabPagerLink
  /// Where the tabs and pages come from (weak: keep it alive).
  public weak var dataSource: (any CollapsingTabsDataSource)?
  /// How inactive pages follow the active one.
  public var policy: HeaderSyncPolicy
  /// Pull past the top that starts a refresh, points.
  public let refreshThreshold: Double
  /// Called once per pull that passes the threshold (page index, time). Finish the refresh
  /// with `finishRefresh(at:)`: the pull starts it whether or not this is set, and the spinner
  /// turns (a stretched header staying open round it) until then.
  public var onRefresh: ((Int, Double) -> Void)?
  /// Called on every layout so the header content can place itself: the header's size, the
  /// safe area it overlaps (left and right: a landscape notch; keep text inside, let colour
  /// fill the header) and the direction.
  public var onHeaderLayout: ((Size, EdgeInsets, LayoutDirection) -> Void)?
  /// The header's geometry, following the active page's offset.
  public internal(set) var model: CollapsingHeaderModel
  /// The page that drives the header: the selection, switched as soon as a tab is tapped.
  public internal(set) var activeIndex: Int
  /// The tabs, as the data source last described them.
  public private(set) var items: [TabItem]
  /// The screen's colours and fonts (background, navigation bar, header, tabs, the tab bar's
  /// bottom border); set a new one at any time, shown from the next frame.
  public var appearance: ScreenAppearance {
    didSet { if appearance != oldValue { applyAppearance() } }
  }
  /// The tab bar's own look (its style's, sized for the screen) under the appearance's tabs.
  let barBase: TabBarAppearance

  /// Snap: once a drag or fling ends with the header part-way, it settles fully open or fully
  /// collapsed — by where a fling would have stopped, else by position (past half way
  /// collapses) — on whichever tab is active, pages kept in step by `policy` as ever. Off by
  /// default.
  public var snaps = false
  /// Quick return: scrolling back up from deep in a list reveals the header and tab bar at
  /// once (floating over the content); scrolling on down hides them again. Off by default.
  public var quickReturn: Bool {
    get { model.quickReturn }
    set { model.quickReturn = newValue }
  }
  /// Stretch: pulling down at the top makes the header taller by the pull — its background
  /// extended and its content scaled, never a gap — springing back with the page on release;
  /// a pull-to-refresh spinner then turns in the stretched header. Off by default.
  public var stretches: Bool {
    get { model.stretches }
    set {
      model.stretches = newValue
      // The spinner turns inside the stretched header, over it.
      spinner.layer.removeFromParent()
      let below = newValue ? tabBar.layer : header
      root.insertChild(spinner.layer, at: root.children.firstIndex { $0 === below } ?? 0)
    }
  }
  /// Called whenever the header's collapse fraction changes (0 open, 1 collapsed, negative
  /// while stretched), with the frame's time.
  public var onCollapseChange: ((Double, Double) -> Void)?
  /// Called when a snap has settled the header, with its fraction (0 or 1) and the time.
  public var onSnapComplete: ((Double, Double) -> Void)?
  /// The header's state: 0 fully open, 1 fully collapsed, negative while stretched
  /// (trace field `collapse` of the node `header`).
  public var collapseFraction: Double { model.collapseFraction }
  /// True from the start of a snap until it settles (or a finger takes over).
  public internal(set) var isSnapping = false
  /// The floating header's own snap (quick return): collapse points from, to, start time.
  var headerSnap: (from: Double, to: Double, start: Double)?
  /// The page whose offset the header was last placed for (a switch is not a scroll).
  var placedIndex = 0
  var reportedFraction = 0.0
  /// A snap arrived this frame; `place` reports it with the header's final fraction.
  var snapArrived = false

  let border: Layer
  let spinner: RefreshSpinner
  var scrolls: [ScrollModel]
  var pending: [ScrollEvents]
  /// Each page's content height as last read (`unknownContentHeight` until it exists).
  var contentHeights: [Double]
  var lastSettled: Int
  var size = Size(1, 1)
  /// False until the first layout: offsets cannot be clamped into content not yet measured.
  var isLaidOut = false
  /// A state restored before the first layout, applied at its end.
  var stateToRestore: ScreenState?
  var safeArea = EdgeInsets.zero
  var direction = LayoutDirection.leftToRight
  private let pages: PageSource
  /// The vertical pan attached to each page the screen was given, by page layer.
  private var pans: [ObjectIdentifier: PanGestureRecognizer] = [:]
  /// Each page's index now, by page layer (pages keep their place by id when tabs change).
  var pageIndexes: [ObjectIdentifier: Int] = [:]
  /// The row-list data source of the row-data initialiser, which nobody else holds.
  private var retainedSource: RowListTabs?

  /// Stands in for the height of a page not made yet: its offset is then kept in step and
  /// restored, bounded only below, until the page exists and says how tall it is.
  static let unknownContentHeight = 10_000_000.0

  /// Creates a screen with a title bar, a collapsing header and a tab bar over a pager of
  /// scrolling pages.
  ///
  /// Throws a `TabMotionError` naming the field for a negative or non-finite header or tab
  /// bar height, a refresh threshold that is not finite and positive, and for a data source
  /// with no tabs or repeated tab ids.
  /// - Parameters:
  ///   - title: The navigation bar's title.
  ///   - content: The header's content layer (it fills the header; lay it out in
  ///     `onHeaderLayout`). The header lets touches through to the page under it, so a drag
  ///     on it scrolls the page — the content's own background too (unless you set its
  ///     `hitTestBehavior` yourself); its children with recognisers still get theirs.
  ///   - dataSource: the tabs and their pages (held weakly: keep it alive).
  ///   - headerHeight: H, points (≥ 0).
  ///   - tabBarHeight: T, points (≥ 0).
  ///   - style: the tab bar's look: its indicator, item look, appearance and tap animation.
  ///   - indicator: an indicator of your own, replacing the style's (which still gives the
  ///     item look, appearance and tap animation).
  ///   - policy: How the header's position is shared between pages when the tab changes
  ///     (``HeaderSyncPolicy/syncHeader`` by default).
  ///   - refreshThreshold: How far, in points, a page must be pulled down past its top to
  ///     start a refresh (64 by default).
  ///   - itemLook: How each tab is drawn, whatever the indicator; nil keeps the style's (an
  ///     underline bar's titles). Tabs without icons show their titles alone in any look.
  ///     Icons over the underline's titles (``TabItemLook/iconAndTitle``) need a
  ///     `tabBarHeight` of 54 or more.
  ///   - appearance: The screen's colours and fonts (``ScreenAppearance/light`` by default).
  ///   - widthMode: Whether the tabs share the bar's width equally (the default) or take
  ///     their titles' widths, the bar scrolling when they do not fit (``TabBar/widthMode``).
  ///   - indicatorWidth: A fixed width for the indicator, points, centred on its tab (the
  ///     underline and the pill; see ``TabBarAppearance/indicatorWidth``); nil (the default)
  ///     fits it to the tab.
  ///   - textMeasurer: Measures the tab titles for layout (the estimate by default).
  ///   - namePrefix: Put before the trace names of the screen's parts (`header`, `pager`,
  ///     `page.N`, `navBar`, `navTitle`, `tabBarBorder`, `refresh` and the bar's,
  ///     ``TabBarNames/init(prefix:)``): a screen nested in another's tab (``ScreenPage``)
  ///     gives its own, say "markets.", so that scripts can aim at either screen's parts.
  ///     Empty by default.
  public init(
    title: String, header content: Layer, dataSource: any CollapsingTabsDataSource,
    headerHeight: Double = 80, tabBarHeight: Double = 40, style: TabIndicatorStyle = .underline,
    indicator: (any TabIndicator)? = nil, policy: HeaderSyncPolicy = .syncHeader,
    refreshThreshold: Double = 64, itemLook: TabItemLook? = nil,
    appearance: ScreenAppearance = .light, widthMode: TabWidthMode = .equal,
    indicatorWidth: Double? = nil, textMeasurer: any TextMeasuring = EstimatedTextMeasurer(),
    namePrefix: String = ""
  ) throws(TabMotionError) {
    header = Layer(name: namePrefix + "header")
    border = Layer(name: namePrefix + "tabBarBorder")
    spinner = RefreshSpinner(name: namePrefix + "refresh")
    let barNames = TabBarNames(prefix: namePrefix)
    model = try CollapsingHeaderModel(
      headerHeight: headerHeight, tabBarHeight: tabBarHeight, top: 0)
    try TabMotionError.requirePositive(refreshThreshold, "refreshThreshold")
    if let indicatorWidth { try TabMotionError.requirePositive(indicatorWidth, "indicatorWidth") }
    var barBase = TabBarAppearance.standard(for: style)
    barBase.contentHeight = tabBarHeight
    // The screen draws its own bottom border; a top line would double the header's edge.
    barBase.hairlineColor = nil
    barBase.indicatorWidth = indicatorWidth
    self.barBase = barBase
    self.appearance = appearance
    let barAppearance = appearance.tabs.applied(to: barBase)
    // The data source is asked with the screen itself, which does not exist yet: the parts
    // start with one stand-in tab and `reloadData` below reads the real ones.
    let standIn = TabItem(id: "collapsing.standIn", title: "", icon: TabIcon(path: Path()))
    if let indicator {
      tabBar = try TabBar(
        items: [standIn], indicator: indicator, itemLook: itemLook ?? style.itemLook,
        widthMode: widthMode, appearance: barAppearance, tapAnimation: style.tapMotion,
        names: barNames, textMeasurer: textMeasurer)
    } else {
      tabBar = try TabBar(
        items: [standIn], style: style, itemLook: itemLook, widthMode: widthMode,
        appearance: barAppearance, names: barNames, textMeasurer: textMeasurer)
    }
    items = [standIn]
    self.dataSource = dataSource
    self.policy = policy
    self.refreshThreshold = refreshThreshold
    headerContent = content
    navBar = NavigationBar(
      title: title, appearance: appearance.navigationBar, name: namePrefix + "navBar",
      titleName: namePrefix + "navTitle")
    navBar.title.opacity.set(0)
    scrolls = []
    pending = []
    contentHeights = []
    activeIndex = 0
    lastSettled = 0
    let pages = PageSource()
    self.pages = pages
    pager = try Pager(
      dataSource: pages, frame: Rect(x: 0, y: 0, width: 1, height: 1),
      name: namePrefix + "pager", slotPrefix: namePrefix + "page.")
    link = TabPagerLink(pager: pager, bars: [tabBar])
    pages.screen = self
    header.clipsToBounds = true
    // The header and the bar under it only move while the page scrolls: a renderer may copy
    // them from rasters of them.
    header.movesAsOne = true
    tabBar.layer.movesAsOne = true
    header.setTraceField("collapse", .number(0))
    // A stretch scales the content from the header's top edge down.
    content.anchorPoint = Point(0.5, 0)
    // A header coloured by its content's background would otherwise take every touch on it:
    // a drag there scrolls the page under it, as on a header without a background.
    if content.hitTestBehavior == .automatic { content.hitTestBehavior = .passThrough }
    header.hitTestBehavior = .passThrough
    header.addChild(content)
    applyAppearance()
    border.opacity.set(0)
    border.isUserInteractionEnabled = false
    for l in [pager.layer, spinner.layer, header, tabBar.layer, border, navBar.layer] {
      root.addChild(l)
    }
    // The screen's own scroll-to-top observes re-taps; a caller's `onReselect` adds to it.
    link.addReselectObserver { [weak self] i, t in
      guard let self else { return }
      self.scrollToTop(page: i, at: t)
    }
    try reloadData(animated: false, at: 0)
  }

  /// A screen whose pages are virtualised lists of `rowCount` rows each: `rowData(tab, row)`
  /// gives a row's content, only for rows on screen. The bar takes the same options as with
  /// a data source (`indicator`, `itemLook`, `appearance`, `widthMode`, `indicatorWidth`).
  /// Throws as the data-source initialiser does, and for a negative row count or a row
  /// height that is not a finite positive number.
  public convenience init(
    title: String, header content: Layer, items: [TabItem], rowCount: Int,
    rowHeight: Double = 64, headerHeight: Double = 80, tabBarHeight: Double = 40,
    style: TabIndicatorStyle = .underline, indicator: (any TabIndicator)? = nil,
    policy: HeaderSyncPolicy = .syncHeader, refreshThreshold: Double = 64,
    itemLook: TabItemLook? = nil, appearance: ScreenAppearance = .light,
    widthMode: TabWidthMode = .equal, indicatorWidth: Double? = nil,
    textMeasurer: any TextMeasuring = EstimatedTextMeasurer(), namePrefix: String = "",
    rowData: @escaping @Sendable (_ tab: Int, _ row: Int) -> RowData
  ) throws(TabMotionError) {
    guard rowCount >= 0 else {
      throw TabMotionError(field: "rowCount", reason: "must not be negative, got \(rowCount)")
    }
    try TabMotionError.requirePositive(rowHeight, "rowHeight")
    try TabItem.validate(items)
    let source = RowListTabs(
      items: items, rowCount: rowCount, rowHeight: rowHeight, rowData: rowData)
    try self.init(
      title: title, header: content, dataSource: source, headerHeight: headerHeight,
      tabBarHeight: tabBarHeight, style: style, indicator: indicator, policy: policy,
      refreshThreshold: refreshThreshold, itemLook: itemLook, appearance: appearance,
      widthMode: widthMode, indicatorWidth: indicatorWidth, textMeasurer: textMeasurer,
      namePrefix: namePrefix)
    retainedSource = source
  }

  /// Asks the data source again — tabs inserted, removed or reordered — and follows the tabs
  /// by id: a page whose tab is still there keeps its content, its scroll (offset, motion,
  /// refresh) and its state at its new index; a new tab's page starts in step with the header
  /// and is made lazily. The selected tab stays selected, so the header does not move; when
  /// it went away, its nearest neighbour that is still there is selected (the one after it
  /// first, then the one before). Animated (the default), the tab bar's items and indicator
  /// slide to their new places (reduced motion: at once, the indicator fading in). Throws
  /// (changing nothing) for no tabs or a repeated id.
  public func reloadData(animated: Bool = true, at time: Double) throws(TabMotionError) {
    guard let source = dataSource else {
      throw TabMotionError(field: "dataSource", reason: "the screen has no data source")
    }
    let newItems = try TabItem.collect(
      count: source.numberOfTabs(in: self), countField: "numberOfTabs"
    ) { source.collapsingScreen(self, tabItemAt: $0) }
    let count = newItems.count
    let change = TabIDChange(
      old: items.map(\.id), new: newItems.map(\.id), selected: link.selectedIndex)
    let y = scrolls.indices.contains(activeIndex) ? scrolls[activeIndex].offset : 0
    try tabBar.setItems(newItems, animated: animated, at: time)
    items = newItems
    var fresh = try ScrollModel(viewportLength: 1, contentLength: 1)
    fresh.refreshThreshold = refreshThreshold
    let oldScrolls = scrolls
    let oldPending = pending
    let oldHeights = contentHeights
    scrolls = []
    pending = []
    contentHeights = []
    var isNew: [Bool] = []
    for previous in change.previousIndexes {
      if let old = previous, old < oldScrolls.count {
        scrolls.append(oldScrolls[old])
        pending.append(oldPending[old])
        contentHeights.append(oldHeights[old])
        isNew.append(false)
      } else {
        scrolls.append(fresh)
        pending.append([])
        contentHeights.append(Self.unknownContentHeight)
        isNew.append(true)
      }
    }
    // Pages keep their gestures; each finds its index again through its layer.
    var indexes: [ObjectIdentifier: Int] = [:]
    for (id, old) in pageIndexes {
      if let i = change.previousIndexes.firstIndex(of: old) { indexes[id] = i }
    }
    pageIndexes = indexes
    try pager.reloadData(
      selecting: change.selectedIndex, previousIndexes: change.previousIndexes, at: time)
    activeIndex = pager.selectedIndex
    lastSettled = activeIndex
    placedIndex = activeIndex
    link.adoptReloadedSelection(moved: change.selectionMoved, at: time)
    if size.width > 1 {
      try layout(size: size, safeArea: safeArea, direction: direction, at: time)
    }
    // A new tab starts where the policy puts it for the header as it is (a kept selected
    // tab's y; else the y the header was showing).
    let shared = isNew[activeIndex] ? y : scrolls[activeIndex].offset
    for i in 0..<count where isNew[i] && i != activeIndex {
      let target = policy.synchronizedOffset(
        inactive: 0, activeY: shared, headerHeight: model.headerHeight)
      let value = min(scrolls[i].maxOffset, max(0, target))
      pending[i].formUnion(scrolls[i].setContentOffset(value, animated: false, at: time))
    }
  }

  /// Where the header and tab bar are now, as pages see it.
  public var geometry: CollapsingGeometry {
    CollapsingGeometry(
      headerHeight: model.headerHeight, tabBarHeight: model.tabBarHeight,
      pinnedHeight: model.top + model.tabBarHeight,
      collapse: model.headerHeight > 0 ? model.collapseFraction : 1)
  }

  /// Makes page `index` from the data source, ready to scroll under the header.
  fileprivate func makePage(_ index: Int) -> any PageContent {
    guard let source = dataSource else {
      preconditionFailure("CollapsingTabScreen: its data source was released while in use")
    }
    let page = source.collapsingScreen(self, pageAt: index)
    page.topInset = model.contentInset
    page.collapsingGeometry = geometry
    let id = ObjectIdentifier(page.layer)
    if let old = pans[id] { page.layer.removeGestureRecognizer(old) }
    pageIndexes[id] = index
    let pan = PanGestureRecognizer(axis: .vertical) { [weak self] event in
      guard let self, let i = self.pageIndexes[id], self.scrolls.indices.contains(i) else {
        return
      }
      self.pageGesture(i, event)
    }
    page.layer.addGestureRecognizer(pan)
    pans[id] = pan
    return page
  }

  // MARK: State

  /// The shared scroll value y: the active page's offset, points.
  public var sharedOffset: Double { scrolls[activeIndex].offset }

  /// Page `index`'s scroll offset (0 = resting top), points; nil outside the tabs.
  public func offset(ofPage index: Int) -> Double? {
    scrolls.indices.contains(index) ? scrolls[index].offset : nil
  }

  /// Page `index`'s scroll model (read-only view); nil outside the tabs.
  public func scrollModel(ofPage index: Int) -> ScrollModel? {
    scrolls.indices.contains(index) ? scrolls[index] : nil
  }

  /// True while any page is refreshing.
  public var isRefreshing: Bool { scrolls.contains { $0.isRefreshing } }

  // MARK: Layout

  /// Lays the screen out for a viewport, at any time (mid-fling and mid-swipe included):
  /// offsets are kept (clamped into the new content range), so the selected content does not
  /// jump. Throws only for a non-finite or empty size or a negative or non-finite safe area.
  public func layout(
    size: Size, safeArea: EdgeInsets, direction: LayoutDirection, at time: Double
  ) throws(TabMotionError) {
    try TabMotionError.requirePositive(size.width, "size.width")
    try TabMotionError.requirePositive(size.height, "size.height")
    let safeArea = try safeArea.validated(field: "safeArea")
    self.size = size
    self.safeArea = safeArea
    self.direction = direction
    root.setFrame(Rect(origin: .zero, size: size))
    navBar.layout(
      width: size.width, safeArea: safeArea, direction: direction, textMeasurer: tabBar.measurer)
    let top = NavigationBar.height(safeTop: safeArea.top)
    model.top = top
    let pageHeight = max(1, size.height - top)
    let pagerFrame = Rect(x: 0, y: top, width: size.width, height: pageHeight)
    try pager.layout(
      frame: pagerFrame, safeArea: safeArea.overlap(of: pagerFrame, in: size),
      direction: direction, at: time)
    tabBar.layout(
      frame: Rect(x: 0, y: model.tabBarY, width: size.width, height: model.tabBarHeight),
      safeArea: EdgeInsets(top: 0, left: safeArea.left, bottom: 0, right: safeArea.right),
      direction: direction, isLandscape: size.isLandscape, at: time)
    for i in scrolls.indices {
      pending[i].formUnion(
        try scrolls[i].setLayout(
          viewportLength: pageHeight, contentLength: contentHeights[i],
          leadingInset: model.contentInset,
          trailingInset: trailingInset(content: contentHeights[i], viewport: pageHeight),
          at: time))
    }
    let headerSize = Size(size.width, model.headerHeight)
    headerContent.setFrame(Rect(origin: .zero, size: headerSize))
    // The header slides up and down under the navigation bar: only its sides are fixed.
    onHeaderLayout?(
      headerSize, EdgeInsets(top: 0, left: safeArea.left, bottom: 0, right: safeArea.right),
      direction)
    place(at: time)
    isLaidOut = true
    if let state = stateToRestore {
      stateToRestore = nil
      restoreState(state, at: time)
    }
  }

  // MARK: Frame

  /// Advances the pager, the bar and every page's scroll to `time`, keeps the pages in step
  /// and places the header, bar, border, title and spinner.
  public func update(to time: Double) {
    let events = link.update(to: time)
    if events.contains(.willBeginDragging) { beginSwipe(at: time) }
    if pager.selectedIndex != lastSettled {
      lastSettled = pager.selectedIndex
      if lastSettled != activeIndex { switchActive(to: lastSettled, at: time) }
    }
    for i in scrolls.indices {
      var e = pending[i]
      pending[i] = []
      e.formUnion(scrolls[i].advance(to: time))
      if i == activeIndex { activePageDid(e, at: time) }
    }
    if snaps { snapAtRest(at: time) }
    place(at: time)
  }

  func place(at time: Double) {
    let y = scrolls[activeIndex].offset
    model.setScroll(y, at: time, continuous: placedIndex == activeIndex)
    placedIndex = activeIndex
    advanceHeaderSnap(at: time)
    let w = size.width
    header.setFrame(
      Rect(x: 0, y: model.headerY, width: w, height: model.presentedHeaderHeight))
    // Stretched, the background extends with the header and the content grows from its top
    // edge — at most by what keeps a 16 pt side margin from reaching the screen's edges.
    let stretch = model.stretch
    let grown = model.headerHeight > 0 ? 1 + 0.25 * stretch / model.headerHeight : 1
    let k = min(grown, w > 40 ? (w / 2) / (w / 2 - 16) : 1)
    headerContent.transform.set(stretch > 0 ? .scale(k, k) : .identity)
    let fraction = model.collapseFraction
    header.setTraceField("collapse", .number(fraction))
    if fraction != reportedFraction {
      reportedFraction = fraction
      onCollapseChange?(fraction, time)
    }
    if snapArrived {
      snapArrived = false
      onSnapComplete?(fraction, time)
    }
    let barY = model.tabBarY
    tabBar.layer.setFrame(Rect(x: 0, y: barY, width: w, height: model.tabBarHeight))
    let barBottom = barY + model.tabBarHeight
    // Pages turn (a cube) only below the pinned bar, over the transition's backdrop.
    pager.coveredTop = max(0, barBottom - model.top)
    let turning = !pager.model.isAtRest && pager.progress != pager.progress.rounded()
    pager.layer.backgroundColor.set(turning ? pager.transition.backdrop ?? .clear : .clear)
    border.setFrame(Rect(x: 0, y: barBottom, width: w, height: 1))
    border.opacity.set(model.borderOpacity)
    navBar.title.opacity.set(model.titleOpacity(at: time))
    // The content's top in the scene: the page's top plus its inset, less the offset; its
    // left edge is the page's, which a swipe moves.
    let contentTop = model.top + model.contentInset - y
    let pagerX = pager.layer.frame.model.minX
    // Stretched, the gap over the content is the header's: the spinner turns in its lower part.
    spinner.update(
      y: y, threshold: refreshThreshold, isRefreshing: scrolls[activeIndex].isRefreshing,
      inset: scrolls[activeIndex].refreshInset,
      contentTop: model.stretches ? barY : contentTop,
      contentLeft: pagerX + pager.slot(activeIndex).frame.model.minX,
      barBottom: model.stretches ? model.top + model.headerHeight : barBottom,
      width: w, at: time)
    let geometry = self.geometry
    for i in scrolls.indices {
      pager.slot(i).setTraceField("offset", .number(scrolls[i].offset))
      guard let page = pager.page(i) as? any CollapsingPageContent else { continue }
      if page.collapsingGeometry != geometry { page.collapsingGeometry = geometry }
      if page.contentHeight != contentHeights[i] { contentDidChange(page, i, at: time) }
      page.scroll(to: scrolls[i].offset)
    }
  }

  /// A page was made, or laid out to another height: its scrolling is bounded by its own
  /// content from now on.
  private func contentDidChange(_ page: any CollapsingPageContent, _ i: Int, at time: Double) {
    let height = page.contentHeight
    guard height.isFinite, height >= 0 else {
      preconditionFailure("CollapsingTabScreen: page \(i)'s contentHeight is \(height)")
    }
    contentHeights[i] = height
    let top = NavigationBar.height(safeTop: safeArea.top)
    let viewport = max(1, size.height - top)
    pending[i].formUnion(
      scrolls[i].relayout(
        viewportLength: viewport, contentLength: height, leadingInset: model.contentInset,
        trailingInset: trailingInset(content: height, viewport: viewport), at: time,
        caller: "CollapsingTabScreen"))
  }

  /// The room a page keeps under its content: the bottom of the safe area, or more for a
  /// page too short to scroll the header away — every page can then take the offset that
  /// collapses it, and switching to a short tab never opens a collapsed header (as a short
  /// page of react-native-collapsible-tab-view is made tall enough to). The room shows as
  /// blank space under the short page's content once the header is collapsed.
  func trailingInset(content: Double, viewport: Double) -> Double {
    let reach = content + model.contentInset - viewport
    return max(0, safeArea.bottom, model.headerHeight - reach)
  }
}

/// The pager's data source: pages come from the screen's own data source, through the screen.
private final class PageSource: PagerDataSource {
  weak var screen: CollapsingTabScreen?

  func numberOfPages(in pager: Pager) -> Int { screen?.items.count ?? 1 }

  func pager(_ pager: Pager, pageAt index: Int) -> any PageContent {
    guard let screen else {
      preconditionFailure("CollapsingTabScreen: the screen is gone but its pager lives on")
    }
    return screen.makePage(index)
  }
}

/// Virtualised row lists, one per tab: the data source of the row-data initialiser.
private final class RowListTabs: CollapsingTabsDataSource {
  let items: [TabItem]
  let rowCount: Int
  let rowHeight: Double
  let rowData: @Sendable (Int, Int) -> RowData

  init(
    items: [TabItem], rowCount: Int, rowHeight: Double,
    rowData: @escaping @Sendable (Int, Int) -> RowData
  ) {
    self.items = items
    self.rowCount = rowCount
    self.rowHeight = rowHeight
    self.rowData = rowData
  }

  func numberOfTabs(in screen: CollapsingTabScreen) -> Int { items.count }

  func collapsingScreen(_ screen: CollapsingTabScreen, tabItemAt index: Int) -> TabItem {
    items[index]
  }

  func collapsingScreen(
    _ screen: CollapsingTabScreen, pageAt index: Int
  ) -> any CollapsingPageContent {
    let rowData = self.rowData
    do {
      return try RowListPage(rowCount: rowCount, rowHeight: rowHeight) { rowData(index, $0) }
    } catch {
      preconditionFailure("CollapsingTabScreen: rows were validated by init: \(error)")
    }
  }
}
