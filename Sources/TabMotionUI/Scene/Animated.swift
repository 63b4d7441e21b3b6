import TabMotionCore

/// One animatable layer property: a model value (what was last set) and a presented value
/// (what is on screen at the scene's current time), Core Animation style.
///
/// `set` changes both at once; `animate` moves the presented value towards a new model value
/// from wherever it is now, keeping its velocity (see `Animator`).
public struct Animated<Value: Animatable>: Sendable {
  private var animator: Animator<Value>
  /// The value on screen at the last `present(at:)`.
  public private(set) var presented: Value

  /// Creates a property at rest, with `value` as both its model and its presented value.
  public init(_ value: Value) {
    animator = Animator(value: value)
    presented = value
  }

  /// The value this property is heading to (or sits at).
  public var model: Value { animator.target }

  /// True while an animation runs (as of the last `present(at:)`).
  public private(set) var isAnimating = false

  /// Sets the value immediately, cancelling any animation.
  public mutating func set(_ value: Value) {
    animator.set(value)
    presented = value
    isAnimating = false
  }

  /// Animates from the presented value at `time` to `value`.
  public mutating func animate(
    to value: Value, with motion: Animator<Value>.Motion, at time: Double,
    initialVelocity: Value? = nil
  ) {
    animator.animate(to: value, with: motion, at: time, initialVelocity: initialVelocity)
    presented = animator.value(at: time)
    isAnimating = animator.isAnimating(at: time)
  }

  /// The presented velocity at `time`, units per second.
  public func velocity(at time: Double) -> Value { animator.velocity(at: time) }

  /// Samples the animation at `time`; returns true when the presented value changed.
  @discardableResult
  public mutating func present(at time: Double) -> Bool {
    guard isAnimating else { return false }
    let v = animator.value(at: time)
    if animator.settle(at: time) { isAnimating = false }
    let changed = v != presented
    presented = v
    return changed
  }
}
