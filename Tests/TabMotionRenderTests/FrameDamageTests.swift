import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

/// A frame redrawn only where it changed is the frame drawn whole: every demo's script played
/// frame by frame (the target keeping what did not change), checked pixel for pixel against a
/// renderer that has never drawn before.
@Suite("Frame damage")
struct FrameDamageTests {
  @Test(arguments: DemoRegistry.all.map { $0.name })
  func redrawingOnlyWhatChangedGivesTheWholeFrame(_ name: String) throws {
    let demo = try #require(DemoRegistry.demo(named: name))
    let session = try HeadlessSession(script: demo.defaultScript, scale: 1) {
      try demo.init(environment: $0)
    }
    _ = try session.render()
    var partial = 0
    var checked = 0
    while !session.isFinished {
      try session.step()
      let surface = try session.render()
      if session.redrawnRegionLastFrame != nil { partial += 1 }
      // Every 50th frame, and the first 15 frames redrawn in part.
      let check =
        session.frame % 50 == 0 || (session.redrawnRegionLastFrame != nil && partial <= 15)
      guard check else { continue }
      let fresh = try SceneRenderer(
        viewport: session.player.environment.size, scale: 1, text: session.text)
      let whole = try fresh.render(session.screen.root)
      let a = try TestImages.pixels(of: surface)
      let b = try TestImages.pixels(of: whole)
      let differing = zip(a, b).filter { $0 != $1 }.count
      #expect(differing == 0, "\(name), frame \(session.frame): \(differing) pixels differ")
      checked += 1
      if differing > 0 { break }
    }
    #expect(checked >= 2)
  }

  /// Edge cases a demo's script does not meet: a row sliding under a clip whose edge falls
  /// inside a pixel, over a clear colour of the caller's (no background layer), and a row
  /// replaced by a new layer in its place showing other text — each frame redrawn in part
  /// against the same frame drawn whole.
  @Test func fractionalClipsClearColoursAndReplacedLayers() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let list = Layer(frame: Rect(x: 10, y: 10.25, width: 80, height: 50.5))
    list.clipsToBounds = true
    root.addChild(list)
    let row = Layer(frame: Rect(x: 0, y: 0, width: 80, height: 12))
    row.backgroundColor.set(Color(hex: 0x1864AB))
    list.addChild(row)
    var label = Layer(frame: Rect(x: 4, y: 70, width: 80, height: 20))
    label.content = .text(.init("first", font: .system(13)))
    root.addChild(label)
    let text = try TextRenderer()
    let renderer = try SceneRenderer(viewport: Size(100, 100), scale: 3, text: text)
    renderer.clearColor = Color(red: 0.95, green: 0.3, blue: 0.5, alpha: 1)
    var partial = 0
    for step in 0..<24 {
      row.setFrame(Rect(x: 0, y: 30 + 1.25 * Double(step), width: 80, height: 12))
      if step == 12 {
        // A new layer in the old one's place (possibly at its address, freed just now).
        label.removeFromParent()
        label = Layer(frame: Rect(x: 4, y: 70, width: 80, height: 20))
        label.content = .text(.init("second", font: .system(13)))
        root.addChild(label)
      }
      root.present(at: Double(step))
      let surface = try renderer.render(root)
      if renderer.redrawnRegion != nil { partial += 1 }
      let fresh = try SceneRenderer(viewport: Size(100, 100), scale: 3, text: text)
      fresh.clearColor = renderer.clearColor
      let a = try TestImages.pixels(of: surface)
      let b = try TestImages.pixels(of: fresh.render(root))
      let differing = zip(a, b).filter { $0 != $1 }.count
      #expect(differing == 0, "step \(step): \(differing) pixels differ")
    }
    #expect(partial >= 12)
  }

  /// Layers given no width, or a negative width or height (a size computed from a too-small
  /// space), draw nothing of their own, in a frame redrawn in part as in one drawn whole:
  /// cairo would draw a negative rectangle mirrored, outside where the frame's damage looks
  /// for it, and the raster of a layer with no width is a transparent pixel wide.
  @Test func layersWithNoAreaDrawNothingOfTheirOwn() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor.set(Color(hex: 0xE8590C))
    let moving = Layer(frame: Rect(x: 60, y: 20, width: 4, height: 60))
    root.addChild(moving)
    let line = Layer(frame: Rect(x: 16, y: 28.5, width: -12, height: 0.33))
    line.backgroundColor.set(Color(hex: 0x12B886))
    let label = Layer(frame: Rect(x: 4, y: 4, width: -12, height: 22))
    label.content = .text(.init("ab", font: .system(13)))
    label.backgroundColor.set(Color(hex: 0x5F3DC4))
    let dot = Layer(frame: Rect(x: 2, y: 40, width: 0, height: 12))
    dot.backgroundColor.set(Color(hex: 0x1971C2))
    dot.content = .shape(.init(path: .circle(center: Point(6, 6), radius: 6), fill: .black))
    let sliver = Layer(frame: Rect(x: 1, y: 30, width: 0, height: 8))
    sliver.backgroundColor.set(Color(hex: 0x1971C2))
    for layer in [line, label, dot, sliver] { moving.addChild(layer) }
    let text = try TextRenderer()
    let renderer = try SceneRenderer(viewport: Size(100, 100), scale: 3, text: text)
    for step in 0..<8 {
      moving.setFrame(Rect(x: 60 - 7 * Double(step), y: 20, width: 4, height: 60))
      root.present(at: Double(step))
      let a = try TestImages.pixels(of: try renderer.render(root))
      let fresh = try SceneRenderer(viewport: Size(100, 100), scale: 3, text: text)
      let b = try TestImages.pixels(of: fresh.render(root))
      #expect(zip(a, b).filter { $0 != $1 }.count == 0, "step \(step)")
      // Nothing but the screen's colour: the layers have no area to draw in.
      #expect(Set(b).count == 1, "step \(step)")
    }
  }

  /// A mask set on a layer whose children reach past its bounds takes them away outside it:
  /// the frame redrawn where it changed is the frame drawn whole.
  @Test func aMaskSetLaterTakesAwayWhatItsChildrenDrewOutsideIt() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor.set(Color(hex: 0xADB5BD))
    let holder = Layer(frame: Rect(x: 0, y: 20, width: 40, height: 50))
    holder.backgroundColor.set(.white)
    root.addChild(holder)
    let band = Layer(frame: Rect(x: 4, y: 10, width: 90, height: 12))
    band.backgroundColor.set(Color(hex: 0x6741D9))
    holder.addChild(band)
    let text = try TextRenderer()
    let renderer = try SceneRenderer(viewport: Size(100, 100), scale: 3, text: text)
    root.present(at: 0)
    try renderer.render(root)
    holder.mask = .rect(Rect(x: 0, y: 0, width: 40, height: 50))
    root.present(at: 1)
    let a = try TestImages.pixels(of: try renderer.render(root))
    let fresh = try SceneRenderer(viewport: Size(100, 100), scale: 3, text: text)
    let b = try TestImages.pixels(of: fresh.render(root))
    #expect(zip(a, b).filter { $0 != $1 }.count == 0)
    // The band's part past the holder is gone: grey where it was.
    let grey = try #require(fresh.target.pixel(x: 200, y: 3 * 36))
    #expect(grey == 0xFFADB5BD)
  }

  /// A rounded fill inside a clip whose edge is off the pixel grid (a pager 20.5 points down)
  /// is filled the same way in a frame redrawn in part, whose redrawn rectangle leaves that
  /// edge out, as in one drawn whole.
  @Test func aRoundedFillUnderAClipEdgeOffThePixelGridLooksTheSameRedrawnInPart() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 200))
    root.backgroundColor.set(Color(hex: 0x1291B5))
    let pager = Layer(frame: Rect(x: 0, y: 20.5, width: 120, height: 169.25))
    pager.clipsToBounds = true
    root.addChild(pager)
    let page = Layer(frame: Rect(x: 0.5, y: 0, width: 120, height: 149.25))
    page.backgroundColor.set(.white)
    pager.addChild(page)
    let pill = Layer(frame: Rect(x: 10.333, y: 20.5, width: 92, height: 10))
    pill.backgroundColor.set(Color(hex: 0xED8AF0))
    pill.cornerRadius = 5.5
    page.addChild(pill)
    let text = try TextRenderer()
    let renderer = try SceneRenderer(viewport: Size(120, 200), scale: 3, text: text)
    root.present(at: 0)
    try renderer.render(root)
    page.opacity.set(0.999)
    root.present(at: 1)
    let a = try TestImages.pixels(of: try renderer.render(root))
    #expect(renderer.redrawnRegion != nil)
    let fresh = try SceneRenderer(viewport: Size(120, 200), scale: 3, text: text)
    let b = try TestImages.pixels(of: fresh.render(root))
    #expect(zip(a, b).filter { $0 != $1 }.count == 0)
  }

  /// A transform gone to NaN or infinity ends the frame (drawn or refused), never hangs it,
  /// and a sane one afterwards draws the frame whole again.
  @Test func aNonFiniteTransformNeverHangsTheFrame() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 60, height: 60))
    root.backgroundColor.set(.white)
    let a = Layer(frame: Rect(x: 5, y: 5, width: 20, height: 20))
    a.backgroundColor.set(Color(hex: 0x12B886))
    a.cornerRadius = 6
    let b = Layer(frame: Rect(x: 30, y: 30, width: 20, height: 20))
    b.backgroundColor.set(Color(hex: 0xE8590C))
    root.addChild(a)
    root.addChild(b)
    root.present(at: 0)
    let renderer = try SceneRenderer(viewport: Size(60, 60), scale: 2, text: try TextRenderer())
    try renderer.render(root)
    b.transform.set(.scale(.infinity, .nan))
    a.setFrame(Rect(x: 6, y: 5, width: 20, height: 20))
    root.present(at: 1)
    do { try renderer.render(root) } catch { _ = error }
    #expect(renderer.redrawnRegion == nil)
    b.transform.set(.identity)
    root.present(at: 2)
    let surface = try renderer.render(root)
    let fresh = try SceneRenderer(viewport: Size(60, 60), scale: 2, text: try TextRenderer())
    #expect(try TestImages.pixels(of: surface) == TestImages.pixels(of: fresh.render(root)))
  }

  /// A story playing on its own (a script that only waits) redraws only its progress bar:
  /// a strip a few pixels tall, never the page under it.
  @Test func aPlayingStoryRedrawsOnlyItsProgressBar() throws {
    let script = try GestureScript.parse(json: Array(#"{"steps":[{"wait":0.5}]}"#.utf8))
    let session = try HeadlessSession(script: script, scale: 1) { try CubeDemo(environment: $0) }
    _ = try session.render()
    var partial = 0
    while !session.isFinished {
      try session.step()
      let surface = try session.render()
      if let region = session.redrawnRegionLastFrame {
        partial += 1
        #expect(region.height <= 12, "frame \(session.frame): \(region)")
        #expect(region.width * region.height * 100 <= surface.width * surface.height)
      }
    }
    #expect(partial >= 50)
  }

  /// Colour-match's menu opened, closed, and opened again to pick a tab: its items, heading
  /// and dropping icons appear and go, the page under it is listed as its raster alone and
  /// item by item again. The frames where layers came, went or were drawn in another order
  /// equal the frame drawn whole, and only the eight frames of each opening and closing when
  /// the circle covers nearly all of the screen are drawn whole.
  @Test func aMenuComingAndGoingIsRedrawnInPartAndRight() throws {
    let script = try GestureScript.parse(
      json: Array(
        #"""
        {"steps":[{"wait":0.2},{"tap":[195,762]},{"wait":1.3},{"tap":[195,762]},{"wait":1.2},
        {"tap":[195,762]},{"wait":1.3},{"tap":[75,712]},{"wait":1.4}]}
        """#.utf8))
    let session = try HeadlessSession(script: script, scale: 1) {
      try ColorMatchDemo(environment: $0)
    }
    _ = try session.render()
    var changed = 0
    var whole = 0
    while !session.isFinished {
      try session.step()
      let surface = try session.render()
      if session.skippedLastFrame { continue }
      if session.redrawnRegionLastFrame == nil { whole += 1 }
      let renderer = try #require(session.renderer)
      // The frames where the list of layers changed, and every tenth.
      guard renderer.damage.matchedByLayer || session.frame % 10 == 0 else { continue }
      if renderer.damage.matchedByLayer { changed += 1 }
      let fresh = try SceneRenderer(
        viewport: session.player.environment.size, scale: 1, text: session.text)
      let a = try TestImages.pixels(of: surface)
      let b = try TestImages.pixels(of: try fresh.render(session.screen.root))
      let differing = zip(a, b).filter { $0 != $1 }.count
      #expect(differing == 0, "frame \(session.frame): \(differing) pixels differ")
      if differing > 0 { break }
    }
    #expect(changed >= 24)
    #expect(whole <= 32)
  }
}
