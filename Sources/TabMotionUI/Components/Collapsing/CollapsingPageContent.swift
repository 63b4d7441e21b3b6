/// A page of a `CollapsingTabScreen`: anything that scrolls vertically under the collapsing
/// header — a list, a grid, a feed.
///
/// The screen owns the scroll state (one `ScrollModel` per tab, so a page the pager has not
/// made yet, or has released, still has an offset to keep in step, save and restore), drives
/// it with a vertical pan it attaches to the page's layer, and tells the page what to show:
///
/// ```
///  offset 0:   ┌───────────┐ ← page top (under the navigation bar)
///              │ topInset  │   H + T: the header and the tab bar float over it
///              ├───────────┤ ← content starts here
///              │ content   │   contentHeight
/// ```
///
/// `scroll(to:)` moves the content up by the offset (negative: pulled down for a refresh).
/// Lengths are points.
public protocol CollapsingPageContent: PageContent {
  /// Points the screen keeps clear above the content for the header and tab bar (H + T); set
  /// by the screen before the page's first `layout`.
  var topInset: Double { get set }
  /// The content's height below the top inset at the page's current size, points (≥ 0). The
  /// screen reads it after each `layout` to bound the scrolling.
  var contentHeight: Double { get }
  /// Shows the content scrolled up by `offset` points. Called whenever the offset changes.
  func scroll(to offset: Double)
}
