import CCairo
import TabMotionCore
import TabMotionUI

// Two turned faces that meet (a cube in the middle of a turn), drawn side by side: each inside
// its own pixel columns, the second on another thread when there is one.
extension SceneRenderer {
  /// Draws the face of `first` and the face of `second`, the item drawn right after it, when
  /// they meet along a vertical edge and both can be drawn by geometry; false (nothing drawn)
  /// otherwise, for them to be drawn one after the other.
  ///
  /// The pixel column holding the shared edge goes to the first face, which covers it fully
  /// (as it would drawn first: see ``sharedEdges(left:right:width:height:next:)``), and the
  /// columns past it to the second; neither writes the other's. While the first is drawn on
  /// this thread, the second's layers before its first clip of its own are drawn on the
  /// face worker's (``drawsFacesOnTwoThreads``); its layers from there on follow on this one.
  /// The second face's share of the edge's column is then laid over it: its own pixels beside
  /// the column, by how much of the column it covers.
  func drawFacePair(
    _ first: DisplayItem, _ second: DisplayItem, after next: DisplayItem?, cr: OpaquePointer,
    into surface: ImageSurface
  ) throws -> Bool {
    guard drawsFacesByGeometry, let clip = surface.clipRectangle(of: cr),
      let a = pairFace(first, next: (second.layer, second.transform)),
      let b = pairFace(second, next: next.map { ($0.layer, $0.transform) })
    else { return false }
    // The edge the first face shares, and which side of it the second lies on.
    let edge: Double
    if a.face.solidRightEdge, let p = a.face.transform.project(Point(a.face.size.width, 0)) {
      edge = p.x
    } else if a.face.solidLeftEdge, let p = a.face.transform.project(Point(0, 0)) {
      edge = p.x
    } else {
      return false
    }
    let column = Int(saturating: edge.rounded(.down))
    let secondOnRight = b.left + b.right > a.left + a.right
    // Each face on its own side of the edge, to within the pixel its shared edge is pushed.
    let onSides =
      secondOnRight
      ? a.right <= edge + 1.5 && b.left >= edge - 0.5
      : a.left >= edge - 1.5 && b.right <= edge + 0.5
    // Three pixels wide at least: the second face then covers the column beside the edge's
    // whole, which lends the edge its colour.
    // And opaque all over: the pixel beside the edge is then the face's own, not what lies
    // behind a see-through face.
    guard onSides, b.right - b.left >= 3, b.face.opacity >= 1,
      ProjectedFacePainter.paintsWholeFace(b.layer)
    else { return false }
    var clipA = clip
    var clipB = clip
    if secondOnRight {
      clipA.x1 = min(clip.x1, column + 1)
      clipB.x0 = max(clip.x0, column + 1)
    } else {
      clipA.x0 = max(clip.x0, column)
      clipB.x1 = min(clip.x1, column)
    }
    // The second face's layers before the first one inside a clip or mask of its own ask
    // nothing of cairo (a story page's, all of them: its progress bars' fills are cut to
    // their tracks): they are drawn beside the first face, their rasters made here first.
    // The rest is drawn after, on this thread.
    let worker = drawsFacesOnTwoThreads ? pairWorker() : nil
    pairRasters.removeAll(keepingCapacity: true)
    let direct =
      try ProjectedFacePainter.directLayers(
        of: b.layer, opacity: b.face.opacity, skipping: b.overlay
      ) { layer in
        let raster = try placedRaster(for: layer)
        pairRasters.append(
          FaceWorker.PreparedRaster(
            layer: ObjectIdentifier(layer), surface: raster.surface, origin: raster.origin))
      } ?? Int.max
    let held = pairRasters
    surface.holdPixels()
    for raster in held { raster.surface.holdPixels() }
    defer {
      for raster in held { raster.surface.releasePixels() }
      surface.releasePixels()
    }
    worker?.post(
      FaceWorker.Job(
        layer: b.layer, face: b.face, overlay: b.overlay, scale: scale, clip: clipB,
        layers: direct, surface: surface), rasters: held)
    // The second face may be drawing into the target while the first fails: it is finished
    // before anything is thrown, the first failure reported.
    var failure: (any Error)?
    do {
      try draw(a, inside: clipA, layers: 0..<Int.max, cr: cr, into: surface)
    } catch {
      failure = error
    }
    if let worker {
      let second = worker.finish()
      if let failure = failure ?? second { throw failure }
      if surface === target { warpedPixels += worker.painter.paintedPixels }
    } else {
      if let failure { throw failure }
      try draw(b, inside: clipB, layers: 0..<direct, cr: cr, into: surface)
    }
    if direct < Int.max {
      try draw(b, inside: clipB, layers: direct..<Int.max, cr: cr, into: surface)
    }
    facePairs += 1
    let share = secondOnRight ? Double(column + 1) - edge : edge - Double(column)
    // The rows the shared edge spans (its ends, as the first face projects them).
    let edgeX = a.face.solidRightEdge ? a.face.size.width : 0
    let ends = (
      a.face.transform.project(Point(edgeX, 0)),
      a.face.transform.project(Point(edgeX, a.face.size.height))
    )
    guard let top = ends.0, let bottom = ends.1 else { return true }
    layEdge(
      rows: min(top.y, bottom.y)...max(top.y, bottom.y), share: share, column: column,
      from: secondOnRight ? column + 1 : column - 1,
      clip: clip, into: surface)
    return true
  }

  /// Draws `face`'s `layers` (numbered in drawing order) inside `clip`, cairo's drawing too,
  /// with the renderer's painter.
  private func draw(
    _ face: TurnedFace, inside clip: (x0: Int, y0: Int, x1: Int, y1: Int), layers: Range<Int>,
    cr: OpaquePointer, into surface: ImageSurface
  ) throws {
    guard clip.x0 < clip.x1, clip.y0 < clip.y1, !layers.isEmpty else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    cairo_rectangle(
      cr, Double(clip.x0), Double(clip.y0), Double(clip.x1 - clip.x0), Double(clip.y1 - clip.y0))
    cairo_clip(cr)
    try painter.draw(
      face.layer, as: face.face, skipping: face.overlay, scale: scale, cr: cr, clip: clip,
      layers: layers, into: surface, raster: placedRaster(for:))
    if surface === target { warpedPixels += painter.paintedPixels }
  }

  /// The face `item` as a pair draws it, or nil when it cannot be drawn by geometry with its
  /// columns upright; `next` is the face drawn after it.
  private func pairFace(
    _ item: DisplayItem, next: (layer: Layer, transform: Transform3D)?
  ) -> TurnedFace? {
    let m = item.transform
    guard item.op == .face, abs(m.m21) < 1e-9, abs(m.m24) < 1e-12,
      let turned = turnedFace(item.layer, transform: m, opacity: item.opacity, next: next),
      ProjectedFacePainter.canDraw(item.layer, skipping: turned.overlay, transform: m)
    else { return nil }
    return turned
  }

  /// The renderer's second thread, started the first time a pair is drawn; nil when it
  /// cannot be started (no thread or memory left), and from then on: the faces are drawn on
  /// the renderer's thread, as on a machine with one core.
  private func pairWorker() -> FaceWorker? {
    if let faceWorker { return faceWorker }
    switch Result(catching: { try FaceWorker(scale: scale) }) {
    case .success(let worker):
      faceWorker = worker
      return worker
    case .failure:
      drawsFacesOnTwoThreads = false
      return nil
    }
  }

  /// Lays the second face's share of the shared edge's pixel column, `share` of its width,
  /// over the first face there: in each of `rows` (the edge's), the second face's own pixel in
  /// column `beside`, scaled by `share`, over the column's.
  private func layEdge(
    rows: ClosedRange<Double>, share: Double, column: Int, from beside: Int,
    clip: (x0: Int, y0: Int, x1: Int, y1: Int), into surface: ImageSurface
  ) {
    let coverage = Int(min(max(share, 0), 1) * 256 + 0.5)  // bounded: 0…256.5
    guard coverage > 0, column >= max(clip.x0, 0), column < min(clip.x1, surface.width),
      beside >= max(clip.x0, 0), beside < min(clip.x1, surface.width),
      rows.lowerBound.isFinite, rows.upperBound.isFinite
    else { return }
    let y0 = max(clip.y0, 0, Int(saturating: rows.lowerBound.rounded(.down)))
    let y1 = min(clip.y1, surface.height, Int(saturating: rows.upperBound.rounded(.up)))
    guard y0 < y1 else { return }
    surface.withPixels { pixels, stride in
      for y in y0..<y1 {
        let row = pixels + y * stride
        let p = row[beside]
        row[column] = PremultipliedColor.over(
          row[column], r: Int((p >> 16) & 0xFF), g: Int((p >> 8) & 0xFF), b: Int(p & 0xFF),
          a: Int(p >> 24), coverage: coverage)
      }
    }
  }
}
