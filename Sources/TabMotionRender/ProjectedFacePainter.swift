import CCairo
import TabMotionCore
import TabMotionUI

/// Draws a face turned in 3-D (a page of the cube) by projecting its layers' geometry through
/// the face's transform and filling the projected outlines with cairo, straight into the
/// frame: no offscreen copy of the face and no per-pixel warp of it.
///
/// A rotation about the vertical axis with perspective maps the face's plane to the screen by
/// a homography, under which straight lines stay straight: rectangles become exact
/// quadrilaterals, and curves are subdivided finely enough (a twentieth of a device pixel
/// before projection) that their chords cannot be told from the curve. Backgrounds, rounded
/// corners, borders (as rings), filled paths, clips and masks are drawn this way. What has no
/// geometry — text, images, icons, stroked paths, shadows — is drawn from the layer's raster
/// through the perspective warp, each raster on its own, projected exactly as a whole face
/// flattened offscreen would be. The face's dimming is folded into the colours (`rgb · (1 − shade)`).
///
/// A face this cannot draw exactly (a raster cut by a clip or a mask, a 3-D transform inside
/// the face, a raster in a rotated layer) is left to the renderer's fallback: flattening the
/// face offscreen and warping it whole. ``canDraw(_:skipping:transform:)`` decides.
final class ProjectedFacePainter {
  /// A face as the renderer sees it this frame.
  struct Face {
    /// The face's own points to device pixels, perspective included.
    var transform: Transform3D
    /// The face's size in points.
    var size: Size
    /// The face's opacity, applied to each of its layers.
    var opacity: Double
    /// How much the face is darkened, 0…1.
    var shade: Double
    /// The face's left (x = 0) or right (x = width) edge is shared with the face drawn next:
    /// its outlines then reach a device pixel past that edge, so the pixel column holding the
    /// edge is fully covered and the next face's antialiased edge blends with this face, not
    /// with the background.
    var solidLeftEdge: Bool
    var solidRightEdge: Bool
  }

  /// Device pixels of curve flatness allowed, before perspective magnifies it (a face seen
  /// from close up is at most about twice its flat size).
  static let flatness = 0.05

  let warp: PerspectiveWarp
  /// How many device pixels the last ``draw`` painted, counting each fill and raster by its
  /// projected bounding box within the target (the renderer's pass count).
  private(set) var paintedPixels = 0.0

  // Per draw: the face, the device size and where a shared edge's points go.
  var face = Face(
    transform: .identity, size: .zero, opacity: 1, shade: 0, solidLeftEdge: false,
    solidRightEdge: false)
  var scale = 1.0
  var targetWidth = 0.0
  var targetHeight = 0.0
  /// How far a shared edge's points move across the screen, in device pixels (±1 outward,
  /// 0 for an edge that is not shared).
  var leftEdgeShift = 0.0
  var rightEdgeShift = 0.0
  /// The bounding box of the outline being emitted, in device pixels. Grown by every point
  /// projected (``project(_:_:pushingEdges:)``, which nothing calls re-entrantly): unchecked
  /// for exclusive access, which each point paid for in a call into the runtime.
  @exclusivity(unchecked) var box = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)

  /// The face's opaque plain rectangles and the solid lower bands of its opaque filled shapes
  /// (unclipped, upright, at full opacity), in face points, numbered in drawing order: a
  /// background or a shape drawn before one of them need not be filled where it will be
  /// painted over (a page's sky bands and hills cover its background, the near hill the foot
  /// of the far one).
  var occluders: [(index: Int, rect: Rect)] = []
  /// The number of the next layer in drawing order.
  var visited = 0
  /// Face points that are at least two device pixels tall anywhere on the face: how far a
  /// background still reaches under an occluder, so that their antialiased edges never meet.
  var overlap = 0.0

  /// Where fills may be written directly (``PolygonFill``, ``StripeFill``): the frame's
  /// clip when it is one whole-pixel rectangle; nil otherwise.
  var directClip: (x0: Int, y0: Int, x1: Int, y1: Int)?
  /// The face's columns stay vertical (a turn about the vertical axis): its upright
  /// rectangles project to trapezoids, stacked in ``StripeFill``.
  var columnsStayVertical = false
  /// How many clips inside the face are in force (direct fills would ignore them).
  var innerClips = 0
  /// The layers, numbered in drawing order, whose own parts are drawn this time.
  var drawnLayers = 0..<Int.max
  /// The outline being built for a direct fill.
  let polygon = PolygonFill()
  /// A sub-path's projected points, kept to be traced backwards (``emitReversed``).
  var reversedPoints: [Point] = []
  /// A clip's outline cut to a rectangle inside it, and the scratch it is cut in
  /// (``fillCut(_:inside:_:alpha:into:)``).
  var cutPoints: [Point] = []
  var cutScratch: [Point] = []
  /// The face's square fills are stripes (``StripeFill``), whose hidden top and bottom are
  /// filled whole (see ``uncovered(_:after:)``): there is one rectangular clip and the columns
  /// stay vertical.
  var hidesSides: Bool { directClip != nil && columnsStayVertical }

  /// Filled shapes' solid bands (the renderer's, shared with its occlusion plan).
  let bands: ShapeBandCache

  /// The stack of square rectangles across the same columns waiting to be filled together
  /// (``ProjectedFacePainter/fillStack()``), with where it goes.
  var stacked: [StackedRect] = []
  var stackTarget: (surface: ImageSurface, clip: (x0: Int, y0: Int, x1: Int, y1: Int))?
  let stripes = StripeFill()
  /// Scratch for ``fillStack()``: the heights where the stack's rectangles start and end.
  var stackEdges: [Double] = []

  init(warp: PerspectiveWarp, bands: ShapeBandCache) {
    self.warp = warp
    self.bands = bands
  }

  // MARK: Drawing

  /// Draws `layer`'s subtree (without `overlay`) as `face` into `cr`, whose target is
  /// `surface`; `raster` gives a layer's cached raster and where its corner goes, in device
  /// pixels from the layer's origin. Call only when ``canDraw(_:skipping:transform:)`` said so.
  ///
  /// With `clip` (device pixels, whole, inside `cr`'s), direct fills stay inside it instead
  /// of `cr`'s clip. With `layers`, only the layers so numbered in drawing order draw their
  /// own parts (the clips of those before still apply): the first
  /// ``directLayers(of:opacity:skipping:rasters:)`` of them ask nothing of cairo — not of
  /// `cr`, and not of `surface` or the rasters while their pixels are held — and can be drawn
  /// on a second thread.
  func draw(
    _ layer: Layer, as face: Face, skipping overlay: Layer?, scale: Double, cr: OpaquePointer,
    clip: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil, layers: Range<Int> = 0..<Int.max,
    into surface: ImageSurface, raster: (Layer) throws -> (surface: ImageSurface, origin: Point)
  ) throws {
    self.face = face
    self.scale = scale
    targetWidth = Double(surface.width)
    targetHeight = Double(surface.height)
    paintedPixels = 0
    // Outward on screen: away from the other edge (a face can be seen from behind, mirrored).
    let middle = face.size.height / 2
    let leftX = face.transform.project(Point(0, middle))?.x ?? 0
    let rightX = face.transform.project(Point(face.size.width, middle))?.x ?? 0
    let outward = leftX <= rightX ? 1.0 : -1.0
    leftEdgeShift = face.solidLeftEdge ? -outward : 0
    rightEdgeShift = face.solidRightEdge ? outward : 0
    overlap = verticalOverlap()
    occluders.removeAll(keepingCapacity: true)
    visited = 0
    collectOccluders(
      layer, in: .identity, alpha: face.opacity, isRoot: true, clipped: false, skipping: overlay)
    visited = 0
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    directClip = clip ?? surface.clipRectangle(of: cr)
    drawnLayers = layers
    columnsStayVertical = abs(face.transform.m21) < 1e-9 && abs(face.transform.m24) < 1e-12
    defer { fillStack() }
    try draw(
      layer, in: .identity, alpha: face.opacity, isRoot: true, skipping: overlay, cr: cr,
      into: surface, raster: raster)
  }

  func draw(
    _ layer: Layer, in parent: Transform3D, alpha parentAlpha: Double, isRoot: Bool,
    skipping overlay: Layer?, cr: OpaquePointer, into surface: ImageSurface,
    raster: (Layer) throws -> (surface: ImageSurface, origin: Point)
  ) throws {
    guard let (alpha, m) = Self.enter(layer, parent, parentAlpha, isRoot: isRoot) else { return }
    let index = visited
    visited += 1
    // Past the layers drawn, so is everything after: their number only grows.
    guard index < drawnLayers.upperBound else { return }
    if LayerRasterizer.drawsSomething(layer), index >= drawnLayers.lowerBound {
      // A small rounded shape (a progress bar, an avatar's disc) is warped only where its
      // outline would go through cairo's scan converter: filled directly, it costs less than
      // the warp's setup alone.
      let fillsDirectly = innerClips == 0 && directClip != nil && Self.hasGeometry(layer)
      if fillsDirectly || Self.drawsByGeometry(layer) {
        fillOwnGeometry(of: layer, index: index, m, alpha: alpha, cr: cr, into: surface)
      } else {
        let placed = try raster(layer)
        try warpRaster(placed.surface, origin: placed.origin, m, alpha: alpha, into: surface)
      }
    }
    guard !layer.children.isEmpty else { return }
    if !isRoot, innerClips == 0, directClip != nil, Self.cutsChildrenDirectly(layer) {
      // Plain rectangles cut to the clip's outline: no clip for cairo to keep. (Not the
      // face itself, whose dimming is drawn by the painter.)
      for child in layer.children {
        guard let (childAlpha, _) = Self.enter(child, m, alpha, isRoot: false) else { continue }
        let index = visited
        visited += 1
        guard index < drawnLayers.upperBound else { return }
        // (Numbered whether or not it draws: a child of no size draws nothing, as flattened.)
        guard index >= drawnLayers.lowerBound, LayerRasterizer.drawsSomething(child) else {
          continue
        }
        fillCut(child, inside: layer, m, alpha: childAlpha, cr: cr, into: surface)
      }
      return
    }
    let clips = layer.clipsToBounds || layer.mask != nil
    if clips {
      innerClips += 1
      cairo_save(cr)
      if layer.clipsToBounds {
        let b = layer.bounds
        let r = LayerRasterizer.cornerRadius(of: layer)
        emit(r > 0 ? .roundedRect(b, radius: r) : .rect(b), m, cr)
        cairo_clip(cr)
      }
      if let mask = layer.mask {
        emit(mask, m, cr)
        cairo_clip(cr)
      }
    }
    defer {
      if clips {
        cairo_restore(cr)
        innerClips -= 1
      }
    }
    for child in layer.children where child !== overlay {
      try draw(
        child, in: m, alpha: alpha, isRoot: false, skipping: nil, cr: cr, into: surface,
        raster: raster)
    }
  }

  /// The layer's background, filled path and border, in the rasteriser's order.
  func fillOwnGeometry(
    of layer: Layer, index: Int, _ m: Transform3D, alpha: Double, cr: OpaquePointer,
    into surface: ImageSurface
  ) {
    let b = layer.bounds
    let radius = LayerRasterizer.cornerRadius(of: layer)
    let bg = layer.backgroundColor.presented
    // Non-zero fills go straight into the frame unless a clip inside the face is in force.
    let direct = innerClips == 0 ? directClip : nil
    if bg.alpha > 0, radius == 0, m.m12 == 0, m.m21 == 0 {
      let rect = Self.faceRect(b, m)
      if let direct, columnsStayVertical {
        // Square, turned about the vertical axis: a stripe of the stack of rectangles across
        // the same columns, filled when something else is drawn.
        if let color = dimmed(bg, alpha: alpha) {
          stack(
            rect, color, opaque: alpha >= 1 && bg.alpha >= 1, index: index, clip: direct,
            into: surface)
        }
      } else if let rest = uncovered(rect, after: index) {
        // Square: only what later opaque rectangles leave uncovered, in face points.
        emit(.rect(rest.rect), .identity, cr, direct: direct != nil)
        fill(bg, alpha: alpha, cr, direct: direct, into: surface)
      }
    } else if bg.alpha > 0 {
      emit(
        radius > 0 ? .roundedRect(b, radius: radius) : .rect(b), m, cr, direct: direct != nil)
      fill(bg, alpha: alpha, cr, direct: direct, into: surface)
    }
    if case .shape(let shape) = layer.content, let color = shape.fill {
      // Upright, cut off where a later opaque band across its whole width takes over.
      let cut =
        m.m12 == 0 && m.m21 == 0 ? coveredBelow(Self.faceRect(layer.bounds, m), after: index) : nil
      emit(shape.path, m, cr, direct: direct != nil, above: cut)
      fill(color, alpha: alpha, cr, direct: direct, into: surface)
    }
    let w = layer.borderWidth
    if w > 0 && layer.borderColor.alpha > 0 {
      // The rasteriser strokes the outline inset by half the width: the same ring is the
      // outline minus the outline inset by the whole width.
      let outer: Path = radius > 0 ? .roundedRect(b, radius: radius) : .rect(b)
      let inset = b.grown(by: -w)
      let inner: Path? =
        inset.width > 0 && inset.height > 0
        ? (radius > 0 ? .roundedRect(inset, radius: max(0, radius - w)) : .rect(inset)) : nil
      if let direct {
        // Non-zero winding: the inner outline, traced backwards, takes its inside away.
        emit(outer, m, cr, direct: true)
        if let inner { emitReversed(inner, m) }
        fill(layer.borderColor, alpha: alpha, cr, direct: direct, into: surface)
      } else {
        emit(outer, m, cr)
        if let inner { emit(inner, m, cr) }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        fill(layer.borderColor, alpha: alpha, cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      }
    }
  }

  /// Adds the outline just emitted (`box`), cut to the target and the direct clip, to
  /// ``paintedPixels``: a face drawn in parts counts each pixel once.
  func countPainted() {
    let clip = directClip.map { (Double($0.x0), Double($0.y0), Double($0.x1), Double($0.y1)) }
    let width = min(box.x1, targetWidth, clip?.2 ?? .infinity) - max(box.x0, 0, clip?.0 ?? 0)
    let height = min(box.y1, targetHeight, clip?.3 ?? .infinity) - max(box.y0, 0, clip?.1 ?? 0)
    paintedPixels += max(0, width) * max(0, height)
  }

  /// Fills the outline just emitted, with cairo or, given the frame's clip (`direct`),
  /// with ``PolygonFill``.
  func fill(
    _ c: Color, alpha: Double, _ cr: OpaquePointer,
    direct: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil, into surface: ImageSurface? = nil
  ) {
    fillStack()
    let dim = 1 - min(max(face.shade, 0), 1)
    let color = (c.red * dim, c.green * dim, c.blue * dim, c.alpha * alpha)
    if let direct, let surface {
      polygon.fill(color, into: surface, clip: direct)
    } else {
      cairo_set_source_rgba(cr, color.0, color.1, color.2, color.3)
      cairo_fill(cr)
    }
    countPainted()
  }

  /// Projects a layer's raster on its own: its rectangle's corners through the face, the
  /// columns between by the warp's exact 1-D projective map; inside the direct clip's columns
  /// when there is one (a face drawn beside another on a second thread writes only its own).
  func warpRaster(
    _ source: ImageSurface, origin: Point, _ m: Transform3D, alpha: Double,
    into surface: ImageSurface
  ) throws {
    let r = Rect(
      x: origin.x / scale, y: origin.y / scale, width: Double(source.width) / scale,
      height: Double(source.height) / scale)
    box = (.infinity, .infinity, -.infinity, -.infinity)
    let p00 = project(Point(r.minX, r.minY), m, pushingEdges: false)
    let p10 = project(Point(r.maxX, r.minY), m, pushingEdges: false)
    let p01 = project(Point(r.minX, r.maxY), m, pushingEdges: false)
    let p11 = project(Point(r.maxX, r.maxY), m, pushingEdges: false)
    let pm = project(Point(r.midX, r.minY), m, pushingEdges: false)
    countPainted()
    fillStack()
    surface.flush()
    defer { surface.markDirty() }
    try warp.draw(
      source, into: surface, topLeft: p00, topRight: p10, bottomLeft: p01, bottomRight: p11,
      topMiddle: pm, opacity: alpha, shade: face.shade,
      columns: directClip.map { $0.x0..<max($0.x0, $0.x1) },
      rows: directClip.map { $0.y0..<max($0.y0, $0.y1) })
  }
}
