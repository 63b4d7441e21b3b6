import CCairo
import TabMotionCore
import TabMotionUI

// The compositor: subtrees declared to move as one (a pager's page) copied from a raster of
// them, made when they were last seen unchanged, instead of drawn item by item.
extension SceneRenderer {
  /// A subtree's raster: where its corner goes from the root item's device origin, and
  /// whether every pixel of it inside the root's bounds is opaque.
  struct MovingRaster {
    var surface: ImageSurface
    var corner: Point
    var opaque: Bool
  }

  /// The raster to put in place of item `i`'s subtree in the frame's `list`, when it has one
  /// showing exactly what its items would draw; nil draws the items. Only an upright,
  /// pixel-aligned, unfaded subtree reaching at most a little past its root's bounds is kept:
  /// its raster, copied where opaque and blended elsewhere, then gives what its items would.
  /// A subtree seen unchanged since the last drawn frame (it only moved, or stood) gets its
  /// raster now.
  func movingRaster(at i: Int, of list: DisplayList) throws -> MovingRaster? {
    let item = list.items[i]
    guard item.pixelAligned, item.opacity >= 1, item.end > i + 1 else { return nil }
    let bounds = OcclusionPlan.Box(item.layer.bounds, item.transform)
    guard !bounds.isEmpty else { return nil }
    // The raster covers the bounds and what the items reach past them, in whole pixels from
    // the root's (whole-pixel) origin; a subtree reaching far outside (a face, a shadow
    // larger than a tenth of it) is drawn.
    let reach = bounds.union(item.reach)
    let slack = 0.1 * max(bounds.x1 - bounds.x0, bounds.y1 - bounds.y0)
    guard
      reach.x0 >= bounds.x0 - slack, reach.y0 >= bounds.y0 - slack,
      reach.x1 <= bounds.x1 + slack, reach.y1 <= bounds.y1 + slack
    else { return nil }
    let origin = Point(item.transform.m41, item.transform.m42)
    let corner = Point((reach.x0 - origin.x).rounded(.down), (reach.y0 - origin.y).rounded(.down))
    let signature = MovingSubtreeCache.signature(of: i, in: list)
    let found = moving.lookUp(item.layer, signature: signature, generation: generation)
    if let raster = found.raster {
      return MovingRaster(surface: raster, corner: corner, opaque: found.opaque)
    }
    guard found.steady else { return nil }
    let width = Int(saturating: (reach.x1 - origin.x - corner.x).rounded(.up))
    let height = Int(saturating: (reach.y1 - origin.y - corner.y).rounded(.up))
    guard
      let surface = try moving.surface(
        for: item.layer, width: width, height: height, generation: generation)
    else { return nil }
    surface.clear(to: 0)
    try surface.withContext { cr in
      try draw(
        list, planned: false, cr: cr, into: surface, range: i..<item.end,
        offset: Point(-origin.x - corner.x, -origin.y - corner.y))
    }
    let inside = Self.pixelBox(bounds, minus: Point(origin.x + corner.x, origin.y + corner.y))
    let opaque = surface.isOpaque(x0: inside.x0, y0: inside.y0, x1: inside.x1, y1: inside.y1)
    moving.store(surface, for: item.layer, signature: signature, opaque: opaque)
    return MovingRaster(surface: surface, corner: corner, opaque: opaque)
  }

  /// `box` moved by −`origin`, in whole pixels (its edges rounded inward).
  static func pixelBox(_ box: OcclusionPlan.Box, minus origin: Point) -> PixelBox {
    PixelBox(
      x0: Int(saturating: (box.x0 - origin.x).rounded(.up)),
      y0: Int(saturating: (box.y0 - origin.y).rounded(.up)),
      x1: Int(saturating: (box.x1 - origin.x).rounded(.down)),
      y1: Int(saturating: (box.y1 - origin.y).rounded(.down)))
  }

  /// Puts a subtree's raster where its root item now is, under the clips in force: the part
  /// inside the root's bounds copied when every pixel of it is opaque, the rest blended over
  /// what is there.
  func copy(_ raster: MovingRaster, to item: DisplayItem, cr: OpaquePointer) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    let surface = raster.surface
    let x = item.transform.m41 + raster.corner.x
    let y = item.transform.m42 + raster.corner.y
    let w = Double(surface.width)
    let h = Double(surface.height)
    withExtendedLifetime(surface) {
      cairo_set_source_surface(cr, surface.surface, x, y)
      if let pattern = cairo_get_source(cr) {
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
      }
      guard raster.opaque else {
        cairo_rectangle(cr, x, y, w, h)
        cairo_fill(cr)
        return
      }
      // Every pixel inside the bounds covers what is under it: copying is blending it.
      let b = Self.pixelBox(
        OcclusionPlan.Box(item.layer.bounds, item.transform), minus: Point(x, y))
      let inside = (
        x0: Double(b.x0) + x, y0: Double(b.y0) + y, x1: Double(b.x1) + x, y1: Double(b.y1) + y
      )
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_rectangle(cr, inside.x0, inside.y0, inside.x1 - inside.x0, inside.y1 - inside.y0)
      cairo_fill(cr)
      guard b.x0 > 0 || b.y0 > 0 || Double(b.x1) < w || Double(b.y1) < h else { return }
      // What the items reach past the bounds (a separator's half pixel) is blended.
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      cairo_rectangle(cr, x, y, w, inside.y0 - y)
      cairo_rectangle(cr, x, inside.y1, w, y + h - inside.y1)
      cairo_rectangle(cr, x, inside.y0, inside.x0 - x, inside.y1 - inside.y0)
      cairo_rectangle(cr, inside.x1, inside.y0, x + w - inside.x1, inside.y1 - inside.y0)
      cairo_fill(cr)
    }
  }

  /// Makes the raster of one subtree of the last frame drawn that moves as one and has none
  /// for what it shows (idle work: the tree is as that frame drew it). True when it made one.
  func prepareMovingRaster(of root: Layer) throws -> Bool {
    guard compositesMovingLayers, lastRoot === root, !root.needsRedraw else { return false }
    let before = moving.made
    for i in list.items.indices where list.items[i].layer.movesAsOne {
      _ = try movingRaster(at: i, of: list)
      if moving.made > before { return true }
    }
    return false
  }
}
