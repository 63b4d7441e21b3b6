import TabMotionCore

/// ColorMatch's pill: a rounded rectangle (corner radius = height / 2) filled with the
/// selected item's colour, behind its highlighted icon and title. Its frame blends between
/// the resting pills of the two items around the progress (the spring of a tap moves the
/// progress); its colour cross-fades in OKLab (an even, perceptual blend: orange to purple
/// goes through pink, not a muddy brown) — with the tap's timing after a tap, with the
/// progress while a pager is swiped. The bar draws the items' selected look inside it
/// (`selectedLookHost`), so whatever part of a tab it covers looks selected.
final class PillIndicator: TabIndicator {
  let layer = Layer()
  let placement = TabIndicatorPlacement.overItems
  var selectedLookHost: Layer? { layer }
  private var tints: [OKLab] = []
  private var color = Animated(Color.clear.oklab)
  private var progress = 0.0
  private var fixedWidth: Double?

  /// Space between the pill's edge and the item frame, points.
  static let inset = TabItemView.pillInset

  init() {
    layer.clipsToBounds = true
    layer.traceFieldsProvider = { [weak self] in
      guard let self else { return [] }
      return [
        ("progress", .number(self.progress)),
        ("color", .string(Color(oklab: self.color.presented).clamped.hexString)),
      ]
    }
  }

  func configure(_ configuration: TabIndicatorConfiguration) {
    layer.name = configuration.names.indicator
    tints = configuration.items.map(\.tint.oklab)
    fixedWidth = configuration.appearance.indicatorWidth
  }

  /// The pill on item `i` at rest. Between two items the pill blends these two rectangles —
  /// not the items' current frames, which narrow as the pill leaves them: it keeps the width
  /// its content needs and slides at an even pace.
  private func rect(of i: Int, _ context: TabIndicatorContext) -> Rect {
    let frame = context.restingFrame(ofItem: i)
    let contentHeight = context.itemArea.height
    let h = min(contentHeight - 12, 40)
    let w = fixedWidth ?? max(0, frame.width - 2 * Self.inset)
    return Rect(x: frame.midX - w / 2, y: (contentHeight - h) / 2, width: w, height: h)
  }

  func update(_ context: inout TabIndicatorContext) {
    guard context.itemCount > 0, tints.count == context.itemCount else { return }
    if layer.opacity.model != context.fade { layer.opacity.set(context.fade) }
    let p = context.clamped(context.progress)
    let lo = Int(saturating: p.rounded(.down))
    let hi = min(context.itemCount - 1, lo + 1)
    if context.isTracking {
      if context.hasMoved {
        color.set(tints[lo].interpolated(to: tints[hi], fraction: p - Double(lo)))
      }
    } else {
      color.present(at: context.time)
    }
    let fill = Color(oklab: color.presented).clamped
    if layer.backgroundColor.presented != fill { layer.backgroundColor.set(fill) }
    guard context.hasMoved else { return }
    progress = context.progress
    let r = rect(of: lo, context).interpolated(to: rect(of: hi, context), fraction: p - Double(lo))
    layer.setFrame(r)
    layer.cornerRadius = r.height / 2
  }

  func selectionDidChange(to index: Int, animated: Bool, context: TabIndicatorContext) {
    guard index < tints.count else { return }
    let tint = tints[index]
    if animated && context.reducedMotion {
      color.animate(
        to: tint, with: .curve(.easeInEaseOut, duration: 2 * TabBar.fadeHalf), at: context.time)
    } else if animated {
      color.animate(to: tint, with: Self.colorMotion(context.tapAnimation), at: context.time)
    } else {
      color.set(tint)
    }
  }

  /// The colour's motion: the progress's curve, or for a spring a 0.3 s ease-in-out
  /// cross-fade — a springy colour would overshoot past the new tint.
  static func colorMotion(_ motion: Animator<Double>.Motion) -> Animator<OKLab>.Motion {
    switch motion {
    case .curve(let curve, let duration): .curve(curve, duration: duration)
    case .spring: .curve(.easeInEaseOut, duration: 0.3)
    }
  }

  func isAnimating(at time: Double) -> Bool { color.isAnimating }
}
