import TabMotionCore

/// A vector glyph for a tab: a path in a 0…1 unit square (y down), stroked or filled.
public struct TabIcon: Hashable, Sendable {
  /// The glyph's outline in a 0…1 unit square, y down.
  public var path: Path
  /// Stroke width as a fraction of the icon's side; 0 fills the path instead.
  public var strokeFraction: Double

  /// Creates an icon; a negative or non-finite `strokeFraction` becomes 0 (filled).
  public init(path: Path, strokeFraction: Double = 0) {
    self.path = path
    self.strokeFraction = strokeFraction.isFinite ? max(0, strokeFraction) : 0
  }

  /// The glyph as layer content in `color`.
  public func content(_ color: Color) -> LayerContent {
    .icon(.init(path: path, color: color, strokeFraction: strokeFraction))
  }
}

/// One tab: a stable identifier, what it shows and how it is announced.
public struct TabItem: Hashable, Sendable {
  /// Unique within a bar; selection and restoration follow it across inserts and reorders.
  public var id: String
  /// The text shown under the icon (when the bar shows titles) and read by default.
  public var title: String
  /// The glyph shown while the item is not selected; nil for a title-only tab (the bar then
  /// centres the title where the icon and title would have stood).
  public var icon: TabIcon?
  /// Shown while the item is selected (the pill's white icon, the curve's bubble icon); nil
  /// for a title-only tab.
  public var highlightedIcon: TabIcon?
  /// The item's own colour (the pill fills with it; other styles may ignore it).
  public var tint: Color
  /// What a screen reader reads; the title by default.
  public var accessibilityLabel: String
  /// A count, dot or short text at the icon's (or title's) trailing top corner; none by
  /// default.
  public var badge: TabBadge?

  /// Creates an item; the icon is optional (a title-only tab has none), the highlighted icon
  /// defaults to `icon`, the tint to blue (`#1da1f2`), the accessibility label to the title
  /// and the badge to none.
  public init(
    id: String, title: String, icon: TabIcon? = nil, highlightedIcon: TabIcon? = nil,
    tint: Color = Color(hex: 0x1DA1F2), accessibilityLabel: String? = nil, badge: TabBadge? = nil
  ) {
    self.badge = badge
    self.id = id
    self.title = title
    self.icon = icon
    self.highlightedIcon = highlightedIcon ?? icon
    self.tint = tint
    self.accessibilityLabel = accessibilityLabel ?? title
  }

  /// The `count` items a data source describes (`item(i)` for each index), checked: at least
  /// one (`countField` names the data source's count in the error) and unique ids.
  static func collect(
    count: Int, countField: String, _ item: (Int) -> TabItem
  ) throws(TabMotionError) -> [TabItem] {
    guard count >= 1 else {
      throw TabMotionError(field: countField, reason: "must be at least 1, got \(count)")
    }
    let items = (0..<count).map(item)
    try validate(items)
    return items
  }

  /// Throws for no items, an empty id or a repeated one (naming it, e.g. `items[3].id`).
  static func validate(_ items: [TabItem]) throws(TabMotionError) {
    guard !items.isEmpty else {
      throw TabMotionError(field: "items", reason: "a tab bar needs at least one item")
    }
    var seen = Set<String>()
    for (i, item) in items.enumerated() {
      // Tabs are followed by id through changes and saved states: an empty one is a tab
      // whose id was never filled in.
      guard !item.id.isEmpty else {
        throw TabMotionError(field: "items[\(i)].id", reason: "must not be empty")
      }
      guard seen.insert(item.id).inserted else {
        throw TabMotionError(
          field: "items[\(i)].id",
          reason: "duplicate tab identifier \"\(TabMotionError.printable(item.id))\"")
      }
    }
  }
}
