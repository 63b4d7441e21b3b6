import TabMotionCore
import TabMotionUI
import Testing

/// A badge on a tab drawn as a title alone sits beside the end of the title, never over its
/// letters: a fitted bar widens the tab to make room (its tabs sliding to their new widths), an
/// equal bar keeps the tab and cuts the title short if both cannot fit; mirrored right to left,
/// where the badge sits before the title's first letter.
@Suite("Badges beside a lone title")
struct BadgeBesideTitleTests {
  static let titles = ["Notifications", "Messages", "Bookmarks", "Lists"]

  static func bar(
    _ mode: TabWidthMode, _ direction: LayoutDirection, width: Double = 390
  ) throws -> TabBar {
    var names = TabBarNames()
    names.titlePrefix = "title."
    let items = titles.map { TabItem(id: $0.lowercased(), title: $0) }
    let bar = try TabBar(items: items, style: .underline, widthMode: mode, names: names)
    bar.layout(
      frame: Rect(x: 0, y: 100, width: width, height: 44), safeArea: .zero, direction: direction,
      isLandscape: false, at: 0)
    show(bar, at: 0)
    return bar
  }

  static func show(_ bar: TabBar, at time: Double) {
    bar.update(to: time)
    bar.layer.present(at: time)
  }

  /// Where item `i`'s title letters are drawn: the text's width centred in its layer, no
  /// wider than the layer.
  static func ink(_ bar: TabBar, _ i: Int) throws -> ClosedRange<Double> {
    let layer = try #require(bar.layer.find("title.\(i)"))
    let frame = layer.sceneFrame
    let text = EstimatedTextMeasurer().measure(
      titles[i], font: bar.appearance.selectedTitleFont ?? bar.appearance.titleFont
    ).width
    let width = min(
      frame.width,
      max(
        text,
        EstimatedTextMeasurer().measure(
          titles[i], font: bar.appearance.titleFont
        ).width))
    return (frame.midX - width / 2)...(frame.midX + width / 2)
  }

  static func badge(_ bar: TabBar, _ i: Int) throws -> Rect {
    try #require(bar.layer.find(bar.names.badge(i))).sceneFrame
  }

  static func item(_ bar: TabBar, _ i: Int) throws -> Rect {
    try #require(bar.layer.find(bar.names.item(i))).sceneFrame
  }

  @Test(arguments: [TabWidthMode.equal, .fitted], [LayoutDirection.leftToRight, .rightToLeft])
  func aBadgeNeverCoversItsTitle(mode: TabWidthMode, direction: LayoutDirection) throws {
    let bar = try Self.bar(mode, direction)
    bar.setBadge(.count(12), forItemAt: 0, at: 0)
    bar.setBadge(.text("new"), forItemAt: 2, at: 0)
    bar.setBadge(.dot, forItemAt: 3, at: 0)
    Self.show(bar, at: 1)
    for i in [0, 2, 3] {
      let ink = try Self.ink(bar, i)
      let badge = try Self.badge(bar, i)
      if direction == .leftToRight {
        #expect(badge.minX >= ink.upperBound - 1e-9, "\(mode) item \(i): \(badge) over \(ink)")
      } else {
        #expect(badge.maxX <= ink.lowerBound + 1e-9, "\(mode) item \(i): \(badge) over \(ink)")
      }
      // Within its own tab.
      let item = try Self.item(bar, i)
      #expect(badge.minX >= item.minX - 1e-9 && badge.maxX <= item.maxX + 1e-9)
    }
  }

  @Test func aFittedBarWidensTheTabForItsBadgeSlidingItsTabs() throws {
    let bar = try Self.bar(.fitted, .leftToRight, width: 320)
    let before = try Self.item(bar, 0).width
    let secondBefore = try Self.item(bar, 1).minX
    bar.setBadge(.count(12), forItemAt: 0, at: 1)
    Self.show(bar, at: 1 + TabBar.itemChangeDuration / 2)
    let midway = try Self.item(bar, 1).minX
    Self.show(bar, at: 2)
    let after = try Self.item(bar, 0).width
    let badge = try Self.badge(bar, 0)
    // Wider by the badge and its gap; the next tab moved over part-way, then all the way.
    #expect(abs(after - before - (badge.width + 2)) < 1e-6, "\(before) → \(after)")
    let secondAfter = try Self.item(bar, 1).minX
    #expect(abs(secondAfter - secondBefore - (after - before)) < 1e-6)
    #expect(midway > secondBefore + 1 && midway < secondAfter - 1, "mid-slide at \(midway)")
  }

  @Test func anEqualBarCutsTheTitleShortRatherThanCoverIt() throws {
    // 4 tabs of 80 points: "Notifications" (about 90 points) no longer fits beside a badge.
    let bar = try Self.bar(.equal, .leftToRight, width: 320)
    let title = try #require(bar.layer.find("title.0"))
    let whole = title.sceneFrame.width
    bar.setBadge(.count(5), forItemAt: 0, at: 0)
    Self.show(bar, at: 1)
    let cut = title.sceneFrame
    let badge = try Self.badge(bar, 0)
    #expect(cut.width < whole)
    #expect(cut.maxX <= badge.minX)
    #expect(try Self.item(bar, 0).width == 80)
  }
}
