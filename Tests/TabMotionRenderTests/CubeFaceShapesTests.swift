import TabMotionCore
import TabMotionDemos
import TabMotionUI
import Testing

@testable import TabMotionRender

/// Small rounded shapes on a turned face — a progress bar's capsule, an avatar's bordered
/// disc — are filled directly as projected outlines (a border as the outline with the inner
/// one traced backwards), and a face whose opaque page sits under layers that only hold it is
/// known to hide what lies behind it.
@Suite("Cube faces: shapes and opacity")
struct CubeFaceShapesTests {
  /// A 120 × 90 point page on a 160 × 110 point scene, turned `degrees` as a cube face: a
  /// dark background, a translucent capsule, a bordered disc (an avatar) and a rounded card
  /// with a border, drawn at `scale`, by geometry or flattened and warped whole.
  static func render(
    degrees: Double, scale: Double, byGeometry: Bool
  ) throws -> (pixels: [UInt32], renderer: SceneRenderer) {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 160, height: 110))
    root.backgroundColor.set(Color(hex: 0x101010))
    let face = Layer(frame: Rect(x: 20, y: 10, width: 120, height: 90))
    face.backgroundColor.set(Color(hex: 0x1E3C72))
    let bar = Layer(frame: Rect(x: 8, y: 6, width: 70, height: 3))
    bar.backgroundColor.set(Color.white.withAlpha(0.4))
    bar.cornerRadius = 1.5
    let avatar = Layer(frame: Rect(x: 10, y: 16, width: 32, height: 32))
    avatar.backgroundColor.set(Color(hex: 0xFFE66D))
    avatar.cornerRadius = 16
    avatar.borderColor = .white
    avatar.borderWidth = 2
    let card = Layer(frame: Rect(x: 50, y: 30, width: 60, height: 50))
    card.backgroundColor.set(Color(hex: 0xF8B195))
    card.cornerRadius = 10
    card.borderColor = Color(hex: 0x355C7D)
    card.borderWidth = 3
    for part in [bar, avatar, card] { face.addChild(part) }
    root.addChild(face)
    face.transform.set(CubePageTransition().faceTransform(degrees: degrees, width: 120))
    let text = try TextRenderer()
    let renderer = try SceneRenderer(viewport: Size(160, 110), scale: scale, text: text)
    renderer.drawsFacesByGeometry = byGeometry
    let surface = try renderer.render(root)
    return (try TestImages.pixels(of: surface), renderer)
  }

  /// By geometry the shapes need no raster at all, and their pixels agree with the reference
  /// path (the face flattened offscreen and warped column by column) as the cube's faces do:
  /// at most 1 % of the pixels differ by more than 8 of 255 in a channel (the edges, which
  /// the reference resamples bilinearly and the outlines cover exactly), and the mean
  /// difference stays under 0.5 of 255.
  @Test(arguments: [-50.0, -20.0, 0.001, 30.0, 60.0])
  func directlyFilledShapesMatchTheWarpedFace(_ degrees: Double) throws {
    let reference = try Self.render(degrees: degrees, scale: 3, byGeometry: false)
    let geometry = try Self.render(degrees: degrees, scale: 3, byGeometry: true)
    #expect(reference.renderer.flattenings == 1)
    #expect(geometry.renderer.flattenings == 0)
    #expect(geometry.renderer.rasterizations == 0)
    let (differing, fraction, mean) = TestImages.comparison(reference.pixels, geometry.pixels)
    #expect(fraction < 0.01, "\(differing) pixels differ by more than 8 at \(degrees)°")
    #expect(mean < 0.5, "mean difference \(mean) at \(degrees)°")
  }

  /// A border's ring leaves the shape's inside to its background: seen face on, the middle
  /// of the bordered disc is the disc's colour and a point on its ring is the border's.
  @Test func aBorderTakesOnlyItsRing() throws {
    let (pixels, _) = try Self.render(degrees: 0.001, scale: 3, byGeometry: true)
    let width = 160 * 3
    // The disc's centre, (20 + 10 + 16, 10 + 16 + 16) points; its ring 1 point in from the
    // left of the disc.
    let centre = pixels[(42 * 3) * width + 46 * 3]
    let ring = pixels[(42 * 3) * width + 31 * 3]
    #expect(centre & 0xFF_FFFF == 0xFF_E66D)
    #expect(ring & 0xFF_FFFF == 0xFF_FFFF)
  }

  /// The cube's faces: a slot holding a screen's root holding the page, whose opaque
  /// background fills the face. Anything between that cuts the page (a rounded clip, a mask)
  /// or lets what is behind show (a translucent or moved layer) makes the face not opaque.
  @Test func aFaceIsOpaqueThroughLayersThatOnlyHoldItsPage() throws {
    func face(_ change: (Layer, Layer) -> Void = { _, _ in }) -> Layer {
      let slot = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 844))
      let holder = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 844))
      let page = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 844))
      page.backgroundColor.set(Color(hex: 0x2C7873))
      holder.addChild(page)
      slot.addChild(holder)
      slot.addChild(Layer(frame: Rect(x: 0, y: 0, width: 390, height: 844)))
      change(holder, page)
      return slot
    }
    #expect(ProjectedFacePainter.paintsWholeFace(face()))
    #expect(!ProjectedFacePainter.paintsWholeFace(face { _, page in page.opacity.set(0.5) }))
    #expect(
      !ProjectedFacePainter.paintsWholeFace(
        face { _, page in page.backgroundColor.set(Color(hex: 0x2C7873).withAlpha(0.9)) }))
    #expect(!ProjectedFacePainter.paintsWholeFace(face { holder, _ in holder.isHidden = true }))
    #expect(
      !ProjectedFacePainter.paintsWholeFace(
        face { holder, _ in
          holder.cornerRadius = 20
          holder.clipsToBounds = true
        }))
    #expect(
      !ProjectedFacePainter.paintsWholeFace(
        face { holder, _ in holder.mask = .rect(Rect(x: 0, y: 0, width: 100, height: 100)) }))
    #expect(
      !ProjectedFacePainter.paintsWholeFace(
        face { _, page in page.setFrame(Rect(x: 10, y: 0, width: 390, height: 844)) }))
    // Square clips cut nothing off a layer of the same bounds.
    #expect(ProjectedFacePainter.paintsWholeFace(face { holder, _ in holder.clipsToBounds = true }))
  }

  /// The cube's own faces are opaque as the renderer sees them, turned or not.
  @Test func theCubesFacesAreOpaque() throws {
    let text = try TextRenderer()
    let (demo, _) = try CubeRenderTests.demo(turnedBy: 30, scale: 1, text: text)
    for name in ["face.0", "face.1"] {
      let face = try #require(demo.root.find(name))
      #expect(ProjectedFacePainter.paintsWholeFace(face), "\(name)")
    }
  }
}
