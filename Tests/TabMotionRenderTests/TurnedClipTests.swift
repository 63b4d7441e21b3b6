import TabMotionCore
import TabMotionRender
import TabMotionUI
import Testing

/// A track clipping plain rectangles (a progress bar and its fill) on a turned page, through
/// the public API only: the fill is drawn as the track's outline cut to it, and looks as the
/// page flattened and warped shows it.
@Suite("Clipped rectangles on a turned page")
struct TurnedClipTests {
  static let viewport = Size(300, 400)
  static let red = Color(hex: 0xFF2020)

  /// A page turned by `transform`, holding a track (a rounded or square clip) at
  /// (50, 100, 200 × 60) with a child of `frame` in red; over black.
  static func scene(
    radius: Double, child frame: Rect, transform: Transform3D
  ) -> (root: Layer, child: Layer) {
    let root = Layer(frame: Rect(origin: .zero, size: viewport))
    root.backgroundColor.set(.black)
    let page = Layer(frame: Rect(origin: .zero, size: viewport))
    page.backgroundColor.set(Color(hex: 0x4080C0))
    let track = Layer(frame: Rect(x: 50, y: 100, width: 200, height: 60))
    track.backgroundColor.set(Color(hex: 0x303030))
    track.cornerRadius = radius
    track.clipsToBounds = true
    let child = Layer(frame: frame)
    child.backgroundColor.set(red)
    track.addChild(child)
    page.addChild(track)
    page.transform.set(transform)
    root.addChild(page)
    root.present(at: 0)
    return (root, child)
  }

  static func render(_ root: Layer, byGeometry: Bool) throws -> ImageSurface {
    let renderer = try SceneRenderer(viewport: viewport, scale: 2, text: try TextRenderer())
    renderer.drawsFacesByGeometry = byGeometry
    return try renderer.render(root)
  }

  static func redPixels(_ surface: ImageSurface) -> Int {
    var count = 0
    for y in 0..<surface.height {
      for x in 0..<surface.width {
        guard let p = surface.pixel(x: x, y: y) else { continue }
        if (p >> 16) & 0xFF > 0xC0 && (p >> 8) & 0xFF < 0x60 { count += 1 }
      }
    }
    return count
  }

  /// A child of negative width or height draws nothing, as when the page is flattened:
  /// it is not filled as the rectangle its size spans the other way.
  @Test(arguments: [
    Rect(x: 150, y: 0, width: -100, height: 60), Rect(x: 0, y: 50, width: 100, height: -40),
  ])
  func aChildOfNegativeSizeDrawsNothing(_ frame: Rect) throws {
    let turned = CubePageTransition().faceTransform(degrees: 30, width: Self.viewport.width)
    let (root, _) = Self.scene(radius: 20, child: frame, transform: turned)
    #expect(Self.redPixels(try Self.render(root, byGeometry: false)) == 0)
    #expect(Self.redPixels(try Self.render(root, byGeometry: true)) == 0)
  }

  /// On a page seen upside down, the track is filled before its fill, not through the fill's
  /// outline: the middle of the fill is red — by geometry, and flattened (the flattened page
  /// is turned upside down for the warp, which maps its first row to the higher edge).
  @Test(arguments: [0.0, 20.0])
  func anUpsideDownPageShowsTheFillOverItsTrack(radius: Double) throws {
    for degrees in [10.0, 40.0] {
      let turned = Transform3D.scale(0.8, -0.8, 1).concatenating(
        CubePageTransition().faceTransform(degrees: degrees, width: Self.viewport.width))
      let (root, child) = Self.scene(
        radius: radius, child: Rect(x: 0, y: 0, width: 120, height: 60), transform: turned)
      let centre = try #require(child.transformToScene.project(Point(60, 30)))
      let (x, y) = (Int(centre.x * 2), Int(centre.y * 2))
      for byGeometry in [true, false] {
        let surface = try Self.render(root, byGeometry: byGeometry)
        let pixel = try #require(surface.pixel(x: x, y: y))
        #expect(
          (pixel >> 16) & 0xFF > 0xC0 && (pixel >> 8) & 0xFF < 0x60,
          "the fill's middle is \(String(pixel, radix: 16)) at \(degrees)°, by geometry: \(byGeometry)"
        )
      }
    }
  }

  /// The same without a clip: a rounded red shape over a square one, on a page seen upside
  /// down, is filled in red, after the square one.
  @Test func anUpsideDownPageFillsARoundedShapeOverASquareOne() throws {
    let turned = Transform3D.scale(0.8, -0.8, 1).concatenating(
      CubePageTransition().faceTransform(degrees: 25, width: Self.viewport.width))
    let (root, child) = Self.scene(
      radius: 0, child: Rect(x: 0, y: 0, width: 120, height: 60), transform: turned)
    let track = try #require(child.parent)
    track.clipsToBounds = false
    child.cornerRadius = 8
    root.present(at: 1)
    let centre = try #require(child.transformToScene.project(Point(60, 30)))
    let surface = try Self.render(root, byGeometry: true)
    let pixel = try #require(surface.pixel(x: Int(centre.x * 2), y: Int(centre.y * 2)))
    #expect(
      (pixel >> 16) & 0xFF > 0xC0 && (pixel >> 8) & 0xFF < 0x60, "\(String(pixel, radix: 16))")
  }

  /// A page seen upside down looks the same flattened and warped as drawn by geometry,
  /// antialiasing apart: under 1 % of the pixels differ by more than 8 of 255.
  @Test func anUpsideDownPageLooksTheSameFlattened() throws {
    let turned = Transform3D.scale(0.8, -0.8, 1).concatenating(
      CubePageTransition().faceTransform(degrees: 35, width: Self.viewport.width))
    let (root, _) = Self.scene(
      radius: 20, child: Rect(x: 0, y: 0, width: 120, height: 60), transform: turned)
    let geometry = try Self.render(root, byGeometry: true)
    let flattened = try Self.render(root, byGeometry: false)
    var differing = 0
    var page = 0
    for y in 0..<geometry.height {
      for x in 0..<geometry.width {
        let (a, b) = (geometry.pixel(x: x, y: y) ?? 0, flattened.pixel(x: x, y: y) ?? 0)
        if a != 0xFF00_0000 { page += 1 }
        let d = [0, 8, 16, 24].map { Int((a >> $0) & 0xFF) - Int((b >> $0) & 0xFF) }
        if d.contains(where: { abs($0) > 8 }) { differing += 1 }
      }
    }
    #expect(page > 40_000, "the page covers \(page) pixels")
    #expect(Double(differing) < 0.01 * Double(page), "\(differing) of \(page) pixels differ")
  }
}
