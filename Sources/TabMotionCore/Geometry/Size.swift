/// A width and height in points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The horizontal extent in points.
  public var width: Double
  /// The vertical extent in points.
  public var height: Double

  /// Creates a size from a width and a height in points; values are not validated.
  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Creates a size from an unlabelled width and height in points; values are not validated.
  @inlinable public init(_ width: Double, _ height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of 0 × 0 points.
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

  /// The size as `width×height`, e.g. `390.0×844.0`.
  public var description: String { "\(width)×\(height)" }
}

extension Size: Animatable {
  /// Adds widths and heights pairwise.
  @inlinable public static func + (lhs: Size, rhs: Size) -> Size {
    Size(lhs.width + rhs.width, lhs.height + rhs.height)
  }
  /// Subtracts widths and heights pairwise; the result may be negative.
  @inlinable public static func - (lhs: Size, rhs: Size) -> Size {
    Size(lhs.width - rhs.width, lhs.height - rhs.height)
  }
  @inlinable public static func * (lhs: Size, rhs: Double) -> Size {
    Size(lhs.width * rhs, lhs.height * rhs)
  }
  @inlinable public var magnitudeSquared: Double { width * width + height * height }
}
