import TabMotionCore

/// Data, selection and layout of a `ColorMatchScreen`.
extension ColorMatchScreen {
  /// The committed tab.
  public var selectedIndex: Int { link.selectedIndex }

  /// Scrolls the selected item's page to its top, animated (a re-tap on its tab does the
  /// same).
  public func scrollToTop(at time: Double) {
    pager.page(selectedIndex)?.scrollToTop(at: time)
  }
  /// The pager's continuous position in pages (e.g. 1.37); the highlight follows it.
  public var progress: Double { pager.progress }
  /// Number of category tabs.
  public var itemCount: Int { tabBar.items.count }
  public var tabCount: Int { itemCount }

  /// Reads everything from the data source again — categories inserted, removed or
  /// reordered — and follows the tabs by id (``ColorMatchScreenDataSource/screen(_:identifierAt:)``,
  /// the title by default): a page whose tab is still there keeps its content, scroll offset
  /// and state at its new index, new pages are made lazily. The selected tab stays selected;
  /// when it went away, its nearest neighbour that is still there is selected (the one after
  /// it first, then the one before) and the delegate is told. Animated (the default), the
  /// tabs and the pill slide to their new places (reduced motion: at once, the pill fading
  /// in); the page shown does not slide. The menu screen's content is made again. A swipe or
  /// flying icons in progress are ended at once (every icon is home) and the menu is rebuilt
  /// closed; a menu screen that was up stays up around it.
  /// - Throws: `TabMotionError` (`dataSource`, `numberOfItems`, a repeated identifier);
  ///   nothing changes then.
  public func reloadData(animated: Bool = true, at time: Double) throws(TabMotionError) {
    try TabMotionError.requireFinite(time, "time")
    var items = try readItems()
    // Build the new parts before touching the screen, so a failure leaves it as it was.
    // The menu screen's own background replaces the menu's scrim (which still catches taps
    // off the items).
    // Each item a disc in its category's colour with the highlighted icon white on it, as the
    // original's menu buttons are (their background is the tint colour).
    var style = CircleMenu.Style()
    style.scrimColor = .clear
    style.itemColor = nil
    style.ringWidth = 0
    let newMenu = try CircleMenu(items: items.menu, style: style)
    // In flight a copy shows the tab's icon in its colour; it lands white on its disc.
    let newDrops = try DroppingIcons(
      icons: items.tabs.map {
        .init(
          path: $0.icon?.path ?? Path(), color: $0.tint,
          strokeFraction: $0.icon?.strokeFraction ?? 0)
      })
    for (i, item) in items.menu.enumerated() { newDrops.setArrivalIcon(item.icon, at: i) }
    // Badges are set on the bar (``TabBar/setBadge``), not by the data source: a tab that
    // stays keeps its own.
    var badges: [String: TabBadge] = [:]
    for item in tabBar.items { badges[item.id] = item.badge }
    for i in items.tabs.indices { items.tabs[i].badge = badges[items.tabs[i].id] }
    let change = TabIDChange(
      old: tabBar.items.map(\.id), new: items.tabs.map(\.id), selected: link.selectedIndex)
    try tabBar.setItems(items.tabs, animated: animated, at: time)
    pages.count = items.tabs.count
    try pager.reloadData(
      selecting: change.selectedIndex, previousIndexes: change.previousIndexes, at: time)
    drops.cancel()
    // Every icon is home now: a reduced-motion move still due is void.
    iconsMoveToMenu = nil
    // Copies handed over to the menu screen leave with the old drops.
    for copy in drops.copies { copy.removeFromParent() }
    for i in 0..<tabBar.items.count { tabBar.setIconHidden(false, at: i) }
    menu.layer.removeFromParent()
    menu.button.removeFromParent()
    drops.layer.removeFromParent()
    menu = newMenu
    drops = newDrops
    homeFrames = Array(repeating: .zero, count: items.tabs.count)
    installMenu()
    menuContent?.layer.removeFromParent()
    menuContent = dataSource?.menuContent(in: self)
    if let content = menuContent { menuContentHost.addChild(content.layer) }
    try layout(
      viewport: viewport, safeArea: safeArea, direction: direction, reducedMotion: reducedMotion,
      at: time)
    link.adoptReloadedSelection(moved: change.selectionMoved, at: time)
  }

  /// Selects tab `index` as a tap would (animated: the pill springs, the pager slides). An
  /// index outside `0..<itemCount` is a programmer error (a precondition).
  public func select(_ index: Int, animated: Bool = true, at time: Double) {
    link.select(index, animated: animated, at: time)
  }

  /// Lays everything out for a viewport and safe area (points), at any time — mid-swipe,
  /// mid-drop and mid-circle included.
  public func layout(
    viewport size: Size, safeArea safe: EdgeInsets, direction: LayoutDirection,
    reducedMotion: Bool, at time: Double
  ) throws(TabMotionError) {
    let size = try Size.validated(size.width, size.height, field: "viewport")
    let safe = try safe.validated(field: "safeArea")
    try TabMotionError.requireFinite(time, "time")
    viewport = size
    safeArea = safe
    self.direction = direction
    self.reducedMotion = reducedMotion
    link.reducedMotion = reducedMotion
    menu.reducedMotion = reducedMotion
    drops.reducedMotion = reducedMotion
    reveal.reducedMotion = reducedMotion
    menu.isRightToLeft = direction == .rightToLeft

    let full = Rect(origin: .zero, size: size)
    root.setFrame(full)
    // The bar starts below the status bar / notch and its items stay clear of the landscape
    // notch: the original put it under the notch.
    let barTop = safe.top + Self.titleRowHeight
    let barHeight = tabBar.appearance.contentHeight
    tabBar.layout(
      frame: Rect(x: 0, y: barTop, width: size.width, height: barHeight),
      safeArea: EdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right),
      direction: direction, isLandscape: size.isLandscape, at: time)
    let navBottom = barTop + barHeight
    navigationBar.extendedHeight = barHeight
    navigationBar.layout(
      width: size.width, safeArea: safe, direction: direction, textMeasurer: tabBar.measurer)
    let pagerFrame = Rect(
      x: 0, y: navBottom, width: size.width, height: max(1, size.height - navBottom))
    try pager.layout(
      frame: pagerFrame, safeArea: safe.overlap(of: pagerFrame, in: size), direction: direction,
      at: time)
    for host in [dropHost, buttonHost] { host.setFrame(full) }
    drops.layer.setFrame(full)
    try menu.layout(viewport: size, safeArea: safe)
    layoutMenuContent(size: size, safeArea: safe, direction: direction, at: time)
    fillHomeFrames()
    try drops.updateSources(homeFrames)
    try drops.updateTargets(menu.iconFrames)
    try reveal.layout(bounds: full, startPoint: menu.buttonCenter, at: time)
  }

  /// Frames the data source's menu content in the part of the screen above the menu's arc
  /// (less a 16 pt margin), with the safe area it overlaps.
  private func layoutMenuContent(
    size: Size, safeArea safe: EdgeInsets, direction: LayoutDirection, at time: Double
  ) {
    let g = menu.geometry
    let arcTop = menu.buttonCenter.y - g.radius - g.itemSize / 2
    let area = Rect(x: 0, y: 0, width: size.width, height: max(1, arcTop - 16))
    menuContentHost.setFrame(area)
    guard let content = menuContent else { return }
    content.layer.setFrame(Rect(origin: .zero, size: area.size))
    content.safeAreaInsets = safe.overlap(of: area, in: size)
    content.layout(size: area.size, direction: direction, at: time)
  }

  /// Every tab icon's frame in the screen's coordinates, points, written into `homeFrames`
  /// in place (no allocation): where the icons leave from and come home to.
  func fillHomeFrames() {
    for i in homeFrames.indices where i < tabBar.items.count {
      homeFrames[i] = tabBar.iconFrame(at: i)
    }
  }

  /// The tab items and menu items (the highlighted icon, white, on a disc in the tint) the
  /// data source describes now.
  /// - Throws: for a missing data source or zero (or a negative number of) items.
  func readItems() throws(TabMotionError) -> (tabs: [TabItem], menu: [CircleMenu.Item]) {
    guard let source = dataSource else {
      throw TabMotionError(field: "dataSource", reason: "the screen has no data source")
    }
    var seen: [String: Int] = [:]
    let tabs = try TabItem.collect(
      count: source.numberOfItems(in: self), countField: "numberOfItems"
    ) { i in
      let title = source.screen(self, titleAt: i)
      var id = source.screen(self, identifierAt: i)
      if id == nil {
        // Titles name categories; a repeat is told apart by its occurrence, and so is an
        // untitled (icon-only) category, which no empty id may stand for.
        let n = (seen[title] ?? 0) + 1
        seen[title] = n
        id = n == 1 && !title.isEmpty ? title : "\(title)#\(n)"
      }
      return TabItem(
        id: id ?? title, title: title,
        icon: source.screen(self, iconAt: i),
        highlightedIcon: source.screen(self, highlightedIconAt: i),
        tint: source.screen(self, tintColorAt: i))
    }
    let white = tabBar.appearance.selectedColor
    let menu = tabs.map { tab in
      CircleMenu.Item(
        title: tab.title,
        icon: .init(
          path: tab.highlightedIcon?.path ?? Path(), color: white,
          strokeFraction: tab.highlightedIcon?.strokeFraction ?? 0),
        tint: tab.tint)
    }
    return (tabs, menu)
  }

  // MARK: Screen

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    try layout(
      viewport: environment.size, safeArea: environment.safeArea,
      direction: environment.direction, reducedMotion: environment.reducedMotion, at: time)
  }
}
