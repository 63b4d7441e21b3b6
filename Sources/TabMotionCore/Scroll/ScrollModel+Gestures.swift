/// Driving a scroll model with a pan recogniser's events, the way UIScrollView follows its
/// pan: a touch-down catches a moving list, the pan drags it, the release decelerates with the
/// finger's velocity, a wheel click or a key steps it (animated), and a touch that ends any other way (a tap, a cancel, a long press, a
/// pan along the other axis winning) lets go without velocity.
extension ScrollModel {
  /// Follows `gesture` of a pan recogniser along `axis` (its own axis).
  @discardableResult
  public mutating func follow(
    _ gesture: PanGestureRecognizer.Event, along axis: PanAxis
  ) -> ScrollEvents {
    switch gesture {
    case .down(_, let t):
      return isAtRest ? ScrollEvents() : beginDrag(at: t)
    case .began(_, let t):
      return isDragging ? ScrollEvents() : beginDrag(at: t)
    case .changed(let translation, _, let t):
      return drag(translation: axis == .horizontal ? translation.x : translation.y, at: t)
    case .ended(_, let velocity, let t):
      return endDrag(velocity: axis == .horizontal ? velocity.x : velocity.y, at: t)
    case .cancelled(let t), .released(let t):
      return isDragging ? endDrag(velocity: 0, at: t) : ScrollEvents()
    case .step(let translation, let t):
      return step(by: axis == .horizontal ? translation.x : translation.y, at: t)
    }
  }
}
