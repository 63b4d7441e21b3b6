extension Rect {
  /// Distance in points from `point` to the corner of the rectangle farthest from it.
  ///
  /// A circle of this radius around `point` covers the whole rectangle wherever the point is —
  /// inside, on an edge, or off the rectangle entirely. (A circle reveal sized by
  /// `hypot(x, height)` only works for a point on the bottom edge's left half; this does not
  /// depend on where the point is.) Non-finite input gives a non-finite result: validate first.
  @inlinable public func farthestCornerDistance(from point: Point) -> Double {
    // The farthest corner is the one on the opposite side of each axis' midline, so the
    // distance is the hypotenuse of the two larger per-axis distances.
    let dx = max(abs(point.x - minX), abs(point.x - maxX))
    let dy = max(abs(point.y - minY), abs(point.y - maxY))
    return (dx * dx + dy * dy).squareRoot()
  }
}
