import TabMotionCore
import TabMotionUI

/// The wave bar: five tabs at the bottom whose top edge dips under the selected one, with the
/// selected icon in a circle floating in the dip, over swipeable full-screen pages.
public final class CurvedDemo: Demo {
  public static let name = "curved"
  public static let summary = "Wave tab bar: the dip follows the finger, the circle drops and rises"

  public let root = Layer(name: "screen")
  public let tabBar: TabBar
  public let pager: Pager
  public let link: TabPagerLink

  public var selectedIndex: Int { link.selectedIndex }
  public var tabCount: Int { pager.pageCount }
  public var progress: Double { pager.progress }

  public static let items = [
    TabItem(id: "home", title: "Home", icon: TabIcons.home, highlightedIcon: TabIcons.homeFilled),
    TabItem(
      id: "search", title: "Search", icon: TabIcons.search, highlightedIcon: TabIcons.searchHeavy),
    TabItem(
      id: "likes", title: "Likes", icon: TabIcons.heart, highlightedIcon: TabIcons.heartFilled),
    TabItem(
      id: "alerts", title: "Alerts", icon: TabIcons.bell, highlightedIcon: TabIcons.bellFilled),
    TabItem(
      id: "profile", title: "Profile", icon: TabIcons.user, highlightedIcon: TabIcons.userFilled),
  ]
  static let accents: [UInt32] = [0x4C6EF5, 0x12B886, 0xF06595, 0xFAB005, 0x7950F2]
  static let contentHeight = 56.0

  public init(environment: ScreenEnvironment) throws(TabMotionError) {
    tabBar = try TabBar(items: Self.items, style: .curve, textMeasurer: environment.textMeasurer)
    let barHeight = tabBar.preferredHeight(safeBottom: environment.safeArea.bottom)
    pager = try Pager(
      pageCount: Self.items.count, frame: Rect(origin: .zero, size: environment.size),
      direction: environment.direction
    ) { i in Self.makePage(i, bottomInset: barHeight) }
    link = TabPagerLink(pager: pager, bars: [tabBar])
    root.backgroundColor.set(Color(hex: 0xF1F3F5))
    root.addChild(pager.layer)
    root.addChild(tabBar.layer)
    link.onReselect = { [weak self] i, t in
      (self?.pager.page(i) as? ScrollingPage)?.scrollToTop(at: t)
    }
    try layout(environment, at: 0)
  }

  static func makePage(_ i: Int, bottomInset: Double) -> any PageContent {
    // Only valid indexes and fixed arguments come here: the page cannot fail to build.
    let page = try? ScrollingPage(
      title: items[i].title, accent: Color(hex: accents[i]), rowCount: 500,
      bottomInset: bottomInset
    ) { SampleData.asset($0, list: 10 + i) }
    return page ?? EmptyPage()
  }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    // The motion preference can change with any layout, like the size.
    link.reducedMotion = environment.reducedMotion
    let size = environment.size
    root.setFrame(Rect(origin: .zero, size: size))
    let barHeight = tabBar.preferredHeight(safeBottom: environment.safeArea.bottom)
    tabBar.layout(
      frame: Rect(x: 0, y: size.height - barHeight, width: size.width, height: barHeight),
      safeArea: environment.safeArea, direction: environment.direction,
      isLandscape: size.isLandscape, at: time)
    // The pages run behind the bar (the dip shows them), over the whole safe area.
    try pager.layout(
      frame: Rect(origin: .zero, size: size), safeArea: environment.safeArea,
      direction: environment.direction, at: time)
  }

  public func perform(_ command: ScreenCommand, at time: Double) throws(TabMotionError) {
    try link.perform(command, at: time)
  }

  public func update(to time: Double) {
    link.update(to: time)
  }
}
