import TabMotionCore
import TabMotionRender
import TabMotionUI
import Testing

/// The compositor leaves out what an opaque layer drawn later covers, and a frame in which
/// nothing changed is not drawn at all — without changing a pixel.
@Suite("Renderer: occlusion and unchanged frames")
struct OcclusionTests {
  static func plain(_ hex: UInt32, _ frame: Rect, alpha: Double = 1) -> Layer {
    let layer = Layer(frame: frame)
    layer.backgroundColor.set(Color(hex: hex).withAlpha(alpha))
    return layer
  }

  static let full = Rect(x: 0, y: 0, width: 100, height: 100)

  func render(_ root: Layer) throws -> (SceneRenderer, UInt32?) {
    let renderer = try SceneRenderer(
      viewport: Size(100, 100), scale: 1, text: try TextRenderer())
    let surface = try renderer.render(root)
    return (renderer, surface.pixel(x: 50, y: 50))
  }

  @Test func aLaterOpaqueLayerHidesWhatIsUnderIt() throws {
    let root = Self.plain(0xFFFFFF, Self.full)
    root.addChild(Self.plain(0xFF0000, Self.full))
    root.addChild(Self.plain(0x0000FF, Self.full))
    let (renderer, centre) = try render(root)
    // Only the blue layer is painted: no clear (the root is opaque), no white, no red.
    #expect(renderer.fullFramePasses == 1)
    #expect(centre == 0xFF00_00FF)
  }

  @Test func aTranslucentLayerHidesNothing() throws {
    let root = Self.plain(0xFFFFFF, Self.full)
    root.addChild(Self.plain(0xFF0000, Self.full))
    root.addChild(Self.plain(0x0000FF, Self.full, alpha: 0.5))
    let (renderer, centre) = try render(root)
    // The red hides the white; the translucent blue hides nothing and blends over the red.
    #expect(renderer.fullFramePasses == 2)
    #expect(centre == 0xFF80_007F || centre == 0xFF7F_0080)
  }

  @Test func aLayerIsNotHiddenByItsOwnChildrenButItsDrawingIs() throws {
    // A clipping container whose opaque child covers it: the container's own colour is left
    // out, the child is drawn; a later sibling covering only half hides neither.
    let root = Self.plain(0xFFFFFF, Self.full)
    let container = Self.plain(0x00FF00, Self.full)
    container.clipsToBounds = true
    container.addChild(Self.plain(0xFF0000, Self.full))
    root.addChild(container)
    root.addChild(Self.plain(0x0000FF, Rect(x: 0, y: 0, width: 100, height: 50)))
    let (renderer, centre) = try render(root)
    #expect(renderer.fullFramePasses == 1.5)
    #expect(centre == 0xFFFF_0000)
  }

  @Test func aCoveredSubtreeIsSkippedWhole() throws {
    let root = Self.plain(0xFFFFFF, Self.full)
    let container = Layer(frame: Self.full)
    container.clipsToBounds = true
    for k in 0..<4 {
      container.addChild(
        Self.plain(0xFF0000, Rect(x: 0, y: Double(k) * 25, width: 100, height: 25)))
    }
    root.addChild(container)
    root.addChild(Self.plain(0x0000FF, Self.full))
    let (renderer, centre) = try render(root)
    #expect(renderer.fullFramePasses == 1)
    #expect(centre == 0xFF00_00FF)
  }

  @Test func anUnchangedFrameIsNotDrawnAndAChangedOneIs() throws {
    let root = Self.plain(0xFFFFFF, Self.full)
    let square = Self.plain(0xFF0000, Rect(x: 0, y: 0, width: 50, height: 50))
    root.addChild(square)
    let renderer = try SceneRenderer(
      viewport: Size(100, 100), scale: 1, text: try TextRenderer())
    try renderer.render(root)
    #expect(!renderer.skippedLastFrame)
    try renderer.render(root)
    #expect(renderer.skippedLastFrame)
    // The same value written again is no change.
    square.setFrame(Rect(x: 0, y: 0, width: 50, height: 50))
    try renderer.render(root)
    #expect(renderer.skippedLastFrame)
    square.setFrame(Rect(x: 50, y: 50, width: 50, height: 50))
    let moved = try renderer.render(root)
    #expect(!renderer.skippedLastFrame)
    #expect(moved.pixel(x: 75, y: 75) == 0xFFFF_0000)
    #expect(moved.pixel(x: 25, y: 25) == 0xFFFF_FFFF)
    // A change deep in the tree reaches the root.
    let child = Self.plain(0x00FF00, Rect(x: 0, y: 0, width: 10, height: 10))
    square.addChild(child)
    try renderer.render(root)
    child.opacity.set(0.5)
    try renderer.render(root)
    #expect(!renderer.skippedLastFrame)
  }
}
