/// Recognises a button press, as UIButton's touch-up-inside: the button looks pressed while a
/// finger that went down on it stays on it (it lets go when the finger slides off and presses
/// again when it comes back), and the press fires when the finger lifts on the button,
/// however long it was held. A pan competing for the same touch (a button on a scrolling
/// page) takes it once it begins; the button then lets go without firing.
public final class PressGestureRecognizer: GestureRecognizer {
  /// Whether a scene point is on the button (its layer's shape); `true` for any point when
  /// not set.
  public var contains: ((Point) -> Bool)?
  /// Called when the pressed look should change.
  public var onPressedChange: ((Bool) -> Void)?
  /// Called with the lift's position and time when the press completes on the button.
  public var onPress: ((Point, Double) -> Void)?
  /// Called with the touch-down's position and time, before the pressed look changes.
  public var onDown: ((Point, Double) -> Void)?

  /// True while the finger is down on the button.
  public private(set) var isPressed = false
  private var isDown = false
  private var accepted = false
  private var lifted: (Point, Double)?

  /// Creates a press recogniser; without `contains` every point counts as on the button.
  public init(
    contains: ((Point) -> Bool)? = nil, onPress: ((Point, Double) -> Void)? = nil
  ) {
    self.contains = contains
    self.onPress = onPress
  }

  public override func pointerDown(_ event: PointerEvent) {
    isDown = true
    accepted = false
    lifted = nil
    onDown?(event.position, event.time)
    setPressed(isInside(event.position))
  }

  public override func pointerEvent(_ event: PointerEvent) {
    guard isDown else { return }
    switch event.phase {
    case .down:
      break
    case .move:
      setPressed(isInside(event.position))
    case .up:
      isDown = false
      let inside = isInside(event.position)
      setPressed(false)
      guard inside else {
        resolve(.rejected, at: event.time)
        return
      }
      if accepted {
        onPress?(event.position, event.time)
      } else {
        lifted = (event.position, event.time)
      }
    case .cancel:
      isDown = false
      setPressed(false)
      resolve(.rejected, at: event.time)
    }
  }

  public override func acceptGesture(at time: Double) {
    accepted = true
    if let (p, t) = lifted {
      lifted = nil
      onPress?(p, t)
    }
  }

  public override func rejectGesture(at time: Double) {
    isDown = false
    lifted = nil
    accepted = false
    setPressed(false)
  }

  private func isInside(_ p: Point) -> Bool { contains?(p) ?? true }

  private func setPressed(_ pressed: Bool) {
    guard pressed != isPressed else { return }
    isPressed = pressed
    onPressedChange?(pressed)
  }
}
