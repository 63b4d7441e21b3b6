import Foundation
import SnapshotTesting
import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

/// The cube through the renderer's perspective path: snapshots at 0°, 30°, 60° and 89° of the
/// turn, and the shared edge checked for seams at 3× (the 3× frames were reviewed by eye; the
/// committed references are 1× to keep the repository small).
@Suite("Cube: rendering")
struct CubeRenderTests {
  static let width = 390.0

  /// The cube demo with a finger held where the turn is `degrees` (0…90) from story 0 to 1.
  static func demo(
    turnedBy degrees: Double, scale: Double, text: TextRenderer, fromLastStory: Bool = false,
    direction: LayoutDirection = .leftToRight
  ) throws -> (CubeDemo, PointerInput) {
    let env = ScreenEnvironment(
      scale: scale, direction: direction, textMeasurer: PangoTextMeasurer(renderer: text))
    let demo = try CubeDemo(environment: env)
    let input = PointerInput(demo)
    if fromLastStory {
      // Wrapping: the turn goes from the last story to the first.
      demo.endBehavior = .wrap
      demo.pager.select(demo.pager.pageCount - 1, animated: false, at: 0)
    }
    demo.update(to: 0)
    demo.root.present(at: 0)
    // The pan starts where the slop is crossed (335); from there the turn is |dx| / width · 90°.
    // Right to left, the next story comes from the left: the finger moves the other way.
    let dx = degrees / 90 * width
    func x(_ x: Double) -> Double { direction == .rightToLeft ? width - x : x }
    let events = [
      PointerEvent(.down, position: Point(x(350), 500), time: 0.01),
      PointerEvent(.move, position: Point(x(335), 500), time: 0.02),
      PointerEvent(.move, position: Point(x(335 - dx), 500), time: 0.03),
    ]
    for (k, e) in events.enumerated() {
      input.send(e)
      let t = 0.01 * Double(k + 1)
      demo.update(to: t)
      demo.root.present(at: t)
    }
    return (demo, input)
  }

  @Test(arguments: [0.0, 30.0, 60.0, 89.0])
  func snapshots(_ degrees: Double) throws {
    let text = try TextRenderer()
    let (demo, _) = try Self.demo(turnedBy: degrees, scale: 1, text: text)
    #expect(abs(demo.stories.progress - degrees / 90) < 1e-12)
    let renderer = try SceneRenderer(viewport: Size(390, 844), scale: 1, text: text)
    let surface = try renderer.render(demo.root)
    assertSnapshot(of: surface, as: .png(), named: "cube-\(Int(degrees))deg")
  }

  /// Ten more frames of the held turn (the finger moving 5 pt a frame), each rendered and
  /// then checked by `check`.
  static func turnOn(
    _ demo: CubeDemo, _ input: PointerInput, _ renderer: SceneRenderer, check: () -> Void
  ) throws {
    var t = 0.03
    for k in 1...10 {
      t += Frames.interval
      input.send(PointerEvent(.move, position: Point(270 - Double(k) * 5, 500), time: t))
      demo.update(to: t)
      demo.root.present(at: t)
      try renderer.render(demo.root)
      check()
    }
  }

  /// Through the fallback, a turning face is flattened once: later frames only warp it again
  /// (its live content did not change); a change inside the page flattens it once more.
  @Test func turningDoesNotFlattenAgainUntilTheContentChanges() throws {
    let text = try TextRenderer()
    let (demo, input) = try Self.demo(turnedBy: 20, scale: 1, text: text)
    let renderer = try SceneRenderer(viewport: Size(390, 844), scale: 1, text: text)
    renderer.drawsFacesByGeometry = false
    try renderer.render(demo.root)
    #expect(renderer.flattenings == 2)
    try Self.turnOn(demo, input, renderer) {
      #expect(renderer.flattenings == 0)
    }
    // Live content: a page layer that changes is drawn into the face on the next frame.
    demo.root.find("face.1")?.children.first?.backgroundColor.set(.white)
    try renderer.render(demo.root)
    #expect(renderer.flattenings == 1)
  }

  /// By geometry, turning faces need no offscreen copy: the first frame rasterises only what
  /// is warped as a raster — each page's name (its avatar and progress segments are filled
  /// as outlines) — later frames of the turn rasterise nothing, and a change inside a page
  /// shows on the next frame.
  @Test func turningByGeometryRasterisesOnlyTheWarpedPartsOnce() throws {
    let text = try TextRenderer()
    let (demo, input) = try Self.demo(turnedBy: 20, scale: 1, text: text)
    let renderer = try SceneRenderer(viewport: Size(390, 844), scale: 1, text: text)
    try renderer.render(demo.root)
    #expect(renderer.flattenings == 0)
    #expect(renderer.rasterizations == 2)
    try Self.turnOn(demo, input, renderer) {
      #expect(renderer.flattenings == 0)
      #expect(renderer.rasterizations == 0)
    }
    // The incoming page's background turns white: the middle of its face is white, shaded.
    let face = try #require(demo.root.find("face.1"))
    let page = try #require(face.children.first)
    for part in page.children { part.isHidden = true }
    page.backgroundColor.set(.white)
    let pixels = try TestImages.pixels(of: try renderer.render(demo.root))
    let centre = face.sceneFrame
    let x = Int(centre.midX.rounded())
    let y = Int(centre.midY.rounded())
    let shade = try #require(face.children.last).opacity.presented
    let expected = Int((255 * (1 - shade)).rounded())
    let pixel = pixels[y * 390 + x]
    for shift: UInt32 in [0, 8, 16] {
      #expect(abs(Int((pixel >> shift) & 0xFF) - expected) <= 1)
    }
  }

  /// A face the geometry cannot draw exactly — here a page whose name is cut by a mask, which
  /// the warp of a single raster would ignore — is flattened and warped whole instead.
  @Test func aMaskedRasterFallsBackToFlatteningTheFace() throws {
    let text = try TextRenderer()
    let (demo, _) = try Self.demo(turnedBy: 30, scale: 1, text: text)
    let page = try #require(demo.root.find("face.1")?.children.first)
    page.mask = .rect(Rect(x: 0, y: 0, width: 100, height: 844))
    let renderer = try SceneRenderer(viewport: Size(390, 844), scale: 1, text: text)
    try renderer.render(demo.root)
    #expect(renderer.flattenings == 1)
  }

  /// Faces drawn by projecting their geometry agree with the reference path — the whole face
  /// flattened offscreen and warped column by column — apart from antialiasing: at 3×, at
  /// most 1 % of the faces' pixels differ by more than 8 of 255 in a channel (edges of the
  /// bands, hills and sun, which the reference resamples bilinearly and the geometry covers
  /// exactly), and none by more than that inside the faces away from such edges: the mean
  /// difference stays under 0.5 of 255.
  @Test(arguments: [(10.0, false), (30, false), (45, false), (60, false), (80, false), (45, true)])
  func theGeometryPathMatchesTheWarpedFaces(_ degrees: Double, wrapping: Bool) throws {
    let text = try TextRenderer()
    var frames: [[UInt32]] = []
    for byGeometry in [false, true] {
      let (demo, _) = try Self.demo(
        turnedBy: degrees, scale: 3, text: text, fromLastStory: wrapping)
      let renderer = try SceneRenderer(viewport: Size(390, 844), scale: 3, text: text)
      renderer.drawsFacesByGeometry = byGeometry
      let surface = try renderer.render(demo.root)
      // The reference flattens each turned face; the geometry path none.
      #expect(byGeometry ? renderer.flattenings == 0 : renderer.flattenings >= 1)
      if let dir = ProcessInfo.processInfo.environment["TABMOTION_CUBE_REVIEW"] {
        try surface.writePNG(
          path:
            "\(dir)/cube-\(Int(degrees))deg\(wrapping ? "-wrap" : "")-\(byGeometry ? "geometry" : "warp")@3x.png"
        )
      }
      frames.append(try TestImages.pixels(of: surface))
    }
    let (differing, fraction, mean) = TestImages.comparison(frames[0], frames[1])
    #expect(fraction < 0.01, "\(differing) pixels differ by more than 8 at \(degrees)°")
    #expect(mean < 0.5, "mean difference \(mean) at \(degrees)°")
  }

  /// Writes the 3× frames for review by eye into the folder TABMOTION_CUBE_REVIEW names: a
  /// tool, not a check, so it runs only when asked for.
  @Test(
    .enabled(
      if: ProcessInfo.processInfo.environment["TABMOTION_CUBE_REVIEW"] != nil,
      "writes pictures for review when TABMOTION_CUBE_REVIEW names a folder"))
  func reviewFramesAtThreeTimes() throws {
    let dir = ProcessInfo.processInfo.environment["TABMOTION_CUBE_REVIEW"] ?? "."
    let text = try TextRenderer()
    for degrees in [0.0, 30.0, 45.0, 60.0, 89.0] {
      let (demo, _) = try Self.demo(turnedBy: degrees, scale: 3, text: text)
      let renderer = try SceneRenderer(viewport: Size(390, 844), scale: 3, text: text)
      try renderer.render(demo.root).writePNG(path: "\(dir)/cube-\(Int(degrees))deg@3x.png")
    }
  }

  /// At 3×, the pixels along the shared edge do not depend on what is behind the cube: the
  /// two faces cover the seam between them completely.
  /// Also across the ends of a wrapping cube (last story to first), where the page before
  /// the shared edge has the higher index.
  /// Right to left, the incoming face comes from the left and the seam is its right side.
  @Test(arguments: [
    (10.0, false, LayoutDirection.leftToRight), (30, false, .leftToRight),
    (45, false, .leftToRight), (60, false, .leftToRight), (72, false, .leftToRight),
    (45, true, .leftToRight), (30, false, .rightToLeft), (60, false, .rightToLeft),
  ])
  func noBackgroundShowsThroughTheSeam(
    _ degrees: Double, wrapping: Bool, direction: LayoutDirection
  ) throws {
    let text = try TextRenderer()
    var renders: [[UInt32]] = []
    var edge = Rect.zero
    for background in [Color(hex: 0xFF00FF), Color(hex: 0x00FF00)] {
      let (demo, _) = try Self.demo(
        turnedBy: degrees, scale: 3, text: text, fromLastStory: wrapping, direction: direction)
      let incoming = wrapping ? "face.0" : "face.1"
      demo.root.backgroundColor.set(background)
      let renderer = try SceneRenderer(viewport: Size(390, 844), scale: 3, text: text)
      renderer.clearColor = background
      renders.append(try TestImages.pixels(of: try renderer.render(demo.root)))
      // The incoming face's near edge is the shared edge; it is the face's tallest column.
      edge = demo.root.find(incoming)?.sceneFrame ?? .zero
    }
    #expect(edge.width > 0)
    let x = Int(((direction == .rightToLeft ? edge.maxX : edge.minX) * 3).rounded(.down))
    let top = Int(((edge.minY + 2) * 3).rounded(.up))
    let bottom = Int(((edge.maxY - 2) * 3).rounded(.down))
    var differing = 0
    for y in max(0, top)..<min(2532, bottom) {
      for column in (x - 2)...(x + 2) {
        if renders[0][y * 1170 + column] != renders[1][y * 1170 + column] { differing += 1 }
      }
    }
    #expect(differing == 0, "\(differing) seam pixels show the background at \(degrees)°")
  }

  /// Two faces that meet are drawn side by side, the second on another thread when there is
  /// one: the pixels are the same either way, frame after frame of a held turn, whichever
  /// side the incoming face comes from.
  @Test(arguments: [
    (10.0, false, LayoutDirection.leftToRight), (30, false, .leftToRight),
    (45, false, .leftToRight), (70, false, .leftToRight), (45, true, .leftToRight),
    (30, false, .rightToLeft), (60, true, .rightToLeft),
  ])
  func aSecondThreadDrawsWhatOneWouldDraw(
    _ degrees: Double, wrapping: Bool, direction: LayoutDirection
  ) throws {
    let text = try TextRenderer()
    var frames: [[[UInt32]]] = [[], []]
    var pairs = [0, 0]
    for (run, twoThreads) in [false, true].enumerated() {
      let (demo, input) = try Self.demo(
        turnedBy: degrees, scale: 3, text: text, fromLastStory: wrapping, direction: direction)
      // (From the last story, the progress runs on past it.)
      #expect(abs(demo.stories.progress.truncatingRemainder(dividingBy: 1) - degrees / 90) < 1e-9)
      let renderer = try SceneRenderer(viewport: Size(390, 844), scale: 3, text: text)
      renderer.drawsFacesOnTwoThreads = twoThreads
      var failure: (any Error)?
      func keep() {
        pairs[run] += renderer.facePairs
        do { frames[run].append(try TestImages.pixels(of: renderer.target)) } catch {
          failure = error
        }
      }
      try renderer.render(demo.root)
      keep()
      try Self.turnOn(demo, input, renderer, check: keep)
      if let failure { throw failure }
    }
    // Nearly every frame shows both faces (the incoming one joins a frame or two late).
    #expect(pairs[0] >= 9 && pairs[0] == pairs[1], "pairs drawn: \(pairs)")
    #expect(frames[0].count == 11 && frames[1].count == 11)
    for (k, (one, two)) in zip(frames[0], frames[1]).enumerated() {
      let differing = zip(one, two).filter { $0 != $1 }.count
      #expect(differing == 0, "\(differing) pixels differ in frame \(k) at \(degrees)°")
    }
  }

  /// The incoming face's layers inside a clip of its own — a story's progress bars, each
  /// clipping its fill — are drawn after the rest of it: a full bar's fill shows on both faces
  /// of the turn, drawn on one thread or two.
  @Test(arguments: [false, true])
  func theIncomingFacesClippedFillsShow(twoThreads: Bool) throws {
    let text = try TextRenderer()
    let (demo, _) = try Self.demo(turnedBy: 45, scale: 3, text: text)
    let renderer = try SceneRenderer(viewport: Size(390, 844), scale: 3, text: text)
    renderer.drawsFacesOnTwoThreads = twoThreads
    let before = try TestImages.pixels(of: try renderer.render(demo.root))
    for person in 0...1 {
      let fill = try #require(demo.root.find("segment.\(person).0"))
      let bar = try #require(fill.parent)
      fill.setFrame(Rect(origin: .zero, size: bar.bounds.size))
      fill.backgroundColor.set(Color(hex: 0xFF0000))
    }
    let after = try TestImages.pixels(of: try renderer.render(demo.root))
    #expect(renderer.facePairs == 1)
    // Face 1 comes in from the right: the shared edge is its left side.
    let edge = Int(((try #require(demo.root.find("face.1"))).sceneFrame.minX * 3).rounded())
    var changed = (left: 0, right: 0)
    for y in 0..<2532 {
      for x in 0..<1170 where before[y * 1170 + x] != after[y * 1170 + x] {
        if x < edge { changed.left += 1 } else { changed.right += 1 }
      }
    }
    #expect(changed.left > 300 && changed.right > 300, "pixels of the fills: \(changed)")
  }

  /// A story's progress bar fills its rounded track: the fill, a plain rectangle inside the
  /// track's clip, is filled as the track's outline cut to it, without cairo — so the whole
  /// story page can be drawn on the second thread — and looks as the reference (the face
  /// flattened and warped) shows it: partly and wholly filled bars on both faces.
  @Test(arguments: [30.0, 45.0])
  func aBarsFillIsCutToItsRoundedTrack(_ degrees: Double) throws {
    let text = try TextRenderer()
    var frames: [[UInt32]] = []
    var bars: [Rect] = []
    for byGeometry in [false, true] {
      let (demo, _) = try Self.demo(turnedBy: degrees, scale: 3, text: text)
      for (name, fraction) in [("segment.0.0", 0.6), ("segment.1.0", 1.0), ("segment.1.1", 0.3)] {
        let fill = try #require(demo.root.find(name))
        let track = try #require(fill.parent)
        fill.setFrame(
          Rect(x: 0, y: 0, width: track.bounds.width * fraction, height: track.bounds.height))
        fill.backgroundColor.set(Color(hex: 0xFF2020))
      }
      demo.root.present(at: 1)
      let face = try #require(demo.root.find("face.1"))
      let overlay = SceneRenderer.dimmingOverlay(of: face)
      #expect(
        ProjectedFacePainter.directLayers(of: face, opacity: 1, skipping: overlay) { _ in } == nil)
      let renderer = try SceneRenderer(viewport: Size(390, 844), scale: 3, text: text)
      renderer.drawsFacesByGeometry = byGeometry
      frames.append(try TestImages.pixels(of: try renderer.render(demo.root)))
      bars = try ["segment.0.0", "segment.1.0", "segment.1.1"].map {
        try #require(demo.root.find($0)?.parent?.sceneFrame)
      }
    }
    for bar in bars {
      // The track's box in device pixels, a pixel around.
      let x0 = max(0, Int((bar.minX * 3).rounded(.down)) - 1)
      let x1 = min(1170, Int((bar.maxX * 3).rounded(.up)) + 1)
      let y0 = max(0, Int((bar.minY * 3).rounded(.down)) - 1)
      let y1 = min(2532, Int((bar.maxY * 3).rounded(.up)) + 1)
      var red = 0
      var large = 0
      var total = 0.0
      var count = 0
      for y in y0..<y1 {
        for x in x0..<x1 {
          let (reference, geometry) = (frames[0][y * 1170 + x], frames[1][y * 1170 + x])
          let difference = TestImages.channelDifference(reference, geometry)
          total += Double(difference)
          if difference > 48 { large += 1 }
          count += 1
          let (r, g) = ((geometry >> 16) & 0xFF, (geometry >> 8) & 0xFF)
          if r > 0x50 && r > 2 * g { red += 1 }
        }
      }
      #expect(red > 100, "the fill shows in \(red) pixels of the bar at \(bar)")
      // Antialiasing apart (under 2 of 255 on average), the same; a fill that left its
      // track's rounded ends square would differ by far more in their corners.
      #expect(total / Double(count) < 3, "mean difference \(total / Double(count)) at \(bar)")
      #expect(large <= 4, "\(large) pixels differ by more than 48 at \(bar)")
    }
  }

  /// A raster of the incoming face that reaches past the shared edge — a label hanging over
  /// its side, drawn on the second thread — stays in the face's own pixel columns: the
  /// outgoing face's columns are the same with it or without it, on one thread or two.
  @Test(arguments: [false, true])
  func aRasterOverTheSharedEdgeStaysOnItsFace(twoThreads: Bool) throws {
    let text = try TextRenderer()
    var frames: [[UInt32]] = []
    var seam = 0
    for withLabel in [false, true] {
      let (demo, _) = try Self.demo(turnedBy: 45, scale: 3, text: text)
      let face = try #require(demo.root.find("face.1"))
      if withLabel {
        let label = Layer()
        label.content = .text(.init("over the edge", font: .system(40, .bold), color: .white))
        label.setFrame(Rect(x: -150, y: 400, width: 300, height: 60))
        // Over the story's picture, under its progress bars (which clip their fills).
        let page = try #require(face.children.first)
        #expect(page.children.count == 2)
        page.insertChild(label, at: 1)
      }
      let renderer = try SceneRenderer(viewport: Size(390, 844), scale: 3, text: text)
      renderer.drawsFacesOnTwoThreads = twoThreads
      frames.append(try TestImages.pixels(of: try renderer.render(demo.root)))
      #expect(renderer.facePairs == 1)
      seam = Int((face.sceneFrame.minX * 3).rounded(.down))
    }
    var outgoing = 0
    var incoming = 0
    for y in 0..<2532 {
      for x in 0..<1170 where frames[0][y * 1170 + x] != frames[1][y * 1170 + x] {
        if x <= seam { outgoing += 1 } else { incoming += 1 }
      }
    }
    #expect(outgoing == 0, "the label changed \(outgoing) pixels of the outgoing face")
    #expect(incoming > 1000, "the label drew \(incoming) pixels on its own face")
  }
}
