import TabMotionCore

/// The geometry of a collapsing header with pinned tabs, as a function of one shared scroll
/// value y (the active page's offset from its resting top, points):
///
/// ```
///  ┌──────── navBar (safe top + 44) ────────┐  fixed; its title fades in once y ≥ 0.6·H
///  ├──────── header (H) ────────────────────┤  translateY = −clamp(y, 0, H)
///  ├──────── tabBar (T) ────────────────────┤  directly under the header; pinned once y ≥ H
///  │  pages (lists inset by H + T at top)   │  border under the bar fades in over H … H + 20
///  └────────────────────────────────────────┘
/// ```
///
/// The title fade is time-based: crossing 0.6·H starts a linear 0.3 s fade whatever the scroll
/// speed, and a crossing during the fade reverses it from the opacity it has reached.
public struct CollapsingHeaderModel: Sendable {
  /// Header height H, points.
  public let headerHeight: Double
  /// Tab bar height T, points.
  public let tabBarHeight: Double
  /// Where the header rests: the navigation bar's bottom, points from the screen top.
  public var top: Double
  /// Points over which the tab bar's hairline fades in once pinned.
  public var borderRamp = 20.0
  /// Fraction of H at which the navigation title appears.
  public var titleTrigger = 0.6
  /// Seconds of a full title fade.
  public var titleFadeDuration = 0.3

  public private(set) var y = 0.0
  private var title = Animator(value: 0.0, tolerance: Tolerance.fraction)
  private var titleShown = false

  /// Throws for a negative or non-finite H, T or top.
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
  }

  /// How far the header has slid up: clamp(y, 0, H).
  public var collapse: Double { min(headerHeight, max(0, y)) }
  /// Header top edge, points from the screen top.
  public var headerY: Double { top - collapse }
  /// Tab bar top edge: under the header, pinned under the navigation bar once y ≥ H.
  public var tabBarY: Double { top + headerHeight - collapse }
  public var isPinned: Bool { y >= headerHeight }
  /// Opacity of the tab bar's bottom hairline: 0 below H, rising linearly to 1 at H + 20.
  public var borderOpacity: Double {
    guard borderRamp > 0 else { return y >= headerHeight ? 1 : 0 }
    return min(1, max(0, (y - headerHeight) / borderRamp))
  }
  /// Inset at the top of every page's content so rows start under the tab bar: H + T.
  public var contentInset: Double { headerHeight + tabBarHeight }

  /// Feeds the active page's offset at `time` (NaN is ignored); starts or reverses the title
  /// fade when y crosses 0.6·H.
  public mutating func setScroll(_ offset: Double, at time: Double) {
    guard offset.isFinite else { return }
    y = offset
    let shouldShow = y >= titleTrigger * headerHeight
    guard shouldShow != titleShown else { return }
    titleShown = shouldShow
    let target = shouldShow ? 1.0 : 0.0
    let from = title.value(at: time)
    let duration = titleFadeDuration * abs(target - from)
    title.set(from)
    title.animate(to: target, with: .curve(.linear, duration: duration), at: time)
  }

  /// The navigation title's opacity at `time`.
  public func titleOpacity(at time: Double) -> Double {
    min(1, max(0, title.value(at: time)))
  }

  /// Whether the title is heading to visible (its fade target).
  public var isTitleShown: Bool { titleShown }
}
