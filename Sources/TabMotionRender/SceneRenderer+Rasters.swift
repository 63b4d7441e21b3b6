import CCairo
import TabMotionCore
import TabMotionUI

// Items drawn from their layer's cached raster (copied when opaque, a card's rim blended and its
// middle filled, else blended), and the rasters shared by look.
extension SceneRenderer {
  /// Draws an item from its layer's cached raster: copied when opaque, a card's rim blended
  /// and its middle filled, else blended at the item's opacity.
  func drawRaster(_ item: DisplayItem, cr: OpaquePointer) throws {
    let layer = item.layer
    let m = item.transform
    let alpha = item.opacity
    let pixelAligned = item.pixelAligned
    let raster = try cachedRaster(for: layer)
    cairo_scale(cr, 1 / scale, 1 / scale)
    let corner = raster.origin
    // Shrunk below half its size, a raster is drawn from a copy averaged down to at most
    // twice the drawn size (see `ReducedRasterCache`).
    let halvings =
      pixelAligned
      ? 0
      : ReducedRasterCache.halvings(
        forShown: Self.shown(m, scale: scale), width: raster.surface.width,
        height: raster.surface.height)
    var source = raster.surface
    var sourceCorner = corner
    if halvings > 0 {
      source = try reduced.surface(halving: raster.surface, halvings, generation: generation)
      let factor = Double(1 << halvings)
      cairo_translate(cr, corner.x, corner.y)
      cairo_scale(cr, factor, factor)
      sourceCorner = .zero
    }
    withExtendedLifetime(source) {
      cairo_set_source_surface(cr, source.surface, sourceCorner.x, sourceCorner.y)
      if let pattern = cairo_get_source(cr) {
        cairo_pattern_set_filter(
          pattern,
          Self.filter(for: m, scale: scale, pixelAligned: pixelAligned, halvings: halvings))
      }
      switch item.op {
      case .opaqueRaster:
        // An opaque raster replaces what is under it: copying skips the blend, which is
        // most of the cost of full-width rows and page backgrounds.
        // Filling just the raster's rectangle: a SOURCE paint would clear the whole clip.
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_rectangle(
          cr, corner.x, corner.y, Double(raster.surface.width), Double(raster.surface.height))
        cairo_fill(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      case .card(let a, let b, let c):
        // A raster whose middle is one opaque colour. Only its rim (shadow, rounded corners)
        // is blended; the middle, where the blend would copy pixel for pixel, is filled
        // without reading the raster.
        func addMiddle() {
          cairo_rectangle(cr, a.minX, a.minY, a.width, a.height)
          cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
          cairo_rectangle(cr, c.minX, c.minY, c.width, c.height)
        }
        cairo_save(cr)
        cairo_rectangle(
          cr, corner.x, corner.y, Double(raster.surface.width), Double(raster.surface.height))
        addMiddle()
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
        cairo_paint(cr)
        cairo_restore(cr)
        let color = layer.backgroundColor.presented
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, 1)
        addMiddle()
        cairo_fill(cr)
      default:
        if alpha >= 1 {
          cairo_paint(cr)
        } else {
          cairo_paint_with_alpha(cr, alpha)
        }
      }
    }
  }

  /// `layer`'s raster and where its top-left pixel goes, in the layer's own device pixels:
  /// what a face's painter draws a layer's picture from.
  func placedRaster(for layer: Layer) throws -> (surface: ImageSurface, origin: Point) {
    let raster = try cachedRaster(for: layer)
    return (raster.surface, raster.origin)
  }

  func cachedRaster(for layer: Layer) throws -> CachedRaster {
    let id = ObjectIdentifier(layer)
    if var entry = cache[id], entry.layer === layer, entry.version == layer.rasterVersion {
      entry.lastUsed = generation
      cache[id] = entry
      return entry
    }
    // The entry this one replaces (an older version, or a layer gone whose identifier is
    // reused) no longer shows its raster.
    if let stale = cache[id] { release(stale.look) }
    let look = RasterKey(layer)
    let shared: SharedRaster
    if var found = looks[look] {
      found.users += 1
      looks[look] = found
      shared = found
    } else {
      rasterizations += 1
      let (surface, origin) = try rasterizer.rasterizeRegion(layer, scale: scale)
      shared = SharedRaster(surface: surface, origin: origin, users: 1)
      looks[look] = shared
    }
    let entry = CachedRaster(
      layer: layer, version: layer.rasterVersion, look: look, surface: shared.surface,
      origin: shared.origin, lastUsed: generation)
    cache[id] = entry
    return entry
  }

  /// One entry of `cache` no longer shows `look`'s raster; the last one drops it.
  func release(_ look: RasterKey) {
    guard var shared = looks[look] else { return }
    shared.users -= 1
    looks[look] = shared.users > 0 ? shared : nil
  }

  /// True when the layer's raster covers its whole surface with opaque pixels: an opaque
  /// square-cornered background, no shadow, and a size in whole device pixels (otherwise the
  /// last row or column is only partly covered).
  static func isOpaque(_ layer: Layer, scale: Double) -> Bool {
    let w = layer.bounds.width * scale
    let h = layer.bounds.height * scale
    return layer.backgroundColor.presented.alpha >= 1 && layer.cornerRadius == 0
      && layer.shadow == nil && w == w.rounded() && h == h.rounded()
  }

  /// How a raster made at `scale` is sampled when drawn through `m`: nearest pixel when
  /// aligned; bilinear when it is shown at least half its size (an icon scaling in, a menu
  /// item growing), where bilinear cannot alias and cairo's "good" filter would run pixman's
  /// general convolution path, far too slow to run every frame while the menu opens. Shrunk
  /// further, the raster is drawn from a copy halved `halvings` times
  /// (bilinear again); "good" only for a copy that cannot be halved any more.
  static func filter(
    for m: Transform3D, scale: Double, pixelAligned: Bool, halvings: Int = 0
  ) -> cairo_filter_t {
    if pixelAligned { return CAIRO_FILTER_NEAREST }
    return shown(m, scale: scale) * Double(1 << halvings) >= 0.5
      ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD
  }

  /// How large a layer drawn through `m` appears against its raster (made at `scale`): the
  /// square root of the transform's area scale, 1 for a raster copied pixel for pixel.
  static func shown(_ m: Transform3D, scale: Double) -> Double {
    (abs(m.m11 * m.m22 - m.m12 * m.m21)).squareRoot() / scale
  }

  /// The whole device pixels, from the layer's origin, where its raster is surely its opaque
  /// background colour: the body without its rounded corners, as three disjoint rectangles —
  /// the full-width band between the corners and the parts above and below it between them.
  /// Nil unless the background is opaque and the middle is big enough to matter.
  static func opaqueCross(
    of layer: Layer, scale: Double
  ) -> (across: Rect, above: Rect, below: Rect)? {
    guard layer.backgroundColor.presented.alpha >= 1 else { return nil }
    let b = layer.bounds
    let w = (b.width * scale).rounded(.down)
    let h = (b.height * scale).rounded(.down)
    // A pixel more than the radius: the arc's antialiasing stays inside the corner squares.
    let r =
      (LayerRasterizer.cornerRadius(of: layer) * scale).rounded(.up)
      + (layer.cornerRadius > 0 ? 1 : 0)
    guard w > 2 * r, h > 2 * r, (w - 2 * r) * (h - 2 * r) >= 4096 else { return nil }
    return (
      Rect(x: 0, y: r, width: w, height: h - 2 * r),
      Rect(x: r, y: 0, width: w - 2 * r, height: r),
      Rect(x: r, y: h - r, width: w - 2 * r, height: r)
    )
  }
}
