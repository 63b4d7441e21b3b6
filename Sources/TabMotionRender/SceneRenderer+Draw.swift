import CCairo
import TabMotionCore
import TabMotionUI

// The draw pass: the display list's items in order, each drawn as its operation says, under the
// clips its ancestors open.
extension SceneRenderer {
  /// Draws `list`'s items in order into `surface` through `cr` — those in `range`, when given
  /// (a subtree), moved by `offset` device pixels. With `planned`, the list is the frame's:
  /// the occlusion plan says which items to leave out, and subtrees that only move are copied
  /// from their rasters. A clipping item opens a clip its subtree's items are drawn under,
  /// closed at the item after its subtree. With `band` (device pixels of `surface`, the clip
  /// in force), subtrees that cannot reach it are stepped over: a raster made a band at a time
  /// rasterises only the texts of the band it draws.
  func draw(
    _ list: DisplayList, planned: Bool, cr: OpaquePointer, into surface: ImageSurface,
    range: Range<Int>? = nil, offset: Point = .zero, band: OcclusionPlan.Box? = nil
  ) throws {
    let base = scopes.count
    defer {
      while scopes.count > base {
        cairo_restore(cr)
        scopes.removeLast()
      }
    }
    let items = list.items
    var i = range?.lowerBound ?? 0
    let end = range?.upperBound ?? items.count
    // A rounded clip (a circle revealing a screen) not yet given to cairo: the items inside it
    // a pixel in need none, and cairo would make its mask for each of them. `applied`: the
    // items up to there are under it already.
    var deferred:
      (end: Int, matrix: cairo_matrix_t, outline: Path, shape: OcclusionPlan.RoundedClip)?
    var applied = 0
    while i < end {
      while scopes.count > base, let end = scopes.last, end <= i {
        cairo_restore(cr)
        scopes.removeLast()
      }
      if let open = deferred, i >= open.end { deferred = nil }
      if planned && occlusion.skipsSubtree[i] {
        i = items[i].end
        continue
      }
      var item = items[i]
      if let band {
        let reach = item.reach
        let moved = OcclusionPlan.Box(
          x0: reach.x0 + offset.x, y0: reach.y0 + offset.y, x1: reach.x1 + offset.x,
          y1: reach.y1 + offset.y)
        if moved.intersection(band).isEmpty {
          i = item.end
          continue
        }
      }
      if offset != .zero { item.move(by: offset) }
      if let open = deferred, i >= applied, Self.holdsWithoutClip(item, open.shape, at: i) {
        if item.op != .container { drawnInsideRoundedClips += 1 }
      } else if let open = deferred, i >= applied {
        // Under the clip: for its own drawing when its items follow it on their own, else
        // for all of its subtree.
        let drawsSubtree =
          item.clipsChildren || item.retained != nil || item.layer.movesAsOne || item.op == .face
        applied = drawsSubtree ? item.end : i + 1
        cairo_save(cr)
        scopes.append(applied)
        var matrix = open.matrix
        cairo_set_matrix(cr, &matrix)
        addPath(open.outline, cr)
        cairo_clip(cr)
      }
      // Under a clip that is not whole pixels (a rounded corner, a fractional edge), the
      // raster would be clipped as one image and the items each on their own: their pixels
      // along the clip's edge differ, so the items are drawn.
      if planned, compositesMovingLayers, item.layer.movesAsOne,
        let raster = try movingRaster(at: i, of: list),
        let clip = surface.clipRectangle(of: cr)
      {
        copy(raster, to: item, at: i, within: clip, cr: cr, into: surface)
        i = item.end
        continue
      }
      if planned, surface === target, item.layer.movesAsOne { reuse.noteDrawnFromLayers(i) }
      if item.retained != nil {
        try drawUnretained(item, cr: cr, into: surface)
        i = item.end
        continue
      }
      if item.op == .face {
        // A face and the one it meets, drawn side by side (on two threads when there are).
        if let pair = item.nextFace, pair == i + 1, pair < end, band == nil, offset == .zero,
          !(planned && occlusion.skipsSubtree[pair]),
          try drawFacePair(
            item, items[pair], after: items[pair].nextFace.map { items[$0] }, cr: cr,
            into: surface)
        {
          i = pair + 1
          continue
        }
        let next = item.nextFace.map { (layer: items[$0].layer, transform: items[$0].transform) }
        try drawFlattened(
          item.layer, cr: cr, transform: item.transform, opacity: item.opacity, into: surface,
          next: next)
        i += 1
        continue
      }
      if !(planned && occlusion.skipsOwn[i]) {
        try drawOwn(item, remainder: planned ? occlusion.remainders[i] : nil, cr: cr, into: surface)
      }
      if item.clipsChildren {
        // Children are drawn under the clip: their transforms already include this layer's
        // content offset.
        cairo_save(cr)
        scopes.append(item.end)
        let m = item.transform
        var matrix = cairo_matrix_t(
          xx: m.m11, yx: m.m12, xy: m.m21, yy: m.m22, x0: m.m41, y0: m.m42)
        cairo_set_matrix(cr, &matrix)
        let layer = item.layer
        if layer.clipsToBounds {
          let b = layer.bounds
          let outline: Path =
            layer.cornerRadius > 0 ? .roundedRect(b, radius: layer.cornerRadius) : .rect(b)
          if defersRoundedClips, item.opensRoundedClip, deferred == nil, layer.mask == nil,
            i + 1 < item.end, let shape = items[i + 1].roundedClip
          {
            deferred = (item.end, matrix, outline, shape)
            applied = i + 1
          } else {
            addPath(outline, cr)
            cairo_clip(cr)
          }
        }
        if let mask = layer.mask {
          addPath(mask, cr)
          cairo_clip(cr)
        }
      }
      i += 1
    }
  }

  /// Draws one item's own drawing, as its ``DisplayOp`` says; `remainder` is the occlusion
  /// plan's pieces of a plain fill that later occluders leave uncovered.
  func drawOwn(
    _ item: DisplayItem, remainder kept: Range<Int>?, cr: OpaquePointer,
    into surface: ImageSurface
  ) throws {
    if item.op == .container { return }
    let layer = item.layer
    let m = item.transform
    let alpha = item.opacity
    cairo_save(cr)
    defer { cairo_restore(cr) }
    var matrix = cairo_matrix_t(xx: m.m11, yx: m.m12, xy: m.m21, yy: m.m22, x0: m.m41, y0: m.m42)
    cairo_set_matrix(cr, &matrix)
    switch item.op {
    case .container, .face:
      return
    case .hairline(let line):
      // Thinner than a device pixel: one whole, fully coloured pixel row (or column), not a
      // faint partly covered one whose position would depend on the rounding of the scroll
      // offset.
      let c = layer.backgroundColor.presented
      cairo_identity_matrix(cr)
      cairo_rectangle(cr, line.minX, line.minY, line.width, line.height)
      cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
      cairo_fill(cr)
    case .fill:
      // A square, unbordered colour needs no raster: filling it in place costs less than
      // copying one, and a page of rows or a rotation then has nothing of it to redraw.
      let c = layer.backgroundColor.presented
      if let kept,
        fillsDirectly(
          kept, of: layer, m, PremultipliedColor((c.red, c.green, c.blue, c.alpha * alpha)),
          cr: cr, into: surface)
      {
        // Written straight into the pixels, piece by piece.
        return
      }
      if let kept {
        // Only around what opaque layers drawn later cover (turned cube faces): clipped to
        // whole-pixel rectangles, which cairo keeps as a fast pixel region.
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
    case .roundedFill:
      // The same path the rasteriser would fill, on the same device grid, filled in place.
      let c = layer.backgroundColor.presented
      let radius = LayerRasterizer.cornerRadius(of: layer)
      let outline = Path.roundedRect(layer.bounds, radius: radius)
      let color = (c.red, c.green, c.blue, c.alpha * alpha)
      if !fillsInPlace(
        outline, m, color, rectangular: item.exactClip && item.roundedClip == nil, cr: cr,
        into: surface)
      {
        addPath(outline, cr)
        cairo_set_source_rgba(cr, color.0, color.1, color.2, color.3)
        cairo_fill(cr)
      }
    case .shape:
      guard case .shape(let shape) = layer.content else { return }
      // Drawn in place, cut where the layer's raster would end (its bounds, grown to whole
      // device pixels), on the same device grid.
      let b = layer.bounds
      cairo_rectangle(
        cr, 0, 0, (b.width * scale).rounded(.up) / scale, (b.height * scale).rounded(.up) / scale)
      cairo_clip(cr)
      LayerRasterizer.drawShape(shape, in: cr, alpha: alpha)
    case .text:
      guard case .text(let t) = layer.content else { return }
      try drawText(t, of: layer, cr: cr, alpha: alpha)
    case .opaqueRaster, .card, .raster:
      try drawRaster(item, cr: cr)
    }
  }

  /// True when `item` (the `index`-th) can be drawn without the rounded clip `shape` it is
  /// under: a raster or a text with nothing under it, clipped by nothing else but upright
  /// rectangles, every pixel it can reach wholly inside the shape — where cairo's mask of the
  /// clip is full, so its pixels are the same — or a container that draws nothing itself
  /// (its items are then asked one by one).
  static func holdsWithoutClip(
    _ item: DisplayItem, _ shape: OcclusionPlan.RoundedClip, at index: Int
  ) -> Bool {
    guard item.exactClip, item.retained == nil, !item.clipsChildren, !item.layer.movesAsOne
    else { return false }
    switch item.op {
    case .container:
      // Draws nothing itself: its items are asked one by one.
      return true
    case .raster, .opaqueRaster, .card, .text:
      return item.end == index + 1 && shape.holds(item.reach)
    default:
      return false
    }
  }
}
