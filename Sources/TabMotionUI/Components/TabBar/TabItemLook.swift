/// How a tab bar draws each item, whatever marks the selection.
public enum TabItemLook: String, Hashable, Sendable, CaseIterable {
  /// An icon with the title under it (when the appearance shows titles); the item the
  /// indicator is on is drawn in the selected colour (Twitter's bar).
  case iconAndTitle
  /// An icon alone, in the item colour (a wave bar's circle shows the selected one).
  case iconOnly
  /// The title alone; the item the indicator is on is drawn in the selected colour.
  case titleOnly
  /// An icon in the item's own tint that widens to show its title while selected, its
  /// selected look (highlighted icon and title) drawn inside the indicator (ColorMatch's pill:
  /// use with an indicator that has a `selectedLookHost`).
  case expanding
}
