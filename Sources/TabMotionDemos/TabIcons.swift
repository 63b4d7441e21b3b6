import TabMotionCore
import TabMotionUI

/// The vector glyphs the demos use, drawn in a unit square: outlines for normal items and
/// filled or heavier variants for the highlighted state.
public enum TabIcons {
  static let stroke = 0.08
  static let heavyStroke = 0.11

  public static let home = TabIcon(
    path: Path(elements: [
      .move(Point(0.12, 0.47)), .line(Point(0.5, 0.15)), .line(Point(0.88, 0.47)),
      .move(Point(0.23, 0.38)), .line(Point(0.23, 0.86)), .line(Point(0.77, 0.86)),
      .line(Point(0.77, 0.38)), .move(Point(0.42, 0.86)), .line(Point(0.42, 0.63)),
      .line(Point(0.58, 0.63)), .line(Point(0.58, 0.86)),
    ]), strokeFraction: stroke)

  public static let homeFilled = TabIcon(
    path: Path(elements: [
      .move(Point(0.5, 0.11)), .line(Point(0.92, 0.47)), .line(Point(0.79, 0.47)),
      .line(Point(0.79, 0.88)), .line(Point(0.59, 0.88)), .line(Point(0.59, 0.64)),
      .line(Point(0.41, 0.64)), .line(Point(0.41, 0.88)), .line(Point(0.21, 0.88)),
      .line(Point(0.21, 0.47)), .line(Point(0.08, 0.47)), .close,
    ]))

  public static let search = TabIcon(path: searchPath, strokeFraction: stroke)
  public static let searchHeavy = TabIcon(path: searchPath, strokeFraction: heavyStroke)

  public static let bell = TabIcon(path: bellPath, strokeFraction: stroke)
  public static let bellFilled = TabIcon(path: bellPath)

  public static let mail = TabIcon(path: mailPath, strokeFraction: stroke)
  public static let mailHeavy = TabIcon(path: mailPath, strokeFraction: heavyStroke)

  public static let user = TabIcon(path: userPath, strokeFraction: stroke)
  public static let userFilled = TabIcon(path: userPath)

  public static let heart = TabIcon(path: heartPath, strokeFraction: stroke)
  public static let heartFilled = TabIcon(path: heartPath)

  public static let star = TabIcon(path: starPath, strokeFraction: stroke)
  public static let starFilled = TabIcon(path: starPath)

  public static let plus = TabIcon(
    path: Path(elements: [
      .move(Point(0.5, 0.2)), .line(Point(0.5, 0.8)), .move(Point(0.2, 0.5)),
      .line(Point(0.8, 0.5)),
    ]), strokeFraction: heavyStroke)

  static var searchPath: Path {
    var p = Path.circle(center: Point(0.44, 0.44), radius: 0.27)
    p.move(to: Point(0.64, 0.64))
    p.line(to: Point(0.87, 0.87))
    return p
  }

  static var bellPath: Path {
    var p = Path()
    p.move(to: Point(0.16, 0.74))
    p.cubic(to: Point(0.27, 0.47), control1: Point(0.25, 0.67), control2: Point(0.27, 0.57))
    p.cubic(to: Point(0.5, 0.19), control1: Point(0.27, 0.3), control2: Point(0.37, 0.19))
    p.cubic(to: Point(0.73, 0.47), control1: Point(0.63, 0.19), control2: Point(0.73, 0.3))
    p.cubic(to: Point(0.84, 0.74), control1: Point(0.73, 0.57), control2: Point(0.75, 0.67))
    p.close()
    p.move(to: Point(0.41, 0.82))
    p.quad(to: Point(0.59, 0.82), control: Point(0.5, 0.92))
    p.move(to: Point(0.5, 0.19))
    p.line(to: Point(0.5, 0.11))
    return p
  }

  static var mailPath: Path {
    var p = Path.roundedRect(Rect(x: 0.1, y: 0.22, width: 0.8, height: 0.56), radius: 0.06)
    p.move(to: Point(0.12, 0.26))
    p.line(to: Point(0.5, 0.55))
    p.line(to: Point(0.88, 0.26))
    return p
  }

  static var userPath: Path {
    var p = Path.circle(center: Point(0.5, 0.33), radius: 0.17)
    p.move(to: Point(0.16, 0.88))
    p.cubic(to: Point(0.84, 0.88), control1: Point(0.16, 0.52), control2: Point(0.84, 0.52))
    p.close()
    return p
  }

  static var heartPath: Path {
    var p = Path()
    p.move(to: Point(0.5, 0.86))
    p.cubic(to: Point(0.09, 0.38), control1: Point(0.3, 0.71), control2: Point(0.09, 0.57))
    p.cubic(to: Point(0.5, 0.27), control1: Point(0.09, 0.14), control2: Point(0.42, 0.1))
    p.cubic(to: Point(0.91, 0.38), control1: Point(0.58, 0.1), control2: Point(0.91, 0.14))
    p.cubic(to: Point(0.5, 0.86), control1: Point(0.91, 0.57), control2: Point(0.7, 0.71))
    p.close()
    return p
  }

  /// A five-pointed star (outer radius 0.42, inner 0.18, centre (0.5, 0.53)).
  static var starPath: Path {
    let points = [
      (0.5, 0.11), (0.6058, 0.3844), (0.8994, 0.4002), (0.6712, 0.5856), (0.7469, 0.8698),
      (0.5, 0.71), (0.2531, 0.8698), (0.3288, 0.5856), (0.1006, 0.4002), (0.3942, 0.3844),
    ]
    var p = Path()
    p.move(to: Point(points[0].0, points[0].1))
    for q in points.dropFirst() { p.line(to: Point(q.0, q.1)) }
    p.close()
    return p
  }
}
