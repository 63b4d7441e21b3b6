import TabMotionCore

/// The trace names of a bar's layers: `tabBar`, `item.N`, `indicator`, `bubble`.
/// A prefix keeps several bars on one screen apart. Titles and icons are unnamed unless a
/// screen asks for them (ColorMatch traces `title.N`).
public struct TabBarNames: Hashable, Sendable {
  /// The bar's own layer name (`tabBar` after the prefix).
  public var bar: String
  /// The start of each item layer's name, followed by its index (`item.` after the prefix).
  public var itemPrefix: String
  /// The indicator layer's name (`indicator` after the prefix).
  public var indicator: String
  /// The name of the curve style's floating circle (`bubble` after the prefix).
  public var bubble: String
  /// Prefix of each item's title layer (`title.` gives `title.N`); nil leaves them unnamed.
  public var titlePrefix: String?
  /// Prefix of each item's icon layer (`tabIcon.` gives `tabIcon.N`); nil leaves them unnamed.
  public var iconPrefix: String?
  /// The start of each item's badge layer's name, followed by its index (`badge.` after the
  /// prefix).
  public var badgePrefix: String

  /// Creates the standard names, each preceded by `prefix` (empty by default); titles and icons
  /// stay unnamed.
  public init(prefix: String = "") {
    bar = prefix + "tabBar"
    itemPrefix = prefix + "item."
    indicator = prefix + "indicator"
    bubble = prefix + "bubble"
    badgePrefix = prefix + "badge."
  }

  /// The name of item `index`'s badge layer, e.g. `badge.2`.
  public func badge(_ index: Int) -> String { badgePrefix + String(index) }

  /// The name of item `index`'s layer, e.g. `item.2`.
  public func item(_ index: Int) -> String { itemPrefix + String(index) }

  /// The title layer's name for item `index`, if titles are named.
  public func title(_ index: Int) -> String? { titlePrefix.map { $0 + String(index) } }

  /// The icon layer's name for item `index`, if icons are named.
  public func icon(_ index: Int) -> String? { iconPrefix.map { $0 + String(index) } }
}
