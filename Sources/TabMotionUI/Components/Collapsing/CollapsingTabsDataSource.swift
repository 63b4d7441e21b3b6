/// Where a `CollapsingTabScreen`'s tabs and pages come from: how many tabs there are, each
/// tab's item (title, icons, tint) and each page, made when first needed.
///
/// Held weakly (keep it alive as long as the screen); asked again by
/// `CollapsingTabScreen.reloadData(at:)`. Indexes passed in are always in
/// `0..<numberOfTabs(in:)`.
public protocol CollapsingTabsDataSource: AnyObject {
  /// The number of tabs (at least one).
  func numberOfTabs(in screen: CollapsingTabScreen) -> Int
  /// The tab of page `index`; ids must be unique (restoration follows them).
  func collapsingScreen(_ screen: CollapsingTabScreen, tabItemAt index: Int) -> TabItem
  /// The page under tab `index`.
  func collapsingScreen(
    _ screen: CollapsingTabScreen, pageAt index: Int
  ) -> any CollapsingPageContent
}
