import TabMotionCore
import TabMotionUI

extension CollapsingDemo {
  /// The centre of tab `i` of the demo's bar (four equal items) with the bar's top at `barY`.
  static func tab(_ i: Int, barY: Double, width: Double = 390) -> Point {
    Point(width / 8 * Double(2 * i + 1), barY + 20)
  }

  /// The navigation bar's bottom in the default portrait viewport: 47 + 44.
  static let top = 91.0

  /// Scrolls up slowly past the title trigger, flings, switches tabs (the header holds),
  /// scrolls back down partially, swipes tabs, pulls to refresh and finishes it, then scrolls
  /// up and re-taps the selected tab (the header expands).
  public static let defaultScript = GestureScript(
    steps: [
      .wait(0.2),
      .drag(
        from: .point(Point(195, 700)), to: .point(Point(195, 630)), duration: 0.8, release: .stop),
      .wait(0.4),
      .drag(
        from: .point(Point(195, 650)), to: .point(Point(195, 450)), duration: 0.12, release: .fling),
      .wait(0.5),
      // Pinned bar: its top is the navigation bar's bottom.
      .tap(.point(tab(1, barY: top))),
      .wait(0.6),
      .drag(
        from: .point(Point(195, 400)), to: .point(Point(195, 450)), duration: 0.4, release: .stop),
      .wait(0.3),
      .drag(
        from: .point(Point(330, 600)), to: .point(Point(80, 600)), duration: 0.25, release: .fling),
      .wait(0.7),
      .drag(
        from: .point(Point(195, 300)), to: .point(Point(195, 650)), duration: 0.6, release: .stop),
      .wait(1.0),
      .refreshFinish,
      .wait(0.8),
      .drag(
        from: .point(Point(195, 650)), to: .point(Point(195, 350)), duration: 0.3, release: .stop),
      .wait(0.3),
      .tap(.point(tab(2, barY: top))),
      .wait(1.0),
    ])
}
