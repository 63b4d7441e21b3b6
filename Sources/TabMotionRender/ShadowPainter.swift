import CCairo
import TabMotionCore
import TabMotionUI

/// Soft shadows under rounded rectangles. Cairo has no blur, so a shadow is a few widening
/// translucent outlines (`drawOutlines`) — but rasterising those over a whole card costs
/// about as much as everything else on a new page. Away from its corners a shadow is the same
/// in every row and column, so `draw` renders the outlines once around a small prototype of
/// the same corner radius and shadow, and builds any size from nine tiles of it: four corners
/// copied, four edges stretched from one row or column, and the middle filled.
///
/// ```
///   ┌──┬────────┬──┐
///   │TL│ top →  │TR│     corners: copied
///   ├──┼────────┼──┤     edges:   one column/row of the prototype, stretched
///   │↕ │ middle │ ↕│     middle:  its centre pixel, stretched
///   ├──┼────────┼──┤
///   │BL│ bottom │BR│
///   └──┴────────┴──┘
/// ```
final class ShadowPainter {
  private struct Key: Hashable {
    var cornerRadius: Double
    var shadow: Layer.Shadow
    var scale: Double
  }
  private var prototypes: [Key: ImageSurface] = [:]
  private static let prototypeLimit = 64

  /// The look itself: `steps` outlines spreading from the body (offset by the shadow's
  /// offset) to the shadow radius, each a sixth of the shadow's alpha. User-space points.
  static func drawOutlines(
    body b: Rect, cornerRadius radius: Double, shadow: Layer.Shadow, in cr: OpaquePointer
  ) {
    let steps = 6
    for i in 0..<steps {
      let spread = shadow.radius * Double(steps - i) / Double(steps)
      let r = b.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
        .inset(by: EdgeInsets(top: -spread, left: -spread, bottom: -spread, right: -spread))
      addPath(.roundedRect(r, radius: radius + spread), cr)
      setColor(shadow.color.withAlpha(shadow.color.alpha / Double(steps)), cr)
      cairo_fill(cr)
    }
  }

  /// Writes the shadow of `body` straight into the pixels of a fresh (transparent) `surface`
  /// whose device pixel for point p is (p + origin) · scale, row by row from the prototype's
  /// rows: corners copied, edges and middle filled with the prototype's constant run. Returns
  /// false, having written nothing, when the body is too small to need tiles (the caller
  /// draws the outlines then).
  func paint(
    body b: Rect, cornerRadius radius: Double, shadow: Layer.Shadow, scale s: Double,
    origin: Point, into surface: ImageSurface
  ) throws -> Bool {
    let corner = Int(saturating: ((shadow.radius + radius) * s).rounded(.up)) + 1
    let width = Int(saturating: ((b.width + 2 * shadow.radius) * s).rounded())
    let height = Int(saturating: ((b.height + 2 * shadow.radius) * s).rounded())
    guard s > 0, shadow.radius > 0, width > 2 * corner, height > 2 * corner else { return false }
    let proto = try prototype(cornerRadius: radius, shadow: shadow, scale: s)
    let x0 = Int(
      saturating: ((b.minX + shadow.offset.x - shadow.radius + origin.x) * s).pixelSnapped)
    let y0 = Int(
      saturating: ((b.minY + shadow.offset.y - shadow.radius + origin.y) * s).pixelSnapped)
    let pw = proto.width
    let ph = proto.height
    // Destination columns of each part, clipped to the surface.
    let left = max(0, x0)..<min(surface.width, x0 + corner)
    let middle = max(0, x0 + corner)..<min(surface.width, x0 + width - corner)
    let right = max(0, x0 + width - corner)..<min(surface.width, x0 + width)
    proto.withPixels { src, srcStride in
      surface.withPixels { dst, dstStride in
        for row in 0..<height {
          let y = y0 + row
          guard y >= 0, y < surface.height else { continue }
          let sy = row < corner ? row : row >= height - corner ? ph - (height - row) : ph / 2
          let from = src + sy * srcStride
          let to = dst + y * dstStride
          for x in left { to[x] = from[x - x0] }
          if !middle.isEmpty {
            (to + middle.lowerBound).update(repeating: from[pw / 2], count: middle.count)
          }
          for x in right { to[x] = from[pw - (x0 + width - x)] }
        }
      }
    }
    return true
  }

  /// The outlines around a square body whose straight sides are longer than the corners:
  /// `radius + shadow radius` from each edge, plus a margin, is all corner.
  private func prototype(
    cornerRadius radius: Double, shadow: Layer.Shadow, scale: Double
  ) throws -> ImageSurface {
    let key = Key(cornerRadius: radius, shadow: shadow, scale: scale)
    if let cached = prototypes[key] { return cached }
    let side = 2 * (radius + shadow.radius) + 4
    let px = Int(saturating: ((side + 2 * shadow.radius) * scale).rounded())
    let surface = try ImageSurface(width: px, height: px)
    var centred = shadow
    centred.offset = .zero
    try surface.withContext { cr in
      cairo_scale(cr, scale, scale)
      Self.drawOutlines(
        body: Rect(x: shadow.radius, y: shadow.radius, width: side, height: side),
        cornerRadius: radius, shadow: centred, in: cr)
    }
    if prototypes.count >= Self.prototypeLimit { prototypes.removeAll(keepingCapacity: true) }
    prototypes[key] = surface
    return surface
  }
}
