/// Decides what a single pointer's touch means: a tap, a horizontal pan (paging) or a vertical
/// pan (scrolling). Both pans watch the touch; the first whose axis passes the slop wins and
/// the other (and the tap) fails — the way a paging scroll view and the vertical scroll views
/// inside it share a finger. With one axis disabled, only the other can win.
///
/// One pointer drives the arena: events of any other pointer id are ignored until it lifts.
/// Events with NaN/∞ position or time are dropped; a time earlier than the previous event's is
/// raised to it (time never runs backwards).
public struct GestureArena: Sendable {
  public enum Event: Hashable, Sendable {
    /// A pointer went down (e.g. to catch a moving page).
    case down(Point, time: Double)
    case tap(Point, time: Double)
    case panBegan(PanAxis, origin: Point, time: Double)
    case panChanged(PanAxis, translation: Point, position: Point, time: Double)
    case panEnded(PanAxis, translation: Point, velocity: Point, time: Double)
    case panCancelled(PanAxis, time: Double)
    /// The touch ended without a gesture (a long press, or a move along a disabled axis).
    case released(time: Double)
  }

  public var horizontalEnabled: Bool
  public var verticalEnabled: Bool
  private var horizontal: PanRecognizer
  private var vertical: PanRecognizer
  private var tap: TapRecognizer
  private var pointer: Int?
  private var lastTime = -Double.infinity
  /// The axis that won the current touch, if any.
  public private(set) var winner: PanAxis?

  public init(slop: Double = 10, horizontal: Bool = true, vertical: Bool = true) {
    self.horizontal = PanRecognizer(axis: .horizontal, slop: slop)
    self.vertical = PanRecognizer(axis: .vertical, slop: slop)
    tap = TapRecognizer(slop: slop)
    horizontalEnabled = horizontal
    verticalEnabled = vertical
  }

  /// True while a pointer is down.
  public var isTracking: Bool { pointer != nil }

  /// Feeds one event; returns what it means, if anything.
  public mutating func handle(_ event: PointerEvent) -> Event? {
    guard event.isValid else { return nil }
    var e = event
    e.time = max(e.time, lastTime)
    switch e.phase {
    case .down:
      guard pointer == nil else { return nil }
      lastTime = e.time
      pointer = e.id
      winner = nil
      horizontal.down(e)
      vertical.down(e)
      _ = tap.handle(e)
      return .down(e.position, time: e.time)
    case .move:
      guard pointer == e.id else { return nil }
      lastTime = e.time
      _ = tap.handle(e)
      let hx = horizontal.move(e)
      let vy = vertical.move(e)
      if let axis = winner {
        let r = axis == .horizontal ? horizontal : vertical
        return .panChanged(axis, translation: r.translation, position: e.position, time: e.time)
      }
      let hWins = horizontalEnabled && hx > 0 && (!verticalEnabled || vy <= 0 || hx >= vy)
      let vWins = verticalEnabled && vy > 0 && !hWins
      guard hWins || vWins else { return nil }
      let axis: PanAxis = hWins ? .horizontal : .vertical
      winner = axis
      tap.fail()
      if axis == .horizontal {
        horizontal.begin()
        vertical.reset()
      } else {
        vertical.begin()
        horizontal.reset()
      }
      return .panBegan(axis, origin: e.position, time: e.time)
    case .up:
      guard pointer == e.id else { return nil }
      lastTime = e.time
      pointer = nil
      defer {
        horizontal.reset()
        vertical.reset()
        winner = nil
      }
      let tapped = tap.handle(e)
      if let axis = winner {
        var r = axis == .horizontal ? horizontal : vertical
        if e.position != r.lastPosition { _ = r.move(e) }
        return .panEnded(
          axis, translation: r.translation, velocity: r.velocity(at: e.time), time: e.time)
      }
      if let p = tapped { return .tap(p, time: e.time) }
      return .released(time: e.time)
    case .cancel:
      guard pointer == e.id else { return nil }
      lastTime = e.time
      pointer = nil
      _ = tap.handle(e)
      let axis = winner
      horizontal.reset()
      vertical.reset()
      winner = nil
      if let axis { return .panCancelled(axis, time: e.time) }
      return .released(time: e.time)
    }
  }
}
