import Testing

@testable import TabMotionCore
@testable import TabMotionRender
@testable import TabMotionUI

/// Rasters of pages made ahead of the frames that show them: on idle frames a band at a time,
/// for the page on screen and the hidden pages about to slide in, and in thin bands after
/// frames that painted little. The first frame a page slides in then copies it, with the
/// pixels of drawing it.
@Suite("Rasters made ahead")
struct AheadRasterTests {
  /// A pager-like clip holding a page on screen and a hidden page beside it, about to show;
  /// each page has an opaque background, a card with a shadow, a text and a hairline.
  static func pager() -> (root: Layer, shown: Layer, next: Layer, label: Layer) {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 200))
    root.backgroundColor.set(Color(hex: 0xF1F3F5))
    let pager = Layer(frame: Rect(x: 0, y: 20, width: 120, height: 160))
    pager.clipsToBounds = true
    root.addChild(pager)
    var pages: [Layer] = []
    var labels: [Layer] = []
    for (k, title) in ["Shown", "Next"].enumerated() {
      let page = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 160))
      page.movesAsOne = true
      page.backgroundColor.set(k == 0 ? .white : Color(hex: 0xFFF9DB))
      let card = Layer(frame: Rect(x: 10, y: 30, width: 100, height: 90))
      card.backgroundColor.set(Color(hex: 0xE7F5FF))
      card.cornerRadius = 10
      card.shadow = Layer.Shadow(radius: 4)
      page.addChild(card)
      let label = Layer(frame: Rect(x: 20, y: 40, width: 80, height: 20))
      label.content = .text(.init(title, font: .system(14)))
      page.addChild(label)
      let line = Layer(frame: Rect(x: 0, y: 150.1, width: 120, height: 0.3))
      line.backgroundColor.set(.black)
      page.addChild(line)
      pager.addChild(page)
      pages.append(page)
      labels.append(label)
    }
    pages[1].isHidden = true
    pages[1].isAboutToShow = true
    root.present(at: 0)
    return (root, pages[0], pages[1], labels[1])
  }

  /// Slides `next` in from the right by `x` points, `shown` out to the left.
  static func slide(
    _ root: Layer, _ shown: Layer, _ next: Layer, by x: Double, at time: Double
  ) {
    next.isHidden = false
    shown.setFrame(Rect(x: -x, y: 0, width: 120, height: 160))
    next.setFrame(Rect(x: 120 - x, y: 0, width: 120, height: 160))
    root.present(at: time)
  }

  /// Idle frames until preparing finds nothing left; returns how many it took.
  static func idle(_ renderer: SceneRenderer, _ root: Layer, upTo limit: Int = 200) throws -> Int {
    for k in 0..<limit {
      try renderer.render(root)
      #expect(renderer.skippedLastFrame)
      try renderer.prepare(root, budget: 2)
      if renderer.isPrepared { return k + 1 }
    }
    Issue.record("still preparing after \(limit) idle frames")
    return limit
  }

  /// Idle frames until `page`'s raster is under way, not finished.
  static func idle(_ renderer: SceneRenderer, _ root: Layer, untilHalfMade page: Layer) throws {
    try renderer.render(root)
    for _ in 0..<50 where renderer.rasterInProgress?.layer !== page {
      try renderer.render(root)
      try renderer.prepare(root, budget: 2)
    }
    #expect(renderer.rasterInProgress?.layer === page)
  }

  @Test func aHiddenPageAboutToShowIsMadeOnIdleFramesABandAtATimeAndCopiedWhenItSlidesIn()
    throws
  {
    let (root, shown, next, _) = Self.pager()
    let text = try TextRenderer()
    let renderer = try MovingSubtreeTests.compositing(text)
    try renderer.render(root)
    let frames = try Self.idle(renderer, root)
    // Each idle frame draws a twelfth of the target: the two pages (480 rows each of a
    // 600-row target) take several frames, not one.
    #expect(frames >= 8, "\(frames) idle frames")
    #expect(renderer.movingRasterBytes >= 2 * 360 * 480 * 4)
    Self.slide(root, shown, next, by: 30, at: 1)
    let surface = try renderer.render(root)
    #expect(renderer.movingCopies == 2)
    #expect(renderer.movingRastersMade == 0)
    #expect(renderer.rasterizations == 0, "the page's text was rasterised ahead")
    let drawn = try MovingSubtreeTests.drawn(root, text)
    #expect(try MovingSubtreeTests.differing(surface, drawn) == 0)
  }

  /// A menu item a tap shows (hidden, about to show, outside the pages: a shadowed circle)
  /// and the page beside the one on screen are made on idle frames turn by turn: the item is
  /// ready within two idle frames of the page on screen, not after every band of the page
  /// beside; that page is made too, and a frame opening the menu rasterises nothing.
  @Test func aMenuItemIsMadeTurnByTurnWithThePageBeside() throws {
    let (root, shown, next, _) = Self.pager()
    let item = Layer(frame: Rect(x: 40, y: 140, width: 40, height: 40))
    item.backgroundColor.set(Color(hex: 0xE64980))
    item.cornerRadius = 20
    item.shadow = Layer.Shadow(radius: 5)
    item.isHidden = true
    item.isAboutToShow = true
    root.addChild(item)
    root.present(at: 0)
    let renderer = try MovingSubtreeTests.compositing(try TextRenderer())
    try renderer.render(root)
    var shownAt: Int?
    var itemAt: Int?
    var nextAt: Int?
    for k in 1...60 {
      try renderer.render(root)
      try renderer.prepare(root, budget: 2)
      if shownAt == nil, renderer.moving.hasRaster(for: shown) { shownAt = k }
      if itemAt == nil, renderer.cache[ObjectIdentifier(item)] != nil { itemAt = k }
      if nextAt == nil, renderer.moving.hasRaster(for: next) { nextAt = k }
    }
    let (s, i, n) = (try #require(shownAt), try #require(itemAt), try #require(nextAt))
    #expect(i <= s + 2, "the item after \(i) idle frames, the page on screen after \(s)")
    #expect(n > i, "the page beside after \(n) idle frames")
    item.isHidden = false
    root.present(at: 1)
    try renderer.render(root)
    #expect(renderer.rasterizations == 0)
  }

  @Test func aPageThatSlidesInWhileItsRasterIsHalfMadeIsFinishedFromWhereItIs() throws {
    let (root, shown, next, _) = Self.pager()
    let text = try TextRenderer()
    let renderer = try MovingSubtreeTests.compositing(text)
    try Self.idle(renderer, root, untilHalfMade: next)
    Self.slide(root, shown, next, by: 40, at: 1)
    try renderer.render(root)
    // Still; the rest of its bands are drawn from where it now is.
    _ = try Self.idle(renderer, root)
    Self.slide(root, shown, next, by: 50, at: 2)
    let surface = try renderer.render(root)
    #expect(renderer.movingCopies == 2)
    let drawn = try MovingSubtreeTests.drawn(root, text)
    #expect(try MovingSubtreeTests.differing(surface, drawn) == 0)
  }

  @Test func aPageChangingWhileItsRasterIsMadeIsStartedAgain() throws {
    let (root, shown, next, label) = Self.pager()
    let text = try TextRenderer()
    let renderer = try MovingSubtreeTests.compositing(text)
    try Self.idle(renderer, root, untilHalfMade: next)
    // The hidden page's text changes half way through its raster.
    label.content = .text(.init("Changed", font: .system(14)))
    root.present(at: 1)
    _ = try Self.idle(renderer, root)
    Self.slide(root, shown, next, by: 30, at: 2)
    let surface = try renderer.render(root)
    #expect(renderer.movingCopies == 2)
    let drawn = try MovingSubtreeTests.drawn(root, text)
    #expect(try MovingSubtreeTests.differing(surface, drawn) == 0)
  }

  @Test func aPageComingIntoReachWhileAnotherSlidesIsMadeInThinBandsAfterCheapFrames() throws {
    let (root, shown, next, _) = Self.pager()
    // A third page, about to show once the second is on screen.
    let third = try #require(next.copyForTest())
    third.isHidden = true
    shown.parent?.addChild(third)
    next.isAboutToShow = false
    let text = try TextRenderer()
    let renderer = try MovingSubtreeTests.compositing(text)
    try renderer.render(root)
    _ = try Self.idle(renderer, root)
    // The second page slides in frame by frame, never idle; the third comes into reach.
    third.isAboutToShow = true
    var x = 0.0
    var bytes = renderer.movingRasterBytes
    for frame in 1...70 {
      x = min(120, x + 12.0 / 7)
      Self.slide(root, shown, next, by: x, at: Double(frame))
      try renderer.render(root)
      #expect(!renderer.skippedLastFrame)
      bytes = max(bytes, renderer.movingRasterBytes)
    }
    // The third page now slides in: copied from a raster made after the frames before.
    third.isHidden = false
    next.setFrame(Rect(x: -10, y: 0, width: 120, height: 160))
    third.setFrame(Rect(x: 110, y: 0, width: 120, height: 160))
    root.present(at: 71)
    let surface = try renderer.render(root)
    #expect(renderer.rasterizations == 0)
    #expect(renderer.movingRastersMade == 0)
    #expect(renderer.movingCopies >= 2)
    let drawn = try MovingSubtreeTests.drawn(root, text)
    #expect(try MovingSubtreeTests.differing(surface, drawn) == 0)
  }

  /// A page whose raster is started again and again (it changes each time it is half
  /// made) holds the memory of one raster, not of every one started: once all are made, the
  /// rasters hold exactly the two pages' worth.
  @Test func rastersStartedAgainDoNotLeakTheirMemory() throws {
    let (root, _, next, label) = Self.pager()
    let renderer = try MovingSubtreeTests.compositing(try TextRenderer())
    for k in 0..<8 {
      try Self.idle(renderer, root, untilHalfMade: next)
      label.content = .text(.init("Next \(k)", font: .system(14)))
      root.present(at: Double(k + 1))
    }
    _ = try Self.idle(renderer, root)
    #expect(renderer.moving.hasRaster(for: next))
    #expect(renderer.movingRasterBytes == 2 * ImageSurface.stride(forWidth: 360) * 480)
  }

  /// A hidden page about to show that finds no room for its raster is passed over: after
  /// the frame that tried, frames neither list nor hash it again until the rasters give memory
  /// back, and then it is tried once more.
  @Test func aPageWithNoRoomForItsRasterIsNotTriedEveryFrame() throws {
    let (root, shown, _, _) = Self.pager()
    let renderer = try MovingSubtreeTests.compositing(try TextRenderer())
    try renderer.render(root)
    // Room for the page on screen only.
    renderer.moving.budget = ImageSurface.stride(forWidth: 360) * 480
    var tries: [Int] = []
    for frame in 1...20 {
      shown.setFrame(Rect(x: -Double(frame % 2), y: 0, width: 120, height: 160))
      root.present(at: Double(frame))
      let before = renderer.aheadList.walks
      try renderer.render(root)
      try renderer.render(root)
      try renderer.prepare(root, budget: 2)
      tries.append(renderer.aheadList.walks - before)
    }
    #expect(tries.reduce(0, +) >= 1)
    #expect(tries.suffix(10).allSatisfy { $0 == 0 }, "\(tries)")
    // Memory given back: tried again.
    renderer.moving.evict(before: .max)
    let before = renderer.aheadList.walks
    _ = try renderer.prepareMovingRasters(
      of: root, pixels: renderer.idleBandPixels, phases: .ahead)
    #expect(renderer.aheadList.walks > before)
  }

  @Test func aPageUnderAnOpaqueBarIsCopiedOnlyWhereTheBarLeavesItShowing() throws {
    let (root, shown, next, _) = Self.pager()
    let bar = Layer(frame: Rect(x: 0, y: 140, width: 120, height: 60))
    bar.backgroundColor.set(Color(hex: 0x343A40))
    root.addChild(bar)
    root.present(at: 0)
    let text = try TextRenderer()
    let renderer = try MovingSubtreeTests.compositing(text)
    try renderer.render(root)
    _ = try Self.idle(renderer, root)
    Self.slide(root, shown, next, by: 30, at: 1)
    let surface = try renderer.render(root)
    #expect(renderer.movingCopies == 2)
    // The page's rows under the bar (device rows 420 to 540 of the pager's 60 to 540) are
    // left to the bar.
    let index = try #require(renderer.list.items.firstIndex { $0.layer === shown })
    let pieces = try #require(renderer.occlusion.uncovered[index])
    let area = pieces.reduce(0.0) { $0 + renderer.occlusion.pieces[$1].area }
    // Its 270 px on screen, above the bar: rows 60 to 420.
    #expect(area == 270 * 360, "the part of the page the bar leaves showing: \(area) px")
    let drawn = try MovingSubtreeTests.drawn(root, text)
    #expect(try MovingSubtreeTests.differing(surface, drawn) == 0)
  }
}

extension Layer {
  /// A new layer with this one's frame, background, corner radius, shadow, content and
  /// `movesAsOne`, and such copies of its children (enough for the scenes in these tests).
  fileprivate func copyForTest() -> Layer? {
    let copy = Layer(frame: frame.presented)
    copy.backgroundColor.set(backgroundColor.presented)
    copy.movesAsOne = movesAsOne
    copy.cornerRadius = cornerRadius
    copy.shadow = shadow
    copy.content = content
    for child in children {
      guard let c = child.copyForTest() else { return nil }
      copy.addChild(c)
    }
    return copy
  }
}
