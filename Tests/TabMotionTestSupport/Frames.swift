import TabMotionCore
import TabMotionUI

/// The frame clock of headless hosts, for tests that drive a screen or a model frame by frame.
public enum Frames {
  /// Seconds between two frames at 120 Hz, the rate of scripts and the trace.
  public static let interval = 1.0 / 120

  /// Updates `screen` at every frame after `start` until `end` is reached, then presents its
  /// scene; returns the time of the last frame (the first frame time at or past `end`).
  @discardableResult
  public static func run(_ screen: any Screen, from start: Double, to end: Double) -> Double {
    var t = start
    while t < end - 1e-9 {
      t += interval
      screen.update(to: t)
    }
    screen.root.present(at: t)
    return t
  }

  /// Calls `body` with every frame time after `start` until `end` is reached; returns the
  /// last time.
  @discardableResult
  public static func each(
    from start: Double, to end: Double, _ body: (Double) throws -> Void
  ) rethrows -> Double {
    var t = start
    while t < end - 1e-9 {
      t += interval
      try body(t)
    }
    return t
  }
}
