import Foundation
import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// The tab bar as a component: bad input, item changes, reselect, restoration, widths,
/// scrolling, and each style's in-between states.
@Suite("TabBar")
struct TabBarTests {
  /// Every character 8 pt wide: titles measure predictably.
  struct FixedMeasurer: TextMeasuring {
    func measure(_ text: String, font: Font) -> Size { Size(Double(text.count) * 8, 16) }
  }

  static let tints: [UInt32] = [0xF76707, 0x12B886, 0xE64980, 0x4C6EF5]

  static func items(_ n: Int) -> [TabItem] {
    (0..<n).map { i in
      TabItem(
        id: "t\(i)", title: "Tab \(i)", icon: TabIcons.home,
        tint: Color(hex: tints[i % tints.count]))
    }
  }

  static func bar(
    _ n: Int = 4, style: TabIndicatorStyle = .arrow, mode: TabWidthMode = .equal,
    width: Double = 390
  ) throws -> TabBar {
    let bar = try TabBar(
      items: items(n), style: style, widthMode: mode, textMeasurer: FixedMeasurer())
    let h = bar.preferredHeight(safeBottom: 0)
    bar.layout(
      frame: Rect(x: 0, y: 0, width: width, height: h), safeArea: .zero,
      direction: .leftToRight, isLandscape: false, at: 0)
    bar.update(to: 0)
    bar.layer.present(at: 0)
    return bar
  }

  static func node(_ bar: TabBar, _ name: String) throws -> Layer {
    try #require(bar.layer.find(name))
  }

  // MARK: Bad input

  @Test func badInputThrowsTypedErrorsAndChangesNothing() throws {
    expectError("items") { _ = try TabBar(items: [], style: .arrow) }
    var dup = Self.items(4)
    dup[2].id = "t0"
    expectError("items[2].id") { _ = try TabBar(items: dup, style: .pill) }
    // A tab whose id was never filled in: tabs are followed, and saved, by id.
    var blank = Self.items(3)
    blank[1].id = ""
    expectError("items[1].id") { _ = try TabBar(items: blank, style: .underline) }
    expectError("index") {
      _ = try TabBar(items: Self.items(4), style: .arrow, selectedIndex: 4)
    }
    let bar = try Self.bar()
    expectError("items[4].id") {
      _ = try bar.insert(Self.items(1)[0], at: 4, time: 0.1)
    }
    expectError("index") { _ = try bar.insert(Self.items(5)[4], at: 9, time: 0.1) }
    expectError("items[2].id") {
      _ = try bar.insert(TabItem(id: "", title: "Untitled"), at: 2, time: 0.1)
    }
    expectError("source") { _ = try bar.move(from: 7, to: 0, time: 0.1) }
    expectError("index") { _ = try bar.remove(at: 4, time: 0.1) }
    let single = try Self.bar(1)
    expectError("items") { _ = try single.remove(at: 0, time: 0.1) }
    bar.update(to: 0.2)
    #expect(bar.selectedIndex == 0 && bar.items.map(\.id) == ["t0", "t1", "t2", "t3"])
    #expect(bar.progress == 0 && !bar.isTracking)
  }

  // MARK: Items at runtime

  @Test func insertRemoveAndReorderKeepOrClampTheSelection() throws {
    let bar = try Self.bar()
    bar.select(2, animated: false, at: 0)
    let extra = TabItem(id: "x", title: "Extra", icon: TabIcons.star)
    #expect(try bar.insert(extra, at: 0, time: 0.1) == 3)
    #expect(bar.items[bar.selectedIndex].id == "t2")
    bar.update(to: 0.1)
    #expect(bar.progress == 3)
    let item3 = try Self.node(bar, "item.3")
    #expect(item3.semantics?.announcement == "Tab 2, tab, 4 of 5, selected")
    #expect(try Self.node(bar, "item.0").semantics?.announcement == "Extra, tab, 1 of 5")

    #expect(try bar.move(from: 3, to: 0, time: 0.2) == 0)
    #expect(bar.items.map(\.id) == ["t2", "x", "t0", "t1", "t3"])
    // Removing the selected item clamps the index: the item now there is selected.
    #expect(try bar.remove(at: 0, time: 0.3) == 0)
    #expect(bar.items[0].id == "x")
    bar.select(3, animated: false, at: 0.4)
    #expect(try bar.remove(at: 3, time: 0.5) == 2)
    bar.update(to: 0.5)
    #expect(bar.progress == 2 && bar.selectedIndex == 2)
    #expect(bar.layer.find("item.3") == nil)
  }

  /// A bar of icons and titles 390 pt wide whose items are titled `titles`.
  static func titledBar(_ titles: [String]) throws -> TabBar {
    try laidOutBar(
      titles.enumerated().map { i, title in
        TabItem(id: "t\(i)", title: title, icon: TabIcons.home)
      })
  }

  /// A bar of `items` 390 pt wide, laid out at 0 and presented at `time`.
  static func laidOutBar(
    _ items: [TabItem], style: TabIndicatorStyle = .arrow, at time: Double = 0
  ) throws -> TabBar {
    let bar = try TabBar(items: items, style: style, textMeasurer: FixedMeasurer())
    bar.layout(
      frame: Rect(x: 0, y: 0, width: 390, height: bar.preferredHeight(safeBottom: 0)),
      safeArea: .zero, direction: .leftToRight, isLandscape: false, at: 0)
    bar.update(to: time)
    bar.layer.present(at: time)
    return bar
  }

  /// Runs an item change started at 0 frame by frame to its end, calling `check` on each
  /// frame in between with the time.
  static func runItemChange(_ bar: TabBar, _ check: (Double) -> Void) {
    var t = 0.0
    while t < TabBar.itemChangeDuration {
      t += Frames.interval
      bar.update(to: t)
      bar.layer.present(at: t)
      if t < TabBar.itemChangeDuration { check(t) }
    }
    bar.update(to: t + 0.1)
    bar.layer.present(at: t + 0.1)
  }

  /// A text layer narrower than its text draws the text cut short with an ellipsis. A tab
  /// inserted with animation grows from nothing to its place: its title must not be cut short
  /// at every width on the way ("Ne…"), but be set whole, at the width the tab settles at,
  /// centred on the tab, which clips it until it has grown wide enough to show it all.
  @Test func anInsertedTabShowsItsTitleWholeAsItGrowsNotCutShort() throws {
    let bar = try Self.titledBar(["Home", "Search", "Likes", "Me"])
    let inserted = TabItem(id: "new", title: "Messages", icon: TabIcons.star)
    try bar.insert(inserted, at: 2, animated: true, time: 0)
    let view = bar.itemViews[2]
    let natural = Double("Messages".count) * 8
    let settled = 390.0 / 5
    var narrowerThanItsTitle = 0
    Self.runItemChange(bar) { t in
      let item = view.layer.frame.presented
      let title = view.title.frame.presented
      if item.width < natural { narrowerThanItsTitle += 1 }
      #expect(abs(title.width - settled) < 1e-9, "title set at the settled width at \(t)")
      #expect(title.width >= natural, "the whole title fits its layer at \(t)")
      #expect(abs(title.midX - item.width / 2) < 1e-9, "centred on the growing tab at \(t)")
      #expect(view.layer.clipsToBounds, "the growing tab clips its title at \(t)")
    }
    #expect(narrowerThanItsTitle > 2)
    // At rest the title fills its tab again, which no longer clips.
    #expect(view.layer.frame.presented.width == settled)
    #expect(
      view.title.frame.presented
        == Rect(x: 0, y: view.title.frame.presented.minY, width: settled, height: 12))
    #expect(!view.layer.clipsToBounds)
  }

  /// A title too long for the width its tab settles at is cut short as at rest, from the
  /// start of the insertion — not at the growing tab's width, nor laid out whole.
  @Test func anInsertedTabWhoseTitleDoesNotFitIsCutShortAsAtRest() throws {
    let bar = try Self.titledBar(["Home", "Search", "Likes", "Me"])
    let inserted = TabItem(id: "new", title: "Notifications and more", icon: TabIcons.star)
    try bar.insert(inserted, at: 4, animated: true, time: 0)
    let view = bar.itemViews[4]
    let settled = 390.0 / 5
    #expect(view.titleWidth > settled)
    Self.runItemChange(bar) { t in
      #expect(abs(view.title.frame.presented.width - settled) < 1e-9, "at \(t)")
    }
    #expect(view.title.frame.presented.width == settled)
  }

  /// Removing a tab widens the others: a neighbour whose title was cut short and now fits is
  /// shown whole as it widens (clipped by it until it fits), never cut short again at the
  /// widths on the way; the removed tab narrows to its centre and fades out where it was, its
  /// title staying where it was on screen, at its width (clipped, not cut short).
  @Test func aRemovalShowsTheWideningTabsTitlesWholeNotCutShort() throws {
    let bar = try Self.titledBar(["Home", "Search", "Likes", "Me", "Collections"])
    let widening = bar.itemViews[4]
    let removed = bar.itemViews[0]
    let removedTitle = removed.title.sceneFrame
    #expect(widening.titleWidth > 390.0 / 5 && widening.titleWidth < 390.0 / 4)
    try bar.remove(at: 0, animated: true, time: 0)
    #expect(bar.itemViews[3] === widening)
    Self.runItemChange(bar) { t in
      #expect(abs(widening.title.frame.presented.width - 390.0 / 4) < 1e-9, "at \(t)")
      #expect(
        abs(widening.title.frame.presented.midX - widening.layer.frame.presented.width / 2)
          < 1e-9, "at \(t)")
      #expect(
        widening.layer.clipsToBounds
          == (widening.layer.frame.presented.width < 390.0 / 4), "at \(t)")
      let title = removed.title.sceneFrame
      #expect(abs(title.minX - removedTitle.minX) < 1e-9, "at \(t)")
      #expect(title.size == removedTitle.size, "at \(t)")
    }
    #expect(widening.title.frame.presented.width == 390.0 / 4)
    #expect(!widening.layer.clipsToBounds)
  }

  // MARK: Touch

  @Test func reTappingTheSelectedItemReportsReselect() throws {
    let bar = try Self.bar()
    let p = Point(390.0 / 4 * 2.5, 20)
    let input = PointerInput(root: bar.layer)
    var reported: TabBarEvent?
    bar.onTap = { event, _ in reported = event }
    func tap(_ t: Double) -> TabBarEvent? {
      reported = nil
      input.send(PointerEvent(.down, position: p, time: t))
      input.send(PointerEvent(.up, position: p, time: t + 0.05))
      return reported
    }
    #expect(tap(0.1) == .selected(2))
    #expect(bar.selectedIndex == 2)
    #expect(tap(0.3) == .reselected(2))
    #expect(tap(0.31) == .reselected(2))
  }

  @Test func aBarThatDoesNotFitScrollsToKeepTheSelectionVisible() throws {
    let bar = try Self.bar(20, style: .underline, mode: .fitted)
    #expect(bar.layout.isScrollable)
    for i in [19, 7, 0] {
      bar.select(i, animated: true, at: 0)
      for k in 1...120 {
        bar.update(to: Double(k) / 120)
        bar.layer.present(at: Double(k) / 120)
      }
      let frame = try Self.node(bar, "item.\(i)").sceneFrame
      #expect(frame.minX >= -1e-9 && frame.maxX <= 390 + 1e-9, "item \(i) at \(frame)")
      bar.select(0, animated: false, at: 0)
      bar.update(to: 0)
    }
    // A horizontal drag scrolls the bar by hand.
    let before = bar.trackOffset
    var t = 2.0
    let input = PointerInput(root: bar.layer)
    input.send(PointerEvent(.down, position: Point(300, 20), time: t))
    for x in stride(from: 290.0, through: 100, by: -10) {
      t += Frames.interval
      input.send(PointerEvent(.move, position: Point(x, 20), time: t))
      bar.update(to: t)
    }
    input.send(PointerEvent(.up, position: Point(100, 20), time: t))
    bar.update(to: t)
    #expect(bar.trackOffset > before + 150)
  }

  // MARK: Widths

  @Test func fittedWidthsFollowTheTitlesAndShareTheRest() throws {
    let bar = try Self.bar(4, style: .underline, mode: .fitted)
    let padding = TabBarAppearance.standard(for: .underline).itemPadding
    let content = (0..<4).map { Double("Tab \($0)".count) * 8 + 2 * padding }
    let slack = (390 - content.reduce(0, +)) / 4
    var x = 0.0
    for i in 0..<4 {
      let frame = try Self.node(bar, "item.\(i)").sceneFrame
      #expect(abs(frame.minX - x) < 1e-9 && abs(frame.width - (content[i] + slack)) < 1e-9)
      x += content[i] + slack
    }
  }

  // MARK: Styles in between

  @Test func thePillBlendsPositionWidthAndColourWithProgress() throws {
    let bar = try Self.bar(4, style: .pill)
    // Tracking starts where the indicator is, then follows exactly.
    bar.track(progress: 0, at: 0.05)
    bar.track(progress: 1.5, at: 0.1)
    bar.update(to: 0.1)
    bar.layer.present(at: 0.1)
    let one = try Self.node(bar, "item.1").sceneFrame
    let two = try Self.node(bar, "item.2").sceneFrame
    var total = 0.0
    for i in 0..<4 { total += try Self.node(bar, "item.\(i)").sceneFrame.width }
    #expect(abs(total - 390) < 1e-9)
    // Half way, both neighbours are half expanded, equally.
    #expect(abs((one.width - two.width)) < 1e-9)
    let zero = try Self.node(bar, "item.0").sceneFrame
    #expect(one.width > zero.width)
    let pill = try Self.node(bar, "indicator")
    let inset = TabItemView.pillInset
    // Half way, the pill is half way between item 1's and item 2's resting pills, as wide as
    // a resting pill (collapsed width plus the widening the items share), not narrower.
    let collapsed = zero.width
    let widened = total - 4 * collapsed + collapsed
    #expect(abs(pill.sceneFrame.width - (widened - 2 * inset)) < 1e-9)
    #expect(abs(pill.sceneFrame.minX - (1.5 * collapsed + inset)) < 1e-9)
    #expect(pill.cornerRadius == pill.sceneFrame.height / 2)
    // Its colour is the two tints' OKLab midpoint (not the sRGB one).
    let mixed = Color(hex: Self.tints[1]).perceptuallyMixed(
      with: Color(hex: Self.tints[2]), fraction: 0.5)
    #expect(pill.backgroundColor.presented == mixed.clamped)
    #expect(
      mixed != Color(hex: Self.tints[1]).mixed(with: Color(hex: Self.tints[2]), fraction: 0.5))
  }

  /// A tap from the first tab to the last: the pill slides at its resting width, the titles
  /// of the tabs it passes never appear, only the tapped tab's title fades in, and the
  /// selected appearance (white icon, title) is drawn inside the pill, clipped by it.
  @Test func aPillJumpNeitherFlashesTitlesNorNarrowsThePill() throws {
    let bar = try Self.bar(5, style: .pill)
    let pill = try Self.node(bar, "indicator")
    let restingWidth = pill.frame.model.width
    bar.select(4, animated: true, at: 0)
    var t = 0.0
    var seen = 0
    while t < 1.2 {
      t += Frames.interval
      bar.update(to: t)
      bar.layer.present(at: t)
      #expect(abs(pill.frame.presented.width - restingWidth) < 1e-9, "t = \(t)")
      for i in 1...3 {
        #expect(bar.itemViews[i].title.opacity.presented == 0, "title \(i) at \(t)")
      }
      if bar.progress > 1 && bar.progress < 3 { seen += 1 }
    }
    #expect(seen > 5)
    #expect(bar.itemViews[4].title.opacity.presented == 1)
    #expect(bar.itemViews[0].title.opacity.presented == 0)
    #expect(pill.clipsToBounds)
    for view in bar.itemViews {
      var ancestor = view.title.parent
      while let a = ancestor, a !== pill { ancestor = a.parent }
      #expect(ancestor === pill)
    }
  }

  @Test func theUnderlineInterpolatesBetweenTitles() throws {
    let bar = try Self.bar(4, style: .underline)
    bar.track(progress: 0, at: 0.05)
    bar.track(progress: 0.25, at: 0.1)
    bar.update(to: 0.1)
    bar.layer.present(at: 0.1)
    let titleWidth = Double("Tab 0".count) * 8
    let w = 390.0 / 4
    let x0 = w / 2 - titleWidth / 2
    let x1 = w + w / 2 - titleWidth / 2
    let line = try Self.node(bar, "indicator").sceneFrame
    #expect(abs(line.minX - (x0 + (x1 - x0) * 0.25)) < 1e-9)
    #expect(line.width == titleWidth && line.height == 2)
    #expect(line.maxY == TabBarAppearance.standard(for: .underline).contentHeight)
  }

  /// A tapped tab is highlighted at once, while the indicator is still on its way; a swipe
  /// highlights whichever tab the indicator is nearest.
  @Test func aTapHighlightsTheTappedTabAtOnce() throws {
    let bar = try Self.bar(4, style: .arrow)
    bar.select(3, animated: true, at: 0)
    bar.update(to: 0.05)
    #expect(bar.progress > 0 && bar.progress < 1)
    #expect(bar.highlighted == 3)
    bar.track(progress: 1.4, at: 0.3)
    bar.update(to: 0.3)
    bar.track(progress: 1.4, at: 1.5)
    bar.update(to: 1.5)
    #expect(abs(bar.progress - 1.4) < 1e-6)
    #expect(bar.highlighted == 1)
  }

  @Test func trackingTakesOverFromATapWithoutAJump() throws {
    let bar = try Self.bar(4, style: .arrow)
    bar.select(3, animated: true, at: 0)
    bar.update(to: 0.1)
    let mid = bar.progress
    #expect(mid > 0.5 && mid < 2.5)
    bar.track(progress: 0, at: 0.1)
    bar.update(to: 0.1)
    #expect(bar.progress == mid)
    bar.update(to: 1.5)
    #expect(abs(bar.progress) < 1e-4)
    bar.stopTracking(at: 1.5)
    bar.update(to: 1.6)
    #expect(bar.progress == 0 && !bar.isAnimating(at: 1.6))
  }

  // MARK: Restoration

  @Test func theSelectionRoundTripsThroughCodableAndClamps() throws {
    let bar = try Self.bar()
    bar.select(3, animated: false, at: 0)
    let data = try JSONEncoder().encode(bar.selectionState)
    let state = try JSONDecoder().decode(TabSelectionState.self, from: data)
    #expect(state == TabSelectionState(selectedIndex: 3, selectedID: "t3"))
    // Into fewer tabs without that id: clamped.
    let small = try Self.bar(2)
    #expect(small.restore(state, at: 0) == 1)
    // Into reordered tabs: found by id.
    let reordered = try TabBar(
      items: Array(Self.items(4).reversed()), style: .curve, textMeasurer: FixedMeasurer())
    #expect(reordered.restore(state, at: 0) == 0)
    #expect(TabSelectionState(selectedIndex: -5).resolvedIndex(in: Self.items(3)) == 0)
  }

  @Test func anUnderlineStaysInsideItsTabWhateverTheTitle() throws {
    let long = String(repeating: "Long title ", count: 6)
    let items = [
      TabItem(id: "long", title: long), TabItem(id: "empty", title: ""),
      TabItem(id: "short", title: "Hi"),
    ]
    let bar = try Self.laidOutBar(items, style: .underline)
    let indicator = try #require(bar.layer.find("indicator"))
    func settle(_ t: Double) {
      bar.update(to: t)
      bar.layer.present(at: t)
    }
    let first = try #require(bar.layer.find("item.0")).sceneFrame
    // A title cut short to its tab (66 characters, 528 points, in a 130-point tab).
    #expect(indicator.sceneFrame.minX >= first.minX - 0.001)
    #expect(indicator.sceneFrame.maxX <= first.maxX + 0.001)
    bar.select(1, animated: false, at: 1)
    settle(1)
    let empty = try #require(bar.layer.find("item.1")).sceneFrame
    #expect(indicator.sceneFrame.width == 24)
    #expect(abs(indicator.sceneFrame.midX - empty.midX) < 0.001)
    bar.select(2, animated: false, at: 2)
    settle(2)
    #expect(indicator.sceneFrame.width == 16)
  }

  @Test func aLongTextBadgeIsCutShortToItsTab() throws {
    var items = Self.items(4)
    items[1].badge = .text(String(repeating: "new ", count: 10))
    items[2].badge = .count(5)
    let bar = try Self.laidOutBar(items, at: 1)
    let item = try #require(bar.layer.find("item.1")).sceneFrame
    let badge = try #require(bar.layer.find("badge.1")).sceneFrame
    // 40 characters would be 320 points wide: the badge stays within its tab.
    #expect(badge.width <= item.width + 0.001)
    #expect(badge.minX >= item.minX - 0.001 && badge.maxX <= item.maxX + 0.001)
    // A short count keeps its own width.
    let count = try #require(bar.layer.find("badge.2")).sceneFrame
    #expect(count.width < item.width / 2)
  }
}
