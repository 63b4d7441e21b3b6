import CCairo
import TabMotionCore
import TabMotionUI

// The compositor: subtrees declared to move as one (a pager's page) copied from a raster of
// them, made when they were last seen unchanged, instead of drawn item by item.
extension SceneRenderer {
  /// A subtree's raster: where its corner goes from the root item's device origin, and how
  /// its rows cover what is under them inside the root's bounds.
  struct MovingRaster {
    var surface: ImageSurface
    var corner: Point
    var coverage: RowCoverage
    /// The signature of the subtree it shows (``MovingSubtreeCache/signature(of:in:)``).
    var signature: Int
  }

  /// The most pixels a raster made on the frame path may have: a third of the target (a row,
  /// a bar, a header; not a page).
  var largestMadeOnFrame: Int { target.width * target.height / 3 }

  /// The most pixels of rasters one frame makes, beyond its first: a sixth of the target (a
  /// row or two). A list that starts to scroll makes its rows' rasters over a few frames,
  /// drawing the rest item by item meanwhile, instead of all of them in its first frame.
  var madeOnFrameBudget: Int { target.width * target.height / 6 }

  /// Where the raster of item `i`'s subtree in `list` lies: the root's bounds and whole-pixel
  /// origin in device pixels, the raster's corner from that origin and its size. Nil when the
  /// subtree cannot be kept as a raster: only an upright, pixel-aligned, unfaded subtree
  /// reaching at most a little past its root's bounds is (its raster, copied where opaque and
  /// blended elsewhere, then gives what its items would).
  func rasterPlacement(at i: Int, of list: DisplayList) -> RasterPlacement? {
    let item = list.items[i]
    guard item.pixelAligned, item.opacity >= 1, item.end > i + 1 || item.retained != nil
    else { return nil }
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
    return RasterPlacement(
      bounds: bounds, origin: origin, corner: corner,
      width: Int(saturating: (reach.x1 - origin.x - corner.x).rounded(.up)),
      height: Int(saturating: (reach.y1 - origin.y - corner.y).rounded(.up)))
  }

  /// Where a subtree's raster lies (``rasterPlacement(at:of:)``).
  struct RasterPlacement {
    /// The root's bounds, device pixels.
    var bounds: OcclusionPlan.Box
    /// The root's (whole-pixel) device origin.
    var origin: Point
    /// The raster's corner from `origin`, whole pixels.
    var corner: Point
    var width: Int
    var height: Int

    /// From the list's device pixels to the raster's.
    var offset: Point { Point(-origin.x - corner.x, -origin.y - corner.y) }

    /// The root's bounds in the raster's pixels, edges rounded inward.
    var inside: PixelBox { SceneRenderer.pixelBox(bounds, minus: Point(-offset.x, -offset.y)) }
  }

  /// The raster to put in place of item `i`'s subtree in the frame's `list`, when it has one
  /// showing exactly what its items would draw; nil draws the items. A small subtree (a list's
  /// row, a bar) seen unchanged since the last drawn frame (it only moved, or stood) gets its
  /// raster now, as the frame's budget for making them allows (``madeOnFrameBudget``); a
  /// large one (a page) is left to frames with time to spare
  /// (``prepareMovingRasters(of:pixels:phases:)``): making it here would cost a whole drawing
  /// of it and more, in the very frame it stopped changing.
  func movingRaster(at i: Int, of list: DisplayList) throws -> MovingRaster? {
    guard let place = rasterPlacement(at: i, of: list) else { return nil }
    let layer = list.items[i].layer
    let signature = frameSignature(of: i)
    let found = moving.lookUp(layer, signature: signature, generation: generation)
    if let raster = found.raster {
      let kept = MovingRaster(
        surface: raster, corner: place.corner, coverage: found.coverage, signature: signature)
      remember(kept, at: i, of: list, signature: signature)
      return kept
    }
    let area = place.width * place.height
    guard list.items[i].retained == nil, found.steady, area <= largestMadeOnFrame,
      madeOnFrame == 0 || madeOnFrame + area <= madeOnFrameBudget,
      let surface = try moving.surface(
        for: layer, width: place.width, height: place.height, generation: generation)
    else { return nil }
    surface.clear(to: 0)
    try surface.withContext { cr in
      try draw(
        list, planned: false, cr: cr, into: surface, range: i..<list.items[i].end,
        offset: place.offset)
    }
    let inside = place.inside
    var coverage = RowCoverage()
    coverage.scan(
      surface, rows: inside.y0..<max(inside.y0, inside.y1), x0: inside.x0, x1: inside.x1)
    madeOnFrame += area
    moving.store(
      surface, for: layer, signature: signature, coverage: coverage, generation: generation)
    let made = MovingRaster(
      surface: surface, corner: place.corner, coverage: coverage, signature: signature)
    remember(made, at: i, of: list, signature: signature)
    return made
  }

  /// The signature of item `i`'s subtree in the frame's list
  /// (``MovingSubtreeCache/signature(of:in:)``), worked out once a frame: the compositor, and
  /// the pixels moved in place, ask for a page's several times.
  func frameSignature(of i: Int) -> Int {
    if signatures.count != list.items.count {
      signatures.removeAll(keepingCapacity: true)
      signatures.append(contentsOf: repeatElement(nil, count: list.items.count))
    }
    if let known = signatures[i] { return known }
    let signature = MovingSubtreeCache.signature(of: i, in: list)
    signatures[i] = signature
    return signature
  }

  /// `box` moved by −`origin`, in whole pixels (its edges rounded inward).
  static func pixelBox(_ box: OcclusionPlan.Box, minus origin: Point) -> PixelBox {
    PixelBox(
      x0: Int(saturating: (box.x0 - origin.x).rounded(.up)),
      y0: Int(saturating: (box.y0 - origin.y).rounded(.up)),
      x1: Int(saturating: (box.x1 - origin.x).rounded(.down)),
      y1: Int(saturating: (box.y1 - origin.y).rounded(.down)))
  }

  /// Puts a subtree's raster where its root item `index` now is, under the clip in force,
  /// `clip` (one whole-pixel rectangle: under any other, the items are drawn instead). The
  /// raster's rows inside the root's bounds go straight into the pixels as their
  /// ``RowCoverage`` says: opaque rows copied row by row — only where no occluder drawn later
  /// covers them (``OcclusionPlan/uncovered``) — clear rows left out, the others blended. What
  /// reaches past the bounds is blended.
  func copy(
    _ raster: MovingRaster, to item: DisplayItem, at index: Int,
    within clip: (x0: Int, y0: Int, x1: Int, y1: Int), cr: OpaquePointer,
    into target: ImageSurface
  ) {
    let surface = raster.surface
    let x = item.transform.m41 + raster.corner.x
    let y = item.transform.m42 + raster.corner.y
    let w = Double(surface.width)
    let h = Double(surface.height)
    let b = Self.pixelBox(OcclusionPlan.Box(item.layer.bounds, item.transform), minus: Point(x, y))
    // The raster's corner in whole device pixels (the root item is pixel-aligned).
    let cx = Int(saturating: x)
    let cy = Int(saturating: y)
    let inside = PixelBox(x0: b.x0 + cx, y0: b.y0 + cy, x1: b.x1 + cx, y1: b.y1 + cy)
    let visible = PixelBox(
      x0: max(inside.x0, clip.x0), y0: max(inside.y0, clip.y0), x1: min(inside.x1, clip.x1),
      y1: min(inside.y1, clip.y1))
    if target === self.target {
      reuse.noteShown(
        index, raster: PixelBox(x0: cx, y0: cy, x1: cx + surface.width, y1: cy + surface.height))
    }
    for run in raster.coverage.runs {
      let rows = PixelBox(
        x0: visible.x0, y0: max(visible.y0, run.rows.lowerBound + cy), x1: visible.x1,
        y1: min(visible.y1, run.rows.upperBound + cy))
      guard rows.x0 < rows.x1, rows.y0 < rows.y1 else { continue }
      switch run.kind {
      case .opaque:
        copyRows(of: raster, at: (cx, cy), into: target, within: rows, item: item, index: index)
      case .clear:
        continue
      case .mixed:
        blend(surface, x: x, y: y, cr: cr) {
          cairo_rectangle(
            cr, Double(rows.x0), Double(rows.y0), Double(rows.x1 - rows.x0),
            Double(rows.y1 - rows.y0))
        }
      }
    }
    guard b.x0 > 0 || b.y0 > 0 || Double(b.x1) < w || Double(b.y1) < h else { return }
    // What the items reach past the bounds (a separator's half pixel) is blended.
    let i = (
      x0: Double(inside.x0), y0: Double(inside.y0), x1: Double(inside.x1), y1: Double(inside.y1)
    )
    blend(surface, x: x, y: y, cr: cr) {
      cairo_rectangle(cr, x, y, w, i.y0 - y)
      cairo_rectangle(cr, x, i.y1, w, y + h - i.y1)
      cairo_rectangle(cr, x, i.y0, i.x0 - x, i.y1 - i.y0)
      cairo_rectangle(cr, i.x1, i.y0, x + w - i.x1, i.y1 - i.y0)
    }
  }

  /// Blends `surface`, its corner at (`x`, `y`) device pixels, over what is there inside the
  /// path `outline` adds.
  private func blend(
    _ surface: ImageSurface, x: Double, y: Double, cr: OpaquePointer, outline: () -> Void
  ) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    withExtendedLifetime(surface) {
      cairo_set_source_surface(cr, surface.surface, x, y)
      if let pattern = cairo_get_source(cr) {
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
      }
      outline()
      cairo_fill(cr)
    }
  }

  /// Copies the pixels of `raster`, its corner at `corner` in `target`, that fall inside
  /// `visible` and — for the frame's item `index` — outside what occluders drawn after it
  /// cover, row by row (``PixelRectCopy``). A copy of whole rows runs at the speed of copying
  /// memory; cairo's own copy of the same pixels costs about half as much again. What is
  /// copied into the frame's target is noted for the next frame to move in place
  /// (``PixelReuse``).
  private func copyRows(
    of moving: MovingRaster, at corner: (x: Int, y: Int), into target: ImageSurface,
    within visible: PixelBox, item: DisplayItem, index: Int
  ) {
    guard visible.x0 < visible.x1, visible.y0 < visible.y1 else { return }
    let pieces = index < occlusion.uncovered.count ? occlusion.uncovered[index] : nil
    let raster = moving.surface
    let source = raster.pixelPointer()
    let sourceStride = raster.stride / 4
    let notes = target === self.target
    // Only a large raster's rows (a page's) are worth moving in place: a small one (a row of a
    // list, a bar) is copied from memory the cache still holds, and what moving it would save
    // does not pay for the rectangles drawn around it.
    let movesInPlace = raster.width * raster.height >= target.width * target.height / 8
    withExtendedLifetime(raster) {
      target.withPixels { pixels, stride in
        func copy(_ box: PixelBox) {
          let x0 = max(box.x0, visible.x0)
          let x1 = min(box.x1, visible.x1)
          let y0 = max(box.y0, visible.y0)
          let y1 = min(box.y1, visible.y1)
          guard x0 < x1, y0 < y1 else { return }
          PixelRectCopy.copy(
            rows: y1 - y0, bytes: (x1 - x0) * 4,
            to: UnsafeMutableRawPointer(pixels + y0 * stride + x0),
            stride: stride * 4,
            from: UnsafeRawPointer(source + (y0 - corner.y) * sourceStride + (x0 - corner.x)),
            sourceStride: sourceStride * 4)
          if notes, movesInPlace {
            reuse.noteCopied(
              item.layer, signature: moving.signature, corner: corner.x, corner.y,
              box: PixelBox(x0: x0, y0: y0, x1: x1, y1: y1), item: index)
          }
        }
        guard let pieces else { return copy(visible) }
        for k in pieces {
          let p = occlusion.pieces[k]
          copy(
            PixelBox(
              x0: Int(saturating: p.x0), y0: Int(saturating: p.y0), x1: Int(saturating: p.x1),
              y1: Int(saturating: p.y1)))
        }
      }
    }
  }
}
