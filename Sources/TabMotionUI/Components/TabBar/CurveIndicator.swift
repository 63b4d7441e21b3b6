import TabMotionCore

/// The wave bar: the bar's top edge dips under the selected item (`CurvedBarShape`) and a
/// circle holding the selected icon floats in the dip. Switching moves the dip with the bar's
/// progress (0.4 s easeInEaseOut after a tap, the pager's progress while swiping) while the
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
  /// Holds the circle's clip and the body, behind the bar's items.
  let layer = Layer()
  let placement = TabIndicatorPlacement.behindBar
  var drawsBarBackground: Bool { true }
  private let body = Layer()
  private let leftFill = Layer()
  private let dip = Layer()
  private let rightFill = Layer()
  private let bubbleClip = Layer()
  let bubble = Layer()
  private let bubbleIcon = Layer()
  private var highlightedIcons: [TabIcon?] = []
  private var barColor = Color.white
  private var selectedColor = Color.white
  private var isLandscape = false
  private var size = Size(1, 1)
  private var fade = 1.0
  private var itemCount = 0

  /// The dip centre in the bar's coordinates, points.
  private(set) var dipX = 0.0
  private(set) var radius = CurvedBarShape.radius(landscape: false)
  private(set) var diameter = CurvedBarShape.circleDiameter(landscape: false)
  /// The item whose icon the circle shows.
  private(set) var circleItem: Int
  private var wantedItem: Int
  /// Points the circle has sunk below its floating progress.
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

  init(selectedIndex: Int) {
    circleItem = selectedIndex
    wantedItem = selectedIndex
    body.clipsToBounds = true
    body.addChild(leftFill)
    body.addChild(dip)
    body.addChild(rightFill)
    bubbleClip.clipsToBounds = true
    bubbleClip.addChild(bubble)
    bubble.addChild(bubbleIcon)
    // The circle sits behind the body: it sinks into the bar and out of sight.
    layer.addChild(bubbleClip)
    layer.addChild(body)
    bubble.traceFieldsProvider = { [weak self] in
      guard let self else { return [] }
      return [("item", .number(Double(self.circleItem))), ("drop", .number(self.drop.presented))]
    }
  }

  func configure(_ configuration: TabIndicatorConfiguration) {
    let a = configuration.appearance
    barColor = a.barColor
    selectedColor = a.selectedColor
    for fill in [leftFill, rightFill] { fill.backgroundColor.set(a.barColor) }
    bubble.backgroundColor.set(a.indicatorColor)
    bubble.name = configuration.names.bubble
    highlightedIcons = configuration.items.map(\.highlightedIcon)
    itemCount = highlightedIcons.count
    dipHeight = -1
    showIcon(of: circleItem)
  }

  func barTraceFields(origin: Point) -> [(String, TraceValue)] {
    [
      ("dipX", .number(origin.x + dipX)), ("radius", .number(radius)),
      (
        "path",
        .points(
          CurvedBarShape.topEdge(centre: dipX, radius: radius, width: size.width, origin: origin))
      ),
    ]
  }

  /// The bar's size or orientation changed.
  private func layOut(_ context: TabIndicatorContext) {
    isLandscape = context.isLandscape
    radius = CurvedBarShape.radius(landscape: isLandscape)
    diameter = CurvedBarShape.circleDiameter(landscape: isLandscape)
    size = context.bounds.size
    layer.setFrame(Rect(origin: .zero, size: size))
    body.setFrame(Rect(origin: .zero, size: size))
    if dipHeight != size.height || dip.frame.model.width != 4 * radius {
      dipHeight = size.height
      dip.content = .shape(
        .init(path: CurvedBarShape.dip(radius: radius, height: size.height), fill: barColor))
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

  func update(_ context: inout TabIndicatorContext) {
    if context.layoutChanged || context.bounds.size != size || context.isLandscape != isLandscape {
      layOut(context)
    }
    if fade != context.fade {
      fade = context.fade
      bubble.opacity.set(fade)
    }
    let time = context.time
    let progress = context.progress
    let want =
      context.isTracking
      ? Int(saturating: context.clamped(progress).rounded()) : context.selectedIndex
    request(want, reducedMotion: context.reducedMotion, at: time)
    // The circle stays down until it can rise in step with the dip's arrival (rapid taps
    // keep moving the dip; it must not surface over the items it passes).
    let riseStart = max(dropEnd, context.arrivalTime - Self.halfSwap)
    if phase == .dropping && time >= riseStart {
      swap(to: wantedItem, at: riseStart)
      drop.animate(to: 0, with: .curve(.easeOut, duration: Self.halfSwap), at: riseStart)
      phase = .rising
    }
    let dropMoved = drop.present(at: time)
    if phase == .rising && !drop.isAnimating {
      phase = .floating
      request(wantedItem, reducedMotion: context.reducedMotion, at: time)
    }
    // The circle fading (reduced motion's cross-fade) changes what its item's icon may show.
    guard context.hasMoved || dropMoved || needsPlacement || circleShows != shadedCircle else {
      return
    }
    needsPlacement = false
    let c = context.barX(context.frame(at: progress).midX)
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
    shadeIcons(nearDip: c, &context)
  }

  /// The icons of the two items around the progress fade with the dip's distance: hidden
  /// within one radius of its centre (where the circle floats), full from one and a half
  /// (where the dip has become too shallow to reach an icon). Items are at least 44 pt apart,
  /// more than that reach, so no other item can be under the dip. And the item whose icon
  /// the circle holds shows its own only as far as the circle has sunk out of sight — the
  /// circle leaves early and arrives late on a long move, away from the dip's item. At most
  /// three icons change per frame, whatever the number of items; those left are restored.
  private func shadeIcons(nearDip c: Double, _ context: inout TabIndicatorContext) {
    let n = context.itemCount
    guard n > 0 else { return }
    let lo = Int(saturating: context.clamped(context.progress).rounded(.down))
    let near = lo..<min(n, lo + 2)
    let held = circleItem < n ? circleItem : -1
    for i in shaded where i < n && !near.contains(i) && i != held {
      context.setIconOpacity(1, ofItem: i)
    }
    if shadedHeld >= 0 && shadedHeld < n && shadedHeld != held && !near.contains(shadedHeld) {
      context.setIconOpacity(1, ofItem: shadedHeld)
    }
    let circleShows = self.circleShows
    var heldOpacity = 1 - circleShows
    if held >= 0 && !near.contains(held) { context.setIconOpacity(heldOpacity, ofItem: held) }
    for i in near {
      let d = abs(context.barX(context.frame(ofItem: i).midX) - c)
      let f = min(1, max(0, (d - radius) / (radius / 2)))
      var opacity = f * f * (3 - 2 * f)
      if i == held {
        opacity = min(opacity, 1 - circleShows)
        heldOpacity = opacity
      }
      context.setIconOpacity(opacity, ofItem: i)
    }
    // The held item's badge rides with its icon into the circle, over it.
    if shadedHeld >= 0 && shadedHeld != held { context.rideBadge(ofItem: shadedHeld, toward: nil) }
    if held >= 0 {
      let centre = Point(bubble.frame.model.midX, bubble.frame.model.midY - clipTop)
      context.rideBadge(
        ofItem: held, toward: centre, fraction: circleShows,
        opacity: max(heldOpacity, circleShows))
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

  /// Asks for `item` in the circle: it drops, swaps and rises — at once when floating or
  /// rising (from where it is), or at the bottom of a drop already under way.
  private func request(_ item: Int, reducedMotion: Bool, at time: Double) {
    wantedItem = item
    guard item != circleItem || phase == .dropping else { return }
    if reducedMotion {
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
    guard item != circleItem, item < itemCount else { return }
    circleItem = item
    showIcon(of: item)
  }

  private func showIcon(of item: Int) {
    guard item < highlightedIcons.count else { return }
    bubbleIcon.content = highlightedIcons[item]?.content(selectedColor) ?? .none
  }

  func selectionDidChange(to index: Int, animated: Bool, context: TabIndicatorContext) {
    guard !animated else { return }
    // A jump (restoration, new items): everything in place at once.
    circleItem = index
    wantedItem = index
    phase = .floating
    drop.set(0)
    showIcon(of: index)
    needsPlacement = true
  }

  func isAnimating(at time: Double) -> Bool { phase != .floating || drop.isAnimating }

  var hitFrame: Rect? { phase == .floating ? bubble.sceneFrame : nil }
}
