import TabMotionCore
import Testing

@testable import TabMotionUI

/// What a badge beside a lone title moves besides the title: the underline under it, the
/// bar's scrolling when the tabs no longer fit, and nothing that was not yet laid out or is
/// still sliding from a change of tabs.
@Suite("Badges beside a lone title: the bar around them")
struct BadgeRefitTests {
  static let titles = ["Home", "Messages", "Bookmarks", "Lists"]

  static func bar(_ mode: TabWidthMode, width: Double = 390, layOut: Bool = true) throws -> TabBar {
    var names = TabBarNames()
    names.titlePrefix = "title."
    let items = titles.map { TabItem(id: $0.lowercased(), title: $0) }
    let bar = try TabBar(items: items, style: .underline, widthMode: mode, names: names)
    if layOut { Self.layOut(bar, width: width) }
    return bar
  }

  static func layOut(_ bar: TabBar, width: Double = 390) {
    bar.layout(
      frame: Rect(x: 0, y: 0, width: width, height: 44), safeArea: .zero,
      direction: .leftToRight, isLandscape: false, at: 0)
    show(bar, at: 0)
  }

  static func show(_ bar: TabBar, at time: Double) {
    bar.update(to: time)
    bar.layer.present(at: time)
  }

  @Test(arguments: [TabWidthMode.equal, .fitted])
  func theUnderlineStaysUnderItsTitleBesideABadge(mode: TabWidthMode) throws {
    let bar = try Self.bar(mode)
    bar.setBadge(.count(12), forItemAt: 0, at: 0)
    Self.show(bar, at: 1)
    let view = bar.itemViews[0]
    let title = view.title.sceneFrame
    let drawn = min(view.titleWidth, title.width)
    let line = bar.indicator.layer.sceneFrame
    #expect(abs(line.midX - title.midX) < 1e-9, "line \(line) under title \(title)")
    #expect(abs(line.width - drawn) < 1e-9)
    // The badge sits clear of the line's end.
    let badge = try #require(bar.layer.find(bar.names.badge(0))).sceneFrame
    #expect(line.maxX <= badge.minX)
  }

  @Test func aFittedBarABadgePushesPastItsWidthScrollsAndClips() throws {
    // Just wide enough for the tabs as they are.
    let fitting = try Self.bar(.fitted)
    let width = fitting.layout.minimumWidths.reduce(0, +) + 5
    let bar = try Self.bar(.fitted, width: width)
    #expect(!bar.scrollRecognizer.isEnabled && !bar.track.clipsToBounds)
    bar.setBadge(.text("new"), forItemAt: 1, at: 1)
    Self.show(bar, at: 2)
    #expect(bar.layout.contentWidth > width)
    #expect(bar.scrollRecognizer.isEnabled && bar.track.clipsToBounds)
    bar.setBadge(nil, forItemAt: 1, at: 2)
    Self.show(bar, at: 3)
    #expect(!bar.scrollRecognizer.isEnabled && !bar.track.clipsToBounds)
  }

  @Test func aBadgeSetBeforeTheFirstLayoutSlidesNothing() throws {
    let bar = try Self.bar(.fitted, layOut: false)
    bar.setBadge(.count(3), forItemAt: 2, at: 0)
    #expect(bar.morphStart == nil)
    Self.layOut(bar)
    let frames = bar.layout.frames
    Self.show(bar, at: 0.1)
    #expect(bar.layout.frames == frames)
    #expect(frames.allSatisfy { $0.width > 0 })
  }

  @Test func aBadgeSetWhileTabsSlideLeavesTheIndicatorWhereItIs() throws {
    let bar = try Self.bar(.fitted)
    // The selected tab removed: the indicator glides from where it was to the next one.
    try bar.remove(at: 0, animated: true, time: 1)
    Self.show(bar, at: 1.1)
    let before = bar.indicator.layer.frame.model
    // A badge on another tab: the tabs slide to their new widths from where they are drawn.
    bar.setBadge(.count(4), forItemAt: 2, at: 1.1)
    Self.show(bar, at: 1.1)
    let after = bar.indicator.layer.frame.model
    #expect(abs(after.minX - before.minX) < 0.5, "\(before) → \(after)")
    Self.show(bar, at: 2)
    let rest = bar.indicator.layer.frame.model
    let title = bar.itemViews[0].title.sceneFrame
    #expect(abs(rest.midX - title.midX) < 1e-9)
  }
}
