import TabMotionCore
import TabMotionUI

/// The app's screen: a collapsing header over three shelves of episodes, title-only tabs
/// pinned under the navigation bar, and the shelves turning like the faces of a cube. A
/// `ScreenWrapper`, so the window and headless sessions run it as it is — and lay it out:
/// nothing here calls `layout`.
public final class LibraryScreen: ScreenWrapper {
  public let collapsing: CollapsingTabScreen
  private let shelves = Shelves()
  private let header: LibraryHeader

  public var base: any Screen { collapsing }

  /// Dark or light; switch at any time, shown from the next frame.
  public var isDark = false {
    didSet { if isDark != oldValue { applyAppearance() } }
  }

  public init(environment: ScreenEnvironment, dark: Bool = false) throws(TabMotionError) {
    header = LibraryHeader(episodeCount: shelves.pages.count * 20)
    collapsing = try CollapsingTabScreen(
      title: "Library", header: header.layer, dataSource: shelves, headerHeight: 84,
      tabBarHeight: 44, style: .underline, appearance: LibraryAppearance.light,
      textMeasurer: environment.textMeasurer)
    collapsing.pager.transition = CubePageTransition()
    let header = self.header
    collapsing.onHeaderLayout = { size, safeArea, direction in
      header.layout(size: size, safeArea: safeArea, direction: direction)
    }
    isDark = dark
    applyAppearance()
    // The navigation bar's own buttons, drawn in the appearance's tint: a search that opens
    // nothing yet, and "•••" switching between light and dark.
    collapsing.navBar.setItems(
      leading: [NavigationBarItem(title: "Search") { [weak self] _ in self?.searches += 1 }],
      trailing: [
        NavigationBarItem(icon: LibraryIcons.more, accessibilityLabel: "Switch light or dark") {
          [weak self] _ in self?.isDark.toggle()
        }
      ])
  }

  /// How many times the Search button was pressed.
  public private(set) var searches = 0

  private func applyAppearance() {
    collapsing.appearance = isDark ? LibraryAppearance.dark : LibraryAppearance.light
    header.setColors(
      primary: isDark ? .white : Color(hex: 0x111827),
      secondary: isDark ? Color(hex: 0xB8A9D9) : Color(hex: 0x6B5B8C))
    for page in shelves.pages { page.setPalette(isDark ? .dark : .light) }
  }
}

/// The tabs (title only: no icons) and their pages, made once.
final class Shelves: CollapsingTabsDataSource {
  let pages = Library.shelves.indices.map {
    EpisodeListPage(episodes: Library.episodes(onShelf: $0))
  }

  func numberOfTabs(in screen: CollapsingTabScreen) -> Int { Library.shelves.count }

  func collapsingScreen(_ screen: CollapsingTabScreen, tabItemAt index: Int) -> TabItem {
    TabItem(id: Library.shelves[index], title: Library.shelves[index])
  }

  func collapsingScreen(
    _ screen: CollapsingTabScreen, pageAt index: Int
  ) -> any CollapsingPageContent {
    pages[index]
  }
}
