import TabMotionCore

/// A bar of N tabs with a selection indicator in one of four styles (SPEC §2).
///
/// ```
///  tabBar ─┬─ (curve) bubble clip ── bubble          ← behind the bar: it sinks into it
///          ├─ (curve) body: left fill, dip, right fill
///          ├─ hairline
///          ├─ track (clips, scrolls) ─┬─ (pill, underline) indicator
///          │                          └─ item.0 … item.N−1 (icon, highlighted icon, title)
///          └─ (arrow) indicator                           ← above the bar's top edge
/// ```
///
/// The indicator's position is kept in items (index units), not points: a tap animates it
/// with the style's curve or spring, a swiping pager makes it track the continuous progress
/// (`track(progress:at:)`), and every frame turns it into points with the current layout —
/// so a rotation or resize mid-animation re-lays everything out without a jump. Per-frame
/// work does not depend on the number of items (except a fitted pill bar's, whose spare
/// width follows the selected title) and allocates nothing.
public final class TabBar {
  public let layer: Layer
  public let style: TabIndicatorStyle
  public let names: TabBarNames
  public let appearance: TabBarAppearance
  public let widthMode: TabWidthMode
  public internal(set) var items: [TabItem]
  /// The committed selection: set at once by a tap or `select`, and by the host while a
  /// pager is being swiped (`setSelectedIndex`).
  public internal(set) var selectedIndex: Int
  /// Reduced motion: taps cross-fade the indicator (≤ 0.2 s) instead of moving it.
  public var reducedMotion = false
  /// The indicator's presented position in items, e.g. 1.37.
  public private(set) var position: Double
  public private(set) var isRightToLeft = false
  public private(set) var isLandscape = false

  let track = Layer()
  let hairline = Layer()
  var itemViews: [TabItemView] = []
  var layout: TabBarLayout
  var indicator: (any TabIndicator)?
  var driver: IndicatorDriver
  let measurer: any TextMeasuring
  /// Taps on items (and on the curve's floating circle), attached to the bar's layer.
  let tapRecognizer = TapGestureRecognizer()
  /// Scrolls a bar whose items do not fit; enabled only then.
  let scrollRecognizer = PanGestureRecognizer(axis: .horizontal)
  /// Called when the user taps an item: `.selected(i)` for another item (already selected
  /// and animating by then), `.reselected(i)` for the selected one; with the tap's time.
  public var onTap: ((TabBarEvent, Double) -> Void)?
  /// The track's own scrolling when the user drags a bar that does not fit.
  var scroll: ScrollModel
  var isScrollingManually = false
  /// What is left of the difference between a manually scrolled offset and the automatic
  /// one, dying out after the user selects again.
  var offsetBlend = Animator<Double>(value: 0)
  /// Points the track is scrolled by.
  public internal(set) var trackOffset = 0.0
  /// Left and right safe-area insets the items stay inside, points.
  public private(set) var insets = EdgeInsets.zero
  var highlighted = -1
  private var fade = Animated(1.0)
  private var pendingJump: (index: Int, time: Double)?
  var needsLayout = true

  /// The cross-fade reduced motion uses instead of travel: out, jump, in.
  static let fadeHalf = 0.1

  /// Throws for no items, repeated ids or a selected index outside the items.
  public init(
    items: [TabItem], style: TabIndicatorStyle, selectedIndex: Int = 0,
    widthMode: TabWidthMode = .equal, appearance: TabBarAppearance? = nil,
    names: TabBarNames = TabBarNames(), textMeasurer: any TextMeasuring = EstimatedTextMeasurer()
  ) throws(TabMotionError) {
    try TabItem.validate(items)
    try Self.validate(index: selectedIndex, count: items.count)
    self.items = items
    self.style = style
    self.names = names
    self.appearance = appearance ?? .standard(for: style)
    self.widthMode = widthMode
    self.selectedIndex = selectedIndex
    measurer = textMeasurer
    position = Double(selectedIndex)
    driver = IndicatorDriver(position: Double(selectedIndex))
    layout = TabBarLayout(mode: widthMode, expands: style == .pill)
    if style == .pill {
      // Collapsed pill items still show their icon with padding.
      let a = self.appearance
      layout.minimumEqualWidth = max(layout.minimumEqualWidth, a.iconSize + 2 * a.itemPadding)
    }
    scroll = try ScrollModel(viewportLength: 1, contentLength: 1)
    layer = Layer(name: names.bar)
    layer.backgroundColor.set(style == .curve ? .clear : self.appearance.barColor)
    track.clipsToBounds = true
    layer.addChild(track)
    if let line = self.appearance.hairlineColor, style != .curve {
      hairline.backgroundColor.set(line)
      layer.addChild(hairline)
    }
    let indicator: any TabIndicator
    switch style {
    case .arrow: indicator = ArrowIndicator(bar: self)
    case .curve: indicator = CurveIndicator(bar: self)
    case .pill: indicator = PillIndicator(bar: self)
    case .underline: indicator = UnderlineIndicator(bar: self)
    }
    self.indicator = indicator
    rebuildItemViews()
    indicator.install()
    installGestures()
  }

  static func validate(index: Int, count: Int, field: String = "index") throws(TabMotionError) {
    guard index >= 0, index < count else {
      throw TabMotionError(field: field, reason: "must be in 0…\(count - 1), got \(index)")
    }
  }

  /// The bar's height for a bottom safe-area inset, points.
  public func preferredHeight(safeBottom: Double) -> Double {
    appearance.contentHeight + max(0, safeBottom)
  }

  /// When the indicator's tap animation arrives (−∞ while tracking or at rest), seconds.
  public var indicatorArrivalTime: Double { driver.arrivalTime }

  /// True while the indicator follows a pager rather than animating on its own.
  public var isTracking: Bool { driver.isTracking }

  // MARK: Layout

  /// Lays the bar out in `frame` (its parent's coordinates, bottom safe area included);
  /// items stay inside the left and right `safeArea`. At any time, mid-animation included.
  public func layout(
    frame: Rect, safeArea: EdgeInsets, direction: LayoutDirection, isLandscape: Bool,
    at time: Double
  ) {
    layer.setFrame(frame)
    insets = EdgeInsets(top: 0, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right)
    isRightToLeft = direction == .rightToLeft
    self.isLandscape = isLandscape
    layout.viewportWidth = max(1, frame.width - insets.left - insets.right)
    layout.contentHeight = appearance.contentHeight
    layout.isRightToLeft = isRightToLeft
    layout.update(position: position)
    track.setFrame(
      Rect(x: insets.left, y: 0, width: layout.viewportWidth, height: appearance.contentHeight))
    hairline.setFrame(Rect(x: 0, y: 0, width: frame.width, height: 0.5))
    scroll.relayout(
      viewportLength: layout.viewportWidth, contentLength: layout.contentWidth, at: time,
      caller: "TabBar.layout(frame:safeArea:direction:isLandscape:at:)")
    scrollRecognizer.isEnabled = layout.isScrollable
    placeItems()
    indicator?.layoutDidChange()
    needsLayout = true
  }

  /// Places the views of `items` (all by default) in their layout frames.
  func placeItems(_ items: Range<Int>? = nil) {
    for i in items ?? itemViews.indices {
      itemViews[i].place(
        in: layout.frames[i], weight: layout.weight(of: i, at: position), rtl: isRightToLeft,
        revealsTitle: driver.isTracking || i == selectedIndex)
    }
  }

  /// Converts a track x to the bar's own coordinates.
  func barX(_ trackX: Double) -> Double { insets.left + trackX - trackOffset }

  // MARK: Selection

  /// Selects `index`: the indicator animates there from where it is presented (a new tap
  /// mid-animation retargets, keeping velocity), or cross-fades with reduced motion. Stops
  /// tracking a pager. An index outside the items is a programmer error (a precondition).
  public func select(_ index: Int, animated: Bool, at time: Double) {
    precondition(
      index >= 0 && index < items.count,
      "TabBar.select(_:animated:at:): index \(index) is outside the bar's 0..<\(items.count)")
    setSelectedIndex(index)
    resumeAutomaticScrolling(at: time)
    if !animated {
      pendingJump = nil
      fade.set(1)
      driver.jump(to: Double(index))
    } else if reducedMotion {
      fade.animate(to: 0, with: .curve(.easeInEaseOut, duration: Self.fadeHalf), at: time)
      pendingJump = (index, time + Self.fadeHalf)
      driver.jump(to: driver.value(at: time))
    } else {
      pendingJump = nil
      driver.animate(to: Double(index), with: style.tapMotion, at: time)
    }
    indicator?.selectionDidChange(to: index, animated: animated, at: time)
  }

  /// Changes the committed selection without moving the indicator: for a host whose pager
  /// decided on a page while the indicator tracks it. Out-of-range indexes are ignored.
  public func setSelectedIndex(_ index: Int) {
    guard index >= 0, index < items.count, index != selectedIndex else { return }
    let old = selectedIndex
    selectedIndex = index
    if old < itemViews.count {
      itemViews[old].setSelected(false, index: old, count: items.count)
    }
    itemViews[index].setSelected(true, index: index, count: items.count)
  }

  /// Makes the indicator follow a pager's continuous `progress` (pages = items), e.g. 1.37,
  /// until the next `select` or `stopTracking`. Taking over from an animation blends in
  /// without a jump. Values past the ends (rubber-banding) are clamped; NaN and ±∞ are
  /// programmer errors (a precondition).
  public func track(progress: Double, at time: Double) {
    precondition(
      progress.isFinite, "TabBar.track(progress:at:): progress must be finite, got \(progress)")
    let p = layout.clamped(progress)
    if !driver.isTracking {
      resumeAutomaticScrolling(at: time)
      pendingJump = nil
      fade.set(1)
      indicator?.setFade(1)
    }
    driver.track(p, at: time)
  }

  /// Stops following the pager; the indicator finishes where it was tracking to.
  public func stopTracking(at time: Double) {
    driver.stopTracking(at: time)
  }

  // MARK: Frame

  /// Advances the indicator and writes the layers for `time`. Allocation-free; a bar at rest
  /// returns almost at once.
  public func update(to time: Double) {
    if let jump = pendingJump, time >= jump.time {
      pendingJump = nil
      driver.jump(to: Double(jump.index))
      fade.animate(to: 1, with: .curve(.easeInEaseOut, duration: Self.fadeHalf), at: jump.time)
    }
    if fade.present(at: time) { indicator?.setFade(fade.presented) }
    let p = layout.clamped(driver.value(at: time))
    var moved = p != position || needsLayout
    position = p
    if layout.expands && moved {
      layout.update(position: p)
      placeItems(layout.changed)
    }
    if updateTrackOffset(at: time) { moved = true }
    if moved {
      // A tapped tab lights up at once, as in Twitter; a swipe lights whichever tab the
      // indicator is nearest.
      let h = driver.isTracking ? Int(p.rounded()) : min(selectedIndex, itemViews.count - 1)
      if h != highlighted {
        if highlighted >= 0 && highlighted < itemViews.count {
          itemViews[highlighted].setHighlighted(false)
        }
        itemViews[h].setHighlighted(true)
        highlighted = h
      }
    }
    indicator?.update(position: p, moved: moved, tracking: driver.isTracking, at: time)
    needsLayout = false
  }

  /// True while anything in the bar is still moving on its own.
  public func isAnimating(at time: Double) -> Bool {
    driver.isAnimating(at: time) || pendingJump != nil || fade.isAnimating
      || (indicator?.isAnimating(at: time) ?? false) || !scroll.isAtRest
      || offsetBlend.isAnimating(at: time)
  }

  /// Moves the track: with the user's scrolling, or keeping the indicator centred as far as
  /// the content allows. Returns true when the offset changed.
  private func updateTrackOffset(at time: Double) -> Bool {
    let target: Double
    if isScrollingManually {
      _ = scroll.advance(to: time)
      target = scroll.offset
    } else if layout.isScrollable {
      target = layout.offsetKeepingVisible(position) + offsetBlend.value(at: time)
    } else {
      target = 0
    }
    guard target != trackOffset else { return false }
    trackOffset = target
    track.contentOffset = Point(target, 0)
    return true
  }

  /// Hands the track back to automatic scrolling, blending from a manual offset.
  func resumeAutomaticScrolling(at time: Double) {
    guard isScrollingManually else { return }
    isScrollingManually = false
    let automatic = layout.offsetKeepingVisible(driver.value(at: time))
    offsetBlend.set(trackOffset - automatic)
    offsetBlend.animate(to: 0, with: .curve(.easeInEaseOut, duration: 0.3), at: time)
  }
}
