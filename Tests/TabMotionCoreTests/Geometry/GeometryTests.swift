import RealModule
import TabMotionTestSupport
import Testing

@testable import TabMotionCore

@Suite("Transform3D (Core Animation conventions)")
struct Transform3DTests {
  @Test func concatenationAppliesLeftFirst() {
    let t = Transform3D.scale(2, 2).concatenating(.translation(10, 0))
    #expect(t.project(Point(1, 1)) == Point(12, 2))
    let u = Transform3D.translation(10, 0).concatenating(.scale(2, 2))
    #expect(u.project(Point(1, 1)) == Point(22, 2))
  }

  @Test func perspectiveRotationAboutYMatchesHandComputation() throws {
    // A point x = 100 on a layer rotated 30° about y, eye 500 pt away (m34 = −1/500):
    // x' = 100·cos30 / (1 − (−100·sin30)·(−1/500))... z = −x·sin θ, w = 1 − z/500.
    let angle = Double.pi / 6
    let m = Transform3D.rotationY(angle).concatenating(.perspective(distance: 500))
    let p = try #require(m.project(Point(100, 40)))
    let z = -100 * Double.sin(angle)
    let w = 1 - z / 500
    #expect(isClose(p.x, 100 * Double.cos(angle) / w, 1e-12))
    #expect(isClose(p.y, 40 / w, 1e-12))
    #expect(isClose(m.m34, -1.0 / 500 * Double.cos(angle), 1e-15))
  }

  @Test func behindTheEyeHasNoProjection() {
    let m = Transform3D.translation(0, 0, 600).concatenating(.perspective(distance: 500))
    #expect(m.project(Point(0, 0)) == nil)
  }

  @Test func affineDetection() {
    #expect(Transform3D.translation(3, 4).isAffine2D)
    #expect(!Transform3D.rotationY(0.3).isAffine2D)
    #expect(Transform3D.identity.isFinite)
    var bad = Transform3D.identity
    bad.m41 = .nan
    #expect(!bad.isFinite)
  }

  /// `unproject` inverts `project` exactly for affine maps and for a face turned in 3-D with
  /// perspective (the cube's), and refuses a plane seen edge-on.
  @Test func unprojectInvertsProject() {
    let transforms: [Transform3D] = [
      .translation(12, -7),
      Transform3D.scale(2, 0.5).concatenating(.rotationZ(0.7)).concatenating(.translation(3, 4)),
      Transform3D.translation(0, 0, 195).concatenating(.rotationY(0.9))
        .concatenating(.translation(0, 0, -195)).concatenating(.perspective(distance: 500)),
    ]
    for m in transforms {
      for p in [Point(0, 0), Point(390, 0), Point(120, 844), Point(-20, 33.5)] {
        guard let screen = m.project(p), let back = m.unproject(screen) else {
          Issue.record("no round trip for \(p) through \(m)")
          continue
        }
        #expect(isClose(back, p, 1e-9 * 1_000))
      }
    }
    #expect(Transform3D.rotationY(.pi / 2).unproject(Point(10, 10)) == nil)
  }
}

@Suite("Path")
struct PathTests {
  @Test func boundsIncludeCurveExtremaNotControlPoints() {
    var p = Path()
    p.move(to: Point(0, 0))
    p.quad(to: Point(100, 0), control: Point(50, 100))
    let b = p.bounds
    // A quadratic's apex is at half the control point's height.
    #expect(isClose(b.maxY, 50, 1e-12))
    #expect(isClose(b.width, 100, 1e-9))
  }

  /// An S-shaped cubic that bulges past both ends on x: its box against the curve sampled at
  /// 200,001 parameters (whose extremes are within x''·h²/8 < 1e-7 of the true ones), and a
  /// circle's box is its square (its arcs turn back only at their end points).
  @Test func boundsAreExactForCubicsAndIgnoreALoneMove() {
    let (p0, c1, c2, p3) = (Point(0, 0), Point(150, 30), Point(-150, 70), Point(0, 100))
    var p = Path()
    p.move(to: Point(500, 500))  // draws nothing
    p.move(to: p0)
    p.cubic(to: p3, control1: c1, control2: c2)
    var sampled = (minX: 0.0, maxX: 0.0, minY: 0.0, maxY: 0.0)
    for i in 0...200_000 {
      let t = Double(i) / 200_000
      let u = 1 - t
      let q = p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p3 * (t * t * t)
      sampled = (
        min(sampled.minX, q.x), max(sampled.maxX, q.x), min(sampled.minY, q.y),
        max(sampled.maxY, q.y)
      )
    }
    let b = p.bounds
    #expect(sampled.maxX > 20 && sampled.minX < -20, "the reference curve bulges past its ends")
    #expect(isClose(b.minX, sampled.minX, 1e-6) && isClose(b.maxX, sampled.maxX, 1e-6))
    #expect(b.minY == 0 && b.maxY == 100)
    let circle = Path.circle(center: Point(10, 20), radius: 5).bounds
    #expect(isClose(circle.minX, 5, 1e-12) && isClose(circle.maxX, 15, 1e-12))
    #expect(isClose(circle.minY, 15, 1e-12) && isClose(circle.maxY, 25, 1e-12))
    #expect(Path(elements: [.move(Point(3, 4))]).bounds == .zero)
  }

  /// Drawing without a move starts at the origin, and after a close from the sub-path's start;
  /// control points too large for the turning points' arithmetic (1e160, whose curve reaches
  /// about ±6e159) give a box that still holds the curve, and no coordinate traps.
  @Test func boundsFollowTheCurrentPointAndHoldHugeCurves() {
    #expect(
      Path(elements: [.line(Point(10, 5))]).bounds == Rect(x: 0, y: 0, width: 10, height: 5))
    let afterClose = Path(elements: [
      .move(Point(20, 20)), .line(Point(30, 20)), .close, .line(Point(20, 40)),
    ])
    #expect(afterClose.bounds == Rect(x: 20, y: 20, width: 10, height: 20))
    var huge = Path()
    huge.move(to: Point(0, 0))
    huge.cubic(to: Point(0, 100), control1: Point(1e160, 30), control2: Point(-1e160, 70))
    let b = huge.bounds
    // x(t) = 3e160 · t (1 − t)(1 − 2t): extremes ±3e160 / (6√3) ≈ ±2.89e159.
    #expect(b.minX <= -2.88e159 && b.maxX >= 2.88e159)
    #expect(b.minY == 0 && b.maxY == 100)
    for v in [Double.nan, .infinity, -.infinity, 1e308, -1e308] {
      var p = Path()
      p.move(to: Point(0, 0))
      p.cubic(to: Point(v, 1), control1: Point(v, v), control2: Point(1, v))
      _ = p.bounds
    }
  }

  @Test func flatteningStaysWithinTolerance() {
    let circle = Path.circle(center: Point(0, 0), radius: 100)
    let lines = circle.flattened(tolerance: 0.05)
    #expect(lines.count == 1)
    for p in lines[0] { #expect(abs(p.length - 100) < 0.1) }
    #expect(lines[0].first == lines[0].last)
  }

  @Test func morphRequiresSameStructure() throws {
    let a = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    let b = Path.rect(Rect(x: 10, y: 10, width: 10, height: 10))
    let mid = try a.interpolated(to: b, fraction: 0.5)
    #expect(mid == Path.rect(Rect(x: 5, y: 5, width: 10, height: 10)))
    let circle = Path.circle(center: .zero, radius: 3)
    #expect(throws: TabMotionError.self) { try a.interpolated(to: circle, fraction: 0.5) }
    #expect(!a.hasSameStructure(as: circle))
  }

  @Test func rectGeometry() {
    let r = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(r.center == Point(60, 45))
    #expect(r.contains(Point(110, 70)))
    #expect(!r.contains(Point(111, 70)))
    #expect(
      r.intersection(Rect(x: 100, y: 0, width: 50, height: 30))
        == Rect(x: 100, y: 20, width: 10, height: 10))
    #expect(r.intersection(Rect(x: 200, y: 0, width: 5, height: 5)) == nil)
    #expect(
      r.inset(by: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        == Rect(x: 20, y: 25, width: 80, height: 40))
  }

  @Test func colorHexAndMix() {
    let c = Color(hex: 0x3366CC)
    #expect(c.hexString == "#3366cc")
    #expect(Color.black.mixed(with: .white, fraction: 0.5).hexString == "#808080")
    #expect(Color(red: 1, green: 0, blue: 0, alpha: 0.5).hexString == "#ff000080")
  }
}

@Suite("EdgeInsets")
struct EdgeInsetsTests {
  static let landscape = Size(844, 390)
  static let landscapeSafe = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
  static let portrait = Size(390, 844)
  static let portraitSafe = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  /// A pager between a navigation bar and a bottom tab bar overlaps only the notch sides.
  @Test func aChildBetweenBarsSeesOnlyTheSides() {
    let pager = Rect(x: 0, y: 44, width: 844, height: 267)
    #expect(
      Self.landscapeSafe.overlap(of: pager, in: Self.landscape)
        == EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
  }

  /// A full-screen child sees the whole safe area; one inset from the edges sees what is left.
  @Test func aFullScreenChildSeesEverythingAndAnInsetChildTheRest() {
    let full = Rect(origin: .zero, size: Self.portrait)
    #expect(Self.portraitSafe.overlap(of: full, in: Self.portrait) == Self.portraitSafe)
    let inner = Rect(x: 10, y: 20, width: 370, height: 800)
    #expect(
      Self.portraitSafe.overlap(of: inner, in: Self.portrait)
        == EdgeInsets(top: 27, left: 0, bottom: 10, right: 0))
    let sideways = Rect(x: 30, y: 0, width: 800, height: 390)
    #expect(
      Self.landscapeSafe.overlap(of: sideways, in: Self.landscape)
        == EdgeInsets(top: 0, left: 17, bottom: 21, right: 33))
  }

  /// Never negative, never more than the child's own size.
  @Test func overlapIsClampedToTheChild() {
    let narrow = Rect(x: 0, y: 100, width: 20, height: 10)
    #expect(
      Self.landscapeSafe.overlap(of: narrow, in: Self.landscape)
        == EdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
    let outside = Rect(x: 900, y: 500, width: 10, height: 10)
    #expect(
      Self.landscapeSafe.overlap(of: outside, in: Self.landscape)
        == EdgeInsets(top: 0, left: 0, bottom: 10, right: 10))
  }
}

@Suite("Rect")
struct RectTests {
  /// A rectangle is finite only when its origin and both sides are numbers.
  @Test func finiteMeansEveryPartIsANumber() {
    #expect(Rect(x: -3, y: 2, width: 0, height: 1e300).isFinite)
    #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isFinite)
    #expect(!Rect(x: 0, y: -.infinity, width: 1, height: 1).isFinite)
    #expect(!Rect(x: 0, y: 0, width: .infinity, height: 1).isFinite)
    #expect(!Rect(x: 0, y: 0, width: 1, height: .nan).isFinite)
  }
}
