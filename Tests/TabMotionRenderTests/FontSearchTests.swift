import Testing

@testable import TabMotionCore
@testable import TabMotionRender
@testable import TabMotionUI

/// Pango's search for a font costs a millisecond or two the first time a text is drawn in it.
/// A screen's first frame, one-off work already, pays it for every text the screen holds, the
/// hidden ones too (a menu's heading shown by a tap), so that the frame showing them does not.
@Suite("Font search")
struct FontSearchTests {
  @Test func aHiddenTextsFontIsFoundOnTheScreensFirstFrame() throws {
    let text = try TextRenderer()
    let root = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    root.backgroundColor.set(.white)
    let label = Layer(frame: Rect(x: 10, y: 10, width: 180, height: 20))
    label.content = .text(.init("Shown", font: .system(13)))
    let heading = Layer(frame: Rect(x: 10, y: 40, width: 180, height: 40))
    heading.content = .text(.init("Write a review", font: .system(27, .bold)))
    heading.isHidden = true
    root.addChild(label)
    root.addChild(heading)
    let renderer = try SceneRenderer(viewport: Size(200, 100), scale: 3, text: text)
    root.present(at: 0)
    try renderer.render(root)
    // Both fonts are found: asked again, there is nothing left to find.
    #expect(text.findFonts([.system(13), .system(27, .bold)], forDrawingAt: 3) == 0)
    let found = text.drawnFontCount
    heading.isHidden = false
    root.present(at: 1)
    let surface = try renderer.render(root)
    #expect(text.drawnFontCount == found, "the heading paid for its font when shown")
    // A font no text of the screen is set in is still to be found.
    #expect(text.findFonts([.system(23)], forDrawingAt: 3) == 1)
    // Found ahead or not, the heading's pixels are the same.
    let fresh = try SceneRenderer(viewport: Size(200, 100), scale: 3, text: try TextRenderer())
    let whole = try fresh.render(root)
    let a = try TestImages.pixels(of: surface)
    let b = try TestImages.pixels(of: whole)
    #expect(a == b)
    #expect(Set(a).count > 2, "the texts drew something")
  }
}
