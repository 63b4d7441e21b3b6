import TabMotionCore
import TabMotionUI
import Testing

/// Icon-only categories — no title, no identifier of the app's own — load, each told apart by
/// its place among the untitled ones, and are followed by that through a reload.
@Suite("Colour-matched tabs: untitled categories")
struct UntitledCategoryTests {
  final class Icons: ColorMatchScreenDataSource {
    var titles = ["", "", "Places"]
    func numberOfItems(in screen: ColorMatchScreen) -> Int { titles.count }
    func screen(_ screen: ColorMatchScreen, pageAt index: Int) -> any PageContent { EmptyPage() }
    func screen(_ screen: ColorMatchScreen, titleAt index: Int) -> String { titles[index] }
    func screen(_ screen: ColorMatchScreen, iconAt index: Int) -> TabIcon {
      TabIcon(path: .circle(center: Point(0.5, 0.5), radius: 0.4))
    }
    func screen(_ screen: ColorMatchScreen, highlightedIconAt index: Int) -> TabIcon {
      TabIcon(path: .circle(center: Point(0.5, 0.5), radius: 0.3))
    }
    func screen(_ screen: ColorMatchScreen, tintColorAt index: Int) -> Color { .black }
  }

  @Test func untitledCategoriesLoadNumberedByTheirPlace() throws {
    let icons = Icons()
    let screen = try ColorMatchScreen(dataSource: icons, viewport: Size(390, 844), safeArea: .zero)
    #expect(screen.tabBar.items.map(\.id) == ["#1", "#2", "Places"])
    icons.titles.append("")
    try screen.reloadData(at: 1)
    #expect(screen.tabBar.items.map(\.id) == ["#1", "#2", "Places", "#3"])
  }
}
