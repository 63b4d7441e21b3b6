import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

/// The compositor: a subtree declared to move as one (a pager's page) is copied from a raster
/// of it while nothing in it changes, with the pixels of drawing it; a subtree that changes
/// while it moves is drawn again; the rasters stay within their memory budget.
@Suite("Moving subtrees")
struct MovingSubtreeTests {
  /// Pixels of `a` and `b` farther apart than the snapshot tests allow (8 of 255 a channel).
  static func differing(_ a: ImageSurface, _ b: ImageSurface) throws -> Int {
    precondition(a.width == b.width && a.height == b.height, "differing: sizes differ")
    return a.withPixels { p, pStride in
      b.withPixels { q, qStride in
        var count = 0
        for y in 0..<a.height {
          for x in 0..<a.width {
            let (u, v) = (p[y * pStride + x], q[y * qStride + x])
            if u != v, TestImages.channelDifference(u, v) > 8 { count += 1 }
          }
        }
        return count
      }
    }
  }

  /// A screen with a pager-like clip holding one page: an opaque background, two cards with
  /// shadows and text, a hairline; `opaque` false leaves the page's background out.
  static func scene(opaque: Bool = true) -> (root: Layer, page: Layer, label: Layer) {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 200))
    root.backgroundColor.set(Color(hex: 0xF1F3F5))
    let pager = Layer(frame: Rect(x: 0, y: 20, width: 120, height: 160))
    pager.clipsToBounds = true
    root.addChild(pager)
    let page = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 160))
    page.movesAsOne = true
    if opaque { page.backgroundColor.set(.white) }
    pager.addChild(page)
    for k in 0..<2 {
      let card = Layer(frame: Rect(x: 10, y: 10 + 70 * Double(k), width: 100, height: 60))
      card.backgroundColor.set(Color(hex: k == 0 ? 0xFFE3E3 : 0xE7F5FF))
      card.cornerRadius = 10
      card.shadow = Layer.Shadow(radius: 4)
      page.addChild(card)
    }
    let label = Layer(frame: Rect(x: 20, y: 20, width: 80, height: 20))
    label.content = .text(.init("Sliding", font: .system(14)))
    page.addChild(label)
    let line = Layer(frame: Rect(x: 0, y: 150.1, width: 120, height: 0.3))
    line.backgroundColor.set(.black)
    page.addChild(line)
    root.present(at: 0)
    return (root, page, label)
  }

  /// A renderer that copies moving subtrees, kept from frame to frame.
  static func compositing(
    _ text: TextRenderer, viewport: Size = Size(120, 200), scale: Double = 3
  ) throws -> SceneRenderer {
    try SceneRenderer(viewport: viewport, scale: scale, text: text)
  }

  /// Idle frames, as a host gives them, until the renderer has prepared every raster ahead.
  static func idle(_ renderer: SceneRenderer, _ root: Layer) throws {
    try renderer.render(root)
    for _ in 0..<200 where !renderer.isPrepared {
      try renderer.render(root)
      try renderer.prepare(root, budget: 2)
    }
    #expect(renderer.isPrepared)
  }

  /// A 300 × 200 pt white screen holding a list of fifty 40 pt rows.
  static func rowList() throws -> (root: Layer, list: RowList) {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    root.backgroundColor.set(.white)
    let list = try RowList(name: nil, rowCount: 50, rowHeight: 40) { i in
      RowData(title: "Row \(i)", subtitle: "sub", value: "$\(i)")
    }
    root.addChild(list.container)
    return (root, list)
  }

  /// `root` drawn from scratch by a new renderer that never copies subtrees.
  /// A renderer drawing every layer itself, never copying a moving subtree from a raster of
  /// it: the reference, kept from frame to frame (``drawn(_:by:)``).
  static func reference(
    _ text: TextRenderer, viewport: Size = Size(120, 200), scale: Double = 3
  ) throws -> SceneRenderer {
    let renderer = try SceneRenderer(viewport: viewport, scale: scale, text: text)
    renderer.compositesMovingLayers = false
    return renderer
  }

  /// `root` drawn by `reference` whole: every pixel of the frame and every layer, none copied
  /// from a raster of its subtree. The layers' own rasters (texts, cards) are kept from frame
  /// to frame, as they are in any renderer, which keeps a long script within a debug build's
  /// time.
  static func drawn(_ root: Layer, by reference: SceneRenderer) throws -> ImageSurface {
    precondition(!reference.compositesMovingLayers, "drawn(_:by:): not a reference renderer")
    reference.lastRoot = nil  // the whole frame, not only what changed since the last
    let surface = try reference.render(root)
    #expect(reference.movingCopies == 0 && reference.redrawnRegions.isEmpty)
    return surface
  }

  /// `root` drawn by a new renderer that never copies a moving subtree from a raster of it.
  static func drawn(
    _ root: Layer, _ text: TextRenderer, viewport: Size = Size(120, 200), scale: Double = 3
  ) throws -> ImageSurface {
    let renderer = try SceneRenderer(viewport: viewport, scale: scale, text: text)
    renderer.compositesMovingLayers = false
    let surface = try renderer.render(root)
    #expect(renderer.movingCopies == 0)
    return surface
  }

  @Test func aSlidingPageIsCopiedWithThePixelsOfDrawingIt() throws {
    let (root, page, _) = Self.scene()
    let text = try TextRenderer()
    let compositing = try Self.compositing(text)
    try Self.idle(compositing, root)
    var copied = 0
    for step in 0..<20 {
      // Fractional positions too: the page is snapped to whole pixels like any layer.
      page.setFrame(Rect(x: -5.3 * Double(step), y: 0, width: 120, height: 160))
      root.present(at: Double(step))
      let a = try compositing.render(root)
      copied += compositing.movingCopies
      let b = try Self.drawn(root, text)
      #expect(try Self.differing(a, b) == 0, "step \(step)")
    }
    // Its raster was made while idle: every frame drawn copies it (the first step leaves the
    // page where it stood, and is not drawn).
    #expect(copied == 19)
    #expect(compositing.movingRasterBytes > 0)
    #expect(compositing.movingRasterBytes <= compositing.movingBudget)
  }

  @Test func aPageWhoseShadowReachesPastItsBottomIsMadeBandByBandWhileItSlides() throws {
    // The last card's shadow reaches below the page: the raster's last bands lie wholly past
    // the page's bounds, made a band after each frame that only copies.
    let root = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 200))
    root.backgroundColor.set(.white)
    let page = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 150))
    page.movesAsOne = true
    page.backgroundColor.set(Color(hex: 0xE8EEF4))
    let card = Layer(frame: Rect(x: 10, y: 110, width: 100, height: 40))
    card.backgroundColor.set(.white)
    card.cornerRadius = 8
    card.shadow = Layer.Shadow(radius: 12)
    page.addChild(card)
    root.addChild(page)
    let text = try TextRenderer()
    let compositing = try Self.compositing(text)
    let reference = try Self.reference(text)
    var copied = 0
    for step in 1...60 {
      page.setFrame(Rect(x: Double(step), y: 0, width: 120, height: 150))
      root.present(at: Double(step))
      let a = try compositing.render(root)
      copied += compositing.movingCopies
      #expect(try Self.differing(a, try Self.drawn(root, by: reference)) == 0, "step \(step)")
    }
    #expect(copied > 0)
  }

  @Test func aLayerHalfAPixelInsideASlidingPageLandsAlikeOnBothSidesOfTheOrigin() throws {
    // The card's left edge is half a device pixel past a whole one, inside a page at whole
    // pixels: copied from the page's raster or drawn, it must land on the same pixel when
    // the page slides past the screen's left edge.
    let root = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 200))
    root.backgroundColor.set(.white)
    let page = Layer(frame: Rect(x: 4, y: 0, width: 120, height: 200))
    page.movesAsOne = true
    page.backgroundColor.set(.white)
    let card = Layer(frame: Rect(x: 10 + 0.5 / 3, y: 20, width: 60, height: 40))
    card.backgroundColor.set(Color(hex: 0xD0312D))
    card.cornerRadius = 8
    page.addChild(card)
    root.addChild(page)
    let text = try TextRenderer()
    let compositing = try Self.compositing(text)
    let reference = try Self.reference(text)
    try Self.idle(compositing, root)
    var copied = 0
    for step in 0...16 {
      page.setFrame(Rect(x: 2 - 2 * Double(step), y: 0, width: 120, height: 200))
      root.present(at: Double(step))
      let a = try compositing.render(root)
      copied += compositing.movingCopies
      #expect(try Self.differing(a, try Self.drawn(root, by: reference)) == 0, "step \(step)")
    }
    #expect(copied >= 16)
  }

  @Test(arguments: [(width: 120.0, corner: 4.0), (width: 112.5, corner: 0.0)])
  func aPageSlidingUnderAClipOffThePixelGridLooksAsDrawn(width: Double, corner: Double) throws {
    // A rounded corner or a clip edge half a pixel off the grid: the page's raster would be
    // clipped as one image there, its items each on their own.
    let (root, page, _) = Self.scene()
    // A dark screen under the light page: what each item's clipping lets through shows.
    root.backgroundColor.set(Color(hex: 0x202020))
    let pager = try #require(page.parent)
    pager.setFrame(Rect(x: 0, y: 20, width: width, height: 160))
    pager.cornerRadius = corner
    let text = try TextRenderer()
    let compositing = try Self.compositing(text)
    let reference = try Self.reference(text)
    try Self.idle(compositing, root)
    for step in 0..<12 {
      // To the right: the cards' edges cross the clip's, over the page's background.
      page.setFrame(Rect(x: 3 * Double(step), y: 0, width: 120, height: 160))
      root.present(at: Double(step))
      let a = try compositing.render(root)
      #expect(try Self.differing(a, try Self.drawn(root, by: reference)) == 0, "step \(step)")
    }
  }

  @Test func aTextHiddenInARowListedAsItsRasterChangesThePageRaster() throws {
    // The page's raster is made while its row is listed as the row's raster alone (the page
    // itself changing around the row); a text in the row is then hidden. The page must not
    // be put on screen from that raster.
    let root = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 200))
    root.backgroundColor.set(Color(hex: 0xF1F3F5))
    let page = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 200))
    page.movesAsOne = true
    page.backgroundColor.set(.white)
    root.addChild(page)
    let badge = Layer(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    page.addChild(badge)
    let row = Layer(frame: Rect(x: 0, y: 40, width: 120, height: 24))
    row.movesAsOne = true
    row.backgroundColor.set(Color(hex: 0xA36FA6))
    let label = Layer(frame: Rect(x: 6, y: 2, width: 80, height: 20))
    label.content = .text(.init("Menu", font: .system(13), color: Color(hex: 0xD6336C)))
    row.addChild(label)
    page.addChild(row)
    let text = try TextRenderer()
    let compositing = try Self.compositing(text)
    let reference = try Self.reference(text)
    // The page changes around its row for a few frames: the row gets its raster and is then
    // listed as it alone; idle work then makes the page's raster from that list.
    for step in 0..<4 {
      badge.backgroundColor.set(Color(hex: step % 2 == 0 ? 0x2F9E44 : 0x1971C2))
      root.present(at: Double(step))
      try compositing.render(root)
    }
    for _ in 0..<20 { try compositing.prepare(root, budget: 4) }
    label.isHidden = true
    for step in 4..<7 {
      root.present(at: Double(step))
      let a = try compositing.render(root)
      #expect(try Self.differing(a, try Self.drawn(root, by: reference)) == 0, "step \(step)")
      page.setFrame(Rect(x: -3 * Double(step - 3), y: 0, width: 120, height: 200))
    }
  }

  @Test func aPageChangingWhileItSlidesIsDrawnAgain() throws {
    let (root, page, label) = Self.scene()
    let text = try TextRenderer()
    let compositing = try Self.compositing(text)
    try Self.idle(compositing, root)
    for step in 0..<12 {
      page.setFrame(Rect(x: -4 * Double(step), y: 0, width: 120, height: 160))
      if step >= 6 {
        // New text every frame while it moves: never the raster of an older frame.
        label.content = .text(.init("Changed \(step)", font: .system(14)))
      }
      root.present(at: Double(step))
      let a = try compositing.render(root)
      let b = try Self.drawn(root, text)
      #expect(try Self.differing(a, b) == 0, "step \(step)")
      if step >= 6 {
        #expect(compositing.movingCopies == 0, "step \(step): a changed page was copied")
      } else if step > 0 {
        #expect(compositing.movingCopies == 1, "step \(step)")
      }
    }
    // Steady again, moving on: copied again once its new raster is made, a band after each
    // frame (too large to be made in one frame), never on the frame itself.
    var copiedAgain = 0
    for step in 12..<60 {
      page.setFrame(Rect(x: -Double(step), y: 0, width: 120, height: 160))
      root.present(at: Double(step))
      let a = try compositing.render(root)
      let b = try Self.drawn(root, text)
      #expect(try Self.differing(a, b) == 0, "step \(step)")
      copiedAgain += compositing.movingCopies
    }
    #expect(copiedAgain > 0)
  }

  @Test func aPageWithTransparentPixelsIsBlendedWithThePixelsOfDrawingIt() throws {
    let (root, page, _) = Self.scene(opaque: false)
    let text = try TextRenderer()
    let compositing = try Self.compositing(text)
    try Self.idle(compositing, root)
    var copied = 0
    for step in 0..<8 {
      page.setFrame(Rect(x: -6 * Double(step), y: 0, width: 120, height: 160))
      root.present(at: Double(step))
      let a = try compositing.render(root)
      copied += compositing.movingCopies
      let b = try Self.drawn(root, text)
      #expect(try Self.differing(a, b) == 0, "step \(step)")
    }
    // Its cards' shadows and its text are partly transparent over the screen's background:
    // blended, not drawn, in every frame drawn (the first step leaves it where it stood).
    #expect(copied == 7)
  }

  @Test func rastersStayWithinTheirBudget() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 200))
    var pages: [Layer] = []
    for k in 0..<6 {
      let page = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 200))
      page.movesAsOne = true
      page.backgroundColor.set(Color(red: Double(k) / 6, green: 0.5, blue: 0.9))
      let dot = Layer(frame: Rect(x: 10, y: 10, width: 20, height: 20))
      dot.backgroundColor.set(.black)
      dot.cornerRadius = 10
      page.addChild(dot)
      pages.append(page)
      root.addChild(page)
    }
    let renderer = try SceneRenderer(viewport: Size(120, 200), scale: 2, text: try TextRenderer())
    var kept = 0
    for step in 0..<30 {
      // Six full-frame pages, all moving: more than three frames' worth of rasters.
      for (k, page) in pages.enumerated() {
        page.setFrame(Rect(x: Double((step + k) % 7) - 3, y: 0, width: 120, height: 200))
      }
      root.present(at: Double(step))
      try renderer.render(root)
      #expect(renderer.movingRasterBytes <= renderer.movingBudget, "step \(step)")
      kept = max(kept, renderer.movingRasterBytes)
    }
    #expect(kept > 0)
  }

  /// Demos whose pages are copied while they slide, slid back and forth: frames from a
  /// renderer copying pages match a renderer drawing everything, within the snapshot tests'
  /// tolerance.
  @Test(arguments: ["colormatch", "styles"])
  func slidingADemosPagesLooksTheSame(_ name: String) throws {
    let demo = try #require(DemoRegistry.demo(named: name))
    let y = 420.0
    let script = GestureScript(steps: [
      .wait(0.1),
      .drag(from: .point(Point(330, y)), to: .point(Point(70, y)), duration: 0.25, release: .fling),
      .wait(0.5),
      .drag(from: .point(Point(70, y)), to: .point(Point(330, y)), duration: 0.4, release: .stop),
      .wait(0.3),
    ])
    let session = try HeadlessSession(script: script, scale: 1) { try demo.init(environment: $0) }
    let viewport = session.player.environment.size
    let compositing = try Self.compositing(session.text, viewport: viewport, scale: 1)
    let reference = try Self.reference(session.text, viewport: viewport, scale: 1)
    var copies = 0
    while !session.isFinished {
      try session.step()
      let a = try compositing.render(session.screen.root)
      copies += compositing.movingCopies
      let b = try Self.drawn(session.screen.root, by: reference)
      let differing = try Self.differing(a, b)
      #expect(differing == 0, "\(name), frame \(session.frame): \(differing) pixels differ")
      if differing > 0 { break }
    }
    #expect(copies > 0, "\(name): no page was copied")
  }

  /// Every demo's own script played through a renderer that copies and blends moving
  /// subtrees (pages, list rows, the collapsing header and tab bar) and prepares their rasters
  /// on idle frames, as a host does: the first frames in which it copied something, and
  /// every 25th frame, match a renderer drawing everything from scratch within the snapshot
  /// tests' tolerance. A demo is followed until eight copied frames have matched (or through
  /// its first five seconds), which keeps the check within a debug build's time.
  @Test(arguments: DemoRegistry.all.map { $0.name })
  func compositedFramesMatchDrawingFromScratch(_ name: String) throws {
    let demo = try #require(DemoRegistry.demo(named: name))
    let session = try HeadlessSession(script: demo.defaultScript, scale: 1) {
      try demo.init(environment: $0)
    }
    var viewport = session.player.environment.size
    let compositing = try Self.compositing(session.text, viewport: viewport, scale: 1)
    let reference = try Self.reference(session.text, viewport: viewport, scale: 1)
    var copies = 0
    var checkedCopies = 0
    while !session.isFinished, checkedCopies < 8, session.frame < 600 {
      try session.step()
      if session.player.environment.size != viewport {
        viewport = session.player.environment.size
        try compositing.resize(viewport: viewport)
        try reference.resize(viewport: viewport)
      }
      let a = try compositing.render(session.screen.root)
      copies += compositing.movingCopies
      let copied = compositing.movingCopies > 0 && checkedCopies < 8
      if compositing.skippedLastFrame { try compositing.prepare(session.screen.root, budget: 2) }
      guard copied || session.frame % 25 == 0 else { continue }
      if copied { checkedCopies += 1 }
      let b = try Self.drawn(session.screen.root, by: reference)
      let differing = try Self.differing(a, b)
      #expect(differing == 0, "\(name), frame \(session.frame): \(differing) pixels differ")
      if differing > 0 { break }
      #expect(compositing.movingRasterBytes <= compositing.movingBudget)
    }
    if name != "cube" {
      // Every demo but the cube has pages or list rows that move as one.
      #expect(copies > 0, "\(name): nothing was copied")
    }
  }

  /// A list's rows copied from their rasters while it scrolls; a row whose text changes
  /// mid-scroll is drawn again (never its old raster), and copied again once steady.
  @Test func aListRowChangingWhileItScrollsIsDrawnAgain() throws {
    let (root, list) = try Self.rowList()
    let text = try TextRenderer()
    let compositing = try Self.compositing(text, viewport: Size(300, 200))
    let frame = Rect(x: 0, y: 0, width: 300, height: 200)
    var copiedBefore = 0
    var copiedAfter = 0
    for step in 0..<16 {
      list.update(frame: frame, offset: 3.7 * Double(step), isRightToLeft: false)
      let changed = list.liveRows.first { $0.index == 2 }
      if step >= 8, let changed {
        changed.title.content = .text(.init("Now \(step)", font: .system(16, .semibold)))
      }
      root.present(at: Double(step))
      let a = try compositing.render(root)
      let b = try Self.drawn(root, text, viewport: Size(300, 200))
      #expect(try Self.differing(a, b) == 0, "step \(step)")
      if step < 8 {
        copiedBefore += compositing.movingCopies
      } else {
        // The changing row is drawn item by item; the others are still copied.
        #expect(compositing.movingCopies < list.liveRowCount, "step \(step)")
        copiedAfter += compositing.movingCopies
      }
    }
    #expect(copiedBefore > 0)
    #expect(copiedAfter > 0)
  }
  /// A list that starts to scroll does not make all its rows' rasters in its first frame:
  /// each frame makes as many as its budget allows (here one), draws the others, and within a
  /// few frames every row on screen is copied.
  @Test func aListStartingToScrollMakesItsRowsRastersAFewAFrame() throws {
    let (root, list) = try Self.rowList()
    let text = try TextRenderer()
    let compositing = try Self.compositing(text, viewport: Size(300, 200))
    let frame = Rect(x: 0, y: 0, width: 300, height: 200)
    var allCopied = false
    for step in 0..<12 {
      list.update(frame: frame, offset: 2 * Double(step), isRightToLeft: false)
      root.present(at: Double(step))
      let a = try compositing.render(root)
      #expect(compositing.movingRastersMade <= 1, "step \(step)")
      let b = try Self.drawn(root, text, viewport: Size(300, 200))
      #expect(try Self.differing(a, b) == 0, "step \(step)")
      let onScreen = list.liveRows.filter { row in
        let frame = row.layer.presentedFrame.offsetBy(dx: 0, dy: -2 * Double(step))
        return frame.maxY > 0 && frame.minY < 200
      }
      if compositing.movingCopies >= onScreen.count { allCopied = true }
    }
    #expect(list.liveRowCount >= 5)
    #expect(allCopied)
  }
}
