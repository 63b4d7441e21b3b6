import TabMotionCore
import TabMotionUI
import Testing

/// Several observers of selection and re-tap through the public API: a caller's `onReselect`
/// never removes a screen's own scroll-to-top, and ColorMatch's re-tap scrolls to the top too.
@Suite("Selection and re-tap observers")
struct SelectionObserverTests {
  static let icon = TabIcon(path: .circle(center: Point(0.5, 0.5), radius: 0.4))

  /// Four tabs of scrolling pages.
  final class Pages: TabsDataSource, ColorMatchScreenDataSource {
    var made: [Int: ScrollingPage] = [:]
    func numberOfPages(in pager: Pager) -> Int { 4 }
    func pager(_ pager: Pager, tabItemAt index: Int) -> TabItem {
      TabItem(id: "t\(index)", title: "Tab \(index)", icon: SelectionObserverTests.icon)
    }
    func pager(_ pager: Pager, pageAt index: Int) -> any PageContent { page(index) }
    func page(_ index: Int) -> ScrollingPage {
      if let p = made[index] { return p }
      do {
        let p = try ScrollingPage(title: "Tab \(index)", accent: .black, rowCount: 200) {
          RowData(title: "Row \($0)", subtitle: "", value: "")
        }
        made[index] = p
        return p
      } catch {
        preconditionFailure("valid page: \(error)")
      }
    }
    func numberOfItems(in screen: ColorMatchScreen) -> Int { 4 }
    func screen(_ screen: ColorMatchScreen, pageAt index: Int) -> any PageContent { page(index) }
    func screen(_ screen: ColorMatchScreen, titleAt index: Int) -> String { "Tab \(index)" }
    func screen(_ screen: ColorMatchScreen, iconAt index: Int) -> TabIcon {
      SelectionObserverTests.icon
    }
    func screen(_ screen: ColorMatchScreen, highlightedIconAt index: Int) -> TabIcon {
      SelectionObserverTests.icon
    }
    func screen(_ screen: ColorMatchScreen, tintColorAt index: Int) -> Color { .black }
  }

  /// Scrolls the first page down, then taps its tab again, on `screen`.
  static func scrollThenRetap(
    _ screen: any Screen, tab: GestureScript.Target, retap: Bool = true
  ) throws {
    let script = GestureScript(
      scale: 1,
      steps: [
        .drag(
          from: .point(Point(195, 700)), to: .point(Point(195, 300)), duration: 0.3, release: .stop),
        .wait(0.3), retap ? .tap(tab) : .wait(0.05), .wait(1),
      ])
    var player = ScriptPlayer(script: script, environment: ScreenEnvironment(scale: 1))
    try player.begin(screen)
    while !player.isFinished { try player.step(screen) }
  }

  @Test("Setting onReselect keeps the tab screen's scroll-to-top; every observer is called")
  func tabBarScreen() throws {
    let pages = Pages()
    let screen = try TabBarScreen(
      dataSource: pages, style: .arrow, environment: ScreenEnvironment(scale: 1))
    var calls: [String] = []
    screen.link.onReselect = { i, _ in calls.append("onReselect \(i)") }
    screen.link.addReselectObserver { i, _ in calls.append("observer \(i)") }
    var selections: [Int] = []
    screen.link.addSelectionObserver { i, _ in selections.append(i) }
    screen.link.onSelectionChange = { i, _ in selections.append(100 + i) }
    try Self.scrollThenRetap(screen, tab: .node("item.0"))
    #expect(calls == ["observer 0", "onReselect 0"])
    #expect(pages.made[0]?.scroll.offset == 0)
    let other = Pages()
    let plain = try TabBarScreen(
      dataSource: other, style: .arrow, environment: ScreenEnvironment(scale: 1))
    try Self.scrollThenRetap(plain, tab: .node("item.0"), retap: false)
    #expect(try #require(other.made[0]).scroll.offset > 100)
    try screen.perform(.select(2), at: 2)
    screen.update(to: 3)
    #expect(selections == [2, 102])
  }

  @Test("ColorMatch: a re-tap on the selected tab scrolls its page to the top")
  func colorMatchRetap() throws {
    let pages = Pages()
    let screen = try ColorMatchScreen(
      dataSource: pages, viewport: Size(390, 844),
      safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    var retaps = 0
    screen.link.onReselect = { _, _ in retaps += 1 }
    try Self.scrollThenRetap(screen, tab: .node("item.0"))
    #expect(retaps == 1)
    #expect(try #require(pages.made[0]).scroll.offset == 0)
    // Without the re-tap the page stays where it was scrolled.
    let other = Pages()
    let plain = try ColorMatchScreen(
      dataSource: other, viewport: Size(390, 844),
      safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    try Self.scrollThenRetap(plain, tab: .node("item.0"), retap: false)
    #expect(try #require(other.made[0]).scroll.offset > 100)
  }
}
