import CCairo
import TabMotionRender
import TabMotionUI
import Testing

@Suite struct TextRendererTests {
  let font = Font(family: "DejaVu Sans", size: 17)

  @Test func measuresPlausibleSizes() throws {
    let text = try TextRenderer()
    let short = text.measure(text: "Hello", font: font)
    let long = text.measure(text: "Hello, world, once more", font: font)
    #expect(short.width > 20 && short.width < 80)
    #expect(long.width > short.width * 2)
    // DejaVu Sans at 17 px: line height ~20 px, baseline ~16 px below the top.
    #expect(short.height > 17 && short.height < 24)
    #expect(short.baseline > 12 && short.baseline < short.height)
    let bold = text.measure(text: "Hello", font: .init(size: 17, weight: .bold))
    #expect(bold.width > short.width)
  }

  @Test func wrapsAtMaxWidth() throws {
    let text = try TextRenderer()
    let line = "The quick brown fox jumps over the lazy dog"
    let single = text.measure(text: line, font: font)
    let wrapped = text.measure(text: line, font: font, maxWidth: single.width / 2)
    #expect(wrapped.width <= single.width / 2 + 0.01)
    #expect(wrapped.height > single.height * 1.9)
  }

  /// A line limit keeps wrapped text to that many lines, the last ellipsised; one line is
  /// truncated to the width.
  @Test func aLineLimitEllipsisesWhatDoesNotFit() throws {
    let text = try TextRenderer()
    let line = "The quick brown fox jumps over the lazy dog, then back again, and again"
    let single = text.measure(text: line, font: font)
    let width = single.width / 4
    let free = text.measure(text: line, font: font, maxWidth: width)
    let two = text.measure(text: line, font: font, maxWidth: width, lineLimit: 2)
    let one = text.measure(text: line, font: font, maxWidth: width, lineLimit: 1)
    #expect(free.height > single.height * 3.9)
    #expect(abs(two.height - 2 * single.height) < 1)
    #expect(abs(one.height - single.height) < 1e-9)
    #expect(one.width <= width + 0.01 && one.width > width / 2)
  }

  @Test func drawingIsDeterministicAcrossRenderers() throws {
    func render() throws -> [UInt32] {
      let text = try TextRenderer()
      let image = try ImageSurface(width: 240, height: 90)
      try image.withContext { cr in
        cairo_scale(cr, 3, 3)
        text.draw(
          text: "Cube 3×", font: .init(size: 20, weight: .semibold), color: (0, 0, 0, 1),
          x: 40, y: 2, alignment: .center, in: cr)
      }
      return try TestImages.pixels(of: image)
    }
    let first = try render()
    let second = try render()
    #expect(first == second)
    #expect(first.contains { $0 >> 24 == 0xFF })
    #expect(first.contains { $0 >> 24 > 0 && $0 >> 24 < 0xFF })  // antialiased (gray AA)
  }

  @Test func centredTextIsCentred() throws {
    let text = try TextRenderer()
    let image = try ImageSurface(width: 200, height: 40)
    try image.withContext { cr in
      text.draw(
        text: "centre", font: font, color: (1, 1, 1, 1), x: 100, y: 5, alignment: .center,
        in: cr)
    }
    let pixels = try TestImages.pixels(of: image)
    var columns: [Int] = []
    for (index, pixel) in pixels.enumerated() where pixel >> 24 > 0x40 {
      columns.append(index % 200)
    }
    let middle = Double((columns.min() ?? 0) + (columns.max() ?? 0)) / 2
    #expect(abs(middle - 100) < 3)
  }
}
