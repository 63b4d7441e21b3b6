import TabMotionCore

/// How a tab bar marks its selected item.
public enum TabIndicatorStyle: String, Hashable, Sendable, CaseIterable {
  /// Twitter: a small arrow above the bar, centred on the selected item.
  case arrow
  /// A dip in the bar's top edge with a circle holding the selected icon floating in it.
  case curve
  /// ColorMatch: a rounded rectangle in the item's colour with its highlighted icon and title.
  case pill
  /// A 2 pt line under the selected title.
  case underline

  /// How each item is drawn with this style.
  public var itemLook: TabItemLook {
    switch self {
    case .arrow: .iconAndTitle
    case .curve: .iconOnly
    case .pill: .expanding
    case .underline: .titleOnly
    }
  }

  /// A new indicator of this style, starting on item `selectedIndex` (to pair it with an
  /// item look of your choice: `TabBar(items:indicator:itemLook:…)`).
  public func makeIndicator(selectedIndex: Int = 0) -> any TabIndicator {
    switch self {
    case .arrow: ArrowIndicator()
    case .curve: CurveIndicator(selectedIndex: max(0, selectedIndex))
    case .pill: PillIndicator()
    case .underline: UnderlineIndicator()
    }
  }

  /// How the indicator travels when a tab is tapped (a bar's default `tapAnimation`).
  public var tapMotion: Animator<Double>.Motion {
    switch self {
    case .arrow: .curve(.easeInEaseOut, duration: 0.2)
    case .curve: .curve(.easeInEaseOut, duration: 0.4)
    case .pill: .spring(Spring(response: 0.3, dampingFraction: 0.7))
    case .underline: .curve(.easeInEaseOut, duration: 0.25)
    }
  }
}

/// Whether items share the bar equally or take the width their content needs.
public enum TabWidthMode: String, Hashable, Sendable {
  /// barWidth / N each (the default).
  case equal
  /// Content width plus padding; spare width is shared out, and a bar whose items do not fit
  /// scrolls horizontally, keeping the selected item in view.
  case fitted
}

/// What a tab bar reports from a touch.
public enum TabBarEvent: Hashable, Sendable {
  /// The user chose another item (already selected and animating when reported).
  case selected(Int)
  /// The user tapped the item that was already selected (a collapsing screen scrolls to top).
  case reselected(Int)
}

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
