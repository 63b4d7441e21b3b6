import CCairo
import TabMotionCore

// Outlines of a face's layers projected into device pixels, for cairo or the direct fill.
extension ProjectedFacePainter {
  /// Appends `path` (in a layer's points, `m` taking them to face points) to cairo's current
  /// path in device pixels, projected, and notes its bounding box.
  /// With `above`, only the part of the outline above that face height is emitted (each
  /// sub-path clipped to the half-plane, Sutherland–Hodgman, which keeps a fill's winding
  /// numbers there): what a later opaque band covers is not filled twice.
  /// With `direct`, the outline goes to ``PolygonFill`` instead of cairo's current path.
  func emit(
    _ path: Path, _ m: Transform3D, _ cr: OpaquePointer, direct: Bool = false,
    above cut: Double? = nil
  ) {
    // The rectangles stacked so far first: on a face seen upside down they are filled through
    // the outline this one is built in (``fillStack()``).
    if direct { fillStack() }
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
    var clipper = AboveCut(cut: cut)
    func out(_ f: Point, continuing: Bool) {
      let q = project(f, .identity)
      if continuing { lineTo(q) } else { moveTo(q) }
    }
    path.flatten(tolerance: tolerance) { step in
      switch step {
      case .move(let p): clipper.move(to: Self.facePoint(p, m), out, close: close)
      case .line(let p): clipper.line(to: Self.facePoint(p, m), out)
      case .close: clipper.finish(out, close: close)
      }
    }
    clipper.finish(out, close: close)
  }

  /// Appends `path` (as ``emit``) to the direct fill's outline with each sub-path traced
  /// backwards, which turns its winding around: under a shape traced forwards, its inside is
  /// taken away (a border's ring).
  func emitReversed(_ path: Path, _ m: Transform3D) {
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
  static func facePoint(_ p: Point, _ m: Transform3D) -> Point {
    Point(m.m11 * p.x + m.m21 * p.y + m.m41, m.m12 * p.x + m.m22 * p.y + m.m42)
  }

  /// A layer's point in device pixels: into face points, projected, and a shared edge's
  /// points moved a device pixel outward across the screen (level, not along the face's
  /// slanted top and bottom, so the moved part stays within the edge's own height).
  func project(_ p: Point, _ m: Transform3D, pushingEdges: Bool = true) -> Point {
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
}

/// Sub-paths in face points clipped to the half-plane at or above a face height
/// (Sutherland–Hodgman, which keeps a fill's winding numbers there), handing each point kept
/// or made on the cut to `out` (`continuing` false for a sub-path's first). Its state is a
/// value the caller keeps: held by functions nested in the flattening's closure, each point's
/// reads and writes of it were checked for exclusive access at run time.
private struct AboveCut {
  let cut: Double
  var first: Point?
  var previous = Point.zero
  var started = false

  init(cut: Double) { self.cut = cut }

  mutating func move(
    to f: Point, _ out: (Point, _ continuing: Bool) -> Void, close: () -> Void
  ) {
    finish(out, close: close)
    first = f
    previous = f
    if f.y <= cut { emit(f, out) }
  }

  mutating func line(to f: Point, _ out: (Point, _ continuing: Bool) -> Void) {
    if first == nil {
      first = previous
      if previous.y <= cut { emit(previous, out) }
    }
    edge(to: f, out)
  }

  /// Closes the sub-path back to its first point, if one was started.
  mutating func finish(_ out: (Point, _ continuing: Bool) -> Void, close: () -> Void) {
    if let f = first { edge(to: f, out) }
    if started { close() }
    first = nil
    started = false
  }

  private mutating func edge(to f: Point, _ out: (Point, _ continuing: Bool) -> Void) {
    let wasInside = previous.y <= cut
    let isInside = f.y <= cut
    if wasInside != isInside {
      let t = (cut - previous.y) / (f.y - previous.y)
      emit(Point(previous.x + (f.x - previous.x) * t, cut), out)
    }
    if isInside { emit(f, out) }
    previous = f
  }

  private mutating func emit(_ f: Point, _ out: (Point, _ continuing: Bool) -> Void) {
    out(f, started)
    started = true
  }
}
