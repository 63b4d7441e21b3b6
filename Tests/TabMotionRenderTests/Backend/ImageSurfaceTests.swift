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
