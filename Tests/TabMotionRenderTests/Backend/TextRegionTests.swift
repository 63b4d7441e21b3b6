import Testing

@testable import TabMotionCore
@testable import TabMotionRender
@testable import TabMotionUI

/// A layer that draws only a short text is rasterised to the text's reach, not the layer's
/// whole width: the same pixels where the text is, on the same device grid, and nothing of the
/// whole-layer raster left outside (what a turned cube face warps: the name, not the row).
@Suite("Text rasters are bounded by the text")
struct TextRegionTests {
  static func textLayer(_ string: String, _ alignment: LayerContent.Text.Alignment) -> Layer {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 282, height: 20))
    layer.content = .text(
      .init(string, font: .system(15, .bold), color: .black, alignment: alignment))
    return layer
  }

  @Test(arguments: [LayerContent.Text.Alignment.leading, .center, .trailing])
  func aShortTextGetsARasterOfItsOwnWidth(_ alignment: LayerContent.Text.Alignment) throws {
    let layer = Self.textLayer("Mia Wong", alignment)
    let rasterizer = LayerRasterizer(text: try TextRenderer())
    let whole = try rasterizer.rasterize(layer, scale: 3)
    let (region, corner) = try rasterizer.rasterizeRegion(layer, scale: 3)
    #expect(region.width < whole.width / 2, "\(region.width) of \(whole.width) px")
    #expect(region.height == whole.height && corner.y == 0)
    let x0 = try #require(Int(exactly: corner.x))
    let a = try TestImages.pixels(of: whole)
    let b = try TestImages.pixels(of: region)
    var ink = 0
    var differing = 0
    var outside = 0
    for y in 0..<whole.height {
      for x in 0..<whole.width {
        let p = a[y * whole.width + x]
        if (x0..<(x0 + region.width)).contains(x) {
          if p != b[y * region.width + x - x0] { differing += 1 }
          if p != 0 { ink += 1 }
        } else if p != 0 {
          outside += 1
        }
      }
    }
    #expect(differing == 0 && outside == 0 && ink > 500)
  }

  @Test func aTextAsWideAsItsLayerKeepsTheWholeRaster() throws {
    let rasterizer = LayerRasterizer(text: try TextRenderer())
    let long = Self.textLayer(String(repeating: "Wide ", count: 20), .leading)
    #expect(rasterizer.textRegion(long, scale: 3) == nil)
    let backed = Self.textLayer("Mia", .leading)
    backed.backgroundColor.set(.white)
    #expect(rasterizer.textRegion(backed, scale: 3) == nil)
  }
}
