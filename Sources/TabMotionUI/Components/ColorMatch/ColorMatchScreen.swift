import TabMotionCore

/// The ColorMatch screen, as Yalantis' article describes it: an extended navigation bar
/// holding a pill-style tab bar of coloured category tabs, a sliding pager below it, and the
/// pink button centred at the bottom. Pressing the button presents the **menu screen** — its
/// own full-screen background with a circle menu around the button — through a circle that
/// grows from the button's centre to the farthest corner, while the tab icons drop from the
/// tab bar into the menu. Picking an item selects its tab (a jump that never shows the pages
/// in between) and the menu screen leaves through the circle shrinking back into the button
/// while the icons fly home. Pressing × (mid-show included) reverses from where it is.
///
/// ```
///  colorMatch (root, origin at the viewport's)
///  ├── pager "pager" ── page.0 … page.N−1        below the bar, slide transition
///  ├── navBar ── navTitle                         safe-area top + 44 pt title row + the bar
///  ├── tabBar ─ highlight, item.N ─ tabIcon.N, title.N     (pill style, inside the safe area)
///  ├── reveal ── menuScreen: background,          the circle transition from the button
///  │             menu content,                    (the data source's, above the arc)
///  │             menu.N,                          (CircleMenu's items; a tap off them closes)
///  │             drop.N                           copies handed over to the menu screen
///  ├── drop host ── drop.N                        copies flying over the main screen
///  └── button host ── fab                         the pink button, on top of everything
/// ```
///
/// The six steps of the article's dropping items hold frame by frame: (1) the copies appear
/// on top of the tab bar (2) as the tab-bar icons hide, (3) fly over the main screen, (4) are
/// handed over to the menu screen — each the frame it lies wholly inside the growing circle —
/// (5) fly on there and (6) are removed as they land, the menu showing its own icons; the way
/// home runs the other way, each copy leaving the menu screen the frame the shrinking circle
/// no longer holds it whole. Over the main screen the copies fly above the circle, so its edge
/// never cuts one in two; each icon is shown exactly once in every frame (`DroppingIcons`).
/// With reduced motion the circle becomes a cross-fade of at most 0.2 s and nothing flies: the
/// icons are on the menu from the first frame the menu screen shows and back in the bar the
/// frame it has faded out — still each in one place.
///
/// Everything respects the safe area in both orientations: the bar starts under the status bar
/// / notch (`safeArea.top`) and keeps its items between `safeArea.left` and `.right`; the
/// button sits 20 pt above `safeArea.bottom`.
///
/// Bad input: `reloadData` with a data source returning zero items throws (nothing changes);
/// a count that changes — during a swipe, a menu or a drop included — clamps the selection into
/// the new range, settles the pager there, sends every icon home at once and rebuilds the menu
/// closed.
///
/// Lengths are points in the screen's coordinates; time is seconds on the frame clock.
public final class ColorMatchScreen: Screen, TabSelecting, Paging, ScrollingToTop {
  /// Provides the categories: count, pages, titles, icons and tints (held weakly: keep it alive).
  public weak var dataSource: (any ColorMatchScreenDataSource)?
  /// Told about selection and menu events (held weakly).
  public weak var delegate: (any ColorMatchScreenDelegate)?

  /// The screen's root; a host renders it filling the viewport.
  public let root = Layer(name: "colorMatch")
  /// The bar of category icons at the top, below the title row.
  public let tabBar: TabBar
  /// The pages of the categories, under the tab bar.
  public let pager: Pager
  /// Keeps ``tabBar`` and ``pager`` on the same selection.
  public let link: TabPagerLink
  /// The circle menu of categories on the menu screen; rebuilt when the item count changes.
  public internal(set) var menu: CircleMenu
  /// The icon copies that fly between the menu and the tab bar; rebuilt with ``menu``.
  public internal(set) var drops: DroppingIcons
  /// The circle transition of the menu screen (trace node `reveal`).
  public let reveal: CircleReveal
  /// The menu screen's background, under the circle menu.
  public var menuBackgroundColor = Color(hex: 0xF7F8FA) {
    didSet { menuScreen.backgroundColor.set(menuBackgroundColor) }
  }
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

  /// The extended navigation bar (trace names `navBar`, `navTitle`): the title row, and under
  /// it the tab bar it carries. Put items on it (a back button) with
  /// ``NavigationBar/setItems(leading:trailing:)``.
  public let navigationBar: NavigationBar
  /// The tab bar's own look before the appearance's tab values go over it.
  /// The pill bar's own look (with the fixed indicator width, if any) under the appearance's
  /// tab values.
  private let barBase: TabBarAppearance

  /// The screen's colours and fonts (background, navigation bar, tabs); set a new one at any
  /// time, shown from the next frame. ``standardAppearance`` by default.
  public var appearance: ScreenAppearance {
    didSet { if appearance != oldValue { applyAppearance() } }
  }

  /// The review app's look: a pale blue-grey background under white cards and a white
  /// navigation bar with a soft shadow instead of a hairline.
  public static let standardAppearance = ScreenAppearance(
    background: Color(hex: 0xF3F5F9),
    navigationBar: NavigationBarAppearance(background: .white, separator: nil))

  private func applyAppearance() {
    root.backgroundColor.set(appearance.background)
    navigationBar.appearance = appearance.navigationBar
    tabBar.appearance = appearance.tabs.applied(to: barBase)
  }
  /// The menu screen: its background, the data source's content and the circle menu, shown
  /// through the reveal.
  let menuScreen = Layer(name: "menuScreen")
  /// Holds the data source's menu content, above the menu's arc.
  let menuContentHost = Layer()
  /// The data source's menu content, if any.
  var menuContent: (any PageContent)?
  /// The copies of the tab icons handed over to the menu screen: those wholly inside its
  /// circle, above its items.
  let menuDropHost = Layer()
  let dropHost = Layer()
  let buttonHost = Layer()
  var viewport = Size(390, 844)
  var safeArea = EdgeInsets.zero
  var direction = LayoutDirection.leftToRight
  var reducedMotion = false
  /// With reduced motion the icons move without flight: onto the menu (true) the first frame
  /// the menu screen shows, home (false) the frame it has faded out; nil when nothing waits.
  var iconsMoveToMenu: Bool?
  /// A pick whose selection change was already announced to the delegate.
  var announcedPick: Int?
  /// The tab-bar icon frames the returning icons fly to, followed every frame (the pill
  /// widens and narrows the tabs as it moves).
  var homeFrames: [Rect] = []
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
  ///
  /// The tabs share the bar's width equally (`widthMode` ``TabWidthMode/equal``, the
  /// default, every tab widening by the same amount under the pill) or take their own
  /// content's width (``TabWidthMode/fitted``: each pill as wide as its title, the bar
  /// scrolling when they do not fit); `indicatorWidth` gives every pill one fixed width,
  /// points, centred on its tab (nil, the default, fits it to the tab).
  /// - Throws: `TabMotionError` for zero items (`numberOfItems`), an invalid viewport or safe
  ///   area, an indicator width that is not a finite positive number, or a non-finite time.
  public init(
    dataSource: any ColorMatchScreenDataSource, title: String = "",
    viewport: Size, safeArea: EdgeInsets, direction: LayoutDirection = .leftToRight,
    reducedMotion: Bool = false, textMeasurer: any TextMeasuring = EstimatedTextMeasurer(),
    appearance: ScreenAppearance = ColorMatchScreen.standardAppearance,
    widthMode: TabWidthMode = .equal, indicatorWidth: Double? = nil, at time: Double = 0
  ) throws(TabMotionError) {
    if let indicatorWidth { try TabMotionError.requirePositive(indicatorWidth, "indicatorWidth") }
    self.dataSource = dataSource
    var barBase = TabBarAppearance.standard(for: .pill)
    barBase.indicatorWidth = indicatorWidth
    self.barBase = barBase
    self.appearance = appearance
    navigationBar = NavigationBar(title: title, appearance: appearance.navigationBar)
    let pages = PageSource()
    self.pages = pages
    // The data source's methods take the screen, which does not exist before `init` ends: the
    // parts start with one stand-in item and `reloadData` below reads the real ones.
    let standIn = TabItem(id: "colorMatch.standIn", title: "", icon: TabIcon(path: Path()))
    let standInMenu = CircleMenu.Item(
      title: "", icon: .init(path: Path(), color: .clear), tint: .clear)
    tabBar = try TabBar(
      items: [standIn], style: .pill, widthMode: widthMode, appearance: barBase,
      names: Self.names, textMeasurer: textMeasurer)
    pager = try Pager(
      dataSource: pages, frame: Rect(x: 0, y: 0, width: 1, height: 1), direction: direction)
    link = TabPagerLink(pager: pager, bars: [tabBar])
    menu = try CircleMenu(items: [standInMenu])
    drops = try DroppingIcons(icons: [standInMenu.icon])
    reveal = try CircleReveal()
    pages.screen = self

    navigationBar.layer.shadow = Layer.Shadow(
      color: Color.black.withAlpha(0.08), offset: Point(0, 2), radius: 6)
    applyAppearance()
    root.addChild(pager.layer)
    root.addChild(navigationBar.layer)
    root.addChild(tabBar.layer)
    menuScreen.backgroundColor.set(menuBackgroundColor)
    menuContentHost.hitTestBehavior = .passThrough
    menuScreen.addChild(menuContentHost)
    menuDropHost.isUserInteractionEnabled = false
    menuScreen.addChild(menuDropHost)
    reveal.setContent(menuScreen)
    // The menu screen opens from the button, at any tap: its texts are made ahead too.
    reveal.layer.isAboutToShow = true
    root.addChild(reveal.layer)
    root.addChild(dropHost)
    // The host layers span the screen but only their contents take touches.
    dropHost.isUserInteractionEnabled = false
    buttonHost.hitTestBehavior = .passThrough
    root.addChild(buttonHost)
    // A re-tap on the selected tab scrolls its page to the top, as on the other screens.
    link.addReselectObserver { [weak self] i, time in
      self?.pager.page(i)?.scrollToTop(at: time)
    }
    link.addSelectionObserver { [weak self] i, _ in
      guard let self else { return }
      if self.announcedPick == i {
        self.announcedPick = nil
        return
      }
      self.delegate?.screen(self, didSelectItemAt: i)
    }
    self.viewport = viewport
    self.safeArea = safeArea
    try reloadData(animated: false, at: time)
    try layout(
      viewport: viewport, safeArea: safeArea, direction: direction, reducedMotion: reducedMotion,
      at: time)
  }
}
