/// One scrollable axis, modelled on UIScrollView: dragging with rubber-band resistance past the
/// ends, momentum with UIKit's deceleration rates, a spring bounce back that keeps the velocity,
/// paging, animated offsets, scroll-to-top and pull-to-refresh.
///
/// `offset` is in points from the resting top (0), positive when the content has moved up
/// (scrolled forward), negative when pulled down past the top. Its range at rest is
/// `minOffset … maxOffset`: 0 … max(0, content + insets − viewport), with `minOffset` at
/// −`refreshInset` while refreshing. Times are seconds on the frame clock, velocities points per
/// second. The model is a value with no allocation per frame; every mutating call returns the
/// `ScrollEvents` it caused.
///
/// ```
///  viewport ┌───────┐  offset = 0: content top at the viewport top (after the leading inset)
///           │content│
///           └───────┘  offset = maxOffset: content bottom (after the trailing inset) at the bottom
/// ```
public struct ScrollModel: Sendable {
  /// What the scroll view is doing at the moment.
  public enum Phase: Hashable, Sendable {
    /// At rest: nothing moves the offset.
    case idle
    /// A finger holds the content; the offset follows it (with rubber-banding past the ends).
    case dragging
    /// Free momentum after a release.
    case decelerating
    /// Springing back inside the bounds after overscroll (or snapping to a page).
    case bouncing
    /// An animated `setContentOffset`.
    case animating
  }

  // MARK: Configuration

  /// The visible length along the axis, in points (greater than 0); change it with `setLayout`.
  public private(set) var viewportLength: Double
  /// The length of the content along the axis, in points (0 or more).
  public private(set) var contentLength: Double
  /// Extra scrollable space before the content, in points (0 by default).
  public private(set) var leadingInset: Double
  /// Extra scrollable space after the content, in points (0 by default).
  public private(set) var trailingInset: Double
  /// How fast momentum dies out after a release (``DecaySimulation/Rate/normal`` by default).
  public var decelerationRate: DecaySimulation.Rate = .normal
  /// How close momentum comes to its destination before it lands there, points. The decay
  /// only approaches its end exponentially: at a thousandth of a point a long fling would
  /// creep on, invisibly, for seconds (keeping every frame "changed"); 0.1 pt is a third of a
  /// device pixel at 3×, so the last step cannot be seen.
  public var restDistance = 0.1
  /// Rubber-band past the ends (UIScrollView's `bounces`); when false, offsets are clamped.
  public var bounces = true
  /// Snap to multiples of `pageLength` on release.
  public var isPagingEnabled = false
  /// Page length for paging, points; the viewport length when nil.
  public var pageLength: Double?
  /// A release faster than this (points/s) is a flick: it turns a page whatever the distance.
  public var minimumFlingVelocity = 300.0
  /// Pull distance (points past the top) that triggers a refresh; nil disables pull-to-refresh.
  public var refreshThreshold: Double?
  /// How far the content stays pulled down while refreshing, points.
  public var refreshInset = 64.0
  /// The spring used for bounce-back and page snapping: critically damped, like UIKit's.
  public var bounceSpring = Spring(duration: 0.45, bounce: 0)
  /// The curve and duration of animated `setContentOffset` (UIKit uses about 0.3 s).
  public var animationMotion = Animator<Double>.Motion.curve(.easeInEaseOut, duration: 0.3)
  /// The curve and duration of a wheel click's or a key's ``step(by:at:)``: short and easing
  /// out, so the content answers at once and stops softly.
  public var stepMotion = Animator<Double>.Motion.curve(.easeOut, duration: 0.2)

  // MARK: State

  /// The presented scroll offset in points as of the last call: 0 at the top, positive when
  /// scrolled forward, negative when pulled down past the top.
  public private(set) var offset: Double = 0
  /// What the model is doing: dragging, decelerating, bouncing, animating or idle.
  public private(set) var phase: Phase = .idle
  /// True from the pull that passes ``refreshThreshold`` until ``endRefreshing(at:)``.
  public private(set) var isRefreshing = false
  private var dragStartRaw = 0.0
  private var dragMin = 0.0
  private var dragMax = 0.0
  private var refreshFiredThisPull = false
  private var decay = DecaySimulation(from: 0, initialVelocity: 0)
  private var decayStart = 0.0
  private var animator = Animator<Double>(value: 0, tolerance: Tolerance(distance: 0.001))
  private var lastTime = 0.0

  /// Creates a model at rest at offset 0; lengths and insets are in points.
  ///
  /// Throws ``TabMotionError`` for a non-finite or negative length or inset, or a zero
  /// viewport.
  public init(
    viewportLength: Double, contentLength: Double, leadingInset: Double = 0,
    trailingInset: Double = 0
  ) throws(TabMotionError) {
    try TabMotionError.requirePositive(viewportLength, "viewportLength")
    try TabMotionError.requireNonNegative(contentLength, "contentLength")
    try TabMotionError.requireNonNegative(leadingInset, "leadingInset")
    try TabMotionError.requireNonNegative(trailingInset, "trailingInset")
    self.viewportLength = viewportLength
    self.contentLength = contentLength
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
  }

  // MARK: Derived

  /// The smallest resting offset: 0, or −``refreshInset`` while refreshing.
  public var minOffset: Double { isRefreshing ? -refreshInset : 0 }
  /// The largest resting offset, `max(0, content + insets − viewport)` in points.
  public var maxOffset: Double {
    max(0, contentLength + leadingInset + trailingInset - viewportLength)
  }
  /// True while a finger holds the content.
  public var isDragging: Bool { phase == .dragging }
  /// True during momentum or a bounce back after a release (UIScrollView's `isDecelerating`).
  public var isDecelerating: Bool { phase == .decelerating || phase == .bouncing }
  /// True when nothing moves the offset (the phase is ``Phase/idle``).
  public var isAtRest: Bool { phase == .idle }
  private var page: Double { pageLength.map { $0 > 0 ? $0 : viewportLength } ?? viewportLength }

  /// The current velocity of the offset, points per second (0 while dragging or idle).
  public func velocity(at time: Double) -> Double {
    switch phase {
    case .decelerating: decay.velocity(at: time - decayStart)
    case .bouncing, .animating: animator.velocity(at: time)
    case .idle, .dragging: 0
    }
  }

  // MARK: Layout

  /// Changes the geometry (rotation, new content). At rest the offset is clamped into the new
  /// range; a running animation is retargeted from where it is; momentum carries on and
  /// bounces if it now runs past an end.
  public mutating func setLayout(
    viewportLength: Double, contentLength: Double, leadingInset: Double? = nil,
    trailingInset: Double? = nil, at time: Double
  ) throws(TabMotionError) -> ScrollEvents {
    try TabMotionError.requirePositive(viewportLength, "viewportLength")
    try TabMotionError.requireNonNegative(contentLength, "contentLength")
    if let leadingInset { try TabMotionError.requireNonNegative(leadingInset, "leadingInset") }
    if let trailingInset { try TabMotionError.requireNonNegative(trailingInset, "trailingInset") }
    self.viewportLength = viewportLength
    self.contentLength = contentLength
    self.leadingInset = leadingInset ?? self.leadingInset
    self.trailingInset = trailingInset ?? self.trailingInset
    let before = offset
    switch phase {
    case .idle:
      offset = clampToBounds(offset)
    case .bouncing, .animating:
      animator.animate(to: clampToBounds(animator.target), with: .spring(bounceSpring), at: time)
      phase = .bouncing
    case .dragging:
      dragMax = maxOffset
    case .decelerating: break
    }
    return offset != before ? .didScroll : []
  }

  // MARK: Dragging

  /// A finger grabbed the content at `time`. Catches any momentum or animation where it is
  /// (the presented offset), without a jump.
  public mutating func beginDrag(at time: Double) -> ScrollEvents {
    var events: ScrollEvents = .willBeginDragging
    events.formUnion(advance(to: time))
    dragMin = minOffset
    dragMax = maxOffset
    if offset < dragMin {
      dragStartRaw = dragMin - rubberBandInverse(band: dragMin - offset, dimension: viewportLength)
    } else if offset > dragMax {
      dragStartRaw = dragMax + rubberBandInverse(band: offset - dragMax, dimension: viewportLength)
    } else {
      dragStartRaw = offset
    }
    refreshFiredThisPull = false
    phase = .dragging
    return events
  }

  /// The finger has moved `translation` points along the axis since `beginDrag` (positive =
  /// towards the end of the axis, i.e. down or right, which pulls the offset down).
  public mutating func drag(translation: Double, at time: Double) -> ScrollEvents {
    guard phase == .dragging, translation.isFinite else { return [] }
    lastTime = max(lastTime, time)
    let raw = dragStartRaw - translation
    let before = offset
    if raw < dragMin {
      offset =
        bounces ? dragMin - rubberBand(offset: dragMin - raw, dimension: viewportLength) : dragMin
    } else if raw > dragMax {
      offset =
        bounces ? dragMax + rubberBand(offset: raw - dragMax, dimension: viewportLength) : dragMax
    } else {
      offset = raw
    }
    var events: ScrollEvents = offset != before ? .didScroll : []
    if let threshold = refreshThreshold, !isRefreshing, !refreshFiredThisPull,
      offset <= -threshold
    {
      refreshFiredThisPull = true
      isRefreshing = true
      events.insert(.refreshTriggered)
    }
    return events
  }

  /// The finger lifted with `velocity` (points/s along the axis, finger direction).
  public mutating func endDrag(velocity fingerVelocity: Double, at time: Double) -> ScrollEvents {
    guard phase == .dragging else { return [] }
    lastTime = max(lastTime, time)
    let v = -sanitized(fingerVelocity, limit: 1e5)  // offset velocity
    var events: ScrollEvents = .didEndDragging
    if isPagingEnabled {
      startSpring(to: pageTarget(velocity: v), velocity: v, at: time)
    } else if offset < minOffset || offset > maxOffset {
      startSpring(to: clampToBounds(offset), velocity: v, at: time)
    } else if abs(v) > 1 {
      decay = DecaySimulation(
        from: offset, initialVelocity: v, rate: decelerationRate,
        tolerance: Tolerance(distance: restDistance))
      decayStart = time
      phase = .decelerating
    } else {
      phase = .idle
    }
    if phase == .idle {
      events.insert(.didEndScrolling)
    } else {
      events.insert(.willDecelerate)
    }
    return events
  }

  /// The touch was cancelled: behaves like a release without velocity.
  public mutating func cancelDrag(at time: Double) -> ScrollEvents {
    endDrag(velocity: 0, at: time)
  }

  // MARK: Time

  /// Advances momentum, bounces and animations to `time`.
  public mutating func advance(to time: Double) -> ScrollEvents {
    guard time.isFinite else { return [] }
    let t = max(lastTime, time)
    lastTime = t
    let before = offset
    var events: ScrollEvents = []
    switch phase {
    case .idle, .dragging:
      return []
    case .decelerating:
      let local = t - decayStart
      let x = decay.position(at: local)
      if x < minOffset || x > maxOffset {
        let edge = x < minOffset ? minOffset : maxOffset
        if bounces, let tc = decay.time(toReach: edge) {
          let vc = decay.velocity(at: tc)
          offset = edge
          animator.set(edge)
          animator.animate(
            to: edge, with: .spring(bounceSpring), at: decayStart + tc, initialVelocity: vc)
          phase = .bouncing
          events.formUnion(advance(to: t))
        } else {
          offset = edge
          phase = .idle
          events.formUnion([.didEndDecelerating, .didEndScrolling])
        }
      } else {
        offset = x
        if decay.isFinished(at: local) {
          phase = .idle
          events.formUnion([.didEndDecelerating, .didEndScrolling])
        }
      }
    case .bouncing, .animating:
      offset = animator.value(at: t)
      if animator.settle(at: t) {
        offset = animator.target
        events.insert(phase == .bouncing ? .didEndDecelerating : .didEndScrollingAnimation)
        events.insert(.didEndScrolling)
        phase = .idle
      }
    }
    if offset != before { events.insert(.didScroll) }
    return events
  }

  // MARK: Programmatic

  /// Moves to `target` (not clamped, as UIKit). Animated moves start from the presented offset
  /// and keep its velocity; immediate ones stop any motion. A non-finite target is a
  /// programmer error (a precondition).
  @discardableResult
  public mutating func setContentOffset(
    _ target: Double, animated: Bool, at time: Double
  ) -> ScrollEvents {
    precondition(
      target.isFinite,
      "ScrollModel.setContentOffset(_:animated:at:): the target must be finite, got \(target)")
    var events = phase == .dragging ? [] : advance(to: time)
    if phase == .dragging {
      // A programmatic move under the finger re-anchors the drag so it continues from there.
      dragStartRaw += target - offset
      offset = target
      return .didScroll
    }
    if animated {
      animator.set(offset)
      if phase == .decelerating || phase == .bouncing {
        animator.animate(
          to: target, with: animationMotion, at: time, initialVelocity: velocity(at: time))
      } else {
        animator.animate(to: target, with: animationMotion, at: time)
      }
      phase = animator.isAnimating(at: time) ? .animating : .idle
      if phase == .idle, offset != target {
        offset = target
        events.insert(.didScroll)
      }
    } else {
      phase = .idle
      if offset != target { events.insert(.didScroll) }
      offset = target
    }
    return events
  }

  /// A coarse scroll step (a wheel click, an arrow or page key): the content moves
  /// `translation` points along the axis (finger direction: positive pulls the offset down),
  /// animated over ``stepMotion``, stopping at the ends. Steps in quick succession add up:
  /// each one goes on from where the running step is heading. Ignored while a finger holds
  /// the content or for a non-finite translation.
  @discardableResult
  public mutating func step(by translation: Double, at time: Double) -> ScrollEvents {
    guard phase != .dragging, translation.isFinite, translation != 0 else { return [] }
    let from = phase == .animating ? animator.target : offset
    let target = min(maxOffset, max(minOffset, from - translation))
    guard target != from || phase != .idle else { return [] }
    let saved = animationMotion
    animationMotion = stepMotion
    defer { animationMotion = saved }
    return setContentOffset(target, animated: true, at: time)
  }

  /// Animates to the resting top (a re-tap on the selected tab, a status-bar tap).
  public mutating func scrollToTop(at time: Double) -> ScrollEvents {
    setContentOffset(minOffset, animated: true, at: time)
  }

  /// Finishes a refresh: the content animates back to the top if it is showing the spinner.
  /// A no-op returning false when no refresh is running.
  @discardableResult
  public mutating func endRefreshing(at time: Double) -> Bool {
    guard isRefreshing else { return false }
    isRefreshing = false
    switch phase {
    case .idle:
      if offset < 0 { _ = scrollToTop(at: time) }
    case .bouncing, .animating:
      animator.animate(to: clampToBounds(animator.target), with: .spring(bounceSpring), at: time)
      phase = .bouncing
    case .dragging:
      dragMin = 0
    case .decelerating: break
    }
    return true
  }

  // MARK: Helpers

  private func clampToBounds(_ x: Double) -> Double { min(maxOffset, max(minOffset, x)) }

  private mutating func startSpring(to target: Double, velocity: Double, at time: Double) {
    animator.set(offset)
    animator.animate(to: target, with: .spring(bounceSpring), at: time, initialVelocity: velocity)
    phase = animator.isAnimating(at: time) ? .bouncing : .idle
    if phase == .idle { offset = target }
  }

  /// The page to snap to: the page under the drag start, moved one page in the direction of a
  /// flick, or by the nearest page when more than half of the next one shows.
  private func pageTarget(velocity v: Double) -> Double {
    let p = page
    let startPage = (clampToBounds(dragStartRaw) / p).rounded()
    let fraction = offset / p - startPage
    var target = startPage
    if v > minimumFlingVelocity {
      target = startPage + 1
    } else if v < -minimumFlingVelocity {
      target = startPage - 1
    } else if fraction > 0.5 {
      target = startPage + 1
    } else if fraction < -0.5 {
      target = startPage - 1
    }
    let lastPage = (maxOffset / p).rounded(.down)
    return min(lastPage, max(0, target)) * p
  }
}
