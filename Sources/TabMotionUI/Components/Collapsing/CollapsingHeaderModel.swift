import TabMotionCore

/// The geometry of a collapsing header with pinned tabs, as a function of one shared scroll
/// value y (the active page's offset from its resting top, points):
///
/// ```
///  ┌──────── navBar (safe top + 44) ────────┐  fixed; its title fades in once y ≥ 0.6·H
///  ├──────── header (H) ────────────────────┤  translateY = −clamp(y, 0, H)
///  ├──────── tabBar (T) ────────────────────┤  directly under the header; pinned once y ≥ H
///  │  pages (lists inset by H + T at top)   │  border under the bar fades in over H … H + T
///  └────────────────────────────────────────┘
/// ```
///
/// The title fade is time-based: crossing 0.6·H starts a 0.3 s fade eased as React Native's
/// `Animated.timing` is by default, whatever the scroll speed, and a crossing during the fade
/// starts a new fade from the opacity reached.
public struct CollapsingHeaderModel: Sendable {
  /// Header height H, points.
  public let headerHeight: Double
  /// Tab bar height T, points.
  public let tabBarHeight: Double
  /// Where the header rests: the navigation bar's bottom, points from the screen top.
  public var top: Double
  /// Points over which the tab bar's hairline fades in once the header is out of view: the
  /// tab bar's height, so the border is opaque by the time content passes under the bar
  /// (the article's input range runs from the header's top to header + tab bar).
  public var borderRamp: Double
  /// Fraction of H at which the navigation title appears.
  public var titleTrigger = 0.6
  /// Seconds of a title fade.
  public var titleFadeDuration = 0.3
  /// The title fade's easing: React Native's `Animated.timing` default,
  /// `Easing.inOut(Easing.ease)`. From React Native's source (facebook/react-native,
  /// `packages/react-native/Libraries/Animated/`): `animations/TimingAnimation.js` sets
  /// `easing = config.easing ?? Easing.inOut(Easing.ease)`; `Easing.js` defines `ease` as
  /// `bezier(0.42, 0, 1, 1)` and `inOut(easing)` as
  /// `t < 0.5 ? easing(t * 2) / 2 : 1 - easing((1 - t) * 2) / 2`. A quarter into the fade the
  /// title is at 0.1577, not 0.25.
  public var titleEasing = Easing.timingDefault

  /// Quick return: the header follows the direction of scrolling rather than the distance from
  /// the top — scrolling back up from deep in a list reveals it at once (it floats over the
  /// content), scrolling on down hides it again. Off by default.
  public var quickReturn = false
  /// Stretch: pulling the page down past its top makes the header taller by the pull (its
  /// content scaled and its background extended) instead of opening a gap. Off by default.
  public var stretches = false

  /// The shared scroll value: the active page's offset from its resting top, in points.
  public private(set) var y = 0.0
  /// How far the header has slid up, 0…H points: clamp(y, 0, H), or with ``quickReturn`` the
  /// distance scrolled down since it last began to show, never more than clamp(y, 0, H).
  public private(set) var collapse = 0.0
  private var titleShown = false
  /// The running (or last) title fade: from an opacity at a time, towards 0 or 1.
  private var fade = (from: 0.0, to: 0.0, start: -Double.infinity)

  /// Creates the model at y = 0 (header fully shown) with the header `top` points from the
  /// screen top; throws `TabMotionError` for a negative or non-finite H, T or top.
  public init(
    headerHeight: Double = 80, tabBarHeight: Double = 40, top: Double
  )
    throws(TabMotionError)
  {
    try TabMotionError.requireNonNegative(headerHeight, "headerHeight")
    try TabMotionError.requireNonNegative(tabBarHeight, "tabBarHeight")
    try TabMotionError.requireNonNegative(top, "top")
    self.headerHeight = headerHeight
    self.tabBarHeight = tabBarHeight
    self.top = top
    borderRamp = tabBarHeight
  }

  /// The largest collapse the scroll value allows: clamp(y, 0, H). The header never slides
  /// up further than the content under it has.
  public var collapseLimit: Double { min(headerHeight, max(0, y)) }
  /// Points the header is stretched by: the pull past the top with ``stretches``, else 0.
  public var stretch: Double { stretches ? max(0, -y) : 0 }
  /// The header's state as a fraction: 0 fully open, 1 fully collapsed, negative while
  /// stretched (−stretch / H). Trace field `collapse` of the node `header`.
  public var collapseFraction: Double {
    guard headerHeight > 0 else { return stretch > 0 ? -1 : (isPinned ? 1 : 0) }
    return stretch > 0 ? -stretch / headerHeight : collapse / headerHeight
  }
  /// The header's height on screen: H, plus the stretch.
  public var presentedHeaderHeight: Double { headerHeight + stretch }
  /// Header top edge, points from the screen top.
  public var headerY: Double { top - collapse }
  /// Tab bar top edge: under the header (stretched or not), pinned under the navigation bar
  /// once the header has collapsed.
  public var tabBarY: Double { top + headerHeight - collapse + stretch }
  /// True once the header has fully collapsed and the tab bar is pinned under the navigation
  /// bar.
  public var isPinned: Bool { collapse >= headerHeight }
  /// Opacity of the tab bar's bottom hairline: 0 until y = H, rising linearly to 1 at y = H + T
  /// (`borderRamp`), in step with the scroll.
  public var borderOpacity: Double {
    guard borderRamp > 0 else { return y >= headerHeight ? 1 : 0 }
    return min(1, max(0, (y - headerHeight) / borderRamp))
  }
  /// Inset at the top of every page's content so rows start under the tab bar: H + T.
  public var contentInset: Double { headerHeight + tabBarHeight }

  /// Feeds the active page's offset at `time` (NaN is ignored); starts or reverses the title
  /// fade when y crosses 0.6·H.
  ///
  /// With ``quickReturn`` the header moves by the change of offset since the last call; pass
  /// `continuous: false` when the offset belongs to another page than the last call's (a tab
  /// switch), so the header keeps its place as far as the new page allows.
  public mutating func setScroll(_ offset: Double, at time: Double, continuous: Bool = true) {
    guard offset.isFinite else { return }
    let delta = offset - y
    y = offset
    if quickReturn {
      collapse = min(collapseLimit, max(0, collapse + (continuous ? delta : 0)))
    } else {
      collapse = collapseLimit
    }
    let shouldShow = y >= titleTrigger * headerHeight
    guard shouldShow != titleShown else { return }
    titleShown = shouldShow
    // "Crossing back animates 1 → 0 the same way": the article's listener calls
    // `Animated.timing(opacity, { toValue, duration: 300 })` on every crossing, and
    // TimingAnimation's `start` begins at the value on screen (`fromValue`) and runs the whole
    // `duration` with the same easing towards the new target. So a crossing mid-fade is a new
    // eased 300 ms fade from the opacity reached: no jump in opacity; it leaves that opacity
    // from rest (the ease-in-out starts slow: the turn is a stop, not a carried velocity); and
    // a partial way back still takes the full 300 ms, the way the article's code behaves.
    fade = (titleOpacity(at: time), shouldShow ? 1 : 0, time)
  }

  /// The navigation title's opacity at `time`.
  public func titleOpacity(at time: Double) -> Double {
    guard time > fade.start else { return fade.start.isFinite ? fade.from : 0 }
    let f = titleFadeDuration > 0 ? min(1, (time - fade.start) / titleFadeDuration) : 1
    let value = fade.from + (fade.to - fade.from) * titleEasing(f)
    return min(1, max(0, value))
  }

  /// True while the title is fading at `time`.
  public func isTitleFading(at time: Double) -> Bool {
    time < fade.start + titleFadeDuration
  }

  /// Sets the collapse directly (a snap animating the floating header), clamped into
  /// 0…``collapseLimit``; only meaningful with ``quickReturn`` (otherwise the next
  /// `setScroll` puts it back at clamp(y, 0, H)).
  public mutating func setCollapse(_ value: Double) {
    guard value.isFinite else { return }
    collapse = min(collapseLimit, max(0, value))
  }

  /// Whether the title is heading to visible (its fade target).
  public var isTitleShown: Bool { titleShown }
}
