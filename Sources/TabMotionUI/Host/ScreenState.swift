import TabMotionCore

/// What a screen keeps across launches: the selected tab, if it has tabs, and scroll offsets
/// by key — each page's by tab id, so that restoring into a different set of tabs finds each
/// page's own offset (a page that is gone is ignored, a new one starts at the top). Codable,
/// so a host can store it anywhere; `Screen.restoreState(_:at:)` clamps whatever it gets.
public struct ScreenState: Codable, Hashable, Sendable {
  /// The selected tab; nil for a screen without tabs.
  public var selection: TabSelectionState?
  /// Scroll offsets in points from each scroll view's resting top: a tabbed screen's pages
  /// by tab id, a screen without tabs under keys of its own.
  public var offsets: [String: Double]

  public init(selection: TabSelectionState? = nil, offsets: [String: Double] = [:]) {
    self.selection = selection
    self.offsets = offsets
  }
}
