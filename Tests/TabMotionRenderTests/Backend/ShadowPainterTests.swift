import Testing

@testable import TabMotionCore
@testable import TabMotionRender
@testable import TabMotionUI

/// Tiled shadows against the outlines drawn in full: the same pixels, within rounding of the
/// tiles to whole device pixels.
@Suite("Shadow tiles")
struct ShadowPainterTests {
  static func raster(_ layer: Layer, scale: Double, tiles: Bool) throws -> ImageSurface {
    let rasterizer = LayerRasterizer(text: try TextRenderer())
    rasterizer.tilesShadows = tiles
    return try rasterizer.rasterize(layer, scale: scale)
  }

  /// Largest difference of any channel over all pixels, and how many pixels differ at all.
  static func difference(_ a: ImageSurface, _ b: ImageSurface) throws -> (max: Int, count: Int) {
    #expect(a.width == b.width && a.height == b.height)
    var worst = 0
    var count = 0
    for y in 0..<a.height {
      for x in 0..<a.width {
        let p = a.pixel(x: x, y: y) ?? 0
        let q = b.pixel(x: x, y: y) ?? 0
        guard p != q else { continue }
        count += 1
        for shift in stride(from: 0, to: 32, by: 8) {
          worst = max(
            worst, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
        }
      }
    }
    return (worst, count)
  }

  static func card(_ size: Size, radius: Double, shadow: Layer.Shadow) -> Layer {
    let layer = Layer(frame: Rect(origin: .zero, size: size))
    layer.backgroundColor.set(.white)
    layer.cornerRadius = radius
    layer.shadow = shadow
    return layer
  }

  @Test(arguments: [3.0, 2.0])
  func wholePixelGeometryMatchesTheOutlinesExactly(scale: Double) throws {
    let layer = Self.card(
      Size(343, 84), radius: 14, shadow: Layer.Shadow(offset: Point(0, 2), radius: 12))
    let d = try Self.difference(
      Self.raster(layer, scale: scale, tiles: true), Self.raster(layer, scale: scale, tiles: false))
    #expect(d.max <= 1, "max channel difference \(d.max) over \(d.count) pixels")
  }

  @Test func fractionalGeometryDiffersOnlyByRounding() throws {
    let layer = Self.card(
      Size(343.4, 84.7), radius: 10.3, shadow: Layer.Shadow(offset: Point(0.5, 3), radius: 7.3))
    let tiled = try Self.raster(layer, scale: 3, tiles: true)
    let d = try Self.difference(tiled, Self.raster(layer, scale: 3, tiles: false))
    // Tiles sit on whole device pixels, so the shadow may shift by under half a pixel: an
    // outline's edge pixel changes by at most one step, 1/6 of the shadow's alpha
    // (0.25 · 255 / 6 ≈ 11 levels), and only edge pixels change.
    #expect(d.max <= 11, "max channel difference \(d.max) over \(d.count) pixels")
    #expect(Double(d.count) < 0.1 * Double(tiled.width * tiled.height))
    // Shadow is really there: a pixel below the card's bottom edge is darker than clear.
    let below = tiled.pixel(x: tiled.width / 2, y: tiled.height - Int(7.3 * 3)) ?? 0
    #expect(below >> 24 > 0)
  }

  @Test func smallLayersAndNoBlurFallBackToOutlines() throws {
    let fab = Self.card(Size(56, 56), radius: 28, shadow: Layer.Shadow())
    let d = try Self.difference(
      Self.raster(fab, scale: 3, tiles: true), Self.raster(fab, scale: 3, tiles: false))
    #expect(d.count == 0)
  }
}
