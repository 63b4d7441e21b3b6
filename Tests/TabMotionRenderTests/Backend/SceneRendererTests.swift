import CCairo
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

  // MARK: Text

  /// A text layer drawn from the shared text rasters has the pixels its own raster would have
  /// had — whatever its alignment, fractional size, clipping or ellipsis.
  @Test(arguments: [
    (LayerContent.Text.Alignment.leading, Size(200.3, 24.6), 1),
    (.center, Size(151.7, 30), 1),
    (.trailing, Size(180, 20.2), 1),
    (.leading, Size(90, 6), 1),  // cut through the glyphs at the top and bottom, ellipsised
    (.center, Size(120, 40), 2),  // two lines, the second ellipsised
  ])
  func sharedTextRastersMatchTheLayersOwnRaster(
    alignment: LayerContent.Text.Alignment, size: Size, lines: Int
  ) throws {
    let text = try TextRenderer()
    let label = Layer(frame: Rect(origin: Point(10.4, 7.7), size: size))
    label.content = .text(
      .init(
        "Aurora Headphones · 12 reviews", font: .system(15, .semibold),
        color: Color(hex: 0x1F2937), alignment: alignment, lineLimit: lines))
    let root = Layer(frame: Rect(x: 0, y: 0, width: 240, height: 60))
    root.backgroundColor.set(.white)
    root.addChild(label)
    root.present(at: 0)
    let renderer = try SceneRenderer(viewport: Size(240, 60), scale: 3, text: text)
    let shared = try TestImages.pixels(of: try renderer.render(root))
    #expect(renderer.rasterizations == 1)

    // The same label rasterised on its own and copied to its snapped device position.
    let own = try LayerRasterizer(text: text).rasterize(label, scale: 3)
    let reference = try ImageSurface(width: 720, height: 180)
    reference.clear(to: 0xFFFF_FFFF)
    try reference.withContext { cr in
      cairo_set_source_surface(cr, own.surface, (10.4 * 3).rounded(), (7.7 * 3).rounded())
      cairo_paint(cr)
    }
    let expected = try TestImages.pixels(of: reference)
    var worst: UInt32 = 0
    for (p, q) in zip(shared, expected) where p != q {
      for shift in stride(from: 0, to: 32, by: 8) {
        worst = max(
          worst, UInt32(abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))))
      }
    }
    #expect(worst <= 2, "largest channel difference \(worst)")
  }

  /// A resize that leaves the text alone (a rotation widening every row) draws no text again,
  /// and two labels showing the same text share one raster.
  @Test func resizingLabelsAndRepeatedTextDrawNothingAgain() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 100))
    root.backgroundColor.set(.white)
    let labels = (0..<3).map { i in
      let l = Layer(frame: Rect(x: 10, y: 10 + Double(i) * 30, width: 200, height: 24))
      l.content = .text(.init(i == 2 ? "Ethereum" : "Bitcoin", font: .system(15)))
      root.addChild(l)
      return l
    }
    root.present(at: 0)
    let renderer = try SceneRenderer(viewport: Size(400, 100), scale: 3, text: TextRenderer())
    try renderer.render(root)
    #expect(renderer.rasterizations == 2)
    for l in labels { l.setFrame(Rect(origin: l.frame.model.origin, size: Size(380, 24))) }
    root.present(at: 0)
    try renderer.render(root)
    #expect(renderer.rasterizations == 0)
  }
}
