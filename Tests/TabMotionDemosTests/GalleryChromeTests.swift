import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// The back item sits on the one bar a demo shows (its own, or the gallery's over a demo
/// without one) and no content of the demo lies under that bar, in portrait, landscape and
/// right to left. Back closes the topmost thing first.
@Suite("Gallery chrome and back")
struct GalleryChromeTests {
  static var environments: [(String, ScreenEnvironment)] {
    [
      ("portrait", ScreenEnvironment(size: Size(390, 844))),
      ("landscape", ScreenEnvironment(size: Size(844, 390))),
      ("portrait rtl", ScreenEnvironment(size: Size(390, 844), direction: .rightToLeft)),
      ("landscape rtl", ScreenEnvironment(size: Size(844, 390), direction: .rightToLeft)),
    ]
  }

  static func tap(_ input: PointerInput, _ demo: GalleryDemo, _ p: Point, at t: Double) {
    input.send(PointerEvent(.down, position: p, time: t))
    input.send(PointerEvent(.up, position: p, time: t + 0.05))
    demo.update(to: t + 0.05)
  }

  static func settle(_ demo: GalleryDemo, from t: Double, to end: Double) {
    Frames.run(demo, from: t, to: end)
  }

  /// The part of `layer` on screen: its scene frame cut by every clipping ancestor's.
  static func visibleFrame(_ layer: Layer) -> Rect? {
    var frame: Rect? = layer.sceneFrame
    var p = layer.parent
    while let l = p, let f = frame {
      if l.clipsToBounds { frame = f.intersection(l.sceneFrame) }
      p = l.parent
    }
    return frame
  }

  /// Every visible layer of `root` a person reads or touches: text, or a layer with an
  /// enabled gesture recogniser, or one with semantics.
  static func contentLayers(_ root: Layer) -> [Layer] {
    var found: [Layer] = []
    func walk(_ l: Layer) {
      guard !l.isHidden, l.opacity.presented > 0.01 else { return }
      var isText = false
      if case .text = l.content { isText = true }
      if isText || l.semantics != nil || l.gestureRecognizers.contains(where: \.isEnabled) {
        found.append(l)
      }
      for c in l.children { walk(c) }
    }
    walk(root)
    return found
  }

  /// Checks that nothing of `open` but its bar lies under the bar's row, by frames and by
  /// hit testing the back item.
  static func expectBackClear(
    _ gallery: GalleryDemo, _ open: any Demo, _ label: String
  ) throws {
    let back = try #require(gallery.root.find("back"))
    let carrier = try #require(gallery.demoNavigationBar)
    // The bar's own row (an extended bar carries the tabs under it).
    let full = carrier.layer.sceneFrame
    let bar = Rect(
      x: full.minX, y: full.minY, width: full.width,
      height: full.height - carrier.extendedHeight)
    let hit = back.sceneFrame
    #expect(hit.width >= 44 && hit.height >= 44, "\(label): back target \(hit)")
    // The item lies inside the bar, inside the screen.
    #expect(bar.minX <= hit.minX && hit.maxX <= bar.maxX && bar.minY <= hit.minY)
    #expect(hit.maxY <= bar.maxY)
    let layers = contentLayers(open.root).filter { !$0.isAttached(to: carrier.layer) }
    #expect(!layers.isEmpty)
    for l in layers {
      guard let f = visibleFrame(l), f.width > 0, f.height > 0 else { continue }
      #expect(
        !f.intersects(bar), "\(label): \(l.name ?? "a layer") at \(f) is under the bar \(bar)")
    }
    // Every point of the item's target reaches the item, nothing of the demo.
    for i in 0...8 {
      for j in 0...4 {
        let p = Point(
          hit.minX + 0.5 + (hit.width - 1) * Double(i) / 8,
          hit.minY + 0.5 + (hit.height - 1) * Double(j) / 4)
        let path = gallery.root.hitTestPath(p)
        #expect(path.first === back, "\(label): \(p) reaches \(path.first?.name ?? "nothing")")
      }
    }
  }

  @Test(arguments: 0..<4)
  func theBackItemCoversNoDemoContent(environmentIndex: Int) throws {
    let (label, env) = Self.environments[environmentIndex]
    for type in GalleryDemo.entries {
      let gallery = try GalleryDemo(environment: env)
      try gallery.open(type, at: 0)
      Self.settle(gallery, from: 0, to: 1)
      let open = try #require(gallery.current)
      try Self.expectBackClear(gallery, open, "\(label) \(type.name)")
    }
  }

  /// The sheet's Cancel closes the sheet, not the demo; back with the sheet up closes the
  /// sheet, the next back the demo.
  @Test func cancelAndBackCloseTheComposeSheetFirst() throws {
    let gallery = try GalleryDemo(environment: ScreenEnvironment(size: Size(390, 844)))
    let input = PointerInput(gallery)
    try gallery.open(ArrowDemo.self, at: 0)
    Self.settle(gallery, from: 0, to: 1)
    let arrow = try #require(gallery.current as? ArrowDemo)
    let fab = try #require(arrow.root.find("fab")).sceneFrame
    Self.tap(input, gallery, fab.center, at: 1)
    Self.settle(gallery, from: 1.05, to: 2)
    #expect(arrow.modal.isFullyPresented)
    let cancel = try #require(arrow.root.find("modal.cancel")).sceneFrame
    Self.tap(input, gallery, cancel.center, at: 2)
    Self.settle(gallery, from: 2.05, to: 3)
    #expect(gallery.current === arrow && !arrow.modal.isVisible)

    // Back: the sheet first (it covers the bar, so Escape), then the demo (the item).
    Self.tap(input, gallery, fab.center, at: 3)
    Self.settle(gallery, from: 3.05, to: 4)
    #expect(arrow.modal.isFullyPresented)
    #expect(gallery.goBack(at: 4))
    Self.settle(gallery, from: 4, to: 5)
    #expect(gallery.current === arrow && !arrow.modal.isVisible)
    let back = try #require(gallery.root.find("back")).sceneFrame
    Self.tap(input, gallery, back.center, at: 5)
    #expect(gallery.current == nil)

    // Escape (the host's goBack) in the same order; on the list there is nothing to close.
    try gallery.open(ArrowDemo.self, at: 6)
    Self.settle(gallery, from: 6, to: 7)
    let again = try #require(gallery.current as? ArrowDemo)
    again.modal.present(at: 7)
    Self.settle(gallery, from: 7, to: 7.1)
    #expect(gallery.goBack(at: 7.1))
    #expect(gallery.current === again && !again.modal.isPresenting)
    #expect(gallery.goBack(at: 7.2))
    #expect(gallery.current == nil)
    #expect(!gallery.goBack(at: 7.3))
  }

  /// ColorMatch: back closes the menu screen (menu and circle together), then the demo.
  @Test func backClosesTheMenuScreenBeforeTheDemo() throws {
    let gallery = try GalleryDemo(environment: ScreenEnvironment(size: Size(844, 390)))
    let input = PointerInput(gallery)
    try gallery.open(ColorMatchDemo.self, at: 0)
    Self.settle(gallery, from: 0, to: 1)
    let colors = try #require(gallery.current as? ColorMatchDemo)
    let fab = try #require(colors.root.find("fab")).sceneFrame
    Self.tap(input, gallery, fab.center, at: 1)
    Self.settle(gallery, from: 1.05, to: 2)
    #expect(colors.screen.menu.isOpen)
    #expect(gallery.goBack(at: 2))
    Self.settle(gallery, from: 2, to: 3)
    #expect(gallery.current === colors && !colors.screen.menu.isOpen)
    #expect(!colors.screen.reveal.isPresented)
    let back = try #require(gallery.root.find("back")).sceneFrame
    Self.tap(input, gallery, back.center, at: 3)
    #expect(gallery.current == nil)
  }
}
