import CCairo
import TabMotionCore
import TabMotionUI

// Bare text drawn from the shared text rasters.
extension SceneRenderer {
  /// Draws a text-only layer from the shared text rasters, in the current user space (the
  /// layer's, whole-pixel aligned), cut to the layer's bounds as its own raster would be.
  func drawText(
    _ t: LayerContent.Text, of layer: Layer, cr: OpaquePointer, alpha: Double
  ) throws {
    let placed = try placedText(t, of: layer)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_scale(cr, 1 / scale, 1 / scale)
    withExtendedLifetime(placed.surface) {
      cairo_set_source_surface(cr, placed.surface.surface, placed.origin.x, placed.origin.y)
      if let pattern = cairo_get_source(cr) {
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
      }
      let r = placed.visible
      cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
      if alpha >= 1 {
        cairo_fill(cr)
      } else {
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, alpha)
      }
    }
  }

  /// Where a text layer's shared raster goes, worked out once per drawn version of the layer
  /// (measuring and looking the text up every frame would hash its string every frame).
  func placedText(_ t: LayerContent.Text, of layer: Layer) throws -> PlacedText {
    let id = ObjectIdentifier(layer)
    if var placed = placedTexts[id], placed.layer === layer,
      placed.version == layer.rasterVersion
    {
      placed.lastUsed = generation
      placedTexts[id] = placed
      return placed
    }
    let b = layer.bounds
    let placement = TextPlacement(t, in: b, measuring: rasterizer.text)
    let dx = placement.origin.x * scale
    let dy = placement.origin.y * scale
    var ix = dx.rounded(.down)
    var iy = dy.rounded(.down)
    var px = Int(saturating: ((dx - ix) * 256).rounded())
    var py = Int(saturating: ((dy - iy) * 256).rounded())
    if px == 256 { (ix, px) = (ix + 1, 0) }
    if py == 256 { (iy, py) = (iy + 1, 0) }
    let (entry, created) = try texts.raster(
      for: t, placement: placement, phaseX: px, phaseY: py, generation: generation)
    if created { rasterizations += 1 }
    let sx = ix - Double(entry.pad)
    let sy = iy - Double(entry.pad)
    // Cut to the layer's bounds, as the layer's own raster would be.
    let x0 = max(sx, 0)
    let y0 = max(sy, 0)
    let x1 = min(sx + Double(entry.surface.width), (b.width * scale).rounded(.up))
    let y1 = min(sy + Double(entry.surface.height), (b.height * scale).rounded(.up))
    let placed = PlacedText(
      layer: layer, version: layer.rasterVersion, surface: entry.surface,
      origin: Point(sx, sy),
      visible: Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0)),
      lastUsed: generation)
    placedTexts[id] = placed
    return placed
  }
}
