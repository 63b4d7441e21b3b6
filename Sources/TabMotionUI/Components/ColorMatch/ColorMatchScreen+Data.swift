import TabMotionCore

/// Data, selection and layout of a `ColorMatchScreen`.
extension ColorMatchScreen {
  /// The committed tab.
  public var selectedIndex: Int { link.selectedIndex }
  /// The pager's continuous position in pages (e.g. 1.37); the highlight follows it.
  public var progress: Double { pager.progress }
  /// Number of category tabs.
  public var itemCount: Int { tabBar.items.count }
  public var tabCount: Int { itemCount }

  /// Reads everything from the data source again. The count may change: the selection keeps
  /// its index, clamped into the new range, and the pager rests there; pages are made again
  /// lazily, and so is the menu screen's content. A swipe or flying icons in progress are
  /// ended at once (every icon is home) and the menu is rebuilt closed; a menu screen that was
  /// up stays up around it.
  /// - Throws: `TabMotionError` (`dataSource`, `numberOfItems`); nothing changes then.
  public func reloadData(at time: Double) throws(TabMotionError) {
    try TabMotionError.requireFinite(time, "time")
    let items = try readItems()
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
    let index = try tabBar.setItems(items.tabs, at: time)
    pages.count = items.tabs.count
    try pager.reloadData(selecting: index, at: time)
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
    let tabs = try TabItem.collect(
      count: source.numberOfItems(in: self), countField: "numberOfItems"
    ) { i in
      TabItem(
        id: "colorMatch.\(i)", title: source.screen(self, titleAt: i),
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
