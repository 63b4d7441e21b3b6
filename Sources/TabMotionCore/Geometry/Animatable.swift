/// A value that can be animated: it forms a vector space, so an animation can be written as
/// `target + displacement · a(t) + velocity · b(t)` for any curve or spring.
///
/// Velocities of an `Animatable` value are values of the same type, in units per second.
public protocol Animatable: Equatable, Sendable {
  /// Adds two values component by component; used to offset a value by a displacement.
  static func + (lhs: Self, rhs: Self) -> Self
  /// Subtracts `rhs` from `lhs` component by component; gives the displacement between two values.
  static func - (lhs: Self, rhs: Self) -> Self
  /// Scales every component.
  static func * (lhs: Self, rhs: Double) -> Self
  /// The sum of the squared components; used to decide when motion has settled.
  var magnitudeSquared: Double { get }
}

extension Double: Animatable {
  @inlinable public var magnitudeSquared: Double { self * self }
}

extension Animatable {
  /// The value with every component zero, shaped like `self`.
  @inlinable public var zeroed: Self { self - self }

  /// Linear interpolation: `self` at `t = 0`, `other` at `t = 1`.
  @inlinable public func interpolated(to other: Self, fraction t: Double) -> Self {
    self + (other - self) * t
  }
}
