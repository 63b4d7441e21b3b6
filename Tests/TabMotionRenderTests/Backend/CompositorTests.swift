import CCairo
import TabMotionRender
import Testing

@Suite struct CompositorTests {
  @Test func integerTranslationIsAnExactCopy() throws {
    let layer = try TestImages.noise(width: 30, height: 20, seed: 5, opaque: true)
    let screen = try ImageSurface(width: 50, height: 40)
    try screen.withContext { cr in
      Compositor.draw(layer, in: cr, transform: (1, 0, 0, 1, 7, 9))
    }
    for (x, y) in [(0, 0), (13, 4), (29, 19)] {
      #expect(screen.pixel(x: x + 7, y: y + 9) == layer.pixel(x: x, y: y))
    }
    #expect(screen.pixel(x: 6, y: 9) == 0)
    #expect(screen.pixel(x: 37, y: 9) == 0)
  }

  @Test func opaqueHintCopiesOnlyTheImageArea() throws {
    let layer = try TestImages.noise(width: 30, height: 20, seed: 6, opaque: true)
    let screen = try ImageSurface(width: 50, height: 40)
    screen.clear(to: 0xFFFF_0000)
    try screen.withContext { cr in
      Compositor.draw(
        layer, in: cr, transform: (1, 0, 0, 1, 25, -5), clipRect: (0, 0, 50, 10), opaque: true)
    }
    #expect(screen.pixel(x: 25, y: 0) == layer.pixel(x: 0, y: 5))
    #expect(screen.pixel(x: 49, y: 9) == layer.pixel(x: 24, y: 14))
    #expect(screen.pixel(x: 24, y: 0) == 0xFFFF_0000)  // left of the image
    #expect(screen.pixel(x: 30, y: 10) == 0xFFFF_0000)  // below the clip
  }

  @Test func opacityAndClipsApply() throws {
    let layer = try ImageSurface(width: 20, height: 20)
    layer.clear(to: 0xFFFF_FFFF)
    let screen = try ImageSurface(width: 20, height: 20)
    try screen.withContext { cr in
      Compositor.draw(
        layer, in: cr, opacity: 0.5, clipRect: (0, 0, 10, 20),
        clipPath: { cr in cairo_rectangle(cr, 0, 0, 20, 10) })
    }
    #expect(screen.pixel(x: 2, y: 2) == 0x8080_8080)
    #expect(screen.pixel(x: 12, y: 2) == 0)
    #expect(screen.pixel(x: 2, y: 12) == 0)
  }

  @Test func scaledDrawIsFiltered() throws {
    let layer = try ImageSurface(width: 2, height: 1)
    layer.withPixels { pixels, _ in
      pixels[0] = 0xFF00_0000
      pixels[1] = 0xFFFF_FFFF
    }
    let screen = try ImageSurface(width: 8, height: 4)
    try screen.withContext { cr in
      Compositor.draw(layer, in: cr, transform: (4, 0, 0, 4, 0, 0))
    }
    // Bilinear: the middle columns are greys between black and white.
    let middle = (screen.pixel(x: 4, y: 1) ?? 0) & 0xFF
    #expect(middle > 0x20 && middle < 0xE0)
  }

  @Test func fillsShapes() throws {
    let screen = try ImageSurface(width: 40, height: 40)
    try screen.withContext { cr in
      Compositor.fillRoundedRect(
        in: cr, x: 0, y: 0, width: 40, height: 20, radius: 8, color: (1, 0, 0, 1))
      Compositor.fillCircle(in: cr, centerX: 20, centerY: 30, radius: 5, color: (0, 0, 1, 1))
    }
    #expect(screen.pixel(x: 20, y: 10) == 0xFFFF_0000)
    #expect(screen.pixel(x: 0, y: 0) == 0)  // rounded corner
    #expect(screen.pixel(x: 20, y: 30) == 0xFF00_00FF)
    #expect(screen.pixel(x: 20, y: 38) == 0)
  }
}
