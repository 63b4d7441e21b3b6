/// How a new list of tabs relates to the old one, by id: where each new tab was before, and
/// which tab carries the selection.
///
/// The selected tab stays selected when its id is still there. When it went away, the
/// selection goes to its nearest neighbour in the old order that is still there — the one
/// after it first, then the one before, then farther out — so removing the selected tab
/// selects the tab that took its place, or the one before it at the end. When no old tab is
/// left, the index is kept, clamped into the new tabs.
struct TabIDChange: Equatable, Sendable {
  /// For each new index, the index the same id had before (nil for a new tab).
  let previousIndexes: [Int?]
  /// The new selected index.
  let selectedIndex: Int
  /// True when the selected tab is another one than before (its id went away).
  let selectionMoved: Bool

  init(old: [String], new: [String], selected: Int) {
    var before: [String: Int] = [:]
    for (i, id) in old.enumerated() where before[id] == nil { before[id] = i }
    var after: [String: Int] = [:]
    for (i, id) in new.enumerated() where after[id] == nil { after[id] = i }
    previousIndexes = new.map { before[$0] }
    let clampedOld = min(max(0, selected), max(0, old.count - 1))
    var choice: Int?
    if clampedOld < old.count {
      if let i = after[old[clampedOld]] {
        choice = i
      } else {
        var d = 1
        while choice == nil, clampedOld + d < old.count || clampedOld - d >= 0 {
          if clampedOld + d < old.count, let i = after[old[clampedOld + d]] {
            choice = i
          } else if clampedOld - d >= 0, let i = after[old[clampedOld - d]] {
            choice = i
          }
          d += 1
        }
      }
    }
    let sameID = clampedOld < old.count && after[old[clampedOld]] != nil
    selectedIndex = choice ?? min(clampedOld, max(0, new.count - 1))
    selectionMoved = !sameID
  }
}
