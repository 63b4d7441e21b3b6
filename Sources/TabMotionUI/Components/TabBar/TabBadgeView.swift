import TabMotionCore

/// The layers of one tab's badge: a rounded pill (trace node `badge.N`, with `text`) holding
/// its text. It sits in the bar's badge row, over the items and the indicator, at the item's
/// badge anchor (the icon's or title's trailing top corner), and follows the item's icon:
/// its opacity (an icon the curve's dip passes fades) and, for the icon the curve's circle
/// holds, its place, riding up onto the circle. Coming and going it grows from and shrinks to
/// its centre while fading; with reduced motion it only fades.
final class TabBadgeView {
  /// Follows the item's icon (its opacity, and its place when it rides in the curve's
  /// circle); holds the badge itself.
  let slot = Layer()
  let layer = Layer()
  private let label = Layer()
  private(set) var badge: TabBadge?
  /// The text on show ("" for a dot); nil when there is no badge.
  private(set) var text: String?
  private var size = Size(0, 0)
  private var anchor = Point(0, 0)
  private var rtl = false
  private var beside = false
  private var limits = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The gap between a lone title's end and a badge beside it, points.
  static let titleGap = 2.0
  /// The badge's width while it has one (a dot's or a pill's), nil without one.
  var shownWidth: Double? { text == nil ? nil : size.width }
  /// When a badge going away has faded out and its layer hides; nil otherwise.
  private(set) var hideTime: Double?

  init() {
    slot.isUserInteractionEnabled = false
    slot.addChild(layer)
    layer.addChild(label)
    layer.isHidden = true
    layer.opacity.set(0)
    layer.setTraceField("text", .string(""))
  }

  /// Shows `badge` (nil: none), animated from what is on screen unless `animated` is false.
  /// Returns true when a fade-out was started (the bar then hides the layer at ``hideTime``).
  @discardableResult
  func set(
    _ badge: TabBadge?, appearance: TabBadgeAppearance, measurer: any TextMeasuring,
    animated: Bool, reducedMotion: Bool, at time: Double
  ) -> Bool {
    let newText = badge?.displayText(appearance)
    self.badge = newText == nil ? nil : badge
    let wasShown = text != nil
    text = newText
    layer.setTraceField("text", .string(newText ?? ""))
    let duration = reducedMotion ? min(0.2, appearance.duration) : appearance.duration
    let motion = Animator<Double>.Motion.curve(.easeInEaseOut, duration: duration)
    guard let newText else {
      guard wasShown else { return false }
      if animated && duration > 0 {
        layer.opacity.animate(to: 0, with: motion, at: time)
        if !reducedMotion {
          layer.transform.animate(
            to: .scale(0.2, 0.2), with: .curve(.easeInEaseOut, duration: duration), at: time)
        }
        hideTime = time + duration
        return true
      }
      hide()
      return false
    }
    hideTime = nil
    if newText.isEmpty {
      size = Size(appearance.dotSize, appearance.dotSize)
      label.content = .none
    } else {
      let w = measurer.measure(newText, font: appearance.font).width
      size = Size(max(appearance.height, w + 2 * appearance.padding), appearance.height)
      label.content = .text(
        .init(newText, font: appearance.font, color: appearance.textColor, alignment: .center))
    }
    layer.backgroundColor.set(appearance.color)
    layer.cornerRadius = size.height / 2
    place()
    layer.isHidden = false
    if !wasShown && animated && duration > 0 {
      layer.opacity.set(0)
      layer.opacity.animate(to: 1, with: motion, at: time)
      if !reducedMotion {
        layer.transform.set(.scale(0.2, 0.2))
        layer.transform.animate(
          to: .identity, with: .spring(Spring(duration: duration * 1.4, bounce: 0.3)), at: time)
      }
    } else if !wasShown || !animated {
      layer.opacity.set(1)
      layer.transform.set(.identity)
    } else {
      // A new count on a badge already shown, or one coming back mid fade-out.
      layer.opacity.animate(to: 1, with: motion, at: time)
      layer.transform.animate(
        to: .identity, with: .curve(.easeInEaseOut, duration: duration), at: time)
    }
    return false
  }

  /// Hides the layer once its fade-out is over.
  func finishHiding(at time: Double) -> Bool {
    guard let end = hideTime, time >= end else { return false }
    hide()
    return true
  }

  private func hide() {
    hideTime = nil
    layer.isHidden = true
    layer.opacity.set(0)
    layer.transform.set(.identity)
  }

  /// Moves the badge to an item's anchor (track coordinates): the corner of the icon or title
  /// on the trailing side, the badge reaching out past it — over the corner for an icon,
  /// `beside` it (clear of the letters) for a title.
  /// The badge stays inside `limits` (its item's frame) across.
  func place(anchor: Point, isRightToLeft rtl: Bool, beside: Bool, limits: Rect) {
    guard
      anchor != self.anchor || rtl != self.rtl || beside != self.beside || limits != self.limits
    else { return }
    self.anchor = anchor
    self.rtl = rtl
    self.beside = beside
    self.limits = limits
    place()
  }

  private func place() {
    let h = size.height
    // A long text is cut short to its item's width rather than spreading over the other tabs.
    let w = limits.width > 0 ? min(size.width, max(h, limits.width)) : size.width
    // A dot sits on the corner; a pill starts half its height inside the corner and reaches
    // outwards, so a long count grows away from the icon.
    let inset = beside ? -Self.titleGap : (text?.isEmpty == false ? h / 2 : w / 2 + 1)
    let x = min(max(rtl ? anchor.x + inset - w : anchor.x - inset, limits.minX), limits.maxX - w)
    // Never above the bar's top edge, where the bar's clipping would cut it.
    let y = max(0, anchor.y - h / 2 + (text?.isEmpty == false ? 2 : 1))
    let frame = Rect(x: x, y: y, width: w, height: h)
    if layer.frame.model != frame { layer.setFrame(frame) }
    let labelFrame = Rect(x: 0, y: 0, width: w, height: h)
    if label.frame.model != labelFrame { label.setFrame(labelFrame) }
  }
}
