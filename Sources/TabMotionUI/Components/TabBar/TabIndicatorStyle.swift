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
