import RealModule
import TabMotionCore

/// The pull-to-refresh spinner of a `CollapsingTabScreen` (trace node `refresh`): eight ticks
/// in a ring, centred in the gap a pulled-down page opens above its content, moving with it. It fades in with
/// the pull (opacity = pull / threshold) and turns once per second while refreshing.
final class RefreshSpinner {
  let layer: Layer
  /// Diameter, points.
  static let size = 28.0
  /// Turns per second while refreshing.
  static let turnsPerSecond = 1.0

  init(name: String = "refresh") {
    layer = Layer(name: name)
    layer.isHidden = true
    var path = Path()
    let c = Self.size / 2
    for k in 0..<8 {
      let a = Double(k) * .pi / 4
      let (s, co) = (Double.sin(a), Double.cos(a))
      path.move(to: Point(c + co * 7, c + s * 7))
      path.line(to: Point(c + co * 12, c + s * 12))
    }
    layer.content = .shape(.init(path: path, stroke: Color(hex: 0x6B7280), lineWidth: 2.5))
    layer.setTraceField("refreshing", .bool(false))
    layer.setTraceField("pull", .number(0))
  }

  /// Places the spinner for a page offset `y` (negative = pulled down, points) whose content
  /// top is at `contentTop` and left edge at `contentLeft`, `width` wide, under a tab bar whose
  /// bottom edge is at `barBottom` (scene points).
  ///
  /// The spinner belongs to the pulled content: it sits in the gap above the content's top —
  /// the pull, or while refreshing at least the `inset` the page keeps open — and moves with
  /// the content, so it never lies over a row. Scrolled up under the bar, it is hidden.
  func update(
    y: Double, threshold: Double, isRefreshing: Bool, inset: Double, contentTop: Double,
    contentLeft: Double, barBottom: Double, width: Double, at time: Double
  ) {
    let pull = max(0, -y)
    let d = Self.size
    let gap = isRefreshing ? max(pull, inset) : pull
    // Centred in the gap, but never closer to the content's top than its turning square's
    // half-diagonal and a margin, so it clears the first row at any angle.
    let cy = contentTop - max(d / 2 * 2.squareRoot() + 4, gap / 2)
    let frame = Rect(x: contentLeft + (width - d) / 2, y: cy - d / 2, width: d, height: d)
    let visible = (pull > 0.5 || isRefreshing) && frame.maxY > barBottom
    layer.isHidden = !visible
    layer.setTraceField("refreshing", .bool(isRefreshing))
    layer.setTraceField("pull", .number(pull))
    guard visible else { return }
    layer.setFrame(frame)
    layer.opacity.set(isRefreshing ? 1 : min(1, pull / max(1, threshold)))
    let turns = isRefreshing ? time * Self.turnsPerSecond : pull / max(1, threshold)
    layer.transform.set(.rotationZ(turns * 2 * .pi))
  }
}
