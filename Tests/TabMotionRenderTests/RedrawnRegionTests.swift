import TabMotionCore
import TabMotionRender
import TabMotionUI
import Testing

/// The partial-redraw seam as an app sees it, through the public API only: a window host
/// asks `SceneRenderer.redrawnRegion` what to upload after each frame.
@Suite("Redrawn region (public API)")
struct RedrawnRegionTests {
  @Test func aMovingBadgeReportsOnlyWhereItWasAndIs() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor.set(.white)
    let badge = Layer(frame: Rect(x: 10, y: 10, width: 10, height: 10))
    badge.backgroundColor.set(Color(hex: 0xE8590C))
    root.addChild(badge)
    root.present(at: 0)
    let renderer = try SceneRenderer(viewport: Size(100, 100), scale: 2, text: try TextRenderer())
    try renderer.render(root)
    // The first frame is drawn whole.
    #expect(renderer.redrawnRegion == nil)
    badge.setFrame(Rect(x: 30, y: 10, width: 10, height: 10))
    root.present(at: 1)
    let surface = try renderer.render(root)
    let region = try #require(renderer.redrawnRegion)
    // Old place (20…40 px) to new (60…80 px), two pixels of margin each way.
    #expect(region.x == 18 && region.y == 18 && region.width == 64 && region.height == 24)
    #expect(surface.pixel(x: 30, y: 30) == 0xFFFF_FFFF)
    #expect(surface.pixel(x: 70, y: 30) == 0xFFE8_590C)
    // Nothing moved: nothing redrawn.
    try renderer.render(root)
    #expect(renderer.skippedLastFrame && renderer.redrawnRegion == nil)
  }
}
