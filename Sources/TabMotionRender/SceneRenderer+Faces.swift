import CCairo
import TabMotionCore
import TabMotionUI

// Layers turned in 3-D (cube faces): projected by geometry, or flattened into an offscreen and
// warped; their declared shade and seams.
extension SceneRenderer {
  /// A turned face as it is drawn: its corners on screen, its declared darkening, and the
  /// edges it shares with the face drawn after it.
  struct TurnedFace {
    var layer: Layer
    var face: ProjectedFacePainter.Face
    /// The face's declared darkening (``dimmingOverlay(of:)``), drawn by the painter or the
    /// warp rather than as a layer of the face.
    var overlay: Layer?
    var topLeft: Point
    var topRight: Point
    var bottomLeft: Point
    var bottomRight: Point

    /// The face's least and greatest x and y on screen, device pixels.
    var left: Double { min(min(topLeft.x, topRight.x), min(bottomLeft.x, bottomRight.x)) }
    var right: Double { max(max(topLeft.x, topRight.x), max(bottomLeft.x, bottomRight.x)) }
    var top: Double { min(min(topLeft.y, topRight.y), min(bottomLeft.y, bottomRight.y)) }
    var bottom: Double { max(max(topLeft.y, topRight.y), max(bottomLeft.y, bottomRight.y)) }
  }

  /// `layer` turned by `m` (to device pixels) at `opacity`, `next` the face drawn after it;
  /// nil when it has no area or a corner is behind the viewer.
  func turnedFace(
    _ layer: Layer, transform m: Transform3D, opacity: Double,
    next: (layer: Layer, transform: Transform3D)?
  ) -> TurnedFace? {
    let b = layer.bounds
    guard b.width > 0, b.height > 0,
      let p00 = m.project(Point(0, 0)), let p10 = m.project(Point(b.width, 0)),
      let p01 = m.project(Point(0, b.height)), let p11 = m.project(Point(b.width, b.height))
    else { return nil }
    let overlay = Self.dimmingOverlay(of: layer)
    let shade = overlay.map { $0.isHidden ? 0 : $0.opacity.presented } ?? 0
    // Two faces that meet (a cube turn) share an edge: the first drawn covers that pixel
    // column fully, so the second blends over it and no background shows through the seam.
    let edges = Self.sharedEdges(
      left: (p00, p01), right: (p10, p11), width: b.width, height: b.height, next: next)
    return TurnedFace(
      layer: layer,
      face: ProjectedFacePainter.Face(
        transform: m, size: b.size, opacity: opacity, shade: shade, solidLeftEdge: edges.left,
        solidRightEdge: edges.right),
      overlay: overlay, topLeft: p00, topRight: p10, bottomLeft: p01, bottomRight: p11)
  }

  /// Renders a 3-D transformed subtree flat into an offscreen surface, then projects it.
  func drawFlattened(
    _ layer: Layer, cr: OpaquePointer, transform m: Transform3D, opacity: Double,
    into surface: ImageSurface, next: (layer: Layer, transform: Transform3D)?
  ) throws {
    // Seen upside down (its top edge below its bottom one on screen), the face is flattened
    // upside down too: the warp maps a source's first row to the higher edge.
    guard let turned = turnedFace(layer, transform: m, opacity: opacity, next: next) else {
      return
    }
    let upsideDown = turned.bottomLeft.y < turned.topLeft.y
    guard let pm = m.project(Point(layer.bounds.width / 2, upsideDown ? layer.bounds.height : 0))
    else { return }
    let overlay = turned.overlay
    if drawsFacesByGeometry, ProjectedFacePainter.canDraw(layer, skipping: overlay, transform: m) {
      try painter.draw(
        layer, as: turned.face, skipping: overlay, scale: scale, cr: cr, into: surface,
        raster: placedRaster(for:))
      if surface === target { warpedPixels += painter.paintedPixels }
      return
    }
    let face = try offscreen(for: layer)
    // The face is flattened again only when something in it changed: turning it (its own
    // transform) or darkening it (the overlay, applied by the warp) does not.
    var hasher = Hasher()
    Self.hashSubtree(of: layer, skipping: overlay, into: &hasher)
    hasher.combine(upsideDown)
    let signature = hasher.finalize()
    let id = ObjectIdentifier(layer)
    let current = flattened[id]
    if current?.layer !== layer || current?.surface != ObjectIdentifier(face)
      || current?.signature != signature
    {
      try flatten(layer, into: face, skipping: overlay)
      if upsideDown { face.flipRows() }
      flattened[id] = FlattenedFace(
        layer: layer, surface: ObjectIdentifier(face), signature: signature)
    }
    if surface === target {
      let width = min(Double(target.width), turned.right) - max(0, turned.left)
      let height = min(Double(target.height), turned.bottom) - max(0, turned.top)
      warpedPixels += max(0, width) * max(0, height)
    }
    cairo_surface_flush(surface.surface)
    let (top, bottom) =
      upsideDown
      ? ((turned.bottomLeft, turned.bottomRight), (turned.topLeft, turned.topRight))
      : ((turned.topLeft, turned.topRight), (turned.bottomLeft, turned.bottomRight))
    try warp.draw(
      face, into: surface, topLeft: top.0, topRight: top.1, bottomLeft: bottom.0,
      bottomRight: bottom.1, topMiddle: pm,
      opacity: opacity, shade: turned.face.shade, solidLeftEdge: turned.face.solidLeftEdge,
      solidRightEdge: turned.face.solidRightEdge)
    cairo_surface_mark_dirty(surface.surface)
  }

  /// Draws a layer and its subtree, without the layer's own transform, into `face` at device
  /// scale (`overlay` left out).
  func flatten(_ layer: Layer, into face: ImageSurface, skipping overlay: Layer?) throws {
    flattenings += 1
    face.clear(to: 0)
    try face.withContext { fcr in
      // The layer itself without its 3-D transform, at device scale.
      if LayerRasterizer.drawsSomething(layer) {
        let raster = try cachedRaster(for: layer)
        withExtendedLifetime(raster.surface) {
          cairo_set_source_surface(fcr, raster.surface.surface, raster.origin.x, raster.origin.y)
          cairo_paint(fcr)
        }
      }
      // The subtree's own list: drawn into the face's surface, unplanned.
      var sublist = DisplayList()
      sublist.build(
        childrenOf: layer, skipping: overlay, parent: .scale(scale, scale), scale: scale)
      try draw(sublist, planned: false, cr: fcr, into: face)
    }
  }

  /// Everything that decides what a flattened subtree looks like, apart from the root's own
  /// transform and opacity (the warp applies those): layers, their drawing versions and
  /// presented geometry. Allocation-free.
  static func hashSubtree(
    of layer: Layer, skipping overlay: Layer?, into hasher: inout Hasher, isRoot: Bool = true
  ) {
    hasher.combine(ObjectIdentifier(layer))
    hasher.combine(layer.rasterVersion)
    hasher.combine(layer.isHidden)
    hasher.combine(layer.clipsToBounds)
    hasher.combine(layer.contentOffset)
    hasher.combine(layer.frame.presented.size)
    hasher.combine(layer.mask)
    if !isRoot {
      hasher.combine(layer.frame.presented.origin)
      hasher.combine(layer.opacity.presented)
      hasher.combine(layer.transform.presented)
      hasher.combine(layer.anchorPoint)
    }
    hasher.combine(layer.children.count)
    for child in layer.children where child !== overlay {
      hashSubtree(of: child, skipping: nil, into: &hasher, isRoot: false)
    }
  }

  /// Which edges of a perspective face coincide (within half a device pixel) with the
  /// opposite edge of the face drawn right after it, which it declared it meets
  /// (`Layer.sharesEdgeWithNextSibling`).
  static func sharedEdges(
    left: (top: Point, bottom: Point), right: (top: Point, bottom: Point), width: Double,
    height: Double, next: (layer: Layer, transform: Transform3D)?
  ) -> (left: Bool, right: Bool) {
    guard let next, !next.layer.isHidden, !next.transform.isAffine2D else { return (false, false) }
    let b = next.layer.bounds
    guard let n00 = next.transform.project(Point(0, 0)),
      let n01 = next.transform.project(Point(0, b.height)),
      let n10 = next.transform.project(Point(b.width, 0)),
      let n11 = next.transform.project(Point(b.width, b.height))
    else { return (false, false) }
    func meet(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 0.5 && abs(a.y - b.y) < 0.5 }
    return (
      meet(left.top, n10) && meet(left.bottom, n11), meet(right.top, n00) && meet(right.bottom, n01)
    )
  }

  /// A face's declared darkening (`Layer.dimmingLayer`), when it is one of its children. The
  /// warp darkens the projected face by its opacity (rgb · (1 − opacity)) instead of drawing
  /// it into the face, so a face whose only change is its darkening is not flattened again
  /// every frame.
  static func dimmingOverlay(of layer: Layer) -> Layer? {
    guard let dimming = layer.dimmingLayer, dimming.parent === layer else { return nil }
    return dimming
  }

  func offscreen(for layer: Layer) throws -> ImageSurface {
    let w = SceneRenderer.pixels(layer.bounds.width, scale)
    let h = SceneRenderer.pixels(layer.bounds.height, scale)
    let id = ObjectIdentifier(layer)
    if let s = offscreens[id], s.width == w, s.height == h { return s }
    let s = try ImageSurface(width: w, height: h)
    offscreens[id] = s
    return s
  }
}
