import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionDemos
@testable import TabMotionUI

/// Bad input to the assembled screen: typed errors that change nothing, or the documented
/// clamping — never a crash, never a NaN.
@Suite("ColorMatch screen: bad input")
struct ColorMatchScreenBadInputTests {
  /// Runs frames at 120 Hz from `from` to `to`, seconds.
  func run(_ demo: ColorMatchDemo, from: Double, to: Double) {
    _ = Frames.each(from: from, to: to) { t in
      demo.update(to: t)
      demo.root.present(at: t)
    }
  }

  /// Every node's presented frame and opacity are finite.
  func expectFinite(_ demo: ColorMatchDemo, sourceLocation: SourceLocation = #_sourceLocation) {
    func walk(_ l: Layer) {
      let f = l.sceneFrame
      #expect(
        f.origin.isFinite && f.width.isFinite && f.height.isFinite && l.opacity.presented.isFinite,
        "\(l.name ?? "layer")", sourceLocation: sourceLocation)
      for c in l.children { walk(c) }
    }
    walk(demo.root)
  }

  @Test func aDataSourceWithZeroItemsIsATypedError() throws {
    let empty = ReviewAppData()
    empty.categories = []
    expectError("numberOfItems") {
      _ = try ColorMatchScreen(dataSource: empty, viewport: Phone.viewport, safeArea: .zero)
    }
    // Reloading into zero items throws and leaves the screen exactly as it was.
    let demo = try ColorMatchDemo(environment: ScreenEnvironment())
    demo.screen.select(2, animated: false, at: 0)
    demo.data.categories = []
    expectError("numberOfItems") { try demo.screen.reloadData(at: 0.1) }
    #expect(demo.screen.itemCount == 4 && demo.screen.selectedIndex == 2)
    #expect(demo.screen.menu.items.count == 4 && demo.screen.drops.count == 4)
  }

  @Test func badTimesAndLayoutsAreTypedErrors() throws {
    let demo = try ColorMatchDemo(environment: ScreenEnvironment())
    expectError("time") { try demo.screen.reloadData(at: .nan) }
    expectError("viewport.width") {
      try demo.screen.layout(
        viewport: Size(-1, 10), safeArea: .zero, direction: .leftToRight, reducedMotion: false,
        at: 0.1)
    }
    #expect(demo.screen.selectedIndex == 0 && !demo.screen.isMenuScreenUp)
  }

  @Test func countShrinkingMidSwipeClampsTheSelection() throws {
    let demo = try ColorMatchDemo(environment: ScreenEnvironment())
    let input = PointerInput(demo)
    demo.screen.select(3, animated: false, at: 0)
    run(demo, from: 0, to: 0.1)
    // A finger is dragging the pages when the data shrinks to two items.
    input.send(PointerEvent(.down, position: Point(100, 500), time: 0.11))
    for k in 1...10 {
      input.send(
        PointerEvent(
          .move, position: Point(100 + 15 * Double(k), 500), time: 0.11 + Double(k) / 120))
      demo.update(to: 0.11 + Double(k) / 120)
    }
    demo.data.categories = Array(ColorMatchIcons.categories.prefix(2))
    try demo.screen.reloadData(at: 0.2)
    #expect(demo.screen.selectedIndex == 1 && demo.screen.itemCount == 2)
    // The rest of the touch is harmless.
    input.send(PointerEvent(.move, position: Point(300, 500), time: 0.21))
    input.send(PointerEvent(.up, position: Point(300, 500), time: 0.22))
    run(demo, from: 0.22, to: 1.5)
    #expect(demo.screen.selectedIndex == 1 && demo.screen.progress == 1)
    #expect(demo.root.find("menu.2") == nil && demo.root.find("drop.2") == nil)
    expectFinite(demo)
  }

  @Test func countChangingMidDropCancelsTheFlightAndRebuildsTheMenu() throws {
    let demo = try ColorMatchDemo(environment: ScreenEnvironment())
    let input = PointerInput(demo)
    run(demo, from: 0, to: 0.1)
    for e in TraceRun.tap(Phone.fab, at: 0.1) { input.send(e) }
    run(demo, from: 0.1, to: 0.3)
    #expect(demo.screen.drops.isFlying)
    #expect(demo.screen.tabBar.isIconHidden(at: 0))
    // Grows to five items (a category repeated) while the icons are in the air.
    demo.data.categories = ColorMatchIcons.categories + [ColorMatchIcons.categories[0]]
    try demo.screen.reloadData(at: 0.3)
    run(demo, from: 0.3, to: 0.4)
    #expect(!demo.screen.drops.isFlying && demo.screen.itemCount == 5)
    #expect(!demo.screen.menu.isOpen && demo.screen.menu.items.count == 5)
    for i in 0..<5 {
      #expect(!demo.screen.tabBar.isIconHidden(at: i))
      #expect(demo.root.find("drop.\(i)")?.isHidden == true)
    }
    // The new menu opens with five slots on the semicircle.
    for e in TraceRun.tap(Phone.fab, at: 0.5) { input.send(e) }
    run(demo, from: 0.5, to: 2.5)
    for i in 0..<5 {
      let item = try #require(demo.root.find("menu.\(i)"))
      #expect(isClose(item.sceneFrame.center, specItemCenter(i, of: 5, around: Phone.fab), 1e-6))
    }
    expectFinite(demo)
  }

  /// The data shrinking to one item while the menu screen is up rebuilds the menu closed
  /// around it; × then closes the screen and every icon is home.
  @Test func reloadWhileTheMenuScreenIsUpKeepsItUp() throws {
    let demo = try ColorMatchDemo(environment: ScreenEnvironment())
    demo.screen.openMenu(at: 0)
    run(demo, from: 0, to: 1.5)
    #expect(demo.screen.reveal.phase(at: 1.5) == .shown)
    demo.data.categories = Array(ColorMatchIcons.categories.prefix(1))
    try demo.screen.reloadData(at: 1.5)
    run(demo, from: 1.5, to: 2)
    #expect(demo.screen.reveal.phase(at: 2) == .shown && demo.screen.isMenuScreenUp)
    #expect(demo.screen.itemCount == 1 && !demo.screen.drops.isFlying)
    #expect(demo.screen.goBack(at: 2))
    run(demo, from: 2, to: 3)
    #expect(demo.screen.reveal.phase(at: 3) == .hidden && !demo.screen.isMenuScreenUp)
    #expect(!demo.screen.tabBar.isIconHidden(at: 0) && demo.screen.selectedIndex == 0)
    #expect(!demo.screen.goBack(at: 3))
  }

  /// With reduced motion, a reload between the press and the menu screen's first frame puts
  /// every icon home for good: none moves onto the rebuilt (closed) menu afterwards.
  @Test func reloadBeforeAReducedMotionMoveKeepsTheIconsHome() throws {
    let demo = try ColorMatchDemo(environment: ScreenEnvironment(reducedMotion: true))
    demo.update(to: 0)
    demo.screen.openMenu(at: 0.1)
    try demo.screen.reloadData(at: 0.1)
    run(demo, from: 0.1, to: 1)
    for i in 0..<4 {
      #expect(!demo.screen.tabBar.isIconHidden(at: i), "tab icon \(i)")
      #expect(!demo.screen.drops.isAtDestination(i))
    }
    expectFinite(demo)
  }
}
