import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

/// The display list: one walk of the layer tree per drawn frame classifies each visible layer
/// once, and every pass reads the list.
@Suite("Display list")
struct DisplayListTests {
  /// Every demo's script, frame by frame: a frame that draws walks the tree exactly once, a
  /// frame skipped as unchanged at most once (it walks only when something was marked).
  @Test(arguments: DemoRegistry.all.map { $0.name })
  func eachDrawnFrameWalksTheTreeOnce(_ name: String) throws {
    let demo = try #require(DemoRegistry.demo(named: name))
    let session = try HeadlessSession(script: demo.defaultScript, scale: 0.5) {
      try demo.init(environment: $0)
    }
    let renderer = try SceneRenderer(
      viewport: session.player.environment.size, scale: 0.5, text: session.text)
    var drawn = 0
    while !session.isFinished {
      try renderer.resize(viewport: session.player.environment.size)
      let before = renderer.treeWalks
      try renderer.render(session.screen.root)
      let walks = renderer.treeWalks - before
      if renderer.skippedLastFrame {
        #expect(walks <= 1, "\(name), frame \(session.frame): \(walks) walks")
      } else {
        drawn += 1
        #expect(walks == 1, "\(name), frame \(session.frame): \(walks) walks")
      }
      try session.step()
    }
    #expect(drawn > 10)
  }

  static func layer(_ frame: Rect, _ color: Color? = nil) -> Layer {
    let layer = Layer(frame: frame)
    if let color { layer.backgroundColor.set(color) }
    return layer
  }

  /// Hidden and fully transparent layers are left out with their subtrees, a turned layer is
  /// one face item for its whole subtree, and each item knows where its subtree ends.
  @Test func itemsAreTheVisibleLayersInDrawingOrder() throws {
    let root = Self.layer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
    let card = Self.layer(Rect(x: 10, y: 10, width: 60, height: 60), .white)
    card.cornerRadius = 8
    card.shadow = Layer.Shadow(radius: 4)
    let pill = Self.layer(Rect(x: 4, y: 4, width: 20, height: 8), Color(hex: 0x1864AB))
    pill.cornerRadius = 4
    let label = Layer(frame: Rect(x: 4, y: 20, width: 40, height: 16))
    label.content = .text(.init("label", font: .system(12)))
    let line = Self.layer(Rect(x: 0, y: 59.8, width: 60, height: 0.2), .black)
    card.addChild(pill)
    card.addChild(label)
    card.addChild(line)
    root.addChild(card)
    let hidden = Self.layer(Rect(x: 0, y: 0, width: 10, height: 10), .black)
    hidden.isHidden = true
    hidden.addChild(Self.layer(Rect(x: 0, y: 0, width: 5, height: 5), .black))
    root.addChild(hidden)
    let faint = Self.layer(Rect(x: 0, y: 0, width: 10, height: 10), .black)
    faint.opacity.set(0)
    root.addChild(faint)
    let face = Self.layer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
    face.transform.set(
      Transform3D.rotationY(30 * .pi / 180).concatenating(.perspective(distance: 500)))
    face.addChild(Self.layer(Rect(x: 0, y: 0, width: 50, height: 50), .black))
    root.addChild(face)
    root.present(at: 0)

    var list = DisplayList()
    list.build(root, scale: 3, width: 300, height: 300)
    #expect(list.walks == 1)
    let layers = list.items.map { ObjectIdentifier($0.layer) }
    #expect(
      layers == [root, card, pill, label, line, face].map { ObjectIdentifier($0) })
    #expect(list.items.map(\.end) == [6, 5, 3, 4, 5, 6])
    #expect(list.items[0].op == .fill)
    if case .card = list.items[1].op {} else { Issue.record("a card, not \(list.items[1].op)") }
    #expect(list.items[2].op == .roundedFill)
    #expect(list.items[3].op == .text)
    if case .hairline(let r) = list.items[4].op {
      // A fifth of a point at 3×: the one whole device pixel row holding its centre.
      #expect(r.height == 1 && r.width == 180)
    } else {
      Issue.record("a hairline, not \(list.items[4].op)")
    }
    #expect(list.items[5].op == .face)
    #expect(list.hasFaces)
    #expect(list.footprints.count == list.items.count)
  }

  /// Two turned siblings share an edge only when the first declares it: the renderer no
  /// longer infers it from how they lie.
  @Test func seamsBetweenFacesAreDeclared() throws {
    let root = Self.layer(Rect(x: 0, y: 0, width: 100, height: 100))
    let turn = Transform3D.rotationY(20 * .pi / 180).concatenating(.perspective(distance: 500))
    let first = Self.layer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
    let second = Self.layer(Rect(x: 0, y: 0, width: 100, height: 100), .black)
    first.transform.set(turn)
    second.transform.set(turn)
    root.addChild(first)
    root.addChild(second)
    root.present(at: 0)
    var list = DisplayList()
    list.build(root, scale: 1, width: 100, height: 100)
    #expect(list.items.map(\.nextFace) == [nil, nil, nil])
    first.sharesEdgeWithNextSibling = true
    list.build(root, scale: 1, width: 100, height: 100)
    #expect(list.items.map(\.nextFace) == [nil, 2, nil])
    #expect(list.walks == 2)
  }

  /// The walk that lists the frame also notes the hidden pages about to show that the
  /// renderer makes ahead, in drawing order: one beside the page on screen, one inside a
  /// hidden group about to show, one under a layer faded out; not one under a hidden group
  /// that is not about to show, nor one that does not move as one.
  @Test func theWalkNotesThePagesAboutToShow() throws {
    let root = Self.layer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
    func page(_ parent: Layer, hidden: Bool = true, aboutToShow: Bool = true) -> Layer {
      let page = Self.layer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
      page.movesAsOne = true
      page.isHidden = hidden
      page.isAboutToShow = aboutToShow
      page.addChild(Self.layer(Rect(x: 10, y: 10, width: 20, height: 20), .black))
      parent.addChild(page)
      return page
    }
    let shown = page(root, hidden: false, aboutToShow: false)
    let beside = page(root)
    let group = Self.layer(Rect(x: 0, y: 0, width: 100, height: 100))
    group.isHidden = true
    group.isAboutToShow = true
    root.addChild(group)
    let inGroup = page(group)
    let closed = Self.layer(Rect(x: 0, y: 0, width: 100, height: 100))
    closed.isHidden = true
    root.addChild(closed)
    _ = page(closed)
    let faded = Self.layer(Rect(x: 0, y: 0, width: 100, height: 100))
    faded.opacity.set(0)
    root.addChild(faded)
    let underFaded = page(faded)
    let still = Self.layer(Rect(x: 0, y: 0, width: 100, height: 100), .black)
    still.isHidden = true
    still.isAboutToShow = true
    root.addChild(still)
    root.present(at: 0)
    var list = DisplayList()
    list.build(root, scale: 1, width: 100, height: 100)
    #expect(
      list.aboutToShow.map(ObjectIdentifier.init)
        == [beside, inGroup, underFaded].map(ObjectIdentifier.init))
    #expect(list.items.contains { $0.layer === shown })
    #expect(list.walks == 1)
    // Shown, a page is listed, no longer noted.
    beside.isHidden = false
    list.build(root, scale: 1, width: 100, height: 100)
    #expect(
      list.aboutToShow.map(ObjectIdentifier.init)
        == [inGroup, underFaded].map(ObjectIdentifier.init))
  }

  /// A face's darkening is the child it declares, not one found by its look: an undeclared
  /// black layer over a face is drawn as a layer; a declared one is folded into the face.
  @Test func aFacesShadeIsDeclared() throws {
    let face = Self.layer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
    let shade = Self.layer(Rect(x: 0, y: 0, width: 100, height: 100), .black)
    face.addChild(shade)
    #expect(SceneRenderer.dimmingOverlay(of: face) == nil)
    face.dimmingLayer = shade
    #expect(SceneRenderer.dimmingOverlay(of: face) === shade)
    // A layer that is not its child is not its darkening.
    face.dimmingLayer = Self.layer(Rect(x: 0, y: 0, width: 100, height: 100), .black)
    #expect(SceneRenderer.dimmingOverlay(of: face) == nil)
  }
}
