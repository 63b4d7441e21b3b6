import TabMotionCore

/// The wave bar: the bar's top edge dips under the selected item (`CurvedBarShape`) and a
/// circle holding the selected icon floats in the dip. Switching moves the dip with the bar's
/// position (0.4 s easeInEaseOut after a tap, the pager's progress while swiping) while the
/// circle drops into the bar, swaps its icon and rises again, 0.2 s each way, surfacing as the
/// dip arrives. A new tap at any moment retargets both: nothing waits for an animation.
///
/// The bar is drawn as two flat fills and a dip piece that slide sideways, so moving the dip
/// only moves layers — nothing is redrawn or allocated per frame. The circle sits behind the
/// bar and sinks out of sight below the dip's bottom.
///
/// An item's own icon fades with the dip's distance from it: gone while the dip (and the
/// circle holding that icon) is over the item, back as soon as the dip moves away. So the
/// icon is never shown twice as the circle rises, a tab never loses its icon while the circle
/// is sunk, and the dip never slides under an icon drawn over the page.
final class CurveIndicator: TabIndicator {
  unowned let bar: TabBar
  private let body = Layer()
  private let leftFill = Layer()
  private let dip = Layer()
  private let rightFill = Layer()
  private let bubbleClip = Layer()
  let bubble: Layer
  private let bubbleIcon = Layer()

  /// The dip centre in the bar's coordinates, points.
  private(set) var dipX = 0.0
  private(set) var radius = CurvedBarShape.radius(landscape: false)
  private(set) var diameter = CurvedBarShape.circleDiameter(landscape: false)
  /// The item whose icon the circle shows.
  private(set) var circleItem: Int
  private var wantedItem: Int
  /// Points the circle has sunk below its floating position.
  private var drop = Animated(0.0)
  private var phase = Phase.floating
  private var dropEnd = 0.0
  private var needsPlacement = true
  private var dipHeight = -1.0
  /// The items whose icons the dip may have faded last frame, and the circle's item then.
  private var shaded = 0..<0
  private var shadedHeld = -1
  private var shadedCircle = -1.0

  enum Phase { case floating, dropping, rising }

  static let halfSwap = 0.2
  /// How far above the bar the clip around the circle reaches, points.
  private var clipTop: Double { diameter + 8 }

  init(bar: TabBar) {
    self.bar = bar
    bubble = Layer(name: bar.names.bubble)
    circleItem = bar.selectedIndex
    wantedItem = bar.selectedIndex
  }

  func install() {
    let color = bar.appearance.barColor
    body.clipsToBounds = true
    for fill in [leftFill, rightFill] { fill.backgroundColor.set(color) }
    body.addChild(leftFill)
    body.addChild(dip)
    body.addChild(rightFill)
    bar.layer.insertChild(body, at: 0)
    bubbleClip.clipsToBounds = true
    bubbleClip.addChild(bubble)
    bubble.addChild(bubbleIcon)
    bubble.backgroundColor.set(bar.appearance.indicatorColor)
    bar.layer.insertChild(bubbleClip, at: 0)
    showIcon(of: circleItem)
    bar.layer.traceFieldsProvider = { [unowned self] in
      let origin = self.bar.layer.sceneFrame.origin
      return [
        ("dipX", .number(origin.x + self.dipX)), ("radius", .number(self.radius)),
        (
          "path",
          .points(
            CurvedBarShape.topEdge(
              centre: self.dipX, radius: self.radius, width: self.bar.layer.bounds.width,
              origin: origin))
        ),
      ]
    }
    bubble.traceFieldsProvider = { [unowned self] in
      [("item", .number(Double(self.circleItem))), ("drop", .number(self.drop.presented))]
    }
  }

  func layoutDidChange() {
    radius = CurvedBarShape.radius(landscape: bar.isLandscape)
    diameter = CurvedBarShape.circleDiameter(landscape: bar.isLandscape)
    let size = bar.layer.bounds.size
    body.setFrame(Rect(origin: .zero, size: size))
    if dipHeight != size.height || dip.frame.model.width != 4 * radius {
      dipHeight = size.height
      dip.content = .shape(
        .init(
          path: CurvedBarShape.dip(radius: radius, height: size.height),
          fill: bar.appearance.barColor))
    }
    bubbleClip.setFrame(Rect(x: 0, y: -clipTop, width: size.width, height: size.height + clipTop))
    bubble.cornerRadius = diameter / 2
    let iconSide = (diameter * 0.46).rounded()
    bubbleIcon.setFrame(
      Rect(
        x: (diameter - iconSide) / 2, y: (diameter - iconSide) / 2, width: iconSide,
        height: iconSide))
    needsPlacement = true
  }

  /// Far enough for the circle's top to pass below the dip's lowest point, points.
  private var dropDistance: Double { diameter + CurvedBarShape.circleGap + 2 }

  func update(position: Double, moved: Bool, tracking: Bool, at time: Double) {
    let want = tracking ? Int(bar.layout.clamped(position).rounded()) : bar.selectedIndex
    request(want, at: time)
    // The circle stays down until it can rise in step with the dip's arrival (rapid taps
    // keep moving the dip; it must not surface over the items it passes).
    let riseStart = max(dropEnd, bar.indicatorArrivalTime - Self.halfSwap)
    if phase == .dropping && time >= riseStart {
      swap(to: wantedItem, at: riseStart)
      drop.animate(to: 0, with: .curve(.easeOut, duration: Self.halfSwap), at: riseStart)
      phase = .rising
    }
    let dropMoved = drop.present(at: time)
    if phase == .rising && !drop.isAnimating {
      phase = .floating
      request(wantedItem, at: time)
    }
    // The circle fading (reduced motion's cross-fade) changes what its item's icon may show.
    guard moved || dropMoved || needsPlacement || circleShows != shadedCircle else { return }
    needsPlacement = false
    let size = bar.layer.bounds.size
    let c = bar.barX(bar.layout.centreX(at: position))
    dipX = c
    dip.setFrame(Rect(x: c - 2 * radius, y: 0, width: 4 * radius, height: size.height))
    // The fills overlap the dip piece by half a point so no seam shows between them.
    leftFill.setFrame(
      Rect(x: c - 2 * radius - size.width + 0.5, y: 0, width: size.width, height: size.height))
    rightFill.setFrame(
      Rect(x: c + 2 * radius - 0.5, y: 0, width: size.width, height: size.height))
    let y = clipTop + CurvedBarShape.circleCentreY(radius: radius, diameter: diameter)
    bubble.setFrame(
      Rect(
        x: c - diameter / 2, y: y - diameter / 2 + drop.presented, width: diameter,
        height: diameter))
    shadeIcons(nearDip: c, position: position)
  }

  /// The icons of the two items around the position fade with the dip's distance: hidden
  /// within one radius of its centre (where the circle floats), full from one and a half
  /// (where the dip has become too shallow to reach an icon). Items are at least 44 pt apart,
  /// more than that reach, so no other item can be under the dip. And the item whose icon
  /// the circle holds shows its own only as far as the circle has sunk out of sight — the
  /// circle leaves early and arrives late on a long move, away from the dip's item. At most
  /// three icons change per frame, whatever the number of items; those left are restored.
  private func shadeIcons(nearDip c: Double, position: Double) {
    let n = bar.itemViews.count
    guard n > 0 else { return }
    let lo = Int(bar.layout.clamped(position).rounded(.down))
    let near = lo..<min(n, lo + 2)
    let held = circleItem < n ? circleItem : -1
    for i in shaded where i < n && !near.contains(i) && i != held { setIconOpacity(i, 1) }
    if shadedHeld >= 0 && shadedHeld < n && shadedHeld != held && !near.contains(shadedHeld) {
      setIconOpacity(shadedHeld, 1)
    }
    let circleShows = self.circleShows
    if held >= 0 && !near.contains(held) { setIconOpacity(held, 1 - circleShows) }
    for i in near {
      let d = abs(bar.barX(bar.layout.frames[i].midX) - c)
      let f = min(1, max(0, (d - radius) / (radius / 2)))
      var opacity = f * f * (3 - 2 * f)
      if i == held { opacity = min(opacity, 1 - circleShows) }
      setIconOpacity(i, opacity)
    }
    shaded = near
    shadedHeld = held
    shadedCircle = circleShows
  }

  /// How much of the circle shows (risen and not faded out), 0…1.
  var circleShows: Double {
    let sunk = min(1, max(0, drop.presented / dropDistance))
    return (1 - sunk) * bubble.opacity.presented
  }

  private func setIconOpacity(_ i: Int, _ opacity: Double) {
    let icon = bar.itemViews[i].icon
    if icon.opacity.model != opacity { icon.opacity.set(opacity) }
  }

  /// Asks for `item` in the circle: it drops, swaps and rises — at once when floating or
  /// rising (from where it is), or at the bottom of a drop already under way.
  private func request(_ item: Int, at time: Double) {
    wantedItem = item
    guard item != circleItem || phase == .dropping else { return }
    if bar.reducedMotion {
      // No drop: the icon swaps while the bar's cross-fade hides the circle.
      swap(to: item, at: time)
      return
    }
    if phase != .dropping {
      drop.animate(to: dropDistance, with: .curve(.easeIn, duration: Self.halfSwap), at: time)
      dropEnd = time + Self.halfSwap
      phase = .dropping
    }
  }

  /// Shows `item` in the circle (the bar's own icons follow the dip, see `shadeIcons`).
  private func swap(to item: Int, at time: Double) {
    guard item != circleItem, item < bar.itemViews.count else { return }
    circleItem = item
    showIcon(of: item)
  }

  private func showIcon(of item: Int) {
    guard item < bar.items.count else { return }
    bubbleIcon.content = bar.items[item].highlightedIcon.content(bar.appearance.selectedColor)
  }

  func selectionDidChange(to index: Int, animated: Bool, at time: Double) {
    guard !animated else { return }
    // A jump (restoration, new items): everything in place at once.
    circleItem = index
    wantedItem = index
    phase = .floating
    drop.set(0)
    showIcon(of: index)
    needsPlacement = true
  }

  func setFade(_ opacity: Double) { bubble.opacity.set(opacity) }

  func isAnimating(at time: Double) -> Bool { phase != .floating || drop.isAnimating }

  var hitFrame: Rect? { phase == .floating ? bubble.sceneFrame : nil }
}
