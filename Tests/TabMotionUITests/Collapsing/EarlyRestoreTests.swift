import TabMotionCore
import TabMotionUI
import Testing

/// A host that restores the saved state as it starts — before the screen's first layout, when
/// no page has been measured — gets the tab and every page's offset back, as a host that
/// restores after the first layout does.
@Suite("Collapsing header: state restored before the first layout")
struct EarlyRestoreTests {
  static let saved = ScreenState(
    selection: TabSelectionState(selectedIndex: 2, selectedID: "t2"),
    offsets: ["t0": 40, "t1": 900, "t2": 1500])

  /// Restores `saved` before or after the first layout, then runs half a second of frames;
  /// returns the selected tab and each page's offset.
  static func restored(beforeLayout: Bool) throws -> (Int, [Double]) {
    let data = ShortTabTests.Shelves([80, 80, 80])
    let screen = try CollapsingTabScreen(title: "Shelves", header: Layer(), dataSource: data)
    if beforeLayout { screen.restoreState(saved, at: 0) }
    try screen.layout(ScreenEnvironment(size: Size(390, 844), scale: 1), at: 0)
    if !beforeLayout { screen.restoreState(saved, at: 0) }
    var t = 0.0
    for _ in 0..<60 {
      t += 1.0 / 120
      screen.update(to: t)
      screen.root.present(at: t)
    }
    return withExtendedLifetime(data) {
      (screen.selectedIndex, (0..<3).map { screen.offset(ofPage: $0) ?? -1 })
    }
  }

  @Test func theStateRestoredBeforeTheFirstLayoutIsTheStateRestoredAfterIt() throws {
    let early = try Self.restored(beforeLayout: true)
    let late = try Self.restored(beforeLayout: false)
    #expect(late.0 == 2)
    // The selected page's offset as saved; the header (80 tall) is collapsed, so the other
    // pages are brought in step: each at least at the header's height, its own deeper offset kept.
    #expect(late.1 == [80, 900, 1500], "\(late.1)")
    #expect(early.0 == late.0)
    #expect(early.1 == late.1, "\(early.1)")
  }

  @Test func aScreenNotYetLaidOutReportsTheStateItWillRestore() throws {
    let data = ShortTabTests.Shelves([80, 80, 80])
    let screen = try CollapsingTabScreen(title: "Shelves", header: Layer(), dataSource: data)
    screen.restoreState(Self.saved, at: 0)
    #expect(screen.restorableState == Self.saved)
    withExtendedLifetime(data) {}
  }

  @Test func aTabSelectedAfterAnEarlyRestoreWins() throws {
    let data = ShortTabTests.Shelves([80, 80, 80])
    let screen = try CollapsingTabScreen(title: "Shelves", header: Layer(), dataSource: data)
    screen.restoreState(Self.saved, at: 0)
    screen.select(0, animated: false, at: 0)
    try screen.layout(ScreenEnvironment(size: Size(390, 844), scale: 1), at: 0)
    screen.update(to: 1.0 / 60)
    #expect(screen.selectedIndex == 0)
    // The offsets restored all the same: the first page at its own, 40 points down.
    #expect(screen.offset(ofPage: 0) == 40)
    withExtendedLifetime(data) {}
  }
}
