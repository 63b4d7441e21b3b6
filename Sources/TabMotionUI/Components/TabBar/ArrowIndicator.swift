import TabMotionCore

/// Twitter's arrow: a small triangle above the bar, centred on the selected item,
/// x = i·w + w/2 − arrowWidth/2 (w = barWidth / N) with its bottom overlapping the bar's top
/// by 2 pt. It is a child of the bar, so it moves, hides and rotates with it — a modal over
/// the bar covers it too.
final class ArrowIndicator: TabIndicator {
  unowned let bar: TabBar
  let layer: Layer
  /// How far the arrow's bottom reaches into the bar, points.
  static let overlap = 2.0

  init(bar: TabBar) {
    self.bar = bar
    layer = Layer(name: bar.names.indicator)
  }

  func install() {
    bar.layer.addChild(layer)
    let size = bar.appearance.arrowSize
    var path = Path()
    path.move(to: Point(0, size.height))
    path.line(to: Point(size.width / 2, 0))
    path.line(to: Point(size.width, size.height))
    path.close()
    layer.content = .shape(.init(path: path, fill: bar.appearance.indicatorColor))
    layer.traceFieldsProvider = { [unowned self] in
      [("position", .number(self.bar.position))]
    }
  }

  func layoutDidChange() {}

  func update(position: Double, moved: Bool, tracking: Bool, at time: Double) {
    guard moved else { return }
    let size = bar.appearance.arrowSize
    let x = bar.barX(bar.layout.centreX(at: position)) - size.width / 2
    layer.setFrame(
      Rect(x: x, y: Self.overlap - size.height, width: size.width, height: size.height))
  }

  func selectionDidChange(to index: Int, animated: Bool, at time: Double) {}

  func setFade(_ opacity: Double) { layer.opacity.set(opacity) }
}
