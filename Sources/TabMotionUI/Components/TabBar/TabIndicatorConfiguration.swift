/// What a tab bar tells its indicator when attached and when its items or look change.
public struct TabIndicatorConfiguration: Sendable {
  /// The bar's items, in order (tints, icons, titles).
  public var items: [TabItem]
  /// The bar's colours and metrics (`indicatorColor`, `arrowSize`, …).
  public var appearance: TabBarAppearance
  /// The trace names the bar's layers use; name yours from them (`names.indicator`).
  public var names: TabBarNames
}
