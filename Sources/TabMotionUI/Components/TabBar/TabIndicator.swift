import TabMotionCore

/// The moving part of a tab bar in one style: it owns its layers and places them from the
/// bar's continuous position (in items) and current layout.
protocol TabIndicator: AnyObject {
  /// Creates the layers, once, after the bar's own layers exist.
  func install()
  /// The bar's geometry changed: size, orientation, direction or items.
  func layoutDidChange()
  /// Per frame. `moved` is false when neither the position nor the track offset changed, so
  /// an indicator at rest returns at once; `tracking` is true while a pager drives it.
  func update(position: Double, moved: Bool, tracking: Bool, at time: Double)
  /// The committed selection changed (a tap, `select`, restoration, new items).
  func selectionDidChange(to index: Int, animated: Bool, at time: Double)
  /// Reduced motion's cross-fade: the indicator's opacity, 0…1.
  func setFade(_ opacity: Double)
  /// True while the indicator animates on its own (the curve's circle).
  func isAnimating(at time: Double) -> Bool
  /// A scene rectangle outside the bar where touches still select (the floating circle).
  var hitFrame: Rect? { get }
  /// The bar made its item views again (new items): the indicator adopts any of their layers
  /// it draws itself.
  func itemViewsDidChange()
}

extension TabIndicator {
  func itemViewsDidChange() {}
  func isAnimating(at time: Double) -> Bool { false }
  var hitFrame: Rect? { nil }
}
