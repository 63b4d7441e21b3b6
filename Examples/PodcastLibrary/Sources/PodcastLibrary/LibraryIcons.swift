import TabMotionCore
import TabMotionUI

/// The library's icons: paths in a unit square, drawn in the navigation bar's tint.
enum LibraryIcons {
  /// Three dots in a row: "more".
  static let more = TabIcon(
    path: Path.circle(center: Point(0.2, 0.5), radius: 0.09)
      + Path.circle(center: Point(0.5, 0.5), radius: 0.09)
      + Path.circle(center: Point(0.8, 0.5), radius: 0.09))
}
