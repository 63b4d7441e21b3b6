import TabMotionCore

/// Where an item's icon is, and hiding it: for screens that fly copies of the tab icons
/// elsewhere (ColorMatch's dropping icons hide the real icon while its copy is in the air).
extension TabBar {
  /// The icon frame of item `index` in the coordinates of the bar's parent, points, from the
  /// laid-out (model) frames: valid right after `layout`, before any frame is presented.
  public func iconFrame(at index: Int) -> Rect {
    precondition(
      index >= 0 && index < items.count,
      "TabBar.iconFrame(at:): index \(index) is outside the bar's 0..<\(items.count)")
    let item = itemViews[index].layer.frame.model
    let icon = itemViews[index].icon.frame.model
    let bar = layer.frame.model.origin
    return Rect(
      x: bar.x + barX(item.minX + icon.minX), y: bar.y + item.minY + icon.minY,
      width: icon.width, height: icon.height)
  }

  /// Hides (or shows again) item `index`'s icon and highlighted icon.
  public func setIconHidden(_ hidden: Bool, at index: Int) {
    precondition(
      index >= 0 && index < items.count,
      "TabBar.setIconHidden(_:at:): index \(index) is outside the bar's 0..<\(items.count)")
    itemViews[index].setIconsHidden(hidden)
  }

  /// Whether item `index`'s icon is hidden by `setIconHidden`.
  public func isIconHidden(at index: Int) -> Bool {
    index >= 0 && index < itemViews.count && itemViews[index].icon.isHidden
      && itemLook != .titleOnly
  }
}
