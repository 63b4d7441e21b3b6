/// Where a `Pager`'s pages come from: how many there are and the content of each, asked for
/// lazily — the first time a page is about to show or comes within the preload distance —
/// and again after `Pager.reloadData(selecting:at:)`.
///
/// The pager holds its data source weakly, as UIKit's views do: keep it alive as long as the
/// pager. Indexes passed in are always in `0..<numberOfPages(in:)`.
public protocol PagerDataSource: AnyObject {
  /// The number of pages (at least one; zero or fewer is reported as a `TabMotionError`
  /// naming `numberOfPages`).
  func numberOfPages(in pager: Pager) -> Int
  /// The content of page `index`, made when first needed.
  func pager(_ pager: Pager, pageAt index: Int) -> any PageContent
}

/// A fixed number of pages made by a closure: the data source behind
/// `Pager(pageCount:frame:…makePage:)`.
final class ClosurePagerDataSource: PagerDataSource {
  let count: Int
  let make: (Int) -> any PageContent

  init(count: Int, make: @escaping (Int) -> any PageContent) {
    self.count = count
    self.make = make
  }

  func numberOfPages(in pager: Pager) -> Int { count }
  func pager(_ pager: Pager, pageAt index: Int) -> any PageContent { make(index) }
}
