import TabMotionCore

/// Taps on items and horizontal scrolling of a bar that does not fit, through the bar's two
/// gesture recognisers.
extension TabBar {
  func installGestures() {
    tapRecognizer.onTap = { [weak self] point, time in
      guard let self else { return }
      self.tapped(at: point, time: time)
    }
    scrollRecognizer.onEvent = { [weak self] event in
      guard let self else { return }
      self.follow(event)
    }
    scrollRecognizer.isEnabled = false
    layer.addGestureRecognizer(tapRecognizer)
    layer.addGestureRecognizer(scrollRecognizer)
  }

  /// The item under a scene point, if any: the item whose column holds it, or the selected
  /// item for a point on the indicator's part standing above the bar (the curve's circle).
  public func itemIndex(atScenePoint point: Point) -> Int? {
    guard !layer.isHiddenInScene, let local = layer.convertFromScene(point) else { return nil }
    if let hit = indicator.hitFrame, hit.contains(point) { return selectedIndex }
    guard local.y >= 0, local.y <= layer.bounds.height, local.x >= insets.left,
      local.x <= layer.bounds.width - insets.right
    else { return nil }
    return layout.item(atX: local.x - insets.left + trackOffset)
  }

  /// A tap on another item selects it (animated, at the tap's time); a tap on the selected
  /// item reports a reselection.
  private func tapped(at point: Point, time: Double) {
    if scroll.isDragging { _ = scroll.endDrag(velocity: 0, at: time) }
    guard let i = itemIndex(atScenePoint: point) else { return }
    if i == selectedIndex {
      onTap?(.reselected(i), time)
      return
    }
    select(i, animated: true, at: time)
    onTap?(.selected(i), time)
  }

  /// The track's own scrolling, when the user drags a bar that does not fit.
  private func follow(_ event: PanGestureRecognizer.Event) {
    switch event {
    case .down(_, let t):
      // A touch on a coasting bar stops it where it is.
      if isScrollingManually && !scroll.isAtRest { _ = scroll.beginDrag(at: t) }
    case .began(_, let t):
      if !isScrollingManually {
        scroll.setContentOffset(trackOffset, animated: false, at: t)
        isScrollingManually = true
      }
      if !scroll.isDragging { _ = scroll.beginDrag(at: t) }
    case .changed(let translation, _, let t):
      _ = scroll.drag(translation: translation.x, at: t)
    case .ended(_, let velocity, let t):
      _ = scroll.endDrag(velocity: velocity.x, at: t)
    case .cancelled(let t), .released(let t):
      if scroll.isDragging { _ = scroll.endDrag(velocity: 0, at: t) }
    case .step(let translation, let t):
      if !isScrollingManually {
        scroll.setContentOffset(trackOffset, animated: false, at: t)
        isScrollingManually = true
      }
      _ = scroll.step(by: translation.x, at: t)
    }
  }
}
