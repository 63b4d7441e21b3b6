import TabMotionCore
import TabMotionUI

/// The app's one screen: a collapsing header over four courses of recipe cards, with tabs
/// that pin under the navigation bar and a worm that marks the course. Built on
/// `CollapsingTabScreen` with its own page type (`CardGridPage`), its own indicator
/// (`WormIndicator`) from its own data source (`RecipeData`, which it keeps alive: the screen
/// holds its data source weakly). A `ScreenWrapper`, so the window and headless sessions run
/// it as they are.
public final class RecipeScreen: ScreenWrapper {
  public let collapsing: CollapsingTabScreen
  private let data = RecipeData()
  private let header: RecipeHeader

  /// Everything a host asks goes to the collapsing screen.
  public var base: any Screen { collapsing }

  public init(environment: ScreenEnvironment) throws(TabMotionError) {
    header = RecipeHeader(recipeCount: data.recipes.map(\.count).reduce(0, +))
    collapsing = try CollapsingTabScreen(
      title: "Recipes", header: header.layer, dataSource: data, headerHeight: 84,
      indicator: WormIndicator(), textMeasurer: environment.textMeasurer)
    let header = self.header
    collapsing.onHeaderLayout = { size, safeArea, direction in
      header.layout(size: size, safeArea: safeArea, direction: direction)
    }
    // No layout here: every host lays a screen out before its first frame.
  }
}

/// The tabs and pages: one course per tab, its recipes as a grid of cards.
final class RecipeData: CollapsingTabsDataSource {
  let recipes = Cookbook.courses.indices.map { Cookbook.recipes(of: $0) }

  func numberOfTabs(in screen: CollapsingTabScreen) -> Int { Cookbook.courses.count }

  func collapsingScreen(_ screen: CollapsingTabScreen, tabItemAt index: Int) -> TabItem {
    let course = Cookbook.courses[index]
    return TabItem(id: course, title: course)  // title-only tabs: no icon
  }

  func collapsingScreen(
    _ screen: CollapsingTabScreen, pageAt index: Int
  ) -> any CollapsingPageContent {
    CardGridPage(recipes: recipes[index])
  }
}
