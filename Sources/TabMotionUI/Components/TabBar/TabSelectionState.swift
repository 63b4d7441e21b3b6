/// The part of a tab bar worth keeping across launches: which tab was selected. Codable, so a
/// host can store it anywhere; restoring into a different set of tabs clamps sensibly.
public struct TabSelectionState: Codable, Hashable, Sendable {
  /// The index of the selected tab when the state was saved.
  public var selectedIndex: Int
  /// The selected item's id, preferred over the index when the tabs changed meanwhile.
  public var selectedID: String?

  /// Creates a state from the selected index and, preferably, the selected item's id.
  public init(selectedIndex: Int, selectedID: String? = nil) {
    self.selectedIndex = selectedIndex
    self.selectedID = selectedID
  }

  /// The index to select among `items`: the item with the saved id if it is still there,
  /// otherwise the saved index clamped into the new range (0 for a negative one).
  public func resolvedIndex(in items: [TabItem]) -> Int {
    if let id = selectedID, let i = items.firstIndex(where: { $0.id == id }) { return i }
    return min(max(0, items.count - 1), max(0, selectedIndex))
  }
}
