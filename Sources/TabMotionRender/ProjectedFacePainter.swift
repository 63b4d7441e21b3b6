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

  private let warp: PerspectiveWarp
  /// How many device pixels the last ``draw`` painted, counting each fill and raster by its
  /// projected bounding box within the target (the renderer's pass count).
  private(set) var paintedPixels = 0.0

  // Per draw: the face, the device size and where a shared edge's points go.
  private var face = Face(
    transform: .identity, size: .zero, opacity: 1, shade: 0, solidLeftEdge: false,
    solidRightEdge: false)
  private var scale = 1.0
  private var targetWidth = 0.0
  private var targetHeight = 0.0
  /// How far a shared edge's points move across the screen, in device pixels (±1 outward,
  /// 0 for an edge that is not shared).
  private var leftEdgeShift = 0.0
  private var rightEdgeShift = 0.0
  /// The bounding box of the outline being emitted, in device pixels.
  private var box = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)

  /// The face's opaque plain rectangles and the solid lower bands of its opaque filled shapes
  /// (unclipped, upright, at full opacity), in face points, numbered in drawing order: a
  /// background or a shape drawn before one of them need not be filled where it will be
  /// painted over (a page's sky bands and hills cover its background, the near hill the foot
  /// of the far one).
  private var occluders: [(index: Int, rect: Rect)] = []
  /// The number of the next layer in drawing order.
  private var visited = 0
  /// Face points that are at least two device pixels tall anywhere on the face: how far a
  /// background still reaches under an occluder, so that their antialiased edges never meet.
  private var overlap = 0.0

  /// Where fills may be written directly (``PolygonFill``, ``TrapezoidFill``): the frame's
  /// clip when it is one whole-pixel rectangle; nil otherwise.
  private var directClip: (x0: Int, y0: Int, x1: Int, y1: Int)?
  /// The face's columns stay vertical (a turn about the vertical axis): its upright
  /// rectangles project to ``TrapezoidFill``'s trapezoids.
  private var columnsStayVertical = false
  /// How many clips inside the face are in force (direct fills would ignore them).
  private var innerClips = 0
  /// The outline being built for a direct fill.
  private let polygon = PolygonFill()
  /// A sub-path's projected points, kept to be traced backwards (``emitReversed``).
  private var reversedPoints: [Point] = []
  /// The face's square fills are trapezoids, whose hidden sides are filled whole (see
  /// ``uncovered(_:after:)``): there is one rectangular clip and the columns stay vertical.
  private var hidesSides: Bool { directClip != nil && columnsStayVertical }

  /// Filled shapes' solid bands (the renderer's, shared with its occlusion plan).
  private let bands: ShapeBandCache

  init(warp: PerspectiveWarp, bands: ShapeBandCache) {
    self.warp = warp
    self.bands = bands
  }

  // MARK: What can be drawn this way

  /// True when every layer of the face's subtree (apart from `overlay`, its dimming) can be
  /// drawn by geometry or as a raster projected on its own, exactly as flattening would.
  static func canDraw(_ face: Layer, skipping overlay: Layer?, transform: Transform3D) -> Bool {
    // Warped rasters need the face's vertical lines to stay vertical (a turn about the
    // vertical axis): the warp maps whole pixel columns.
    let columnsStayVertical = abs(transform.m21) < 1e-9 && abs(transform.m24) < 1e-12
    return canDraw(
      face, in: .identity, kept: .everything, isRoot: true, skipping: overlay,
      rastersAllowed: columnsStayVertical)
  }

  /// What the clips above a layer keep, in face points, as far as a raster is concerned.
  private enum Kept {
    /// No clip.
    case everything
    /// At least this rectangle (a clip's inner part, within its rounded corners).
    case rect(Rect)
    /// A clip no rectangle stands for (a mask, a rotated clip): no raster may be under it.
    case unknown
  }

  /// - Parameter parent: the layer's parent's points to the face's points (2-D affine).
  private static func canDraw(
    _ layer: Layer, in parent: Transform3D, kept: Kept, isRoot: Bool, skipping overlay: Layer?,
    rastersAllowed: Bool
  ) -> Bool {
    guard !layer.isHidden, layer.opacity.presented > 0.001 else { return true }
    let local = isRoot ? Transform3D.identity : layer.transformToParent
    guard local.isAffine2D else { return false }
    let m = local.concatenating(parent)
    let upright = m.m12 == 0 && m.m21 == 0
    if LayerRasterizer.drawsSomething(layer), !drawsByGeometry(layer) {
      // A raster: its projection needs an upright rectangle that no clip cuts.
      guard rastersAllowed, upright, m.m11 != 0, m.m22 > 0 else { return false }
      let drawn = faceRect(layer.bounds.grown(by: LayerRasterizer.padding(layer)), m)
      switch kept {
      case .everything: break
      case .rect(let r): guard r.encloses(drawn) else { return false }
      case .unknown: return false
      }
    }
    var inner = kept
    if !layer.children.isEmpty {
      if layer.mask != nil {
        inner = .unknown
      } else if layer.clipsToBounds {
        if upright {
          // Rounded: only what lies inside the corners' inset is surely kept.
          let r = LayerRasterizer.cornerRadius(of: layer)
          let own = faceRect(layer.bounds.grown(by: -r), m)
          switch kept {
          case .everything: inner = .rect(own)
          case .rect(let k): inner = .rect(k.intersection(own) ?? .zero)
          case .unknown: inner = .unknown
          }
        } else {
          inner = .unknown
        }
      }
    }
    for child in layer.children where child !== overlay {
      guard
        canDraw(
          child, in: m, kept: inner, isRoot: false, skipping: nil, rastersAllowed: rastersAllowed)
      else { return false }
    }
    return true
  }

  /// True when the layer's own drawing is filled as outlines, projected: it has geometry, and
  /// is not a small rounded shape — a dot, a capsule — whose outline is mostly corners: cairo
  /// scan-converts a turned capsule of a progress bar (a sliver across a hundred pixel rows)
  /// at five times the cost of warping its small raster.
  static func drawsByGeometry(_ layer: Layer) -> Bool {
    guard hasGeometry(layer) else { return false }
    let b = layer.bounds
    let radius = LayerRasterizer.cornerRadius(of: layer)
    let mostlyCorners = radius > 0 && min(b.width, b.height) <= 4 * radius
    return !(mostlyCorners && b.width * b.height <= Self.smallShapeArea)
  }

  /// Square points up to which a rounded shape that is mostly corners is warped as a raster.
  static let smallShapeArea = 4096.0

  /// True when the layer's own drawing is outlines to fill: a background, a border, a filled
  /// path, nothing that needs a raster.
  static func hasGeometry(_ layer: Layer) -> Bool {
    guard layer.shadow == nil else { return false }
    switch layer.content {
    case .none: return true
    case .shape(let shape): return shape.stroke == nil
    case .text, .icon, .image: return false
    }
  }

  /// `rect` in a layer's points through `m` (an upright 2-D affine map) into face points.
  private static func faceRect(_ rect: Rect, _ m: Transform3D) -> Rect {
    let x0 = m.m11 * rect.minX + m.m41
    let x1 = m.m11 * rect.maxX + m.m41
    let y0 = m.m22 * rect.minY + m.m42
    let y1 = m.m22 * rect.maxY + m.m42
    return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
  }

  // MARK: Drawing

  /// Draws `layer`'s subtree (without `overlay`) as `face` into `cr`, whose target is
  /// `surface`; `raster` gives a layer's cached raster and where its corner goes, in device
  /// pixels from the layer's origin. Call only when ``canDraw(_:skipping:transform:)`` said so.
  func draw(
    _ layer: Layer, as face: Face, skipping overlay: Layer?, scale: Double, cr: OpaquePointer,
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
    directClip = surface.clipRectangle(of: cr)
    columnsStayVertical = abs(face.transform.m21) < 1e-9 && abs(face.transform.m24) < 1e-12
    try draw(
      layer, in: .identity, alpha: face.opacity, isRoot: true, skipping: overlay, cr: cr,
      into: surface, raster: raster)
  }

  /// How far a trimmed background must still reach under an occluder, in face points, so
  /// that no pixel is crossed by both their antialiased edges: two device pixels plus how far
  /// a level line of the face falls across two pixel columns (its steepest are the face's top
  /// and bottom edges), at the face's most squeezed column. Infinite for a face seen edge-on:
  /// nothing is trimmed then.
  private func verticalOverlap() -> Double {
    let w = face.size.width
    let h = face.size.height
    guard let p00 = face.transform.project(Point(0, 0)),
      let p10 = face.transform.project(Point(w, 0)),
      let p01 = face.transform.project(Point(0, h)),
      let p11 = face.transform.project(Point(w, h)),
      abs(p10.x - p00.x) > 1, h > 0
    else { return .infinity }
    let slope = max(abs(p10.y - p00.y), abs(p11.y - p01.y)) / abs(p10.x - p00.x)
    let pixelsPerPoint = min(abs(p01.y - p00.y), abs(p11.y - p10.y)) / h
    guard pixelsPerPoint > 1e-9 else { return .infinity }
    return (2 + 2 * slope) / pixelsPerPoint
  }

  /// A layer as both walks over the face see it: its accumulated opacity and its points to
  /// face points; nil when it draws nothing (hidden or transparent), and is not numbered.
  private static func enter(
    _ layer: Layer, _ parent: Transform3D, _ parentAlpha: Double, isRoot: Bool
  ) -> (alpha: Double, m: Transform3D)? {
    guard !layer.isHidden else { return nil }
    let alpha = parentAlpha * layer.opacity.presented
    guard alpha > 0.001 else { return nil }
    return (alpha, (isRoot ? Transform3D.identity : layer.transformToParent).concatenating(parent))
  }

  /// Numbers the layers in the order ``draw`` meets them and notes the occluders.
  private func collectOccluders(
    _ layer: Layer, in parent: Transform3D, alpha parentAlpha: Double, isRoot: Bool,
    clipped: Bool, skipping overlay: Layer?
  ) {
    guard let (alpha, m) = Self.enter(layer, parent, parentAlpha, isRoot: isRoot) else { return }
    let index = visited
    visited += 1
    if !clipped, alpha >= 1, m.m12 == 0, m.m21 == 0 {
      if LayerRasterizer.isPlainRectangle(layer), layer.backgroundColor.presented.alpha >= 1 {
        occluders.append((index, Self.faceRect(layer.bounds, m)))
      }
      // The solid lower part of an opaque filled shape (a hill across the page).
      if let band = bands.band(of: layer) {
        occluders.append((index, Self.faceRect(band, m)))
      }
    }
    let clipsChildren = clipped || layer.clipsToBounds || layer.mask != nil
    for child in layer.children where child !== overlay {
      collectOccluders(
        child, in: m, alpha: alpha, isRoot: false, clipped: clipsChildren, skipping: nil)
    }
  }

  /// The part of `rect` (face points) that occluders numbered after `index` leave uncovered,
  /// as far as whole-width occluders at its top and bottom take it away, reaching `overlap`
  /// under them; nil when nothing is left.
  ///
  /// A side is hidden when later occluders cover it and reach at least `overlap` beyond it:
  /// every pixel its antialiasing reaches is painted over, or lies under the first occluder's
  /// own antialiased edge, which then blends over this fill's colour rather than over what
  /// was there before. That is also what lets occluders that overlap by less than `overlap` —
  /// a page's sky bands, a point over each other — cover as one: the earlier one's side under
  /// the later is hidden, filled whole, so no pixel between them is left partly covered.
  private func uncovered(
    _ rect: Rect, after index: Int
  ) -> (rect: Rect, hiddenTop: Bool, hiddenBottom: Bool)? {
    var top = rect.minY
    var bottom = rect.maxY
    if let covered = coveredSpan(around: rect.minY, of: rect, after: index) {
      top = max(top, covered.upperBound - overlap)
    }
    if let covered = coveredSpan(around: rect.maxY, of: rect, after: index) {
      bottom = min(bottom, covered.lowerBound + overlap)
    }
    guard top < bottom else { return nil }
    // A side trimmed to `overlap` inside is hidden, whatever the rounding of the trim.
    let margin = overlap * (1 - 1e-9)
    let hiddenTop = coveredSpan(around: top, of: rect, after: index).map {
      top - $0.lowerBound >= margin
    }
    let hiddenBottom = coveredSpan(around: bottom, of: rect, after: index).map {
      $0.upperBound - bottom >= margin
    }
    return (
      Rect(x: rect.minX, y: top, width: rect.width, height: bottom - top), hiddenTop ?? false,
      hiddenBottom ?? false
    )
  }

  /// The face height below which occluders numbered after `index` cover the whole width of
  /// `rect` (face points) down to its bottom, less `overlap`; nil when they do not.
  private func coveredBelow(_ rect: Rect, after index: Int) -> Double? {
    guard let covered = coveredSpan(around: rect.maxY, of: rect, after: index),
      covered.lowerBound + overlap < rect.maxY
    else { return nil }
    return covered.lowerBound + overlap
  }

  /// The heights (face points) around `y` that occluders numbered after `index`, each across
  /// the whole width of `rect`, cover without a gap, together: a page's sky bands, each
  /// reaching a little under the next, cover the sky between them as one. Nil when none
  /// covers `y`.
  ///
  /// Where two of them meet, the pixels there are opaque only if the antialiased edges of
  /// both do not fall on them together: when the face's rectangles are filled as trapezoids
  /// (``hidesSides``), the earlier one's side under the later is filled whole, provided the
  /// later reaches `overlap` past it — every occluder taken in is at least twice `overlap`
  /// tall; otherwise each must reach `overlap` into the span so far.
  private func coveredSpan(
    around y: Double, of rect: Rect, after index: Int
  ) -> ClosedRange<Double>? {
    var low = Double.infinity
    var high = -Double.infinity
    var thin = false
    for o in occluders
    where o.index > index && o.rect.minX <= rect.minX && o.rect.maxX >= rect.maxX
      && o.rect.minY <= y && y <= o.rect.maxY
    {
      low = min(low, o.rect.minY)
      high = max(high, o.rect.maxY)
      thin = thin || o.rect.height < 2 * overlap
    }
    guard low <= high else { return nil }
    var grew = !(hidesSides && thin)
    while grew {
      grew = false
      for o in occluders
      where o.index > index && o.rect.minX <= rect.minX && o.rect.maxX >= rect.maxX
        && (o.rect.minY < low || o.rect.maxY > high)
      {
        let joins =
          hidesSides
          ? o.rect.minY <= high && o.rect.maxY >= low && o.rect.height >= 2 * overlap
          : o.rect.minY <= high - overlap && o.rect.maxY >= low + overlap
        guard joins else { continue }
        low = min(low, o.rect.minY)
        high = max(high, o.rect.maxY)
        grew = true
      }
    }
    return low...high
  }

  private func draw(
    _ layer: Layer, in parent: Transform3D, alpha parentAlpha: Double, isRoot: Bool,
    skipping overlay: Layer?, cr: OpaquePointer, into surface: ImageSurface,
    raster: (Layer) throws -> (surface: ImageSurface, origin: Point)
  ) throws {
    guard let (alpha, m) = Self.enter(layer, parent, parentAlpha, isRoot: isRoot) else { return }
    let index = visited
    visited += 1
    if LayerRasterizer.drawsSomething(layer) {
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
  private func fillOwnGeometry(
    of layer: Layer, index: Int, _ m: Transform3D, alpha: Double, cr: OpaquePointer,
    into surface: ImageSurface
  ) {
    let b = layer.bounds
    let radius = LayerRasterizer.cornerRadius(of: layer)
    let bg = layer.backgroundColor.presented
    // Non-zero fills go straight into the frame unless a clip inside the face is in force.
    let direct = innerClips == 0 ? directClip : nil
    if bg.alpha > 0, radius == 0, m.m12 == 0, m.m21 == 0 {
      // Square: only what later opaque rectangles leave uncovered, in face points.
      if let rest = uncovered(Self.faceRect(b, m), after: index) {
        if let direct, columnsStayVertical {
          fillTrapezoid(
            rest.rect, bg, alpha: alpha, hiddenTop: rest.hiddenTop,
            hiddenBottom: rest.hiddenBottom, clip: direct, into: surface)
        } else {
          emit(.rect(rest.rect), .identity, cr, direct: direct != nil)
          fill(bg, alpha: alpha, cr, direct: direct, into: surface)
        }
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

  /// Fills a rectangle of the face (face points) as the trapezoid it projects to, without
  /// cairo's scan converter (see ``TrapezoidFill``).
  private func fillTrapezoid(
    _ rect: Rect, _ c: Color, alpha: Double, hiddenTop: Bool, hiddenBottom: Bool,
    clip: (x0: Int, y0: Int, x1: Int, y1: Int), into surface: ImageSurface
  ) {
    box = (.infinity, .infinity, -.infinity, -.infinity)
    var topLeft = project(Point(rect.minX, rect.minY), .identity)
    var topRight = project(Point(rect.maxX, rect.minY), .identity)
    var bottomLeft = project(Point(rect.minX, rect.maxY), .identity)
    var bottomRight = project(Point(rect.maxX, rect.maxY), .identity)
    if topLeft.x > topRight.x {
      // Seen from behind: the face's left side is on the right.
      swap(&topLeft, &topRight)
      swap(&bottomLeft, &bottomRight)
    }
    let dim = 1 - min(max(face.shade, 0), 1)
    TrapezoidFill(
      left: topLeft.x, right: topRight.x, topLeft: topLeft.y, topRight: topRight.y,
      bottomLeft: bottomLeft.y, bottomRight: bottomRight.y, hiddenTop: hiddenTop,
      hiddenBottom: hiddenBottom
    ).fill(
      (c.red * dim, c.green * dim, c.blue * dim, c.alpha * alpha), into: surface, clip: clip)
    countPainted()
  }

  /// Adds the outline just emitted (`box`), cut to the target, to ``paintedPixels``.
  private func countPainted() {
    let width = min(box.x1, targetWidth) - max(box.x0, 0)
    let height = min(box.y1, targetHeight) - max(box.y0, 0)
    paintedPixels += max(0, width) * max(0, height)
  }

  /// Fills the outline just emitted, with cairo or, given the frame's clip (`direct`),
  /// with ``PolygonFill``.
  private func fill(
    _ c: Color, alpha: Double, _ cr: OpaquePointer,
    direct: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil, into surface: ImageSurface? = nil
  ) {
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

  /// Appends `path` (in a layer's points, `m` taking them to face points) to cairo's current
  /// path in device pixels, projected, and notes its bounding box.
  /// With `above`, only the part of the outline above that face height is emitted (each
  /// sub-path clipped to the half-plane, Sutherland–Hodgman, which keeps a fill's winding
  /// numbers there): what a later opaque band covers is not filled twice.
  /// With `direct`, the outline goes to ``PolygonFill`` instead of cairo's current path.
  private func emit(
    _ path: Path, _ m: Transform3D, _ cr: OpaquePointer, direct: Bool = false,
    above cut: Double? = nil
  ) {
    box = (.infinity, .infinity, -.infinity, -.infinity)
    let magnification = max(abs(m.m11) + abs(m.m21), abs(m.m12) + abs(m.m22), 1e-9)
    let tolerance = Self.flatness / (scale * magnification)
    let polygon = self.polygon
    func moveTo(_ q: Point) {
      if direct { polygon.move(to: q.x, q.y) } else { cairo_move_to(cr, q.x, q.y) }
    }
    func lineTo(_ q: Point) {
      if direct { polygon.line(to: q.x, q.y) } else { cairo_line_to(cr, q.x, q.y) }
    }
    func close() {
      if direct { polygon.close() } else { cairo_close_path(cr) }
    }
    guard let cut else {
      // Every frame, every outline of a turned face: each point projected as it comes.
      path.flatten(tolerance: tolerance) { step in
        switch step {
        case .move(let p): moveTo(project(p, m))
        case .line(let p): lineTo(project(p, m))
        case .close: close()
        }
      }
      return
    }
    // Face points from here on: clipped there, then projected.
    var first: Point?
    var previous = Point.zero
    var started = false
    func out(_ f: Point) {
      let q = project(f, .identity)
      if started { lineTo(q) } else { moveTo(q) }
      started = true
    }
    func edge(to f: Point) {
      let wasInside = previous.y <= cut
      let isInside = f.y <= cut
      if wasInside != isInside {
        let t = (cut - previous.y) / (f.y - previous.y)
        out(Point(previous.x + (f.x - previous.x) * t, cut))
      }
      if isInside { out(f) }
      previous = f
    }
    func finish() {
      if let f = first { edge(to: f) }
      if started { close() }
      first = nil
      started = false
    }
    path.flatten(tolerance: tolerance) { step in
      switch step {
      case .move(let p):
        finish()
        let f = Self.facePoint(p, m)
        first = f
        previous = f
        if f.y <= cut { out(f) }
      case .line(let p):
        if first == nil {
          first = previous
          if previous.y <= cut { out(previous) }
        }
        edge(to: Self.facePoint(p, m))
      case .close:
        finish()
      }
    }
    finish()
  }

  /// Appends `path` (as ``emit``) to the direct fill's outline with each sub-path traced
  /// backwards, which turns its winding around: under a shape traced forwards, its inside is
  /// taken away (a border's ring).
  private func emitReversed(_ path: Path, _ m: Transform3D) {
    let magnification = max(abs(m.m11) + abs(m.m21), abs(m.m12) + abs(m.m22), 1e-9)
    let tolerance = Self.flatness / (scale * magnification)
    reversedPoints.removeAll(keepingCapacity: true)
    func flush() {
      guard let last = reversedPoints.last else { return }
      polygon.move(to: last.x, last.y)
      for q in reversedPoints.reversed().dropFirst() { polygon.line(to: q.x, q.y) }
      polygon.close()
      reversedPoints.removeAll(keepingCapacity: true)
    }
    path.flatten(tolerance: tolerance) { step in
      switch step {
      case .move(let p):
        flush()
        reversedPoints.append(project(p, m))
      case .line(let p): reversedPoints.append(project(p, m))
      case .close: flush()
      }
    }
    flush()
  }

  /// A layer's point in face points.
  private static func facePoint(_ p: Point, _ m: Transform3D) -> Point {
    Point(m.m11 * p.x + m.m21 * p.y + m.m41, m.m12 * p.x + m.m22 * p.y + m.m42)
  }

  /// A layer's point in device pixels: into face points, projected, and a shared edge's
  /// points moved a device pixel outward across the screen (level, not along the face's
  /// slanted top and bottom, so the moved part stays within the edge's own height).
  private func project(_ p: Point, _ m: Transform3D, pushingEdges: Bool = true) -> Point {
    let f = Self.facePoint(p, m)
    // The face's corners project (the renderer checked); a layer reaching far beyond the
    // face may not, and is drawn as far as it does.
    var q = face.transform.project(f) ?? .zero
    let near = 1e-6 * max(1, face.size.width)
    if !pushingEdges {
      // A raster keeps its exact place.
    } else if abs(f.x) <= near {
      q.x += leftEdgeShift
    } else if abs(f.x - face.size.width) <= near {
      q.x += rightEdgeShift
    }
    box.x0 = min(box.x0, q.x)
    box.y0 = min(box.y0, q.y)
    box.x1 = max(box.x1, q.x)
    box.y1 = max(box.y1, q.y)
    return q
  }

  /// Projects a layer's raster on its own: its rectangle's corners through the face, the
  /// columns between by the warp's exact 1-D projective map.
  private func warpRaster(
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
    cairo_surface_flush(surface.surface)
    defer { cairo_surface_mark_dirty(surface.surface) }
    try warp.draw(
      source, into: surface, topLeft: p00, topRight: p10, bottomLeft: p01, bottomRight: p11,
      topMiddle: pm, opacity: alpha, shade: face.shade)
  }
}

extension Rect {
  /// The rectangle grown by `d` on every side (shrunk for a negative `d`).
  fileprivate func grown(by d: Double) -> Rect {
    Rect(x: minX - d, y: minY - d, width: width + 2 * d, height: height + 2 * d)
  }

  /// True when `other` lies inside this rectangle (edges may touch).
  fileprivate func encloses(_ other: Rect) -> Bool {
    other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
  }
}
