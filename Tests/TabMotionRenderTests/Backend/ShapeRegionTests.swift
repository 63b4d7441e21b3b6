import Testing

@testable import TabMotionCore
@testable import TabMotionRender
@testable import TabMotionUI

/// A layer that draws only a shape is rasterised to the shape's region, not the whole layer,
/// on the same device grid (the snapshots prove the pixels did not move).
@Suite("Shape rasters are bounded by the shape")
struct ShapeRegionTests {
  static func shapeLayer(_ path: Path, stroke: Bool = false) -> Layer {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    layer.content = .shape(
      .init(path: path, fill: stroke ? nil : .black, stroke: stroke ? .black : nil, lineWidth: 4))
    return layer
  }

  @Test func aSmallCircleGetsASmallRaster() throws {
    let layer = Self.shapeLayer(.circle(center: Point(20, 20), radius: 10))
    let region = try #require(LayerRasterizer.shapeRegion(layer, scale: 2))
    // Path bounds 10…30 pt → 20…60 px, grown by 2 px for antialiasing.
    #expect(region.x == 18 && region.y == 18 && region.w == 44 && region.h == 44)
    let (surface, corner) = try LayerRasterizer(text: TextRenderer())
      .rasterizeRegion(layer, scale: 2)
    #expect(surface.width == 44 && surface.height == 44)
    #expect(corner == Point(18, 18))
  }

  @Test func aStrokeGrowsTheRegionByHalfItsWidth() throws {
    let layer = Self.shapeLayer(.circle(center: Point(20, 20), radius: 10), stroke: true)
    let region = try #require(LayerRasterizer.shapeRegion(layer, scale: 1))
    // 10…30 pt, grown by 2 pt (half the 4 pt line) and 2 px.
    #expect(region.x == 6 && region.w == 28)
  }

  @Test func aShapeFillingTheLayerKeepsTheWholeRaster() {
    let layer = Self.shapeLayer(.rect(Rect(x: 0, y: 0, width: 100, height: 100)))
    #expect(LayerRasterizer.shapeRegion(layer, scale: 3) == nil)
    let backed = Self.shapeLayer(.circle(center: Point(20, 20), radius: 10))
    backed.backgroundColor.set(.white)
    #expect(LayerRasterizer.shapeRegion(backed, scale: 3) == nil)
  }
}
