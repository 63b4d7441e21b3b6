import TabMotionCore

/// Colours and metrics of a tab bar, in points.
public struct TabBarAppearance: Hashable, Sendable {
  /// The bar's background (white by default).
  public var barColor: Color
  /// Icons and titles of items that are not selected.
  public var itemColor: Color
  /// The selected item's icon and title (arrow and underline styles).
  public var selectedColor: Color
  /// The arrow's and the underline's fill, and the curve's floating circle.
  public var indicatorColor: Color
  /// A line along the top edge (not drawn for the curve, whose edge dips).
  public var hairlineColor: Color?
  /// Height of the item row, above the bottom safe area.
  public var contentHeight: Double
  /// The side of each item's icon, in points (26 by default).
  public var iconSize: Double
  /// The font of the item titles (10 pt medium by default).
  public var titleFont: Font
  /// The selected item's title font; nil (the default) uses ``titleFont``. Widths are measured
  /// for the wider of the two, so a bolder selection never jostles its neighbours.
  public var selectedTitleFont: Font?
  /// Whether items show their titles under the icons (true by default).
  public var showsTitles: Bool
  /// Space each side of an item's content in fitted widths.
  public var itemPadding: Double
  /// The arrow's size; its bottom overlaps the bar's top by 2 pt.
  public var arrowSize: Size
  /// A fixed width for the indicator, points, centred on its tab: the underline (instead of
  /// its title's width) and the pill (instead of its tab's; what does not fit is clipped).
  /// Nil (the default) fits the indicator to its tab. The arrow has ``arrowSize``, and the
  /// curve's dip its own radius.
  public var indicatorWidth: Double?

  /// Creates an appearance; every value has a default, together a white bar with grey items and
  /// a blue (`#1da1f2`) selection and indicator.
  public init(
    barColor: Color = .white, itemColor: Color = Color(hex: 0x8899A6),
    selectedColor: Color = Color(hex: 0x1DA1F2), indicatorColor: Color = Color(hex: 0x1DA1F2),
    hairlineColor: Color? = Color(hex: 0xD9DCE1), contentHeight: Double = 49,
    iconSize: Double = 26, titleFont: Font = .system(10, .medium), showsTitles: Bool = true,
    itemPadding: Double = 14, arrowSize: Size = Size(22, 11), indicatorWidth: Double? = nil
  ) {
    self.indicatorWidth = indicatorWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
    self.barColor = barColor
    self.itemColor = itemColor
    self.selectedColor = selectedColor
    self.indicatorColor = indicatorColor
    self.hairlineColor = hairlineColor
    self.contentHeight = contentHeight
    self.iconSize = iconSize
    self.titleFont = titleFont
    self.selectedTitleFont = nil
    self.showsTitles = showsTitles
    self.itemPadding = itemPadding
    self.arrowSize = arrowSize
  }

  /// A sensible look for each style.
  public static func standard(for style: TabIndicatorStyle) -> TabBarAppearance {
    switch style {
    case .arrow:
      // Twitter's dark bar: the arrow is the bar's own colour poking up into the content.
      TabBarAppearance(
        barColor: Color(hex: 0x15202B), itemColor: Color(hex: 0x8899A6),
        selectedColor: Color(hex: 0x1DA1F2), indicatorColor: Color(hex: 0x15202B),
        hairlineColor: nil)
    case .curve:
      // Bar and circle in one colour: the page showing through the gap draws the wave.
      TabBarAppearance(
        barColor: Color(hex: 0x3B5BDB), itemColor: Color(hex: 0xDBE4FF),
        selectedColor: .white, indicatorColor: Color(hex: 0x3B5BDB), hairlineColor: nil,
        contentHeight: 56, showsTitles: false)
    case .pill:
      TabBarAppearance(
        barColor: .white, itemColor: Color(hex: 0x6B7280), selectedColor: .white,
        indicatorColor: Color(hex: 0x4C6EF5), contentHeight: 56, iconSize: 22,
        titleFont: .system(14, .semibold), itemPadding: 12)
    case .underline:
      TabBarAppearance(
        barColor: .white, itemColor: Color(hex: 0x6B7280), selectedColor: Color(hex: 0x111827),
        indicatorColor: Color(hex: 0x111827), contentHeight: 44,
        titleFont: .system(15, .semibold), itemPadding: 16)
    }
  }
}
