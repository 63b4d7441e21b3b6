import CCairo
import Testing

@testable import TabMotionCore
@testable import TabMotionRender
@testable import TabMotionUI

/// A page that only slides is listed as its raster alone — one item, not its every card and
/// text — while nothing in it changes; any change in it (a child's content, a child removed,
/// its own background) lists it item by item again, and every frame has the pixels of drawing
/// it from scratch.
@Suite("Retained subtrees")
struct RetainedSubtreeTests {
  typealias Scene = MovingSubtreeTests

  /// Slides `page` to `x` points and renders a frame — checked against the frame drawn from
  /// scratch unless `checked` is false; true when the frame listed `page` as its raster alone.
  static func slide(
    _ page: Layer, to x: Double, at time: Double, root: Layer, _ compositing: SceneRenderer,
    _ text: TextRenderer, checked: Bool = true
  ) throws -> Bool {
    page.setFrame(Rect(x: x, y: 0, width: 120, height: 160))
    root.present(at: time)
    let a = try compositing.render(root)
    if checked {
      let b = try Scene.drawn(root, text)
      #expect(try Scene.differing(a, b) == 0, "x \(x)")
    }
    return compositing.list.items.contains { $0.layer === page && $0.retained != nil }
  }

  @Test func aSlidingPageIsListedAsItsRasterAlone() throws {
    let (root, page, _) = Scene.scene()
    let text = try TextRenderer()
    let compositing = try Scene.compositing(text)
    try Scene.idle(compositing, root)
    let whole = compositing.list.items.count
    var retained = 0
    for step in 1..<10 {
      if try Self.slide(
        page, to: -4 * Double(step), at: Double(step), root: root, compositing, text)
      {
        retained += 1
        // The page's four children are not listed.
        #expect(compositing.list.items.count == whole - 4, "step \(step)")
        #expect(compositing.movingCopies == 1, "step \(step)")
      }
    }
    #expect(retained >= 7)
  }

  @Test func aChangeInsideARetainedPageListsItAgain() throws {
    let (root, page, label) = Scene.scene()
    let text = try TextRenderer()
    let compositing = try Scene.compositing(text)
    try Scene.idle(compositing, root)
    var x = 0.0
    /// Slides on until the page is listed as its raster alone (its new raster made a band
    /// after each frame), every tenth frame checked; true when it was within 200 frames.
    func slideUntilRetained() throws -> Bool {
      for k in 0..<200 {
        x -= 0.5
        let checked = k % 10 == 0
        if try Self.slide(page, to: x, at: -x, root: root, compositing, text, checked: checked) {
          // And the frame after it, checked.
          x -= 0.5
          return try Self.slide(page, to: x, at: -x, root: root, compositing, text)
        }
      }
      return false
    }
    /// Slides one frame more; true when the page was listed as its raster alone.
    func slideOnce() throws -> Bool {
      x -= 0.5
      return try Self.slide(page, to: x, at: -x, root: root, compositing, text)
    }
    // A child's content.
    #expect(try slideUntilRetained())
    label.content = .text(.init("Changed", font: .system(14)))
    #expect(!(try slideOnce()))
    // A child removed: the page changes, its remaining children do not.
    #expect(try slideUntilRetained())
    label.removeFromParent()
    #expect(!(try slideOnce()))
    // Its own background.
    #expect(try slideUntilRetained())
    page.backgroundColor.set(Color(hex: 0xFFF3BF))
    #expect(!(try slideOnce()))
    // A change made while it is hidden: frames drawn meanwhile clear the marks of changes
    // inside it, so it is listed item by item when it shows again.
    #expect(try slideUntilRetained())
    page.isHidden = true
    root.present(at: -x)
    try compositing.render(root)
    let card = try #require(page.children.first)
    card.backgroundColor.set(Color(hex: 0x2F9E44))
    root.present(at: 1 - x)
    try compositing.render(root)
    page.isHidden = false
    #expect(!(try slideOnce()))
  }

  /// Should a retained page's raster be gone when it is drawn, it is drawn from its layers.
  @Test func aRetainedPageWithoutItsRasterIsDrawnFromItsLayers() throws {
    let (root, page, _) = Scene.scene()
    let text = try TextRenderer()
    let compositing = try Scene.compositing(text)
    try Scene.idle(compositing, root)
    var listed = false
    for step in 1..<6 {
      listed = try Self.slide(
        page, to: -4 * Double(step), at: Double(step), root: root, compositing, text)
    }
    #expect(listed)
    let item = try #require(compositing.list.items.first { $0.layer === page })
    let surface = compositing.target
    surface.clear(to: 0xFFFF_00FF)
    try surface.withContext { cr in try compositing.drawUnretained(item, cr: cr, into: surface) }
    let b = try Scene.drawn(root, text)
    // Inside the pager (20…180 pt), the page (slid 20 pt left) covers 0…100 pt.
    var differing = 0
    for y in 60..<540 {
      for x in 0..<300 where surface.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
        let p = surface.pixel(x: x, y: y) ?? 0
        let q = b.pixel(x: x, y: y) ?? 0
        if TestImages.channelDifference(p, q) > 8 { differing += 1 }
      }
    }
    #expect(differing == 0)
  }

  /// A retained page inside a pager with rounded corners is cut by those corners, as its
  /// layers are: its own rounded background (and a rounded card in it) is not filled past the
  /// pager's rounder corner, though it is drawn from its layers there (its raster is copied
  /// only under a clip of whole-pixel rectangles).
  @Test(arguments: [false, true])
  func aRetainedPageIsCutByItsPagersRoundedCorners(cardInTheCorner: Bool) throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 200))
    root.backgroundColor.set(Color(hex: 0x3EE1BC))
    let pager = Layer(frame: Rect(x: 0, y: 110, width: 120, height: 90))
    pager.clipsToBounds = true
    pager.cornerRadius = 12
    root.addChild(pager)
    let page = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 90))
    page.movesAsOne = true
    page.backgroundColor.set(Color(hex: 0x1C0D08))
    // Square, a page whose rounded card reaches into the pager's bottom corners.
    let card = Layer(
      frame: cardInTheCorner
        ? Rect(x: 0, y: 50, width: 120, height: 40) : Rect(x: 8, y: 6, width: 104, height: 40))
    card.backgroundColor.set(Color(hex: 0xC289BC))
    if cardInTheCorner {
      card.cornerRadius = 3.5
    } else {
      page.clipsToBounds = true
      page.cornerRadius = 10
    }
    page.addChild(card)
    pager.addChild(page)
    // Above the pager's top corners: each change redraws the frame around it.
    let badge = Layer(frame: Rect(x: 0, y: 100, width: 120, height: 30))
    badge.backgroundColor.set(Color(hex: 0x57C5C4))
    root.addChild(badge)
    root.present(at: 0)
    let text = try TextRenderer()
    let compositing = try Scene.compositing(text)
    try Scene.idle(compositing, root)
    var listed = false
    for step in 1...4 {
      badge.backgroundColor.set(Color(hex: step % 2 == 0 ? 0x57C5C4 : 0xC55757))
      root.present(at: Double(step))
      let a = try compositing.render(root)
      let b = try Scene.drawn(root, text)
      #expect(try Scene.differing(a, b) == 0, "step \(step)")
      listed = listed || compositing.list.items.contains { $0.layer === page && $0.retained != nil }
    }
    #expect(listed)
  }

  /// A retained page's opaque rows hide what lies under them, as its cards did: the screen's
  /// background is filled only around a full-width opaque band of a page with no background
  /// of its own.
  @Test func aRetainedPagesOpaqueRowsHideWhatIsUnderThem() throws {
    let (root, page, _) = Scene.scene(opaque: false)
    let band = Layer(frame: Rect(x: 0, y: 80, width: 120, height: 60))
    band.backgroundColor.set(Color(hex: 0x343A40))
    page.addChild(band)
    root.present(at: 0)
    let text = try TextRenderer()
    let compositing = try Scene.compositing(text)
    try Scene.idle(compositing, root)
    var listed = false
    for step in 1..<80 where !listed {
      page.setFrame(Rect(x: 0, y: -Double(step) / 3, width: 120, height: 160))
      root.present(at: Double(step))
      let a = try compositing.render(root)
      let b = try Scene.drawn(root, text)
      #expect(try Scene.differing(a, b) == 0, "step \(step)")
      listed = compositing.list.items.contains { $0.layer === page && $0.retained != nil }
    }
    #expect(listed)
    // The band in device pixels: where the page now is, plus 80 pt.
    let y = compositing.list.items.first { $0.layer === page }.map { $0.transform.m42 } ?? 0
    let bandRows = (y + 240)..<(y + 420)
    let pieces = try #require(compositing.occlusion.remainders[0])
    #expect(!pieces.isEmpty)
    for k in pieces {
      let piece = compositing.occlusion.pieces[k]
      let overlap = min(piece.y1, bandRows.upperBound) - max(piece.y0, bandRows.lowerBound)
      #expect(overlap <= 0, "the background is filled under the band: \(piece)")
    }
  }
}
