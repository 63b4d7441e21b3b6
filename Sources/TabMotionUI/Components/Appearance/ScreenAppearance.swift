import TabMotionCore

/// The colours and fonts of a ready-made screen (`CollapsingTabScreen`, `TabBarScreen`,
/// `ColorMatchScreen`): its background, navigation bar, header and tabs. Every screen takes
/// one when made and as its `appearance` property at any time after (a switch to dark mode);
/// a new one shows from the next frame. Light and dark are ready made:
///
/// ```swift
/// screen.appearance = .dark
/// var mine = ScreenAppearance.light
/// mine.tabs.selectedTitleColor = Color(hex: 0xE8590C)
/// mine.tabs.selectedTitleFont = .system(15, .bold)
/// screen.appearance = mine
/// ```
///
/// Tab values left nil keep the tab bar style's own (the arrow's dark Twitter bar, the
/// curve's blue wave): the appearance changes colours and fonts, never the style's metrics,
/// and never the indicator (any `TabIndicator` works with any appearance).
public struct ScreenAppearance: Hashable, Sendable {
  /// How the tabs of a bar look, whatever marks the selection; nil keeps the style's.
  public struct Tabs: Hashable, Sendable {
    /// Titles (and icons) of tabs that are not selected.
    public var titleColor: Color?
    /// The selected tab's title (and icon).
    public var selectedTitleColor: Color?
    /// The font of the titles.
    public var titleFont: Font?
    /// The selected title's font (a bolder weight, say).
    public var selectedTitleFont: Font?
    /// The bar's background.
    public var background: Color?
    /// The built-in indicators' colour (arrow, underline, the curve's circle, the pill).
    public var indicator: Color?
    /// The line between the tab bar and what it borders; nil keeps the screen's own.
    public var separator: Color?

    /// Creates tab values; each nil keeps the style's own.
    public init(
      titleColor: Color? = nil, selectedTitleColor: Color? = nil, titleFont: Font? = nil,
      selectedTitleFont: Font? = nil, background: Color? = nil, indicator: Color? = nil,
      separator: Color? = nil
    ) {
      self.titleColor = titleColor
      self.selectedTitleColor = selectedTitleColor
      self.titleFont = titleFont
      self.selectedTitleFont = selectedTitleFont
      self.background = background
      self.indicator = indicator
      self.separator = separator
    }

    /// `base` (a style's appearance) with these values put over it.
    public func applied(to base: TabBarAppearance) -> TabBarAppearance {
      var a = base
      if let titleColor { a.itemColor = titleColor }
      if let selectedTitleColor { a.selectedColor = selectedTitleColor }
      if let titleFont { a.titleFont = titleFont }
      if let selectedTitleFont { a.selectedTitleFont = selectedTitleFont }
      if let background { a.barColor = background }
      if let indicator { a.indicatorColor = indicator }
      if let separator, a.hairlineColor != nil { a.hairlineColor = separator }
      return a
    }
  }

  /// Behind the pages and between them (what shows where no page draws).
  public var background: Color
  /// The collapsing header's background, behind its content.
  public var headerBackground: Color
  /// The navigation bar's colours and title font.
  public var navigationBar: NavigationBarAppearance
  /// The tabs' colours and fonts over the bar style's own.
  public var tabs: Tabs

  /// Creates an appearance; the defaults are ``light``.
  public init(
    background: Color = .white, headerBackground: Color = .white,
    navigationBar: NavigationBarAppearance = .light, tabs: Tabs = Tabs()
  ) {
    self.background = background
    self.headerBackground = headerBackground
    self.navigationBar = navigationBar
    self.tabs = tabs
  }

  /// White pages and header, the light navigation bar, the tab bar style's own tabs.
  public static let light = ScreenAppearance()

  /// Near-black pages, a dark header and navigation bar, light titles on a dark tab bar with
  /// a bright selection.
  public static let dark = ScreenAppearance(
    background: Color(hex: 0x000000), headerBackground: Color(hex: 0x1C1C1E),
    navigationBar: .dark,
    tabs: Tabs(
      titleColor: Color(hex: 0x8E8E93), selectedTitleColor: .white,
      background: Color(hex: 0x1C1C1E), indicator: Color(hex: 0x0A84FF),
      separator: Color(hex: 0x38383A)))
}
