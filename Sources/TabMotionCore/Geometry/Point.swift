/// A point or a 2-D vector in points (pt), origin top-left, y down.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  @inlinable public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  @inlinable public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(0, 0)

  /// Euclidean length of the vector, in points.
  @inlinable public var length: Double { (x * x + y * y).squareRoot() }

  /// Distance to `other`, in points.
  @inlinable public func distance(to other: Point) -> Double { (self - other).length }

  /// True when both coordinates are finite (not NaN, not ±∞).
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

  public var description: String { "(\(x), \(y))" }
}

extension Point: Animatable {
  @inlinable public static func + (lhs: Point, rhs: Point) -> Point {
    Point(lhs.x + rhs.x, lhs.y + rhs.y)
  }
  @inlinable public static func - (lhs: Point, rhs: Point) -> Point {
    Point(lhs.x - rhs.x, lhs.y - rhs.y)
  }
  @inlinable public static func * (lhs: Point, rhs: Double) -> Point {
    Point(lhs.x * rhs, lhs.y * rhs)
  }
  @inlinable public var magnitudeSquared: Double { x * x + y * y }
}
