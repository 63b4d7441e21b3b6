import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionDemos
@testable import TabMotionUI

/// Hand-made input for the collapsing screen, on the 120 Hz virtual clock, and a runner that
/// keeps one demo across several phases (so a test can look at the screen between them).
struct CollapsingRun {
  let demo: CollapsingDemo
  private(set) var frame = 0
  var time: Double { Double(frame) / 120 }

  /// The screen's geometry for the default viewport: navigation bar bottom 47 + 44, H, T.
  static let top = 91.0
  static let h = 80.0
  static let t = 40.0

  init(
    policy: HeaderSyncPolicy = .syncHeader, rowCount: Int = 2_000, viewport: Size = Size(390, 844),
    direction: LayoutDirection = .leftToRight
  ) throws {
    let environment = ScreenEnvironment(size: viewport, scale: 1, direction: direction)
    demo = try CollapsingDemo(environment: environment, rowCount: rowCount, policy: policy)
    demo.update(to: 0)
    demo.root.present(at: 0)
  }

  /// Runs `duration` seconds delivering `events` and `commands` before the first frame at or
  /// after their time; returns the decoded trace of every frame.
  @discardableResult
  mutating func run(
    _ duration: Double, events: [PointerEvent] = [],
    commands: [(time: Double, command: ScreenCommand)] = []
  ) throws -> [TraceFrame] {
    var frames: [TraceFrame] = []
    var input = ScriptedInput(events: events, commands: commands)
    let end = frame + Int((duration * 120).rounded())
    while frame < end {
      frame += 1
      frames.append(try input.frame(frame, at: time, of: demo))
    }
    return frames
  }

  /// A straight drag at constant speed, one sample per frame from `start` (seconds); "fling"
  /// lifts while moving, otherwise the finger holds still for `hold` seconds first.
  static func drag(
    from a: Point, to b: Point, start: Double, duration: Double, fling: Bool = false,
    hold: Double = 0.1
  ) -> [PointerEvent] {
    var events = [PointerEvent(.down, position: a, time: start)]
    let n = max(1, Int((duration * 120).rounded()))
    for k in 1...n {
      let f = Double(k) / Double(n)
      let p = Point(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f)
      events.append(PointerEvent(.move, position: p, time: start + Double(k) / 120))
    }
    var end = start + Double(n) / 120
    if !fling {
      for k in stride(from: 1, through: Int((hold * 120).rounded()), by: 1) {
        events.append(PointerEvent(.move, position: b, time: end + Double(k) / 120))
      }
      end += hold
    }
    events.append(PointerEvent(.up, position: b, time: end))
    return events
  }

  /// The centre of tab `i` (four equal items across 390 pt) on a bar whose top is at `barY`.
  static func tab(_ i: Int, barY: Double, width: Double = 390) -> Point {
    Point(width / 8 * Double(2 * i + 1), barY + t / 2)
  }
}
