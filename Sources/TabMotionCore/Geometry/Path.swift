/// A vector path in points: sub-paths of lines, quadratic and cubic Bézier segments.
///
/// Two paths with the same sequence of element kinds have the same *structure* and can be
/// morphed point by point (`interpolated(to:fraction:)`, or an `Animator<Path>`), which is how
/// the curved tab bar's dip slides from one tab to another.
public struct Path: Hashable, Sendable {
  /// One drawing command of a path; every point is in the path's coordinates, in points.
  public enum Element: Hashable, Sendable {
    /// Starts a new sub-path at the point without drawing.
    case move(Point)
    /// Draws a straight line from the current point to the point.
    case line(Point)
    /// A quadratic Bézier with one control point, ending at `to`.
    case quad(control: Point, to: Point)
    /// A cubic Bézier with two control points, ending at `to`.
    case cubic(control1: Point, control2: Point, to: Point)
    /// Closes the current sub-path with a straight line back to its starting point.
    case close
  }

  /// The drawing commands in order; extend them with ``move(to:)``, ``line(to:)`` and the like.
  public private(set) var elements: [Element]

  /// Creates an empty path.
  public init() { elements = [] }

  /// Creates a path from a list of drawing commands, taken as they are.
  public init(elements: [Element]) { self.elements = elements }

  /// Appends a ``Element/move(_:)`` that starts a new sub-path at `p`.
  public mutating func move(to p: Point) { elements.append(.move(p)) }
  /// Appends a straight line from the current point to `p`.
  public mutating func line(to p: Point) { elements.append(.line(p)) }
  /// Appends a quadratic Bézier from the current point to `p`, bent towards `control`.
  public mutating func quad(to p: Point, control c: Point) {
    elements.append(.quad(control: c, to: p))
  }
  /// Appends a cubic Bézier from the current point to `p` with two control points.
  public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
    elements.append(.cubic(control1: c1, control2: c2, to: p))
  }
  /// Appends a ``Element/close`` that closes the current sub-path.
  public mutating func close() { elements.append(.close) }

  /// A closed rectangle.
  public static func rect(_ r: Rect) -> Path {
    Path(elements: [
      .move(Point(r.minX, r.minY)), .line(Point(r.maxX, r.minY)), .line(Point(r.maxX, r.maxY)),
      .line(Point(r.minX, r.maxY)), .close,
    ])
  }

  /// A rectangle with circular corners of `radius` (clamped to half the shorter side), drawn
  /// with cubic arcs (the 0.5523 circle constant).
  public static func roundedRect(_ r: Rect, radius: Double) -> Path {
    let rr = max(0, min(radius, min(r.width, r.height) / 2))
    let k = 0.5522847498 * rr
    var p = Path()
    p.move(to: Point(r.minX + rr, r.minY))
    p.line(to: Point(r.maxX - rr, r.minY))
    p.cubic(
      to: Point(r.maxX, r.minY + rr), control1: Point(r.maxX - rr + k, r.minY),
      control2: Point(r.maxX, r.minY + rr - k))
    p.line(to: Point(r.maxX, r.maxY - rr))
    p.cubic(
      to: Point(r.maxX - rr, r.maxY), control1: Point(r.maxX, r.maxY - rr + k),
      control2: Point(r.maxX - rr + k, r.maxY))
    p.line(to: Point(r.minX + rr, r.maxY))
    p.cubic(
      to: Point(r.minX, r.maxY - rr), control1: Point(r.minX + rr - k, r.maxY),
      control2: Point(r.minX, r.maxY - rr + k))
    p.line(to: Point(r.minX, r.minY + rr))
    p.cubic(
      to: Point(r.minX + rr, r.minY), control1: Point(r.minX, r.minY + rr - k),
      control2: Point(r.minX + rr - k, r.minY))
    p.close()
    return p
  }

  /// A circle of `radius` around `center`, four cubic arcs.
  public static func circle(center c: Point, radius: Double) -> Path {
    roundedRect(
      Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius),
      radius: radius)
  }

  /// Every point the path mentions (end points and control points), in order.
  public var points: [Point] {
    var result: [Point] = []
    result.reserveCapacity(elements.count * 3)
    for e in elements {
      switch e {
      case .move(let p), .line(let p): result.append(p)
      case .quad(let c, let p):
        result.append(c)
        result.append(p)
      case .cubic(let c1, let c2, let p):
        result.append(c1)
        result.append(c2)
        result.append(p)
      case .close: break
      }
    }
    return result
  }

  /// True when `other` has the same sequence of element kinds, so the two can be morphed.
  public func hasSameStructure(as other: Path) -> Bool {
    guard elements.count == other.elements.count else { return false }
    for (a, b) in zip(elements, other.elements) {
      switch (a, b) {
      case (.move, .move), (.line, .line), (.quad, .quad), (.cubic, .cubic), (.close, .close):
        continue
      default: return false
      }
    }
    return true
  }

  /// The path with every point transformed by `f`.
  public func mapPoints(_ f: (Point) -> Point) -> Path {
    Path(
      elements: elements.map { e in
        switch e {
        case .move(let p): .move(f(p))
        case .line(let p): .line(f(p))
        case .quad(let c, let p): .quad(control: f(c), to: f(p))
        case .cubic(let c1, let c2, let p): .cubic(control1: f(c1), control2: f(c2), to: f(p))
        case .close: .close
        }
      })
  }

  /// The path as polylines, one per sub-path, with curves subdivided until every chord is
  /// within `tolerance` points of the curve. A closed sub-path repeats its first point at the end.
  public func flattened(tolerance: Double = 0.1) -> [[Point]] {
    var result: [[Point]] = []
    var current: [Point] = []
    var last = Point.zero
    var start = Point.zero
    func finish() {
      if current.count > 1 { result.append(current) }
      current = []
    }
    flatten(tolerance: tolerance) { step in
      switch step {
      case .move(let p):
        finish()
        current = [p]
        last = p
        start = p
      case .line(let p):
        if current.isEmpty { current = [last] }
        current.append(p)
        last = p
      case .close:
        if !current.isEmpty, current.last != start { current.append(start) }
        finish()
        last = start
      }
    }
    finish()
    return result
  }

  /// One step of a flattened outline: see ``flatten(tolerance:_:)``.
  public enum FlatStep: Hashable, Sendable {
    /// Starts a sub-path at a point.
    case move(Point)
    /// A straight segment from the previous point to this one.
    case line(Point)
    /// Closes the current sub-path back to its start.
    case close
  }

  /// Visits the outline in order with curves subdivided until every chord is within
  /// `tolerance` points of the curve (quadratics as the cubics they equal), building nothing:
  /// a renderer can project each point as it comes, every frame, without allocating.
  /// A `tolerance` that is not finite and positive is taken as 0.1.
  public func flatten(tolerance: Double, _ visit: (FlatStep) -> Void) {
    let tol = tolerance.isFinite && tolerance > 1e-6 ? tolerance : 0.1
    var last = Point.zero
    var start = Point.zero
    for e in elements {
      switch e {
      case .move(let p):
        visit(.move(p))
        last = p
        start = p
      case .line(let p):
        visit(.line(p))
        last = p
      case .quad(let c, let p):
        let (c1, c2) = Path.cubicControls(from: last, quad: c, to: p)
        Path.flattenCubic(last, c1, c2, p, tolerance: tol) { visit(.line($0)) }
        last = p
      case .cubic(let c1, let c2, let p):
        Path.flattenCubic(last, c1, c2, p, tolerance: tol) { visit(.line($0)) }
        last = p
      case .close:
        visit(.close)
        last = start
      }
    }
  }

  /// The tight bounding box of the drawn path (curves included), or `.zero` when empty.
  ///
  /// Exact and allocation-free: a curve adds its end points and the points where it turns
  /// back along an axis (where its derivative's component is zero), so a renderer can ask
  /// every frame. A lone move that draws nothing adds nothing.
  public var bounds: Rect {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    func add(_ p: Point) {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    var last = Point.zero
    var start = Point.zero
    // Whether the current sub-path's first point has been added: only once it draws.
    var isDrawing = false
    func draw(to p: Point) {
      if !isDrawing { add(last) }
      isDrawing = true
      add(p)
    }
    for e in elements {
      switch e {
      case .move(let p):
        last = p
        start = p
        isDrawing = false
      case .line(let p):
        draw(to: p)
        last = p
      case .quad(let c, let p):
        draw(to: p)
        let (c1, c2) = Path.cubicControls(from: last, quad: c, to: p)
        Path.cubicTurns(last, c1, c2, p, add)
        last = p
      case .cubic(let c1, let c2, let p):
        draw(to: p)
        Path.cubicTurns(last, c1, c2, p, add)
        last = p
      case .close:
        last = start
      }
    }
    guard minX <= maxX else { return .zero }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The control points of the cubic that draws the quadratic from `p0` through `c` to `p`.
  private static func cubicControls(from p0: Point, quad c: Point, to p: Point) -> (Point, Point) {
    (p0 + (c - p0) * (2.0 / 3.0), p + (c - p) * (2.0 / 3.0))
  }

  /// Visits the points strictly inside the cubic (p0, c1, c2, p3) where it turns back along x
  /// or y: the roots in (0, 1) of each component of its derivative, a quadratic. Where the
  /// coefficients overflow (control points beyond about 1e150) it visits the control points
  /// instead: their hull holds the curve, so the box is never smaller than what is drawn.
  private static func cubicTurns(
    _ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, _ visit: (Point) -> Void
  ) {
    func at(_ t: Double) -> Point {
      let u = 1 - t
      return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p3 * (t * t * t)
    }
    var overflowed = false
    func roots(_ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) {
      // B'(t) / 3 = a t² + b t + c with these coefficients, scaled to at most 1 so that the
      // discriminant cannot overflow.
      var a = -v0 + 3 * v1 - 3 * v2 + v3
      var b = 2 * (v0 - 2 * v1 + v2)
      var c = v1 - v0
      let scale = max(abs(a), abs(b), abs(c))
      guard scale.isFinite else {
        overflowed = true
        return
      }
      guard scale > 0 else { return }
      (a, b, c) = (a / scale, b / scale, c / scale)
      if abs(a) <= 1e-12 {
        if b != 0 { visitInside(-c / b) }
        return
      }
      let d = b * b - 4 * a * c
      guard d >= 0 else { return }
      // The root that does not cancel first, the other from the product of the roots (c / a).
      let q = -(b + (b < 0 ? -1 : 1) * d.squareRoot()) / 2
      visitInside(q / a)
      if q != 0 { visitInside(c / q) }
    }
    func visitInside(_ t: Double) {
      // A root within rounding of an end is that end (a circle's arc turns back exactly at
      // its ends): past it the curve moves on the order of (1e-9)² of its size.
      if t > 1e-9, t < 1 - 1e-9 { visit(at(t)) }
    }
    roots(p0.x, c1.x, c2.x, p3.x)
    roots(p0.y, c1.y, c2.y, p3.y)
    if overflowed {
      visit(c1)
      visit(c2)
    }
  }

  /// Point-by-point morph towards `other`. Throws when the structures differ.
  public func interpolated(to other: Path, fraction t: Double) throws(TabMotionError) -> Path {
    guard hasSameStructure(as: other) else {
      throw TabMotionError(field: "path", reason: "paths with different structure cannot morph")
    }
    return Path.combine(self, other) { a, b in a + (b - a) * t }
  }

  /// Samples the cubic (p0, c1, c2, p3) into `out` (without p0) by adaptive subdivision.
  private static func flattenCubic(
    _ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, tolerance: Double,
    _ emit: (Point) -> Void
  ) {
    // The control polygon's deviation from the chord bounds the curve's deviation, so the
    // number of uniform steps follows from it (the "flatness" estimate of Cairo and Skia).
    let dd = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p3).length)
    let n = max(1, min(256, Int(saturating: (0.75 * dd / tolerance).squareRoot().rounded(.up))))
    for i in 1...n {
      let t = Double(i) / Double(n)
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      emit(
        Point(
          a * p0.x + b * c1.x + c * c2.x + d * p3.x, a * p0.y + b * c1.y + c * c2.y + d * p3.y))
    }
  }

  /// Element-wise combination of two paths; where structures differ the result takes `b`.
  fileprivate static func combine(_ a: Path, _ b: Path, _ f: (Point, Point) -> Point) -> Path {
    guard a.hasSameStructure(as: b) else { return b }
    var out: [Element] = []
    out.reserveCapacity(a.elements.count)
    for (ea, eb) in zip(a.elements, b.elements) {
      switch (ea, eb) {
      case (.move(let p), .move(let q)): out.append(.move(f(p, q)))
      case (.line(let p), .line(let q)): out.append(.line(f(p, q)))
      case (.quad(let c, let p), .quad(let d, let q)):
        out.append(.quad(control: f(c, d), to: f(p, q)))
      case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
        out.append(.cubic(control1: f(c1, d1), control2: f(c2, d2), to: f(p, q)))
      default: out.append(.close)
      }
    }
    return Path(elements: out)
  }
}

/// Paths animate point by point. Arithmetic between paths of different structure cannot be
/// meaningful, so it yields the right-hand path's shape: an animation between such paths snaps.
extension Path: Animatable {
  /// Adds the points of two paths pairwise; with different structures the result is `rhs`.
  public static func + (lhs: Path, rhs: Path) -> Path { combine(lhs, rhs) { $0 + $1 } }
  /// Subtracts the points of two paths pairwise; with different structures the result has `rhs`'s
  /// structure with every point at zero.
  public static func - (lhs: Path, rhs: Path) -> Path {
    guard lhs.hasSameStructure(as: rhs) else { return rhs.mapPoints { _ in .zero } }
    return combine(lhs, rhs) { $0 - $1 }
  }
  public static func * (lhs: Path, rhs: Double) -> Path { lhs.mapPoints { $0 * rhs } }
  public var magnitudeSquared: Double { points.reduce(0) { $0 + $1.magnitudeSquared } }
}
