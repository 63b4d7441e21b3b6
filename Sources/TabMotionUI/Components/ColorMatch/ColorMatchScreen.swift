import TabMotionCore

/// The ColorMatch screen: an extended navigation bar holding a pill-style tab bar of
/// coloured category tabs, a sliding pager below it, and a floating action button that opens a
/// circle menu — the tab icons drop into the menu, and a chosen item's screen grows out of the
/// button through a circle reveal.
///
/// ```
///  colorMatch (the screen, origin at the viewport's)
///  ├── pager "pager" ── page.0 … page.N−1        below the bar, slide transition
///  ├── navBar ── navTitle                         safe-area top + 44 pt title row + the bar
///  ├── tabBar ─ highlight, item.N ─ tabIcon.N, title.N     (pill style, inside the safe area)
///  ├── menu host ── fab, menu.N, scrim            (CircleMenu, rebuilt by reloadData)
///  ├── drop host ── drop.N                        (DroppingIcons, above bar and menu)
///  └── reveal ── the presented screen             (CircleReveal from the button)
/// ```
///
/// Everything respects the safe area in both orientations: the bar starts under the status bar
/// / notch (`safeArea.top`) and keeps its items between `safeArea.left` and `.right`; the
/// button sits 20 pt above `safeArea.bottom`.
///
/// Bad input: `reloadData` with a data source returning zero items throws (nothing changes);
/// a count that changes — during a swipe, a menu or a drop included — clamps the selection into
/// the new range, settles the pager there, cancels the flying icons and rebuilds the menu
/// closed; an out-of-range `selectItem` throws.
///
/// Lengths are points in the screen's coordinates; time is seconds on the frame clock.
public final class ColorMatchScreen {
  public weak var dataSource: (any ColorMatchScreenDataSource)?
  public weak var delegate: (any ColorMatchScreenDelegate)?

  /// The screen's root; add it to the scene at the viewport's origin.
  public let layer = Layer(name: "colorMatch")
  public let tabBar: TabBar
  public let pager: Pager
  public let link: TabPagerLink
  public internal(set) var menu: CircleMenu
  public internal(set) var drops: DroppingIcons
  public let reveal: CircleReveal
  /// Whether a swipe pages; taps on the tabs work either way.
  public var isScrollEnabled: Bool {
    get { pager.panRecognizer.isEnabled }
    set { pager.panRecognizer.isEnabled = newValue }
  }

  /// Height of the navigation bar's title row above the tabs, points.
  public static let titleRowHeight = 44.0
  /// Trace names of the bar: `tabBar`, `item.N`, `highlight`, `title.N`, `tabIcon.N`.
  public static let names: TabBarNames = {
    var n = TabBarNames()
    n.indicator = "highlight"
    n.titlePrefix = "title."
    n.iconPrefix = "tabIcon."
    return n
  }()

  let navBar = Layer(name: "navBar")
  let navTitle = Layer(name: "navTitle")
  let menuHost = Layer()
  let dropHost = Layer()
  var viewport = Size(390, 844)
  var safeArea = EdgeInsets.zero
  var direction = LayoutDirection.leftToRight
  var reducedMotion = false
  var detail: ColorMatchDetailScreen?
  /// The menu item whose screen is presented or on its way in or out.
  public internal(set) var presentedIndex: Int?
  /// The reveal transition whose `did…` callback is still due: (item, appearing).
  var revealInFlight: (index: Int, appearing: Bool)?
  /// Dismisses the presented screen.
  let dismissTap = TapGestureRecognizer()
  let pages: PageSource

  /// Relays the pager's lazy page requests to the data source without a reference cycle.
  final class PageSource: PagerDataSource {
    weak var screen: ColorMatchScreen?
    /// The number of items last read from the screen's data source.
    var count = 1

    func numberOfPages(in pager: Pager) -> Int { count }

    func pager(_ pager: Pager, pageAt index: Int) -> any PageContent {
      guard let screen, let source = screen.dataSource else {
        preconditionFailure("ColorMatchScreen: its data source was released while in use")
      }
      return source.screen(screen, pageAt: index)
    }
  }

  /// Reads every item from `dataSource` and lays the screen out.
  /// - Throws: `TabMotionError` for zero items (`numberOfItems`), an invalid viewport or safe
  ///   area, or a non-finite time.
  public init(
    dataSource: any ColorMatchScreenDataSource, title: String = "",
    viewport: Size, safeArea: EdgeInsets, direction: LayoutDirection = .leftToRight,
    reducedMotion: Bool = false, textMeasurer: any TextMeasuring = EstimatedTextMeasurer(),
    at time: Double = 0
  ) throws(TabMotionError) {
    self.dataSource = dataSource
    let pages = PageSource()
    self.pages = pages
    // The data source's methods take the screen, which does not exist before `init` ends: the
    // parts start with one stand-in item and `reloadData` below reads the real ones.
    let standIn = TabItem(id: "colorMatch.standIn", title: "", icon: TabIcon(path: Path()))
    let standInMenu = CircleMenu.Item(
      title: "", icon: .init(path: Path(), color: .clear), tint: .clear)
    tabBar = try TabBar(
      items: [standIn], style: .pill, names: Self.names, textMeasurer: textMeasurer)
    pager = try Pager(
      dataSource: pages, frame: Rect(x: 0, y: 0, width: 1, height: 1), direction: direction)
    link = TabPagerLink(pager: pager, bars: [tabBar])
    menu = try CircleMenu(items: [standInMenu])
    drops = try DroppingIcons(icons: [standInMenu.icon])
    reveal = try CircleReveal()
    pages.screen = self

    navBar.backgroundColor.set(.white)
    navBar.shadow = Layer.Shadow(color: Color.black.withAlpha(0.08), offset: Point(0, 2), radius: 6)
    navTitle.content = .text(.init(title, font: .system(17, .semibold), alignment: .center))
    navBar.addChild(navTitle)
    layer.backgroundColor.set(Color(hex: 0xF3F5F9))
    layer.addChild(pager.layer)
    layer.addChild(navBar)
    layer.addChild(tabBar.layer)
    menuHost.addChild(menu.layer)
    layer.addChild(menuHost)
    dropHost.addChild(drops.layer)
    layer.addChild(dropHost)
    layer.addChild(reveal.layer)
    link.onSelectionChange = { [weak self] i, _ in
      guard let self else { return }
      self.delegate?.screen(self, didSelectItemAt: i)
    }
    self.viewport = viewport
    self.safeArea = safeArea
    installGestures()
    try reloadData(at: time)
    try layout(
      viewport: viewport, safeArea: safeArea, direction: direction, reducedMotion: reducedMotion,
      at: time)
  }

  /// The tab items and menu items the data source describes now.
  /// - Throws: for a missing data source or zero (or a negative number of) items.
  func readItems() throws(TabMotionError) -> (tabs: [TabItem], menu: [CircleMenu.Item]) {
    guard let source = dataSource else {
      throw TabMotionError(field: "dataSource", reason: "the screen has no data source")
    }
    let n = source.numberOfItems(in: self)
    guard n >= 1 else {
      throw TabMotionError(
        field: "numberOfItems", reason: "a ColorMatch screen needs at least one item, got \(n)")
    }
    var tabs: [TabItem] = []
    var menu: [CircleMenu.Item] = []
    for i in 0..<n {
      let title = source.screen(self, titleAt: i)
      let icon = source.screen(self, iconAt: i)
      let tint = source.screen(self, tintColorAt: i)
      tabs.append(
        TabItem(
          id: "colorMatch.\(i)", title: title, icon: icon,
          highlightedIcon: source.screen(self, highlightedIconAt: i), tint: tint))
      menu.append(
        CircleMenu.Item(
          title: title,
          icon: .init(path: icon.path, color: tint, strokeFraction: icon.strokeFraction),
          tint: tint))
    }
    return (tabs, menu)
  }
}
