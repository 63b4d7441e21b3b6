import TabMotionCore
import TabMotionTestSupport
import TabMotionUI
import Testing

/// A tab whose page is too short to scroll the header away: switching to it, by a tap or a
/// swipe, leaves a collapsed header where it is, as switching to any other tab does.
@Suite("Collapsing header: short tabs")
struct ShortTabTests {
  /// One tab per count of rows (by default three: 60 rows, 3 rows, 60 rows).
  final class Shelves: CollapsingTabsDataSource {
    let rows: [Int]
    init(_ rows: [Int] = [60, 3, 60]) { self.rows = rows }
    func numberOfTabs(in screen: CollapsingTabScreen) -> Int { rows.count }
    func collapsingScreen(_ screen: CollapsingTabScreen, tabItemAt index: Int) -> TabItem {
      TabItem(id: "t\(index)", title: "Tab \(index)")
    }
    func collapsingScreen(
      _ screen: CollapsingTabScreen, pageAt index: Int
    ) -> any CollapsingPageContent {
      do {
        return try RowListPage(rowCount: rows[index]) {
          RowData(title: "Row \($0)", subtitle: "", value: "")
        }
      } catch {
        preconditionFailure("valid page: \(error)")
      }
    }
  }

  /// The screen at 390 × 844, its header collapsed by a drag up on the first tab and left to
  /// settle; returns the screen, its input and the time reached. The screen holds its data
  /// source weakly: `data` keeps it.
  static func collapsed(_ data: Shelves) throws -> (CollapsingTabScreen, PointerInput, Double) {
    let screen = try CollapsingTabScreen(title: "Shelves", header: Layer(), dataSource: data)
    try screen.layout(ScreenEnvironment(size: Size(390, 844), scale: 1), at: 0)
    let input = PointerInput(screen)
    var t = 0.0
    func frame(_ events: [PointerEvent] = []) {
      t += 1.0 / 120
      input.send(events)
      screen.update(to: t)
      screen.root.present(at: t)
    }
    // Pages are made by the first frames.
    for _ in 0..<3 { frame() }
    frame([PointerEvent(.down, position: Point(195, 700), time: t)])
    for k in 1...36 {
      frame([PointerEvent(.move, position: Point(195, 700 - Double(k) * 10), time: t)])
    }
    for _ in 0..<12 { frame([PointerEvent(.move, position: Point(195, 340), time: t)]) }
    frame([PointerEvent(.up, position: Point(195, 340), time: t)])
    for _ in 0..<60 { frame() }
    return (screen, input, t)
  }

  /// The header's top, on screen.
  static func headerY(_ screen: CollapsingTabScreen) -> Double {
    screen.header.presentedFrame.minY
  }

  @Test func tappingAShortTabKeepsTheHeaderCollapsed() throws {
    let data = Shelves()
    let (screen, input, start) = try Self.collapsed(data)
    let collapsedY = Self.headerY(screen)
    // Collapsed: the header has slid its whole height up under the navigation bar.
    #expect(abs(collapsedY - (91 - 80)) < 1e-6, "header at \(collapsedY)")
    var t = start
    let tab = Point(195, screen.tabBar.layer.presentedFrame.midY)
    input.send(PointerEvent(.down, position: tab, time: t))
    input.send(PointerEvent(.up, position: tab, time: t + 0.05))
    for _ in 0..<120 {
      t += 1.0 / 120
      screen.update(to: t)
      screen.root.present(at: t)
      let y = Self.headerY(screen)
      #expect(abs(y - collapsedY) < 1e-6, "header at \(y), t \(t)")
    }
    #expect(screen.tabBar.selectedIndex == 1)
    withExtendedLifetime(data) {}
    // The short page took the collapsed offset rather than its own end.
    #expect(abs((screen.offset(ofPage: 1) ?? 0) - 80) < 1e-6)
  }

  @Test func swipingToAShortTabKeepsTheHeaderCollapsed() throws {
    let data = Shelves()
    let (screen, input, start) = try Self.collapsed(data)
    let collapsedY = Self.headerY(screen)
    var t = start
    let y = 600.0
    input.send(PointerEvent(.down, position: Point(330, y), time: t))
    for k in 1...30 {
      t += 1.0 / 120
      input.send(PointerEvent(.move, position: Point(330 - Double(k) * 9, y), time: t))
      screen.update(to: t)
      screen.root.present(at: t)
      #expect(abs(Self.headerY(screen) - collapsedY) < 1e-6, "mid-swipe, t \(t)")
    }
    input.send(PointerEvent(.up, position: Point(60, y), time: t))
    for _ in 0..<120 {
      t += 1.0 / 120
      screen.update(to: t)
      screen.root.present(at: t)
      #expect(abs(Self.headerY(screen) - collapsedY) < 1e-6, "settling, t \(t)")
    }
    #expect(screen.tabBar.selectedIndex == 1)
    withExtendedLifetime(data) {}
  }
}
