import TabMotionCore
import TabMotionUI

/// Twitter's tab bar: four tabs at the bottom with an arrow above the selected one, pages
/// that swipe, and a compose button whose modal covers the bar — the arrow hides with it.
public final class ArrowDemo: Demo {
  public static let name = "arrow"
  public static let summary = "Twitter-style bar: arrow indicator, swipeable pages, modal"

  public let root = Layer(name: "screen")
  public let tabBar: TabBar
  public let pager: Pager
  public let link: TabPagerLink
  public let modal = ModalSheet(title: "New Tweet")
  private let navBar: NavigationBar
  private let fab = Layer(name: "fab")
  private let fabIcon = Layer()

  public var selectedIndex: Int { link.selectedIndex }
  public var tabCount: Int { pager.pageCount }
  public var progress: Double { pager.progress }

  public static let items = [
    TabItem(
      id: "home", title: "Home", icon: TabIcons.home, highlightedIcon: TabIcons.homeFilled),
    TabItem(
      id: "explore", title: "Explore", icon: TabIcons.search,
      highlightedIcon: TabIcons.searchHeavy),
    TabItem(
      id: "notifications", title: "Notifications", icon: TabIcons.bell,
      highlightedIcon: TabIcons.bellFilled),
    TabItem(
      id: "messages", title: "Messages", icon: TabIcons.mail, highlightedIcon: TabIcons.mailHeavy),
  ]
  static let accents: [UInt32] = [0x1DA1F2, 0x17BF63, 0xF45D22, 0x794BC4]

  public init(environment: ScreenEnvironment) throws(TabMotionError) {
    let items = Self.items
    tabBar = try TabBar(items: items, style: .arrow, textMeasurer: environment.textMeasurer)
    pager = try Pager(
      pageCount: items.count, frame: Rect(x: 0, y: 0, width: 1, height: 1),
      direction: environment.direction
    ) { i in Self.makePage(i) }
    link = TabPagerLink(pager: pager, bars: [tabBar])
    navBar = NavigationBar(title: items[0].title)
    root.backgroundColor.set(.white)
    root.addChild(pager.layer)
    root.addChild(navBar.layer)
    root.addChild(fab)
    root.addChild(tabBar.layer)
    root.addChild(modal.layer)
    fab.backgroundColor.set(Color(hex: 0x1DA1F2))
    fab.shadow = Layer.Shadow()
    fab.addGestureRecognizer(
      TapGestureRecognizer { [unowned self] _, time in self.modal.present(at: time) })
    fab.addChild(fabIcon)
    fabIcon.content = TabIcons.plus.content(.white)
    link.onReselect = { [weak self] i, t in
      (self?.pager.page(i) as? ScrollingPage)?.scrollToTop(at: t)
    }
    link.onSelectionChange = { [weak self] i, _ in self?.showTitle(of: i) }
    try layout(environment, at: 0)
  }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    // The motion preference can change with any layout, like the size.
    link.reducedMotion = environment.reducedMotion
    let size = environment.size
    let safe = environment.safeArea
    root.setFrame(Rect(origin: .zero, size: size))
    navBar.layout(width: size.width, safeArea: safe)
    let navHeight = NavigationBar.height(safeTop: safe.top)
    let barHeight = tabBar.preferredHeight(safeBottom: safe.bottom)
    let barTop = size.height - barHeight
    tabBar.layout(
      frame: Rect(x: 0, y: barTop, width: size.width, height: barHeight), safeArea: safe,
      direction: environment.direction, isLandscape: size.isLandscape, at: time)
    let pagerFrame = Rect(x: 0, y: navHeight, width: size.width, height: max(1, barTop - navHeight))
    try pager.layout(
      frame: pagerFrame, safeArea: safe.overlap(of: pagerFrame, in: size),
      direction: environment.direction, at: time)
    let d = 56.0
    let fabX = environment.isRTL ? safe.left + 16 : size.width - safe.right - 16 - d
    fab.setFrame(Rect(x: fabX, y: barTop - 16 - d, width: d, height: d))
    fab.cornerRadius = d / 2
    fabIcon.setFrame(Rect(x: 16, y: 16, width: d - 32, height: d - 32))
    modal.layout(size: size, safeArea: safe)
  }

  public func perform(_ command: ScreenCommand, at time: Double) throws(TabMotionError) {
    try link.perform(command, at: time)
  }

  public func update(to time: Double) {
    link.update(to: time)
    modal.update(to: time)
    // Fully covered by the modal, the bar (and its arrow) and the button are hidden.
    let covered = modal.isFullyPresented
    tabBar.layer.isHidden = covered
    fab.isHidden = covered
  }

  static func makePage(_ i: Int) -> any PageContent {
    // Only valid indexes and fixed arguments come here: the page cannot fail to build.
    let page = try? ScrollingPage(
      title: items[i].title, accent: Color(hex: accents[i]), rowCount: 500
    ) { SampleData.asset($0, list: i) }
    return page ?? EmptyPage()
  }

  private func showTitle(of index: Int) {
    navBar.title.content = .text(
      .init(Self.items[index].title, font: .system(17, .semibold), alignment: .center))
  }
}
