extension Rect {
  /// Distance in points from `point` to the corner of the rectangle farthest from it.
  ///
  /// A circle of this radius around `point` covers the whole rectangle wherever the point is —
  /// inside, on an edge, or off the rectangle entirely. (A circle reveal sized by
  /// `hypot(x, height)` assumes the point sits on the bottom edge right of centre; a button left
  /// of centre leaves the top-right corner uncovered.) Non-finite input gives a non-finite
  /// result: validate first.
  @inlinable public func farthestCornerDistance(from point: Point) -> Double {
    // The farthest corner is the one on the opposite side of each axis' midline, so the
    // distance is the hypotenuse of the two larger per-axis distances.
    let dx = max(abs(point.x - minX), abs(point.x - maxX))
    let dy = max(abs(point.y - minY), abs(point.y - maxY))
    return (dx * dx + dy * dy).squareRoot()
  }
}
