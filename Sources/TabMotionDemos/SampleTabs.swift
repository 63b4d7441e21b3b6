import TabMotionCore
import TabMotionUI

/// The demos' tabbed content: one `ScrollingPage` of sample market rows per tab, in the tab's
/// colour — the data source of the arrow, curved and styles demos.
final class SampleTabs: TabsDataSource {
  let items: [TabItem]
  let accents: [Color]
  let rowsPerPage: Int
  /// Varies the rows between demos (`SampleData.asset`'s list).
  let firstList: Int
  /// Space each page keeps clear under its last row (a bar floating over the pages), points.
  var bottomInset = 0.0

  init(items: [TabItem], accents: [Color], rowsPerPage: Int, firstList: Int) {
    precondition(
      accents.count == items.count, "SampleTabs.init: one accent per item")
    self.items = items
    self.accents = accents
    self.rowsPerPage = rowsPerPage
    self.firstList = firstList
  }

  func numberOfPages(in pager: Pager) -> Int { items.count }

  func pager(_ pager: Pager, tabItemAt index: Int) -> TabItem { items[index] }

  func pager(_ pager: Pager, pageAt index: Int) -> any PageContent {
    let list = firstList + index
    do {
      return try ScrollingPage(
        title: items[index].title, accent: accents[index], rowCount: rowsPerPage,
        bottomInset: bottomInset
      ) { SampleData.asset($0, list: list) }
    } catch {
      // The row count is a fixed, valid constant of each demo.
      preconditionFailure("SampleTabs: page \(index) failed to build: \(error)")
    }
  }
}
