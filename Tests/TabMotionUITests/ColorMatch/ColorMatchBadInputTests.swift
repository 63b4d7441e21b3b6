import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionDemos
@testable import TabMotionUI

/// Bad input gets a `TabMotionError` naming the field — never a crash, a NaN, or a
/// half-applied change.
@Suite("ColorMatch parts: bad input")
struct ColorMatchBadInputTests {
  static let icon = LayerContent.Icon(
    path: .rect(Rect(x: 0, y: 0, width: 1, height: 1)), color: .black)
  static func items(_ n: Int) -> [CircleMenu.Item] {
    (0..<n).map { CircleMenu.Item(title: "\($0)", icon: icon, tint: .black) }
  }

  @Test func menuRejectsZeroItemsAndBadGeometry() {
    expectError("items") { _ = try CircleMenu(items: []) }
    expectError("itemCount") { _ = try CircleMenuLayout(itemCount: 0) }
    expectError("radius") { _ = try CircleMenuLayout(itemCount: 3, radius: .nan) }
    expectError("itemSize") { _ = try CircleMenuLayout(itemCount: 3, itemSize: -5) }
    expectError("geometry.itemCount") {
      _ = try CircleMenu(items: Self.items(3), geometry: try CircleMenuLayout(itemCount: 4))
    }
    var style = CircleMenu.Style()
    style.duration = .infinity
    expectError("style.duration") { _ = try CircleMenu(items: Self.items(2), style: style) }
    style = CircleMenu.Style()
    style.reducedMotionDuration = 0.5
    expectError("style.reducedMotionDuration") {
      _ = try CircleMenu(items: Self.items(2), style: style)
    }
  }

  @Test func menuRejectsBadGeometryAndLayout() throws {
    let menu = try CircleMenu(items: Self.items(4))
    expectError("index") { _ = try menu.geometry.itemCenter(at: 4, around: .zero) }
    expectError("center") { _ = try menu.geometry.itemCenter(at: 0, around: Point(.nan, 0)) }
    expectError("viewport.width") {
      try menu.layout(viewport: Size(.nan, 844), safeArea: .zero)
    }
    expectError("safeArea.bottom") {
      try menu.layout(viewport: Size(390, 844), safeArea: EdgeInsets(bottom: -1))
    }
    // Nothing was half-applied: still closed, nothing selected.
    #expect(!menu.isOpen && menu.lastSelectedIndex == nil)
    // NaN pointer events and times are ignored, not crashes.
    let input = PointerInput(root: menu.layer)
    input.send(PointerEvent(.down, position: Point(.nan, 1), time: 0))
    #expect(!menu.isButtonPressed && !input.dispatcher.isTracking)
    #expect(!menu.open(at: .nan))
    menu.update(to: .nan)
    #expect(menu.openness(at: 0).isFinite)
  }

  @Test func revealRejectsNaNStartPointsAndBadDurations() throws {
    expectError("duration") { _ = try CircleReveal(duration: 0) }
    expectError("duration") { _ = try CircleReveal(duration: .nan) }
    expectError("fadeDuration") { _ = try CircleReveal(fadeDuration: 0.5) }
    let reveal = try CircleReveal()
    expectError("duration") { try reveal.setDuration(-1) }
    try reveal.layout(bounds: Rect(x: 0, y: 0, width: 390, height: 844), at: 0)
    expectError("startPoint") { try reveal.show(from: Point(.nan, 100), at: 0) }
    expectError("startPoint") { try reveal.show(from: Point(0, .infinity), at: 0) }
    expectError("time") { try reveal.show(from: Point(10, 10), at: .nan) }
    expectError("bounds") {
      try reveal.layout(bounds: Rect(x: 0, y: 0, width: -1, height: 10), at: 0)
    }
    expectError("startPoint") {
      try reveal.layout(
        bounds: Rect(x: 0, y: 0, width: 1, height: 1), startPoint: Point(.nan, 0), at: 0)
    }
    // Nothing started, nothing moved.
    reveal.update(to: 1)
    #expect(reveal.phase(at: 1) == .hidden && reveal.radius(at: 1) == 0)
    #expect(reveal.bounds == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(reveal.layer.isHidden)
  }

  @Test func dropsRejectMismatchedOrNonFiniteFrames() throws {
    expectError("icons") { _ = try DroppingIcons(icons: []) }
    let drops = try DroppingIcons(icons: [Self.icon, Self.icon, Self.icon])
    let ok = Array(repeating: Rect(x: 0, y: 0, width: 10, height: 10), count: 3)
    expectError("sources") { try drops.drop(from: Array(ok.prefix(2)), to: ok, at: 0) }
    var bad = ok
    bad[2].origin.x = .nan
    expectError("targets[2]") { try drops.drop(from: ok, to: bad, at: 0) }
    bad = ok
    bad[1].size.width = -3
    expectError("sources[1]") { try drops.updateSources(bad) }
    expectError("time") { try drops.drop(from: ok, to: ok, at: .infinity) }
    expectError("index") { try drops.setIcon(Self.icon, at: 3) }
    #expect(!drops.isFlying)
  }

  @Test func demoSelectCommandValidatesTheIndex() throws {
    let demo = try ColorMatchDemo(environment: ScreenEnvironment())
    expectError("select") { try demo.perform(.select(4), at: 0.1) }
    expectError("select") { try demo.perform(.select(-1), at: 0.1) }
    #expect(demo.screen.selectedIndex == 0)
    try demo.perform(.select(3), at: 0.1)
    #expect(demo.screen.selectedIndex == 3)
  }
}
