import TabMotionCore
import TabMotionUI

extension CurvedDemo {
  static let portrait = Size(390, 844)
  static let landscape = Size(844, 390)

  static func tab(_ i: Int, _ viewport: Size) -> Point {
    TabTapPoints.bottomBar(i, of: items.count, viewport: viewport, contentHeight: contentHeight)
  }

  /// Quick taps across the tabs (each retargets the dip and the circle), swipes between
  /// pages (the dip follows the finger), then a rotation in the middle of a tap.
  public static let defaultScript = GestureScript(
    steps: [
      .wait(0.4),
      .tap(.point(tab(1, portrait))),
      .tap(.point(tab(2, portrait))),
      .wait(0.05),
      .tap(.point(tab(3, portrait))),
      .tap(.point(tab(4, portrait))),
      .wait(0.9),
      // A fling back one page.
      .drag(
        from: .point(Point(60, 420)), to: .point(Point(300, 420)), duration: 0.3, release: .fling),
      .wait(0.7),
      // A slow drag past half a page, held, then released without velocity.
      .drag(
        from: .point(Point(40, 420)), to: .point(Point(300, 420)), duration: 0.7, release: .stop),
      .wait(0.7),
      .tap(.point(tab(0, portrait))),
      .wait(0.15),
      .resize(landscape),
      .wait(0.8),
      .tap(.point(tab(4, landscape))),
      .wait(1.0),
      .resize(portrait),
      .wait(0.5),
    ])
}
