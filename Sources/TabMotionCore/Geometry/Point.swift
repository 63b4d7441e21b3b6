/// A point or a 2-D vector in points (pt), origin top-left, y down.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The horizontal coordinate in points, growing to the right.
  public var x: Double
  /// The vertical coordinate in points, growing downwards.
  public var y: Double

  /// Creates a point from its coordinates in points.
  @inlinable public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Creates a point from unlabelled `x` and `y` coordinates in points.
  @inlinable public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`; also the zero vector.
  public static let zero = Point(0, 0)

  /// Euclidean length of the vector, in points.
  @inlinable public var length: Double { (x * x + y * y).squareRoot() }

  /// Distance to `other`, in points.
  @inlinable public func distance(to other: Point) -> Double { (self - other).length }

  /// True when both coordinates are finite (not NaN, not ±∞).
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The coordinates as `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}

extension Point: Animatable {
  /// Adds the coordinates pairwise, e.g. offsets a point by a vector.
  @inlinable public static func + (lhs: Point, rhs: Point) -> Point {
    Point(lhs.x + rhs.x, lhs.y + rhs.y)
  }
  /// Subtracts the coordinates pairwise, giving the vector from `rhs` to `lhs`.
  @inlinable public static func - (lhs: Point, rhs: Point) -> Point {
    Point(lhs.x - rhs.x, lhs.y - rhs.y)
  }
  @inlinable public static func * (lhs: Point, rhs: Double) -> Point {
    Point(lhs.x * rhs, lhs.y * rhs)
  }
  @inlinable public var magnitudeSquared: Double { x * x + y * y }
}
