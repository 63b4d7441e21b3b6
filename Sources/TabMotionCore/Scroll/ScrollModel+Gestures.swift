/// Driving a scroll model with a gesture arena's events, the way UIScrollView follows its pan
/// recogniser: a touch-down catches a moving list, pans along `axis` drag it, the release
/// decelerates with the finger's velocity, and a touch that ends any other way (a tap, a
/// cancel, a long press) lets go without velocity.
extension ScrollModel {
  @discardableResult
  public mutating func follow(_ gesture: GestureArena.Event, along axis: PanAxis) -> ScrollEvents {
    switch gesture {
    case .down(_, let t):
      return isAtRest ? ScrollEvents() : beginDrag(at: t)
    case .panBegan(let a, _, let t) where a == axis:
      return isDragging ? ScrollEvents() : beginDrag(at: t)
    case .panChanged(let a, let translation, _, let t) where a == axis:
      return drag(translation: axis == .vertical ? translation.y : translation.x, at: t)
    case .panEnded(let a, _, let velocity, let t) where a == axis:
      return endDrag(velocity: axis == .vertical ? velocity.y : velocity.x, at: t)
    case .panCancelled(_, let t), .released(let t), .tap(_, let t):
      return isDragging ? endDrag(velocity: 0, at: t) : ScrollEvents()
    case .panBegan, .panChanged, .panEnded:
      return ScrollEvents()
    }
  }
}
