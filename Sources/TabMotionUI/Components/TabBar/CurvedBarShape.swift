import TabMotionCore

/// The curved bar's outline: its top edge dips under the selected item. With dip
/// centre c and radius r the top edge runs: line to c − 2r; quadratic to (c − r, r/2) with
/// control (c − r − r/8, 0); cubic to (c + r, r/2) with controls (c − r + r/4, 1.5r) and
/// (c + r − r/4, 1.5r); quadratic to (c + 2r, 0) with control (c + r + r/8, 0); line to the
/// right edge; then down, across and closed. Every point is affine in c, so morphing two
/// outlines point by point is the same as moving c — the bar animates c.
///
/// ```
///  ────────────╮          ╭──────────── y = 0
///               ╲        ╱
///                ╰──────╯               deepest at 1.25·r
/// ```
public enum CurvedBarShape {
  /// Dip radius for an orientation, points: 30 in portrait, 25 in landscape.
  public static func radius(landscape: Bool) -> Double { landscape ? 25 : 30 }
  /// Diameter of the floating circle, points: 57 in portrait, 47 in landscape.
  public static func circleDiameter(landscape: Bool) -> Double { landscape ? 47 : 57 }
  /// How far below the top edge the dip's lowest point is: the cubic's midpoint, 1.25·r.
  public static func depth(radius r: Double) -> Double { 1.25 * r }
  /// Space between the circle and the bottom of the dip, points.
  public static let circleGap = 5.0

  /// The centre of the floating circle below the top edge, points: its bottom sits
  /// `circleGap` above the dip's lowest point.
  public static func circleCentreY(radius r: Double, diameter: Double) -> Double {
    depth(radius: r) - circleGap - diameter / 2
  }

  /// The whole outline of a bar of `size` (its own coordinates, top edge at y = 0).
  public static func outline(centre c: Double, radius r: Double, size: Size) -> Path {
    var p = Path()
    p.move(to: Point(0, 0))
    p.line(to: Point(c - 2 * r, 0))
    p.quad(to: Point(c - r, r / 2), control: Point(c - r - r / 8, 0))
    p.cubic(
      to: Point(c + r, r / 2), control1: Point(c - r + r / 4, 1.5 * r),
      control2: Point(c + r - r / 4, 1.5 * r))
    p.quad(to: Point(c + 2 * r, 0), control: Point(c + r + r / 8, 0))
    p.line(to: Point(size.width, 0))
    p.line(to: Point(size.width, size.height))
    p.line(to: Point(0, size.height))
    p.close()
    return p
  }

  /// The top edge's points in order — ends and control points, from the left edge to the
  /// right — offset by `origin` (for traces in scene coordinates).
  public static func topEdge(
    centre c: Double, radius r: Double, width: Double, origin: Point = .zero
  ) -> [Point] {
    let points = [
      Point(0, 0), Point(c - 2 * r, 0), Point(c - r - r / 8, 0), Point(c - r, r / 2),
      Point(c - r + r / 4, 1.5 * r), Point(c + r - r / 4, 1.5 * r), Point(c + r, r / 2),
      Point(c + r + r / 8, 0), Point(c + 2 * r, 0), Point(width, 0),
    ]
    return points.map { $0 + origin }
  }

  /// The dip alone: the outline of a bar 4r wide with the dip centred, which the bar moves
  /// sideways between two flat fills instead of redrawing its whole outline every frame.
  static func dip(radius r: Double, height: Double) -> Path {
    outline(centre: 2 * r, radius: r, size: Size(4 * r, height))
  }
}
