import TabMotionCore

/// A 2 pt line under the selected title whose x and width blend between the titles of the
/// two items around the position.
final class UnderlineIndicator: TabIndicator {
  unowned let bar: TabBar
  let layer: Layer

  init(bar: TabBar) {
    self.bar = bar
    layer = Layer(name: bar.names.indicator)
  }

  func install() {
    bar.track.insertChild(layer, at: 0)
    layer.backgroundColor.set(bar.appearance.indicatorColor)
    layer.traceFieldsProvider = { [unowned self] in
      [("position", .number(self.bar.position))]
    }
  }

  func layoutDidChange() {}

  /// The underline of item `i` (track coordinates).
  func rect(of i: Int) -> Rect {
    bar.itemViews[i].underlineRect(
      in: bar.layout.frames[i], contentHeight: bar.appearance.contentHeight)
  }

  func update(position: Double, moved: Bool, tracking: Bool, at time: Double) {
    guard moved, !bar.itemViews.isEmpty else { return }
    let p = bar.layout.clamped(position)
    let lo = Int(p.rounded(.down))
    let hi = min(bar.itemViews.count - 1, lo + 1)
    layer.setFrame(rect(of: lo).interpolated(to: rect(of: hi), fraction: p - Double(lo)))
  }

  func selectionDidChange(to index: Int, animated: Bool, at time: Double) {}

  func setFade(_ opacity: Double) { layer.opacity.set(opacity) }
}
