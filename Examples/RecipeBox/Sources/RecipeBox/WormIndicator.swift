import TabMotionCore
import TabMotionUI

/// An indicator of its own: a short rounded bar under the selected title that stretches
/// like a worm between two tabs while the pages are swiped (and while a tap travels), its
/// tail catching up as it arrives. It sees only what `TabIndicatorContext` gives it.
public final class WormIndicator: TabIndicator {
  public let layer = Layer()
  public let placement = TabIndicatorPlacement.overItems
  /// The worm's length at rest, and its thickness, points.
  public var restingLength = 24.0
  public var thickness = 4.0

  public init() {}

  public func configure(_ configuration: TabIndicatorConfiguration) {
    layer.name = configuration.names.indicator
    layer.backgroundColor.set(Color(hex: 0xE76F51))
  }

  /// The worm at `position` (track coordinates): its head leads and its tail follows, so it
  /// is longest half way between two tabs.
  public static func frame(
    at position: Double, length: Double, thickness: Double, _ context: TabIndicatorContext
  ) -> Rect {
    let p = context.clamped(position)
    let lo = p.rounded(.down)
    let f = p - lo
    let from = context.frame(at: lo).midX
    let to = context.frame(at: min(Double(context.itemCount - 1), lo + 1)).midX
    // The head runs ahead over the first half, the tail catches up over the second.
    let head = from + (to - from) * min(1, 2 * f)
    let tail = from + (to - from) * max(0, 2 * f - 1)
    let (left, right) = head >= tail ? (tail, head) : (head, tail)
    return Rect(
      x: left - length / 2, y: context.itemArea.height - thickness - 3,
      width: right - left + length, height: thickness)
  }

  public func update(_ context: inout TabIndicatorContext) {
    if layer.opacity.model != context.fade { layer.opacity.set(context.fade) }
    guard context.hasMoved, context.itemCount > 0 else { return }
    layer.setFrame(
      Self.frame(
        at: context.progress, length: restingLength, thickness: thickness, context))
    layer.cornerRadius = thickness / 2
  }
}
