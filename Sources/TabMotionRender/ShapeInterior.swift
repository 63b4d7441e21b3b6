import TabMotionCore

/// What a filled shape is sure to cover, so that what lies under it need not be drawn.
enum ShapeInterior {
  /// The tallest rectangle across the shape's whole width, standing on its bottom edge, that
  /// the shape fills entirely (non-zero winding, as shapes are filled): the ground under a
  /// hill, the body of a wave. Nil when there is none — a circle, a ring, an outline whose
  /// bottom is not one straight level edge.
  ///
  /// Every edge of the outline flattened within `tolerance` either lies on the rectangle's
  /// sides or bottom, or stays above its top; the rectangle's centre is inside the outline.
  static func bottomBand(of path: Path, tolerance: Double) -> Rect? {
    var minX = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    var count = 0
    path.flatten(tolerance: tolerance) { step in
      switch step {
      case .move(let p), .line(let p):
        minX = min(minX, p.x)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
        count += 1
      case .close: break
      }
    }
    guard count >= 3, minX < maxX, maxX.isFinite, maxY.isFinite else { return nil }
    let near = 1e-9 * max(1, maxX - minX, abs(maxY))
    func onSide(_ a: Point, _ b: Point) -> Bool {
      (abs(a.x - minX) <= near && abs(b.x - minX) <= near)
        || (abs(a.x - maxX) <= near && abs(b.x - maxX) <= near)
        || (abs(a.y - maxY) <= near && abs(b.y - maxY) <= near)
    }
    // The top: the lowest point of any edge that is not a side or the bottom.
    var top = -Double.infinity
    visitEdges(of: path, tolerance: tolerance) { a, b in
      if !onSide(a, b) { top = max(top, a.y, b.y) }
    }
    guard top.isFinite, top < maxY - near else { return nil }
    let centre = Point((minX + maxX) / 2, (top + maxY) / 2)
    var winding = 0
    visitEdges(of: path, tolerance: tolerance) { a, b in
      // A ray from the centre to the right: upward crossings count +1, downward −1.
      if a.y <= centre.y, b.y > centre.y, cross(a, b, centre) > 0 { winding += 1 }
      if a.y > centre.y, b.y <= centre.y, cross(a, b, centre) < 0 { winding -= 1 }
    }
    guard winding != 0 else { return nil }
    return Rect(x: minX, y: top, width: maxX - minX, height: maxY - top)
  }

  /// Which side of the line a→b the point c lies on (positive: left, y pointing down).
  private static func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
    (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
  }

  /// Every straight edge of the flattened outline, each sub-path closed as a fill closes it.
  private static func visitEdges(
    of path: Path, tolerance: Double, _ visit: (Point, Point) -> Void
  ) {
    var start: Point?
    var last = Point.zero
    path.flatten(tolerance: tolerance) { step in
      switch step {
      case .move(let p):
        if let s = start, s != last { visit(last, s) }
        start = p
        last = p
      case .line(let p):
        if start == nil { start = last }
        visit(last, p)
        last = p
      case .close:
        if let s = start {
          if s != last { visit(last, s) }
          last = s
        }
        start = nil
      }
    }
    if let s = start, s != last { visit(last, s) }
  }
}
