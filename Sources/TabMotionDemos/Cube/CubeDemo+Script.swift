import TabMotionCore
import TabMotionUI

extension CubeDemo {
  /// Every release rule in turn (390 pt wide, left-to-right: a finger moving left turns to
  /// the next person): a slow drag to 40 % released still (turns back), a drag to 60 %
  /// (completes), a short fast flick (completes), a drag reversed into a flick back (cancels),
  /// then a drag past the last person (rubber-bands and turns back).
  public static let defaultScript = GestureScript(
    steps: [
      .wait(0.3),
      .drag(
        from: .point(Point(350, 500)), to: .point(Point(184, 500)), duration: 1.0, release: .stop),
      .wait(0.8),
      .drag(
        from: .point(Point(350, 500)), to: .point(Point(106, 500)), duration: 1.0, release: .stop),
      .wait(0.8),
      .drag(
        from: .point(Point(300, 500)), to: .point(Point(240, 500)), duration: 0.08, release: .fling),
      .wait(0.8),
      .drag(
        from: .point(Point(330, 500)), to: .point(Point(170, 500)), duration: 0.5, release: .hold),
      .drag(
        from: .point(Point(170, 500)), to: .point(Point(250, 500)), duration: 0.08, release: .fling),
      .wait(0.8),
      .drag(
        from: .point(Point(300, 500)), to: .point(Point(200, 500)), duration: 0.1, release: .fling),
      .wait(0.8),
      .drag(
        from: .point(Point(350, 500)), to: .point(Point(60, 500)), duration: 0.8, release: .stop),
      .wait(1.0),
    ])
}
