import CCairo
import Foundation
import TabMotionRender
import Testing

@Suite struct ImageSurfaceTests {
  @Test func rejectsInvalidSizes() {
    #expect(throws: RenderError.invalidSize(width: 0, height: 10)) {
      try ImageSurface(width: 0, height: 10)
    }
    #expect(throws: RenderError.invalidSize(width: 40000, height: 10)) {
      try ImageSurface(width: 40000, height: 10)
    }
  }

  @Test func startsTransparentAndClearsToPremultipliedColour() throws {
    let image = try ImageSurface(width: 7, height: 3)
    #expect(image.stride >= 28)
    #expect(image.pixel(x: 6, y: 2) == 0)
    image.clear(to: 0x80FF_0000)
    #expect(image.pixel(x: 3, y: 1) == 0x8080_0000)
    #expect(image.pixel(x: 7, y: 0) == nil)
  }

  /// Surfaces of a megabyte and more live in memory mapped for them: they start transparent
  /// and draw exactly as the small ones cairo allocates.
  @Test func largeSurfacesStartTransparentAndDrawLikeSmallOnes() throws {
    let large = try ImageSurface(width: 600, height: 600)  // 1.4 MB
    let small = try ImageSurface(width: 600, height: 400)  // 0.96 MB
    #expect(large.pixel(x: 599, y: 599) == 0 && large.pixel(x: 0, y: 0) == 0)
    for image in [large, small] {
      try image.withContext { cr in
        cairo_set_source_rgba(cr, 0.2, 0.6, 0.9, 0.8)
        cairo_arc(cr, 300, 200, 170.5, 0, 2 * .pi)
        cairo_fill(cr)
      }
    }
    for y in stride(from: 0, to: 400, by: 7) {
      for x in stride(from: 0, to: 600, by: 5) {
        #expect(large.pixel(x: x, y: y) == small.pixel(x: x, y: y), "at \(x), \(y)")
      }
    }
    #expect(large.pixel(x: 300, y: 200) != 0)
    #expect(large.pixel(x: 300, y: 500) == 0)
    let png = try large.pngData()
    #expect(png.count > 100)
  }

  @Test func cairoDrawingReachesPixels() throws {
    let image = try ImageSurface(width: 10, height: 10)
    try image.withContext { cr in
      cairo_set_source_rgb(cr, 0, 1, 0)
      cairo_rectangle(cr, 2, 2, 3, 3)
      cairo_fill(cr)
    }
    #expect(image.pixel(x: 3, y: 3) == 0xFF00_FF00)
    #expect(image.pixel(x: 6, y: 6) == 0)
    image.withPixels { pixels, stride in pixels[9 * stride + 9] = 0xFFFF_FFFF }
    // Cairo must see the direct write (mark_dirty) when it reads the surface again.
    let copy = try ImageSurface(width: 10, height: 10)
    try copy.withContext { cr in Compositor.draw(image, in: cr) }
    #expect(copy.pixel(x: 9, y: 9) == 0xFFFF_FFFF)
    #expect(copy.pixel(x: 3, y: 3) == 0xFF00_FF00)
  }

  @Test func pngRoundTripIsLossless() throws {
    let image = try TestImages.noise(width: 33, height: 17, seed: 1, opaque: false)
    let bytes = try image.pngData()
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("renderbackend-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try image.writePNG(path: path)
    let loaded = try ImageSurface(pngPath: path)
    #expect(loaded.width == 33 && loaded.height == 17)
    let original = try TestImages.pixels(of: image)
    let decoded = try TestImages.pixels(of: loaded)
    // PNG stores straight alpha, so un- and re-premultiplying may move a channel by 1.
    let worst = zip(original, decoded).map(TestImages.channelDifference).max() ?? 0
    #expect(worst <= 1)
  }

  @Test func missingPNGThrows() {
    #expect(throws: RenderError.self) {
      try ImageSurface(pngPath: "/nonexistent/definitely-missing.png")
    }
  }
}
