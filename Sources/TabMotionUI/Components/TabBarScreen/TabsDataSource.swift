/// Pages and their tabs from one object — ColorMatchTabs' data source: how many tabs there
/// are, and for each its page and its tab item (title, icon, highlighted icon, tint).
///
/// ```swift
/// final class Sections: TabsDataSource {
///   let titles = ["Home", "Search"]
///   func numberOfPages(in pager: Pager) -> Int { titles.count }
///   func pager(_ pager: Pager, pageAt index: Int) -> any PageContent { MyPage(index) }
///   func pager(_ pager: Pager, tabItemAt index: Int) -> TabItem {
///     TabItem(id: titles[index], title: titles[index], icon: myIcons[index])
///   }
/// }
/// // `measurer`: the host's text measurer (`environment.textMeasurer`), so that titles are
/// // measured as they are drawn.
/// let tabs = try TabPagerLink(dataSource: sections) { items throws(TabMotionError) in
///   [try TabBar(items: items, style: .arrow, textMeasurer: measurer)]
/// }
/// ```
///
/// Held weakly (keep it alive as long as the tabs); asked again by
/// `TabPagerLink.reloadData(at:)`. Indexes passed in are always in `0..<numberOfPages(in:)`.
public protocol TabsDataSource: PagerDataSource {
  /// The tab of page `index`. Ids must be unique (a repeat is a `TabMotionError` naming it).
  func pager(_ pager: Pager, tabItemAt index: Int) -> TabItem
}
