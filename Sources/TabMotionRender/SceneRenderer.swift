import CCairo
import TabMotionCore
import TabMotionUI

/// Turns a layer tree into pixels: each layer's own drawing is rasterised once into a cached
/// surface (again only when its `rasterVersion` changes; layers that look alike share one),
/// and every frame composites those surfaces with cairo using each layer's transform, opacity,
/// clip and mask.
///
/// Layers with a 3-D transform (a cube face rotated about the vertical axis with perspective)
/// are drawn by projecting their subtree's geometry — backgrounds, borders, filled paths,
/// clips — and filling it straight into the frame; only rasters (text, images) go through
/// `PerspectiveWarp`, one by one. A face that cannot be drawn exactly that way is flattened
/// into an offscreen surface and warped whole (``drawsFacesByGeometry``).
///
/// What opaque layers drawn later cover is left out: a layer's drawing under one of them, and
/// the covered part of a plain colour fill (a background behind two turned cube faces). Opaque
/// rectangles, cards' middles, the solid lower band of filled shapes and turned faces' insides
/// all cover; under a rounded clip, only inside the boxes inscribed in its shape.
///
/// A frame redraws only what changed since the last one: the occlusion plan records what each
/// layer's pixels depend on, and only the rectangle around the layers whose record changed is
/// drawn again; a frame with a layer turned in 3-D is drawn whole.
///
/// Pure translations at 1:1 device scale are snapped to whole device pixels (≤ ⅙ pt at 3×) so
/// text stays crisp and blits take cairo's fast nearest-neighbour path.
public final class SceneRenderer {
  /// Device pixels per point of the rendered frames.
  public let scale: Double
  /// The size of the scene in points; change it with ``resize(viewport:)``.
  public private(set) var viewport: Size
  /// The surface each ``render(_:)`` composites into and returns, reused from frame to frame.
  public private(set) var target: ImageSurface
  /// How many layers were rasterised during the last `render` (0 while only moving things).
  public private(set) var rasterizations = 0
  /// Background behind the root layer.
  public var clearColor = Color.white

  private let rasterizer: LayerRasterizer
  private let texts: TextRasterCache
  private let warp: PerspectiveWarp
  private let painter: ProjectedFacePainter
  /// Fills rounded plain backgrounds in place (``fillsInPlace(_:_:_:cr:into:)``).
  private let inPlaceFill = PolygonFill()
  /// Filled shapes' solid bands, shared by the occlusion plan and the face painter.
  private let shapeBands: ShapeBandCache
  /// Halved copies of rasters drawn at less than half their size.
  private let reduced = ReducedRasterCache()
  /// How layers turned in 3-D (cube faces) are drawn. True (the default): by projecting their
  /// geometry — backgrounds, borders, filled paths, clips — and filling it straight into the
  /// frame, with only text, images and other rasters warped one by one; faces with something
  /// that cannot be drawn exactly that way (a raster cut by a clip or a mask) are flattened
  /// instead. False: every face is flattened into an offscreen surface and warped whole, pixel
  /// by pixel — the reference the geometry is tested against, slower and heavier on memory.
  public var drawsFacesByGeometry = true
  private var cache: [ObjectIdentifier: CachedRaster] = [:]
  private var offscreens: [ObjectIdentifier: ImageSurface] = [:]
  /// What each offscreen holds: the layer (weakly: an identifier can be reused after the
  /// layer is gone), the surface it was drawn into and the subtree's signature.
  private var flattened: [ObjectIdentifier: FlattenedFace] = [:]

  private struct FlattenedFace {
    weak var layer: Layer?
    var surface: ObjectIdentifier
    var signature: Int
  }
  /// How many perspective faces were flattened (redrawn offscreen) during the last `render`.
  public private(set) var flattenings = 0
  private var generation = 0

  /// A text layer's shared raster and where it goes, in device pixels from the layer's
  /// (pixel-aligned) origin: the raster's corner and the part of it inside the layer.
  private struct PlacedText {
    weak var layer: Layer?
    var version: Int
    var surface: ImageSurface
    var origin: Point
    var visible: Rect
    var lastUsed: Int
  }
  private var placedTexts: [ObjectIdentifier: PlacedText] = [:]

  /// Rasters by what they show, shared by every layer that looks the same, for as long as a
  /// cached layer shows them: a layer redrawn every frame (a colour animating under a shadow)
  /// keeps one raster, not one per frame.
  private var looks: [RasterLook: SharedRaster] = [:]

  private struct SharedRaster {
    var surface: ImageSurface
    /// Where the raster's corner goes, in device pixels from the layer's origin.
    var origin: Point
    /// Entries of `cache` showing it.
    var users: Int
  }

  /// How many rasters are shared by look now (for tests: one per look on screen).
  var sharedRasterCount: Int { looks.count }
  /// How many rasters have halved copies now (for tests: those drawn below half size).
  var reducedRasterCount: Int { reduced.count }

  private struct CachedRaster {
    weak var layer: Layer?
    var version: Int
    var look: RasterLook
    var surface: ImageSurface
    /// Where the raster's corner goes, in device pixels from the layer's origin.
    var origin: Point
    var lastUsed: Int
  }

  /// Creates a renderer with a transparent target of `viewport` × `scale` pixels (each side
  /// rounded, at least 1).
  ///
  /// Throws `TabMotionError` when `scale` is not finite and positive, and ``RenderError``
  /// when the target surface cannot be created (a side over 32767 pixels).
  /// - Parameters:
  ///   - viewport: The size of the scene, in points.
  ///   - scale: Device pixels per point; must be finite and greater than 0.
  ///   - text: The Pango renderer used to rasterise text layers (share the one that measured
  ///     them, so layout and pixels agree).
  public init(viewport: Size, scale: Double, text: TextRenderer) throws {
    try TabMotionError.requirePositive(scale, "scale")
    self.scale = scale
    self.viewport = viewport
    target = try SceneRenderer.makeTarget(
      width: SceneRenderer.pixels(viewport.width, scale),
      height: SceneRenderer.pixels(viewport.height, scale), reusing: nil)
    rasterizer = LayerRasterizer(text: text)
    rasterizer.pool = pool
    warp = PerspectiveWarp()
    shapeBands = ShapeBandCache(scale: scale)
    painter = ProjectedFacePainter(warp: warp, bands: shapeBands)
    texts = TextRasterCache(scale: scale, text: text)
    pool.reserve(byteCount: spareByteCount)
  }

  static func pixels(_ points: Double, _ scale: Double) -> Int {
    max(1, Int(saturating: (points * scale).rounded()))
  }

  /// Switches to a new viewport in points (rotation, window resize), making a new ``target``
  /// when it changes; cached layer rasters stay valid. The new target reuses the old one's
  /// memory when it fits (a rotation always does), so the surface the last ``render(_:)``
  /// returned must not be read after this. Throws ``RenderError`` when the new target cannot
  /// be created.
  public func resize(viewport: Size) throws {
    guard viewport != self.viewport else { return }
    self.viewport = viewport
    lastRoot = nil  // a new target holds nothing yet
    target = try SceneRenderer.makeTarget(
      width: SceneRenderer.pixels(viewport.width, scale),
      height: SceneRenderer.pixels(viewport.height, scale), reusing: target.buffer)
  }

  /// A target over `buffer` when it is large enough, else over a new buffer. Writing into
  /// pages already touched saves the page faults of new memory: ~3,000 for a 1170×2532 frame,
  /// which made a rotation's frame twice as slow.
  private static func makeTarget(
    width: Int, height: Int, reusing buffer: PixelBuffer?
  ) throws -> ImageSurface {
    try ImageSurface.check(width, height)
    let bytes = ImageSurface.stride(forWidth: width) * height
    if let buffer, buffer.byteCount >= bytes {
      return try ImageSurface(width: width, height: height, over: buffer)
    }
    return try ImageSurface(width: width, height: height, over: PixelBuffer(byteCount: bytes))
  }

  /// How many times over the last ``render(_:)`` painted the frame's area: the clear, each
  /// layer's drawing cut to its clips, and the warped faces (0 for a skipped frame).
  public private(set) var fullFramePasses = 0.0
  /// Layers hidden under opaque ones or off the target are not drawn.
  private var occlusion = OcclusionPlan()
  /// The plan's number of the next layer `draw` meets in the target.
  private var planned = 0
  private var warpedPixels = 0.0

  /// True when the last ``render(_:)`` found nothing changed and returned `target` as it was.
  public private(set) var skippedLastFrame = false
  /// The root drawn last, and with which clear colour, to know that `target` still shows it.
  private weak var lastRoot: Layer?
  private var lastClearColor: Color?

  /// Composites the presented scene into `target` and returns it.
  ///
  /// A frame in which nothing changed — the same root, not marked by
  /// `Layer.needsRedraw`, the same viewport and clear colour — costs nothing: `target`
  /// already holds it and is returned as it is. A frame in which something changed is
  /// redrawn only inside the rectangle where layers moved, faded or were redrawn
  /// (``redrawnRegion``), with exactly the pixels a whole redraw would give; the rest of
  /// `target` is kept from the frame before, so draw nothing into it between frames.
  @discardableResult
  public func render(_ root: Layer) throws -> ImageSurface {
    rasterizations = 0
    flattenings = 0
    if !root.needsRedraw, lastRoot === root, lastClearColor == clearColor {
      skippedLastFrame = true
      fullFramePasses = 0
      return target
    }
    occlusion.plan(
      root, scale: scale, width: target.width, height: target.height, bands: shapeBands)
    damage.update(
      occlusion.footprints,
      full: lastRoot !== root || lastClearColor != clearColor || occlusion.hasFaces
        || hadFaces,
      width: target.width, height: target.height)
    hadFaces = occlusion.hasFaces
    lastRoot = root
    lastClearColor = clearColor
    // A frame that fails half-drawn leaves `target` holding no frame: the next one redraws all.
    var drawn = false
    defer { if !drawn { lastRoot = nil } }
    if !damage.isFull && damage.box == nil {
      // Marked, but nothing on screen moved (a value written again, a change under a
      // hidden layer).
      skippedLastFrame = true
      fullFramePasses = 0
      // Something under a hidden layer may have changed: a page about to show.
      isPrepared = false
      root.didRedraw()
      drawn = true
      return target
    }
    skippedLastFrame = false
    isPrepared = false
    generation &+= 1
    planned = 0
    warpedPixels = 0
    // An opaque layer covering the whole target (often the root) would paint over the clear:
    // skip it, a full-frame memory pass (about a tenth of a steady frame at 3x).
    let clears = !occlusion.coversTarget
    let frame = Double(target.width) * Double(target.height)
    if let box = damage.box, !damage.isFull {
      // Only where something changed: the rest of `target` already shows this frame.
      occlusion.skipOutside(box)
      try redraw(root, in: box, clears: clears)
      fullFramePasses = ((clears ? box.area : 0) + occlusion.paintedPixels(within: box)) / frame
    } else {
      if clears { target.clear(to: SceneRenderer.argb(clearColor)) }
      try target.withContext { cr in
        try draw(root, cr: cr, parent: .scale(scale, scale), opacity: 1, into: target)
      }
      fullFramePasses = ((clears ? frame : 0) + occlusion.paintedPixels + warpedPixels) / frame
    }
    drawn = true
    evictStale()
    root.didRedraw()
    return target
  }

  /// Where this frame differs from the last one drawn.
  private var damage = FrameDamage()
  /// The last frame planned had a layer turned in 3-D.
  private var hadFaces = false

  /// The device-pixel rectangle the last ``render(_:)`` redrew when it redrew only part of
  /// the target (nil when it redrew all of it, or skipped the frame: ``skippedLastFrame``).
  /// The rest of `target` is as the frame before left it: a window need only upload this.
  public var redrawnRegion: (x: Int, y: Int, width: Int, height: Int)? {
    guard !skippedLastFrame, !damage.isFull, let b = damage.box else { return nil }
    let p = Self.pixelBox(b)
    return (p.x0, p.y0, p.x1 - p.x0, p.y1 - p.y0)
  }

  /// Redraws the whole-pixel rectangle `box` of the target, where the frame changed.
  ///
  /// Cairo cuts a path at a clip's edge into a polygon whose coverage along that edge can come
  /// out a level off (254 for a fully covered pixel), so the frame is drawn under a clip two
  /// pixels wider all round and that ring, the only place such pixels fall, is put back as it
  /// was: inside, the pixels are exactly those of the frame drawn whole.
  private func redraw(_ root: Layer, in box: FrameDamage.Box, clears: Bool) throws {
    let inner = Self.pixelBox(box)
    let margin = 2
    let outer = PixelBox(
      x0: max(0, inner.x0 - margin), y0: max(0, inner.y0 - margin),
      x1: min(target.width, inner.x1 + margin), y1: min(target.height, inner.y1 + margin))
    ring.save(target, outer: outer, inner: inner)
    if clears {
      // The same pixel a whole frame's clear writes (cairo's own paint rounds differently).
      target.fill(
        ImageSurface.premultiply(SceneRenderer.argb(clearColor)), x0: outer.x0, y0: outer.y0,
        x1: outer.x1, y1: outer.y1)
    }
    try target.withContext { cr in
      cairo_rectangle(
        cr, Double(outer.x0), Double(outer.y0), Double(outer.x1 - outer.x0),
        Double(outer.y1 - outer.y0))
      cairo_clip(cr)
      try draw(root, cr: cr, parent: .scale(scale, scale), opacity: 1, into: target)
    }
    ring.restore(target, outer: outer, inner: inner)
  }

  /// The pixels around a partly redrawn frame's rectangle, kept while it is drawn.
  private var ring = PixelRing()

  /// A whole-pixel box's edges as integers.
  private static func pixelBox(_ b: FrameDamage.Box) -> PixelBox {
    PixelBox(
      x0: Int(saturating: b.x0), y0: Int(saturating: b.y0), x1: Int(saturating: b.x1),
      y1: Int(saturating: b.y1))
  }

  /// Fills the pieces `kept` of an opaque plain rectangle straight into `surface` when they
  /// and the rectangle are whole pixels and the clip is one rectangle: cairo would clip to the
  /// pieces as a region and fill them a pixel row of a piece at a time (around two turned cube
  /// faces, eight columns each, that cost more than the pixels). False when it cannot.
  private func fillsDirectly(
    _ kept: Range<Int>, of layer: Layer, _ m: Transform3D, _ color: PremultipliedColor?,
    cr: OpaquePointer, into surface: ImageSurface
  ) -> Bool {
    guard let color, color.isOpaque, m.m12 == 0, m.m21 == 0 else { return false }
    let b = layer.bounds
    let xs = (m.m11 * b.minX + m.m41, m.m11 * b.maxX + m.m41)
    let ys = (m.m22 * b.minY + m.m42, m.m22 * b.maxY + m.m42)
    let box = (x0: min(xs.0, xs.1), y0: min(ys.0, ys.1), x1: max(xs.0, xs.1), y1: max(ys.0, ys.1))
    guard box.x0 == box.x0.rounded(), box.y0 == box.y0.rounded(), box.x1 == box.x1.rounded(),
      box.y1 == box.y1.rounded()
    else { return false }
    guard let clip = surface.clipRectangle(of: cr) else { return false }
    let x0 = max(clip.x0, Int(saturating: box.x0))
    let y0 = max(clip.y0, Int(saturating: box.y0))
    let x1 = min(clip.x1, Int(saturating: box.x1))
    let y1 = min(clip.y1, Int(saturating: box.y1))
    for k in kept {
      let piece = occlusion.pieces[k]
      surface.fill(
        color.pixel, x0: max(x0, Int(saturating: piece.x0)), y0: max(y0, Int(saturating: piece.y0)),
        x1: min(x1, Int(saturating: piece.x1)), y1: min(y1, Int(saturating: piece.y1)))
    }
    return true
  }

  /// Fills `outline` (a layer's points, `m` an upright device transform) with the exact-area
  /// scan converter straight into `surface`, when the clip in force is one whole-pixel
  /// rectangle; false when it is not (cairo fills it then). Cairo's scan converter samples
  /// fifteen times over every pixel row a curve crosses: a page of rounded icons and pills
  /// filled that way was a fifth of a sliding colour-match page.
  private func fillsInPlace(
    _ outline: Path, _ m: Transform3D, _ color: (Double, Double, Double, Double),
    cr: OpaquePointer, into surface: ImageSurface
  ) -> Bool {
    guard m.m12 == 0, m.m21 == 0, let clip = surface.clipRectangle(of: cr) else { return false }
    let fill = inPlaceFill
    outline.flatten(tolerance: ProjectedFacePainter.flatness / max(abs(m.m11), abs(m.m22), 1e-9)) {
      step in
      switch step {
      case .move(let p): fill.move(to: m.m11 * p.x + m.m41, m.m22 * p.y + m.m42)
      case .line(let p): fill.line(to: m.m11 * p.x + m.m41, m.m22 * p.y + m.m42)
      case .close: fill.close()
      }
    }
    fill.fill(color, into: surface, clip: clip)
    return true
  }

  // MARK: Traversal

  /// - Parameter next: the sibling drawn right after `layer`, if any: a perspective face
  ///   sharing an edge with it makes that edge of `layer` solid (see `drawFlattened`).
  private func draw(
    _ layer: Layer, cr: OpaquePointer, parent: Transform3D, opacity: Double,
    into surface: ImageSurface, next: Layer? = nil
  ) throws {
    guard !layer.isHidden else { return }
    let alpha = opacity * layer.opacity.presented
    guard alpha > 0.001 else { return }
    // In the target, the frame's occlusion plan numbered the layers in this same order.
    var skipsOwn = false
    var planIndex: Int?
    if surface === target {
      let index = planned
      planIndex = index
      if occlusion.skipsSubtree[index] {
        planned = occlusion.end(of: index)
        return
      }
      planned += 1
      skipsOwn = occlusion.skipsOwn[index]
    }
    let local = layer.transformToParent
    guard local.isAffine2D else {
      try drawFlattened(
        layer, cr: cr, transform: local.concatenating(parent), opacity: alpha, into: surface,
        next: next.map { ($0, $0.transformToParent.concatenating(parent)) })
      return
    }
    var m = local.concatenating(parent)
    let pixelAligned = m.m12 == 0 && m.m21 == 0 && m.m11 == scale && m.m22 == scale
    // Where the layer's origin falls in device pixels before snapping (its parent's is
    // already snapped): what a hairline is placed from.
    let exactOrigin = Point(m.m41, m.m42)
    if pixelAligned {
      m.m41 = m.m41.rounded()
      m.m42 = m.m42.rounded()
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    var matrix = cairo_matrix_t(xx: m.m11, yx: m.m12, xy: m.m21, yy: m.m22, x0: m.m41, y0: m.m42)
    cairo_set_matrix(cr, &matrix)
    if skipsOwn {
      // Covered by an opaque layer drawn later, or off the target.
    } else if pixelAligned, LayerRasterizer.isPlainRectangle(layer),
      let line = Self.hairline(layer.bounds, origin: exactOrigin, scale: scale)
    {
      // Thinner than a device pixel: one whole, fully coloured pixel row (or column), not a
      // faint partly covered one whose position would depend on the rounding of the scroll
      // offset.
      let c = layer.backgroundColor.presented
      cairo_identity_matrix(cr)
      cairo_rectangle(cr, line.minX, line.minY, line.width, line.height)
      cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
      cairo_fill(cr)
      cairo_set_matrix(cr, &matrix)
    } else if LayerRasterizer.isPlainRectangle(layer) {
      // A square, unbordered colour needs no raster: filling it in place costs less than
      // copying one, and a page of rows or a rotation then has nothing of it to redraw.
      let c = layer.backgroundColor.presented
      let kept = planIndex.flatMap { occlusion.remainders[$0] }
      if let kept,
        fillsDirectly(
          kept, of: layer, m, PremultipliedColor((c.red, c.green, c.blue, c.alpha * alpha)),
          cr: cr, into: surface)
      {
        // Written straight into the pixels, piece by piece.
      } else {
        if let kept {
          // Only around what opaque layers drawn later cover (turned cube faces): clipped to
          // whole-pixel rectangles, which cairo keeps as a fast pixel region.
          cairo_save(cr)
          cairo_identity_matrix(cr)
          for k in kept {
            let piece = occlusion.pieces[k]
            cairo_rectangle(cr, piece.x0, piece.y0, piece.x1 - piece.x0, piece.y1 - piece.y0)
          }
          cairo_clip(cr)
          cairo_set_matrix(cr, &matrix)
        }
        addPath(.rect(layer.bounds), cr)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
        cairo_fill(cr)
        if kept != nil { cairo_restore(cr) }
      }
    } else if pixelAligned, LayerRasterizer.isPlainRoundedRectangle(layer) {
      // The same path the rasteriser would fill, on the same device grid, filled in place.
      let c = layer.backgroundColor.presented
      let radius = LayerRasterizer.cornerRadius(of: layer)
      let outline = Path.roundedRect(layer.bounds, radius: radius)
      let color = (c.red, c.green, c.blue, c.alpha * alpha)
      if !fillsInPlace(outline, m, color, cr: cr, into: surface) {
        addPath(outline, cr)
        cairo_set_source_rgba(cr, color.0, color.1, color.2, color.3)
        cairo_fill(cr)
      }
    } else if pixelAligned, case .shape(let shape) = layer.content,
      LayerRasterizer.isBareShape(layer),
      // Faded, a fill and a stroke over it must blend as one group: that is the raster's job.
      alpha >= 1 || shape.fill == nil || shape.stroke == nil
    {
      // Drawn in place, cut where the layer's raster would end (its bounds, grown to whole
      // device pixels), on the same device grid.
      let b = layer.bounds
      cairo_save(cr)
      cairo_rectangle(
        cr, 0, 0, (b.width * scale).rounded(.up) / scale, (b.height * scale).rounded(.up) / scale)
      cairo_clip(cr)
      LayerRasterizer.drawShape(shape, in: cr, alpha: alpha)
      cairo_restore(cr)
    } else if pixelAligned, case .text(let t) = layer.content, LayerRasterizer.isBareText(layer) {
      try drawText(t, of: layer, cr: cr, alpha: alpha)
    } else if LayerRasterizer.drawsSomething(layer) {
      let raster = try cachedRaster(for: layer)
      cairo_save(cr)
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
        if alpha >= 1 && pixelAligned && SceneRenderer.isOpaque(layer, scale: scale) {
          // An opaque raster replaces what is under it: copying skips the blend, which is
          // most of the cost of full-width rows and page backgrounds.
          // Filling just the raster's rectangle: a SOURCE paint would clear the whole clip.
          cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
          cairo_rectangle(
            cr, corner.x, corner.y, Double(raster.surface.width), Double(raster.surface.height))
          cairo_fill(cr)
          cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        } else if alpha >= 1 && pixelAligned, LayerRasterizer.isPlainShadowedBody(layer),
          let inside = SceneRenderer.opaqueCross(of: layer, scale: scale)
        {
          // A card: a raster whose middle is one opaque colour. Only its rim (shadow, rounded
          // corners) is blended; the middle, where the blend would copy pixel for pixel, is
          // filled without reading the raster.
          func addMiddle() {
            // Three calls, not a loop over an array: no allocation per card per frame.
            let (a, b, c) = inside
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
          let c = layer.backgroundColor.presented
          cairo_set_source_rgba(cr, c.red, c.green, c.blue, 1)
          addMiddle()
          cairo_fill(cr)
        } else if alpha >= 1 {
          cairo_paint(cr)
        } else {
          cairo_paint_with_alpha(cr, alpha)
        }
      }
      cairo_restore(cr)
    }
    guard !layer.children.isEmpty else { return }
    if layer.clipsToBounds {
      let b = layer.bounds
      addPath(layer.cornerRadius > 0 ? .roundedRect(b, radius: layer.cornerRadius) : .rect(b), cr)
      cairo_clip(cr)
    }
    if let mask = layer.mask {
      addPath(mask, cr)
      cairo_clip(cr)
    }
    // Children composite through the same context: their transforms already include this
    // layer's content offset.
    let children = layer.children
    for k in children.indices {
      try draw(
        children[k], cr: cr, parent: m, opacity: alpha, into: surface,
        next: k + 1 < children.count ? children[k + 1] : nil)
    }
  }

  /// Draws a text-only layer from the shared text rasters, in the current user space (the
  /// layer's, whole-pixel aligned), cut to the layer's bounds as its own raster would be.
  private func drawText(
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
  private func placedText(_ t: LayerContent.Text, of layer: Layer) throws -> PlacedText {
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

  /// Renders a 3-D transformed subtree flat into an offscreen surface, then projects it.
  private func drawFlattened(
    _ layer: Layer, cr: OpaquePointer, transform m: Transform3D, opacity: Double,
    into surface: ImageSurface, next: (layer: Layer, transform: Transform3D)?
  ) throws {
    let b = layer.bounds
    guard b.width > 0, b.height > 0,
      let p00 = m.project(Point(0, 0)), let p10 = m.project(Point(b.width, 0)),
      let p01 = m.project(Point(0, b.height)), let p11 = m.project(Point(b.width, b.height)),
      let pm = m.project(Point(b.width / 2, 0))
    else { return }
    let overlay = Self.dimmingOverlay(of: layer)
    let shade = overlay.map { $0.isHidden ? 0 : $0.opacity.presented } ?? 0
    // Two faces that meet (a cube turn) share an edge: the first drawn covers that pixel
    // column fully, so the second blends over it and no background shows through the seam.
    let edges = Self.sharedEdges(
      left: (p00, p01), right: (p10, p11), width: b.width, height: b.height, next: next)
    if drawsFacesByGeometry, ProjectedFacePainter.canDraw(layer, skipping: overlay, transform: m) {
      let face = ProjectedFacePainter.Face(
        transform: m, size: b.size, opacity: opacity, shade: shade, solidLeftEdge: edges.left,
        solidRightEdge: edges.right)
      try painter.draw(
        layer, as: face, skipping: overlay, scale: scale, cr: cr, into: surface
      ) { layer in
        let raster = try cachedRaster(for: layer)
        return (raster.surface, raster.origin)
      }
      if surface === target { warpedPixels += painter.paintedPixels }
      return
    }
    let face = try offscreen(for: layer)
    // The face is flattened again only when something in it changed: turning it (its own
    // transform) or darkening it (the overlay, applied by the warp) does not.
    var hasher = Hasher()
    Self.hashSubtree(of: layer, skipping: overlay, into: &hasher)
    let signature = hasher.finalize()
    let id = ObjectIdentifier(layer)
    let current = flattened[id]
    if current?.layer !== layer || current?.surface != ObjectIdentifier(face)
      || current?.signature != signature
    {
      try flatten(layer, into: face, skipping: overlay)
      flattened[id] = FlattenedFace(
        layer: layer, surface: ObjectIdentifier(face), signature: signature)
    }
    if surface === target {
      let right = max(max(p00.x, p10.x), max(p01.x, p11.x))
      let left = min(min(p00.x, p10.x), min(p01.x, p11.x))
      let bottom = max(max(p00.y, p10.y), max(p01.y, p11.y))
      let top = min(min(p00.y, p10.y), min(p01.y, p11.y))
      let width = min(Double(target.width), right) - max(0, left)
      let height = min(Double(target.height), bottom) - max(0, top)
      warpedPixels += max(0, width) * max(0, height)
    }
    cairo_surface_flush(surface.surface)
    try warp.draw(
      face, into: surface, topLeft: p00, topRight: p10, bottomLeft: p01, bottomRight: p11,
      topMiddle: pm, opacity: opacity, shade: shade, solidLeftEdge: edges.left,
      solidRightEdge: edges.right)
    cairo_surface_mark_dirty(surface.surface)
  }

  /// Draws a layer and its subtree, without the layer's own transform, into `face` at device
  /// scale (`overlay` left out).
  private func flatten(_ layer: Layer, into face: ImageSurface, skipping overlay: Layer?) throws {
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
      let base = Transform3D.scale(scale, scale)
      for child in layer.children where child !== overlay {
        try draw(child, cr: fcr, parent: base, opacity: 1, into: face)
      }
    }
  }

  /// Everything that decides what a flattened subtree looks like, apart from the root's own
  /// transform and opacity (the warp applies those): layers, their drawing versions and
  /// presented geometry. Allocation-free.
  private static func hashSubtree(
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
  /// opposite edge of the face drawn right after it.
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

  /// A face's dimming overlay: its last child when that is a plain opaque black rectangle
  /// covering the face exactly, untransformed and empty. The warp darkens the projected face
  /// by its opacity (rgb · (1 − opacity)) instead of drawing it into the face, so a face whose
  /// only change is its darkening is not flattened again every frame. Exact over opaque
  /// content, which is what a page is.
  static func dimmingOverlay(of layer: Layer) -> Layer? {
    guard let last = layer.children.last, last.children.isEmpty,
      LayerRasterizer.isPlainRectangle(last), last.transform.presented == .identity,
      last.frame.presented == Rect(origin: .zero, size: layer.bounds.size)
    else { return nil }
    let c = last.backgroundColor.presented
    return c.red == 0 && c.green == 0 && c.blue == 0 && c.alpha >= 1 ? last : nil
  }

  // MARK: Caches

  /// Rasterises up to `budget` layers of the tree that will need a raster when they come into
  /// view — what is not hidden, and hidden layers marked `Layer.isAboutToShow` (the pages
  /// beside a pager's visible one) — and have none yet; a large raster (a card, a shadowed
  /// menu item) takes the whole budget, so one call stays a fraction of a frame. Call it
  /// with time to spare (a frame ``render(_:)`` skipped as unchanged): the first frame that
  /// shows them then only composites, instead of rasterising on the frame path. The renderer
  /// keeps a frame's worth of memory (and a quarter more) for the next large raster — a sheet
  /// sliding in — which would otherwise wait for the kernel on its first frame: reserved when
  /// the renderer is made, and brought in again here, 2 MB a call, once a raster has taken it
  /// or a larger viewport outgrew it. Returns how many layers it rasterised.
  @discardableResult
  public func prepare(_ root: Layer, budget: Int) throws -> Int {
    // The spare for the next large raster, when one took it or the viewport outgrew it: a
    // slice per idle frame.
    pool.prepare(byteCount: spareByteCount, slice: Self.spareSlice)
    // Once a pass finds nothing left, nothing is until the scene changes again.
    guard !isPrepared else { return 0 }
    var made = 0
    var cost = 0
    try prepare(root, budget: budget, made: &made, cost: &cost)
    if cost < budget { isPrepared = true }
    return made
  }

  /// A raster this large (a shadowed menu item, a card) takes a whole frame's `budget` of
  /// preparing: two of them in one idle frame would be a frame over 4 ms.
  static let largePrepared = 16_384

  /// Every raster the tree needs existed at the last `prepare` and nothing was drawn since.
  private var isPrepared = false
  /// Memory kept ready for large rasters (a sheet sliding in): reserved with the renderer,
  /// brought back while idle once taken.
  let pool = PixelBufferPool()
  /// A frame's worth of memory and a quarter more (a full-screen sheet's raster carries its
  /// shadow).
  private var spareByteCount: Int {
    let frameBytes = ImageSurface.stride(forWidth: target.width) * target.height
    return frameBytes + frameBytes / 4
  }
  /// Bytes of the spare brought into memory per idle frame: 2 MB, about a millisecond here.
  static let spareSlice = 2 << 20

  private func prepare(
    _ layer: Layer, budget: Int, made: inout Int, cost: inout Int
  ) throws {
    guard cost < budget, !layer.isHidden || layer.isAboutToShow else { return }
    // A text that had to find its font (a menu's heading) costs a whole frame's budget, as a
    // large raster does: two of them in one idle frame took 4 ms.
    let fonts = rasterizer.text.drawnFontCount
    var foundFont: Bool { rasterizer.text.drawnFontCount > fonts }
    if case .text(let t) = layer.content, LayerRasterizer.isBareText(layer) {
      // Drawn in place from the shared text rasters: make its text's (a page's rows, all new
      // on the frame it slides in).
      let before = rasterizations
      _ = try placedText(t, of: layer)
      if rasterizations > before {
        made += 1
        cost += foundFont ? budget : 1
      }
    } else if LayerRasterizer.drawsSomething(layer), !LayerRasterizer.isDrawnInPlace(layer) {
      let id = ObjectIdentifier(layer)
      let cached = cache[id].map { $0.layer === layer && $0.version == layer.rasterVersion }
      if cached != true {
        let before = rasterizations
        let raster = try cachedRaster(for: layer)
        made += 1
        let pixels = raster.surface.width * raster.surface.height
        cost += rasterizations > before && (pixels >= Self.largePrepared || foundFont) ? budget : 1
      }
    }
    for child in layer.children {
      try prepare(child, budget: budget, made: &made, cost: &cost)
    }
  }

  private func cachedRaster(for layer: Layer) throws -> CachedRaster {
    let id = ObjectIdentifier(layer)
    if var entry = cache[id], entry.layer === layer, entry.version == layer.rasterVersion {
      entry.lastUsed = generation
      cache[id] = entry
      return entry
    }
    // The entry this one replaces (an older version, or a layer gone whose identifier is
    // reused) no longer shows its raster.
    if let stale = cache[id] { release(stale.look) }
    let look = RasterLook(layer)
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
  private func release(_ look: RasterLook) {
    guard var shared = looks[look] else { return }
    shared.users -= 1
    looks[look] = shared.users > 0 ? shared : nil
  }

  private func offscreen(for layer: Layer) throws -> ImageSurface {
    let w = SceneRenderer.pixels(layer.bounds.width, scale)
    let h = SceneRenderer.pixels(layer.bounds.height, scale)
    let id = ObjectIdentifier(layer)
    if let s = offscreens[id], s.width == w, s.height == h { return s }
    let s = try ImageSurface(width: w, height: h)
    offscreens[id] = s
    return s
  }

  /// Drops rasters of layers that were not drawn for a few seconds (or were deallocated), and
  /// the full-screen offscreens of perspective faces whose layer is gone (a closed screen).
  private func evictStale() {
    guard generation % 240 == 0 else { return }
    // Until then a closed menu's cards, and their looks, wait for the menu to open again.
    for entry in cache.values where entry.layer == nil || generation - entry.lastUsed >= 480 {
      release(entry.look)
    }
    cache = cache.filter { $0.value.layer != nil && generation - $0.value.lastUsed < 480 }
    shapeBands.evictReleased()
    texts.evict(before: generation - 480)
    reduced.evict(before: generation - 480)
    placedTexts = placedTexts.filter {
      $0.value.layer != nil && generation - $0.value.lastUsed < 480
    }
    for (id, face) in flattened where face.layer == nil {
      flattened[id] = nil
      offscreens[id] = nil
    }
  }

  /// The device-pixel rectangle a hairline is drawn as, or nil when `bounds` is at least a
  /// device pixel thick both ways. A side thinner than a pixel becomes exactly one pixel: the
  /// one holding the line's centre, measured from the layer's unsnapped device origin
  /// `origin`. Its parent is already snapped to whole pixels, so the line keeps its place
  /// inside the parent (a row's separator stays on the row's last pixel row) however the
  /// parent's own fractional offset rounds. The other side is snapped like a snapped layer's
  /// edges (`origin` rounded plus the length).
  static func hairline(_ bounds: Rect, origin: Point, scale: Double) -> Rect? {
    let w = bounds.width * scale
    let h = bounds.height * scale
    guard w > 0, h > 0, w < 1 || h < 1 else { return nil }
    func side(_ start: Double, _ length: Double, _ exactOrigin: Double) -> (Double, Double) {
      guard length < 1 else { return (exactOrigin.rounded() + start * scale, length) }
      return ((exactOrigin + start * scale + length / 2).rounded(.down), 1)
    }
    let (x, width) = side(bounds.minX, w, origin.x)
    let (y, height) = side(bounds.minY, h, origin.y)
    return Rect(x: x, y: y, width: width, height: height)
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
  /// general convolution path — measured as most of a colour-match frame's work while the
  /// menu opens. Shrunk further, the raster is drawn from a copy halved `halvings` times
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

  static func argb(_ c: Color) -> UInt32 {
    func byte(_ v: Double) -> UInt32 {
      UInt32(clamping: Int(saturating: (min(1, max(0, v)) * 255).rounded()))
    }
    return byte(c.alpha) << 24 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
  }
}
