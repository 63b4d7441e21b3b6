import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionDemos
@testable import TabMotionUI

/// The ColorMatch flow frame by frame, each numbered step of the article's flow on its own,
/// read from the `tabmotion trace` lines: the circle from the button, a pick across two
/// pages, the "×" a third of the way in, reduced motion, and a data source of its own.
@Suite("ColorMatch flow, step by step (trace)")
struct ColorMatchStepTests {
  static let dt = Frames.interval
  /// The trace's 4-decimal rounding.
  static let rounding = 1e-4

  /// The distance from `p` to the farthest corner of a screen, written out.
  static func farthestCorner(from p: Point, in size: Size = Phone.viewport) -> Double {
    [Point(0, 0), Point(size.width, 0), Point(0, size.height), Point(size.width, size.height)]
      .map { p.distance(to: $0) }.max() ?? 0
  }

  /// Menu item `i`'s centre when the menu is open (4 items, portrait).
  static func item(_ i: Int) -> Point { specItemCenter(i, of: 4, around: Phone.fab) }

  /// 1. The button presents the menu screen: in every frame of the show the circle is centred
  /// on the button's centre, it never shrinks, and it reaches the farthest corner in 0.3 s.
  @Test func step1TheCircleGrowsFromTheButtonsCentreEveryFrame() throws {
    let frames = try traceRun(script: ColorMatchDemo.defaultScript).frames
    let full = Self.farthestCorner(from: Phone.fab)
    let start = try #require(frames.firstIndex { ($0.nodes["reveal"]?.numbers["radius"] ?? 0) > 0 })
    let opened = frames[start].t - Self.dt
    let end = try #require(frames[start...].firstIndex { $0.nodes["fab"]?.numbers["open"] == 1 })
    var previous = 0.0
    var reachedAt: Double?
    for f in frames[start...end] {
      let reveal = try #require(f.nodes["reveal"])
      let fab = try #require(f.nodes["fab"])
      #expect(reveal.numbers["cx"] == fab.center.x && reveal.numbers["cy"] == fab.center.y)
      #expect(isClose(fab.center, Phone.fab, 1e-3))
      let r = try #require(reveal.numbers["radius"])
      #expect(r >= previous, "the circle shrank at t = \(f.t)")
      #expect(r <= full + Self.rounding)
      if reachedAt == nil && isClose(r, full, Self.rounding) { reachedAt = f.t }
      previous = r
      #expect(reveal.frame == Rect(x: 0, y: 0, width: 390, height: 844) && reveal.isVisible)
    }
    let reached = try #require(reachedAt)
    #expect(isClose(reached - opened, 0.3, Self.rounding))
    #expect(frames[end].nodes["fab"]?.numbers["rotation"] == 135)
    #expect(isClose(frames[end].t - opened, 0.5, Self.dt + Self.rounding))
  }

  /// 3. A pick of the far tab (two pages in between): selected from the pick's frame on and
  /// heard once; the pager settles there with neither page in between ever on screen; the
  /// circle shrinks monotonically into the button; every icon takes off from its menu item
  /// and lands on its tab's icon as it is then, which shows again from that frame.
  @Test func step3APickAcrossTwoPagesJumpsAndTheIconsFlyHome() throws {
    let script = GestureScript(
      steps: [
        .wait(0.2), .tap(.point(Phone.fab)), .wait(1.2), .tap(.point(Self.item(3))), .wait(1.8),
      ])
    let (demo, _, frames) = try recordedRun(ColorMatchDemo.self, script: script)
    DroppingIconsTraceTests.checkHandOff(frames)
    let pick = try #require(frames.firstIndex { isClose($0.t, 1.5, 1e-6) })
    #expect(frames[..<pick].allSatisfy { $0.selected == 0 })
    #expect(frames[pick...].allSatisfy { $0.selected == 3 })
    #expect(demo.selections == [3])
    #expect(demo.menuEvents == [true, false])
    for f in frames {
      for between in [1, 2] {
        guard let page = f.nodes["page.\(between)"] else { continue }
        #expect(
          !(page.isVisible && page.x < 390 && page.x + page.w > 0),
          "page.\(between) on screen at t = \(f.t)")
      }
    }
    let last = try #require(frames.last)
    #expect(
      last.progress == 3 && last.nodes["page.3"]?.x == 0 && last.nodes["page.3"]?.isVisible == true)
    var previous = Double.infinity
    for f in frames[pick...] {
      let reveal = try #require(f.nodes["reveal"])
      let r = try #require(reveal.numbers["radius"])
      #expect(r <= previous, "the circle grew at t = \(f.t)")
      #expect(reveal.numbers["cx"] == Phone.fab.x && reveal.numbers["cy"] == Phone.fab.y)
      previous = r
    }
    let gone = try #require(frames[pick...].first { $0.nodes["reveal"]?.numbers["radius"] == 0 })
    #expect(isClose(gone.t - 1.5, 0.3, 1e-6) && gone.nodes["reveal"]?.hidden == true)
    for i in 0..<4 {
      let item = try #require(frames[pick - 1].nodes["menu.\(i)"])
      #expect(item.bools["iconHidden"] == false)
      let takeOff = try #require(frames[pick].nodes["drop.\(i)"])
      #expect(takeOff.isVisible && isClose(takeOff.center, item.center, 0.5))
      let home = try #require(
        frames.indices.first { $0 > pick && frames[$0].nodes["drop.\(i)"]?.isVisible == false })
      let landing = try #require(frames[home - 1].nodes["drop.\(i)"])
      let icon = try #require(frames[home].nodes["tabIcon.\(i)"])
      #expect(!icon.hidden && frames[home - 1].nodes["tabIcon.\(i)"]?.hidden == true)
      #expect(isClose(landing.frame, icon.frame, 0.1), "drop.\(i) lands on tabIcon.\(i)")
    }
  }

  /// 4. The "×" a third of the way into the show: the radius turns from where it is with the
  /// speed it has — no jump, and the per-frame step changes smoothly through the turn — then
  /// shrinks all the way into the button; the tab stays, the icons are home, the "+" is back.
  @Test func step4TheCrossAThirdOfTheWayInTurnsSmoothlyAndKeepsTheTab() throws {
    let (demo, frames) = try TraceRun.run(
      ColorMatchDemo.self, viewport: Phone.viewport,
      events: TraceRun.tap(Phone.fab, at: 0.2, duration: 0.05)
        + TraceRun.tap(Phone.fab, at: 0.3, duration: 0.05),
      commands: [(0.05, .select(2))], duration: 1.6)
    let radii = frames.map { $0["reveal"].numbers["radius"] ?? 0 }
    let reversal = try #require(frames.firstIndex { isClose($0.t, 0.35, 1e-6) })
    let full = Self.farthestCorner(from: Phone.fab)
    #expect(radii[reversal] > 0.1 * full && radii[reversal] < 0.6 * full)
    let fastest = 1.75 * full / 0.3 / 120
    for k in 1..<radii.count {
      #expect(abs(radii[k] - radii[k - 1]) <= 1.2 * fastest, "jump at t = \(frames[k].t)")
    }
    let before = radii[reversal] - radii[reversal - 1]
    let into = radii[reversal + 1] - radii[reversal]
    #expect(into > 0 && abs(into - before) <= 0.25 * abs(before))
    for k in 2..<radii.count where radii[k - 2] > 0 && radii[k] > 0 {
      let change = (radii[k] - radii[k - 1]) - (radii[k - 1] - radii[k - 2])
      #expect(abs(change) <= 0.2 * fastest, "the speed jumped at t = \(frames[k].t)")
    }
    #expect(radii.allSatisfy { $0 < full })
    let peak = try #require(radii.indices.max { radii[$0] < radii[$1] })
    for k in (peak + 1)..<radii.count { #expect(radii[k] <= radii[k - 1]) }
    #expect(frames.last?["reveal"].hidden == true && radii.last == 0)
    #expect(frames.filter { $0.t > 0.1 }.allSatisfy { $0.selected == 2 })
    #expect(demo.selections == [2] && demo.menuEvents == [true, false])
    #expect((0..<4).allSatisfy { frames.last?["tabIcon.\($0)"].hidden == false })
    #expect(frames.last?["fab"].numbers["rotation"] == 0)
  }

  /// 4. With reduced motion a pick still selects its tab: the menu screen cross-fades in and
  /// out within 0.2 s each way, no circle, no flight, each icon in one place.
  @Test func step4ReducedMotionCrossFadesAndStillPicks() throws {
    let script = GestureScript(
      reducedMotion: true,
      steps: [
        .wait(0.2), .tap(.point(Phone.fab)), .wait(0.5), .tap(.point(Self.item(3))), .wait(0.6),
      ])
    let (demo, _, frames) = try recordedRun(ColorMatchDemo.self, script: script)
    DroppingIconsTraceTests.checkHandOff(frames)
    let full = (Self.farthestCorner(from: Phone.fab) * 1e4).rounded() / 1e4
    for f in frames {
      let reveal = try #require(f.nodes["reveal"])
      if reveal.isVisible { #expect(reveal.numbers["radius"] == full) }
      for i in 0..<4 { #expect(f.nodes["drop.\(i)"]?.isVisible == false) }
    }
    let opaque = try #require(frames.first { $0.nodes["reveal"]?.opacity == 1 })
    #expect(opaque.t - 0.25 <= 0.2 + 1e-9)
    let gone = try #require(frames.first { $0.t > 0.8 && $0.nodes["reveal"]?.isVisible == false })
    #expect(gone.t - 0.8 <= 0.2 + 1e-9)
    #expect(frames.last?.selected == 3 && frames.last?.progress == 3)
    #expect(demo.selections == [3])
  }

  // MARK: 5. The data source drives everything

  /// Three categories of its own: titles, icons, highlighted icons and tints reach the tabs,
  /// the menu's discs and the flying copies; a reload to five rebuilds all of it.
  final class Letters: ColorMatchScreenDataSource {
    var count = 3
    let tints = [0xE03131, 0x2F9E44, 0x1971C2, 0xF08C00, 0x9C36B5].map { Color(hex: UInt32($0)) }

    func numberOfItems(in screen: ColorMatchScreen) -> Int { count }
    func screen(_ screen: ColorMatchScreen, pageAt index: Int) -> any PageContent { Blank() }
    func screen(_ screen: ColorMatchScreen, titleAt index: Int) -> String { "Letter \(index)" }
    func screen(_ screen: ColorMatchScreen, iconAt index: Int) -> TabIcon {
      TabIcon(path: .rect(Rect(x: 0, y: 0, width: 0.1 * Double(index + 1), height: 1)))
    }
    func screen(_ screen: ColorMatchScreen, highlightedIconAt index: Int) -> TabIcon {
      TabIcon(path: .rect(Rect(x: 0, y: 0, width: 1, height: 0.1 * Double(index + 1))))
    }
    func screen(_ screen: ColorMatchScreen, tintColorAt index: Int) -> Color { tints[index] }
  }

  final class Blank: PageContent {
    let layer = Layer()
    func layout(size: Size, direction: LayoutDirection, at time: Double) {}
  }

  final class Picks: ColorMatchScreenDelegate {
    var selected: [Int] = []
    func screen(_ screen: ColorMatchScreen, didSelectItemAt index: Int) { selected.append(index) }
  }

  @Test func step5TheDataSourceDrivesTabsMenuAndCopies() throws {
    let data = Letters()
    let delegate = Picks()
    let screen = try ColorMatchScreen(
      dataSource: data, viewport: Phone.viewport,
      safeArea: ScreenEnvironment.phoneSafeArea(for: Phone.viewport))
    screen.delegate = delegate
    func check(_ n: Int) {
      #expect(screen.itemCount == n && screen.tabCount == n)
      #expect(screen.tabBar.items.map(\.title) == (0..<n).map { "Letter \($0)" })
      #expect(screen.menu.items.count == n && screen.drops.count == n)
      #expect(screen.pager.pageCount == n && screen.menuContent == nil)
      for i in 0..<n {
        let tint = data.tints[i]
        #expect(screen.tabBar.items[i].tint == tint)
        #expect(screen.tabBar.items[i].icon == data.screen(screen, iconAt: i))
        #expect(screen.tabBar.items[i].highlightedIcon == data.screen(screen, highlightedIconAt: i))
        // The menu item: a disc in the tint with the highlighted icon drawn white on it.
        #expect(screen.menu.itemLayers[i].backgroundColor.model == tint)
        #expect(screen.menu.items[i].icon.path == data.screen(screen, highlightedIconAt: i).path)
        #expect(screen.menu.items[i].icon.color == screen.tabBar.appearance.selectedColor)
        // The copy in flight: the icon in the tint.
        let copy = screen.drops.copies[i].children[0].content
        #expect(copy == .icon(.init(path: data.screen(screen, iconAt: i).path, color: tint)))
        #expect(
          isClose(
            screen.menu.iconFrame(at: i).center,
            specItemCenter(i, of: n, around: screen.menu.buttonCenter), 1e-9))
      }
    }
    check(3)
    screen.openMenu(at: 0)
    for k in 1...150 { screen.update(to: Double(k) / 120) }
    screen.pickMenuItem(2, at: 1.25)
    #expect(!screen.isMenuScreenUp)
    screen.pickMenuItem(1, at: 1.3)  // the menu has closed: nothing more is picked
    for k in 151...400 { screen.update(to: Double(k) / 120) }
    #expect(screen.selectedIndex == 2 && delegate.selected == [2])
    data.count = 5
    try screen.reloadData(at: 3.5)
    check(5)
    #expect(screen.selectedIndex == 2)
  }
}
