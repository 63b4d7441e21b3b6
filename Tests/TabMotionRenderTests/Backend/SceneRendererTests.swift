import CCairo
import Testing

@testable import TabMotionCore
@testable import TabMotionRender
@testable import TabMotionUI

/// Compositing without the demos: plain colour rectangles are filled in place (no raster),
/// with the layer's and its ancestors' opacity, clipped by a clipping parent.
@Suite("SceneRenderer")
struct SceneRendererTests {
  static func channels(_ p: UInt32) -> (r: Int, g: Int, b: Int) {
    (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
  }

  @Test func plainRectanglesAreFilledInPlaceWithTheirOpacity() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    let group = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 20))
    group.opacity.set(0.5)
    group.clipsToBounds = true
    let half = Layer(frame: Rect(x: 10, y: 5, width: 20, height: 30))
    half.backgroundColor.set(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    group.addChild(half)
    let solid = Layer(frame: Rect(x: 0, y: 30, width: 40, height: 10))
    solid.backgroundColor.set(Color(hex: 0x12B886))
    root.addChild(group)
    root.addChild(solid)
    root.present(at: 0)
    let renderer = try SceneRenderer(viewport: Size(40, 40), scale: 2, text: TextRenderer())
    let surface = try renderer.render(root)
    #expect(renderer.rasterizations == 0)
    // Red at 0.5 × 0.5 over white: 255 − 0.25·255 in green and blue.
    let inside = Self.channels(surface.pixel(x: 40, y: 20) ?? 0)
    #expect(inside.r == 255 && abs(inside.g - 191) <= 1 && abs(inside.b - 191) <= 1)
    // Below the group's clip (y ≥ 20 pt) the red does not show; outside it, white.
    #expect(Self.channels(surface.pixel(x: 40, y: 50) ?? 0) == (255, 255, 255))
    #expect(Self.channels(surface.pixel(x: 10, y: 20) ?? 0) == (255, 255, 255))
    #expect(Self.channels(surface.pixel(x: 5, y: 70) ?? 0) == (0x12, 0xB8, 0x86))
  }

  /// A rounded plain background is filled in place by the exact-area scan converter: no
  /// raster, its colour to the bit inside, and along its corners within cairo's own sampling
  /// of the same outline (a fifteenth of a pixel's coverage) of cairo filling it; under a
  /// rounded clip, by cairo, exactly as before.
  @Test(arguments: [false, true])
  func roundedBackgroundsAreFilledInPlace(underRoundedClip: Bool) throws {
    func scene() -> Layer {
      let root = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 60))
      root.backgroundColor.set(.white)
      let holder = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 60))
      if underRoundedClip {
        holder.clipsToBounds = true
        holder.cornerRadius = 4
      }
      let pill = Layer(frame: Rect(x: 7, y: 10, width: 44, height: 30))
      pill.backgroundColor.set(Color(hex: 0xE64980).withAlpha(0.8))
      pill.cornerRadius = 13
      holder.addChild(pill)
      root.addChild(holder)
      root.present(at: 0)
      return root
    }
    let renderer = try SceneRenderer(viewport: Size(60, 60), scale: 3, text: TextRenderer())
    let direct = try TestImages.pixels(of: try renderer.render(scene()))
    #expect(renderer.rasterizations == 0)
    // Cairo filling the same rounded rectangle over white, at 3×.
    let reference = try ImageSurface(width: 180, height: 180)
    try reference.withContext { cr in
      cairo_set_source_rgba(cr, 1, 1, 1, 1)
      cairo_paint(cr)
      cairo_scale(cr, 3, 3)
      if underRoundedClip {
        addPath(.roundedRect(Rect(x: 0, y: 0, width: 60, height: 60), radius: 4), cr)
        cairo_clip(cr)
      }
      addPath(.roundedRect(Rect(x: 7, y: 10, width: 44, height: 30), radius: 13), cr)
      let c = Color(hex: 0xE64980)
      cairo_set_source_rgba(cr, c.red, c.green, c.blue, 0.8)
      cairo_fill(cr)
    }
    let cairo = try TestImages.pixels(of: reference)
    var differing = 0
    var worst = 0
    for (a, b) in zip(direct, cairo) {
      let d = TestImages.channelDifference(a, b)
      worst = max(worst, d)
      if d > 1 { differing += 1 }
    }
    // Inside and outside the same; the corners' edge pixels (four quarter circles of 39 px
    // radius: about 250 pixels) within cairo's sampling.
    #expect(differing < 250, "\(differing) pixels differ")
    #expect(worst <= 255 / 15 + 3, "a corner pixel differs by \(worst)")
    // Under the rounded clip, cairo's own fill, to the bit; without it, the exact-area fill,
    // whose corners are not cairo's.
    #expect(underRoundedClip ? differing == 0 : differing > 0)
  }

  /// The clear is skipped only when the root paints every pixel: a root that leaves any
  /// pixel (even a column of one) uncovered gets a cleared background, never the last frame.
  @Test func aRootThatDoesNotCoverTheViewportNeverShowsTheLastFrame() throws {
    let renderer = try SceneRenderer(viewport: Size(40, 40), scale: 2, text: TextRenderer())
    func root(_ frame: Rect, _ hex: UInt32) -> Layer {
      let layer = Layer(frame: frame)
      layer.backgroundColor.set(Color(hex: hex))
      layer.present(at: 0)
      return layer
    }
    let full = try renderer.render(root(Rect(x: 0, y: 0, width: 40, height: 40), 0x0000FF))
    #expect(Self.channels(full.pixel(x: 79, y: 79) ?? 0) == (0, 0, 255))
    let narrow = try renderer.render(root(Rect(x: 0, y: 0, width: 30, height: 40), 0x00FF00))
    #expect(Self.channels(narrow.pixel(x: 70, y: 10) ?? 0) == (255, 255, 255))
    let overhang = try renderer.render(root(Rect(x: -0.3, y: 0, width: 41, height: 40), 0xFF0000))
    #expect(Self.channels(overhang.pixel(x: 0, y: 0) ?? 0) == (255, 0, 0))
    #expect(Self.channels(overhang.pixel(x: 79, y: 0) ?? 0) == (255, 0, 0))
    // Shifted right by 0.3 pt (0.6 px, snapped to 1 px): column 0 is cleared, not red.
    let shifted = try renderer.render(root(Rect(x: 0.3, y: 0, width: 40, height: 40), 0xFFFF00))
    #expect(Self.channels(shifted.pixel(x: 0, y: 5) ?? 0) == (255, 255, 255))
  }

  // MARK: Text

  /// A text layer drawn from the shared text rasters has the pixels its own raster would have
  /// had — whatever its alignment, fractional size, clipping or ellipsis.
  @Test(arguments: [
    (LayerContent.Text.Alignment.leading, Size(200.3, 24.6), 1),
    (.center, Size(151.7, 30), 1),
    (.trailing, Size(180, 20.2), 1),
    (.leading, Size(90, 6), 1),  // cut through the glyphs at the top and bottom, ellipsised
    (.center, Size(120, 40), 2),  // two lines, the second ellipsised
  ])
  func sharedTextRastersMatchTheLayersOwnRaster(
    alignment: LayerContent.Text.Alignment, size: Size, lines: Int
  ) throws {
    let text = try TextRenderer()
    let label = Layer(frame: Rect(origin: Point(10.4, 7.7), size: size))
    label.content = .text(
      .init(
        "Aurora Headphones · 12 reviews", font: .system(15, .semibold),
        color: Color(hex: 0x1F2937), alignment: alignment, lineLimit: lines))
    let root = Layer(frame: Rect(x: 0, y: 0, width: 240, height: 60))
    root.backgroundColor.set(.white)
    root.addChild(label)
    root.present(at: 0)
    let renderer = try SceneRenderer(viewport: Size(240, 60), scale: 3, text: text)
    let shared = try TestImages.pixels(of: try renderer.render(root))
    #expect(renderer.rasterizations == 1)

    // The same label rasterised on its own and copied to its snapped device position.
    let own = try LayerRasterizer(text: text).rasterize(label, scale: 3)
    let reference = try ImageSurface(width: 720, height: 180)
    reference.clear(to: 0xFFFF_FFFF)
    try reference.withContext { cr in
      cairo_set_source_surface(cr, own.surface, (10.4 * 3).rounded(), (7.7 * 3).rounded())
      cairo_paint(cr)
    }
    let expected = try TestImages.pixels(of: reference)
    var worst: UInt32 = 0
    for (p, q) in zip(shared, expected) where p != q {
      for shift in stride(from: 0, to: 32, by: 8) {
        worst = max(
          worst, UInt32(abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))))
      }
    }
    #expect(worst <= 2, "largest channel difference \(worst)")
  }

  /// A resize that leaves the text alone (a rotation widening every row) draws no text again,
  /// and two labels showing the same text share one raster.
  @Test func resizingLabelsAndRepeatedTextDrawNothingAgain() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 100))
    root.backgroundColor.set(.white)
    let labels = (0..<3).map { i in
      let l = Layer(frame: Rect(x: 10, y: 10 + Double(i) * 30, width: 200, height: 24))
      l.content = .text(.init(i == 2 ? "Ethereum" : "Bitcoin", font: .system(15)))
      root.addChild(l)
      return l
    }
    root.present(at: 0)
    let renderer = try SceneRenderer(viewport: Size(400, 100), scale: 3, text: TextRenderer())
    try renderer.render(root)
    #expect(renderer.rasterizations == 2)
    for l in labels { l.setFrame(Rect(origin: l.frame.model.origin, size: Size(380, 24))) }
    root.present(at: 0)
    try renderer.render(root)
    #expect(renderer.rasterizations == 0)
  }

  // MARK: Shared rasters

  /// Layers that look alike — the same size, corners, shadow, colours and content — share one
  /// raster: the icon in every row, the cards of a menu built anew each time it opens.
  @Test func layersThatLookAlikeShareOneRaster() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 60))
    root.backgroundColor.set(.white)
    func icon(_ x: Double, _ hex: UInt32) -> Layer {
      let l = Layer(frame: Rect(x: x, y: 10, width: 24, height: 24))
      l.content = .icon(
        .init(path: .circle(center: Point(0.5, 0.5), radius: 0.4), color: Color(hex: hex)))
      root.addChild(l)
      return l
    }
    let first = icon(10, 0x1DA1F2)
    _ = icon(50, 0x1DA1F2)
    _ = icon(90, 0x1DA1F2)
    root.present(at: 0)
    let renderer = try SceneRenderer(viewport: Size(200, 60), scale: 3, text: TextRenderer())
    let surface = try renderer.render(root)
    #expect(renderer.rasterizations == 1)
    // Each copy has the first one's pixels, 40 pt (120 px) further right.
    for (x, y) in [(66, 66), (40, 66), (66, 92), (85, 50)] {
      let a = surface.pixel(x: x, y: y)
      #expect(a != 0xFFFF_FFFF, "the icon covers \(x), \(y)")
      #expect(surface.pixel(x: x + 120, y: y) == a && surface.pixel(x: x + 240, y: y) == a)
    }
    // A new layer with the same look draws nothing; another colour is a new raster.
    _ = icon(130, 0x1DA1F2)
    root.present(at: 0)
    try renderer.render(root)
    #expect(renderer.rasterizations == 0)
    first.content = .icon(
      .init(path: .circle(center: Point(0.5, 0.5), radius: 0.4), color: Color(hex: 0xE0245E)))
    root.present(at: 0)
    try renderer.render(root)
    #expect(renderer.rasterizations == 1)
    #expect(renderer.sharedRasterCount == 2)
  }

  /// A shared raster lasts as long as a layer shows it: a layer redrawn in a new colour every
  /// frame keeps one raster, not one per frame.
  @Test func aLayerRedrawnEveryFrameKeepsOneRaster() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let card = Layer(frame: Rect(x: 10, y: 10, width: 60, height: 60))
    card.cornerRadius = 8
    card.shadow = Layer.Shadow()
    root.addChild(card)
    let renderer = try SceneRenderer(viewport: Size(100, 100), scale: 2, text: TextRenderer())
    for k in 0..<12 {
      card.backgroundColor.set(Color(red: Double(k) / 11, green: 0.4, blue: 0.6, alpha: 1))
      root.present(at: 0)
      try renderer.render(root)
      #expect(renderer.rasterizations == 1)
      #expect(renderer.sharedRasterCount == 1)
    }
  }

  // MARK: Resizing

  /// A rotation remakes the target over the memory of the old one: every frame after it is
  /// the frame a new renderer draws, whether the root clears the background or covers it.
  @Test(arguments: [false, true])
  func aRotatedFrameIsTheFrameOfANewRenderer(opaqueRoot: Bool) throws {
    func scene(_ size: Size) -> Layer {
      let root = Layer(frame: Rect(origin: .zero, size: size))
      if opaqueRoot { root.backgroundColor.set(Color(hex: 0xF1F3F5)) }
      let bar = Layer(frame: Rect(x: 0, y: size.height - 20, width: size.width, height: 20))
      bar.backgroundColor.set(Color(hex: 0x1DA1F2))
      root.addChild(bar)
      let dot = Layer(frame: Rect(x: size.width / 2 - 10, y: 10, width: 20, height: 20))
      dot.backgroundColor.set(Color(hex: 0xE0245E).withAlpha(0.5))
      dot.cornerRadius = 10
      root.addChild(dot)
      root.present(at: 0)
      return root
    }
    let text = try TextRenderer()
    let portrait = Size(60, 100)
    let landscape = Size(100, 60)
    let renderer = try SceneRenderer(viewport: portrait, scale: 2, text: text)
    try renderer.render(scene(portrait))
    for size in [landscape, portrait, Size(50, 40), landscape] {
      try renderer.resize(viewport: size)
      let frame = try renderer.render(scene(size))
      let fresh = try SceneRenderer(viewport: size, scale: 2, text: text).render(scene(size))
      #expect(frame.width == fresh.width && frame.height == fresh.height)
      var differing = 0
      for y in 0..<fresh.height {
        for x in 0..<fresh.width where frame.pixel(x: x, y: y) != fresh.pixel(x: x, y: y) {
          differing += 1
        }
      }
      #expect(differing == 0, "\(differing) pixels differ at \(size)")
    }
  }

  // MARK: Prepared while idle

  /// Idle frames make the rasters of hidden layers marked about to show (a pager's next page:
  /// its texts included, which are drawn in place from shared text rasters) and of nothing
  /// else hidden; the frame that shows the page then makes none.
  @Test func idleFramesPrepareWhatIsAboutToShow() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 400))
    root.backgroundColor.set(.white)
    func page(_ title: String) -> Layer {
      let page = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 400))
      page.isHidden = true
      for k in 0..<3 {
        let label = Layer(frame: Rect(x: 16, y: 20 + 30 * Double(k), width: 200, height: 24))
        label.content = .text(.init("\(title) \(k)", font: .system(15)))
        page.addChild(label)
      }
      let card = Layer(frame: Rect(x: 16, y: 200, width: 200, height: 80))
      card.backgroundColor.set(.white)
      card.shadow = Layer.Shadow()
      page.addChild(card)
      root.addChild(page)
      return page
    }
    let next = page("Next")
    let far = page("Far")
    next.isAboutToShow = true
    root.present(at: 0)
    let renderer = try SceneRenderer(viewport: Size(300, 400), scale: 3, text: try TextRenderer())
    try renderer.render(root)
    var made = 0
    for _ in 0..<10 {
      try renderer.render(root)
      #expect(renderer.skippedLastFrame)
      made += try renderer.prepare(root, budget: 2)
    }
    // Three labels and the card of the next page; nothing of the far one.
    #expect(made == 4)
    next.isHidden = false
    try renderer.render(root)
    #expect(renderer.rasterizations == 0)
    next.isHidden = true
    far.isHidden = false
    try renderer.render(root)
    // Its labels; its card looks like the next page's and shares that raster.
    #expect(renderer.rasterizations == 3)
  }

  /// The first text in a font costs Pango finding the font (about twenty later texts' worth):
  /// an idle frame makes one such text, or up to its budget of texts in fonts already found.
  /// A screen's first frame finds the fonts of all its texts, hidden ones too; a menu added
  /// after it pays for its new fonts on its idle frames, one a frame.
  @Test(arguments: [false, true])
  func aTextInANewFontTakesAnIdleFrameOfItsOwn(menuOnFirstFrame: Bool) throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 400))
    root.backgroundColor.set(.white)
    let shown = Layer(frame: Rect(x: 16, y: 16, width: 200, height: 24))
    shown.content = .text(.init("Shown", font: .system(15)))
    root.addChild(shown)
    let menu = Layer(frame: root.bounds)
    menu.isHidden = true
    menu.isAboutToShow = true
    let texts: [(String, Font)] = [
      ("Write a review", .system(28, .bold)), ("Pick a category", .system(17, .semibold)),
      ("Food", .system(15)), ("Places", .system(15)),
    ]
    for (k, (string, font)) in texts.enumerated() {
      let label = Layer(frame: Rect(x: 16, y: 60 + 40 * Double(k), width: 260, height: 36))
      label.content = .text(.init(string, font: font))
      menu.addChild(label)
    }
    if menuOnFirstFrame { root.addChild(menu) }
    root.present(at: 0)
    let renderer = try SceneRenderer(viewport: Size(300, 400), scale: 3, text: try TextRenderer())
    try renderer.render(root)
    if !menuOnFirstFrame {
      root.addChild(menu)
      root.present(at: 1)
      try renderer.render(root)
    }
    var madePerFrame: [Int] = []
    for _ in 0..<4 {
      try renderer.render(root)
      madePerFrame.append(try renderer.prepare(root, budget: 2))
    }
    if menuOnFirstFrame {
      // Every font found already: two texts an idle frame.
      #expect(madePerFrame == [2, 2, 0, 0])
    } else {
      // The heading, the subheading, then both labels set in the font "Shown" already used.
      #expect(madePerFrame == [1, 1, 2, 0])
    }
  }

  // MARK: Memory kept ready

  /// A renderer is made with a frame's worth of memory in hand; the next large raster (a sheet
  /// sliding in) is drawn into it, with exactly the pixels it has in memory of its own, and
  /// idle frames then bring a new spare in a slice at a time.
  @Test func aLargeRasterTakesTheMemoryReservedWithTheRenderer() throws {
    func scene(sheet: Bool) -> Layer {
      let root = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 400))
      root.backgroundColor.set(Color(hex: 0xF1F3F5))
      if sheet {
        let card = Layer(frame: Rect(x: 0, y: 60, width: 300, height: 400))
        card.backgroundColor.set(.white)
        card.cornerRadius = 12
        card.shadow = Layer.Shadow(offset: Point(0, -2), radius: 10)
        root.addChild(card)
      }
      root.present(at: 0)
      return root
    }
    let text = try TextRenderer()
    let renderer = try SceneRenderer(viewport: Size(300, 400), scale: 3, text: text)
    // Reserved with the renderer, like its target: a frame (900 × 1200 px) and a quarter more.
    let spare = 900 * 4 * 1200 * 5 / 4
    #expect(renderer.pool.isSpareReady && renderer.pool.spareByteCount == spare)
    let idle = scene(sheet: false)
    try renderer.render(idle)
    let sheet = scene(sheet: true)
    let drawn = try TestImages.pixels(of: try renderer.render(sheet))
    #expect(renderer.rasterizations == 1)
    #expect(renderer.pool.spareByteCount == 0, "the card's raster took it")
    let fresh = try SceneRenderer(viewport: Size(300, 400), scale: 3, text: text)
    #expect(drawn == (try TestImages.pixels(of: try fresh.render(sheet))))
    // Taken, it comes back a slice per idle frame (2 MB each): never one long frame.
    var idleFrames = 0
    while !renderer.pool.isSpareReady && idleFrames < 20 {
      try renderer.render(sheet)
      #expect(renderer.skippedLastFrame)
      try renderer.prepare(sheet, budget: 2)
      idleFrames += 1
    }
    #expect(renderer.pool.isSpareReady && renderer.pool.spareByteCount == spare)
    #expect(idleFrames == 3)
  }

  /// A spare past the size mapped with its pages (a frame of a very large viewport) is not
  /// brought in all at once when reserved: idle frames bring it in, a slice each.
  @Test func aSpareBeyondThePopulatedLimitComesInWhileIdle() {
    let pool = PixelBufferPool()
    let bytes = PixelBuffer.populatedLimit + (4 << 20)
    pool.reserve(byteCount: bytes)
    #expect(pool.spareByteCount == bytes && !pool.isSpareReady)
    var slices = 0
    while pool.prepare(byteCount: bytes, slice: 16 << 20) { slices += 1 }
    #expect(pool.isSpareReady && slices == 5)
    pool.reserve(byteCount: bytes)
    #expect(pool.isSpareReady, "a ready spare large enough is kept")
  }

  /// Memory a surface drew into comes back to the pool when the surface goes, and is cleared
  /// before it is handed out again.
  @Test func releasedMemoryComesBackCleared() throws {
    let pool = PixelBufferPool()
    let bytes = 4 << 20
    #expect(pool.take(byteCount: bytes) == nil)
    while pool.prepare(byteCount: bytes, slice: 1 << 20) {}
    #expect(pool.isSpareReady)
    #expect(pool.take(byteCount: bytes / 4) == nil, "a small raster does not hold it")
    do {
      let buffer = try #require(pool.take(byteCount: bytes))
      let surface = try ImageSurface(width: 1024, height: 1024, over: buffer)
      surface.clear(to: 0xFF12_3456)
      #expect(pool.spareByteCount == 0)
    }
    #expect(pool.spareByteCount == bytes)
    let again = try ImageSurface(
      width: 1024, height: 1024, over: try #require(pool.take(byteCount: bytes)))
    #expect(again.pixel(x: 0, y: 0) == 0 && again.pixel(x: 1023, y: 1023) == 0)
  }
}
