/// Recognises a pan along an axis and reports it as `Event`s: the touch-down (a finger that
/// catches a moving page or list stops it there), the pan's beginning once the pointer has
/// moved more than `slop` points along the axis, every move, and the release with the
/// finger's velocity — or `released` when the touch ends, or another recogniser takes it,
/// before this pan began.
///
/// Competing pans (a horizontal pager around a vertical list) each claim the touch when their
/// own axis passes the slop, with the distance past it as strength: the axis the finger moved
/// further along wins and the other hears `released`. Translation is measured from the point
/// where the slop was crossed (Flutter's `DragStartBehavior.start`), so content does not jump
/// by the slop when it starts to follow the finger. Winning the arena early (being the only
/// recogniser under the finger) does not skip the slop.
public final class PanGestureRecognizer: GestureRecognizer {
  /// What a pan reports; positions and translations in scene points, velocities in points
  /// per second, times in seconds.
  public enum Event: Hashable, Sendable {
    /// The pointer went down.
    case down(Point, time: Double)
    /// The pan began at `origin` (the slop crossing).
    case began(origin: Point, time: Double)
    /// The pointer moved; `translation` is from `origin`.
    case changed(translation: Point, position: Point, time: Double)
    /// The pointer lifted after the pan began.
    case ended(translation: Point, velocity: Point, time: Double)
    /// A pan that had begun was cancelled (the host lost the pointer).
    case cancelled(time: Double)
    /// The touch ended, or went to another recogniser, before this pan began.
    case released(time: Double)
    /// A coarse scroll step along the axis (a wheel click, an arrow or page key): the content
    /// moves by `translation` points, animated (finger convention: positive = right/down).
    case step(translation: Point, time: Double)
  }

  /// The direction along which movement counts towards the slop and begins the pan.
  public let axis: PanAxis
  /// Points the pointer must move along the axis before the pan begins (10 by default).
  public var slop: Double
  /// Receives every event of the pan.
  public var onEvent: ((Event) -> Void)?
  /// Makes this a screen-edge swipe (UIKit's screen-edge pan, as the navigation back swipe
  /// is): a touch takes part only when it goes down where the edge says, the pan begins only
  /// when the touch moves away from that edge, and it then wins over other pans crossing
  /// their slop in the same event (a pager's swipe under it). Nil, the default, for a pan
  /// anywhere.
  public var edge: EdgeSwipe?

  /// Whether what this pan moves can move with a finger going along the axis in direction
  /// `sign` (+1 right or down, −1 left or up); nil, the default, for always. When it cannot —
  /// a pager resting on its last page, a finger going on towards the next — the pan defers
  /// its claim (``GestureRecognizer/resolve(_:strength:defers:at:)``): a pan along the same
  /// axis around it (the pager whose page holds this one) takes the touch, and with nobody
  /// else claiming this pan still takes it and rubber-bands. A wheel step or the start of a
  /// touchpad scroll that way goes to the recognisers further up first (``defersWheel(_:)``).
  public var canMove: ((Double) -> Bool)?

  /// Whether what this pan moves is in motion as a finger goes down (a pager settling after
  /// a flick); nil, the default, for never. A finger that goes down on moving content catches
  /// it, as a touch on a scrolling view does: its claim then wins over pans inside it along
  /// the same axis (the pager of a screen nested in the moving page), so that one finger
  /// never moves two pagers at once. An edge swipe still wins over it.
  public var catchesMotion: (() -> Bool)?

  /// Where a screen-edge swipe starts and which way it goes.
  public struct EdgeSwipe {
    /// True for a point (scene coordinates) near enough to the edge to start the swipe.
    public var startsAt: (Point) -> Bool
    /// The sign of the movement along the axis that begins the swipe: +1 towards the right
    /// (or down), −1 towards the left (or up).
    public var direction: Double

    /// A swipe that starts where `startsAt` is true and moves along `direction`'s sign.
    public init(direction: Double, startsAt: @escaping (Point) -> Bool) {
      self.direction = direction < 0 ? -1 : 1
      self.startsAt = startsAt
    }
  }

  /// What an edge swipe's claim adds to its strength: more than any distance a finger moves
  /// between two events, so it wins a tie with a pan along the same axis.
  static let edgePriority = 1e6
  /// What the claim of a pan that caught moving content adds: as much over a finger's
  /// travel, and less than an edge swipe's.
  static let catchPriority = 1e5

  private var tracker: PanTracker
  private var hasWon = false
  private var hasBegun = false
  /// The content was moving when the finger went down (``catchesMotion``).
  private var caught = false
  private var isDown = false
  /// A touchpad scroll is running as a virtual drag: the offset from its start, in points.
  private var wheelTranslation: Point?
  private var lastWheelTime = 0.0

  /// Creates a pan recogniser for `axis`; a negative or non-finite `slop` becomes 10 points.
  public init(axis: PanAxis, slop: Double = 10, onEvent: ((Event) -> Void)? = nil) {
    self.axis = axis
    tracker = PanTracker(axis: axis, slop: slop)
    self.slop = tracker.slop
    self.onEvent = onEvent
  }

  /// True between the pan's `began` and its end.
  public var isPanning: Bool { hasBegun }

  public override func pointerDown(_ event: PointerEvent) {
    if let edge, !edge.startsAt(event.position) {
      // Not at the edge: this touch is someone else's.
      isDown = false
      resolve(.rejected, at: event.time)
      return
    }
    // A finger takes over from a touchpad scroll (the model catches what moves).
    wheelTranslation = nil
    tracker = PanTracker(axis: axis, slop: slop)
    tracker.down(event)
    hasWon = false
    hasBegun = false
    isDown = true
    // Asked before the owner hears the touch-down (and catches what moves).
    caught = catchesMotion?() ?? false
    onEvent?(.down(event.position, time: event.time))
  }

  public override func pointerEvent(_ event: PointerEvent) {
    guard isDown else { return }
    switch event.phase {
    case .down:
      break
    case .move:
      let excess = tracker.move(event)
      if hasBegun {
        onEvent?(
          .changed(translation: tracker.translation, position: event.position, time: event.time))
      } else if excess > 0 {
        if let edge {
          let along = event.position - tracker.downPosition
          let moved = axis == .vertical ? along.y : along.x
          guard moved * edge.direction > 0 else {
            // Towards the edge: not a swipe away from it.
            resolve(.rejected, at: event.time)
            return
          }
        }
        if hasWon {
          begin(at: event.time)
        } else {
          let priority = edge != nil ? Self.edgePriority : caught ? Self.catchPriority : 0
          let along = event.position - tracker.downPosition
          resolve(
            .accepted, strength: excess + priority,
            defers: !moves(towards: axis == .vertical ? along.y : along.x), at: event.time)
        }
      }
    case .up:
      isDown = false
      guard hasBegun else {
        hasWon = false
        resolve(.rejected, at: event.time)
        onEvent?(.released(time: event.time))
        return
      }
      if event.position != tracker.lastPosition { _ = tracker.move(event) }
      hasBegun = false
      hasWon = false
      onEvent?(
        .ended(
          translation: tracker.translation, velocity: tracker.velocity(at: event.time),
          time: event.time))
    case .cancel:
      isDown = false
      let began = hasBegun
      hasBegun = false
      hasWon = false
      resolve(.rejected, at: event.time)
      onEvent?(began ? .cancelled(time: event.time) : .released(time: event.time))
    }
  }

  public override func acceptGesture(at time: Double) {
    guard isDown else { return }
    hasWon = true
    // Won by a claim: the pointer is already past the slop.
    if axis.excess(tracker.lastPosition - tracker.downPosition, slop: slop) > 0 {
      begin(at: time)
    }
  }

  public override func rejectGesture(at time: Double) {
    guard isDown, !hasBegun else { return }
    // Another recogniser took the touch: this pan lets go of anything it caught.
    isDown = false
    hasWon = false
    onEvent?(.released(time: time))
  }

  /// Uses the part of the sample along ``axis``. A precise sample drags as a finger would
  /// (the first one puts a virtual finger down and begins the pan at once, the next ones move
  /// it; ``wheelEnded(at:)`` lifts it with the velocity of the last samples, so a touchpad
  /// flick carries on as a fling); a coarse one is a ``Event/step(translation:time:)``. A
  /// sample arriving while a real finger holds the pan is used up and ignored.
  public override func wheel(_ event: WheelEvent) -> Point {
    // An edge swipe is a finger's gesture; the wheel scrolls what is under it.
    guard edge == nil else { return event.translation }
    let along = axis == .horizontal ? Point(event.translation.x, 0) : Point(0, event.translation.y)
    guard isEnabled, event.isValid, along != .zero else { return event.translation }
    let rest = event.translation - along
    if isDown { return rest }
    if event.isPrecise {
      lastWheelTime = event.time
      if let moved = wheelTranslation {
        let total = moved + along
        wheelTranslation = total
        _ = tracker.move(PointerEvent(.move, position: tracker.origin + total, time: event.time))
        onEvent?(.changed(translation: total, position: event.position, time: event.time))
      } else {
        tracker = PanTracker(axis: axis, slop: slop)
        tracker.down(PointerEvent(.down, position: .zero, time: event.time))
        tracker.begin()
        wheelTranslation = along
        _ = tracker.move(PointerEvent(.move, position: along, time: event.time))
        onEvent?(.down(event.position, time: event.time))
        onEvent?(.began(origin: event.position, time: event.time))
        onEvent?(.changed(translation: along, position: event.position, time: event.time))
      }
    } else {
      if wheelTranslation != nil { wheelEnded(at: event.time) }
      onEvent?(.step(translation: along, time: event.time))
    }
    return rest
  }

  /// True when the sample would only pull the content past an end (``canMove``) and no
  /// scroll is running here: the recognisers further up are offered it first.
  public override func defersWheel(_ event: WheelEvent) -> Bool {
    guard wheelTranslation == nil, !isDown else { return false }
    return !moves(towards: axis == .horizontal ? event.translation.x : event.translation.y)
  }

  public override func wheelEnded(at time: Double) {
    guard let moved = wheelTranslation else { return }
    wheelTranslation = nil
    // The velocity of the last samples, not of the quiet spell that showed the scroll ended.
    onEvent?(
      .ended(translation: moved, velocity: tracker.velocity(at: lastWheelTime), time: time))
  }

  /// True when ``canMove`` allows movement with sign `amount` (or says nothing).
  private func moves(towards amount: Double) -> Bool {
    guard let canMove, amount != 0 else { return true }
    return canMove(amount > 0 ? 1 : -1)
  }

  private func begin(at time: Double) {
    hasBegun = true
    tracker.begin()
    onEvent?(.began(origin: tracker.origin, time: time))
  }
}
