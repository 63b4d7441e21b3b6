import TabMotionCore
import TabMotionRender
import TabMotionUI
import Testing

/// Two turned faces that meet, as an app builds them, through the public API only: a cube of
/// two pages in the middle of a turn, and a strip of two faces folded towards the viewer.
@Suite("Face pairs (public API)")
struct FacePairTests {
  static let viewport = Size(300, 400)
  static let red = Color(hex: 0xC04040)
  static let blue = Color(hex: 0x4080C0)

  /// A page of `colour` with a white card and a label on it.
  static func page(_ name: String, _ colour: Color) -> Layer {
    let page = Layer(name: name, frame: Rect(origin: .zero, size: viewport))
    page.backgroundColor.set(colour)
    let card = Layer(frame: Rect(x: 30, y: 60, width: 240, height: 90))
    card.backgroundColor.set(.white)
    card.cornerRadius = 12
    page.addChild(card)
    let label = Layer(frame: Rect(x: 20, y: 200, width: 260, height: 40))
    label.content = .text(.init("Turning", font: .system(28, .bold), color: .white))
    page.addChild(label)
    return page
  }

  /// Two pages of a cube `progress` (0…1) through the turn from the first to the second, over
  /// `backdrop`; the first page shares its edge with the second.
  static func cube(progress: Double, backdrop: Color, second: Layer? = nil) -> Layer {
    let root = Layer(frame: Rect(origin: .zero, size: viewport))
    root.backgroundColor.set(backdrop)
    let cube = CubePageTransition()
    let faces = [page("first", red), second ?? page("second", blue)]
    for (face, offset) in zip(faces, [-progress, 1 - progress]) {
      let degrees = CubePageTransition.rotationY(offset: offset, isRightToLeft: false)
      face.transform.set(cube.faceTransform(degrees: degrees, width: viewport.width))
      root.addChild(face)
    }
    faces[0].sharesEdgeWithNextSibling = true
    root.present(at: 0)
    return root
  }

  static func render(_ root: Layer, twoThreads: Bool) throws -> (ImageSurface, pairs: Int) {
    let renderer = try SceneRenderer(viewport: viewport, scale: 2, text: try TextRenderer())
    renderer.drawsFacesOnTwoThreads = twoThreads
    let surface = try renderer.render(root)
    return (surface, renderer.facePairs)
  }

  /// The pixel column (at 2×) holding the shared edge of the cube's two faces.
  static func edgeColumn(of root: Layer) throws -> Int {
    let second = try #require(root.children.last)
    return Int((second.sceneFrame.minX * 2).rounded(.down))
  }

  /// The two faces are drawn as a pair whichever thread draws the second, to the same pixels,
  /// each face's colour on its side of the edge.
  @Test(arguments: [0.2, 0.5, 0.8])
  func oneThreadOrTwoDrawTheSamePair(progress: Double) throws {
    let root = Self.cube(progress: progress, backdrop: .black)
    let (one, onePairs) = try Self.render(root, twoThreads: false)
    let (two, twoPairs) = try Self.render(root, twoThreads: true)
    #expect(onePairs == 1 && twoPairs == 1)
    var differing = 0
    for y in 0..<one.height {
      for x in 0..<one.width where one.pixel(x: x, y: y) != two.pixel(x: x, y: y) {
        differing += 1
      }
    }
    #expect(differing == 0)
    let edge = try Self.edgeColumn(of: root)
    // Below the card and the label, where each face is its page's colour (less its shade).
    let row = 2 * 320
    let left = try #require(one.pixel(x: edge - 8, y: row))
    let right = try #require(one.pixel(x: edge + 8, y: row))
    func red(_ p: UInt32) -> UInt32 { (p >> 16) & 0xFF }
    func blue(_ p: UInt32) -> UInt32 { p & 0xFF }
    #expect(red(left) > blue(left) && blue(right) > red(right))
  }

  /// An incoming face that is see-through anywhere — half transparent, a translucent page,
  /// no page colour at all — is drawn after the outgoing one, not beside it: the column
  /// holding the shared edge stays the outgoing face's, whatever lies behind the cube.
  @Test(arguments: ["half opacity", "translucent page", "no page colour"])
  func aSeeThroughIncomingFaceLeavesTheEdgeToTheOutgoingOne(_ kind: String) throws {
    var columns: [[UInt32]] = []
    for backdrop in [Color(hex: 0xFF00FF), Color(hex: 0x00FF00)] {
      let second = Self.page("second", Self.blue)
      switch kind {
      case "half opacity": second.opacity.set(0.5)
      case "translucent page": second.backgroundColor.set(Color(hex: 0x4080C0, alpha: 0.5))
      default: second.backgroundColor.set(.clear)
      }
      let root = Self.cube(progress: 0.4, backdrop: backdrop, second: second)
      let (surface, pairs) = try Self.render(root, twoThreads: true)
      #expect(pairs == 0)
      let edge = try Self.edgeColumn(of: root)
      // The edge's rows on screen, less a few pixels at its ends where the faces' corners are.
      let top = max(0, Int((second.sceneFrame.minY * 2).rounded(.up)) + 8)
      let bottom = min(surface.height, Int((second.sceneFrame.maxY * 2).rounded(.down)) - 8)
      columns.append(try (top..<bottom).map { try #require(surface.pixel(x: edge, y: $0)) })
    }
    #expect(columns[0].count > 600)
    let differing = zip(columns[0], columns[1]).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) pixels of the edge's column show the backdrop")
  }

  /// Two faces folded towards the viewer, the second leaning back: its far corners rise above
  /// the shared edge's ends. The edge's column above the edge is left as it was (the backdrop),
  /// not given the colour of what lies beside it.
  @Test func aFoldLeavesTheEdgesColumnAloneAboveTheEdge() throws {
    let (width, height, distance) = (140.0, 320.0, 500.0)
    var faces: [Layer] = []
    var x = 20.0
    var z = 0.0
    for (name, colour, angle) in [("first", Self.red, 0.5), ("second", Self.blue, -0.5)] {
      let face = Layer(name: name, frame: Rect(x: 0, y: 0, width: width, height: height))
      face.anchorPoint = .zero
      face.backgroundColor.set(colour)
      face.transform.set(
        Transform3D.rotationY(angle)
          .concatenating(.translation(x, 40, z))
          .concatenating(.translation(-150, -200, 0))
          .concatenating(.perspective(distance: distance))
          .concatenating(.translation(150, 200, 0)))
      faces.append(face)
      x += width * Double.cos(angle)
      z -= width * Double.sin(angle)
    }
    let top = try #require(faces[0].transformToScene.project(Point(width, 0)))
    let edge = Int((top.x * 2).rounded(.down))
    // Black up to the edge's column and white past it: a pixel of the column that took its
    // colour from its neighbour would turn grey.
    let root = Layer(frame: Rect(origin: .zero, size: Self.viewport))
    let black = Layer(frame: Rect(x: 0, y: 0, width: Double(edge + 1) / 2, height: 400))
    black.backgroundColor.set(.black)
    let white = Layer(frame: Rect(x: Double(edge + 1) / 2, y: 0, width: 300, height: 400))
    white.backgroundColor.set(.white)
    for layer in [black, white] + faces { root.addChild(layer) }
    faces[0].sharesEdgeWithNextSibling = true
    root.present(at: 0)
    let (surface, pairs) = try Self.render(root, twoThreads: true)
    #expect(pairs == 1)
    let corners = [Point(0, 0), Point(width, 0)].compactMap {
      faces[1].transformToScene.project($0)
    }
    let secondTop = try #require(corners.map(\.y).min())
    let rows = Int((secondTop * 2).rounded(.up))..<Int((top.y * 2).rounded(.down))
    #expect(rows.count > 30, "rows above the edge: \(rows)")
    let grey = rows.filter { surface.pixel(x: edge, y: $0) != 0xFF00_0000 }
    #expect(grey.isEmpty, "rows of the edge's column that are not the backdrop: \(grey)")
    // Along the edge, the column is the faces' (neither black nor white).
    let middle = Int(top.y * 2) + 100
    #expect(![0xFF00_0000, 0xFFFF_FFFF].contains(surface.pixel(x: edge, y: middle)))
  }
}
