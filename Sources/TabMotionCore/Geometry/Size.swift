/// A width and height in points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  @inlinable public init(_ width: Double, _ height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(0, 0)

  /// Landscape when wider than tall.
  @inlinable public var isLandscape: Bool { width > height }

  /// Validates a size that came from outside: both sides finite and not negative.
  public static func validated(
    _ width: Double, _ height: Double, field: String
  ) throws(TabMotionError)
    -> Size
  {
    try TabMotionError.requireNonNegative(width, field + ".width")
    try TabMotionError.requireNonNegative(height, field + ".height")
    return Size(width, height)
  }

  public var description: String { "\(width)×\(height)" }
}

extension Size: Animatable {
  @inlinable public static func + (lhs: Size, rhs: Size) -> Size {
    Size(lhs.width + rhs.width, lhs.height + rhs.height)
  }
  @inlinable public static func - (lhs: Size, rhs: Size) -> Size {
    Size(lhs.width - rhs.width, lhs.height - rhs.height)
  }
  @inlinable public static func * (lhs: Size, rhs: Double) -> Size {
    Size(lhs.width * rhs, lhs.height * rhs)
  }
  @inlinable public var magnitudeSquared: Double { width * width + height * height }
}
