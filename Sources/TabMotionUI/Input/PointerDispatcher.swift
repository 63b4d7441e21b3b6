import TabMotionCore

/// Delivers pointer and wheel events to the gesture recognisers of a scene — the one input
/// path every host uses (UIKit's window sending touches to the hit view's recognisers;
/// Flutter's `GestureBinding` with its hit test and arena).
///
/// ```
///  down ─► root.hitTestPath(p) ─► recognisers of each layer on the path, deepest first
///            ─► all join the GestureArena for that pointer ─► each sees the down
///  move ─► every recogniser still in (or the winner) sees it ─► the arena settles claims
///  up   ─► the same, then the arena sweeps: an undisputed touch goes to the deepest member
///  wheel ─► root.hitTestPath(p) ─► each recogniser, deepest first, takes its axis' part
///          (one at an end the sample would only pull past: after the others)
/// ```
///
/// Every pointer id is its own touch: two fingers are two pointers, each hit-tested and
/// decided in the arena on its own. A finger that goes down while others are down reaches
/// only the recognisers of layers none of them is on — another button, a control elsewhere —
/// never those of the list, pager or screen the first finger is dragging, so it cannot steal
/// or break that gesture. Events with NaN/∞ position or time are dropped, and a time
/// earlier than the previous event's is raised to it (time never runs backwards).
///
/// A control or tappable row held down shows that it is pressed (a dimming over it, trace
/// field `pressed: true`) once the finger has rested on it for ``pressDelay`` — as a scroll
/// view delays its rows' highlight, so a flick never flashes one — until it lifts or moves
/// past the touch slop (a drag won).
///
/// A desktop host also reports where the mouse hovers with no button down (``hover(at:in:)``):
/// the control or tappable row under it is tinted (trace field `hovered: true`) until the
/// mouse leaves it, a button goes down or the window loses the mouse. Only the left button
/// makes pointer events (a host ignores the others); a double click is two taps.
public final class PointerDispatcher {
  private let arena = GestureArena()
  private var touches: [Int: (path: [Layer], members: [GestureRecognizer])] = [:]
  private var lastTime = -Double.infinity
  /// The recognisers of a running touchpad scroll and the time of its last sample: the
  /// scroll stays with them (as on a Mac) until it pauses for `WheelEvent.idleInterval`.
  private var wheelLatch: (members: [GestureRecognizer], last: Double)?
  /// The control under a finger that went down on it, until it lifts or drags away.
  private var press:
    (layer: Layer, root: Layer, pointer: Int, origin: Point, since: Double, delay: Double)?
  private let pressOverlay = Layer()
  /// Where the mouse hovers (no button down) and the scene it is over; nil once it left.
  private var hoverPoint: (point: Point, root: Layer)?
  /// The control the hover tint is over.
  private var hoveredTarget: Layer?
  private let hoverOverlay = Layer()

  /// Seconds a finger rests on a control before it shows as pressed (0.1 by default; a host
  /// sets 0 for a mouse button, whose press shows at once, as on a desktop).
  public var pressDelay = PointerDispatcher.touchPressDelay
  /// A finger's ``pressDelay``: long enough that a flick over a list never flashes a row.
  public static let touchPressDelay = 0.1
  /// Points a finger may move and still press what it went down on (the touch slop).
  public static let pressSlop = 10.0

  /// Creates a dispatcher with its own gesture arena and no pointer down.
  public init() {
    pressOverlay.backgroundColor.set(Color.black.withAlpha(0.12))
    pressOverlay.isUserInteractionEnabled = false
    hoverOverlay.backgroundColor.set(Self.hoverTint)
    hoverOverlay.isUserInteractionEnabled = false
  }

  /// The tint over a hovered control: light enough for a white row, visible on a coloured
  /// button.
  public static let hoverTint = Color(hex: 0x007AFF).withAlpha(0.10)

  /// The control the mouse hovers over, if any.
  public var hoveredLayer: Layer? { hoverOverlay.parent == nil ? nil : hoveredTarget }

  /// The mouse moved to `point` (root coordinates) with no button down, or left the window
  /// (`nil`): the control or tappable row under it shows as hovered. Hosts with a mouse call
  /// it; a finger never hovers.
  public func hover(at point: Point?, in root: Layer) {
    guard let point, point.isFinite else {
      hoverPoint = nil
      showHover(nil)
      return
    }
    hoverPoint = (point, root)
    refreshHover()
  }

  /// Puts the tint over what is under the hovering mouse now (the content under a still
  /// mouse moves when it scrolls); nothing while a pointer is down.
  private func refreshHover() {
    guard let hover = hoverPoint, touches.isEmpty else {
      showHover(nil)
      return
    }
    let target = hover.root.hitTestPath(hover.point).first(where: \.actsOnTap)
    showHover(target.map { ($0, hover.root) })
  }

  private func showHover(_ target: (layer: Layer, root: Layer)?) {
    guard let (layer, root) = target, layer.isAttached(to: root), !layer.isHiddenInScene else {
      if let old = hoveredTarget {
        old.removeTraceField("hovered")
        hoveredTarget = nil
      }
      if hoverOverlay.parent != nil { hoverOverlay.removeFromParent() }
      return
    }
    let isNew = hoveredTarget !== layer
    if isNew {
      hoveredTarget?.removeTraceField("hovered")
      hoveredTarget = layer
      layer.setTraceField("hovered", .bool(true))
    }
    let frame = layer.sceneFrame
    if hoverOverlay.frame.presented != frame { hoverOverlay.setFrame(frame) }
    if hoverOverlay.cornerRadius != layer.cornerRadius {
      hoverOverlay.cornerRadius = layer.cornerRadius
    }
    // On top of the scene when it starts tinting a control (what the screen added since, a
    // sheet, comes over it); not moved every frame, so it never contends with the focus ring.
    if hoverOverlay.parent !== root || isNew {
      hoverOverlay.removeFromParent()
      root.addChild(hoverOverlay)
    }
  }

  /// The control shown as pressed, if any.
  public var pressedLayer: Layer? { pressOverlay.parent == nil ? nil : press?.layer }

  /// True while a pointer is down.
  public var isTracking: Bool { !touches.isEmpty }

  /// Called with the layers a pointer went down on (the hit-test path, deepest first) and the
  /// time, before any recogniser sees the down: how focus follows a click or a tap.
  public var onPointerDown: (([Layer], Double) -> Void)?

  /// Hit-tests a down against `root` (points in the root's coordinates) and routes it and the
  /// rest of its touch to the recognisers found.
  public func dispatch(_ event: PointerEvent, to root: Layer) {
    guard event.isValid else { return }
    var e = event
    e.time = max(e.time, lastTime)
    switch e.phase {
    case .down:
      guard touches[e.id] == nil else { return }
      lastTime = e.time
      // A button or finger down ends the hover tint; it comes back once every pointer is up.
      showHover(nil)
      let path = root.hitTestPath(e.position)
      onPointerDown?(path, e.time)
      // Layers another finger is on belong to that finger's gesture.
      let busy = Set(touches.values.flatMap { $0.path.map(ObjectIdentifier.init) })
      let members = path.filter { !busy.contains(ObjectIdentifier($0)) }.flatMap { layer in
        layer.gestureRecognizers.filter { $0.isEnabled && $0.trackedPointer == nil }
      }
      touches[e.id] = (path, members)
      if press == nil, let target = path.first(where: \.actsOnTap) {
        press = (target, root, e.id, e.position, e.time, pressDelay)
      }
      for m in members { arena.add(m, pointer: e.id) }
      for m in members where m.trackedPointer == e.id { m.pointerDown(e) }
      arena.close(pointer: e.id, at: e.time)
    case .move, .up, .cancel:
      guard let members = touches[e.id]?.members else { return }
      lastTime = e.time
      if let p = press, p.pointer == e.id,
        e.phase != .move || e.position.distance(to: p.origin) > Self.pressSlop
      {
        endPress()
      }
      for m in members where m.trackedPointer == e.id { m.pointerEvent(e) }
      switch e.phase {
      case .move: arena.settle(pointer: e.id, at: e.time)
      case .up: arena.sweep(pointer: e.id, at: e.time)
      default: arena.cancel(pointer: e.id, at: e.time)
      }
      if e.phase != .move { touches[e.id] = nil }
    }
  }

  /// Routes a wheel or touchpad sample to the recognisers under its position, deepest first,
  /// each taking the part along its own axis. A precise sample within
  /// `WheelEvent.idleInterval` of the last one goes to the recognisers the scroll started
  /// with. Returns true when any recogniser used part of it.
  @discardableResult
  public func dispatch(_ event: WheelEvent, to root: Layer) -> Bool {
    guard event.isValid, event.translation != .zero else { return false }
    var e = event
    e.time = max(e.time, lastTime)
    lastTime = e.time
    let members: [GestureRecognizer]
    if e.isPrecise, let latch = wheelLatch, e.time - latch.last < WheelEvent.idleInterval {
      members = latch.members
    } else {
      endWheel(at: e.time)
      members = root.hitTestPath(e.position).flatMap { layer in
        layer.gestureRecognizers.filter(\.isEnabled)
      }
    }
    var rest = e.translation
    var used: [GestureRecognizer] = []
    // Recognisers at an end the sample would only pull past are offered what the others
    // leave: a pager on its last page inside another's page lets the outer one turn, and
    // still rubber-bands when nothing around it moves.
    let deferring = members.map { $0.defersWheel(e) }
    for pass in [false, true] {
      for (m, defers) in zip(members, deferring) where defers == pass && rest != .zero {
        var part = e
        part.translation = rest
        let left = m.wheel(part)
        if left != rest { used.append(m) }
        rest = left
      }
    }
    if e.isPrecise, !used.isEmpty {
      // A continuing scroll keeps its recognisers; a new one (the latch was ended above)
      // keeps those it used.
      wheelLatch = (wheelLatch?.members ?? used, e.time)
    }
    return !used.isEmpty
  }

  /// Ends a touchpad scroll that has paused for `WheelEvent.idleInterval` by `time` (its
  /// recognisers hear `wheelEnded(at:)`, like a finger lifting). Hosts call it every frame
  /// before updating the screen.
  public func advance(to time: Double) {
    if let p = press, pressOverlay.parent == nil, time - p.since >= p.delay {
      showPress(p.layer, in: p.root)
    }
    if hoverPoint != nil { refreshHover() }
    guard let latch = wheelLatch, time.isFinite, time - latch.last >= WheelEvent.idleInterval
    else { return }
    endWheel(at: time)
  }

  private func showPress(_ layer: Layer, in root: Layer) {
    guard layer.isAttached(to: root), !layer.isHiddenInScene else { return }
    layer.setTraceField("pressed", .bool(true))
    pressOverlay.setFrame(layer.sceneFrame)
    pressOverlay.cornerRadius = layer.cornerRadius
    root.addChild(pressOverlay)
  }

  private func endPress() {
    guard let p = press else { return }
    press = nil
    if pressOverlay.parent != nil {
      p.layer.removeTraceField("pressed")
      pressOverlay.removeFromParent()
    }
  }

  private func endWheel(at time: Double) {
    guard let latch = wheelLatch else { return }
    wheelLatch = nil
    for m in latch.members { m.wheelEnded(at: max(time, latch.last)) }
  }
}
