import TabMotionCore
import TabMotionUI

extension ArrowDemo {
  static let portrait = Size(390, 844)
  static let landscape = Size(844, 390)

  static func tab(_ i: Int, _ viewport: Size) -> Point {
    TabTapPoints.bottomBar(i, of: items.count, viewport: viewport, contentHeight: 49)
  }

  /// Taps tabs, rotates in the middle of an arrow animation (and back), swipes a page, then
  /// opens the compose modal over the bar and cancels it.
  public static let defaultScript = GestureScript(
    steps: [
      .wait(0.3),
      .tap(.point(tab(2, portrait))),
      .wait(0.45),
      .tap(.point(tab(1, portrait))),
      .wait(0.08),
      // Rotation while the arrow is half way.
      .resize(landscape),
      .wait(0.5),
      .tap(.point(tab(3, landscape))),
      .wait(0.1),
      .resize(portrait),
      .wait(0.5),
      // Swipe back a page: the arrow follows the finger.
      .drag(
        from: .point(Point(60, 420)), to: .point(Point(300, 420)), duration: 0.3, release: .fling),
      .wait(0.6),
      // Compose: the modal slides over the bar; the arrow goes with the bar.
      .tap(.point(Point(390 - 16 - 28, 844 - 34 - 49 - 16 - 28))),
      .wait(0.7),
      .tap(.point(Point(46, 47 + 8 + 14))),
      .wait(0.6),
    ])
}
