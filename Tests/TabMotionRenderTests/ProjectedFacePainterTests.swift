import TabMotionCore
import TabMotionUI
import Testing

@testable import TabMotionRender

/// What a face drawn by geometry leaves out — the page background under its bands, the
/// covered sides of bands — never lets what was on screen before show through: wherever the
/// page alone covers a pixel whole, the face with its bands does too, whatever was there.
@Suite("Projected face painter")
struct ProjectedFacePainterTests {
  /// Draws a 40 × 20 point page at 1× with opaque full-width bands (drawn in the order
  /// given) through `transform`, over noise seeded by `seed`.
  static func draw(
    bands: [(top: Double, bottom: Double)], transform: Transform3D, seed: UInt64
  ) throws -> [UInt32] {
    let surface = try TestImages.noise(width: 80, height: 60, seed: seed, opaque: true)
    let page = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 20))
    page.backgroundColor.set(Color(hex: 0x336699))
    for (k, band) in bands.enumerated() {
      let layer = Layer(frame: Rect(x: 0, y: band.top, width: 40, height: band.bottom - band.top))
      layer.backgroundColor.set(Color(hex: 0x202020 + UInt32(k) * 0x3A1F17))
      page.addChild(layer)
    }
    let painter = ProjectedFacePainter(warp: PerspectiveWarp(), bands: ShapeBandCache(scale: 1))
    let face = ProjectedFacePainter.Face(
      transform: transform, size: Size(40, 20), opacity: 1, shade: 0, solidLeftEdge: false,
      solidRightEdge: false)
    try surface.withContext { cr in
      try painter.draw(
        page, as: face, skipping: nil, scale: 1, cr: cr, into: surface,
        raster: { _ in throw RenderError.invalidArgument("no rasters on these pages") })
    }
    return try TestImages.pixels(of: surface)
  }

  /// How many pixels the page alone covers whole but which, with the bands, still show what
  /// was there before (two backgrounds of noise give different pixels).
  static func leaks(
    _ bands: [(top: Double, bottom: Double)], _ transform: Transform3D
  ) throws
    -> Int
  {
    let alone = try (1...2).map { try draw(bands: [], transform: transform, seed: $0) }
    let banded = try (1...2).map { try draw(bands: bands, transform: transform, seed: $0) }
    return alone[0].indices.filter {
      alone[0][$0] == alone[1][$0] && banded[0][$0] != banded[1][$0]
    }
    .count
  }

  static let turned = Transform3D.rotationY(50 * .pi / 180)
    .concatenating(.perspective(distance: 60)).concatenating(.translation(20, 20, 0))

  /// Bands meeting edge to edge, overlapping a little, one thinner than the margin a
  /// trimmed background keeps under them (at 1× and turned, two points and more): flat,
  /// turned about the vertical axis (trapezoids, their covered sides filled whole) and
  /// rotated in the plane (outlines filled with their sides antialiased).
  @Test(arguments: [
    [(17.25, 21.0), (11.25, 16.75), (16.25, 17.25)], [(-1, 10.5), (10.5, 18)],
    [(-1, 7), (6, 13), (12, 21)], [(-1, 7.5), (7.5, 14.25), (14.25, 21)],
  ])
  func whatWasThereNeverShowsThroughTheBands(_ bands: [(Double, Double)]) throws {
    let layout = bands.map { (top: $0.0, bottom: $0.1) }
    for transform in [
      Transform3D.translation(20, 20, 0), Self.turned,
      Transform3D.rotationZ(0.17).concatenating(.translation(20, 20, 0)),
    ] {
      #expect(try Self.leaks(layout, transform) == 0, "\(bands) through \(transform)")
    }
  }

  /// Random band layouts, turned: never a pixel of what was there before.
  @Test(arguments: 0..<12)
  func randomBandsNeverLetWhatWasThereThrough(_ seed: Int) throws {
    var random = SplitMix64(state: UInt64(seed) &+ 77)
    var bands: [(top: Double, bottom: Double)] = []
    var y = -1.0
    while y < 20 {
      let height = Double.random(in: 0.5...8, using: &random)
      let overlap = Double.random(in: 0...1.5, using: &random)
      bands.append((y, y + height))
      y += height - overlap
    }
    bands.shuffle(using: &random)
    #expect(try Self.leaks(bands, Self.turned) == 0, "\(bands)")
  }
}
