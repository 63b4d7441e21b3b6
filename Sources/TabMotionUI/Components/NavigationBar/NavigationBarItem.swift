import TabMotionCore

/// A button of a ``NavigationBar``: a title ("‹ Gallery", "Edit") or an icon ("•••"), what
/// it announces, and what a tap on it does. Leading items sit at the bar's leading edge
/// (the left, the right in right-to-left layouts), trailing items at the other; both are
/// drawn in the tint of the bar's ``NavigationBar/appearance`` and are hit-tested like any control: a
/// touch that lifts inside the item acts, however long it was held.
///
/// ```swift
/// bar.setItems(
///   leading: [NavigationBarItem(title: "‹ Library", accessibilityLabel: "Library") { time in
///     goBack(at: time) }],
///   trailing: [NavigationBarItem(icon: myMoreIcon, accessibilityLabel: "More") { _ in
///     showMenu() }])
/// ```
public struct NavigationBarItem {
  /// What the item shows.
  public enum Content {
    /// A text label (17 pt, in the tint).
    case title(String)
    /// An icon (24 pt, in the tint).
    case icon(TabIcon)
  }

  /// What the item shows.
  public var content: Content
  /// What a screen reader announces (the item's semantics: this label, "button").
  public var accessibilityLabel: String
  /// The item's trace name; nil names it `<bar>.leading.N` or `<bar>.trailing.N`.
  public var name: String?
  /// Called with the time of a tap (a touch that lifts inside the item).
  public var action: (Double) -> Void

  /// An item showing `title`, announced as `accessibilityLabel` (the title when nil).
  public init(
    title: String, accessibilityLabel: String? = nil, name: String? = nil,
    action: @escaping (Double) -> Void
  ) {
    content = .title(title)
    self.accessibilityLabel = accessibilityLabel ?? title
    self.name = name
    self.action = action
  }

  /// An item showing `icon`, announced as `accessibilityLabel`.
  public init(
    icon: TabIcon, accessibilityLabel: String, name: String? = nil,
    action: @escaping (Double) -> Void
  ) {
    content = .icon(icon)
    self.accessibilityLabel = accessibilityLabel
    self.name = name
    self.action = action
  }
}
