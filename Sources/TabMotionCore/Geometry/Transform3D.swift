import RealModule

/// A 4×4 homogeneous transform with Core Animation's conventions (`CATransform3D`):
/// points are row vectors multiplied on the left, `[x y z 1] · M`, so `a.concatenating(b)`
/// applies `a` first, then `b`. `m34 = −1/d` gives a perspective with the eye `d` points in
/// front of the z = 0 plane. Angles are in radians.
public struct Transform3D: Hashable, Sendable {
  /// Row 1 (`m1j`): the image of the x axis in x, y, z (`m11`…`m13`) and x's share of w (`m14`).
  public var m11: Double, m12: Double, m13: Double, m14: Double
  /// Row 2 (`m2j`): the image of the y axis in x, y, z (`m21`…`m23`) and y's share of w (`m24`).
  public var m21: Double, m22: Double, m23: Double, m24: Double
  /// Row 3 (`m3j`): the image of the z axis in x, y, z (`m31`…`m33`) and z's share of w (`m34`,
  /// `−1/d` for a perspective with the eye `d` points away).
  public var m31: Double, m32: Double, m33: Double, m34: Double
  /// Row 4 (`m4j`): the translation in points (`m41`…`m43`) and the constant of w (`m44`, 1 for
  /// an affine transform).
  public var m41: Double, m42: Double, m43: Double, m44: Double

  /// Creates a transform from its sixteen entries, `mij` being row `i`, column `j`.
  @inlinable public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// The transform that leaves every point where it is.
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  /// A translation by `tx`, `ty`, `tz` points.
  public static func translation(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform3D {
    var t = identity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
  }

  /// A scale by `sx`, `sy`, `sz`.
  public static func scale(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform3D {
    var t = identity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
  }

  /// A rotation by `angle` radians about the z axis (in the screen plane).
  public static func rotationZ(_ angle: Double) -> Transform3D {
    let c = Double.cos(angle)
    let s = Double.sin(angle)
    var t = identity
    t.m11 = c
    t.m12 = s
    t.m21 = -s
    t.m22 = c
    return t
  }

  /// A rotation by `angle` radians about the vertical (y) axis, as
  /// `CATransform3DMakeRotation(angle, 0, 1, 0)`: a positive angle turns the right edge away
  /// from the viewer (towards −z).
  public static func rotationY(_ angle: Double) -> Transform3D {
    let c = Double.cos(angle)
    let s = Double.sin(angle)
    var t = identity
    t.m11 = c
    t.m13 = -s
    t.m31 = s
    t.m33 = c
    return t
  }

  /// A perspective projection with the eye `distance` points in front of the plane:
  /// the identity with `m34 = −1/distance`.
  public static func perspective(distance: Double) -> Transform3D {
    var t = identity
    t.m34 = -1 / distance
    return t
  }

  /// `self` then `other`: the matrix product `self · other`.
  public func concatenating(_ o: Transform3D) -> Transform3D {
    Transform3D(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
      m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
      m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
      m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
      m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
      m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
      m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
      m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
      m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
      m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
      m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
  }

  /// The homogeneous image `(x, y, z, w)` of a point on the z = `z` plane.
  @inlinable public func apply(
    x: Double, y: Double, z: Double = 0
  ) -> (
    x: Double, y: Double, z: Double, w: Double
  ) {
    (
      x * m11 + y * m21 + z * m31 + m41,
      x * m12 + y * m22 + z * m32 + m42,
      x * m13 + y * m23 + z * m33 + m43,
      x * m14 + y * m24 + z * m34 + m44
    )
  }

  /// Projects a point of the layer plane to the screen (divides by w). Returns `nil` when the
  /// point is at or behind the eye (w ≤ 0), where no screen position exists.
  public func project(_ p: Point) -> Point? {
    let h = apply(x: p.x, y: p.y)
    guard h.w > 1e-12, h.x.isFinite, h.y.isFinite else { return nil }
    return Point(h.x / h.w, h.y / h.w)
  }

  /// The point of the layer plane (z = 0) that projects to screen point `p`: the inverse of
  /// `project`. A layer plane maps to the screen by a 3×3 homography (the x, y and w columns
  /// of the rows for x, y and 1), so the inverse is exact for any rotation and perspective.
  /// Returns `nil` for a plane seen edge-on (a singular homography) or for a point whose
  /// preimage lies behind the eye.
  public func unproject(_ p: Point) -> Point? {
    // H = [[m11 m12 m14] [m21 m22 m24] [m41 m42 m44]], row vectors: [x y 1]·H = [X Y W].
    let (a, b, c) = (m11, m12, m14)
    let (d, e, f) = (m21, m22, m24)
    let (g, h, i) = (m41, m42, m44)
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    guard abs(det) > 1e-12, det.isFinite, p.isFinite else { return nil }
    // [X Y 1]·H⁻¹ with H⁻¹ = adj(H)/det (the transposed cofactors); the scale cancels in
    // the division.
    let x = p.x * (e * i - f * h) + p.y * (f * g - d * i) + (d * h - e * g)
    let y = p.x * (c * h - b * i) + p.y * (a * i - c * g) + (b * g - a * h)
    let w = p.x * (b * f - c * e) + p.y * (c * d - a * f) + (a * e - b * d)
    guard abs(w) > 1e-12 else { return nil }
    let local = Point(x / w, y / w)
    // The preimage must be in front of the eye, where `project` would have put it.
    guard let back = project(local),
      abs(back.x - p.x) + abs(back.y - p.y) < 1e-6 * max(1, abs(p.x) + abs(p.y))
    else { return nil }
    return local
  }

  /// True when the transform only scales and translates in 2-D (no rotation, no perspective).
  public var isAffine2D: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0
      && m43 == 0 && m44 == 1
  }

  /// True when every entry is finite.
  public var isFinite: Bool { magnitudeSquared.isFinite }
}

extension Transform3D: Animatable {
  /// Adds the matrices entry by entry; meaningful for animating, not for composing transforms.
  public static func + (a: Transform3D, b: Transform3D) -> Transform3D {
    Transform3D(
      m11: a.m11 + b.m11, m12: a.m12 + b.m12, m13: a.m13 + b.m13, m14: a.m14 + b.m14,
      m21: a.m21 + b.m21, m22: a.m22 + b.m22, m23: a.m23 + b.m23, m24: a.m24 + b.m24,
      m31: a.m31 + b.m31, m32: a.m32 + b.m32, m33: a.m33 + b.m33, m34: a.m34 + b.m34,
      m41: a.m41 + b.m41, m42: a.m42 + b.m42, m43: a.m43 + b.m43, m44: a.m44 + b.m44)
  }
  /// Subtracts the matrices entry by entry; to compose transforms use `concatenating(_:)`.
  public static func - (a: Transform3D, b: Transform3D) -> Transform3D { a + b * -1 }
  public static func * (a: Transform3D, s: Double) -> Transform3D {
    Transform3D(
      m11: a.m11 * s, m12: a.m12 * s, m13: a.m13 * s, m14: a.m14 * s,
      m21: a.m21 * s, m22: a.m22 * s, m23: a.m23 * s, m24: a.m24 * s,
      m31: a.m31 * s, m32: a.m32 * s, m33: a.m33 * s, m34: a.m34 * s,
      m41: a.m41 * s, m42: a.m42 * s, m43: a.m43 * s, m44: a.m44 * s)
  }
  public var magnitudeSquared: Double {
    let r1 = m11 * m11 + m12 * m12 + m13 * m13 + m14 * m14
    let r2 = m21 * m21 + m22 * m22 + m23 * m23 + m24 * m24
    let r3 = m31 * m31 + m32 * m32 + m33 * m33 + m34 * m34
    let r4 = m41 * m41 + m42 * m42 + m43 * m43 + m44 * m44
    return r1 + r2 + r3 + r4
  }
}
