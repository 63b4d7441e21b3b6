import Testing

@testable import TabMotionCore
@testable import TabMotionUI

@Suite("Collapsing header geometry (SPEC §4)")
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
    let border = y < 80 ? 0 : min(1, (y - 80) / 20)
    #expect(abs(m.borderOpacity - border) < 1e-12)
  }

  @Test func titleFadeTakesThreeTenthsWhateverTheScrollSpeed() throws {
    for speed in [100.0, 10_000] {
      var m = try Self.model()
      var t = 0.0
      var crossed: Double?
      var y = 0.0
      while y < 200 {
        t += 1.0 / 120
        y += speed / 120
        m.setScroll(y, at: t)
        if crossed == nil, y >= 48 { crossed = t }
      }
      let start = try #require(crossed)
      #expect(m.titleOpacity(at: start) == 0)
      #expect(abs(m.titleOpacity(at: start + 0.15) - 0.5) < 1e-9)
      #expect(m.titleOpacity(at: start + 0.3) == 1)
      #expect(m.titleOpacity(at: start + 0.3 - 1.0 / 120) < 1)
    }
  }

  @Test func crossingBackDuringTheFadeReversesFromTheCurrentOpacity() throws {
    var m = try Self.model()
    m.setScroll(60, at: 1)  // crosses 48: fade in starts
    let mid = m.titleOpacity(at: 1.1)
    #expect(abs(mid - 1.0 / 3) < 1e-9)
    m.setScroll(30, at: 1.1)  // back below: fade out from 1/3
    #expect(abs(m.titleOpacity(at: 1.1) - mid) < 1e-12)  // no jump
    #expect(abs(m.titleOpacity(at: 1.15) - (mid - 0.05 / 0.3)) < 1e-9)
    #expect(m.titleOpacity(at: 1.2) < 1e-9)
    #expect(m.titleOpacity(at: 1.21) == 0)
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
