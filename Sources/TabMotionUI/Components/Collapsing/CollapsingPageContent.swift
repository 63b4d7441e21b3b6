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
/// The bottom safe area (a phone's home indicator) is the screen's to add: the screen lets
/// the content scroll that much further, so that its end comes to rest above it. Lengths are
/// points.
public protocol CollapsingPageContent: PageContent {
  /// Points the screen keeps clear above the content for the header and tab bar (H + T); set
  /// by the screen before the page's first `layout`.
  var topInset: Double { get set }
  /// The content's height below the top inset at the page's current size, points (≥ 0),
  /// without the bottom safe area (the screen adds it). The screen reads it after each
  /// `layout` and each frame to bound the scrolling.
  var contentHeight: Double { get }
  /// The header's and tab bar's geometry (heights, how far the header has collapsed), set by
  /// the screen before the page's first `layout` and whenever it changes — to pin something
  /// of the page's own under the bar, or fade a page title as the header goes. Pages that do
  /// not care need not declare it.
  var collapsingGeometry: CollapsingGeometry { get set }
  /// Shows the content scrolled up by `offset` points. Called whenever the offset changes.
  func scroll(to offset: Double)
}

extension CollapsingPageContent {
  /// A page that does not follow the header ignores its geometry.
  public var collapsingGeometry: CollapsingGeometry {
    get { CollapsingGeometry() }
    set {}
  }
}
