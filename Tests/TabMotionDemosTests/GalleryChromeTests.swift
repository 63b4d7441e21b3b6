import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// The gallery's chrome never covers a demo: its back button lives in a bar of its own and
/// the demo is laid out under it, in portrait, landscape and right to left, with the demos'
/// sheets and menus up too. Back closes the topmost thing first.
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
    var time = t
    while time < end {
      time += 1.0 / 120
      demo.update(to: time)
    }
    demo.root.present(at: end)
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

  /// Checks that nothing of `open` lies under the back button, by frames and by hit testing.
  static func expectBackClear(
    _ gallery: GalleryDemo, _ open: any Demo, _ label: String
  ) throws {
    let back = try #require(gallery.root.find("back"))
    let bar = try #require(gallery.root.find("galleryBar")).sceneFrame
    let hit = back.sceneFrame
    #expect(hit.width >= 44 && hit.height >= 44, "\(label): back target \(hit)")
    // The button lies inside the bar, inside the screen.
    #expect(bar.minX <= hit.minX && hit.maxX <= bar.maxX && bar.minY <= hit.minY)
    #expect(hit.maxY <= bar.maxY)
    let layers = contentLayers(open.root)
    #expect(!layers.isEmpty)
    for l in layers {
      guard let f = visibleFrame(l) else { continue }
      #expect(
        !f.intersects(bar), "\(label): \(l.name ?? "a layer") at \(f) is under the bar \(bar)")
    }
    // Every point of the button's target reaches the button, nothing of the demo.
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
  func theBackButtonCoversNoDemoContent(environmentIndex: Int) throws {
    let (label, env) = Self.environments[environmentIndex]
    for type in GalleryDemo.entries {
      let gallery = try GalleryDemo(environment: env)
      try gallery.open(type, at: 0)
      Self.settle(gallery, from: 0, to: 1)
      let open = try #require(gallery.current)
      try Self.expectBackClear(gallery, open, "\(label) \(type.name)")
      // With what the demo shows on top: the compose sheet, the menu screen.
      if let arrow = open as? ArrowDemo {
        arrow.modal.present(at: 1)
        Self.settle(gallery, from: 1, to: 2)
        #expect(arrow.modal.isFullyPresented)
        try Self.expectBackClear(gallery, open, "\(label) arrow sheet")
      }
      if let colors = open as? ColorMatchDemo {
        colors.screen.openMenu(at: 1)
        Self.settle(gallery, from: 1, to: 2)
        #expect(colors.screen.menu.isOpen)
        try Self.expectBackClear(gallery, open, "\(label) colormatch menu")
      }
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

    // The back button: the sheet first, then the demo.
    Self.tap(input, gallery, fab.center, at: 3)
    Self.settle(gallery, from: 3.05, to: 4)
    #expect(arrow.modal.isFullyPresented)
    let back = try #require(gallery.root.find("back")).sceneFrame
    Self.tap(input, gallery, back.center, at: 4)
    Self.settle(gallery, from: 4.05, to: 5)
    #expect(gallery.current === arrow && !arrow.modal.isVisible)
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
    let back = try #require(gallery.root.find("back")).sceneFrame
    Self.tap(input, gallery, back.center, at: 2)
    Self.settle(gallery, from: 2.05, to: 3)
    #expect(gallery.current === colors && !colors.screen.menu.isOpen)
    #expect(!colors.screen.reveal.isPresented)
    Self.tap(input, gallery, back.center, at: 3)
    #expect(gallery.current == nil)
  }
}
