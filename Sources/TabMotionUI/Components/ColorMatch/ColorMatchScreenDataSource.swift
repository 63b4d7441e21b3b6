import TabMotionCore

/// What a `ColorMatchScreen` shows: one entry per category tab (the original's
/// `ColorMatchTabsViewControllerDataSource`). Indexes passed in are always in
/// `0..<numberOfItems(in:)`.
public protocol ColorMatchScreenDataSource: AnyObject {
  /// Number of category tabs (≥ 1; zero makes `reloadData` throw).
  func numberOfItems(in screen: ColorMatchScreen) -> Int
  /// The page under tab `index`, created lazily when the pager first needs it.
  func screen(_ screen: ColorMatchScreen, pageAt index: Int) -> any PageContent
  func screen(_ screen: ColorMatchScreen, titleAt index: Int) -> String
  /// The icon in the tab's colour (unselected tabs, dropping copies and menu items).
  func screen(_ screen: ColorMatchScreen, iconAt index: Int) -> TabIcon
  /// The icon drawn white on the pill of the selected tab.
  func screen(_ screen: ColorMatchScreen, highlightedIconAt index: Int) -> TabIcon
  func screen(_ screen: ColorMatchScreen, tintColorAt index: Int) -> Color
  /// The screen a circle-menu item presents through the circle reveal; nil (the default) shows
  /// a plain screen in the item's colour with its icon and title.
  func screen(_ screen: ColorMatchScreen, presentedScreenAt index: Int) -> Layer?
}

extension ColorMatchScreenDataSource {
  public func screen(_ screen: ColorMatchScreen, presentedScreenAt index: Int) -> Layer? { nil }
}

/// What a `ColorMatchScreen` tells its owner. Every method has an empty default.
public protocol ColorMatchScreenDelegate: AnyObject {
  /// The committed tab changed (tap, swipe or `selectItem(at:)`).
  func screen(_ screen: ColorMatchScreen, didSelectItemAt index: Int)
  /// A page's appearance callback (exactly once per pager transition, cancelled ones too).
  func screen(_ screen: ColorMatchScreen, page event: AppearanceEvent)
  /// The presented (revealed) screen of menu item `event.page`: `willAppear` when the reveal
  /// starts, `didAppear` when it covers the screen, `willDisappear`/`didDisappear` for the
  /// dismissal. A reversed transition ends the other way round (`willAppear` → `didDisappear`).
  func screen(_ screen: ColorMatchScreen, presented event: AppearanceEvent)
}

extension ColorMatchScreenDelegate {
  public func screen(_ screen: ColorMatchScreen, didSelectItemAt index: Int) {}
  public func screen(_ screen: ColorMatchScreen, page event: AppearanceEvent) {}
  public func screen(_ screen: ColorMatchScreen, presented event: AppearanceEvent) {}
}
