import TabMotionCore
import TabMotionTestSupport
import TabMotionUI
import Testing

/// A tabbed screen nested in one tab of another through `ScreenPage`: laid out at the page's
/// size, swiped through and past its last tab, scrolled to the top by a re-tap on the outer
/// tab, asked for what the outer screen does not do itself, and closed by "back" first.
@Suite("A screen nested in a tab")
struct ScreenPageTests {
  /// Tabs of scrolling pages, one of which may be a nested screen.
  final class Tabs: TabsDataSource {
    let ids: [String]
    var pages: [String: any PageContent] = [:]

    init(_ ids: [String], nested: [String: any PageContent] = [:]) throws {
      self.ids = ids
      for id in ids {
        pages[id] =
          try nested[id]
          ?? ScrollingPage(title: id, accent: .black, rowCount: 60) {
            RowData(title: "Row \($0)", subtitle: "", value: "")
          }
      }
    }

    func numberOfPages(in pager: Pager) -> Int { ids.count }
    func pager(_ pager: Pager, pageAt index: Int) -> any PageContent {
      pages[ids[index]] ?? EmptyPage()
    }
    func pager(_ pager: Pager, tabItemAt index: Int) -> TabItem {
      TabItem(id: ids[index], title: ids[index])
    }
  }

  /// A screen that remembers being asked to go back, and takes typed text.
  final class Composer: Screen, TextEntering {
    let root = Layer(name: "composer")
    var typed = ""
    var openSheet = true
    func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
      root.setFrame(Rect(origin: .zero, size: environment.size))
    }
    func update(to time: Double) {}
    func goBack(at time: Double) -> Bool {
      defer { openSheet = false }
      return openSheet
    }
    func typeText(_ text: String, at time: Double) { typed += text }
  }

  final class Nest {
    let innerTabs: Tabs
    let inner: TabBarScreen
    let outerTabs: Tabs
    let outer: TabBarScreen
    let input: PointerInput
    var time = 0.0

    init(innerPage: ScreenPage? = nil) throws {
      let environment = ScreenEnvironment(size: Size(390, 844))
      innerTabs = try Tabs(["top", "new", "hot"])
      inner = try TabBarScreen(
        dataSource: innerTabs, style: .underline, environment: environment, name: "markets",
        namePrefix: "markets.")
      let page = innerPage ?? ScreenPage(inner)
      outerTabs = try Tabs(["home", "markets", "profile"], nested: ["markets": page])
      outer = try TabBarScreen(
        dataSource: outerTabs, style: .arrow, environment: environment)
      outer.select(1, animated: false, at: 0)
      input = PointerInput(outer)
      frames(60)
    }

    func frames(_ n: Int) {
      for _ in 0..<n {
        time += 1.0 / 120
        outer.update(to: time)
      }
    }

    /// A quick horizontal swipe of `dx` points across the middle of the pages.
    func swipe(_ dx: Double) {
      let start = Point(195 - dx / 2, 400)
      input.send(PointerEvent(.down, position: start, time: time))
      for k in 1...24 {
        time += 1.0 / 120
        input.send(
          PointerEvent(.move, position: start + Point(dx * Double(k) / 24, 0), time: time))
        outer.update(to: time)
      }
      input.send(PointerEvent(.up, position: start + Point(dx, 0), time: time))
      frames(120)
    }

    func tapOuterTab(_ index: Int) {
      let bar = outer.tabBar.layer.sceneFrame
      let width = bar.width / Double(outer.tabCount)
      let p = Point(bar.minX + width * (Double(index) + 0.5), bar.minY + 20)
      input.send(PointerEvent(.down, position: p, time: time))
      time += 0.05
      input.send(PointerEvent(.up, position: p, time: time))
      frames(1)
    }
  }

  @Test func theNestedScreenIsLaidOutAtThePagesSize() throws {
    let nest = try Nest()
    let pageFrame = nest.outer.pager.layer.frame.model
    #expect(nest.inner.root.frame.model.size == pageFrame.size)
    // The inner bar sits at the bottom of the page, above the outer bar.
    let innerBar = nest.inner.tabBar.layer.sceneFrame
    #expect(abs(innerBar.maxY - nest.outer.tabBar.layer.sceneFrame.minY) < 0.001)
  }

  @Test func aNamePrefixKeepsTheNestedScreensPartsApart() throws {
    let nest = try Nest()
    let root = nest.outer.root
    for name in ["markets", "markets.pager", "markets.page.0", "markets.tabBar", "markets.item.2"] {
      #expect(root.find(name) != nil, "\(name)")
    }
    // The plain names are the outer screen's own: its tabs sit in its bar.
    let outerItem = try #require(root.find("item.2"))
    let outerBar = nest.outer.tabBar.layer.sceneFrame
    #expect(outerItem.sceneFrame.minY >= outerBar.minY)
    #expect(root.find("page.1") === nest.outer.pager.slot(1))
    // A tap on the nested screen's third tab, found by its name, selects it.
    let target = try #require(root.find("markets.item.2")).sceneFrame
    let p = Point(target.midX, target.midY)
    nest.input.send(PointerEvent(.down, position: p, time: nest.time))
    nest.time += 0.05
    nest.input.send(PointerEvent(.up, position: p, time: nest.time))
    nest.frames(60)
    #expect(nest.inner.selectedIndex == 2)
    #expect(nest.outer.selectedIndex == 1)
  }

  @Test func swipesTurnTheInnerTabsThenTheOuterOnes() throws {
    let nest = try Nest()
    nest.swipe(-220)
    nest.swipe(-220)
    #expect(nest.inner.selectedIndex == 2)
    #expect(nest.outer.selectedIndex == 1)
    // Past the inner screen's last tab: the outer screen turns to its next tab.
    nest.swipe(-220)
    #expect(nest.inner.selectedIndex == 2)
    #expect(nest.outer.selectedIndex == 2)
  }

  @Test func reTappingTheOuterTabScrollsTheInnerPageToTheTop() throws {
    let nest = try Nest()
    let page = try #require(nest.innerTabs.pages["top"] as? ScrollingPage)
    page.restoreOffset(900, at: nest.time)
    #expect(page.restorableOffset == 900)
    nest.tapOuterTab(1)
    nest.frames(120)
    #expect(page.restorableOffset == 0)
  }

  @Test func theOuterScreenAsksTheSelectedNestedScreenForWhatItDoesNotDo() throws {
    let composer = Composer()
    let nest = try Nest(innerPage: ScreenPage(composer))
    #expect(nest.outer.presentedScreen === composer)
    nest.outer.capability((any TextEntering).self)?.typeText("hi", at: nest.time)
    #expect(composer.typed == "hi")
    // "Back" closes the nested screen's sheet, then has nothing left to close.
    #expect(nest.outer.goBack(at: nest.time))
    #expect(!nest.outer.goBack(at: nest.time))
    // On another tab, the nested screen is not the one on show.
    nest.outer.select(0, animated: false, at: nest.time)
    nest.frames(1)
    #expect(nest.outer.presentedScreen == nil)
  }

  @Test func aLayoutTheNestedScreenRefusesIsKeptAsTheError() throws {
    let environment = ScreenEnvironment(size: Size(390, 844))
    let tabs = try Tabs(["a"])
    let screen = try TabBarScreen(dataSource: tabs, style: .arrow, environment: environment)
    let page = ScreenPage(screen)
    page.safeAreaInsets = EdgeInsets(top: -5, left: 0, bottom: 0, right: 0)
    page.layout(size: Size(390, 700), direction: .leftToRight, at: 0)
    let error = try #require(page.layoutError)
    #expect(error.field.hasPrefix("safeArea"))
    page.safeAreaInsets = .zero
    page.layout(size: Size(390, 700), direction: .leftToRight, at: 0)
    #expect(page.layoutError == nil)
    #expect(screen.root.frame.model.size == Size(390, 700))
  }

  @Test func aNestedCollapsingScreenTakesANamePrefixToo() throws {
    let environment = ScreenEnvironment(size: Size(390, 844))
    let header = Layer()
    let portfolio = try CollapsingTabScreen(
      title: "Portfolio", header: header,
      items: [TabItem(id: "coins", title: "Coins"), TabItem(id: "cards", title: "Cards")],
      rowCount: 30, textMeasurer: environment.textMeasurer, namePrefix: "portfolio."
    ) { tab, row in RowData(title: "Row \(row)", subtitle: "Tab \(tab)", value: "") }
    let outerTabs = try Tabs(["home", "portfolio"], nested: ["portfolio": ScreenPage(portfolio)])
    let outer = try TabBarScreen(dataSource: outerTabs, style: .arrow, environment: environment)
    outer.select(1, animated: false, at: 0)
    outer.update(to: 0.1)
    let root = outer.root
    for name in [
      "portfolio.header", "portfolio.pager", "portfolio.page.1", "portfolio.tabBar",
      "portfolio.item.1", "portfolio.navBar", "portfolio.navTitle", "portfolio.tabBarBorder",
      "portfolio.refresh",
    ] {
      #expect(root.find(name) != nil, "\(name)")
    }
    // The plain names are the outer screen's alone.
    #expect(root.find("header") == nil)
    #expect(root.find("pager") === outer.pager.layer)
    var ancestor = root.find("item.1")?.parent
    while let layer = ancestor, layer !== outer.tabBar.layer { ancestor = layer.parent }
    #expect(ancestor === outer.tabBar.layer)
  }

  @Test func additionalInsetsKeepTheNestedBarClearOfTheOuterArrow() throws {
    let environment = ScreenEnvironment(size: Size(390, 844))
    let tabs = try Tabs(["a", "b"])
    let inner = try TabBarScreen(dataSource: tabs, style: .underline, environment: environment)
    let page = ScreenPage(inner)
    page.layout(size: Size(390, 700), direction: .leftToRight, at: 0)
    let plain = inner.tabBar.layer.frame.model
    page.additionalSafeAreaInsets = EdgeInsets(bottom: 11)
    page.layout(size: Size(390, 700), direction: .leftToRight, at: 0)
    let inset = inner.tabBar.layer.frame.model
    // The bar grows by the inset at its bottom; its items stay 11 points higher.
    #expect(inset.maxY == plain.maxY)
    #expect(inset.height == plain.height + 11)
    let item = try #require(inner.root.find("item.0")).sceneFrame
    #expect(item.maxY <= 700 - 11 + 0.001)
  }
}
