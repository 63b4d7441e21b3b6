import TabMotionCore

/// Where a `CollapsingTabScreen`'s header and tab bar are, as a page under them sees it:
/// handed to each page (`CollapsingPageContent.collapsingGeometry`) whenever it changes and
/// readable on the screen (`CollapsingTabScreen.geometry`).
///
/// ```
///  ┌──── navigation bar ────┐ ┐
///  ├──── header (H) ────────┤ │ headerHeight · (1 − collapse) of it still showing
///  ├──── tab bar (T) ───────┤ ┘ pinnedHeight = navigation bar + T: always covered
///  │  page content          │
/// ```
/// Lengths are points.
public struct CollapsingGeometry: Hashable, Sendable {
  /// The header's full height H.
  public var headerHeight: Double
  /// The tab bar's height T.
  public var tabBarHeight: Double
  /// What stays at the top of the screen once the header has collapsed: the navigation bar
  /// (safe area included) and the tab bar pinned under it.
  public var pinnedHeight: Double
  /// How far the header has collapsed: 0 fully open, 1 fully collapsed.
  public var collapse: Double

  /// Creates a geometry; all zero by default (no header).
  public init(
    headerHeight: Double = 0, tabBarHeight: Double = 0, pinnedHeight: Double = 0,
    collapse: Double = 0
  ) {
    self.headerHeight = headerHeight
    self.tabBarHeight = tabBarHeight
    self.pinnedHeight = pinnedHeight
    self.collapse = collapse
  }

  /// The height of the header still showing.
  public var visibleHeaderHeight: Double { headerHeight * (1 - min(1, max(0, collapse))) }
  /// How much of the top of the screen the navigation bar, header and tab bar cover now.
  public var coveredHeight: Double { pinnedHeight + visibleHeaderHeight }
}
