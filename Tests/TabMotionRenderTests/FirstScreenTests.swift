import Foundation
import TabMotionCore
import TabMotionRender
import TabMotionTestSupport
import TabMotionUI
import TabMotionWindow
import Testing

// Public API only (no @testable): what a newcomer's first screen meets.

/// Bare screens, built as a newcomer would and never laid out by hand.
enum BareScreens {
  static let titles = ["Overview", "Activity", "Settings"]
  static var items: [TabItem] {
    titles.map { TabItem(id: $0, title: $0) }
  }

  static func collapsing(_ environment: ScreenEnvironment) throws -> CollapsingTabScreen {
    let header = Layer()
    header.backgroundColor.set(Color(hex: 0x1F3A93))
    return try CollapsingTabScreen(
      title: "Wallet", header: header, items: items, rowCount: 40,
      textMeasurer: environment.textMeasurer
    ) { tab, row in RowData(title: "Row \(row)", subtitle: "Tab \(tab)", value: "\(row)") }
  }

  final class Source: TabsDataSource, Sendable {
    func numberOfPages(in pager: Pager) -> Int { BareScreens.titles.count }
    func pager(_ pager: Pager, pageAt index: Int) -> any PageContent { EmptyPage() }
    func pager(_ pager: Pager, tabItemAt index: Int) -> TabItem { BareScreens.items[index] }
  }

  static let source = Source()

  static func tabBar(_ environment: ScreenEnvironment) throws -> TabBarScreen {
    try TabBarScreen(
      dataSource: source, style: .underline, title: "Library", environment: environment)
  }

  /// Pixels of the item's frame (above the underline) that are clearly text: darker than
  /// the bar by a margin.
  static func inkPixels(of item: Layer, in surface: ImageSurface, scale: Double) -> Int {
    var f = item.sceneFrame
    f.size.height -= 4
    var ink = 0
    for y in Int(f.minY * scale)..<Int(f.maxY * scale) {
      for x in Int(f.minX * scale)..<Int(f.maxX * scale) {
        guard let argb = surface.pixel(x: x, y: y) else { continue }
        let luma =
          (Int((argb >> 16) & 0xFF) * 3 + Int((argb >> 8) & 0xFF) * 6 + Int(argb & 0xFF)) / 10
        if luma < 190 { ink += 1 }
      }
    }
    return ink
  }

  /// Every tab title of `root` has text drawn inside its frame.
  static func expectTitlesDrawn(
    _ root: Layer, _ surface: ImageSurface, scale: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for index in titles.indices {
      guard let item = root.find("item.\(index)") else {
        Issue.record("no item.\(index) in the scene", sourceLocation: sourceLocation)
        continue
      }
      #expect(item.sceneFrame.width > 10, sourceLocation: sourceLocation)
      let ink = inkPixels(of: item, in: surface, scale: scale)
      #expect(ink > 30, "item.\(index): \(ink) text pixels", sourceLocation: sourceLocation)
    }
  }
}

@Suite("A first screen renders on the first try")
struct FirstScreenTests {
  @Test func aHeadlessSessionLaysABareCollapsingScreenOut() throws {
    let session = try HeadlessSession(script: GestureScript(scale: 1, steps: [.wait(0.1)])) {
      try BareScreens.collapsing($0)
    }
    // The session keeps the screen's type: no cast to reach it.
    let screen: CollapsingTabScreen = session.screen
    #expect(screen.root.presentedFrame.size == Size(390, 844))
    while !session.isFinished { try session.step() }
    BareScreens.expectTitlesDrawn(screen.root, try session.render(), scale: 1)
  }

  @Test func aHeadlessSessionLaysABareTabBarScreenOut() throws {
    let session = try HeadlessSession(script: GestureScript(scale: 2, steps: [.wait(0.1)])) {
      try BareScreens.tabBar($0)
    }
    while !session.isFinished { try session.step() }
    BareScreens.expectTitlesDrawn(session.screen.root, try session.render(), scale: 2)
  }

  @Test func badgesGivenWithTheTabsShowInTheFirstFrame() throws {
    var items = BareScreens.items
    items[1].badge = .count(3)
    let collapsing = try HeadlessSession(script: GestureScript(scale: 1, steps: [.wait(0.1)])) {
      let header = Layer()
      header.backgroundColor.set(Color(hex: 0x1F3A93))
      return try CollapsingTabScreen(
        title: "Wallet", header: header, items: items, rowCount: 10,
        textMeasurer: $0.textMeasurer
      ) { tab, row in RowData(title: "Row \(row)", subtitle: "Tab \(tab)", value: "\(row)") }
    }
    // Before any step: the session's first frame, at 0 s.
    let badge = try #require(collapsing.screen.root.find("badge.1"))
    #expect(!badge.isHiddenInScene)
    #expect(badge.opacity.presented == 1)
    #expect(badge.presentedFrame.size.width >= badge.presentedFrame.size.height)
    #expect(try #require(collapsing.screen.root.find("badge.0")).isHiddenInScene)
  }

  @Test func aScriptPlayerLaysBareScreensOutBeforeTheFirstFrame() throws {
    let text = try TextRenderer()
    let environment = ScreenEnvironment(scale: 1, textMeasurer: PangoTextMeasurer(renderer: text))
    let screens: [any Screen] = [
      try BareScreens.collapsing(environment), try BareScreens.tabBar(environment),
    ]
    for screen in screens {
      var player = ScriptPlayer(
        script: GestureScript(scale: 1, steps: [.wait(0.05)]), environment: environment)
      try player.begin(screen)
      while !player.isFinished { try player.step(screen) }
      let renderer = try SceneRenderer(viewport: Size(390, 844), scale: 1, text: text)
      BareScreens.expectTitlesDrawn(screen.root, try renderer.render(screen.root), scale: 1)
    }
  }

  @MainActor
  @Test(.enabled(if: WindowHarness.xvfb != nil))
  func theWindowLaysBareScreensOut() throws {
    try WindowHarness.withDisplay {
      for make in [
        { (e: ScreenEnvironment) throws -> any Screen in try BareScreens.collapsing(e) },
        { (e: ScreenEnvironment) throws -> any Screen in try BareScreens.tabBar(e) },
      ] {
        var options = WindowHost.Options()
        options.maxFrames = 3
        var root: Layer?
        var drawn: (pixels: [UInt32], width: Int, height: Int)?
        options.frames = { surface in
          var pixels: [UInt32] = []
          for y in 0..<surface.height {
            for x in 0..<surface.width { pixels.append(surface.pixel(x: x, y: y) ?? 0) }
          }
          drawn = (pixels, surface.width, surface.height)
        }
        let host = try WindowHost(title: "First screen", size: Size(390, 844), options: options) {
          let screen = try make($0)
          root = screen.root
          return screen
        }
        #expect(try host.run() == 0)
        let frame = try #require(drawn)
        let surface = try ImageSurface(width: frame.width, height: frame.height)
        surface.withPixels { buffer, stride in
          for y in 0..<frame.height {
            for x in 0..<frame.width { buffer[y * stride + x] = frame.pixels[y * frame.width + x] }
          }
        }
        let scale = Double(frame.width) / 390
        BareScreens.expectTitlesDrawn(try #require(root), surface, scale: scale)
      }
    }
  }

  /// A screen that never gives its root a size draws nothing: a host says so, naming it.
  final class Unsized: Screen {
    let root = Layer()
    func layout(_ environment: ScreenEnvironment, at time: Double) {}
    func update(to time: Double) {}
  }

  /// Sized, but with nothing in it that draws.
  final class Empty: Screen {
    let root = Layer()
    func layout(_ environment: ScreenEnvironment, at time: Double) {
      root.setFrame(Rect(origin: .zero, size: environment.size))
    }
    func update(to time: Double) {}
  }

  @Test func aScreenThatWouldRenderBlankIsReportedByItsType() throws {
    let unsized = try HeadlessSession(script: GestureScript(scale: 1, steps: [.wait(0.01)])) {
      _ in Unsized()
    }
    #expect {
      _ = try unsized.render()
    } throws: { error in
      let e = error as? TabMotionError
      return e?.field == "Unsized" && e?.reason.contains("0 × 0 pt") == true
        && !(e?.description.contains("\n") ?? true)
    }
    let empty = try HeadlessSession(script: GestureScript(scale: 1, steps: [.wait(0.01)])) {
      _ in Empty()
    }
    #expect {
      _ = try empty.render()
    } throws: { error in
      (error as? TabMotionError)?.field == "Empty"
    }
  }

  @Test func writePNGMakesTheFoldersItNeeds() throws {
    let session = try HeadlessSession(script: GestureScript(scale: 1, steps: [.wait(0.01)])) {
      try BareScreens.tabBar($0)
    }
    let base =
      NSTemporaryDirectory() + "tabmotion-first-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    defer { try? FileManager.default.removeItem(atPath: base) }
    let path = base + "/shots/today/first.png"
    try session.render().writePNG(path: path)
    let back = try ImageSurface(pngPath: path)
    #expect(back.width == 390 && back.height == 844)
    // A file where a folder should be: the error names that path.
    let blocker = base + "/file"
    #expect(FileManager.default.createFile(atPath: blocker, contents: Data([1])))
    #expect {
      try session.render().writePNG(path: blocker + "/inside/x.png")
    } throws: { error in
      "\(error)".contains(blocker)
    }
  }
}

@Suite("Scripts aim at nodes by name")
struct NodeTargetTests {
  static func session(_ json: String) throws -> HeadlessSession<TabBarScreen> {
    let script = try GestureScript.parse(json: Array(json.utf8))
    return try HeadlessSession(script: script) { try BareScreens.tabBar($0) }
  }

  @Test func aTapOnANamedTabGoesThroughHitTesting() throws {
    let session = try Self.session(
      #"{"scale": 1, "steps": [{"tap": {"node": "item.2"}}, {"wait": 0.6}]}"#)
    while !session.isFinished { try session.step() }
    #expect(session.screen.selectedIndex == 2)
    #expect(session.screen.tabBar.selectedIndex == 2)
  }

  @Test func aDragFromANamedNodeStartsAtItsCentre() throws {
    // A drag from the middle tab's centre far to the left: a swipe the pager takes.
    let session = try Self.session(
      #"{"scale": 1, "steps": [{"drag": {"from": {"node": "item.1"}, "to": [20, 780], "duration": 0.2}}, {"wait": 0.8}]}"#
    )
    let item = try #require(session.screen.root.find("item.1")).sceneFrame
    #expect(item.width > 0)
    while !session.isFinished { try session.step() }
    // The drag began on the tab bar itself, which does not page: the tab stays.
    #expect(session.screen.selectedIndex == 0)
  }

  @Test func aMissingNodeAtTheStartFailsBeforeTheFirstFrame() throws {
    #expect {
      _ = try Self.session(#"{"steps": [{"tap": {"node": "item.7"}}]}"#)
    } throws: { error in
      let e = error as? TabMotionError
      return e?.field == "steps[0].tap.node" && e?.reason.contains("item.7") == true
        && e?.reason.contains("frame 0") == true
    }
  }

  @Test func aNodeMissingLaterFailsAtThatFrameNamingTheStep() throws {
    let session = try Self.session(
      #"{"steps": [{"wait": 0.5}, {"drag": {"from": [100, 400], "to": {"node": "nowhere"}, "duration": 0.1}}]}"#
    )
    var failure: TabMotionError?
    while !session.isFinished, failure == nil {
      do { try session.step() } catch let e as TabMotionError { failure = e }
    }
    #expect(failure?.field == "steps[1].drag.to.node")
    #expect(session.frame == 60, "failed in the frame the drag begins")
  }

  @Test func nodeTargetsAreCheckedWhenParsed() {
    for (json, field) in [
      (#"{"steps": [{"tap": {"node": ""}}]}"#, "steps[0].tap.node"),
      (#"{"steps": [{"tap": {"name": "x"}}]}"#, "steps[0].tap.name"),
      (#"{"steps": [{"tap": {}}]}"#, "steps[0].tap.node"),
      (#"{"steps": [{"tap": {"node": 3}}]}"#, "steps[0].tap.node"),
    ] {
      #expect(throws: TabMotionError.self) { try GestureScript.parse(json: Array(json.utf8)) }
      do {
        _ = try GestureScript.parse(json: Array(json.utf8))
      } catch {
        #expect(error.field == field, "\(json): \(error)")
      }
    }
  }
}

@Suite("A tab bar screen drawn another way than its style's")
struct TabBarScreenItemLookTests {
  final class Source: TabsDataSource {
    func numberOfPages(in pager: Pager) -> Int { BareScreens.titles.count }
    func pager(_ pager: Pager, pageAt index: Int) -> any PageContent { EmptyPage() }
    func pager(_ pager: Pager, tabItemAt index: Int) -> TabItem {
      let icon = TabIcon(path: .circle(center: Point(0.5, 0.5), radius: 0.45))
      return TabItem(id: BareScreens.titles[index], title: BareScreens.titles[index], icon: icon)
    }
  }

  /// Dark pixels in the top `fraction` of an item's frame (its icon's place with icons and
  /// titles; blank with titles alone, which sit in the middle).
  static func topInk(of item: Layer, in surface: ImageSurface, fraction: Double) -> Int {
    let f = item.sceneFrame
    var ink = 0
    for y in Int(f.minY)..<Int(f.minY + f.height * fraction) {
      for x in Int(f.minX)..<Int(f.maxX) {
        guard let argb = surface.pixel(x: x, y: y) else { continue }
        if (argb >> 8) & 0xFF < 190 { ink += 1 }
      }
    }
    return ink
  }

  @Test func theUnderlineStyleShowsIconsOverItsTitlesWhenAskedTo() throws {
    let source = Source()
    let text = try TextRenderer()
    for look in [TabItemLook.iconAndTitle, nil] {
      let environment = ScreenEnvironment(
        scale: 1, textMeasurer: PangoTextMeasurer(renderer: text))
      let screen = try TabBarScreen(
        dataSource: source, style: .underline, itemLook: look, environment: environment)
      #expect(screen.tabBar.style == .underline)
      #expect(screen.tabBar.itemLook == look ?? .titleOnly)
      screen.update(to: 0.5)
      let renderer = try SceneRenderer(viewport: Size(390, 844), scale: 1, text: text)
      let surface = try renderer.render(screen.root)
      BareScreens.expectTitlesDrawn(screen.root, surface, scale: 1)
      let item = try #require(screen.root.find("item.1"))
      let ink = Self.topInk(of: item, in: surface, fraction: 0.3)
      if look == nil {
        #expect(ink == 0, "titles alone leave the top of the item blank")
      } else {
        #expect(ink > 40, "an icon over the title: \(ink) dark pixels")
      }
      // The underline still marks the selected tab, under its title.
      let indicator = try #require(screen.root.find("indicator"))
      #expect(!indicator.isHiddenInScene)
      let first = try #require(screen.root.find("item.0"))
      #expect(abs(indicator.sceneFrame.midX - first.sceneFrame.midX) < 1)
      let title = try #require(
        first.children.first {
          if case .text = $0.content { return true }
          return false
        })
      // A whole line of the 15-point title, not the 12 points of the small labels.
      #expect(title.sceneFrame.height >= 18)
      #expect(indicator.sceneFrame.minY >= title.sceneFrame.maxY)
      #expect(title.sceneFrame.maxY <= screen.tabBar.layer.sceneFrame.maxY)
      if let out = ProcessInfo.processInfo.environment["TM_DUMP"] {
        try surface.writePNG(path: "\(out)-\(look == nil ? "plain" : "icons").png")
      }
    }
  }
}
