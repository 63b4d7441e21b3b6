import CCairo
import TabMotionCore
import TabMotionUI

// The compositor: subtrees declared to move as one (a pager's page) copied from a raster of
// them, made when they were last seen unchanged, instead of drawn item by item.
extension SceneRenderer {
  /// The raster to copy for item `i` of the frame's `list` in place of its subtree, when it
  /// has one showing exactly what its items would draw; nil draws the items. Only an upright,
  /// pixel-aligned, fully opaque subtree drawing nothing outside its root's bounds is kept: a
  /// copy of it then replaces what is under it exactly as its items would. A subtree seen
  /// unchanged since the last drawn frame (it only moved, or stood) gets its raster now.
  func movingRaster(at i: Int, of list: DisplayList) throws -> ImageSurface? {
    let item = list.items[i]
    guard item.pixelAligned, item.opacity >= 1, item.end > i + 1 else { return nil }
    let bounds = OcclusionPlan.Box(item.layer.bounds, item.transform)
    guard bounds.contains(item.reach), !bounds.isEmpty else { return nil }
    let signature = MovingSubtreeCache.signature(of: i, in: list)
    let found = moving.lookUp(item.layer, signature: signature, generation: generation)
    if let raster = found.raster { return raster }
    guard found.steady else { return nil }
    let width = Int(saturating: (bounds.x1 - bounds.x0).rounded(.up))
    let height = Int(saturating: (bounds.y1 - bounds.y0).rounded(.up))
    guard
      let surface = try moving.surface(for: item.layer, width: width, height: height)
    else { return nil }
    surface.clear(to: 0)
    try surface.withContext { cr in
      try draw(
        list, planned: false, cr: cr, into: surface, range: i..<item.end,
        offset: Point(-item.transform.m41, -item.transform.m42))
    }
    let opaque = surface.isOpaque
    moving.store(surface, for: item.layer, signature: signature, usable: opaque)
    return opaque ? surface : nil
  }

  /// Copies a subtree's opaque raster to where its root item now is, under the clips in force.
  func copy(_ raster: ImageSurface, to item: DisplayItem, cr: OpaquePointer) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    let x = item.transform.m41
    let y = item.transform.m42
    withExtendedLifetime(raster) {
      cairo_set_source_surface(cr, raster.surface, x, y)
      if let pattern = cairo_get_source(cr) {
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
      }
      // Every pixel of it is opaque: copying is blending it.
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_rectangle(cr, x, y, Double(raster.width), Double(raster.height))
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
