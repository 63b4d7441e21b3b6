import TabMotionCore
import TabMotionRender
import TabMotionUI
import Testing

/// The partial-redraw seam as an app sees it, through the public API only: a window host
/// asks `SceneRenderer.redrawnRegion` (or `redrawnRegions`) what to upload after each frame.
@Suite("Redrawn region (public API)")
struct RedrawnRegionTests {
  @Test func aMovingBadgeReportsOnlyWhereItWasAndIs() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor.set(.white)
    let badge = Layer(frame: Rect(x: 10, y: 10, width: 10, height: 10))
    badge.backgroundColor.set(Color(hex: 0xE8590C))
    root.addChild(badge)
    root.present(at: 0)
    let renderer = try SceneRenderer(viewport: Size(100, 100), scale: 2, text: try TextRenderer())
    try renderer.render(root)
    // The first frame is drawn whole.
    #expect(renderer.redrawnRegion == nil)
    badge.setFrame(Rect(x: 30, y: 10, width: 10, height: 10))
    root.present(at: 1)
    let surface = try renderer.render(root)
    let region = try #require(renderer.redrawnRegion)
    // Old place (20…40 px) to new (60…80 px), two pixels of margin each way.
    #expect(region.x == 18 && region.y == 18 && region.width == 64 && region.height == 24)
    #expect(surface.pixel(x: 30, y: 30) == 0xFFFF_FFFF)
    #expect(surface.pixel(x: 70, y: 30) == 0xFFE8_590C)
    // Nothing moved: nothing redrawn.
    try renderer.render(root)
    #expect(renderer.skippedLastFrame && renderer.redrawnRegion == nil)
  }

  /// Two changes far apart — a pill at the top, a badge at the bottom — are redrawn as two
  /// rectangles, and the label between them is not drawn again: a pixel of it marked between
  /// the frames stays marked, while the frame elsewhere equals one drawn whole.
  @Test func changesFarApartAreRedrawnAsSeparateRegions() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor.set(.white)
    let label = Layer(frame: Rect(x: 0, y: 40, width: 100, height: 20))
    label.backgroundColor.set(Color(hex: 0x1864AB))
    let pill = Layer(frame: Rect(x: 10, y: 5, width: 10, height: 10))
    pill.backgroundColor.set(Color(hex: 0xE8590C))
    let badge = Layer(frame: Rect(x: 10, y: 85, width: 10, height: 10))
    badge.backgroundColor.set(Color(hex: 0x12B886))
    for layer in [label, pill, badge] { root.addChild(layer) }
    root.present(at: 0)
    let text = try TextRenderer()
    let renderer = try SceneRenderer(viewport: Size(100, 100), scale: 2, text: text)
    let surface = try renderer.render(root)
    surface.withPixels { pixels, stride in pixels[100 * stride + 100] = 0xFF00_0000 }
    pill.setFrame(Rect(x: 30, y: 5, width: 10, height: 10))
    badge.setFrame(Rect(x: 30, y: 85, width: 10, height: 10))
    root.present(at: 1)
    try renderer.render(root)
    let regions = renderer.redrawnRegions
    // Old place to new, two pixels of margin each way: 18…82 × 8…32 and 18…82 × 168…192.
    #expect(regions.count == 2)
    #expect(regions.contains { $0 == (18, 8, 64, 24) })
    #expect(regions.contains { $0 == (18, 168, 64, 24) })
    let bounds = try #require(renderer.redrawnRegion)
    #expect(bounds == (18, 8, 64, 184))
    #expect(surface.pixel(x: 100, y: 100) == 0xFF00_0000)
    surface.withPixels { pixels, stride in pixels[100 * stride + 100] = 0xFF18_64AB }
    let fresh = try SceneRenderer(viewport: Size(100, 100), scale: 2, text: text)
    let whole = try fresh.render(root)
    for y in stride(from: 0, to: 200, by: 3) {
      for x in stride(from: 0, to: 200, by: 3) {
        #expect(surface.pixel(x: x, y: y) == whole.pixel(x: x, y: y), "pixel \(x), \(y)")
      }
    }
  }

  /// Layers shown, hidden, added, removed, raised over a neighbour or moved to another parent
  /// redraw only where they are or were: a menu's items appearing one by one cost their own
  /// pixels, not the frame's. Each frame is the frame drawn whole.
  @Test func layersComingAndGoingRedrawOnlyWhereTheyAreOrWere() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor.set(.white)
    let panel = Layer(frame: Rect(x: 0, y: 60, width: 100, height: 40))
    panel.backgroundColor.set(Color(hex: 0x1864AB))
    let red = Layer(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    red.backgroundColor.set(Color(hex: 0xE8590C))
    let green = Layer(frame: Rect(x: 20, y: 20, width: 20, height: 20))
    green.backgroundColor.set(Color(hex: 0x12B886))
    let dot = Layer(frame: Rect(x: 70, y: 10, width: 10, height: 10))
    dot.backgroundColor.set(Color(hex: 0x5F3DC4))
    dot.isHidden = true
    for layer in [panel, red, green, dot] { root.addChild(layer) }
    let text = try TextRenderer()
    let renderer = try SceneRenderer(viewport: Size(100, 100), scale: 2, text: text)
    root.present(at: 0)
    try renderer.render(root)
    // In the panel's coordinates: 40…50 × 70…80 pt on screen.
    let badge = Layer(frame: Rect(x: 40, y: 10, width: 10, height: 10))
    badge.backgroundColor.set(Color(hex: 0xF03E3E))
    // Each change, and the rectangle it redraws: the layer's bounds (in pixels, at scale 2)
    // and two pixels more each way.
    let steps: [(String, () -> Void, (Int, Int, Int, Int))] = [
      ("a hidden layer shown", { dot.isHidden = false }, (138, 18, 24, 24)),
      ("a layer added", { panel.addChild(badge) }, (78, 138, 24, 24)),
      // Green was over red: raised, red covers their overlap (20…30 pt) now.
      // (The dot, now under red too, is nowhere near it: not redrawn.)
      ("a layer raised over its neighbour", { root.insertChild(red, at: 3) }, (18, 18, 64, 64)),
      // Same place on screen, the root's child now: still over the panel, and over nothing
      // else it was under.
      (
        "a layer moved to another parent",
        {
          root.addChild(badge)
          badge.setFrame(Rect(x: 40, y: 70, width: 10, height: 10))
        }, (0, 0, 0, 0)
      ),
      ("a layer hidden", { dot.isHidden = true }, (138, 18, 24, 24)),
      ("a layer removed", { badge.removeFromParent() }, (78, 138, 24, 24)),
    ]
    for (k, (name, change, expected)) in steps.enumerated() {
      change()
      root.present(at: Double(k + 1))
      let surface = try renderer.render(root)
      if expected.2 == 0 {
        #expect(renderer.skippedLastFrame, "\(name): nothing on screen changed")
      } else {
        let region = try #require(renderer.redrawnRegion, "\(name): redrawn in part")
        #expect(region == expected, "\(name): \(region)")
      }
      let fresh = try SceneRenderer(viewport: Size(100, 100), scale: 2, text: text)
      let whole = try fresh.render(root)
      var differing = 0
      for y in 0..<200 {
        for x in 0..<200 where surface.pixel(x: x, y: y) != whole.pixel(x: x, y: y) {
          differing += 1
        }
      }
      #expect(differing == 0, "\(name): \(differing) pixels differ from the frame drawn whole")
    }
  }
}
