import TabMotionCore

/// Data, selection and layout of a `ColorMatchScreen`.
extension ColorMatchScreen {
  /// The committed tab.
  public var selectedIndex: Int { link.selectedIndex }
  /// The pager's continuous position in pages (e.g. 1.37); the highlight follows it.
  public var progress: Double { pager.progress }
  /// Number of category tabs.
  public var itemCount: Int { tabBar.items.count }

  /// Reads everything from the data source again. The count may change: the selection keeps
  /// its index, clamped into the new range, and the pager rests there; pages are made again
  /// lazily. A swipe, a menu animation or flying icons in progress are ended at once (the menu
  /// is rebuilt closed, the icons return home); a presented screen stays presented.
  /// - Throws: `TabMotionError` (`dataSource`, `numberOfItems`); nothing changes then.
  public func reloadData(at time: Double) throws(TabMotionError) {
    try TabMotionError.requireFinite(time, "time")
    let items = try readItems()
    // Build the new parts before touching the screen, so a failure leaves it as it was.
    let newMenu = try CircleMenu(items: items.menu)
    let newDrops = try DroppingIcons(icons: items.menu.map(\.icon))
    let index = try tabBar.setItems(items.tabs, at: time)
    pages.count = items.tabs.count
    try pager.reloadData(selecting: index, at: time)
    drops.cancel()
    for i in 0..<tabBar.items.count { try? tabBar.setIconHidden(false, at: i) }
    menu.layer.removeFromParent()
    drops.layer.removeFromParent()
    menu = newMenu
    drops = newDrops
    menu.onEvent = { [weak self] event, time in
      guard let self else { return }
      self.menuEvent(event, at: time)
    }
    menuHost.addChild(menu.layer)
    dropHost.addChild(drops.layer)
    try layout(
      viewport: viewport, safeArea: safeArea, direction: direction, reducedMotion: reducedMotion,
      at: time)
  }

  /// Selects tab `index` as a tap would (animated: the pill springs, the pager slides). An
  /// index outside `0..<itemCount` is a programmer error (a precondition).
  public func selectItem(at index: Int, animated: Bool = true, at time: Double) {
    link.select(index, animated: animated, at: time)
  }

  /// Lays everything out for a viewport and safe area (points), at any time — mid-swipe,
  /// mid-drop and mid-reveal included.
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
    pager.reducedMotion = reducedMotion
    tabBar.reducedMotion = reducedMotion
    menu.reducedMotion = reducedMotion
    drops.reducedMotion = reducedMotion
    reveal.reducedMotion = reducedMotion
    menu.isRightToLeft = direction == .rightToLeft

    let full = Rect(origin: .zero, size: size)
    layer.setFrame(full)
    // The bar starts below the status bar / notch and its items stay clear of the landscape
    // notch: the original put it under the notch.
    let inner = max(1, size.width - safe.left - safe.right)
    navTitle.setFrame(
      Rect(x: safe.left, y: safe.top, width: inner, height: Self.titleRowHeight))
    let barTop = safe.top + Self.titleRowHeight
    let barHeight = tabBar.appearance.contentHeight
    tabBar.layout(
      frame: Rect(x: 0, y: barTop, width: size.width, height: barHeight),
      safeArea: EdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right),
      direction: direction, isLandscape: size.isLandscape, at: time)
    let navBottom = barTop + barHeight
    navBar.setFrame(Rect(x: 0, y: 0, width: size.width, height: navBottom))
    let pagerFrame = Rect(
      x: 0, y: navBottom, width: size.width, height: max(1, size.height - navBottom))
    try pager.layout(
      frame: pagerFrame, safeArea: safe.overlap(of: pagerFrame, in: size), direction: direction,
      at: time)
    menuHost.setFrame(full)
    dropHost.setFrame(full)
    drops.layer.setFrame(full)
    try menu.layout(viewport: size, safeArea: safe)
    try drops.updateSources(tabIconFrames)
    try drops.updateTargets(menu.iconFrames)
    try reveal.layout(bounds: full, startPoint: menu.buttonCenter, at: time)
    detail?.layout(size: size)
  }

  /// Every tab icon's frame in the screen's coordinates, points: where the drops start.
  var tabIconFrames: [Rect] {
    (0..<tabBar.items.count).map { (try? tabBar.iconFrame(at: $0)) ?? .zero }
  }
}
