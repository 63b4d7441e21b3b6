import TabMotionCore

/// What a tab bar reports from a touch.
public enum TabBarEvent: Hashable, Sendable {
  /// The user chose another item (already selected and animating when reported).
  case selected(Int)
  /// The user tapped the item that was already selected (a collapsing screen scrolls to top).
  case reselected(Int)
}
