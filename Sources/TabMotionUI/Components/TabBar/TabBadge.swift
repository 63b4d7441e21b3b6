/// What a tab shows at its icon's (or title's) trailing top corner: a count, a dot or a
/// short text. Set it on a `TabItem` from the data source, or change it live with
/// `TabBar.setBadge(_:forItemAt:at:)`.
public enum TabBadge: Hashable, Sendable {
  /// A number of new things; above the appearance's `maximumCount` it reads "99+". A count of
  /// 0 or less shows no badge.
  case count(Int)
  /// A small dot without text: something new, uncounted.
  case dot
  /// A short text ("new", "!"); an empty text shows no badge.
  case text(String)

  /// The text the badge shows with `appearance` (empty for a dot), or nil when it shows
  /// nothing (a count of 0 or less, an empty text).
  public func displayText(_ appearance: TabBadgeAppearance) -> String? {
    switch self {
    case .count(let n):
      guard n > 0 else { return nil }
      return n > appearance.maximumCount ? "\(appearance.maximumCount)+" : String(n)
    case .dot: return ""
    case .text(let s): return s.isEmpty ? nil : s
    }
  }

  /// What a screen reader adds to the tab's label: "3 new", "new", or the text.
  public func accessibilityValue(_ appearance: TabBadgeAppearance) -> String? {
    guard let text = displayText(appearance) else { return nil }
    switch self {
    case .count: return "\(text) new"
    case .dot: return "new"
    case .text: return text
    }
  }
}
