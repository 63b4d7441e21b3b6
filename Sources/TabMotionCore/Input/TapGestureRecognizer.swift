/// Recognises a tap: a pointer that goes down and up within `slop` points of where it went
/// down and within `maximumDuration` seconds. Moving further or holding longer gives the touch
/// up. A tap claims nothing while the finger is down; at the lift it wins unless a pan or
/// another recogniser has taken the touch — the arena's sweep hands an undisputed touch to the
/// deepest member, so a tap on a button inside a scrolling list reaches the button.
public final class TapGestureRecognizer: GestureRecognizer {
  /// Points the pointer may wander and still tap (10 by default).
  public var slop: Double
  /// Seconds a press may last and still be a tap (0.5 by default).
  public var maximumDuration: Double
  /// Called with the touch-down position (scene points) and the lift's time.
  public var onTap: ((Point, Double) -> Void)?

  private var tracker: TapTracker
  private var lifted: Point?
  private var liftTime = 0.0
  private var accepted = false

  /// Creates a tap recogniser; a negative or non-finite `slop` becomes 10 points and a
  /// non-positive or non-finite `maximumDuration` becomes 0.5 seconds.
  public init(
    slop: Double = 10, maximumDuration: Double = 0.5, onTap: ((Point, Double) -> Void)? = nil
  ) {
    tracker = TapTracker(slop: slop, maximumDuration: maximumDuration)
    self.slop = tracker.slop
    self.maximumDuration = tracker.maximumDuration
    self.onTap = onTap
  }

  public override func pointerDown(_ event: PointerEvent) {
    tracker = TapTracker(slop: slop, maximumDuration: maximumDuration)
    _ = tracker.handle(event)
    lifted = nil
    accepted = false
  }

  public override func pointerEvent(_ event: PointerEvent) {
    switch event.phase {
    case .down:
      break
    case .move:
      _ = tracker.handle(event)
      if tracker.hasFailed { resolve(.rejected, at: event.time) }
    case .up:
      guard let p = tracker.handle(event) else {
        resolve(.rejected, at: event.time)
        return
      }
      if accepted {
        onTap?(p, event.time)
      } else {
        // Wait for the arena: it sweeps right after this event.
        lifted = p
        liftTime = event.time
      }
    case .cancel:
      resolve(.rejected, at: event.time)
    }
  }

  public override func acceptGesture(at time: Double) {
    accepted = true
    if let p = lifted {
      lifted = nil
      onTap?(p, liftTime)
    }
  }

  public override func rejectGesture(at time: Double) {
    tracker.fail()
    lifted = nil
    accepted = false
  }
}
