import CCairo
import TabMotionCore
import TabMotionUI

// Idle work for the compositor: rasters of subtrees that move as one, made a band at a time
// on frames with nothing to draw, for the page on screen and the pages about to slide in.
extension SceneRenderer {
  /// A subtree's raster being drawn a band of rows per idle frame.
  struct RasterInProgress {
    weak var layer: Layer?
    /// What the subtree showed when its first band was drawn: a band drawn for anything else
    /// would mix two pictures, so a change starts it again.
    var signature: Int
    var surface: ImageSurface
    var placement: RasterPlacement
    /// Rows of `surface` drawn so far, from the top.
    var rowsDrawn: Int
    /// How the drawn rows cover what is under them inside the root's bounds.
    var coverage: RowCoverage
    /// Something in the subtree changed since the last band (`Layer.needsRedraw` was set
    /// before a frame cleared it): the next band checks what it shows first.
    var changed = false
  }

  /// A hidden subtree about to show found with a raster of what it shows, or with none to be
  /// had (no room in the budget, nothing to draw): passed over until something in it changes,
  /// its raster is dropped, or — when it had none — the rasters free memory.
  struct AheadSettled {
    weak var layer: Layer?
    /// ``MovingSubtreeCache/freed`` when it was settled.
    var freed: Int
  }

  /// Called before a frame clears the marks of what changed (`Layer.didRedraw()`): hidden
  /// subtrees about to show that changed are looked at again, and the raster in progress
  /// checks what it shows before its next band. Allocation-free.
  func noteChangesAhead() {
    if let layer = rasterInProgress?.layer, layer.needsRedraw { rasterInProgress?.changed = true }
    aheadSettled.removeAll { $0.layer?.needsRedraw ?? true }
  }

  /// Pixels of rasters drawn per idle frame: a twelfth of the target, about a twelfth of a
  /// page (with the texts in it), or several small rasters of as many pixels.
  var idleBandPixels: Int { max(64 * target.width, target.width * target.height / 12) }

  /// Pixels of a page about to show drawn after a frame that did no one-off work (a page
  /// sliding, copied from rasters): a ninety-sixth of the target, a line of text or so. A page that
  /// comes into reach as another slides in is then ready in the time that one settles.
  var drawnFrameBandPixels: Int { max(16 * target.width, target.width * target.height / 96) }

  /// Which rasters ``prepareMovingRasters(of:pixels:phases:)`` makes.
  struct PreparePhases: OptionSet {
    let rawValue: Int
    /// Subtrees on screen not inside another that moves as one (a page, a bar).
    static let outermost = PreparePhases(rawValue: 1)
    /// Subtrees on screen inside another (a list's rows, for when it scrolls).
    static let nested = PreparePhases(rawValue: 2)
    /// Hidden subtrees about to show (a pager's neighbouring pages).
    static let ahead = PreparePhases(rawValue: 4)
    static let all: PreparePhases = [.outermost, .nested, .ahead]
  }

  /// Draws up to `pixels` pixels of the rasters of subtrees that move as one
  /// (`Layer.movesAsOne`) and have none for what they show: first the rest of one partly
  /// drawn, then — as `phases` allow — the outermost on screen in the last frame drawn (a
  /// page, a bar; after a drawn frame only those too large to be made on the frame path that
  /// stood or only moved since the frame before), the hidden ones about to show
  /// (`Layer.isAboutToShow`, a pager's neighbouring pages) as they will be drawn once they
  /// slide in, and those inside others on screen (a list's rows, for when it scrolls). True
  /// when it drew anything.
  func prepareMovingRasters(
    of root: Layer, pixels: Int, phases: PreparePhases = .all
  ) throws -> Bool {
    guard compositesMovingLayers, lastRoot === root, !root.needsRedraw else { return false }
    var budget = pixels
    // After a drawn frame (`skippedLastFrame` false) a subtree on screen may be changing.
    let idle = skippedLastFrame
    if var progress = rasterInProgress, let layer = progress.layer {
      rasterInProgress = nil
      if !progress.changed, layer.isHidden, layer.isAboutToShow,
        aheadList.items.first?.layer === layer, Self.isInside(layer, root)
      {
        // Still hidden and unchanged: its list from the last band holds.
        budget -= try drawBand(of: progress, list: aheadList, index: 0, pixels: budget)
      } else if let (list, index) = listShowing(layer, root: root),
        MovingSubtreeCache.signature(of: index, in: list) == progress.signature,
        let placement = rasterPlacement(at: index, of: list),
        placement.width == progress.surface.width, placement.height == progress.surface.height
      {
        // Where the subtree is now (it may have come on screen since the last band): the
        // same pixels relative to its origin, drawn from where it now is.
        progress.placement = placement
        progress.changed = false
        budget -= try drawBand(of: progress, list: list, index: index, pixels: budget)
      }
    }
    var i = 0
    while phases.contains(.outermost), budget > 0, rasterInProgress == nil, i < list.items.count {
      let layer = list.items[i].layer
      guard layer.movesAsOne else {
        i += 1
        continue
      }
      // One copied in the last frame drawn has its raster: the frame's own look-up said so,
      // with no second hash of its subtree. After a drawn frame, only one the frame path
      // leaves alone: large, and not changing.
      if !moving.hasRaster(for: layer),
        idle
          || (moving.isSteady(layer)
            && (rasterPlacement(at: i, of: list).map { $0.width * $0.height } ?? 0)
              > largestMadeOnFrame)
      {
        budget -= try startRaster(at: i, of: list, pixels: budget)
      }
      i = list.items[i].end
    }
    // The pages about to slide in before the rows inside what is on screen: a page is drawn
    // whole when it first slides in, rows a few a frame when a list starts to scroll.
    if phases.contains(.ahead), budget > 0, rasterInProgress == nil {
      budget -= try startRastersAhead(pixels: budget)
    }
    for i in list.items.indices
    where phases.contains(.nested) && budget > 0 && rasterInProgress == nil {
      guard list.items[i].layer.movesAsOne else { continue }
      budget -= try startRaster(at: i, of: list, pixels: budget)
    }
    return budget < pixels
  }

  /// The list holding `layer`'s subtree and its item there: the last frame's when it was on
  /// screen, else one built ahead of it, when it is still about to show.
  private func listShowing(_ layer: Layer, root: Layer) -> (DisplayList, Int)? {
    if let i = list.items.firstIndex(where: { $0.layer === layer }) {
      // Listed as its raster alone, it has one: nothing is left to draw of it.
      return list.items[i].retained == nil ? (list, i) : nil
    }
    guard layer.isHidden, layer.isAboutToShow, layer.movesAsOne, Self.isInside(layer, root)
    else { return nil }
    aheadList.build(aheadOf: layer, scale: scale)
    return aheadList.items.isEmpty ? nil : (aheadList, 0)
  }

  /// Passes over hidden `layer` about to show until it changes (``AheadSettled``), once.
  private func settle(_ layer: Layer) {
    aheadSettled.removeAll { $0.layer === layer }
    aheadSettled.append(AheadSettled(layer: layer, freed: moving.freed))
  }

  /// Whether `layer` is `root` or lies in its subtree.
  private static func isInside(_ layer: Layer, _ root: Layer) -> Bool {
    var current: Layer? = layer
    while let l = current {
      if l === root { return true }
      current = l.parent
    }
    return false
  }

  /// Starts the raster of item `i`'s subtree in `list` when it has none for what it shows and
  /// one fits in the memory budget, drawing its first band of up to `pixels` pixels; returns
  /// the pixels drawn (0 for none).
  private func startRaster(at i: Int, of list: DisplayList, pixels: Int) throws -> Int {
    guard let placement = rasterPlacement(at: i, of: list) else { return 0 }
    let layer = list.items[i].layer
    let signature = MovingSubtreeCache.signature(of: i, in: list)
    guard !moving.hasRaster(for: layer, signature: signature),
      let surface = try moving.surface(
        for: layer, width: placement.width, height: placement.height, generation: generation,
        populated: false)
    else { return 0 }
    let progress = RasterInProgress(
      layer: layer, signature: signature, surface: surface, placement: placement, rowsDrawn: 0,
      coverage: RowCoverage())
    return try drawBand(of: progress, list: list, index: i, pixels: pixels)
  }

  /// Starts the rasters of hidden subtrees about to show that have none (those the frame's
  /// list met, ``DisplayList/aboutToShow``), in drawing order, until `pixels` pixels are drawn;
  /// returns the pixels drawn.
  private func startRastersAhead(pixels: Int) throws -> Int {
    var drawn = 0
    for layer in list.aboutToShow where drawn < pixels && rasterInProgress == nil {
      if let settled = aheadSettled.first(where: { $0.layer === layer }),
        moving.hasRaster(for: layer) || settled.freed == moving.freed
      {
        // Made, or none to be had and no memory freed since: building and hashing its list
        // again would find the same, every frame.
        continue
      }
      aheadList.build(aheadOf: layer, scale: scale)
      let started =
        aheadList.items.isEmpty ? 0 : try startRaster(at: 0, of: aheadList, pixels: pixels - drawn)
      drawn += started
      if started == 0 { settle(layer) }
    }
    return drawn
  }

  /// Draws the next band of rows of `progress`'s raster from item `index` of `list`, about
  /// `pixels` pixels (at least a row), and stores the raster once the last band is drawn;
  /// returns the pixels of the band.
  private func drawBand(
    of progress: RasterInProgress, list: DisplayList, index: Int, pixels: Int
  ) throws -> Int {
    var progress = progress
    let surface = progress.surface
    let top = progress.rowsDrawn
    let bottom = min(surface.height, top + max(1, pixels / max(1, surface.width)))
    surface.fill(0, x0: 0, y0: top, x1: surface.width, y1: bottom)
    let band = OcclusionPlan.Box(
      x0: 0, y0: Double(top), x1: Double(surface.width), y1: Double(bottom))
    try surface.withContext { cr in
      cairo_rectangle(cr, band.x0, band.y0, band.x1 - band.x0, band.y1 - band.y0)
      cairo_clip(cr)
      try draw(
        list, planned: false, cr: cr, into: surface, range: index..<list.items[index].end,
        offset: progress.placement.offset, band: band)
    }
    // Only the rows inside the root's bounds are judged; a band of what reaches past them (a
    // shadow under the last card) has none.
    let inside = progress.placement.inside
    let judged = max(inside.y0, top)
    progress.coverage.scan(
      surface, rows: judged..<max(judged, min(inside.y1, bottom)), x0: inside.x0, x1: inside.x1)
    progress.rowsDrawn = bottom
    if let layer = progress.layer {
      if bottom < surface.height {
        rasterInProgress = progress
      } else {
        moving.store(
          surface, for: layer, signature: progress.signature, coverage: progress.coverage,
          generation: generation)
        if layer.isHidden { settle(layer) }
      }
    }
    return (bottom - top) * surface.width
  }
}
