import RealModule
import TabMotionCore

/// Where the floating action button and the circle-menu items sit, as pure functions
/// of the viewport — no layers, no time — so the geometry can be tested on its own and reused by
/// any host (Cairo scene today, UIKit later).
///
/// ```
///              menu.1   menu.2
///        menu.0     ╲   ╱     menu.3        items on the upper semicircle,
///             ╲      ╲ ╱      ╱             angle θᵢ = π/n·(i + 0.5) − π,
///              ────  (fab)  ────            radius 130 pt from the button centre
///   ─────────────────────────────────────   20 pt
///   ─────────────── safe area bottom ─────
/// ```
///
/// Angles are radians in screen coordinates (y down), so θ ∈ (−π, 0) is above the button:
/// item 0 is on the left, item n−1 on the right. All lengths are points.
public struct CircleMenuLayout: Hashable, Sendable {
  /// Number of menu items (≥ 1).
  public let itemCount: Int
  /// Distance from the button centre to each item centre, points (130).
  public let radius: Double
  /// Diameter of a menu item, points (50).
  public let itemSize: Double
  /// Diameter of the floating action button, points.
  public let buttonSize: Double
  /// Gap between the button's bottom edge and the safe area's bottom edge, points (20).
  public let bottomMargin: Double

  /// Throws a `TabMotionError` naming the field for a count below 1 or a length that is not a
  /// finite positive number (`bottomMargin` may be 0).
  public init(
    itemCount: Int, radius: Double = 130, itemSize: Double = 50, buttonSize: Double = 56,
    bottomMargin: Double = 20
  ) throws(TabMotionError) {
    guard itemCount >= 1 else {
      throw TabMotionError(field: "itemCount", reason: "must be at least 1, got \(itemCount)")
    }
    try TabMotionError.requirePositive(radius, "radius")
    try TabMotionError.requirePositive(itemSize, "itemSize")
    try TabMotionError.requirePositive(buttonSize, "buttonSize")
    try TabMotionError.requireNonNegative(bottomMargin, "bottomMargin")
    self.itemCount = itemCount
    self.radius = radius
    self.itemSize = itemSize
    self.buttonSize = buttonSize
    self.bottomMargin = bottomMargin
  }

  /// The angle of item `index` of `count`: π/count·(index + 0.5) − π, radians.
  /// Pure arithmetic: callers with outside data validate the index first (`itemCenter(at:around:)`).
  @inlinable public static func angle(index: Int, count: Int) -> Double {
    Double.pi / Double(count) * (Double(index) + 0.5) - Double.pi
  }

  /// The button centre: horizontally centred in the safe area, its bottom edge `bottomMargin`
  /// above the safe area's bottom edge.
  public func buttonCenter(viewport: Size, safeArea: EdgeInsets) -> Point {
    let left = safeArea.left
    let width = max(0, viewport.width - safeArea.left - safeArea.right)
    return Point(
      left + width / 2, viewport.height - safeArea.bottom - bottomMargin - buttonSize / 2)
  }

  /// The centre of item `index` when the menu is fully open around `center`.
  /// Throws for an index outside `0..<itemCount` or a non-finite centre.
  public func itemCenter(at index: Int, around center: Point) throws(TabMotionError) -> Point {
    guard index >= 0, index < itemCount else {
      throw TabMotionError(
        field: "index", reason: "must be in 0..<\(itemCount), got \(index)")
    }
    guard center.isFinite else {
      throw TabMotionError(field: "center", reason: "must be finite, got \(center)")
    }
    return unsafeItemCenter(index, around: center)
  }

  /// `itemCenter(at:around:)` without the checks, for loops over `0..<itemCount`.
  func unsafeItemCenter(_ index: Int, around center: Point) -> Point {
    let a = CircleMenuLayout.angle(index: index, count: itemCount)
    return Point(center.x + radius * Double.cos(a), center.y + radius * Double.sin(a))
  }
}
