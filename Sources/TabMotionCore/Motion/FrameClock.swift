/// Hands out frame timestamps. Nothing in TabMotion reads the wall clock: headless runs tick
/// a virtual clock at a fixed rate, and the window host feeds the display's vsync times.
///
/// Times are seconds from the clock's start; `frame` counts ticks (the first tick is frame 1).
public struct FrameClock: Sendable {
  /// Seconds per frame of the virtual clock (1/120 by default).
  public let interval: Double
  /// The time of the latest tick, in seconds from the clock's start (0 before the first tick).
  public private(set) var time: Double = 0
  /// The number of ticks so far (0 before the first tick, 1 after it).
  public private(set) var frame: Int = 0
  private var hostOrigin: Double?

  /// A virtual clock at `framesPerSecond` (120 by default); throws ``TabMotionError`` when
  /// the rate is not finite and greater than 0.
  public init(framesPerSecond: Double = 120) throws(TabMotionError) {
    try TabMotionError.requirePositive(framesPerSecond, "fps")
    interval = 1 / framesPerSecond
  }

  /// Advances the virtual clock by one interval and returns the new time.
  /// Time is computed as frame·interval (not accumulated) so long runs do not drift.
  @discardableResult
  public mutating func tick() -> Double {
    frame += 1
    time = Double(frame) * interval
    return time
  }

  /// Advances to a host timestamp (seconds, any origin — e.g. SDL's performance counter).
  /// Non-finite timestamps and timestamps earlier than the last one are ignored: time never
  /// runs backwards, and the same time is returned again.
  @discardableResult
  public mutating func tick(hostTime: Double) -> Double {
    guard hostTime.isFinite else { return time }
    guard let origin = hostOrigin else {
      hostOrigin = hostTime
      frame += 1
      return time
    }
    let t = hostTime - origin
    guard t >= time else { return time }
    frame += 1
    time = t
    return time
  }
}
