import TabMotionCore
import TabMotionDemos
import TabMotionRender
import TabMotionUI
import Testing

// Public API only (no @testable): appearances, title-only tabs, what pages are told.

@Suite("Screens take an appearance, light and dark")
struct ScreenAppearanceTests {
  static func rgb(_ surface: ImageSurface, _ p: Point) -> UInt32 {
    (surface.pixel(x: Int(p.x), y: Int(p.y)) ?? 0) & 0xFF_FFFF
  }

  @Test func aTabBarScreenSwitchesToDarkOnTheNextFrame() throws {
    let session = try HeadlessSession(script: GestureScript(scale: 1, steps: [.wait(0.2)])) {
      try BareScreens.tabBar($0)
    }
    try session.step()
    let bar = try #require(session.screen.root.find("tabBar")).sceneFrame
    let nav = try #require(session.screen.root.find("navBar")).sceneFrame
    let light = try session.render()
    #expect(Self.rgb(light, Point(2, bar.minY + 3)) == 0xFFFFFF)
    #expect(Self.rgb(light, Point(2, nav.midY)) == 0xFAFAFC)
    session.screen.appearance = .dark
    try session.step()
    let dark = try session.render()
    #expect(Self.rgb(dark, Point(2, bar.minY + 3)) == 0x1C1C1E)
    #expect(Self.rgb(dark, Point(2, nav.midY)) == 0x1C1C1E)
    #expect(Self.rgb(dark, Point(195, 400)) == 0x000000, "the page area shows the background")
    // The selected title is drawn in the dark appearance's selected colour.
    let item = try #require(session.screen.root.find("item.0"))
    let titles = item.children.compactMap { layer -> LayerContent.Text? in
      if case .text(let t) = layer.content { return t }
      return nil
    }
    #expect(titles.map(\.color) == [.white])
  }

  @Test func theUnderlineStaysUnderItsTabWhenTheAppearanceChanges() throws {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let environment = ScreenEnvironment(direction: direction)
      let screen = try BareScreens.collapsing(environment)
      try screen.layout(environment, at: 0)
      screen.select(1, animated: false, at: 0)
      screen.update(to: 0.5)
      let item = try #require(screen.root.find("item.1"))
      let indicator = try #require(screen.root.find("indicator"))
      #expect(abs(indicator.sceneFrame.midX - item.sceneFrame.midX) < 0.5)
      screen.appearance = .dark
      screen.update(to: 0.52)
      #expect(
        abs(indicator.sceneFrame.midX - item.sceneFrame.midX) < 0.5,
        "\(direction): \(indicator.sceneFrame) under \(item.sceneFrame)")
      #expect(indicator.sceneFrame.minX >= 0)
    }
  }

  @Test func theSelectedTitleCanTakeItsOwnFont() throws {
    var appearance = ScreenAppearance.light
    appearance.tabs.titleFont = .system(15, .regular)
    appearance.tabs.selectedTitleFont = .system(15, .bold)
    let session = try HeadlessSession(script: GestureScript(scale: 1, steps: [.wait(0.6)])) {
      try TabBarScreen(
        dataSource: BareScreens.source, style: .underline, appearance: appearance,
        environment: $0)
    }
    while !session.isFinished { try session.step() }
    func font(_ index: Int) throws -> Font? {
      let item = try #require(session.screen.root.find("item.\(index)"))
      for layer in item.children { if case .text(let t) = layer.content { return t.font } }
      return nil
    }
    #expect(try font(0) == .system(15, .bold))
    #expect(try font(1) == .system(15, .regular))
  }

  @Test func colourMatchKeepsItsOwnLookUntilGivenAnother() throws {
    let session = try HeadlessSession(script: GestureScript(scale: 1, steps: [.wait(0.1)])) {
      try ColorMatchDemo(environment: $0)
    }
    try session.step()
    // The session keeps the demo's type: its screen is at hand.
    let screen = session.screen
    let color = screen.screen
    #expect(color.appearance == ColorMatchScreen.standardAppearance)
    let nav = try #require(screen.root.find("navBar")).sceneFrame
    #expect(Self.rgb(try session.render(), Point(4, nav.minY + 4)) == 0xFFFFFF)
    color.appearance = .dark
    try session.step()
    #expect(Self.rgb(try session.render(), Point(4, nav.minY + 4)) == 0x1C1C1E)
  }

  @Test func aTitleOnlyTabInABarOfIconsStandsCentred() throws {
    let items = [
      TabItem(
        id: "a", title: "Alpha",
        icon: TabIcon(path: Path.rect(Rect(x: 0, y: 0, width: 1, height: 1)))),
      TabItem(id: "b", title: "Beta"),
    ]
    let bar = try TabBar(items: items, style: .arrow)
    bar.layout(
      frame: Rect(x: 0, y: 0, width: 300, height: 49), safeArea: .zero, direction: .leftToRight,
      isLandscape: false, at: 0)
    bar.update(to: 0)
    let root = Layer()
    root.addChild(bar.layer)
    root.present(at: 0)
    func parts(_ index: Int) throws -> (icon: Layer?, title: Layer) {
      let item = try #require(root.find("item.\(index)"))
      let icon = item.children.first { layer in
        if case .icon = layer.content { !layer.isHiddenInScene } else { false }
      }
      let title = try #require(
        item.children.first { if case .text = $0.content { true } else { false } })
      return (icon, title)
    }
    let withIcon = try parts(0)
    let titleOnly = try parts(1)
    #expect(withIcon.icon != nil)
    #expect(titleOnly.icon == nil, "no icon drawn for a tab without one")
    #expect(withIcon.title.sceneFrame.midY > 30, "under its icon")
    #expect(abs(titleOnly.title.sceneFrame.midY - 23.5) < 1, "centred in the 49 pt row")
  }
}

@Suite("Pages of a collapsing screen are told where the header is")
struct CollapsingGeometryTests {
  final class Page: CollapsingPageContent {
    let layer = Layer()
    var topInset = 0.0
    var contentHeight: Double { 3000 }
    var collapsingGeometry = CollapsingGeometry()
    var seen: [CollapsingGeometry] = []
    func layout(size: Size, direction: LayoutDirection, at time: Double) {
      layer.setFrame(Rect(origin: .zero, size: size))
      seen.append(collapsingGeometry)
    }
    func scroll(to offset: Double) { seen.append(collapsingGeometry) }
  }

  final class Pages: CollapsingTabsDataSource {
    let pages = [Page(), Page()]
    func numberOfTabs(in screen: CollapsingTabScreen) -> Int { 2 }
    func collapsingScreen(_ screen: CollapsingTabScreen, tabItemAt index: Int) -> TabItem {
      TabItem(id: "\(index)", title: "Tab \(index)")
    }
    func collapsingScreen(
      _ screen: CollapsingTabScreen, pageAt index: Int
    ) -> any CollapsingPageContent { pages[index] }
  }

  @Test func aPageSeesTheHeaderCollapseAsItScrolls() throws {
    let pages = Pages()
    let script = GestureScript(
      scale: 1,
      steps: [
        .drag(
          from: .point(Point(195, 600)), to: .point(Point(195, 550)), duration: 0.3,
          release: .stop),
        .wait(0.2),
      ])
    let session = try HeadlessSession(script: script) {
      try CollapsingTabScreen(
        title: "T", header: Layer(), dataSource: pages, headerHeight: 80, tabBarHeight: 40,
        textMeasurer: $0.textMeasurer)
    }
    let first = try #require(pages.pages[0].seen.first)
    #expect(first.headerHeight == 80 && first.tabBarHeight == 40)
    #expect(first.pinnedHeight == 47 + 44 + 40)
    #expect(first.collapse == 0)
    while !session.isFinished { try session.step() }
    let screen = session.screen
    let y = try #require(session.screen.root.find("page.0")?.traceFields.first { $0.0 == "offset" })
    guard case .number(let offset) = y.1 else { throw TabMotionError(field: "offset", reason: "") }
    #expect(offset > 20 && offset < 60)
    let now = pages.pages[0].collapsingGeometry
    #expect(abs(now.collapse - offset / 80) < 1e-9, "the header follows the offset")
    #expect(now == screen.geometry)
    #expect(abs(now.visibleHeaderHeight - (80 - offset)) < 1e-9)
  }

  @Test func reducedMotionReachesATransitionTheUserInstalled() throws {
    var script = GestureScript(scale: 1, steps: [.wait(0.1)])
    script.reducedMotion = true
    let session = try HeadlessSession(script: script) { environment in
      let screen = try BareScreens.collapsing(environment)
      screen.pager.transition = CubePageTransition()
      return screen
    }
    let cube = try #require(session.screen.pager.transition as? CubePageTransition)
    #expect(cube.reducedMotion)
  }
}
