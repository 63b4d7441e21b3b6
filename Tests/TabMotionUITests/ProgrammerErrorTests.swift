import TabMotionCore
import TabMotionUI
import Testing

/// Programmer errors — an index out of range or a NaN passed by code — stop the process with
/// a message naming the call (data from outside gets typed errors instead; see the bad-input
/// tests). Each runs in a child process (Swift Testing's exit tests).
@Suite("Programmer errors stop with a message naming the call")
struct ProgrammerErrorTests {
  static func items(_ n: Int) -> [TabItem] {
    (0..<n).map { TabItem(id: "t\($0)", title: "Tab \($0)", icon: TabIcon(path: Path())) }
  }

  @Test func selectingATabOutsideTheBar() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let bar = try TabBar(items: ProgrammerErrorTests.items(4), style: .arrow)
      bar.select(4, animated: true, at: 0)
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("TabBar.select(_:animated:at:): index 4 is outside"))
  }

  @Test func selectingAPageOutsideThePager() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      final class Blank: PageContent {
        let layer = Layer()
        func layout(size: Size, direction: LayoutDirection, at time: Double) {}
      }
      let pager = try Pager(pageCount: 3, frame: Rect(x: 0, y: 0, width: 390, height: 700)) {
        _ in Blank()
      }
      pager.select(-1, animated: false, at: 0)
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("Pager.select(_:animated:at:): index -1 is outside"))
  }

  @Test func trackingANaNProgress() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let bar = try TabBar(items: ProgrammerErrorTests.items(3), style: .pill)
      bar.track(progress: .nan, at: 0)
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("TabBar.track(progress:at:): progress must be finite"))
  }

  @Test func pickingAMenuItemOutsideTheMenu() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let icon = LayerContent.Icon(path: Path(), color: .black)
      let menu = try CircleMenu(items: [CircleMenu.Item(title: "a", icon: icon, tint: .black)])
      menu.select(1, at: 0)
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("CircleMenu.select(_:at:): index 1 is outside"))
  }

  @Test func pickingAMenuItemOutsideTheColorMatchScreensItems() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      final class Blank: PageContent {
        let layer = Layer()
        func layout(size: Size, direction: LayoutDirection, at time: Double) {}
      }
      final class Two: ColorMatchScreenDataSource {
        func numberOfItems(in screen: ColorMatchScreen) -> Int { 2 }
        func screen(_ screen: ColorMatchScreen, pageAt index: Int) -> any PageContent { Blank() }
        func screen(_ screen: ColorMatchScreen, titleAt index: Int) -> String { "\(index)" }
        func screen(_ screen: ColorMatchScreen, iconAt index: Int) -> TabIcon {
          TabIcon(path: Path())
        }
        func screen(_ screen: ColorMatchScreen, highlightedIconAt index: Int) -> TabIcon {
          TabIcon(path: Path())
        }
        func screen(_ screen: ColorMatchScreen, tintColorAt index: Int) -> Color { .black }
      }
      let data = Two()
      let screen = try ColorMatchScreen(
        dataSource: data, viewport: Size(390, 844), safeArea: .zero)
      screen.openMenu(at: 0)
      screen.pickMenuItem(2, at: 1)
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("ColorMatchScreen.pickMenuItem(_:at:): index 2 is outside 0..<2"))
  }
}
