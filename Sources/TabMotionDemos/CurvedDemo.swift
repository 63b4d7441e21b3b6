import TabMotionCore
import TabMotionUI

/// The wave bar: five tabs at the bottom whose top edge dips under the selected one, with the
/// selected icon in a circle floating in the dip, over swipeable full-screen pages.
public final class CurvedDemo: Demo, ScreenWrapper {
  public static let name = "curved"
  public static let summary = "Wave tab bar: the dip follows the finger, the circle drops and rises"
  /// Script options: `badges` (sample counts and a dot on some tabs), `labels` (each icon's
  /// title under it).
  public static let optionNames = [SampleBadges.optionName, "labels"]

  public let screen: TabBarScreen
  private let data: SampleTabs

  public var base: any Screen { screen }
  public var tabBar: TabBar { screen.tabBar }
  public var pager: Pager { screen.pager }
  public var link: TabPagerLink { screen.link }

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

  public convenience init(environment: ScreenEnvironment) throws(TabMotionError) {
    try self.init(environment: environment, labels: false)
  }

  /// - Parameter labels: show each icon's title under it.
  public init(environment: ScreenEnvironment, labels: Bool) throws(TabMotionError) {
    var bar = TabBarAppearance.standard(for: .curve)
    bar.showsTitles = labels
    data = SampleTabs(
      items: Self.items, accents: Self.accents.map { Color(hex: $0) }, rowsPerPage: 500,
      firstList: 10)
    // The pages run behind the bar (the dip shows them); their last rows scroll clear of it.
    let barHeight =
      TabBarAppearance.standard(for: .curve).contentHeight + environment.safeArea.bottom
    data.bottomInset = barHeight
    screen = try TabBarScreen(
      dataSource: data, style: .curve, barAppearance: bar, pageArea: .behindBar,
      environment: environment)
    root.backgroundColor.set(Color(hex: 0xF1F3F5))
  }

  /// The demo with a script's switches: `badges` puts sample counts and a dot on some tabs,
  /// `labels` a title under each icon.
  public convenience init(
    environment: ScreenEnvironment, options: ScriptOptions
  ) throws(TabMotionError) {
    try self.init(environment: environment, labels: options.isOn("labels"))
    if options.isOn(SampleBadges.optionName) {
      for bar in [tabBar] { SampleBadges.apply(to: bar, at: 0) }
    }
  }
}
