import TabMotionCore

/// Twitter's arrow: a small triangle above the bar, centred on the selected item,
/// x = i·w + w/2 − arrowWidth/2 (w = barWidth / N) with its bottom overlapping the bar's top
/// by 2 pt. It is part of the bar, so it moves, hides and rotates with it — a modal over the
/// bar covers it too.
final class ArrowIndicator: TabIndicator {
  let layer = Layer()
  let placement = TabIndicatorPlacement.overBar
  private var size = Size(22, 11)
  private var progress = 0.0
  /// How far the arrow's bottom reaches into the bar, points.
  static let overlap = 2.0

  init() {
    layer.traceFieldsProvider = { [weak self] in
      guard let self else { return [] }
      return [("progress", .number(self.progress))]
    }
  }

  func configure(_ configuration: TabIndicatorConfiguration) {
    layer.name = configuration.names.indicator
    size = configuration.appearance.arrowSize
    var path = Path()
    path.move(to: Point(0, size.height))
    path.line(to: Point(size.width / 2, 0))
    path.line(to: Point(size.width, size.height))
    path.close()
    layer.content = .shape(.init(path: path, fill: configuration.appearance.indicatorColor))
  }

  func update(_ context: inout TabIndicatorContext) {
    if layer.opacity.model != context.fade { layer.opacity.set(context.fade) }
    guard context.hasMoved else { return }
    progress = context.progress
    let x = context.barX(context.frame(at: context.progress).midX) - size.width / 2
    layer.setFrame(
      Rect(x: x, y: Self.overlap - size.height, width: size.width, height: size.height))
  }
}
