import TabMotionCore

/// A screen with tabs a host or script can read and select: traces report
/// ``selectedIndex`` as `selected`, and a script's `{"select": 2}` step calls
/// ``select(_:animated:at:)`` after checking the index against ``tabCount``.
public protocol TabSelecting: Screen {
  /// The settled selected tab: the one the pages rest on or, from the moment a finger lifts
  /// or a tab is tapped, the one they are settling on.
  var selectedIndex: Int { get }
  /// How many tabs there are; a script's `select` accepts `0..<tabCount`.
  var tabCount: Int { get }
  /// Selects the tab at `index` as a tap would, animated or at once. An index outside
  /// `0..<tabCount` is a programmer error (a precondition); hosts check scripted indices
  /// first.
  func select(_ index: Int, animated: Bool, at time: Double)
}
