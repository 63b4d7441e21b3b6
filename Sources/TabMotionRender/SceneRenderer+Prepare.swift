import CCairo
import TabMotionCore
import TabMotionUI

// Idle work: rasters the next frames will show, made on frames skipped as unchanged.
extension SceneRenderer {
  /// Makes rasters the next frames will need, a fraction of a frame's work per call, in this
  /// order:
  /// 1. a band of the raster of the subtree on screen that moves as one (`Layer.movesAsOne`:
  ///    the page on screen);
  /// 2. turn by turn, while both have work:
  ///    - up to `budget` layers outside such subtrees that will need a raster of their own
  ///      when they come into view and have none yet, such as those a tap shows (a menu's
  ///      shadowed items, marked `Layer.isAboutToShow`);
  ///    - a band of the rasters of the hidden subtrees about to show that move as one (the
  ///      pages beside a pager's visible one), drawn as they will be once they slide in, then
  ///      of the rows of the lists on screen;
  /// 3. up to `budget` layers anywhere else that will need a raster of their own.
  ///
  /// A large raster (a card, a shadowed menu item) takes the whole budget. Call it with time to
  /// spare (a frame ``render(_:)`` skipped as unchanged): the
  /// first frame that shows them then only composites, instead of rasterising on the frame
  /// path. The renderer keeps a frame's worth of memory (and a quarter more) for the next
  /// large raster — a sheet sliding in — which would otherwise wait for the kernel on its
  /// first frame: reserved when the renderer is made, and brought in again here, 2 MB a call,
  /// once a raster has taken it or a larger viewport outgrew it. Returns how many layers it
  /// rasterised (1 for a band of a moving subtree's raster).
  @discardableResult
  public func prepare(_ root: Layer, budget: Int) throws -> Int {
    // The spare for the next large raster, when one took it or the viewport outgrew it: a
    // slice per idle frame.
    pool.prepare(byteCount: spareByteCount, slice: Self.spareSlice)
    // Once a pass finds nothing left, nothing is until the scene changes again.
    guard !isPrepared else { return 0 }
    // The rasters of pages (on screen, and about to slide in), a band per idle frame, so that
    // the first frame they slide in copies them instead of drawing or making them; drawing
    // them rasterises their texts too. The page on screen first: it may start to slide at
    // any moment.
    if try prepareMovingRasters(of: root, pixels: idleBandPixels, phases: [.outermost]) {
      return 1
    }
    var made = 0
    var cost = 0
    // A tap may open a menu as soon as a drag may slide a page in: the rasters of what each
    // shows are made turn by turn, so that neither waits for all of the other's.
    func madeOutsidePages() throws -> Bool {
      try prepare(root, budget: budget, made: &made, cost: &cost, intoMoving: false)
      return made > 0
    }
    layersFirstWhenIdle.toggle()
    if layersFirstWhenIdle, try madeOutsidePages() { return made }
    if try prepareMovingRasters(of: root, pixels: idleBandPixels, phases: [.ahead, .nested]) {
      return 1
    }
    if !layersFirstWhenIdle, try madeOutsidePages() { return made }
    try prepare(root, budget: budget, made: &made, cost: &cost, intoMoving: true)
    if cost < budget { isPrepared = true }
    return made
  }

  /// Finds the fonts of every text in `root`'s tree, shown or hidden, that no text has been
  /// drawn in yet (``TextRenderer``'s font search, a millisecond or two each). Called on a
  /// screen's first frame, one-off work already: a menu's heading that a tap shows later
  /// then costs no idle frame, nor the frame that opens the menu, a font search. Returns how
  /// many fonts it found.
  @discardableResult
  func findFonts(in root: Layer) -> Int {
    var fonts = Set<Font>()
    func collect(_ layer: Layer) {
      if case .text(let t) = layer.content { fonts.insert(t.font) }
      for child in layer.children { collect(child) }
    }
    collect(root)
    return rasterizer.text.findFonts(fonts, forDrawingAt: scale)
  }

  /// A raster this large (a shadowed menu item, a card) takes a whole frame's `budget` of
  /// preparing: two of them in one idle frame would make it a slow frame.
  static let largePrepared = 16_384

  /// A frame's worth of memory and a quarter more (a full-screen sheet's raster carries its
  /// shadow).
  var spareByteCount: Int {
    let frameBytes = ImageSurface.stride(forWidth: target.width) * target.height
    return frameBytes + frameBytes / 4
  }

  /// Bytes of the spare brought into memory per idle frame: 2 MB, about a millisecond here.
  static let spareSlice = 2 << 20

  /// Makes the rasters `layer`'s subtree will need, up to `budget`; `intoMoving` false passes
  /// over the subtrees that move as one, whose rasters are drawn in bands.
  func prepare(
    _ layer: Layer, budget: Int, made: inout Int, cost: inout Int, intoMoving: Bool
  ) throws {
    guard cost < budget, !layer.isHidden || layer.isAboutToShow else { return }
    guard intoMoving || !layer.movesAsOne else { return }
    // A text that had to find its font (a menu's heading) costs a whole frame's budget, as a
    // large raster does: two of them would make one idle frame a slow one.
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
      try prepare(child, budget: budget, made: &made, cost: &cost, intoMoving: intoMoving)
    }
  }
}
