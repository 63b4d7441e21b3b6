/// Distances in points from each edge of a rectangle, e.g. a safe area or a scroll inset.
public struct EdgeInsets: Hashable, Sendable, Codable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets()

  /// Validates insets that came from outside: every side finite and not negative.
  public func validated(field: String) throws(TabMotionError) -> EdgeInsets {
    try TabMotionError.requireNonNegative(top, field + ".top")
    try TabMotionError.requireNonNegative(left, field + ".left")
    try TabMotionError.requireNonNegative(bottom, field + ".bottom")
    try TabMotionError.requireNonNegative(right, field + ".right")
    return self
  }
}
