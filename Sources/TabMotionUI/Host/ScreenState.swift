import TabMotionCore

/// What a screen keeps across launches: the selected tab and each page's scroll offset,
/// keyed by tab id, so that restoring into a different set of tabs finds each page's own
/// offset (a page that is gone is ignored, a new one starts at the top). Codable, so a host
/// can store it anywhere; `Screen.restoreState(_:at:)` clamps whatever it gets.
public struct ScreenState: Codable, Hashable, Sendable {
  public var selection: TabSelectionState
  /// Scroll offset of each tab's page by tab id, points from the page's resting top.
  public var offsets: [String: Double]

  public init(selection: TabSelectionState, offsets: [String: Double] = [:]) {
    self.selection = selection
    self.offsets = offsets
  }
}
