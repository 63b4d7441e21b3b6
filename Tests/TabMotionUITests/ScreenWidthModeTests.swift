import TabMotionCore
import TabMotionUI
import Testing

/// The ready-made screens expose their bar's width modes through the public API: tabs of
/// equal widths, tabs fitted to their titles, and an indicator of a fixed width — in both
/// reading directions.
@Suite("Width modes on the ready-made screens")
struct ScreenWidthModeTests {
  static let icon = TabIcon(path: .circle(center: Point(0.5, 0.5), radius: 0.4))
  static let titles = ["Me", "Notifications", "Home"]

  /// Three tabs with titles of very different lengths.
  final class Tabs: TabsDataSource, ColorMatchScreenDataSource, CollapsingTabsDataSource {
    func numberOfPages(in pager: Pager) -> Int { 3 }
    func pager(_ pager: Pager, tabItemAt index: Int) -> TabItem { item(index) }
    func pager(_ pager: Pager, pageAt index: Int) -> any PageContent { EmptyPage() }
    func item(_ index: Int) -> TabItem {
      let title = ScreenWidthModeTests.titles[index]
      return TabItem(id: title, title: title, icon: ScreenWidthModeTests.icon)
    }
    func numberOfItems(in screen: ColorMatchScreen) -> Int { 3 }
    func screen(_ screen: ColorMatchScreen, pageAt index: Int) -> any PageContent { EmptyPage() }
    func screen(_ screen: ColorMatchScreen, titleAt index: Int) -> String { item(index).title }
    func screen(_ screen: ColorMatchScreen, iconAt index: Int) -> TabIcon {
      ScreenWidthModeTests.icon
    }
    func screen(_ screen: ColorMatchScreen, highlightedIconAt index: Int) -> TabIcon {
      ScreenWidthModeTests.icon
    }
    func screen(_ screen: ColorMatchScreen, tintColorAt index: Int) -> Color { .black }
    func numberOfTabs(in screen: CollapsingTabScreen) -> Int { 3 }
    func collapsingScreen(_ screen: CollapsingTabScreen, tabItemAt index: Int) -> TabItem {
      item(index)
    }
    func collapsingScreen(
      _ screen: CollapsingTabScreen, pageAt index: Int
    ) -> any CollapsingPageContent {
      do {
        return try RowListPage(rowCount: 10) {
          RowData(title: "Row \($0)", subtitle: "", value: "")
        }
      } catch {
        preconditionFailure("valid page: \(error)")
      }
    }
  }

  /// Item and indicator frames of a screen after its first second.
  struct Frames {
    var items: [Rect]
    var indicator: Rect
  }

  static func frames(_ screen: any Screen) throws -> Frames {
    for k in 0...60 {
      screen.update(to: Double(k) / 60)
      screen.root.present(at: Double(k) / 60)
    }
    let items = try (0..<3).map { try #require(screen.root.find("item.\($0)")).sceneFrame }
    let indicator = try #require(screen.root.find("indicator") ?? screen.root.find("highlight"))
    return Frames(items: items, indicator: indicator.sceneFrame)
  }

  static func environment(_ direction: LayoutDirection) -> ScreenEnvironment {
    ScreenEnvironment(scale: 1, direction: direction)
  }

  /// Equal tabs are one width; fitted ones follow their titles; right to left mirrors both.
  static func checkEqualAndFitted(equal: Frames, fitted: Frames, isRightToLeft rtl: Bool) {
    let w = equal.items.map(\.width)
    #expect(abs(w[0] - w[1]) < 1e-6 && abs(w[1] - w[2]) < 1e-6, "equal: \(w)")
    let f = fitted.items.map(\.width)
    #expect(f[1] > f[0] + 20 && f[1] > f[2] + 20, "fitted: \(f)")
    #expect(f[2] > f[0], "fitted: \(f)")
    for frames in [equal, fitted] {
      let x = frames.items.map(\.midX)
      #expect(rtl ? (x[0] > x[1] && x[1] > x[2]) : (x[0] < x[1] && x[1] < x[2]), "order: \(x)")
    }
  }

  @Test("TabBarScreen: equal or fitted tabs, a fixed-width underline", arguments: [false, true])
  func tabBarScreen(isRightToLeft rtl: Bool) throws {
    let tabs = Tabs()
    let direction: LayoutDirection = rtl ? .rightToLeft : .leftToRight
    func make(_ mode: TabWidthMode, indicatorWidth: Double? = nil) throws -> TabBarScreen {
      try TabBarScreen(
        dataSource: tabs, style: .underline, widthMode: mode, indicatorWidth: indicatorWidth,
        environment: Self.environment(direction))
    }
    let equal = try Self.frames(try make(.equal))
    let fitted = try Self.frames(try make(.fitted))
    Self.checkEqualAndFitted(equal: equal, fitted: fitted, isRightToLeft: rtl)
    // The underline fits the selected title ("Me") unless given a width.
    #expect(equal.indicator.width < 30)
    let fixed = try Self.frames(try make(.fitted, indicatorWidth: 48))
    #expect(abs(fixed.indicator.width - 48) < 1e-6)
    #expect(abs(fixed.indicator.midX - fixed.items[0].midX) < 1e-6)
  }

  @Test(
    "CollapsingTabScreen: no longer forced equal; fixed indicator width", arguments: [false, true])
  func collapsingScreen(isRightToLeft rtl: Bool) throws {
    let tabs = Tabs()
    let direction: LayoutDirection = rtl ? .rightToLeft : .leftToRight
    func make(_ mode: TabWidthMode, indicatorWidth: Double? = nil) throws -> CollapsingTabScreen {
      let screen = try CollapsingTabScreen(
        title: "Prices", header: Layer(), dataSource: tabs, widthMode: mode,
        indicatorWidth: indicatorWidth)
      try screen.layout(Self.environment(direction), at: 0)
      return screen
    }
    let equal = try Self.frames(try make(.equal))
    let fitted = try Self.frames(try make(.fitted))
    Self.checkEqualAndFitted(equal: equal, fitted: fitted, isRightToLeft: rtl)
    let fixed = try Self.frames(try make(.equal, indicatorWidth: 30))
    #expect(abs(fixed.indicator.width - 30) < 1e-6)
    #expect(abs(fixed.indicator.midX - fixed.items[0].midX) < 1e-6)
  }

  @Test("ColorMatchScreen: equal or fitted pills, a fixed-width pill", arguments: [false, true])
  func colorMatchScreen(isRightToLeft rtl: Bool) throws {
    let tabs = Tabs()
    let direction: LayoutDirection = rtl ? .rightToLeft : .leftToRight
    func make(_ mode: TabWidthMode, indicatorWidth: Double? = nil) throws -> ColorMatchScreen {
      try ColorMatchScreen(
        dataSource: tabs, viewport: Size(390, 844),
        safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), direction: direction,
        widthMode: mode, indicatorWidth: indicatorWidth)
    }
    // "Me" is selected: an equal bar widens it for the widest title, a fitted one for its own.
    let equal = try Self.frames(try make(.equal))
    let fitted = try Self.frames(try make(.fitted))
    #expect(fitted.indicator.width < equal.indicator.width - 40)
    #expect(fitted.items[0].width < equal.items[0].width - 40)
    let fixed = try Self.frames(try make(.equal, indicatorWidth: 60))
    #expect(abs(fixed.indicator.width - 60) < 1e-6)
    #expect(abs(fixed.indicator.midX - fixed.items[0].midX) < 1e-6)
    for frames in [equal, fitted] {
      let x = frames.items.map(\.midX)
      #expect(rtl ? (x[0] > x[1] && x[1] > x[2]) : (x[0] < x[1] && x[1] < x[2]), "order: \(x)")
    }
  }

  @Test(
    "An indicator width that is not a finite positive number is an error naming it",
    arguments: [Double.nan, .infinity, -4, 0])
  func aBadIndicatorWidthIsRefused(width: Double) throws {
    let tabs = Tabs()
    let environment = Self.environment(.leftToRight)
    func field(_ make: () throws(TabMotionError) -> Void) -> String? {
      do {
        try make()
        return nil
      } catch {
        return error.field
      }
    }
    #expect(
      field { () throws(TabMotionError) in
        _ = try TabBarScreen(
          dataSource: tabs, style: .underline, indicatorWidth: width, environment: environment)
      } == "indicatorWidth")
    #expect(
      field { () throws(TabMotionError) in
        _ = try CollapsingTabScreen(
          title: "T", header: Layer(), dataSource: tabs, indicatorWidth: width)
      } == "indicatorWidth")
    #expect(
      field { () throws(TabMotionError) in
        _ = try ColorMatchScreen(
          dataSource: tabs, viewport: Size(390, 844), safeArea: .zero, indicatorWidth: width)
      } == "indicatorWidth")
    var look = TabBarAppearance.standard(for: .underline)
    look.indicatorWidth = width
    #expect(
      field { () throws(TabMotionError) in
        _ = try TabBar(items: [TabItem(id: "a", title: "A")], style: .underline, appearance: look)
      } == "appearance.indicatorWidth")
  }
}
