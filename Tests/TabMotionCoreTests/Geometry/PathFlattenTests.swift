import TabMotionCore
import Testing

/// `Path.flatten(tolerance:_:)` from outside the module: the steps a renderer projects.
@Suite("Path: flattening visitor")
struct PathFlattenTests {
  @Test func aRectangleIsAMoveThreeLinesAndAClose() {
    var steps: [Path.FlatStep] = []
    Path.rect(Rect(x: 1, y: 2, width: 10, height: 20)).flatten(tolerance: 0.1) { steps.append($0) }
    #expect(
      steps == [
        .move(Point(1, 2)), .line(Point(11, 2)), .line(Point(11, 22)), .line(Point(1, 22)),
        .close,
      ])
  }

  /// A quadratic from (0, 0) through control (50, 100) to (100, 0): every visited point lies
  /// within the tolerance of the exact curve y = 2x − x²/50, and it ends at the end point.
  @Test func aCurveIsSubdividedWithinTheTolerance() {
    var p = Path()
    p.move(to: Point(0, 0))
    p.quad(to: Point(100, 0), control: Point(50, 100))
    var points: [Point] = []
    p.flatten(tolerance: 0.05) { step in
      if case .line(let q) = step { points.append(q) }
    }
    #expect(points.count > 10)
    #expect(points.last == Point(100, 0))
    for q in points { #expect(abs(q.y - (2 * q.x - q.x * q.x / 50)) < 0.05) }
    // The same points as the arrays `flattened` builds.
    #expect(p.flattened(tolerance: 0.05) == [[Point(0, 0)] + points])
  }
}
