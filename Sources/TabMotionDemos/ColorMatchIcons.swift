import RealModule
import TabMotionCore
import TabMotionUI

/// The ColorMatch review app's category icons — Products, Places, Reviews, Friends — as filled
/// vector paths in the unit square (y down), and their colours. Shared by the demos that show
/// the ColorMatch parts.
///
/// Every sub-path is drawn clockwise on screen and holes counter-clockwise, so the renderer's
/// non-zero fill rule unions overlapping parts and punches the holes.
public enum ColorMatchIcons {
  /// A category: title, icon path and tint.
  public struct Category: Hashable, Sendable {
    public var title: String
    public var path: Path
    public var tint: Color
  }

  public static let categories: [Category] = [
    Category(title: "Products", path: bag, tint: Color(hex: 0xFF8A1F)),
    Category(title: "Places", path: pin, tint: Color(hex: 0x1FB37A)),
    Category(title: "Reviews", path: star, tint: Color(hex: 0x8A4DF0)),
    Category(title: "Friends", path: people, tint: Color(hex: 0x2D8CF0)),
  ]

  /// A shopping bag: a rounded body and an arched handle.
  public static let bag: Path = {
    var p = Path.roundedRect(Rect(x: 0.16, y: 0.36, width: 0.68, height: 0.54), radius: 0.08)
    let c = Point(0.5, 0.36)
    let outer = 0.19
    let inner = 0.11
    let k = 0.5522847498
    p.move(to: Point(c.x - outer, 0.42))
    p.line(to: Point(c.x - outer, c.y))
    p.cubic(
      to: Point(c.x, c.y - outer), control1: Point(c.x - outer, c.y - k * outer),
      control2: Point(c.x - k * outer, c.y - outer))
    p.cubic(
      to: Point(c.x + outer, c.y), control1: Point(c.x + k * outer, c.y - outer),
      control2: Point(c.x + outer, c.y - k * outer))
    p.line(to: Point(c.x + outer, 0.42))
    p.line(to: Point(c.x + inner, 0.42))
    p.line(to: Point(c.x + inner, c.y))
    p.cubic(
      to: Point(c.x, c.y - inner), control1: Point(c.x + inner, c.y - k * inner),
      control2: Point(c.x + k * inner, c.y - inner))
    p.cubic(
      to: Point(c.x - inner, c.y), control1: Point(c.x - k * inner, c.y - inner),
      control2: Point(c.x - inner, c.y - k * inner))
    p.line(to: Point(c.x - inner, 0.42))
    p.close()
    return p
  }()

  /// A map pin: a teardrop with a round hole.
  public static let pin: Path = {
    var p = Path()
    p.move(to: Point(0.5, 0.94))
    p.cubic(to: Point(0.22, 0.4), control1: Point(0.36, 0.76), control2: Point(0.22, 0.6))
    p.cubic(to: Point(0.5, 0.1), control1: Point(0.22, 0.23), control2: Point(0.35, 0.1))
    p.cubic(to: Point(0.78, 0.4), control1: Point(0.65, 0.1), control2: Point(0.78, 0.23))
    p.cubic(to: Point(0.5, 0.94), control1: Point(0.78, 0.6), control2: Point(0.64, 0.76))
    p.close()
    appendCircle(&p, center: Point(0.5, 0.4), radius: 0.11, clockwise: false)
    return p
  }()

  /// A five-pointed star.
  public static let star: Path = {
    var p = Path()
    let c = Point(0.5, 0.54)
    for i in 0..<10 {
      let r = i % 2 == 0 ? 0.46 : 0.19
      // Clockwise on screen from the top point: angles grow (y is down).
      let a = -Double.pi / 2 + Double(i) * Double.pi / 5
      let q = Point(c.x + r * Double.cos(a), c.y + r * Double.sin(a))
      if i == 0 { p.move(to: q) } else { p.line(to: q) }
    }
    p.close()
    return p
  }()

  /// Two people: a smaller one behind on the left, a larger one in front on the right.
  public static let people: Path = {
    var p = Path()
    appendCircle(&p, center: Point(0.33, 0.3), radius: 0.12, clockwise: true)
    p.move(to: Point(0.08, 0.74))
    p.cubic(to: Point(0.33, 0.48), control1: Point(0.08, 0.58), control2: Point(0.2, 0.48))
    p.cubic(to: Point(0.56, 0.62), control1: Point(0.44, 0.48), control2: Point(0.52, 0.54))
    p.line(to: Point(0.56, 0.74))
    p.close()
    appendCircle(&p, center: Point(0.64, 0.36), radius: 0.145, clockwise: true)
    p.move(to: Point(0.36, 0.9))
    p.cubic(to: Point(0.64, 0.58), control1: Point(0.36, 0.7), control2: Point(0.49, 0.58))
    p.cubic(to: Point(0.92, 0.9), control1: Point(0.79, 0.58), control2: Point(0.92, 0.7))
    p.close()
    return p
  }()

  /// Appends a circle as four cubic arcs, clockwise or counter-clockwise on screen.
  static func appendCircle(_ p: inout Path, center c: Point, radius r: Double, clockwise: Bool) {
    let k = 0.5522847498 * r
    let s = clockwise ? 1.0 : -1.0
    // Start at the top; clockwise on screen goes right first.
    p.move(to: Point(c.x, c.y - r))
    p.cubic(
      to: Point(c.x + s * r, c.y), control1: Point(c.x + s * k, c.y - r),
      control2: Point(c.x + s * r, c.y - k))
    p.cubic(
      to: Point(c.x, c.y + r), control1: Point(c.x + s * r, c.y + k),
      control2: Point(c.x + s * k, c.y + r))
    p.cubic(
      to: Point(c.x - s * r, c.y), control1: Point(c.x - s * k, c.y + r),
      control2: Point(c.x - s * r, c.y + k))
    p.cubic(
      to: Point(c.x, c.y - r), control1: Point(c.x - s * r, c.y - k),
      control2: Point(c.x - s * k, c.y - r))
    p.close()
  }
}
