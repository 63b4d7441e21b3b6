import TabMotionCore
import TabMotionUI

/// The ColorMatch demo's data source: the review app's four categories (Products, Places,
/// Reviews, Friends) with their path icons and colours, generated review pages, and the menu
/// screen's prompt.
final class ReviewAppData: ColorMatchScreenDataSource {
  /// The categories shown; a test may shorten or empty the list and reload.
  var categories = ColorMatchIcons.categories

  func numberOfItems(in screen: ColorMatchScreen) -> Int { categories.count }

  func screen(_ screen: ColorMatchScreen, pageAt index: Int) -> any PageContent {
    let c = categories[index]
    return ReviewPage(category: index, title: c.title, icon: TabIcon(path: c.path), tint: c.tint)
  }

  func screen(_ screen: ColorMatchScreen, titleAt index: Int) -> String {
    categories[index].title
  }

  func screen(_ screen: ColorMatchScreen, iconAt index: Int) -> TabIcon {
    TabIcon(path: categories[index].path)
  }

  func screen(_ screen: ColorMatchScreen, highlightedIconAt index: Int) -> TabIcon {
    TabIcon(path: categories[index].path)
  }

  func screen(_ screen: ColorMatchScreen, tintColorAt index: Int) -> Color {
    categories[index].tint
  }

  func menuContent(in screen: ColorMatchScreen) -> (any PageContent)? { ReviewMenuContent() }
}
