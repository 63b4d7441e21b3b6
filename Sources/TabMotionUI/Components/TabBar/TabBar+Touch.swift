import TabMotionCore

/// Taps on items and horizontal scrolling of a bar that does not fit.
extension TabBar {
  /// True when a touch at `point` (scene coordinates) belongs to the bar: its rectangle, or
  /// the parts of the indicator standing above it (the curve's circle).
  public func contains(scenePoint point: Point) -> Bool {
    guard !layer.isHiddenInScene else { return false }
    if layer.sceneFrame.contains(point) { return true }
    return indicator?.hitFrame?.contains(point) ?? false
  }

  /// The item under a scene point, if any.
  public func itemIndex(atScenePoint point: Point) -> Int? {
    guard !layer.isHiddenInScene, let local = layer.convertFromScene(point) else { return nil }
    if let hit = indicator?.hitFrame, hit.contains(point) { return selectedIndex }
    guard local.y >= 0, local.y <= layer.bounds.height, local.x >= insets.left,
      local.x <= layer.bounds.width - insets.right
    else { return nil }
    return layout.item(atX: local.x - insets.left + trackOffset)
  }

  /// Feeds a pointer event of a touch that began on the bar. A tap on another item selects it
  /// (animated, at the tap's time) and reports `.selected`; a tap on the selected item reports
  /// `.reselected`. A bar that does not fit scrolls with a horizontal drag.
  public func handle(_ event: PointerEvent) -> TabBarEvent? {
    arena.horizontalEnabled = layout.isScrollable
    guard let gesture = arena.handle(event) else { return nil }
    switch gesture {
    case .down(_, let t):
      // A touch on a coasting bar stops it where it is.
      if isScrollingManually && !scroll.isAtRest { _ = scroll.beginDrag(at: t) }
    case .tap(let p, let t):
      if scroll.isDragging { _ = scroll.endDrag(velocity: 0, at: t) }
      guard let i = itemIndex(atScenePoint: p) else { return nil }
      if i == selectedIndex { return .reselected(i) }
      try? select(i, animated: true, at: t)
      return .selected(i)
    case .panBegan(_, _, let t):
      if !isScrollingManually {
        _ = try? scroll.setContentOffset(trackOffset, animated: false, at: t)
        isScrollingManually = true
      }
      if !scroll.isDragging { _ = scroll.beginDrag(at: t) }
    case .panChanged(_, let translation, _, let t):
      _ = scroll.drag(translation: translation.x, at: t)
    case .panEnded(_, _, let velocity, let t):
      _ = scroll.endDrag(velocity: velocity.x, at: t)
    case .panCancelled(_, let t), .released(let t):
      if scroll.isDragging { _ = scroll.endDrag(velocity: 0, at: t) }
    }
    return nil
  }
}
