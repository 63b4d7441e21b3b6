/// An axis-aligned rectangle in points: `origin` is the top-left corner.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The top-left corner, in points.
  public var origin: Point
  /// The width and height, in points.
  public var size: Size

  /// Creates a rectangle from its top-left corner and its size.
  @inlinable public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its top-left corner (`x`, `y`) and its size, all in points.
  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x, y)
    self.size = Size(width, height)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The x coordinate of the left edge.
  @inlinable public var minX: Double { origin.x }
  /// The y coordinate of the top edge.
  @inlinable public var minY: Double { origin.y }
  /// The x coordinate of the right edge (`minX + width`).
  @inlinable public var maxX: Double { origin.x + size.width }
  /// The y coordinate of the bottom edge (`minY + height`).
  @inlinable public var maxY: Double { origin.y + size.height }
  /// The x coordinate of the horizontal centre.
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  /// The y coordinate of the vertical centre.
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  /// The width in points, the same as `size.width`.
  @inlinable public var width: Double { size.width }
  /// The height in points, the same as `size.height`.
  @inlinable public var height: Double { size.height }
  /// The centre point (`midX`, `midY`).
  @inlinable public var center: Point { Point(midX, midY) }
  /// True when the origin and the size are all finite numbers (no NaN, no ±∞).
  @inlinable public var isFinite: Bool {
    origin.isFinite && size.width.isFinite && size.height.isFinite
  }

  /// True for a point on or inside the edges.
  @inlinable public func contains(_ p: Point) -> Bool {
    p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
  }

  /// True when the two rectangles overlap with a positive area.
  @inlinable public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The overlap of two rectangles, or `nil` when they do not overlap.
  public func intersection(_ other: Rect) -> Rect? {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The smallest rectangle containing both.
  public func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The rectangle moved by `dx`, `dy`.
  @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The rectangle shrunk by `insets` on each side (grown for negative insets); width and
  /// height never go below 0.
  @inlinable public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }

  /// The rectangle as `(x, y, width, height)`.
  public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}

extension Rect: Animatable {
  /// Adds origins and sizes pairwise.
  @inlinable public static func + (lhs: Rect, rhs: Rect) -> Rect {
    Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
  }
  /// Subtracts origins and sizes pairwise; the size may become negative.
  @inlinable public static func - (lhs: Rect, rhs: Rect) -> Rect {
    Rect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
  }
  @inlinable public static func * (lhs: Rect, rhs: Double) -> Rect {
    Rect(origin: lhs.origin * rhs, size: lhs.size * rhs)
  }
  @inlinable public var magnitudeSquared: Double {
    origin.magnitudeSquared + size.magnitudeSquared
  }
}
