/// One participant in deciding what a touch means: a tap, a pan along an axis, a press.
///
/// Recognisers are attached to layers. When a pointer goes down, the host hit-tests the scene
/// and every enabled recogniser on the path from the deepest layer under the finger up to the
/// root joins a `GestureArena` for that pointer, deepest first — the way UIKit hands a touch
/// to the recognisers of the hit view and its superviews, and Flutter adds every recogniser
/// on the hit-test path to its arena. Each then sees every event of the pointer until it
/// leaves the arena, and claims or gives up the touch with `resolve(_:strength:)`. The arena
/// picks one winner (`acceptGesture`) and tells the others (`rejectGesture`).
///
/// Subclass it for a gesture of your own: override the `pointer…` and `…Gesture` methods and
/// call `resolve`. Positions are in the scene's coordinates (viewport points); times are
/// seconds on the host's frame clock.
open class GestureRecognizer {
  /// A disabled recogniser does not join new touches (one already tracked carries on).
  public var isEnabled = true

  /// The arena deciding the pointer this recogniser tracks, while it is in it. Weak: the
  /// arena holds its members, so a touch still down when its host goes away (a window closed
  /// mid-drag, a script ending on a held finger) must not keep both alive in a cycle.
  weak var arena: GestureArena?
  /// The pointer this recogniser tracks, if any.
  public internal(set) var trackedPointer: Int?

  /// Creates an enabled recogniser that tracks no pointer yet.
  public init() {}

  /// A pointer went down on the recogniser's layer (or a layer inside it): start tracking.
  open func pointerDown(_ event: PointerEvent) {}

  /// A later event (move, up or cancel) of the tracked pointer, while in the arena or after
  /// winning it.
  open func pointerEvent(_ event: PointerEvent) {}

  /// The recogniser won the pointer: it is the touch's meaning from now on.
  open func acceptGesture(at time: Double) {}

  /// Another recogniser won, or this one gave up: forget the pointer.
  open func rejectGesture(at time: Double) {}

  /// A wheel or touchpad sample over the recogniser's layer (deepest layers are asked
  /// first). Returns the part of `event.translation` it did not use, which goes on to the
  /// recognisers further up: a vertical list takes the vertical part and leaves the
  /// horizontal part to the pager around it. The default uses nothing.
  open func wheel(_ event: WheelEvent) -> Point { event.translation }

  /// True when this recogniser would rather the sample went to the recognisers further up
  /// first — its content is at an end the sample would only pull past. It is offered what
  /// they leave. False by default.
  open func defersWheel(_ event: WheelEvent) -> Bool { false }

  /// The touchpad scroll this recogniser took part in has ended (no precise sample for
  /// ``WheelEvent/idleInterval``): like a finger lifting. Does nothing by default.
  open func wheelEnded(at time: Double) {}

  /// Claims the touch (`.accepted`, with a strength: when several recognisers claim during
  /// the same event the strongest wins, ties going to the deepest) or gives it up
  /// (`.rejected`, answered at once by `rejectGesture(at: time)`). Does nothing once the
  /// recogniser has left the arena.
  ///
  /// A claim that `defers` loses to any other claim of the same event, and wins when it is
  /// the only one: what a pan says when its content is at an end the finger only pulls past
  /// (a nested pager on its last page), so that a pan around it along the same axis takes
  /// the touch, while on its own it still rubber-bands.
  public final func resolve(
    _ disposition: GestureDisposition, strength: Double = 0, defers: Bool = false,
    at time: Double
  ) {
    guard let arena, let pointer = trackedPointer else { return }
    arena.resolve(
      self, disposition, strength: strength, defers: defers, pointer: pointer, at: time)
  }
}

/// A recogniser's answer to the arena.
public enum GestureDisposition: Hashable, Sendable {
  /// "This touch is mine."
  case accepted
  /// "This touch is not mine."
  case rejected
}
