import TabMotionCore

/// A 2 pt line under the selected title whose x and width blend between the titles of the
/// two items around the progress.
final class UnderlineIndicator: TabIndicator {
  let layer = Layer()
  let placement = TabIndicatorPlacement.underItems
  private var progress = 0.0
  private var fixedWidth: Double?
  /// The underline under an empty title, points.
  static let shortest = 24.0

  init() {
    layer.traceFieldsProvider = { [weak self] in
      guard let self else { return [] }
      return [("progress", .number(self.progress))]
    }
  }

  func configure(_ configuration: TabIndicatorConfiguration) {
    layer.name = configuration.names.indicator
    layer.backgroundColor.set(configuration.appearance.indicatorColor)
    fixedWidth = configuration.appearance.indicatorWidth
  }

  /// The underline of item `i` (track coordinates): under its title, as wide as it is drawn
  /// (or the fixed width), at the bottom. A title cut short to its item is underlined across
  /// the item, not past it; an empty one gets a short line, so the selected tab still shows.
  private func rect(of i: Int, _ context: TabIndicatorContext) -> Rect {
    let frame = context.frame(ofItem: i)
    let title = context.titleWidth(ofItem: i)
    let w = fixedWidth ?? min(title > 0 ? title : Self.shortest, frame.width)
    // Under the title as drawn: beside a badge, it sits to the leading side of the centre.
    let center = title > 0 ? context.titleCenterX(ofItem: i) : frame.midX
    return Rect(x: center - w / 2, y: context.itemArea.height - 2, width: w, height: 2)
  }

  func update(_ context: inout TabIndicatorContext) {
    if layer.opacity.model != context.fade { layer.opacity.set(context.fade) }
    guard context.hasMoved, context.itemCount > 0 else { return }
    progress = context.progress
    let p = context.clamped(context.progress)
    let lo = Int(saturating: p.rounded(.down))
    let hi = min(context.itemCount - 1, lo + 1)
    layer.setFrame(
      rect(of: lo, context).interpolated(to: rect(of: hi, context), fraction: p - Double(lo)))
  }
}
