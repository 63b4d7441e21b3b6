import Testing

@testable import TabMotionCore
@testable import TabMotionRender
@testable import TabMotionUI

/// Rasters drawn below half their size come from copies averaged down by two: each copy's
/// pixel is exactly the rounded mean of its 2×2 block, and a shrunken layer looks like the
/// same layer drawn small.
@Suite("Reduced rasters")
struct ReducedRasterTests {
  /// Every pixel of the half-size copy against the per-channel rounded mean of its block,
  /// odd edges (the missing pixels transparent) included.
  @Test(arguments: [(7, 5), (8, 8), (1, 3), (33, 2)])
  func halvingAveragesEachBlockExactly(_ size: (Int, Int)) throws {
    let (w, h) = size
    let image = try TestImages.noise(width: w, height: h, seed: UInt64(w * 100 + h), opaque: false)
    let half = try ReducedRasterCache.halve(image)
    #expect(half.width == (w + 1) / 2 && half.height == (h + 1) / 2)
    let source = try TestImages.pixels(of: image)
    let result = try TestImages.pixels(of: half)
    for y in 0..<half.height {
      for x in 0..<half.width {
        var expected: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
          var sum: UInt32 = 0
          for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            let sx = 2 * x + dx
            let sy = 2 * y + dy
            guard sx < w, sy < h else { continue }
            sum += (source[sy * w + sx] >> shift) & 0xFF
          }
          expected |= ((sum + 2) / 4) << shift
        }
        let got = result[y * half.width + x]
        #expect(got == expected, "pixel (\(x), \(y)) of a \(w)×\(h) raster")
        // Still premultiplied: no channel above the alpha.
        for shift: UInt32 in [0, 8, 16] { #expect((got >> shift) & 0xFF <= got >> 24) }
      }
    }
  }

  /// Halved until what is drawn is at least half the copy, and never below one pixel.
  @Test func howOftenARasterIsHalved() {
    #expect(ReducedRasterCache.halvings(forShown: 1, width: 100, height: 100) == 0)
    #expect(ReducedRasterCache.halvings(forShown: 0.5, width: 100, height: 100) == 0)
    #expect(ReducedRasterCache.halvings(forShown: 0.49, width: 100, height: 100) == 1)
    #expect(ReducedRasterCache.halvings(forShown: 0.25, width: 100, height: 100) == 1)
    #expect(ReducedRasterCache.halvings(forShown: 0.2, width: 100, height: 100) == 2)
    #expect(ReducedRasterCache.halvings(forShown: 0.001, width: 8, height: 2) == 3)
    #expect(ReducedRasterCache.halvings(forShown: 0, width: 100, height: 100) == 0)
    #expect(ReducedRasterCache.halvings(forShown: .nan, width: 100, height: 100) == 0)
  }

  /// A bordered square scaled to a quarter against the same square made a quarter of the size
  /// (its own raster drawn pixel for pixel): the same colours inside, edges within the
  /// filtering's blur — and closer to it than sampling the full raster bilinearly would be.
  @Test func aShrunkenLayerLooksLikeTheSameLayerDrawnSmall() throws {
    func scene(side: Double, scaledBy factor: Double) -> Layer {
      let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      root.backgroundColor.set(.white)
      let square = Layer(frame: Rect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side))
      square.backgroundColor.set(Color(hex: 0xE8590C))
      square.borderWidth = side / 10
      square.borderColor = Color(hex: 0x1864AB)
      square.cornerRadius = side / 5
      if factor != 1 { square.transform.set(.scale(factor, factor)) }
      root.addChild(square)
      root.present(at: 0)
      return root
    }
    let small = try SceneRenderer(viewport: Size(100, 100), scale: 2, text: TextRenderer())
    let reference = try TestImages.pixels(of: small.render(scene(side: 20, scaledBy: 1)))
    let shrunk = try SceneRenderer(viewport: Size(100, 100), scale: 2, text: TextRenderer())
    let pixels = try TestImages.pixels(of: shrunk.render(scene(side: 80, scaledBy: 0.25)))
    #expect(shrunk.reducedRasterCount == 1)
    #expect(small.reducedRasterCount == 0)
    var total = 0
    var worst = 0
    for (a, b) in zip(reference, pixels) {
      let d = TestImages.channelDifference(a, b)
      total += d
      worst = max(worst, d)
    }
    // The middle is the fill colour, exactly.
    #expect(pixels[100 * 200 + 100] == reference[100 * 200 + 100])
    // Measured on this 200×200 px frame: cairo's "good" filter from the full raster sums
    // 1351 (worst pixel 48) against the small square, the halved copy 1360 (47), and plain
    // bilinear sampling of the full raster 2146 — it skips three source pixels in four.
    #expect(total < 1600, "summed channel difference \(total)")
    #expect(worst <= 64, "a pixel differs by \(worst)")
  }
}
