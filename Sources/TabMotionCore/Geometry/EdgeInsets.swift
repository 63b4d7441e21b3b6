/// Distances in points from each edge of a rectangle, e.g. a safe area or a scroll inset.
public struct EdgeInsets: Hashable, Sendable, Codable {
  /// The inset from the top edge, in points.
  public var top: Double
  /// The inset from the left edge, in points.
  public var left: Double
  /// The inset from the bottom edge, in points.
  public var bottom: Double
  /// The inset from the right edge, in points.
  public var right: Double

  /// Creates insets in points; every side defaults to 0.
  @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of 0 on every side.
  public static let zero = EdgeInsets()

  /// Validates insets that came from outside: every side finite and not negative.
  public func validated(field: String) throws(TabMotionError) -> EdgeInsets {
    try TabMotionError.requireNonNegative(top, field + ".top")
    try TabMotionError.requireNonNegative(left, field + ".left")
    try TabMotionError.requireNonNegative(bottom, field + ".bottom")
    try TabMotionError.requireNonNegative(right, field + ".right")
    return self
  }

  /// The part of these insets — a screen's safe area, the screen being `bounds` — that a
  /// child at `frame` (screen coordinates) overlaps, measured from the child's own edges and
  /// clamped to its size: what UIKit hands a subview as its safe area. A pager below a
  /// navigation bar in landscape gets the notch's left and right insets and no top.
  public func overlap(of frame: Rect, in bounds: Size) -> EdgeInsets {
    func clamp(_ v: Double, _ length: Double) -> Double { min(max(0, length), max(0, v)) }
    return EdgeInsets(
      top: clamp(top - frame.minY, frame.height),
      left: clamp(left - frame.minX, frame.width),
      bottom: clamp(frame.maxY - (bounds.height - bottom), frame.height),
      right: clamp(frame.maxX - (bounds.width - right), frame.width))
  }
}
