import TabMotionCore
import TabMotionUI

/// All four indicator styles on one screen, driven by one pager: underline and pill bars at
/// the top, an arrow bar and a curved bar at the bottom. Tap any bar or swipe the pages and
/// every indicator follows — the place to compare them, and to snapshot each style.
///
/// Trace names carry the style as a prefix: `pill.tabBar`, `pill.item.2`, `pill.indicator`,
/// `arrow.indicator`, `curve.bubble`, …
public final class TabStylesDemo: Demo, TabSelecting, Paging {
  public static let name = "styles"
  public static let summary = "The four tab indicator styles following one pager"
  /// Script options: `badges` (sample counts and a dot on some tabs of every bar).
  public static let optionNames = [SampleBadges.optionName]

  public let root = Layer(name: "screen")
  public let link: TabPagerLink
  private let data: SampleTabs
  public var underline: TabBar { link.bars[0] }
  public var pill: TabBar { link.bars[1] }
  public var arrow: TabBar { link.bars[2] }
  public var curve: TabBar { link.bars[3] }
  public var pager: Pager { link.pager }
  private let navBar = NavigationBar(title: "Tab styles")
  /// The "Tab styles" bar over the top bars.
  public var navigationBar: NavigationBar? { navBar }

  public var selectedIndex: Int { link.selectedIndex }
  public var tabCount: Int { pager.pageCount }
  public var progress: Double { pager.progress }

  public static let items = [
    TabItem(
      id: "products", title: "Products", icon: TabIcons.star, highlightedIcon: TabIcons.starFilled,
      tint: Color(hex: 0xF76707)),
    TabItem(
      id: "places", title: "Places", icon: TabIcons.home, highlightedIcon: TabIcons.homeFilled,
      tint: Color(hex: 0x12B886)),
    TabItem(
      id: "reviews", title: "Reviews", icon: TabIcons.heart,
      highlightedIcon: TabIcons.heartFilled, tint: Color(hex: 0xE64980)),
    TabItem(
      id: "friends", title: "Friends", icon: TabIcons.user, highlightedIcon: TabIcons.userFilled,
      tint: Color(hex: 0x4C6EF5)),
  ]
  /// Room between the arrow bar and the curved bar for the curve's circle, points.
  static let gap = 40.0

  public init(environment: ScreenEnvironment) throws(TabMotionError) {
    let m = environment.textMeasurer
    data = SampleTabs(
      items: Self.items, accents: Self.items.map(\.tint), rowsPerPage: 300, firstList: 20)
    link = try TabPagerLink(dataSource: data, direction: environment.direction) {
      (items) throws(TabMotionError) -> [TabBar] in
      [
        try TabBar(
          items: items, style: .underline, widthMode: .fitted,
          names: TabBarNames(prefix: "underline."), textMeasurer: m),
        try TabBar(
          items: items, style: .pill, names: TabBarNames(prefix: "pill."), textMeasurer: m),
        try TabBar(
          items: items, style: .arrow, names: TabBarNames(prefix: "arrow."), textMeasurer: m),
        try TabBar(
          items: items, style: .curve, names: TabBarNames(prefix: "curve."), textMeasurer: m),
      ]
    }
    root.backgroundColor.set(Color(hex: 0xF1F3F5))
    for l in [pager.layer, navBar.layer] + link.bars.map(\.layer) { root.addChild(l) }
    try layout(environment, at: 0)
  }

  /// The demo with a script's switches: `badges` puts sample counts and a dot on some tabs.
  public convenience init(
    environment: ScreenEnvironment, options: ScriptOptions
  ) throws(TabMotionError) {
    try self.init(environment: environment)
    if options.isOn(SampleBadges.optionName) {
      for bar in link.bars { SampleBadges.apply(to: bar, at: 0) }
    }
  }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    // The motion preference can change with any layout, like the size.
    link.reducedMotion = environment.reducedMotion
    let size = environment.size
    let safe = environment.safeArea
    let dir = environment.direction
    let landscape = size.isLandscape
    root.setFrame(Rect(origin: .zero, size: size))
    navBar.layout(
      width: size.width, safeArea: safe, direction: dir, textMeasurer: environment.textMeasurer)
    var y = NavigationBar.height(safeTop: safe.top)
    for bar in [underline, pill] {
      let h = bar.preferredHeight(safeBottom: 0)
      bar.layout(
        frame: Rect(x: 0, y: y, width: size.width, height: h), safeArea: safe, direction: dir,
        isLandscape: landscape, at: time)
      y += h
    }
    let curveHeight = curve.preferredHeight(safeBottom: safe.bottom)
    let curveTop = size.height - curveHeight
    curve.layout(
      frame: Rect(x: 0, y: curveTop, width: size.width, height: curveHeight), safeArea: safe,
      direction: dir, isLandscape: landscape, at: time)
    let arrowHeight = arrow.preferredHeight(safeBottom: 0)
    let arrowTop = curveTop - Self.gap - arrowHeight
    arrow.layout(
      frame: Rect(x: 0, y: arrowTop, width: size.width, height: arrowHeight), safeArea: safe,
      direction: dir, isLandscape: landscape, at: time)
    let pagerFrame = Rect(x: 0, y: y, width: size.width, height: max(1, arrowTop - y))
    try pager.layout(
      frame: pagerFrame, safeArea: safe.overlap(of: pagerFrame, in: size), direction: dir,
      at: time)
  }

  /// Selects the tab at `index` in every bar and the pages, as a tap would.
  public func select(_ index: Int, animated: Bool, at time: Double) {
    link.select(index, animated: animated, at: time)
  }

  public func update(to time: Double) { link.update(to: time) }

  public var restorableState: ScreenState? { link.restorableState }

  public func restoreState(_ state: ScreenState, at time: Double) {
    link.restoreState(state, at: time)
  }

  /// Taps each bar once, swipes the pages both ways slowly, selects from a script command.
  public static let defaultScript = GestureScript(
    steps: [
      .wait(0.3),
      .tap(.point(Point(243.75, 91 + 44 + 28))),  // pill bar, third item
      .wait(0.6),
      .drag(
        from: .point(Point(320, 450)), to: .point(Point(120, 450)), duration: 0.6, release: .stop),
      .wait(0.6),
      .drag(
        from: .point(Point(80, 450)), to: .point(Point(330, 450)), duration: 0.5, release: .fling),
      .wait(0.6),
      .tap(.point(Point(48.75, 844 - 34 - 28))),  // curved bar, first item
      .wait(0.7),
      .select(3),
      .wait(0.8),
    ])
}
