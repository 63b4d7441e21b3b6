import TabMotionCore

/// A 2 pt line under the selected title whose x and width blend between the titles of the
/// two items around the position.
final class UnderlineIndicator: TabIndicator {
  let layer = Layer()
  let placement = TabIndicatorPlacement.underItems
  private var position = 0.0
  private var fixedWidth: Double?

  init() {
    layer.traceFieldsProvider = { [weak self] in
      guard let self else { return [] }
      return [("position", .number(self.position))]
    }
  }

  func configure(_ configuration: TabIndicatorConfiguration) {
    layer.name = configuration.names.indicator
    layer.backgroundColor.set(configuration.appearance.indicatorColor)
    fixedWidth = configuration.appearance.indicatorWidth
  }

  /// The underline of item `i` (track coordinates): as wide as its title (or the fixed
  /// width), at the bottom.
  private func rect(of i: Int, _ context: TabIndicatorContext) -> Rect {
    let frame = context.frame(ofItem: i)
    let w = fixedWidth ?? context.titleWidth(ofItem: i)
    return Rect(x: frame.midX - w / 2, y: context.itemArea.height - 2, width: w, height: 2)
  }

  func update(_ context: inout TabIndicatorContext) {
    if layer.opacity.model != context.fade { layer.opacity.set(context.fade) }
    guard context.hasMoved, context.itemCount > 0 else { return }
    position = context.position
    let p = context.clamped(context.position)
    let lo = Int(saturating: p.rounded(.down))
    let hi = min(context.itemCount - 1, lo + 1)
    layer.setFrame(
      rect(of: lo, context).interpolated(to: rect(of: hi, context), fraction: p - Double(lo)))
  }
}
