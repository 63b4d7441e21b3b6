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
/// into an offscreen surface and warped whole (``drawsFacesByGeometry``). Two faces that meet
/// in the middle of a turn are drawn at once, each in its own pixel columns, the second on a
/// thread of the renderer's own (``drawsFacesOnTwoThreads``): a renderer is still used from
/// one thread at a time.
///
/// What opaque layers drawn later cover is left out: a layer's drawing under one of them, and
/// the covered part of a plain colour fill (a background behind two turned cube faces). Opaque
/// rectangles, cards' middles, the solid lower band of filled shapes and turned faces' insides
/// all cover; under a rounded clip, only inside the boxes inscribed in its shape.
///
/// A frame redraws only what changed since the last one: the display list records what each
/// layer's pixels depend on, and only the rectangle around the layers whose record changed is
/// drawn again; a frame with a layer turned in 3-D is drawn whole.
///
/// Each frame is a short pipeline over one walk of the tree:
///
/// ```
/// layer tree ─► DisplayList ─► OcclusionPlan ─► FrameDamage ─► draw pass ─► target
///  (one walk)   (each visible   (what later      (the rectangle  (each item as its
///                layer one       opaque items     that changed)   operation says: fills,
///                classified op)  hide)                            text, rasters, faces)
/// ```
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
  public internal(set) var rasterizations = 0

  /// Background behind the root layer.
  public var clearColor = Color.white

  let rasterizer: LayerRasterizer

  let texts: TextRasterCache

  let warp: PerspectiveWarp

  let painter: ProjectedFacePainter

  /// Fills rounded plain backgrounds in place (``fillsInPlace(_:_:_:rectangular:cr:into:)``).
  let inPlaceFill = PolygonFill()

  /// Filled shapes' solid bands, shared by the occlusion plan and the face painter.
  let shapeBands: ShapeBandCache

  /// Halved copies of rasters drawn at less than half their size.
  let reduced = ReducedRasterCache()

  /// How layers turned in 3-D (cube faces) are drawn. True (the default): by projecting their
  /// geometry — backgrounds, borders, filled paths, clips — and filling it straight into the
  /// frame, with only text, images and other rasters warped one by one; faces with something
  /// that cannot be drawn exactly that way (a raster cut by a clip or a mask) are flattened
  /// instead. False: every face is flattened into an offscreen surface and warped whole, pixel
  /// by pixel — the reference the geometry is tested against, slower and heavier on memory.
  public var drawsFacesByGeometry = true

  /// Whether two turned faces that meet (a cube in the middle of a turn) are drawn at once,
  /// the second on a thread of the renderer's own. True by default on a machine with more
  /// than one core. The pixels are the same either way: each face is drawn inside its own
  /// pixel columns, and a face the second thread has not started by the time the first is
  /// drawn is drawn by the renderer's thread. Only faces drawn by geometry
  /// (``drawsFacesByGeometry``) are paired, and the second face's layers from its first clip
  /// or mask on are drawn after, on the renderer's thread — a clip whose children are plain
  /// rectangles (a progress bar's track and fill) does not count: its children are filled
  /// cut to its outline.
  public var drawsFacesOnTwoThreads = FaceWorker.isUseful {
    didSet {
      if !drawsFacesOnTwoThreads {
        faceWorker?.stop()
        faceWorker = nil
      }
    }
  }

  /// Whether a rounded clip (a circle revealing a screen) is given to cairo only for the items
  /// under it that reach its edge: those wholly inside it, a pixel in, are drawn without it, with
  /// the same pixels (tests turn it off to compare).
  var defersRoundedClips = true
  /// How many items were drawn inside a rounded clip without it (``defersRoundedClips``), in
  /// all.
  var drawnInsideRoundedClips = 0

  /// The second thread faces are drawn on, made for the first pair of faces that meet.
  var faceWorker: FaceWorker?
  /// Scratch for a pair of faces: the second face's rasters, made before it is posted.
  var pairRasters: [FaceWorker.PreparedRaster] = []

  var cache: [ObjectIdentifier: CachedRaster] = [:]

  var offscreens: [ObjectIdentifier: ImageSurface] = [:]

  /// What each offscreen holds: the layer (weakly: an identifier can be reused after the
  /// layer is gone), the surface it was drawn into and the subtree's signature.
  var flattened: [ObjectIdentifier: FlattenedFace] = [:]

  struct FlattenedFace {
    weak var layer: Layer?
    var surface: ObjectIdentifier
    var signature: Int
  }

  /// How many perspective faces were flattened (redrawn offscreen) during the last `render`.
  public internal(set) var flattenings = 0

  /// How many pairs of turned faces that meet the last `render` drew side by side
  /// (``drawsFacesOnTwoThreads``).
  public internal(set) var facePairs = 0

  var generation = 0

  /// A text layer's shared raster and where it goes, in device pixels from the layer's
  /// (pixel-aligned) origin: the raster's corner and the part of it inside the layer.
  struct PlacedText {
    weak var layer: Layer?
    var version: Int
    var surface: ImageSurface
    var origin: Point
    var visible: Rect
    var lastUsed: Int
  }

  var placedTexts: [ObjectIdentifier: PlacedText] = [:]

  /// Rasters by what they show, shared by every layer that looks the same, for as long as a
  /// cached layer shows them: a layer redrawn every frame (a colour animating under a shadow)
  /// keeps one raster, not one per frame.
  var looks: [RasterKey: SharedRaster] = [:]

  struct SharedRaster {
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

  struct CachedRaster {
    weak var layer: Layer?
    var version: Int
    var look: RasterKey
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
    moving.budget = movingBudget
  }

  deinit {
    faceWorker?.stop()
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
    reuse.forget()
    target = try SceneRenderer.makeTarget(
      width: SceneRenderer.pixels(viewport.width, scale),
      height: SceneRenderer.pixels(viewport.height, scale), reusing: target.buffer)
    moving.budget = movingBudget
  }

  /// A target over `buffer` when it is large enough, else over a new buffer. Writing into
  /// pages already touched saves the page faults of new memory, thousands for a full frame,
  /// in the very frame a rotation is drawn.
  static func makeTarget(
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

  /// The frame's layers, classified once, in drawing order.
  var list = DisplayList()

  /// How many times ``render(_:)`` has walked a layer tree (for tests: once per frame drawn,
  /// and once per frame found unchanged only after building its list).
  var treeWalks: Int { list.walks }

  /// Layers hidden under opaque ones or off the target are not drawn.
  var occlusion = OcclusionPlan()

  var warpedPixels = 0.0

  /// True when the last ``render(_:)`` found nothing changed and returned `target` as it was.
  public private(set) var skippedLastFrame = false

  /// The root drawn last, and with which clear colour, to know that `target` still shows it.
  weak var lastRoot: Layer?

  var lastClearColor: Color?

  /// Composites the presented scene into `target` and returns it.
  ///
  /// A frame in which nothing changed — the same root, not marked by
  /// `Layer.needsRedraw`, the same viewport and clear colour — costs nothing: `target`
  /// already holds it and is returned as it is. A frame in which something changed is
  /// redrawn only inside the few rectangles where layers moved, faded or were redrawn
  /// (``redrawnRegions``), with exactly the pixels a whole redraw would give; the rest of
  /// `target` is kept from the frame before, so draw nothing into it between frames. A layer
  /// shown, hidden, added or removed counts as changed where it is or was. The first frame of
  /// a root also finds the fonts of every text in its tree, hidden ones too, so that the frame
  /// a tap shows one on pays for no font search.
  @discardableResult
  public func render(_ root: Layer) throws -> ImageSurface {
    noteChangesAhead()
    rasterizations = 0
    flattenings = 0
    facePairs = 0
    moving.resetCounters()
    madeOnFrame = 0
    if !root.needsRedraw, lastRoot === root, lastClearColor == clearColor {
      skippedLastFrame = true
      fullFramePasses = 0
      return target
    }
    // The frame's one walk of the tree; every pass after it reads the list.
    listBuilds &+= 1
    list.build(root, scale: scale, width: target.width, height: target.height, retaining: self)
    signatures.removeAll(keepingCapacity: true)
    occlusion.plan(
      list, scale: scale, width: target.width, height: target.height, bands: shapeBands)
    // The target still holds the last frame drawn of this root: its pixels can be moved.
    let reusesPixels =
      compositesMovingLayers && lastRoot === root && lastClearColor == clearColor
      && !list.hasFaces && !hadFaces
    let firstOfRoot = lastRoot !== root
    damage.update(
      list.footprints,
      full: firstOfRoot || lastClearColor != clearColor || list.hasFaces || hadFaces,
      width: target.width, height: target.height)
    hadFaces = list.hasFaces
    lastRoot = root
    lastClearColor = clearColor
    // A frame that fails half-drawn leaves `target` holding no frame: the next one redraws all.
    var drawn = false
    defer {
      if !drawn {
        lastRoot = nil
        reuse.forget()
      }
    }
    if !damage.isFull && damage.boxes.isEmpty {
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
    warpedPixels = 0
    // An opaque layer covering the whole target (often the root) would paint over the clear:
    // skip it, a full-frame memory pass (about a tenth of a steady frame at 3x).
    let clears = !occlusion.coversTarget
    let frame = Double(target.width) * Double(target.height)
    let reused = try reuseLastFrame(if: reusesPixels)
    if reused || !damage.isFull {
      // Only where something changed, and was not moved in place: the rest of `target`
      // already shows this frame.
      if !reused {
        piecesToDraw.removeAll(keepingCapacity: true)
        for box in damage.boxes { piecesToDraw.append(Self.pixelBox(box)) }
      }
      var painted = Double(reuse.movedPixels)
      for piece in piecesToDraw {
        let box = FrameDamage.Box(
          x0: Double(piece.x0), y0: Double(piece.y0), x1: Double(piece.x1), y1: Double(piece.y1))
        occlusion.skipOutside(box, of: list)
        try redraw(in: box, clears: clears)
        painted += (clears ? box.area : 0) + occlusion.paintedPixels(within: box)
      }
      fullFramePasses = painted / frame
    } else {
      reuse.drawingBox = PixelBox(x0: 0, y0: 0, x1: target.width, y1: target.height)
      if clears { target.clear(to: SceneRenderer.argb(clearColor)) }
      try target.withContext { cr in try draw(list, planned: true, cr: cr, into: target) }
      fullFramePasses = ((clears ? frame : 0) + occlusion.paintedPixels + warpedPixels) / frame
    }
    reuse.finish(list)
    drawn = true
    root.didRedraw()
    if firstOfRoot {
      // A screen's first frame is one-off work already: the fonts of its texts not on it yet
      // (a menu's heading) are found now rather than by the frame a tap shows them on.
      findFonts(in: root)
    }
    // A frame that did no one-off work and turned nothing in 3-D (pages sliding, copied from
    // their rasters) leaves time for a thin band of a page: one that came into reach as they
    // slide is ready when they settle, one that stopped scrolling when it slides.
    if rasterizations == 0, moving.made == 0, !list.hasFaces {
      _ = try prepareMovingRasters(
        of: root, pixels: drawnFrameBandPixels, phases: [.outermost, .ahead])
    }
    evictStale()
    return target
  }

  /// Where this frame differs from the last one drawn.
  var damage = FrameDamage()

  /// The last frame planned had a layer turned in 3-D.
  var hadFaces = false

  /// The device-pixel rectangle the last ``render(_:)`` redrew when it redrew only part of
  /// the target — the bounding box of ``redrawnRegions`` — (nil when it redrew all of it, or
  /// skipped the frame: ``skippedLastFrame``). The rest of `target` is as the frame before
  /// left it: a window need only upload this.
  public var redrawnRegion: (x: Int, y: Int, width: Int, height: Int)? {
    guard !skippedLastFrame, !damage.isFull, let b = damage.box else { return nil }
    return Self.region(b)
  }

  /// The device-pixel rectangles, none overlapping another, the last ``render(_:)`` redrew
  /// when it redrew only part of the target (empty when it redrew all of it, or skipped the
  /// frame): a page sliding and its tab bar's pill far above it are two, and the bar's
  /// labels between them were left as they were. A window need only upload these.
  public var redrawnRegions: [(x: Int, y: Int, width: Int, height: Int)] {
    guard !skippedLastFrame, !damage.isFull else { return [] }
    return damage.boxes.map(Self.region)
  }

  private static func region(_ b: FrameDamage.Box) -> (x: Int, y: Int, width: Int, height: Int) {
    let p = pixelBox(b)
    return (p.x0, p.y0, p.x1 - p.x0, p.y1 - p.y0)
  }

  /// Redraws the whole-pixel rectangle `box` of the target, where the frame changed.
  ///
  /// Cairo cuts a path at a clip's edge into a polygon whose coverage along that edge can come
  /// out a level off (254 for a fully covered pixel), so the frame is drawn under a clip two
  /// pixels wider all round and that ring, the only place such pixels fall, is put back as it
  /// was: inside, the pixels are exactly those of the frame drawn whole.
  func redraw(in box: FrameDamage.Box, clears: Bool) throws {
    let inner = Self.pixelBox(box)
    let margin = 2
    let outer = PixelBox(
      x0: max(0, inner.x0 - margin), y0: max(0, inner.y0 - margin),
      x1: min(target.width, inner.x1 + margin), y1: min(target.height, inner.y1 + margin))
    ring.save(target, outer: outer, inner: inner)
    reuse.drawingBox = inner
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
      try draw(list, planned: true, cr: cr, into: target)
    }
    ring.restore(target, outer: outer, inner: inner)
  }

  /// The pixels around a partly redrawn frame's rectangle, kept while it is drawn.
  var ring = PixelRing()

  /// The parts of the last frame that show moving subtrees' rasters, moved in place when they
  /// move again (``PixelReuse``).
  var reuse = PixelReuse()

  /// Whether pixels of the last frame are moved in place (``PixelReuse``); false copies every
  /// moving subtree from its raster, every frame (for tests: the pixels are the same).
  var movesPixelsInPlace = true

  /// The rectangles a frame draws: where it changed, less what it moved in place.
  var piecesToDraw: [PixelBox] = []

  /// Per item of the frame's list, its subtree's signature once worked out
  /// (``frameSignature(of:)``).
  var signatures: [Int?] = []

  /// The items (and their subtrees) of the frame's list that some pixels were moved in place
  /// for and that are put in place from their rasters.
  var fromRasters: [Range<Int>] = []

  /// A whole-pixel box's edges as integers.
  static func pixelBox(_ b: FrameDamage.Box) -> PixelBox {
    PixelBox(
      x0: Int(saturating: b.x0), y0: Int(saturating: b.y0), x1: Int(saturating: b.x1),
      y1: Int(saturating: b.y1))
  }

  /// The item index each clip open while drawing a list ends at, innermost last.
  var scopes: [Int] = []

  /// Every raster the tree needs existed at the last `prepare` and nothing was drawn since.
  var isPrepared = false

  /// Memory kept ready for large rasters (a sheet sliding in): reserved with the renderer,
  /// brought back while idle once taken.
  let pool = PixelBufferPool()

  /// Rasters of subtrees that only move (`Layer.movesAsOne`), copied instead of drawn.
  let moving = MovingSubtreeCache(budget: 0)
  /// The subtree of a hidden layer about to show, listed as it will be drawn: idle work's own
  /// list, so that the frame's stays as that frame drew it.
  var aheadList = DisplayList()
  /// Subtrees whose raster stood for them in the last frames, by layer (``RetainedSubtree``).
  var retainedRecords: [ObjectIdentifier: RetainedRecord] = [:]
  /// How many frame lists ``render(_:)`` has built.
  var listBuilds = 0
  /// A retained subtree's own list, should its raster be gone when it is drawn.
  var fallbackList = DisplayList()
  /// Pixels of the rasters of moving subtrees made on this frame's path.
  var madeOnFrame = 0
  /// A raster of a moving subtree partly drawn on idle frames.
  var rasterInProgress: RasterInProgress?
  /// Hidden subtrees about to show passed over until they change.
  var aheadSettled: [AheadSettled] = []
  /// Whose turn it is on the next idle frame (``prepare(_:budget:)``): layers' own rasters, or
  /// bands of the pages about to slide in.
  var layersFirstWhenIdle = false
  /// Whether subtrees declared to move as one (`Layer.movesAsOne`, a pager's pages) are copied
  /// from a raster of them while nothing in them changes, instead of drawn layer by layer.
  /// True by default; the pixels are those of drawing them (a raster with transparent pixels
  /// is blended over what is under it, one whose every pixel is opaque copied). Their memory
  /// is bounded by ``movingBudget``.
  public var compositesMovingLayers = true
  /// The most memory, in bytes, rasters of moving subtrees hold together: four frames of the
  /// target's size (about 47 MB at 1170 × 2532) — a page on screen, the two beside it made
  /// ahead, and the rows and bars that move on their own; the least recently shown is dropped
  /// first.
  public var movingBudget: Int { 4 * ImageSurface.stride(forWidth: target.width) * target.height }
  /// Bytes the rasters of moving subtrees hold now (at most ``movingBudget``).
  public var movingRasterBytes: Int { moving.byteCount }
  /// Subtrees copied from their raster during the last ``render(_:)``.
  public var movingCopies: Int { moving.copies }
  /// Rasters of moving subtrees made during the last ``render(_:)`` and the ``prepare(_:budget:)``
  /// after it.
  public var movingRastersMade: Int { moving.made }

  /// Drops rasters of layers that were not drawn for a few seconds (or were deallocated), and
  /// the full-screen offscreens of perspective faces whose layer is gone (a closed screen).
  func evictStale() {
    guard generation % 240 == 0 else { return }
    // Until then a closed menu's cards, and their looks, wait for the menu to open again.
    for entry in cache.values where entry.layer == nil || generation - entry.lastUsed >= 480 {
      release(entry.look)
    }
    cache = cache.filter { $0.value.layer != nil && generation - $0.value.lastUsed < 480 }
    shapeBands.evictReleased()
    faceWorker?.painter.bands.evictReleased()
    texts.evict(before: generation - 480)
    moving.evict(before: generation - 480)
    retainedRecords = retainedRecords.filter { $0.value.layer != nil }
    reduced.evict(before: generation - 480)
    placedTexts = placedTexts.filter {
      $0.value.layer != nil && generation - $0.value.lastUsed < 480
    }
    for (id, face) in flattened where face.layer == nil {
      flattened[id] = nil
      offscreens[id] = nil
    }
  }

  static func argb(_ c: Color) -> UInt32 {
    func byte(_ v: Double) -> UInt32 {
      UInt32(clamping: Int(saturating: (min(1, max(0, v)) * 255).rounded()))
    }
    return byte(c.alpha) << 24 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
  }
}
