import Testing

@testable import TabMotionCore
@testable import TabMotionRender
@testable import TabMotionUI

/// Compositing without the demos: plain colour rectangles are filled in place (no raster),
/// with the layer's and its ancestors' opacity, clipped by a clipping parent.
@Suite("SceneRenderer")
struct SceneRendererTests {
  static func channels(_ p: UInt32) -> (r: Int, g: Int, b: Int) {
    (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
  }

  @Test func plainRectanglesAreFilledInPlaceWithTheirOpacity() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    let group = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 20))
    group.opacity.set(0.5)
    group.clipsToBounds = true
    let half = Layer(frame: Rect(x: 10, y: 5, width: 20, height: 30))
    half.backgroundColor.set(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    group.addChild(half)
    let solid = Layer(frame: Rect(x: 0, y: 30, width: 40, height: 10))
    solid.backgroundColor.set(Color(hex: 0x12B886))
    root.addChild(group)
    root.addChild(solid)
    root.present(at: 0)
    let renderer = try SceneRenderer(viewport: Size(40, 40), scale: 2, text: TextRenderer())
    let surface = try renderer.render(root)
    #expect(renderer.rasterizations == 0)
    // Red at 0.5 × 0.5 over white: 255 − 0.25·255 in green and blue.
    let inside = Self.channels(surface.pixel(x: 40, y: 20) ?? 0)
    #expect(inside.r == 255 && abs(inside.g - 191) <= 1 && abs(inside.b - 191) <= 1)
    // Below the group's clip (y ≥ 20 pt) the red does not show; outside it, white.
    #expect(Self.channels(surface.pixel(x: 40, y: 50) ?? 0) == (255, 255, 255))
    #expect(Self.channels(surface.pixel(x: 10, y: 20) ?? 0) == (255, 255, 255))
    #expect(Self.channels(surface.pixel(x: 5, y: 70) ?? 0) == (0x12, 0xB8, 0x86))
  }

  /// The clear is skipped only when the root paints every pixel: a root that leaves any
  /// pixel (even a column of one) uncovered gets a cleared background, never the last frame.
  @Test func aRootThatDoesNotCoverTheViewportNeverShowsTheLastFrame() throws {
    let renderer = try SceneRenderer(viewport: Size(40, 40), scale: 2, text: TextRenderer())
    func root(_ frame: Rect, _ hex: UInt32) -> Layer {
      let layer = Layer(frame: frame)
      layer.backgroundColor.set(Color(hex: hex))
      layer.present(at: 0)
      return layer
    }
    let full = try renderer.render(root(Rect(x: 0, y: 0, width: 40, height: 40), 0x0000FF))
    #expect(Self.channels(full.pixel(x: 79, y: 79) ?? 0) == (0, 0, 255))
    let narrow = try renderer.render(root(Rect(x: 0, y: 0, width: 30, height: 40), 0x00FF00))
    #expect(Self.channels(narrow.pixel(x: 70, y: 10) ?? 0) == (255, 255, 255))
    let overhang = try renderer.render(root(Rect(x: -0.3, y: 0, width: 41, height: 40), 0xFF0000))
    #expect(Self.channels(overhang.pixel(x: 0, y: 0) ?? 0) == (255, 0, 0))
    #expect(Self.channels(overhang.pixel(x: 79, y: 0) ?? 0) == (255, 0, 0))
    // Shifted right by 0.3 pt (0.6 px, snapped to 1 px): column 0 is cleared, not red.
    let shifted = try renderer.render(root(Rect(x: 0.3, y: 0, width: 40, height: 40), 0xFFFF00))
    #expect(Self.channels(shifted.pixel(x: 0, y: 5) ?? 0) == (255, 255, 255))
  }
}
