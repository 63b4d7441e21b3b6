import TabMotionCore

/// What a `ColorMatchScreen` shows: one entry per category tab — ColorMatchTabs' data source.
/// Indexes passed in are always in `0..<numberOfItems(in:)`.
public protocol ColorMatchScreenDataSource: AnyObject {
  /// Number of category tabs (≥ 1; zero makes `reloadData` throw).
  func numberOfItems(in screen: ColorMatchScreen) -> Int
  /// The page under tab `index`, created lazily when the pager first needs it.
  func screen(_ screen: ColorMatchScreen, pageAt index: Int) -> any PageContent
  /// The title of tab `index`, used for the tab and for its circle-menu item.
  func screen(_ screen: ColorMatchScreen, titleAt index: Int) -> String
  /// The icon in the tab's colour (unselected tabs, and the copies while they fly).
  func screen(_ screen: ColorMatchScreen, iconAt index: Int) -> TabIcon
  /// The icon drawn white on a ground of the tab's colour: the selected tab's pill and the
  /// menu item's disc.
  func screen(_ screen: ColorMatchScreen, highlightedIconAt index: Int) -> TabIcon
  /// The category's colour: its icon, its pill and its menu item's disc.
  func screen(_ screen: ColorMatchScreen, tintColorAt index: Int) -> Color
  /// A stable identifier of tab `index`, unique among the tabs: the selection, the pages and
  /// their scroll offsets follow it when categories are inserted, removed or reordered.
  /// Nil (the default) uses the title, a repeated title numbered by its occurrence
  /// ("Places", "Places#2"; an untitled one "#1", "#2", …).
  func screen(_ screen: ColorMatchScreen, identifierAt index: Int) -> String?
  /// What the menu screen shows above its circle menu (the original's popover content), laid
  /// out in the part of the screen above the menu's arc and faded in and out with the menu;
  /// nil (the default) leaves the menu screen's background plain. Asked again by
  /// `reloadData(animated:at:)`.
  func menuContent(in screen: ColorMatchScreen) -> (any PageContent)?
}

extension ColorMatchScreenDataSource {
  public func menuContent(in screen: ColorMatchScreen) -> (any PageContent)? { nil }
  public func screen(_ screen: ColorMatchScreen, identifierAt index: Int) -> String? { nil }
}

/// What a `ColorMatchScreen` tells its owner. Every method has an empty default.
public protocol ColorMatchScreenDelegate: AnyObject {
  /// The committed tab changed: a tap, a swipe, `select(_:animated:at:)`, or a pick in the menu
  /// (announced once per pick, even of the tab already selected).
  func screen(_ screen: ColorMatchScreen, didSelectItemAt index: Int)
  /// A page's appearance callback (exactly once per pager transition, cancelled ones too).
  func screen(_ screen: ColorMatchScreen, page event: AppearanceEvent)
  /// The menu screen started to show or hide (`isShowing`) through the circle transition.
  func screen(_ screen: ColorMatchScreen, menuWillShow isShowing: Bool)
}

extension ColorMatchScreenDelegate {
  public func screen(_ screen: ColorMatchScreen, didSelectItemAt index: Int) {}
  public func screen(_ screen: ColorMatchScreen, page event: AppearanceEvent) {}
  public func screen(_ screen: ColorMatchScreen, menuWillShow isShowing: Bool) {}
}
