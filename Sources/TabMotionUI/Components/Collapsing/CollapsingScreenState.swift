/// What a `CollapsingTabScreen` keeps across launches: the
/// selected tab and every page's scroll offset, keyed by tab id so that restoring into a
/// different set of tabs finds each page's own offset (or starts it at the top).
public struct CollapsingScreenState: Codable, Hashable, Sendable {
  /// The selected tab, by index and id.
  public var selection: TabSelectionState
  /// Scroll offset of each tab's page by tab id, points from the page's resting top.
  public var offsets: [String: Double]

  /// Creates a state from a selection and the pages' offsets by tab id.
  public init(selection: TabSelectionState, offsets: [String: Double]) {
    self.selection = selection
    self.offsets = offsets
  }
}
