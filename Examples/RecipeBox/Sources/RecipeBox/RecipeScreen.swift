import TabMotionCore
import TabMotionUI

/// The app's one screen: a collapsing header over four courses of recipe cards, with tabs
/// that pin under the navigation bar. Built on `CollapsingTabScreen` with its own page type
/// (`CardGridPage`) from its own data source (`RecipeData`), and a `Screen` itself, so the
/// window and headless sessions run it as they are.
public final class RecipeScreen: Screen {
  public let collapsing: CollapsingTabScreen
  private let data = RecipeData()
  private let header: RecipeHeader

  public var root: Layer { collapsing.root }
  public var selectedIndex: Int { collapsing.selectedIndex }
  public var progress: Double { collapsing.progress }
  public var tabCount: Int { collapsing.tabCount }

  public init(environment: ScreenEnvironment) throws(TabMotionError) {
    header = RecipeHeader(recipeCount: data.recipes.map(\.count).reduce(0, +))
    collapsing = try CollapsingTabScreen(
      title: "Recipes", header: header.layer, dataSource: data, headerHeight: 84,
      textMeasurer: environment.textMeasurer)
    let header = self.header
    collapsing.onHeaderLayout = { size, safeArea, direction in
      header.layout(size: size, safeArea: safeArea, direction: direction)
    }
    try layout(environment, at: 0)
  }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    try collapsing.layout(environment, at: time)
  }

  public func perform(_ command: ScreenCommand, at time: Double) throws(TabMotionError) {
    try collapsing.perform(command, at: time)
  }

  public func update(to time: Double) { collapsing.update(to: time) }
}

/// The tabs and pages: one course per tab, its recipes as a grid of cards.
final class RecipeData: CollapsingTabsDataSource {
  let recipes = Cookbook.courses.indices.map { Cookbook.recipes(of: $0) }

  func numberOfTabs(in screen: CollapsingTabScreen) -> Int { Cookbook.courses.count }

  func collapsingScreen(_ screen: CollapsingTabScreen, tabItemAt index: Int) -> TabItem {
    let course = Cookbook.courses[index]
    return TabItem(id: course, title: course, icon: TabIcon(path: Path()))
  }

  func collapsingScreen(
    _ screen: CollapsingTabScreen, pageAt index: Int
  ) -> any CollapsingPageContent {
    CardGridPage(recipes: recipes[index])
  }
}
