/// Where a tab bar puts its indicator's layer (see `TabIndicator`'s diagram).
public enum TabIndicatorPlacement: Hashable, Sendable {
  /// In the bar's coordinates, behind everything (items, hairline): a body the bar sits on.
  case behindBar
  /// In the scrolling track (track coordinates, like the item frames), behind the items.
  case underItems
  /// In the scrolling track, in front of the items. Touches pass through it to the items.
  case overItems
  /// In the bar's coordinates, in front of everything; free to stand outside the bar.
  /// Touches pass through it.
  case overBar
}
