import TabMotionCore
import TabMotionTestSupport
import TabMotionUI
import Testing

/// Tabs inserted, removed and reordered at runtime on every ready-made screen with tabs,
/// through the public API: every page keeps its scroll offset (and its very content) by tab
/// id, the selected tab stays selected by id — its nearest remaining neighbour when it went
/// away — and the indicator glides to its new place over several frames.
@Suite("Tabs that change at runtime")
struct RuntimeTabChangeTests {
  static let icon = TabIcon(path: .circle(center: Point(0.5, 0.5), radius: 0.4))
  static var environment: ScreenEnvironment { ScreenEnvironment(scale: 1) }
  static let safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  /// Tabs named by their ids, changeable between reloads; pages made once per id and kept, so
  /// a test can tell a kept page from a remade one.
  final class Tabs: TabsDataSource, ColorMatchScreenDataSource, CollapsingTabsDataSource {
    var ids: [String]
    var scrolling: [String: ScrollingPage] = [:]
    var rows: [String: RowListPage] = [:]
    var madeCount: [String: Int] = [:]

    init(_ ids: [String]) { self.ids = ids }

    func item(_ index: Int) -> TabItem {
      TabItem(id: ids[index], title: ids[index].capitalized, icon: RuntimeTabChangeTests.icon)
    }

    func scrollingPage(_ index: Int) -> ScrollingPage {
      let id = ids[index]
      madeCount[id, default: 0] += 1
      do {
        let page = try ScrollingPage(title: id, accent: .black, rowCount: 300) {
          RowData(title: "Row \($0)", subtitle: "", value: "")
        }
        scrolling[id] = page
        return page
      } catch {
        preconditionFailure("valid page: \(error)")
      }
    }

    // TabsDataSource
    func numberOfPages(in pager: Pager) -> Int { ids.count }
    func pager(_ pager: Pager, tabItemAt index: Int) -> TabItem { item(index) }
    func pager(_ pager: Pager, pageAt index: Int) -> any PageContent { scrollingPage(index) }

    // ColorMatchScreenDataSource
    func numberOfItems(in screen: ColorMatchScreen) -> Int { ids.count }
    func screen(_ screen: ColorMatchScreen, pageAt index: Int) -> any PageContent {
      scrollingPage(index)
    }
    func screen(_ screen: ColorMatchScreen, titleAt index: Int) -> String { item(index).title }
    func screen(_ screen: ColorMatchScreen, iconAt index: Int) -> TabIcon {
      RuntimeTabChangeTests.icon
    }
    func screen(_ screen: ColorMatchScreen, highlightedIconAt index: Int) -> TabIcon {
      RuntimeTabChangeTests.icon
    }
    func screen(_ screen: ColorMatchScreen, tintColorAt index: Int) -> Color { .black }
    func screen(_ screen: ColorMatchScreen, identifierAt index: Int) -> String? { ids[index] }

    // CollapsingTabsDataSource
    func numberOfTabs(in screen: CollapsingTabScreen) -> Int { ids.count }
    func collapsingScreen(_ screen: CollapsingTabScreen, tabItemAt index: Int) -> TabItem {
      item(index)
    }
    func collapsingScreen(
      _ screen: CollapsingTabScreen, pageAt index: Int
    ) -> any CollapsingPageContent {
      let id = ids[index]
      madeCount[id, default: 0] += 1
      do {
        let page = try RowListPage(rowCount: 500) {
          RowData(title: "\(id) \($0)", subtitle: "", value: "")
        }
        rows[id] = page
        return page
      } catch {
        preconditionFailure("valid page: \(error)")
      }
    }
  }

  /// The changes every screen is put through, from tabs a, b, c, d with c selected: the ids
  /// after the change and the id selected afterwards.
  static let changes: [(name: String, ids: [String], selected: String)] = [
    ("insert before the selection", ["a", "b", "x", "c", "d"], "c"),
    ("insert after the selection", ["a", "b", "c", "x", "d"], "c"),
    ("remove the selected tab", ["a", "b", "d"], "d"),
    ("remove another tab", ["b", "c", "d"], "c"),
    ("reorder", ["d", "c", "a", "b"], "c"),
  ]

  /// Offsets given to each tab's page before the change (all deeper than the collapsing
  /// header, so its synchronisation keeps each page's own).
  static let offsets = ["a": 300.0, "b": 500.0, "c": 700.0, "d": 900.0]

  /// What a screen looks like to these tests.
  struct Probe {
    let screen: any Screen
    let selectedID: () -> String
    let offset: (String) -> Double?
    let indicatorX: () -> Double
    let reload: (Double) throws -> Void
  }

  /// Runs `probe`'s screen frame by frame from `start` for `seconds` at 120 Hz, returning the
  /// indicator's x after each frame.
  static func run(_ probe: Probe, from start: Double, seconds: Double) -> [Double] {
    var xs: [Double] = []
    for k in 1...Int(seconds * 120) {
      let t = start + Double(k) / 120
      probe.screen.update(to: t)
      probe.screen.root.present(at: t)
      xs.append(probe.indicatorX())
    }
    return xs
  }

  /// Checks one change on a screen: selection and offsets by id, kept pages not remade, the
  /// indicator moving from where it was over several frames without a jump.
  static func check(
    _ change: (name: String, ids: [String], selected: String), tabs: Tabs, probe: Probe,
    madeBefore: [String: Int]
  ) throws {
    let before = run(probe, from: 0, seconds: 1).last ?? 0
    tabs.ids = change.ids
    try probe.reload(1)
    let xs = run(probe, from: 1, seconds: 1)
    #expect(probe.selectedID() == change.selected, "\(change.name)")
    for id in change.ids where id != "x" {
      let offset = try #require(probe.offset(id), "\(change.name): page \(id)")
      #expect(abs(offset - (offsets[id] ?? 0)) < 1e-9, "\(change.name): page \(id)")
      #expect(tabs.madeCount[id] == madeBefore[id], "\(change.name): page \(id) made again")
    }
    let after = try #require(xs.last)
    let travel = after - before
    if change.selected == "c" && abs(travel) < 1 { return }
    // The first frame is still near where the indicator was; it then moves step by step,
    // never by more than a third of the way, and only one way.
    #expect(abs(xs[0] - before) < abs(travel) / 3 + 1, "\(change.name): \(xs.prefix(6))")
    var previous = before
    var moving = 0
    for x in xs {
      #expect(abs(x - previous) <= abs(travel) / 3 + 1e-6, "\(change.name): \(xs.prefix(40))")
      #expect((x - previous) * travel >= -1e-6, "\(change.name) goes back: \(xs.prefix(40))")
      if abs(x - previous) > 1e-6 { moving += 1 }
      previous = x
    }
    #expect(moving >= 6, "\(change.name): moved in \(moving) frames")
  }

  // MARK: TabBarScreen

  static func tabBarScreen(
    _ tabs: Tabs, style: TabIndicatorStyle = .arrow, reducedMotion: Bool = false
  ) throws -> Probe {
    let environment = ScreenEnvironment(scale: 1, reducedMotion: reducedMotion)
    let screen = try TabBarScreen(dataSource: tabs, style: style, environment: environment)
    screen.restoreState(
      ScreenState(
        selection: TabSelectionState(selectedIndex: 2, selectedID: "c"), offsets: offsets),
      at: 0)
    // The curve's indicator is the bar's whole background: its floating circle is what moves.
    let marker = style == .curve ? screen.root.find("bubble") : screen.tabBar.indicator.layer
    return Probe(
      screen: screen,
      selectedID: { screen.tabBar.items[screen.selectedIndex].id },
      offset: { id in
        screen.restorableState?.offsets[id]
      },
      indicatorX: { marker?.sceneFrame.midX ?? .nan },
      reload: { try screen.reloadData(at: $0) })
  }

  @Test(
    "TabBarScreen keeps offsets, pages and the selection by id; the indicator glides",
    arguments: [TabIndicatorStyle.arrow, .curve, .underline, .pill])
  func tabBarScreenChanges(style: TabIndicatorStyle) throws {
    for change in Self.changes {
      let tabs = Tabs(["a", "b", "c", "d"])
      let probe = try Self.tabBarScreen(tabs, style: style)
      _ = Self.run(probe, from: -1, seconds: 0.5)
      // Every page exists before the change, so a remade one would show.
      let screen = try #require(probe.screen as? TabBarScreen)
      for i in 0..<4 { screen.pager.select(i, animated: false, at: 0) }
      screen.link.select(2, animated: false, at: 0)
      try Self.check(change, tabs: tabs, probe: probe, madeBefore: tabs.madeCount)
    }
  }

  @Test("TabBarScreen: a kept page is the same content at its new index")
  func tabBarScreenKeepsContent() throws {
    let tabs = Tabs(["a", "b", "c", "d"])
    let probe = try Self.tabBarScreen(tabs)
    let screen = try #require(probe.screen as? TabBarScreen)
    _ = Self.run(probe, from: -1, seconds: 0.5)
    let c = try #require(tabs.scrolling["c"])
    tabs.ids = ["x", "a", "b", "c", "d"]
    try screen.reloadData(at: 0)
    #expect(screen.selectedIndex == 3)
    #expect(screen.pager.page(3) as? ScrollingPage === c)
    #expect(screen.pager.page(2) as? ScrollingPage === tabs.scrolling["b"])
  }

  @Test("Reduced motion: the indicator does not slide, it fades in at its new place")
  func reducedMotionFades() throws {
    let tabs = Tabs(["a", "b", "c", "d"])
    let probe = try Self.tabBarScreen(tabs, reducedMotion: true)
    let screen = try #require(probe.screen as? TabBarScreen)
    let before = Self.run(probe, from: 0, seconds: 0.5)
    tabs.ids = ["a", "b", "x", "c", "d"]
    try screen.reloadData(at: 0.5)
    let xs = Self.run(probe, from: 0.5, seconds: 0.5)
    #expect(screen.selectedIndex == 3)
    #expect(abs(xs[0] - (xs.last ?? 0)) < 1e-9)
    #expect(abs((before.last ?? 0) - xs[0]) > 10)
    var opacities: [Double] = []
    tabs.ids = ["a", "b", "c", "d"]
    try screen.reloadData(at: 1)
    for k in 1...30 {
      let t = 1 + Double(k) / 120
      screen.update(to: t)
      screen.root.present(at: t)
      opacities.append(screen.tabBar.indicator.layer.opacity.presented)
    }
    #expect(try #require(opacities.first) < 0.5)
    #expect(opacities.last == 1)
  }

  @Test("The selection observers hear of a removed selected tab, not of a kept one")
  func observersHearOfMovedSelection() throws {
    let tabs = Tabs(["a", "b", "c", "d"])
    let screen = try TabBarScreen(dataSource: tabs, style: .arrow, environment: Self.environment)
    screen.link.select(2, animated: false, at: 0)
    screen.update(to: 0.1)
    var heard: [Int] = []
    screen.link.addSelectionObserver { i, _ in heard.append(i) }
    tabs.ids = ["x", "a", "b", "c", "d"]
    try screen.reloadData(at: 0.2)
    screen.update(to: 0.3)
    #expect(heard == [])
    tabs.ids = ["x", "a", "b", "d"]
    try screen.reloadData(at: 0.4)
    screen.update(to: 0.5)
    #expect(heard == [3])
    #expect(screen.tabBar.items[screen.selectedIndex].id == "d")
    // The last tab removed while selected: the one before it.
    tabs.ids = ["x", "a", "b"]
    try screen.reloadData(at: 0.6)
    #expect(screen.tabBar.items[screen.selectedIndex].id == "b")
  }

  // MARK: CollapsingTabScreen

  static func collapsingScreen(_ tabs: Tabs) throws -> Probe {
    let screen = try CollapsingTabScreen(
      title: "Prices", header: Layer(), dataSource: tabs)
    try screen.layout(environment, at: 0)
    screen.restoreState(
      ScreenState(
        selection: TabSelectionState(selectedIndex: 2, selectedID: "c"), offsets: offsets),
      at: 0)
    return Probe(
      screen: screen,
      selectedID: { screen.items[screen.tabBar.selectedIndex].id },
      offset: { id in
        screen.items.firstIndex { $0.id == id }.flatMap { screen.offset(ofPage: $0) }
      },
      indicatorX: { screen.tabBar.indicator.layer.sceneFrame.midX },
      reload: { try screen.reloadData(at: $0) })
  }

  @Test("CollapsingTabScreen keeps offsets, pages and the selection by id; the underline glides")
  func collapsingScreenChanges() throws {
    for change in Self.changes {
      let tabs = Tabs(["a", "b", "c", "d"])
      let probe = try Self.collapsingScreen(tabs)
      let screen = try #require(probe.screen as? CollapsingTabScreen)
      for i in 0..<4 { screen.pager.select(i, animated: false, at: 0) }
      screen.link.select(2, animated: false, at: 0)
      _ = Self.run(probe, from: -1, seconds: 0.5)
      try Self.check(change, tabs: tabs, probe: probe, madeBefore: tabs.madeCount)
      #expect(screen.activeIndex == screen.tabBar.selectedIndex)
      #expect(screen.collapseFraction == 1, "\(change.name): the header moved")
      if let x = screen.items.firstIndex(where: { $0.id == "x" }) {
        // A new tab starts in step with the collapsed header.
        #expect(screen.offset(ofPage: x) == 80, "\(change.name)")
      }
    }
  }

  @Test("CollapsingTabScreen: a kept page still scrolls under its own finger at its new index")
  func collapsingPagesKeepTheirGestures() throws {
    let tabs = Tabs(["a", "b", "c", "d"])
    let probe = try Self.collapsingScreen(tabs)
    let screen = try #require(probe.screen as? CollapsingTabScreen)
    _ = Self.run(probe, from: -1, seconds: 0.5)
    tabs.ids = ["x", "y", "a", "b", "c", "d"]
    try screen.reloadData(at: 0)
    _ = Self.run(probe, from: 0, seconds: 0.5)
    #expect(screen.activeIndex == 4)
    let before = try #require(screen.offset(ofPage: 4))
    let dispatcher = PointerDispatcher()
    var t = 0.5
    for k in 0...20 {
      t += Frames.interval
      let y = 600 - Double(k) * 10
      dispatcher.dispatch(
        PointerEvent(k == 0 ? .down : .move, position: Point(195, y), time: t), to: screen.root)
      screen.update(to: t)
      screen.root.present(at: t)
    }
    dispatcher.dispatch(PointerEvent(.up, position: Point(195, 400), time: t), to: screen.root)
    #expect(try #require(screen.offset(ofPage: 4)) > before + 100)
    #expect(screen.offset(ofPage: 2) == 300)
  }

  // MARK: ColorMatchScreen

  static func colorMatchScreen(_ tabs: Tabs) throws -> Probe {
    let screen = try ColorMatchScreen(
      dataSource: tabs, viewport: Size(390, 844), safeArea: safeArea)
    screen.restoreState(
      ScreenState(
        selection: TabSelectionState(selectedIndex: 2, selectedID: "c"), offsets: offsets),
      at: 0)
    return Probe(
      screen: screen,
      selectedID: { screen.tabBar.items[screen.selectedIndex].id },
      offset: { id in screen.restorableState?.offsets[id] },
      indicatorX: { screen.tabBar.indicator.layer.sceneFrame.midX },
      reload: { try screen.reloadData(at: $0) })
  }

  @Test("ColorMatchScreen keeps offsets, pages and the selection by id; the pill glides")
  func colorMatchScreenChanges() throws {
    for change in Self.changes {
      let tabs = Tabs(["a", "b", "c", "d"])
      let probe = try Self.colorMatchScreen(tabs)
      let screen = try #require(probe.screen as? ColorMatchScreen)
      for i in 0..<4 { screen.pager.select(i, animated: false, at: 0) }
      screen.select(2, animated: false, at: 0)
      _ = Self.run(probe, from: -1, seconds: 0.5)
      try Self.check(change, tabs: tabs, probe: probe, madeBefore: tabs.madeCount)
    }
  }

  @Test("ColorMatchScreen: inserting a category before the selected one keeps it selected")
  func colorMatchInsertBefore() throws {
    final class Delegate: ColorMatchScreenDelegate {
      var selected: [Int] = []
      func screen(_ screen: ColorMatchScreen, didSelectItemAt index: Int) { selected.append(index) }
    }
    let tabs = Tabs(["a", "b", "c", "d"])
    let screen = try ColorMatchScreen(
      dataSource: tabs, viewport: Size(390, 844), safeArea: Self.safeArea)
    let delegate = Delegate()
    screen.delegate = delegate
    screen.select(2, animated: false, at: 0)
    screen.update(to: 0.1)
    delegate.selected = []
    tabs.ids = ["x", "a", "b", "c", "d"]
    try screen.reloadData(at: 0.2)
    screen.update(to: 0.3)
    #expect(screen.selectedIndex == 3)
    #expect(screen.tabBar.items[3].id == "c")
    #expect(delegate.selected == [])
  }

  @Test("ColorMatch ids default to the titles, a repeated title numbered")
  func colorMatchDefaultIDs() throws {
    final class Titles: ColorMatchScreenDataSource {
      let titles = ["Products", "Places", "Places"]
      func numberOfItems(in screen: ColorMatchScreen) -> Int { titles.count }
      func screen(_ screen: ColorMatchScreen, pageAt index: Int) -> any PageContent {
        EmptyPage()
      }
      func screen(_ screen: ColorMatchScreen, titleAt index: Int) -> String { titles[index] }
      func screen(_ screen: ColorMatchScreen, iconAt index: Int) -> TabIcon {
        RuntimeTabChangeTests.icon
      }
      func screen(_ screen: ColorMatchScreen, highlightedIconAt index: Int) -> TabIcon {
        RuntimeTabChangeTests.icon
      }
      func screen(_ screen: ColorMatchScreen, tintColorAt index: Int) -> Color { .black }
    }
    let titles = Titles()
    let screen = try ColorMatchScreen(
      dataSource: titles, viewport: Size(390, 844), safeArea: Self.safeArea)
    #expect(screen.tabBar.items.map(\.id) == ["Products", "Places", "Places#2"])
  }
}
