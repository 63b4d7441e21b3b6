import TabMotionCore

/// Coinbase's prices screen (SPEC §4): a fixed navigation bar, a header that collapses as the
/// active page scrolls, a tab bar that pins under the navigation bar, and one vertically
/// scrolling, virtualised page per tab.
///
/// ```
///  layer ─┬─ pager (top … bottom)   page.N slots; lists inset H + T at the top
///         ├─ refresh                spinner in the gap of a pulled-down page
///         ├─ header (H)             translateY = −clamp(y, 0, H)
///         ├─ tabBar (T)             under the header, pinned once y ≥ H
///         ├─ tabBarBorder (1 pt)    opacity 0 … 1 over y = H … H + 20
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
/// The tabs are fixed for the screen's life: for another set of tabs make a new screen and
/// `restore` the saved state into it (selection by id, offsets clamped).
public final class CollapsingTabScreen {
  /// The screen's root; add it to a scene and give it the viewport.
  public let layer = Layer()
  public let navBar: NavigationBar
  /// The header container (trace node `header`), clipping the content layer.
  public let header = Layer(name: "header")
  /// The caller's header content, filling the header.
  public let headerContent: Layer
  public let tabBar: TabBar
  public let pager: Pager
  public let link: TabPagerLink
  /// How inactive pages follow the active one.
  public var policy: HeaderSyncPolicy
  /// Pull past the top that starts a refresh, points.
  public let refreshThreshold: Double
  /// Called once per pull that passes the threshold (page index, time). Finish the refresh
  /// with `finishRefresh(at:)`.
  public var onRefresh: ((Int, Double) -> Void)?
  /// Called on every layout so the header content can place itself: the header's size, the
  /// safe area it overlaps (left and right: a landscape notch; keep text inside, let colour
  /// fill the header) and the direction.
  public var onHeaderLayout: ((Size, EdgeInsets, LayoutDirection) -> Void)?
  public internal(set) var model: CollapsingHeaderModel
  /// The page that drives the header: the selection, switched as soon as a tab is tapped.
  public internal(set) var activeIndex: Int
  public let items: [TabItem]
  public let rowCount: Int
  /// Points per row.
  public let rowHeight: Double

  let border = Layer(name: "tabBarBorder")
  let spinner = RefreshSpinner()
  var scrolls: [ScrollModel]
  var pending: [ScrollEvents]
  var slots: [Layer] = []
  var lastSettled: Int
  var size = Size(1, 1)
  var safeArea = EdgeInsets.zero
  var direction = LayoutDirection.leftToRight

  /// - Parameters:
  ///   - headerHeight: H, points (≥ 0).
  ///   - tabBarHeight: T, points (≥ 0).
  ///   - rowCount: rows per page (≥ 0).
  ///   - rowHeight: points per row (> 0).
  ///   - rowData: the content of row `row` of tab `tab`; called only for rows on screen.
  /// Throws a `TabMotionError` naming the field for a negative or non-finite H, T, row height
  /// or threshold, a negative row count, no tabs or repeated tab ids.
  public init(
    title: String, header content: Layer, items: [TabItem], rowCount: Int,
    rowHeight: Double = 64, headerHeight: Double = 80, tabBarHeight: Double = 40,
    style: TabIndicatorStyle = .underline, policy: HeaderSyncPolicy = .syncHeader,
    refreshThreshold: Double = 64, textMeasurer: any TextMeasuring = EstimatedTextMeasurer(),
    rowData: @escaping @Sendable (_ tab: Int, _ row: Int) -> RowData
  ) throws(TabMotionError) {
    model = try CollapsingHeaderModel(
      headerHeight: headerHeight, tabBarHeight: tabBarHeight, top: 0)
    guard rowCount >= 0 else {
      throw TabMotionError(field: "rowCount", reason: "must not be negative, got \(rowCount)")
    }
    try TabMotionError.requirePositive(rowHeight, "rowHeight")
    try TabMotionError.requirePositive(refreshThreshold, "refreshThreshold")
    var appearance = TabBarAppearance.standard(for: style)
    appearance.contentHeight = tabBarHeight
    // The screen draws its own bottom border; a top line would double the header's edge.
    appearance.hairlineColor = nil
    tabBar = try TabBar(
      items: items, style: style, widthMode: .equal, appearance: appearance,
      textMeasurer: textMeasurer)
    self.items = items
    self.rowCount = rowCount
    self.rowHeight = rowHeight
    self.policy = policy
    self.refreshThreshold = refreshThreshold
    headerContent = content
    navBar = NavigationBar(title: title)
    navBar.title.opacity.set(0)
    var scroll = try ScrollModel(viewportLength: 1, contentLength: 1)
    scroll.refreshThreshold = refreshThreshold
    scrolls = Array(repeating: scroll, count: items.count)
    pending = Array(repeating: [], count: items.count)
    activeIndex = 0
    lastSettled = 0
    let source = PageSource()
    pager = try Pager(
      pageCount: items.count, frame: Rect(x: 0, y: 0, width: 1, height: 1),
      makePage: { source.make($0) })
    link = TabPagerLink(pager: pager, bars: [tabBar])
    source.make = { [weak self] i in self?.makePage(i, rowData: rowData) ?? EmptyPage() }
    slots = (0..<items.count).map { i in
      pager.layer.children.first { $0.name == "page.\(i)" } ?? Layer()
    }
    header.clipsToBounds = true
    header.hitTestBehavior = .passThrough
    header.backgroundColor.set(.white)
    header.addChild(content)
    border.backgroundColor.set(Color(hex: 0xD9DCE1))
    border.opacity.set(0)
    for l in [pager.layer, spinner.layer, header, tabBar.layer, border, navBar.layer] {
      layer.addChild(l)
    }
    link.onReselect = { [weak self] i, t in self?.scrollToTop(page: i, at: t) }
  }

  private func makePage(
    _ i: Int, rowData: @escaping @Sendable (Int, Int) -> RowData
  ) -> any PageContent {
    // Arguments were validated in `init`: the page cannot fail to build.
    let page = try? CollapsingPage(
      index: i, rowCount: rowCount, rowHeight: rowHeight, leadingInset: model.contentInset,
      rowData: { rowData(i, $0) },
      currentOffset: { [weak self] k in self?.offset(ofPage: k) ?? 0 },
      onGesture: { [weak self] k, g in self?.pageGesture(k, g) })
    return page ?? EmptyPage()
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
    layer.setFrame(Rect(origin: .zero, size: size))
    navBar.layout(width: size.width, safeArea: safeArea)
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
          viewportLength: pageHeight, contentLength: Double(rowCount) * rowHeight,
          leadingInset: model.contentInset, trailingInset: max(0, safeArea.bottom), at: time))
    }
    let headerSize = Size(size.width, model.headerHeight)
    headerContent.setFrame(Rect(origin: .zero, size: headerSize))
    // The header slides up and down under the navigation bar: only its sides are fixed.
    onHeaderLayout?(
      headerSize, EdgeInsets(top: 0, left: safeArea.left, bottom: 0, right: safeArea.right),
      direction)
    place(at: time)
  }

  // MARK: Frame

  /// Advances the pager, the bar and every page's scroll to `time`, keeps the pages in step
  /// and places the header, bar, border, title and spinner.
  public func update(to time: Double) {
    let events = link.update(to: time)
    if events.contains(.willBeginDragging) { beginSwipe(at: time) }
    if pager.settledIndex != lastSettled {
      lastSettled = pager.settledIndex
      if lastSettled != activeIndex { switchActive(to: lastSettled, at: time) }
    }
    for i in scrolls.indices {
      var e = pending[i]
      pending[i] = []
      e.formUnion(scrolls[i].advance(to: time))
      if i == activeIndex { activePageDid(e, at: time) }
    }
    place(at: time)
  }

  func place(at time: Double) {
    let y = scrolls[activeIndex].offset
    model.setScroll(y, at: time)
    let w = size.width
    header.setFrame(Rect(x: 0, y: model.headerY, width: w, height: model.headerHeight))
    let barY = model.tabBarY
    tabBar.layer.setFrame(Rect(x: 0, y: barY, width: w, height: model.tabBarHeight))
    let barBottom = barY + model.tabBarHeight
    border.setFrame(Rect(x: 0, y: barBottom, width: w, height: 1))
    border.opacity.set(model.borderOpacity)
    navBar.title.opacity.set(model.titleOpacity(at: time))
    spinner.update(
      y: y, threshold: refreshThreshold, isRefreshing: scrolls[activeIndex].isRefreshing,
      barBottom: barBottom, width: w, at: time)
    for i in scrolls.indices {
      slots[i].setTraceField("offset", .number(scrolls[i].offset))
      (pager.page(i) as? CollapsingPage)?.draw(offset: scrolls[i].offset)
    }
  }
}

/// Lets the pager's page factory reach the screen, which does not exist yet when the pager is
/// made.
private final class PageSource {
  var make: (Int) -> any PageContent = { _ in EmptyPage() }
}
