import TabMotionCore

/// The selection indicator's progress in items (index units: 1.37 is 37 % of the way from item
/// 1 to item 2), driven two ways:
///
/// - **animating** after a tap: an `Animator` with the style's curve or spring, retargeted from
///   the presented progress and velocity by every new tap;
/// - **tracking** a pager's continuous progress while the user swipes. Taking over from an
///   animation mid-flight would jump, so the difference at that moment is kept as a residual
///   that springs to zero (an additive animation, as UIKit does): the indicator joins the
///   finger smoothly.
///
/// Positions in index units stay valid through rotation and resizes: the bar converts them to
/// points with its current layout every frame.
struct IndicatorDriver: Sendable {
  private var animator: Animator<Double>
  private var residual = Animator<Double>(value: 0, tolerance: .fraction)
  private var tracked = 0.0
  private(set) var isTracking = false

  /// How fast a residual dies out when tracking takes over from an animation.
  static let catchUp = Animator<Double>.Motion.spring(Spring(duration: 0.3, bounce: 0))

  init(progress: Double) {
    animator = Animator(value: progress, tolerance: .fraction)
  }

  /// The presented progress at `time`.
  func value(at time: Double) -> Double {
    isTracking ? tracked + residual.value(at: time) : animator.value(at: time)
  }

  /// The presented velocity at `time`, items per second (the residual's while tracking).
  func velocity(at time: Double) -> Double {
    isTracking ? residual.velocity(at: time) : animator.velocity(at: time)
  }

  /// True while something is still moving on its own (an animation or a residual).
  func isAnimating(at time: Double) -> Bool {
    isTracking ? residual.isAnimating(at: time) : animator.isAnimating(at: time)
  }

  /// When the current animation arrives (−∞ while tracking or at rest), seconds.
  var arrivalTime: Double { isTracking ? -.infinity : animator.endTime }

  /// Animates to `target` from the presented progress, keeping its velocity.
  mutating func animate(to target: Double, with motion: Animator<Double>.Motion, at time: Double) {
    let p = value(at: time)
    let v = velocity(at: time)
    isTracking = false
    animator.set(p)
    animator.animate(to: target, with: motion, at: time, initialVelocity: v)
  }

  /// Puts the indicator at `progress` at once.
  mutating func jump(to progress: Double) {
    isTracking = false
    animator.set(progress)
    residual.set(0)
  }

  /// Follows `progress` from now on (until `animate` or `jump`).
  mutating func track(_ progress: Double, at time: Double) {
    if !isTracking {
      let p = value(at: time)
      let v = velocity(at: time)
      residual.set(p - progress)
      if p != progress {
        residual.animate(to: 0, with: Self.catchUp, at: time, initialVelocity: v)
      }
      isTracking = true
    }
    tracked = progress
  }

  /// Stops following: the indicator finishes at the last tracked progress (immediately when
  /// no residual is left, otherwise by animating there).
  mutating func stopTracking(at time: Double) {
    guard isTracking else { return }
    if residual.isAnimating(at: time) {
      animate(to: tracked, with: Self.catchUp, at: time)
    } else {
      jump(to: tracked)
    }
  }
}
