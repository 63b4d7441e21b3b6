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

  /// A white page: a plain fill that can be cut, or (`cuttable` false) the same white drawn
  /// from a raster (a bordered layer is not a plain fill).
  static func whitePage(_ frame: Rect, cuttable: Bool) -> Layer {
    let page = plain(0xFFFFFF, frame)
    if !cuttable {
      page.borderWidth = 1
      page.borderColor = .white
    }
    return page
  }

  /// Renders `scene(true)` (what may be left out, left out) and `scene(false)` (the same
  /// pixels with nothing left out) at 2× in 200 × 200 points: their pixels and passes.
  static func renderBoth(
    _ scene: (_ cuttable: Bool) -> Layer, byGeometry: Bool = true
  ) throws -> (frames: [[UInt32]], passes: [Double]) {
    var frames: [[UInt32]] = []
    var passes: [Double] = []
    for cuttable in [true, false] {
      let renderer = try SceneRenderer(
        viewport: Size(200, 200), scale: 2, text: try TextRenderer())
      renderer.drawsFacesByGeometry = byGeometry
      frames.append(try TestImages.pixels(of: try renderer.render(scene(cuttable))))
      passes.append(renderer.fullFramePasses)
    }
    return (frames, passes)
  }

  @Test(arguments: [1.0, 3.0])
  func aShadowedCardSitsOnItsPixelsWhateverItsShadowReaches(scale: Double) throws {
    // The shadow reaches 7.5 points past the card: a fraction of a pixel at 1× and at 3×.
    // The card's raster still holds the card on whole pixels, so its border lies where it
    // lies without a shadow, and the cut screen under its middle is painted over in full.
    func frame(shadowed: Bool) throws -> ImageSurface {
      let root = Self.plain(0x6980A1, Rect(x: 0, y: 0, width: 120, height: 200))
      for k in 0..<2 {
        // Opaque bands that take more than a quarter of the screen: it is cut around them.
        root.addChild(Self.plain(0xD4E640, Rect(x: 0, y: Double(k) * 150, width: 120, height: 50)))
      }
      let card = Self.plain(0x85A6AB, Rect(x: 10, y: 60, width: 88, height: 80))
      card.cornerRadius = 12
      card.borderWidth = 1
      card.borderColor = .black
      if shadowed { card.shadow = Layer.Shadow(offset: Point(0, 1.5), radius: 6) }
      root.addChild(card)
      let renderer = try SceneRenderer(
        viewport: Size(120, 200), scale: scale, text: try TextRenderer())
      return try renderer.render(root)
    }
    let shadowed = try frame(shadowed: true)
    let plain = try frame(shadowed: false)
    // Rows between the card's rounded corners, across its left and right borders.
    let rows = Int(80 * scale)..<Int(120 * scale)
    var partlyOpaque = 0
    var moved = 0
    for y in rows {
      for x in Int(6 * scale)..<Int(102 * scale) {
        let a = try #require(shadowed.pixel(x: x, y: y))
        if a >> 24 != 0xFF { partlyOpaque += 1 }
        // Inside the card (outside it, the shadow darkens the screen).
        if x >= Int(10 * scale), x < Int(98 * scale), a != plain.pixel(x: x, y: y) { moved += 1 }
      }
    }
    #expect(partlyOpaque == 0)
    #expect(moved == 0)
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
    // out, the child is drawn; a later sibling covering only half hides neither, but the
    // child's plain fill is cut to the half the sibling leaves.
    let root = Self.plain(0xFFFFFF, Self.full)
    let container = Self.plain(0x00FF00, Self.full)
    container.clipsToBounds = true
    container.addChild(Self.plain(0xFF0000, Self.full))
    root.addChild(container)
    root.addChild(Self.plain(0x0000FF, Rect(x: 0, y: 0, width: 100, height: 50)))
    let (renderer, centre) = try render(root)
    #expect(renderer.fullFramePasses == 1)
    #expect(centre == 0xFFFF_0000)
  }

  /// A plain fill most of which later opaque layers cover is filled only around them.
  @Test func aFillIsCutAroundLaterOpaqueLayers() throws {
    let root = Self.plain(0xFFFFFF, Self.full)
    root.addChild(Self.plain(0xFF0000, Rect(x: 0, y: 0, width: 60, height: 100)))
    root.addChild(Self.plain(0x0000FF, Rect(x: 60, y: 0, width: 40, height: 80)))
    let renderer = try SceneRenderer(
      viewport: Size(100, 100), scale: 1, text: try TextRenderer())
    let surface = try renderer.render(root)
    // White only in the 40 × 20 corner the two leave: 0.08 + 0.6 + 0.32 of the frame.
    #expect(abs(renderer.fullFramePasses - 1) < 1e-12)
    for y in 0..<100 {
      for x in 0..<100 {
        let expected: UInt32 = x < 60 ? 0xFFFF_0000 : y < 80 ? 0xFF00_00FF : 0xFFFF_FFFF
        #expect(surface.pixel(x: x, y: y) == expected, "at \(x), \(y)")
      }
    }
  }

  /// Around a staircase of opaque layers, the fill is cut into pieces that leave nothing out
  /// and paint nothing twice: exactly one pass over the frame, every pixel the right colour.
  @Test func aFillIsCutAroundAStaircaseExactly() throws {
    let root = Self.plain(0xFFFFFF, Self.full)
    let steps = [(0.0, 10.0, 30.0), (25, 30, 20), (40, 55, 25), (70, 10, 60), (10, 75, 50)]
    for (x, y, side) in steps {
      root.addChild(Self.plain(0x0000FF, Rect(x: x, y: y, width: side, height: side)))
    }
    let renderer = try SceneRenderer(
      viewport: Size(100, 100), scale: 1, text: try TextRenderer())
    let surface = try renderer.render(root)
    var covered = 0
    for y in 0..<100 {
      for x in 0..<100 {
        let inStep = steps.contains { s in
          Double(x) >= s.0 && Double(x) < s.0 + s.2 && Double(y) >= s.1 && Double(y) < s.1 + s.2
        }
        if inStep { covered += 1 }
        #expect(surface.pixel(x: x, y: y) == (inStep ? 0xFF00_00FF : 0xFFFF_FFFF), "at \(x), \(y)")
      }
    }
    // The white pieces, and the blue squares as far as they are on the frame, each whole.
    let squares = steps.reduce(0.0) {
      $0 + (min($1.0 + $1.2, 100) - $1.0) * (min($1.1 + $1.2, 100) - $1.1)
    }
    #expect(covered > 4000)
    #expect(abs(renderer.fullFramePasses - (1 + (squares - Double(covered)) / 10_000)) < 1e-12)
  }

  /// An opaque face turned in 3-D hides the plain fill behind it inside its projection:
  /// the frame is pixel for pixel the one drawn with an uncut background.
  @Test(arguments: [false, true])
  func aTurnedOpaqueFaceHidesTheFillBehindIt(byGeometry: Bool) throws {
    func scene(cuttable: Bool) -> Layer {
      let root = Self.plain(0xFFFFFF, Rect(x: 0, y: 0, width: 200, height: 200))
      if !cuttable {
        // The same white, drawn from a raster (a bordered layer is not a plain fill).
        root.borderWidth = 1
        root.borderColor = .white
      }
      let face = Self.plain(0x3366CC, Rect(x: 20, y: 20, width: 160, height: 160))
      face.transform.set(
        Transform3D.rotationY(35 * .pi / 180).concatenating(.perspective(distance: 500)))
      face.addChild(Self.plain(0xFFCC00, Rect(x: 30, y: 30, width: 50, height: 50)))
      root.addChild(face)
      return root
    }
    let (frames, passes) = try Self.renderBoth({ scene(cuttable: $0) }, byGeometry: byGeometry)
    #expect(frames[0] == frames[1])
    // The face covers about half the frame: the cut background paints far less.
    #expect(passes[0] < passes[1] - 0.3)
  }

  /// An opaque hill across the page hides the background under its solid lower part, flat
  /// and turned in 3-D, and on a turned face a nearer hill hides the lower part of a farther
  /// one. The frame is the one drawn with nothing left out: pixel for pixel when flat; turned,
  /// but for the face's antialiased outline, where fewer layers' edges now stack up.
  @Test(arguments: [0.0, 35])
  func anOpaqueHillHidesWhatLiesUnderIt(degrees: Double) throws {
    let turn = Transform3D.rotationY(degrees * .pi / 180).concatenating(
      .perspective(distance: 500))
    func scene(cuttable: Bool) -> Layer {
      let root = Self.plain(0x000000, Rect(x: 0, y: 0, width: 200, height: 200))
      let page = Self.whitePage(Rect(x: 20, y: 20, width: 160, height: 160), cuttable: cuttable)
      if degrees != 0 { page.transform.set(turn) }
      for (hex, lowered) in [(0x6C5B7B as UInt32, -16.0), (0x355C7D, 16)] {
        let hill = Layer(frame: Rect(x: 0, y: 0, width: 160, height: 160))
        // Just under full opacity: the same pixels (8-bit alpha 255), but hiding nothing.
        let fill = Color(hex: hex).withAlpha(cuttable ? 1 : 0.9999)
        hill.content = .shape(
          .init(path: ShapeInteriorTests.hill(side: 160, lowered: lowered), fill: fill))
        page.addChild(hill)
      }
      root.addChild(page)
      return root
    }
    let (frames, passes) = try Self.renderBoth { scene(cuttable: $0) }
    let (inside, onOutline) = Self.differences(frames, around: scene(cuttable: true).children[0])
    #expect(inside == 0)
    if degrees == 0 { #expect(onOutline == 0) }
    #expect(passes[0] < passes[1] - 0.2, "passes \(passes)")
  }

  /// A page's sky bands, each reaching a point under the next, hide its background together:
  /// on a turned page the background is not painted at all, and the frame is the one drawn
  /// with nothing left out but for the page's antialiased outline.
  @Test func bandsOverlappingEachOtherHideThePageTogether() throws {
    func scene(cuttable: Bool) -> Layer {
      let root = Self.plain(0x000000, Rect(x: 0, y: 0, width: 200, height: 200))
      let page = Self.whitePage(Rect(x: 20, y: 20, width: 160, height: 160), cuttable: true)
      page.transform.set(
        Transform3D.rotationY(40 * .pi / 180).concatenating(.perspective(distance: 500)))
      for k in 0..<6 {
        // Just under full opacity in the reference: the same pixels, but hiding nothing.
        page.addChild(
          Self.plain(
            0x203040 + UInt32(k) * 0x102010, Rect(x: 0, y: Double(k) * 27, width: 160, height: 28),
            alpha: cuttable ? 1 : 0.9999))
      }
      root.addChild(page)
      return root
    }
    let (frames, passes) = try Self.renderBoth { scene(cuttable: $0) }
    let (inside, _) = Self.differences(frames, around: scene(cuttable: true).children[0])
    #expect(inside == 0)
    // The page is about 0.4 of the frame: its background and what bands hide of each other.
    #expect(passes[0] < passes[1] - 0.3, "passes \(passes)")
  }

  /// Pixels of two 400 × 400 frames (2× of 200 × 200 points) differing by more than one level,
  /// counted off and on the antialiased outline of `page` (within 1.5 device pixels of it).
  static func differences(_ frames: [[UInt32]], around page: Layer) -> (inside: Int, onOutline: Int)
  {
    let m = page.transformToParent.concatenating(.scale(2, 2))
    let size = page.bounds.size
    let corners = [
      Point(0, 0), Point(size.width, 0), Point(size.width, size.height), Point(0, size.height),
    ].compactMap { m.project($0) }
    let sides = (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }
    /// Device pixels from a pixel's centre to the nearest side of the page.
    func distanceToOutline(_ x: Int, _ y: Int) -> Double {
      let p = Point(Double(x) + 0.5, Double(y) + 0.5)
      return sides.map { a, b in
        let d = b - a
        let t = max(0, min(1, ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / (d.x * d.x + d.y * d.y)))
        let q = Point(a.x + d.x * t, a.y + d.y * t)
        return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
      }.min() ?? 0
    }
    var inside = 0
    var onOutline = 0
    for (k, (a, b)) in zip(frames[0], frames[1]).enumerated()
    where TestImages.channelDifference(a, b) > 1 {
      if distanceToOutline(k % 400, k / 400) <= 1.5 { onOutline += 1 } else { inside += 1 }
    }
    return (inside, onOutline)
  }

  /// An opaque screen shown through a circle (a rounded clip, as the colour-match reveal
  /// draws it) hides what lies under the circle — the page behind is filled only around it —
  /// and the frame is pixel for pixel the one drawn with nothing left out.
  @Test(arguments: [(30.0, 30.0), (70, 70), (40, 12)])
  func whatAScreenShownThroughACircleCoversIsNotDrawn(radius: Double, corner: Double) throws {
    func scene(cuttable: Bool) -> Layer {
      let root = Self.plain(0x000000, Rect(x: 0, y: 0, width: 200, height: 200))
      root.addChild(Self.whitePage(Rect(x: 0, y: 0, width: 200, height: 200), cuttable: cuttable))
      root.addChild(Self.plain(0x3366CC, Rect(x: 90, y: 90, width: 20, height: 20)))
      let clip = Layer(
        frame: Rect(x: 100.3 - radius, y: 95 - radius, width: 2 * radius, height: 2 * radius))
      clip.clipsToBounds = true
      clip.cornerRadius = corner
      // Just under full opacity in the reference: the same pixels, but hiding nothing.
      let screen = Self.plain(
        0xFFCC00, Rect(x: -(100.3 - radius), y: -(95 - radius), width: 200, height: 200),
        alpha: cuttable ? 1 : 0.9999)
      screen.addChild(Self.plain(0x12B886, Rect(x: 100, y: 100, width: 60, height: 8)))
      clip.addChild(screen)
      root.addChild(clip)
      return root
    }
    let (frames, passes) = try Self.renderBoth { scene(cuttable: $0) }
    #expect(frames[0] == frames[1])
    // The blue square behind the circle (a hundredth of the frame) is not drawn; a circle
    // covering over a quarter of the page also has the page filled only around it.
    #expect(passes[0] < passes[1] - 0.009, "passes \(passes)")
    if radius == 70 { #expect(passes[0] < passes[1] - 0.3, "passes \(passes)") }
  }

  /// A card (an opaque rounded background with a shadow) blends only its rim; its middle is
  /// filled. The frame is pixel for pixel the one that blends the whole raster.
  @Test(arguments: [0.0, 14, 40])
  func aCardsMiddleIsFilledNotBlended(cornerRadius: Double) throws {
    func scene(whole: Bool) -> Layer {
      let root = Self.plain(0x3366CC, Rect(x: 0, y: 0, width: 200, height: 200))
      root.addChild(Self.plain(0xFFCC00, Rect(x: 0, y: 60, width: 200, height: 30)))
      let card = Self.plain(0xFAFAFA, Rect(x: 20.5, y: 40, width: 150, height: 94.4))
      card.cornerRadius = cornerRadius
      card.shadow = Layer.Shadow(
        color: Color(hex: 0x000000).withAlpha(0.3), offset: Point(0, 2), radius: 6)
      if whole {
        // Something to draw that draws nothing: the raster is blended whole.
        card.content = .shape(.init(path: Path(), fill: .white))
      }
      root.addChild(card)
      return root
    }
    var frames: [[UInt32]] = []
    for whole in [false, true] {
      let renderer = try SceneRenderer(
        viewport: Size(200, 200), scale: 3, text: try TextRenderer())
      frames.append(try TestImages.pixels(of: try renderer.render(scene(whole: whole))))
    }
    #expect(frames[0] == frames[1])
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
