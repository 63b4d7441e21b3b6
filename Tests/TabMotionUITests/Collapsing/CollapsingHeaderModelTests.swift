import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionUI

@Suite("Collapsing header geometry")
struct CollapsingHeaderModelTests {
  static func model() throws -> CollapsingHeaderModel {
    try CollapsingHeaderModel(headerHeight: 80, tabBarHeight: 40, top: 91)
  }

  @Test(arguments: [-50.0, 0, 10, 48, 79.9, 80, 95, 100, 130, 5000])
  func headerAndTabBarFollowTheSharedScroll(_ y: Double) throws {
    var m = try Self.model()
    m.setScroll(y, at: 0)
    let c = min(80, max(0, y))
    #expect(m.headerY == 91 - c)
    #expect(m.tabBarY == 91 + 80 - c)
    #expect(m.tabBarY >= 91)  // never above the navigation bar
    #expect(m.isPinned == (y >= 80))
    // The article's input range: 0 at the header's top (y = H), 1 at H + T (T = 40).
    let border = y < 80 ? 0 : min(1, (y - 80) / 40)
    #expect(abs(m.borderOpacity - border) < 1e-12)
  }

  @Test func titleFadeTakesThreeTenthsWhateverTheScrollSpeed() throws {
    for speed in [100.0, 10_000] {
      var m = try Self.model()
      var t = 0.0
      var crossed: Double?
      var y = 0.0
      while y < 200 {
        t += Frames.interval
        y += speed / 120
        m.setScroll(y, at: t)
        if crossed == nil, y >= 48 { crossed = t }
      }
      let start = try #require(crossed)
      #expect(m.titleOpacity(at: start) == 0)
      // React Native's default timing easing, Easing.inOut(Easing.ease): a quarter of the way
      // through the 300 ms it is at 0.157678… (bisection of the Bézier (0.42, 0, 1, 1) in
      // 40-digit arithmetic), not 0.25; half way, 0.5; three quarters, 0.842321….
      #expect(abs(m.titleOpacity(at: start + 0.075) - 0.157_678_406_286_269_65) < 1e-6)
      #expect(abs(m.titleOpacity(at: start + 0.15) - 0.5) < 1e-9)
      #expect(abs(m.titleOpacity(at: start + 0.225) - 0.842_321_593_713_730_35) < 1e-6)
      #expect(m.titleOpacity(at: start + 0.3) == 1)
      #expect(m.titleOpacity(at: start + 0.3 - Frames.interval) < 1)
    }
  }

  /// A crossing back during the fade starts a new 300 ms eased fade from the opacity on
  /// screen, as `Animated.timing` started again does: no jump, and the same easing.
  @Test func crossingBackDuringTheFadeReversesFromTheCurrentOpacity() throws {
    var m = try Self.model()
    m.setScroll(60, at: 1)  // crosses 48: fade in starts
    let mid = m.titleOpacity(at: 1.075)
    #expect(abs(mid - 0.157_678_406_286_269_65) < 1e-6)
    m.setScroll(30, at: 1.075)  // back below: fade out from there
    #expect(abs(m.titleOpacity(at: 1.075) - mid) < 1e-12)  // no jump
    #expect(abs(m.titleOpacity(at: 1.225) - mid / 2) < 1e-9)  // half way, eased
    #expect(m.titleOpacity(at: 1.375) == 0)
    #expect(m.titleOpacity(at: 1.37) > 0)
  }

  @Test func syncPolicies() {
    let h = 80.0
    // Header partly visible: inactive pages take the active offset.
    #expect(
      HeaderSyncPolicy.syncHeader.synchronizedOffset(inactive: 500, activeY: 30, headerHeight: h)
        == 30)
    // Collapsed: shallow pages move to H, deeper ones keep their place.
    #expect(
      HeaderSyncPolicy.syncHeader.synchronizedOffset(inactive: 10, activeY: 300, headerHeight: h)
        == 80)
    #expect(
      HeaderSyncPolicy.syncHeader.synchronizedOffset(inactive: 900, activeY: 300, headerHeight: h)
        == 900)
    // Pulled down: treated as the top.
    #expect(
      HeaderSyncPolicy.syncHeader.synchronizedOffset(inactive: 400, activeY: -40, headerHeight: h)
        == 0)
    #expect(
      HeaderSyncPolicy.resetToTop.synchronizedOffset(inactive: 400, activeY: 30, headerHeight: h)
        == 0)
    #expect(
      HeaderSyncPolicy.keepOwn.synchronizedOffset(inactive: 400, activeY: 30, headerHeight: h)
        == 400)
  }

  @Test func badGeometryThrowsAndNaNIsIgnored() throws {
    #expect(throws: TabMotionError.self) { try CollapsingHeaderModel(headerHeight: -1, top: 0) }
    #expect(throws: TabMotionError.self) { try CollapsingHeaderModel(headerHeight: .nan, top: 0) }
    #expect(throws: TabMotionError.self) {
      try CollapsingHeaderModel(tabBarHeight: .infinity, top: 0)
    }
    var m = try Self.model()
    m.setScroll(50, at: 0)
    m.setScroll(.nan, at: 0.1)
    #expect(m.y == 50)
  }
}
