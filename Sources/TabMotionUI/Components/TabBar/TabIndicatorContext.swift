import TabMotionCore

/// Everything an indicator sees of its bar in a frame — and the one effect it may have on the
/// bar's items (their icons' opacity). The bar keeps one context and updates it in place, so
/// a frame allocates nothing.
///
/// Two coordinate spaces: the bar's (its bounds, bottom safe area included) and the track's —
/// the row of items, which starts at `itemArea.minX` and scrolls by `trackOffset` when the
/// items do not fit. Item frames are in track coordinates; `barX(_:)` converts. Lengths are
/// points, times seconds on the frame clock.
public struct TabIndicatorContext {
  /// This frame's time.
  public internal(set) var time = 0.0
  /// The indicator's progress in items (e.g. 1.37), within `0…itemCount − 1`.
  public internal(set) var progress = 0.0
  /// The committed selection.
  public internal(set) var selectedIndex = 0
  /// True while a pager's swipe drives the progress (false while a tap animates it).
  public internal(set) var isTracking = false
  /// False when neither the progress, the layout nor the track offset changed since the last
  /// frame.
  public internal(set) var hasMoved = true
  /// True on the first frame after the bar's geometry, direction or items changed.
  public internal(set) var layoutChanged = true
  /// True when the bar is laid out right to left.
  public internal(set) var isRightToLeft = false
  /// True when the bar is laid out in landscape.
  public internal(set) var isLandscape = false
  /// The user asked for less motion: travel becomes short cross-fades.
  public internal(set) var reducedMotion = false
  /// Reduced motion's cross-fade of the indicator after a tap: its opacity now, 0…1.
  public internal(set) var fade = 1.0
  /// When the progress's tap animation arrives (−∞ while tracking or at rest).
  public internal(set) var arrivalTime = -Double.infinity
  /// How a tap moves the progress (the bar's `tapAnimation`).
  public internal(set) var tapAnimation = Animator<Double>.Motion.curve(
    .easeInEaseOut, duration: 0.25)
  /// The bar's bounds, in its own coordinates.
  public internal(set) var bounds = Rect.zero
  /// Where the row of items sits in the bar: inside the side safe-area insets, as tall as
  /// the appearance's content height.
  public internal(set) var itemArea = Rect.zero
  /// How far the track is scrolled.
  public internal(set) var trackOffset = 0.0

  var layout = TabBarLayout(mode: .equal, expands: false)
  var titles: [TabTitleMetrics] = []
  /// Icon opacities the indicator asked for this frame, applied by the bar after `update`.
  var iconOpacityRequests: [(item: Int, opacity: Double)] = []
  /// Badges the indicator carries with an icon shown elsewhere (the curve's circle), applied
  /// by the bar after the icon opacities: toward `point` (the bar's coordinates) by
  /// `fraction`, at `opacity`; a nil point puts the badge back on its item.
  var badgeRideRequests: [(item: Int, point: Point?, fraction: Double, opacity: Double)] = []

  /// Carries item `index`'s badge toward `point` (the bar's coordinates: where its icon shows
  /// now) by `fraction` 0…1, at `opacity`; nil puts it back where its item has it.
  mutating func rideBadge(
    ofItem index: Int, toward point: Point?, fraction: Double = 0, opacity: Double = 1
  ) {
    guard index >= 0 && index < itemCount else { return }
    badgeRideRequests.append((index, point, fraction, opacity))
  }

  /// The number of items.
  public var itemCount: Int { layout.count }

  /// Item `index`'s frame now, in track coordinates (expanding items widen with the
  /// progress).
  public func frame(ofItem index: Int) -> Rect {
    shifted(layout.frames[index], by: layout.indicatorShift)
  }

  /// Item `index`'s frame when the progress rests on it (fully widened, its neighbours not):
  /// what an indicator that fits its item slides between.
  public func restingFrame(ofItem index: Int) -> Rect {
    shifted(layout.restFrame(of: index), by: layout.restShift)
  }

  /// The width of item `index`'s title as drawn, points (0 when the look shows none): cut
  /// short where it does not fit its item beside a badge.
  public func titleWidth(ofItem index: Int) -> Double {
    let span = titleSpan(ofItem: index)
    return min(titles[index].width, span.width)
  }

  /// The x of the centre of item `index`'s title as drawn, track coordinates: the item's
  /// centre, or beside a badge to the leading side of it (title and badge centred together).
  public func titleCenterX(ofItem index: Int) -> Double {
    let span = titleSpan(ofItem: index)
    return frame(ofItem: index).minX + span.x + span.width / 2
  }

  private func titleSpan(ofItem index: Int) -> (x: Double, width: Double) {
    titles[index].span(
      itemWidth: frame(ofItem: index).width, textWidth: layout.settledWidth(of: index),
      isRightToLeft: isRightToLeft)
  }

  /// The frame at `progress` (track coordinates): the two neighbouring item frames blended.
  public func frame(at progress: Double) -> Rect {
    shifted(layout.frame(at: progress), by: layout.indicatorShift)
  }

  /// While tabs are inserted, removed or reordered, the indicator glides from where it was:
  /// frames it reads carry what is left of that displacement.
  private func shifted(_ frame: Rect, by s: Rect) -> Rect {
    guard layout.morph != nil else { return frame }
    return Rect(
      x: frame.minX + s.minX, y: frame.minY + s.minY, width: max(0, frame.width + s.width),
      height: max(0, frame.height + s.height))
  }

  /// The progress limited to the items.
  public func clamped(_ progress: Double) -> Double { layout.clamped(progress) }

  /// A track x in the bar's coordinates.
  public func barX(_ trackX: Double) -> Double { itemArea.minX + trackX - trackOffset }

  /// Sets the opacity of item `index`'s icon (the curve hides the icon its circle holds and
  /// fades those its dip passes). It stays until changed again.
  public mutating func setIconOpacity(_ opacity: Double, ofItem index: Int) {
    precondition(
      index >= 0 && index < itemCount,
      "TabIndicatorContext.setIconOpacity(_:ofItem:): item \(index) is outside 0..<\(itemCount)")
    iconOpacityRequests.append((index, opacity))
  }
}
