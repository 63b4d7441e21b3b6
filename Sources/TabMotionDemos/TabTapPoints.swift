import TabMotionCore
import TabMotionUI

/// Where to tap a bottom tab bar of equal-width items in a phone viewport: scripts are plain
/// points, so demos compute them from the same safe areas and metrics the layout uses.
enum TabTapPoints {
  /// The centre of item `index` of `count` in a bar `contentHeight` tall (plus the safe area)
  /// at the bottom of `viewport`.
  static func bottomBar(
    _ index: Int, of count: Int, viewport: Size, contentHeight: Double
  )
    -> Point
  {
    let safe = ScreenEnvironment.phoneSafeArea(for: viewport)
    let width = viewport.width - safe.left - safe.right
    let w = width / Double(count)
    let top = viewport.height - safe.bottom - contentHeight
    return Point(safe.left + Double(index) * w + w / 2, top + contentHeight / 2)
  }
}
