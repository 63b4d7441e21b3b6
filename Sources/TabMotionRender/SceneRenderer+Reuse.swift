import TabMotionUI

// Pixels of the last frame moved in place (``PixelReuse``): a page that only slid since the
// last frame is moved inside the target rather than copied from its raster again.
extension SceneRenderer {
  /// Whether moving `moved` pixels in place pays for drawing the frame in `pieces`
  /// rectangles around them rather than as its damage says: each rectangle is one more pass
  /// over the list, with its clip and the ring of pixels around it kept, so a few always pay,
  /// and more only while each stands for a twenty-fourth of the target moved rather than
  /// copied (a list whose every row's separator reaches over the row above leaves a sliver
  /// between each two, a thin rectangle for every row).
  func movingPays(_ moved: Int, around pieces: Int) -> Bool {
    pieces <= 4 || moved >= pieces * (target.width * target.height / 24)
  }

  /// Moves in place what this frame can take from the last one, when `possible` (the target
  /// still holds the last frame drawn of this root, and nothing turned in 3-D): the rest of
  /// the frame's damage, or of the whole target, is left in ``piecesToDraw``. False when
  /// nothing is moved or kept, and the frame is drawn as its damage says.
  func reuseLastFrame(if possible: Bool) throws -> Bool {
    // This frame's spans are kept for the next one whether or not it takes any.
    reuse.begin(items: list.items.count)
    guard possible, compositesMovingLayers, movesPixelsInPlace else {
      reuse.forget()
      return false
    }
    reuse.plan(
      list, within: damage.isFull ? nil : damage.boxes, width: target.width,
      height: target.height, placement: { i in reusePlacement(at: i, of: list) },
      signature: { i in frameSignature(of: i) },
      expectedRaster: { j in expectedRaster(at: j, of: list) })
    guard reuse.reusedPixels > 0 else { return false }
    piecesToDraw.removeAll(keepingCapacity: true)
    if damage.isFull {
      reuse.remainder(
        of: PixelBox(x0: 0, y0: 0, x1: target.width, y1: target.height), into: &piecesToDraw)
    } else {
      for box in damage.boxes { reuse.remainder(of: Self.pixelBox(box), into: &piecesToDraw) }
    }
    // Growing the rectangles around curves never makes more of them.
    guard movingPays(reuse.movedPixels, around: piecesToDraw.count) else {
      reuse.abandon()
      return false
    }
    // A subtree moved in place is shown from its raster as one copied is: its raster is kept
    // as recently shown, and one listed item by item is listed as its raster alone the next
    // frame.
    fromRasters.removeAll(keepingCapacity: true)
    for i in reuse.takenItems where try movingRaster(at: i, of: list) != nil {
      fromRasters.append(i..<list.items[i].end)
    }
    growAroundCurves(&piecesToDraw)
    guard movingPays(reuse.movedPixels, around: piecesToDraw.count) else {
      reuse.abandon()
      return false
    }
    target.withPixels { pixels, stride in reuse.move(in: pixels, stride: stride) }
    return true
  }

  /// What ``PixelReuse`` needs of item `i` of the frame's `list` when it would be put in
  /// place from a raster: the raster's corner and the root's bounds
  /// (whole pixels inside them), in device pixels. Nil when it would be drawn item by item.
  func reusePlacement(
    at i: Int, of list: DisplayList
  ) -> (cornerX: Int, cornerY: Int, inside: PixelBox)? {
    guard !occlusion.skipsSubtree[i], let place = rasterPlacement(at: i, of: list) else {
      return nil
    }
    let item = list.items[i]
    // The root item is pixel-aligned: its corner is whole pixels.
    let x = Int(saturating: item.transform.m41 + place.corner.x)
    let y = Int(saturating: item.transform.m42 + place.corner.y)
    let b = place.inside
    return (x, y, PixelBox(x0: b.x0 + x, y0: b.y0 + y, x1: b.x1 + x, y1: b.y1 + y))
  }

  /// Where item `j` of the frame's `list`, a subtree that moves as one, will be put in
  /// place from its raster — the raster's rectangle in the target, under a whole-pixel clip —
  /// when it has a raster showing it now (nowhere when the frame does not redraw it); nil
  /// when it will be drawn from its layers. Such a raster is counted as shown in this frame,
  /// so that no raster made in it drops it.
  func expectedRaster(at j: Int, of list: DisplayList) -> PixelBox? {
    let item = list.items[j]
    // A subtree outside what the frame redraws draws nothing.
    if !damage.isFull, !damage.boxes.contains(where: { !$0.intersection(item.reach).isEmpty }) {
      return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
    }
    let clip = PixelBox(inward: item.clip)
    guard compositesMovingLayers, item.exactClip, item.roundedClip == nil,
      clip == PixelBox(outward: item.clip), !occlusion.skipsSubtree[j],
      let place = rasterPlacement(at: j, of: list),
      moving.hasRaster(for: item.layer, signature: frameSignature(of: j))
    else { return nil }
    moving.keep(item.layer, shownIn: generation)
    let x = Int(saturating: place.origin.x + place.corner.x)
    let y = Int(saturating: place.origin.y + place.corner.y)
    return PixelBox(x0: x, y0: y, x1: x + place.width, y1: y + place.height).intersection(clip)
  }

  /// Grows each of `pieces` (rectangles to redraw) to take whole every curved part of the
  /// frame's layers it cuts through, as the frame's damage does (``FrameDamage/Curves``). A
  /// piece may grow over pixels moved in place, or over another piece: it redraws them
  /// exactly as they were.
  func growAroundCurves(_ pieces: inout [PixelBox]) {
    let frame = FrameDamage.Box(
      x0: 0, y0: 0, x1: Double(target.width), y1: Double(target.height))
    var grew = true
    var rounds = 0
    while grew, rounds < 16 {
      grew = false
      rounds += 1
      func take(_ part: FrameDamage.Box) {
        let p = PixelBox(outward: part)
        for k in pieces.indices {
          let piece = pieces[k]
          guard !piece.intersection(p).isEmpty, piece.intersection(p) != p else { continue }
          pieces[k] = piece.union(p)
          grew = true
        }
      }
      var i = 0
      while i < list.footprints.count {
        // A subtree put in place from its raster is copied pixel for pixel, whatever the
        // clip: its layers' edges are not drawn.
        if let skipped = fromRasters.first(where: { $0.lowerBound == i }) {
          i = skipped.upperBound
          continue
        }
        let f = list.footprints[i]
        defer { i += 1 }
        f.curves.forEachPart(in: frame, take)
        // A raster drawn off the pixel grid is filtered, and cairo's filtering takes another
        // path when the clip lies inside what the raster covers: its pixels can come out a
        // level apart. Such a layer is redrawn whole or not at all.
        let item = list.items[i]
        if !item.pixelAligned, item.op.drawsOwn { take(f.extent.intersection(frame)) }
      }
    }
    // Pieces that now overlap are each drawn (the overlap twice, the same pixels both times);
    // one inside another is not.
    var k = 0
    while k < pieces.count {
      let piece = pieces[k]
      if pieces.indices.contains(where: { $0 != k && pieces[$0].intersection(piece) == piece }) {
        pieces.remove(at: k)
      } else {
        k += 1
      }
    }
  }

}
