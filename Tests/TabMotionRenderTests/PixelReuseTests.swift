import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

/// Pixels of the last frame moved in place: a page that only slid since the last frame is
/// moved inside the target instead of copied from its raster again, with exactly the pixels
/// of copying it; whatever is drawn over it, changes inside it or a new target is never
/// taken from the last frame.
@Suite("Pixels moved in place")
struct PixelReuseTests {
  /// Pixels of `a` and `b` that differ at all.
  static func differing(_ a: ImageSurface, _ b: ImageSurface) throws -> Int {
    let p = try TestImages.pixels(of: a)
    let q = try TestImages.pixels(of: b)
    return zip(p, q).filter { $0 != $1 }.count
  }

  /// A screen with a pager-like clip holding two opaque pages side by side, each with cards
  /// (rounded, shadowed), a text and a hairline; returns the pager's pages.
  static func twoPages() -> (root: Layer, pages: [Layer], labels: [Layer]) {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 200))
    root.backgroundColor.set(Color(hex: 0xF1F3F5))
    let pager = Layer(frame: Rect(x: 0, y: 20, width: 120, height: 160))
    pager.clipsToBounds = true
    root.addChild(pager)
    var pages: [Layer] = []
    var labels: [Layer] = []
    for p in 0..<2 {
      let page = Layer(frame: Rect(x: 120 * Double(p), y: 0, width: 120, height: 160))
      page.movesAsOne = true
      page.backgroundColor.set(p == 0 ? .white : Color(hex: 0xFFF9DB))
      pager.addChild(page)
      for k in 0..<2 {
        let card = Layer(frame: Rect(x: 10, y: 10 + 70 * Double(k), width: 100, height: 60))
        card.backgroundColor.set(Color(hex: k == 0 ? 0xFFE3E3 : 0xE7F5FF))
        card.cornerRadius = 10
        card.shadow = Layer.Shadow(radius: 4)
        page.addChild(card)
      }
      let label = Layer(frame: Rect(x: 20, y: 20, width: 80, height: 20))
      label.content = .text(.init("Page \(p)", font: .system(14)))
      page.addChild(label)
      labels.append(label)
      let line = Layer(frame: Rect(x: 0, y: 150.1, width: 120, height: 0.3))
      line.backgroundColor.set(.black)
      page.addChild(line)
      pages.append(page)
    }
    root.present(at: 0)
    return (root, pages, labels)
  }

  /// Puts the two pages at `x` (the first) and `x + 120`.
  static func slide(_ pages: [Layer], to x: Double) {
    for (k, page) in pages.enumerated() {
      page.setFrame(Rect(x: x + 120 * Double(k), y: 0, width: 120, height: 160))
    }
  }

  /// The same scene twice, each with its own renderer kept from frame to frame (a frame
  /// drawn clears the tree's marks of change, so one tree cannot feed two renderers): one
  /// moving pixels in place, one copying every moving subtree from its raster. Both are idle
  /// until their rasters are made.
  struct Pair {
    var moving: (root: Layer, pages: [Layer], labels: [Layer], renderer: SceneRenderer)
    var copying: (root: Layer, pages: [Layer], labels: [Layer], renderer: SceneRenderer)

    init(_ text: TextRenderer, extras: (Layer) -> Void = { _ in }) throws {
      let a = PixelReuseTests.twoPages()
      let b = PixelReuseTests.twoPages()
      extras(a.root)
      extras(b.root)
      a.root.present(at: 0)
      b.root.present(at: 0)
      let ra = try MovingSubtreeTests.compositing(text)
      let rb = try MovingSubtreeTests.compositing(text)
      rb.movesPixelsInPlace = false
      try MovingSubtreeTests.idle(ra, a.root)
      try MovingSubtreeTests.idle(rb, b.root)
      moving = (a.root, a.pages, a.labels, ra)
      copying = (b.root, b.pages, b.labels, rb)
    }

    /// Slides both scenes' pages to `x`, lets `change` change each, draws both at `time` and
    /// returns how many pixels differ.
    func frame(
      x: Double, at time: Double, change: ([Layer]) -> Void = { _ in }
    ) throws -> Int {
      PixelReuseTests.slide(moving.pages, to: x)
      PixelReuseTests.slide(copying.pages, to: x)
      change(moving.labels)
      change(copying.labels)
      moving.root.present(at: time)
      copying.root.present(at: time)
      let a = try moving.renderer.render(moving.root)
      let b = try copying.renderer.render(copying.root)
      return try PixelReuseTests.differing(a, b)
    }
  }

  @Test func slidingPagesAreMovedInPlaceWithThePixelsOfCopyingThem() throws {
    let text = try TextRenderer()
    let pair = try Pair(text)
    // Left by whole and fractional points, then back right past the start, then still.
    let left: [Double] = (1...14).map { -5.3 * Double($0) }
    let right: [Double] = (0...14).map { -74.2 + 6.1 * Double($0) }
    let positions = left + right
    var movedFrames = 0
    for (step, x) in positions.enumerated() {
      #expect(try pair.frame(x: x, at: Double(step + 1)) == 0, "step \(step), x \(x)")
      if pair.moving.renderer.reuse.movedPixels > 0 { movedFrames += 1 }
      let drawn = try MovingSubtreeTests.drawn(pair.moving.root, text)
      #expect(
        try MovingSubtreeTests.differing(pair.moving.renderer.target, drawn) == 0,
        "step \(step), x \(x)")
    }
    // Every frame after the first of each direction moves what the last one showed.
    #expect(movedFrames >= positions.count - 3)
    #expect(pair.copying.renderer.reuse.movedPixels == 0)
  }

  @Test func aListScrolledBothWaysIsMovedInPlaceRowByRow() throws {
    let (root, list) = try MovingSubtreeTests.rowList()
    let (copyRoot, copyList) = try MovingSubtreeTests.rowList()
    let text = try TextRenderer()
    let viewport = Size(300, 200)
    let moving = try MovingSubtreeTests.compositing(text, viewport: viewport)
    let copying = try MovingSubtreeTests.compositing(text, viewport: viewport)
    copying.movesPixelsInPlace = false
    var moved = 0
    let down: [Double] = (0..<30).map { 3.7 * Double($0) }
    let up: [Double] = (0..<30).map { 111 - 4.3 * Double($0) }
    let frame = Rect(x: 0, y: 0, width: 300, height: 200)
    for (step, y) in (down + up).enumerated() {
      list.update(frame: frame, offset: y, isRightToLeft: false)
      copyList.update(frame: frame, offset: y, isRightToLeft: false)
      root.present(at: Double(step))
      copyRoot.present(at: Double(step))
      let a = try moving.render(root)
      moved += moving.reuse.movedPixels
      let b = try copying.render(copyRoot)
      #expect(try Self.differing(a, b) == 0, "step \(step), offset \(y)")
    }
    #expect(moved > 0)
  }

  @Test func whatIsDrawnOverAPageIsNeverMovedWithIt() throws {
    let text = try TextRenderer()
    // A translucent badge over the pager and an opaque button over its corner, standing
    // still while the pages slide under them.
    let pair = try Pair(text) { root in
      let badge = Layer(frame: Rect(x: 40, y: 60, width: 30, height: 30))
      badge.backgroundColor.set(Color(red: 0.9, green: 0.2, blue: 0.3, alpha: 0.6))
      badge.cornerRadius = 15
      root.addChild(badge)
      let button = Layer(frame: Rect(x: 80, y: 150, width: 40, height: 40))
      button.backgroundColor.set(Color(hex: 0x1864AB))
      root.addChild(button)
    }
    let badge = PixelBox(x0: 120, y0: 180, x1: 210, y1: 270)
    var moved = 0
    for step in 1...16 {
      #expect(try pair.frame(x: -6.5 * Double(step), at: Double(step)) == 0, "step \(step)")
      let reuse = pair.moving.renderer.reuse
      moved += reuse.movedPixels
      #expect(!reuse.reused.contains { !$0.intersection(badge).isEmpty }, "step \(step)")
    }
    #expect(moved > 0)
  }

  @Test func aPageChangingWhileItSlidesIsCopiedNotMoved() throws {
    let text = try TextRenderer()
    let pair = try Pair(text)
    for step in 1...12 {
      let differing = try pair.frame(x: -7 * Double(step), at: Double(step)) { labels in
        if step == 6 { labels[0].content = .text(.init("Changed", font: .system(14))) }
      }
      #expect(differing == 0, "step \(step)")
      let reuse = pair.moving.renderer.reuse
      if step == 6 {
        // The first page's raster no longer shows it: none of its last pixels are taken.
        let first = PixelBox(x0: 0, y0: 60, x1: 360 - 21 * step, y1: 540)
        #expect(!reuse.reused.contains { !$0.intersection(first).isEmpty })
        #expect(reuse.movedPixels > 0)  // the second page's are
      }
    }
  }

  @Test func aNewTargetKeepsNothingOfTheLastFrame() throws {
    let (root, pages, _) = Self.twoPages()
    let text = try TextRenderer()
    let moving = try MovingSubtreeTests.compositing(text)
    try MovingSubtreeTests.idle(moving, root)
    for step in 1...3 {
      Self.slide(pages, to: -5 * Double(step))
      root.present(at: Double(step))
      try moving.render(root)
    }
    #expect(moving.reuse.movedPixels > 0)
    try moving.resize(viewport: Size(200, 120))
    try moving.resize(viewport: Size(120, 200))
    Self.slide(pages, to: -20)
    root.present(at: 4)
    let a = try moving.render(root)
    #expect(moving.reuse.movedPixels == 0)
    let b = try MovingSubtreeTests.drawn(root, text)
    #expect(try MovingSubtreeTests.differing(a, b) == 0)
  }

  /// Every demo's script played frame by frame by a renderer that moves pixels in place,
  /// checked pixel for pixel against a renderer that has never drawn before: every frame that
  /// moved pixels (the first forty) and every twenty-fifth.
  @Test(arguments: DemoRegistry.all.map { $0.name })
  func everyDemoFrameThatMovesPixelsIsTheFrameDrawnWhole(_ name: String) throws {
    let demo = try #require(DemoRegistry.demo(named: name))
    let session = try HeadlessSession(script: demo.defaultScript, scale: 1) {
      try demo.init(environment: $0)
    }
    _ = try session.render()
    var moved = 0
    while !session.isFinished {
      try session.step()
      let surface = try session.render()
      let movedNow = (session.renderer?.reuse.movedPixels ?? 0) > 0
      if movedNow { moved += 1 }
      guard (movedNow && moved <= 40) || session.frame % 25 == 0 else { continue }
      let fresh = try SceneRenderer(
        viewport: session.player.environment.size, scale: 1, text: session.text)
      let whole = try fresh.render(session.screen.root)
      let differing = try Self.differing(surface, whole)
      #expect(differing == 0, "\(name), frame \(session.frame): \(differing) pixels differ")
      if differing > 0 { break }
    }
    // Every demo with pages slides them in its script.
    if ["arrow", "curved", "styles", "colormatch", "collapsing"].contains(name) {
      #expect(moved > 0, "\(name)")
    }
  }
}
