import TabMotionCore

/// A bar of N tabs with a selection indicator: one of the four built-in styles or your own
/// `TabIndicator`.
///
/// ```
///  tabBar ─┬─ (curve) indicator: bubble clip ── bubble, body   ← `.behindBar`
///          ├─ hairline
///          ├─ track (scrolls, clips) ─┬─ (underline) indicator ← `.underItems`
///          │                          ├─ item.0 … item.N−1 (icon, highlighted icon, title)
///          │                          └─ (pill) indicator      ← `.overItems`
///          └─ (arrow) indicator                               ← `.overBar`, above the top
/// ```
///
/// The track clips its items only while the bar scrolls (a fitted bar too wide for the
/// screen), so a badge riding up onto the curve's circle shows above the bar's top edge.
///
/// The indicator's progress is kept in items (index units), not points: a tap animates it
/// with `tapAnimation` (a curve or a spring), a swiping pager makes it track the continuous progress
/// (`track(progress:at:)`), and every frame turns it into points with the current layout —
/// so a rotation or resize mid-animation re-lays everything out without a jump. Per-frame
/// work does not depend on the number of items (except a fitted pill bar's, whose spare
/// width follows the selected title) and allocates nothing.
public final class TabBar {
  // The state written every frame opts out of the runtime's exclusivity checks, as `Layer`'s
  // properties do and for the same reason: a bar lives in one isolation domain and no
  // observer re-enters it, so no check could fail, and a steady frame should not pay for them
  // (the performance article has the numbers).
  /// The bar's root layer (trace name from ``names``); add it to the screen.
  public let layer: Layer
  /// The built-in style the bar was made with; nil for a custom indicator.
  public let style: TabIndicatorStyle?
  /// What marks the selection.
  public let indicator: any TabIndicator
  /// How each item is drawn.
  public let itemLook: TabItemLook
  /// The trace names of the bar's layers.
  public let names: TabBarNames
  /// The bar's colours, fonts and metrics. Set a new one at any time (a switch to dark mode):
  /// the items are drawn and measured again and the bar is laid out again on the next frame.
  public var appearance: TabBarAppearance {
    didSet { if appearance != oldValue { applyAppearance() } }
  }
  /// Whether items share the width equally or take their content's width.
  public let widthMode: TabWidthMode
  /// The tabs, in reading order.
  @exclusivity(unchecked)
  public internal(set) var items: [TabItem]
  /// The committed selection: set at once by a tap or `select`, and by the host while a
  /// pager is being swiped (`setSelectedIndex`).
  @exclusivity(unchecked)
  public internal(set) var selectedIndex: Int
  /// Reduced motion: taps cross-fade the indicator (≤ 0.2 s) instead of moving it, and badges
  /// only fade in and out.
  @exclusivity(unchecked)
  public var reducedMotion = false
  /// How the items' badges look (a red pill with white text, 99+ past 99, by default);
  /// changing it redraws every badge at once.
  public var badgeAppearance = TabBadgeAppearance() {
    didSet { if badgeAppearance != oldValue { reapplyBadges() } }
  }
  /// How a tap moves the indicator: a duration with a timing curve, or a spring. Defaults to
  /// the style's (arrow 0.2 s ease-in-out, curve 0.4 s ease-in-out, pill a spring with
  /// damping 0.7, underline 0.25 s ease-in-out); change it at any time to play with the feel.
  @exclusivity(unchecked)
  public var tapAnimation: Animator<Double>.Motion
  /// The indicator's presented progress in items, e.g. 1.37.
  @exclusivity(unchecked)
  public internal(set) var progress: Double
  /// True when the last layout was right to left: items run from the right edge.
  @exclusivity(unchecked)
  public private(set) var isRightToLeft = false
  /// True when the last layout was in landscape, as given to `layout`.
  @exclusivity(unchecked)
  public private(set) var isLandscape = false

  let track = Layer()
  /// The items' badges, over the items and any indicator in the track.
  let badgeRow = Layer()
  @exclusivity(unchecked)
  var fadingBadges = 0
  let hairline = Layer()
  /// The items' selected looks, shown inside the indicator's `selectedLookHost`.
  let selectedRow = Layer()
  @exclusivity(unchecked)
  var itemViews: [TabItemView] = []
  /// What the indicator sees; also the single home of the layout (see `layout`).
  // Checked: it is handed `inout` to the indicator, which may be the user's own code.
  var context = TabIndicatorContext()
  @exclusivity(unchecked)
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
  @exclusivity(unchecked)
  var scroll: ScrollModel
  @exclusivity(unchecked)
  var isScrollingManually = false
  /// What is left of the difference between a manually scrolled offset and the automatic
  /// one, dying out after the user selects again.
  @exclusivity(unchecked)
  var offsetBlend = Animator<Double>(value: 0)
  /// Points the track is scrolled by.
  @exclusivity(unchecked)
  public internal(set) var trackOffset = 0.0
  /// Left and right safe-area insets the items stay inside, points.
  @exclusivity(unchecked)
  public private(set) var insets = EdgeInsets.zero
  @exclusivity(unchecked)
  var highlighted = -1
  @exclusivity(unchecked)
  private var fade = Animated(1.0)
  @exclusivity(unchecked)
  var pendingJump: (index: Int, time: Double)?
  /// When an animated change of items started sliding (nil when none is under way).
  @exclusivity(unchecked)
  var morphStart: Double?
  /// Removed items fading out where they were during an animated change of items.
  @exclusivity(unchecked)
  var leavingItems: [LeavingTabItem] = []
  @exclusivity(unchecked)
  var needsLayout = true
  /// False until the first `layout`: items have no frames to slide from yet.
  var isLaidOut = false
  /// The height above the bottom safe area of the frame the bar was last laid out in
  /// (unbounded before the first layout).
  private var frameContentHeight = Double.infinity

  /// The item layout, kept inside the indicator's context so that neither holds a second
  /// copy of its arrays (a copy would be duplicated on the next per-frame write).
  var layout: TabBarLayout {
    get { context.layout }
    _modify { yield &context.layout }
  }

  /// The cross-fade reduced motion uses instead of travel: out, jump, in.
  static let fadeHalf = 0.1

  /// A bar with one of the built-in indicator styles, its item look, appearance and tap
  /// animation. Throws for no items, empty or repeated ids or a selected index outside the
  /// items.
  ///
  /// The curve style shows icons alone unless the appearance asks for titles
  /// (``TabBarAppearance/showsTitles``): then each icon has its label under it, the dip and
  /// the floating circle as ever. `itemLook` draws the items another way whatever the style
  /// (icons over the underline's titles: ``TabItemLook/iconAndTitle``); nil, the default,
  /// keeps the style's.
  public convenience init(
    items: [TabItem], style: TabIndicatorStyle, itemLook: TabItemLook? = nil,
    selectedIndex: Int = 0, widthMode: TabWidthMode = .equal,
    appearance: TabBarAppearance? = nil, names: TabBarNames = TabBarNames(),
    textMeasurer: any TextMeasuring = EstimatedTextMeasurer()
  ) throws(TabMotionError) {
    let look = appearance ?? .standard(for: style)
    try self.init(
      items: items, indicator: style.makeIndicator(selectedIndex: selectedIndex),
      itemLook: itemLook ?? (style == .curve && look.showsTitles ? .iconAndTitle : style.itemLook),
      selectedIndex: selectedIndex,
      widthMode: widthMode, appearance: appearance ?? .standard(for: style),
      tapAnimation: style.tapMotion, names: names, textMeasurer: textMeasurer, style: style)
  }

  /// A bar with an indicator of your own. Throws for no items, empty or repeated ids or a
  /// selected index outside the items.
  public convenience init(
    items: [TabItem], indicator: any TabIndicator, itemLook: TabItemLook,
    selectedIndex: Int = 0, widthMode: TabWidthMode = .equal,
    appearance: TabBarAppearance = TabBarAppearance(),
    tapAnimation: Animator<Double>.Motion = .curve(.easeInEaseOut, duration: 0.25),
    names: TabBarNames = TabBarNames(), textMeasurer: any TextMeasuring = EstimatedTextMeasurer()
  ) throws(TabMotionError) {
    try self.init(
      items: items, indicator: indicator, itemLook: itemLook, selectedIndex: selectedIndex,
      widthMode: widthMode, appearance: appearance, tapAnimation: tapAnimation, names: names,
      textMeasurer: textMeasurer, style: nil)
  }

  private init(
    items: [TabItem], indicator: any TabIndicator, itemLook: TabItemLook, selectedIndex: Int,
    widthMode: TabWidthMode, appearance: TabBarAppearance,
    tapAnimation: Animator<Double>.Motion, names: TabBarNames, textMeasurer: any TextMeasuring,
    style: TabIndicatorStyle?
  ) throws(TabMotionError) {
    try TabItem.validate(items)
    try Self.validate(index: selectedIndex, count: items.count)
    if let width = appearance.indicatorWidth {
      try TabMotionError.requirePositive(width, "appearance.indicatorWidth")
    }
    self.items = items
    self.style = style
    self.indicator = indicator
    self.itemLook = itemLook
    self.names = names
    self.appearance = appearance
    self.widthMode = widthMode
    self.selectedIndex = selectedIndex
    self.tapAnimation = tapAnimation
    measurer = textMeasurer
    progress = Double(selectedIndex)
    driver = IndicatorDriver(progress: Double(selectedIndex))
    context.layout = TabBarLayout(mode: widthMode, expands: itemLook == .expanding)
    context.iconOpacityRequests.reserveCapacity(16)
    context.badgeRideRequests.reserveCapacity(4)
    if itemLook == .expanding {
      // Collapsed expanding items still show their icon with padding.
      context.layout.minimumEqualWidth = max(
        context.layout.minimumEqualWidth, appearance.iconSize + 2 * appearance.itemPadding)
    }
    scroll = try ScrollModel(viewportLength: 1, contentLength: 1)
    layer = Layer(name: names.bar)
    track.clipsToBounds = true
    badgeRow.isUserInteractionEnabled = false
    layer.addChild(track)
    applyBackground()
    switch indicator.placement {
    case .behindBar: layer.insertChild(indicator.layer, at: 0)
    case .underItems: track.addChild(indicator.layer)
    case .overItems: break  // added above the items by `rebuildItemViews`
    case .overBar: layer.addChild(indicator.layer)
    }
    // An indicator in front of the items (a pill, an arrow) is never what a touch or the
    // keyboard's focus lands on: the tab under it is (the bar's recogniser serves both).
    indicator.layer.isUserInteractionEnabled =
      indicator.placement == .behindBar || indicator.placement == .underItems
    indicator.selectedLookHost?.addChild(selectedRow)
    layer.traceFieldsProvider = { [weak self] in
      guard let self else { return [] }
      return self.indicator.barTraceFields(origin: self.layer.sceneFrame.origin)
    }
    rebuildItemViews(at: nil)
    syncContext(at: 0)
    indicator.selectionDidChange(to: selectedIndex, animated: false, context: context)
    installGestures()
  }

  static func validate(index: Int, count: Int, field: String = "index") throws(TabMotionError) {
    guard index >= 0, index < count else {
      throw TabMotionError(field: field, reason: "must be in 0…\(count - 1), got \(index)")
    }
  }

  /// The bar's height for a bottom safe-area inset, points: the appearance's content height,
  /// or more when icons over titles need it (the underline style's larger titles drawn with
  /// icons, ``TabItemLook/iconAndTitle``).
  public func preferredHeight(safeBottom: Double) -> Double {
    contentHeight + max(0, safeBottom)
  }

  /// The height the items are laid out in, above the bottom safe area: the appearance's, or
  /// what icons over titles need when that is more and the frame the bar was last laid out
  /// in has room (a collapsing screen's bar keeps the height it was given).
  var contentHeight: Double {
    guard itemLook == .iconAndTitle else { return appearance.contentHeight }
    let needed = min(TabItemView.iconAndTitleHeight(appearance), frameContentHeight)
    return max(appearance.contentHeight, needed)
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
    frameContentHeight = frame.height - max(0, safeArea.bottom)
    isRightToLeft = direction == .rightToLeft
    self.isLandscape = isLandscape
    layout.viewportWidth = max(1, frame.width - insets.left - insets.right)
    layout.contentHeight = contentHeight
    layout.isRightToLeft = isRightToLeft
    layout.update(progress: progress)
    track.setFrame(
      Rect(x: insets.left, y: 0, width: layout.viewportWidth, height: contentHeight))
    hairline.setFrame(Rect(x: 0, y: 0, width: frame.width, height: 0.5))
    contentWidthDidChange(
      at: time, caller: "TabBar.layout(frame:safeArea:direction:isLandscape:at:)")
    isLaidOut = true
    placeItems()
    context.layoutChanged = true
    needsLayout = true
  }

  /// The items' row is another width (a layout, a change of items, a badge beside a title):
  /// the track scrolls, takes the finger and clips exactly when the items do not fit.
  func contentWidthDidChange(at time: Double, caller: StaticString) {
    scroll.relayout(
      viewportLength: layout.viewportWidth, contentLength: layout.contentWidth, at: time,
      caller: caller)
    scrollRecognizer.isEnabled = layout.isScrollable
    // Only a bar that scrolls clips its items: the curve's selected badge rides up with its
    // icon into the circle above the bar, where a clipping track would cut it off.
    if track.clipsToBounds != layout.isScrollable { track.clipsToBounds = layout.isScrollable }
    badgeRow.setFrame(
      Rect(x: 0, y: 0, width: max(1, layout.contentWidth), height: contentHeight))
  }

  /// Places the views of `items` (all by default) in their layout frames.
  func placeItems(_ items: Range<Int>? = nil) {
    for i in items ?? itemViews.indices {
      itemViews[i].place(
        in: layout.frames[i], weight: layout.weight(of: i, at: progress),
        isRightToLeft: isRightToLeft,
        revealsTitle: driver.isTracking || i == selectedIndex,
        settledWidth: layout.settledWidth(of: i))
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
      driver.animate(to: Double(index), with: tapAnimation, at: time)
    }
    syncContext(at: time)
    indicator.selectionDidChange(to: index, animated: animated, context: context)
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
    fade.present(at: time)
    let p = layout.clamped(driver.value(at: time))
    var moved = p != progress || needsLayout
    progress = p
    if advanceItemChange(to: time) {
      moved = true
    } else if layout.expands && moved {
      layout.update(progress: p)
      placeItems(layout.changed)
    }
    if updateTrackOffset(at: time) { moved = true }
    if moved {
      // A tapped tab lights up at once, as in Twitter; a swipe lights whichever tab the
      // indicator is nearest.
      let h =
        driver.isTracking ? Int(saturating: p.rounded()) : min(selectedIndex, itemViews.count - 1)
      if h != highlighted {
        if highlighted >= 0 && highlighted < itemViews.count {
          itemViews[highlighted].setHighlighted(false)
        }
        itemViews[h].setHighlighted(true)
        highlighted = h
      }
    }
    syncContext(at: time)
    context.hasMoved = moved
    indicator.update(&context)
    context.layoutChanged = false
    for request in context.iconOpacityRequests where request.item < itemViews.count {
      let icon = itemViews[request.item].icon
      if icon.opacity.model != request.opacity { icon.opacity.set(request.opacity) }
      // The badge goes where the icon goes (the curve's selected icon rides in its circle).
      let slot = itemViews[request.item].badge.slot
      if slot.opacity.model != request.opacity { slot.opacity.set(request.opacity) }
    }
    if fadingBadges > 0 {
      for view in itemViews where view.badge.finishHiding(at: time) { fadingBadges -= 1 }
    }
    context.iconOpacityRequests.removeAll(keepingCapacity: true)
    applyBadgeRides()
    if moved, let host = indicator.selectedLookHost {
      // The items' selected look stays where the items are while its host moves over them.
      let origin = host.frame.model.origin
      selectedRow.setFrame(
        Rect(
          x: -origin.x, y: -origin.y, width: max(1, layout.contentWidth),
          height: contentHeight))
    }
    needsLayout = false
  }

  /// Brings what the indicator sees up to date (the arrays only change with the items).
  func syncContext(at time: Double) {
    // Written through one copy: one access to `context`, not one per field (only scalars
    // change, so the copy shares the layout's arrays and allocates nothing).
    var c = context
    c.time = time
    c.progress = progress
    c.selectedIndex = selectedIndex
    c.isTracking = driver.isTracking
    c.isRightToLeft = isRightToLeft
    c.isLandscape = isLandscape
    c.reducedMotion = reducedMotion
    c.fade = fade.presented
    c.arrivalTime = driver.arrivalTime
    c.tapAnimation = tapAnimation
    c.bounds = layer.bounds
    c.itemArea = Rect(
      x: insets.left, y: 0, width: layout.viewportWidth, height: contentHeight)
    c.trackOffset = trackOffset
    context = c
  }

  /// True while anything in the bar is still moving on its own.
  public func isAnimating(at time: Double) -> Bool {
    driver.isAnimating(at: time) || pendingJump != nil || fade.isAnimating || morphStart != nil
      || indicator.isAnimating(at: time) || !scroll.isAtRest
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
      target = layout.offsetKeepingVisible(progress) + offsetBlend.value(at: time)
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

  /// Reduced motion's answer to a change of items: the indicator fades in where it now is.
  func fadeIn(at time: Double) {
    fade.set(0)
    fade.animate(to: 1, with: .curve(.easeInEaseOut, duration: 2 * Self.fadeHalf), at: time)
  }

  /// The bar's background and top hairline from the appearance (an indicator that draws the
  /// bar's background, the curve, takes the colour from its configuration instead).
  private func applyBackground() {
    let ownBackground = !indicator.drawsBarBackground
    layer.backgroundColor.set(ownBackground ? appearance.barColor : .clear)
    if let line = appearance.hairlineColor, ownBackground {
      hairline.backgroundColor.set(line)
      if hairline.parent == nil {
        let afterTrack = (layer.children.firstIndex { $0 === track } ?? 0) + 1
        layer.insertChild(hairline, at: afterTrack)
      }
    } else {
      hairline.removeFromParent()
    }
  }

  /// A new appearance: background, items (measured again) and indicator, laid out next frame.
  private func applyAppearance() {
    applyBackground()
    for view in itemViews { view.appearance = appearance }
    rebuildItemViews(at: nil)
    // The items were measured again (a new font): laid out and placed at once, so the
    // indicator the next frame places finds them where they are, not at the origin.
    layout.contentHeight = contentHeight
    layout.update(progress: progress)
    placeItems()
    context.layoutChanged = true
    // The rebuilt views start unhighlighted: the next frame highlights the right one again.
    highlighted = -1
    needsLayout = true
  }
}
