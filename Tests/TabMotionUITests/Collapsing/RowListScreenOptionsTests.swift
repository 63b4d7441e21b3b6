import TabMotionCore
import TabMotionUI
import Testing

/// A collapsing screen of row lists takes the tab bar's options the data-source one does:
/// item look, appearance, width mode and indicator width reach its bar, and a bad indicator
/// width is an error naming it.
@Suite("Collapsing header: a screen of row lists takes the bar's options")
struct RowListScreenOptionsTests {
  static let items = ["All", "Gainers", "Losers"].map { TabItem(id: $0.lowercased(), title: $0) }

  @Test func theBarsOptionsReachTheBar() throws {
    let screen = try CollapsingTabScreen(
      title: "Prices", header: Layer(), items: Self.items, rowCount: 30, style: .pill,
      itemLook: .titleOnly, appearance: .dark, widthMode: .fitted, indicatorWidth: 24
    ) { _, row in RowData(title: "Row \(row)", subtitle: "", value: "") }
    #expect(screen.tabBar.itemLook == .titleOnly)
    #expect(screen.tabBar.widthMode == .fitted)
    #expect(screen.tabBar.appearance.indicatorWidth == 24)
    #expect(screen.appearance == .dark)
    let plain = try CollapsingTabScreen(
      title: "Prices", header: Layer(), items: Self.items, rowCount: 30
    ) { _, row in RowData(title: "Row \(row)", subtitle: "", value: "") }
    #expect(plain.tabBar.widthMode == .equal && plain.appearance == .light)
    #expect(screen.tabBar.appearance.barColor != plain.tabBar.appearance.barColor)
  }

  @Test func aBadIndicatorWidthIsAnErrorNamingIt() {
    do {
      _ = try CollapsingTabScreen(
        title: "Prices", header: Layer(), items: Self.items, rowCount: 30, indicatorWidth: -3
      ) { _, row in RowData(title: "Row \(row)", subtitle: "", value: "") }
      Issue.record("a negative indicator width was accepted")
    } catch {
      #expect(error.field == "indicatorWidth")
    }
  }
}
