import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// Each demo's selected tab and page offsets survive a launch (through the JSON document) and
/// a re-entry in the gallery; bad documents are typed errors naming the field.
@Suite("Gallery state restoration")
struct GalleryStateTests {
  static var environment: ScreenEnvironment { ScreenEnvironment(size: Size(390, 844)) }

  static func settle(_ screen: any Screen, from t: Double, to end: Double) {
    Frames.run(screen, from: t, to: end)
  }

  /// Selects tab 2 (where there is one) and scrolls up by about 300 pt, then lets it rest.
  static func use(_ screen: any Screen, input: PointerInput, from t: Double) throws -> Double {
    if let tabs = screen.capability((any TabSelecting).self), tabs.tabCount > 2 {
      tabs.select(2, animated: true, at: t)
    }
    settle(screen, from: t, to: t + 1)
    var time = t + 1
    input.send(PointerEvent(.down, position: Point(195, 620), time: time))
    for k in 1...36 {
      time += Frames.interval
      input.send(PointerEvent(.move, position: Point(195, 620 - Double(k) * 8.35), time: time))
      screen.update(to: time)
    }
    time += 0.2
    input.send(PointerEvent(.up, position: Point(195, 320), time: time))
    settle(screen, from: time, to: time + 3)
    return time + 3
  }

  static var scrollingDemos: Set<String> { ["arrow", "curved", "styles", "collapsing", "scroll"] }

  @Test(arguments: GalleryDemo.entries.map { $0.name })
  func aDemoComesBackAsItWasOnTheNextLaunch(name: String) throws {
    let type = try #require(DemoRegistry.demo(named: name))
    let first = try type.init(environment: Self.environment)
    _ = try Self.use(first, input: PointerInput(first), from: 0)
    let saved = try #require(first.restorableState)
    if let tabs = first.capability((any TabSelecting).self), tabs.tabCount > 2 {
      #expect(saved.selection?.selectedIndex == 2)
    }
    if Self.scrollingDemos.contains(name) {
      #expect(saved.offsets.values.contains { $0 > 100 }, "\(name): \(saved.offsets)")
    }
    // Through the file's bytes, into a demo made afresh.
    let bytes = GalleryState(demos: [name: saved]).json()
    let read = try GalleryState.parse(bytes, source: "state")
    let second = try type.init(environment: Self.environment)
    read.restore(into: second, name: name, at: 0)
    Self.settle(second, from: 0, to: 0.1)
    let restored = try #require(second.restorableState)
    #expect(second.tabSelection?.selectedIndex == first.tabSelection?.selectedIndex)
    #expect(restored.selection == saved.selection)
    for (id, offset) in saved.offsets {
      let back = try #require(restored.offsets[id], "\(name): \(id)")
      #expect(abs(back - offset) <= 0.5, "\(name).\(id): \(back) vs \(offset)")
    }
    // What the user sees: the collapsing header where it was.
    if name == "collapsing" {
      let a = try #require(first.root.find("header")).sceneFrame
      let b = try #require(second.root.find("header")).sceneFrame
      #expect(abs(a.minY - b.minY) <= 0.5 && a.minY < 100)
    }
  }

  /// Closing a demo and opening it again in the gallery brings back its tab and offsets.
  @Test func reEnteringADemoRestoresItsTabAndOffsets() throws {
    let gallery = try GalleryDemo(environment: Self.environment)
    let input = PointerInput(gallery)
    try gallery.open(ArrowDemo.self, at: 0)
    Self.settle(gallery, from: 0, to: 1)
    let t = try Self.use(gallery, input: input, from: 1)
    let before = try #require(gallery.current?.restorableState)
    #expect(before.selection?.selectedIndex == 2 && (before.offsets["notifications"] ?? 0) > 100)
    gallery.close(at: t)
    Self.settle(gallery, from: t, to: t + 1)
    #expect(gallery.demoStates["arrow"] == before)
    try gallery.open(ArrowDemo.self, at: t + 1)
    Self.settle(gallery, from: t + 1, to: t + 2)
    let again = try #require(gallery.current as? ArrowDemo)
    #expect(again.screen.selectedIndex == 2)
    #expect(again.restorableState == before)
  }

  /// A state naming tabs that no longer exist, or an offset past the end, clamps.
  @Test func aStateForOtherTabsClamps() throws {
    let arrow = try ArrowDemo(environment: Self.environment)
    arrow.restoreState(
      ScreenState(
        selection: TabSelectionState(selectedIndex: 9, selectedID: "gone"),
        offsets: ["messages": 1e9, "nope": 5, "home": -40]),
      at: 0)
    Self.settle(arrow, from: 0, to: 0.1)
    #expect(arrow.screen.selectedIndex == 3)
    let state = try #require(arrow.restorableState)
    let page = try #require(arrow.pager.page(3) as? ScrollingPage)
    #expect(state.offsets["messages"] == page.scroll.maxOffset && page.scroll.maxOffset > 1000)
    #expect(state.offsets["nope"] == nil)
    let cube = try CubeDemo(environment: Self.environment)
    cube.restoreState(ScreenState(selection: TabSelectionState(selectedIndex: -3)), at: 0)
    #expect(cube.stories.selectedIndex == 0)
  }

  @Test func theDocumentRoundTripsExactly() throws {
    let state = GalleryState(demos: [
      "arrow": ScreenState(
        selection: TabSelectionState(selectedIndex: 1, selectedID: "ex\"plore\n"),
        offsets: ["home": 0.5, "explore": 1.0 / 3, "big": 123_456.75]),
      "cube": ScreenState(selection: TabSelectionState(selectedIndex: 3)),
    ])
    let bytes = state.json()
    #expect(try GalleryState.parse(bytes, source: "state") == state)
    #expect(GalleryState.parse(state.json()) == bytes)
  }

  @Test(arguments: [
    ("", "state"),
    ("{\"demos\":{\"arrow\":{\"offsets\":{\"home\":4", "state"),
    ("{\"demos\":{},\"version\":2}", "version"),
    ("{\"demos\":{},\"version\":\"1\"}", "version"),
    ("{\"demos\":{}}", "version"),
    ("{\"version\":1}", "demos"),
    ("[1,2]", "state"),
    ("{\"demos\":{\"arrow\":3},\"version\":1}", "demos.arrow"),
    (
      "{\"demos\":{\"arrow\":{\"offsets\":{},\"selection\":{\"selectedIndex\":1.5}}},\"version\":1}",
      "demos.arrow.selection.selectedIndex"
    ),
    (
      "{\"demos\":{\"arrow\":{\"offsets\":{\"home\":\"x\"},\"selection\":{\"selectedIndex\":1}}},\"version\":1}",
      "demos.arrow.offsets.home"
    ),
  ])
  func aBadDocumentIsAnErrorNamingTheField(text: String, field: String) {
    do {
      _ = try GalleryState.parse(Array(text.utf8), source: "state")
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.field == field, "\(error)")
    }
  }
}

extension GalleryState {
  /// The bytes a document parses back to, for the round-trip check.
  fileprivate static func parse(_ bytes: [UInt8]) -> [UInt8] {
    do {
      return try parse(bytes, source: "state").json()
    } catch {
      Issue.record("\(error)")
      return []
    }
  }
}
