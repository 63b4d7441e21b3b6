import TabMotionCore

/// Presents a screen through a growing circle and dismisses it through a shrinking one — the
/// ColorMatch circle transition.
///
/// The circle is centred on a start point (the FAB's centre) and its final radius is the
/// distance from that point to the *farthest corner* of the screen, so it covers the screen for
/// any start point: centred, off-centre, on an edge or off-screen. (The original sized it with
/// `hypot(x, height)`, which misses a corner whenever the button is not at the bottom left.)
///
/// ```
///  layer "reveal"      the screen's rectangle; trace fields radius, cx, cy
///  └── clip            the circle's bounding square, clipping with cornerRadius = radius
///      └── content     the presented screen, shifted back so it stays put on screen
/// ```
///
/// The clip is a square layer with `cornerRadius = radius` rather than a `mask` path: moving and
/// resizing a layer per frame allocates nothing, rebuilding a path would. Once fully shown the
/// clip is switched off, so a presented screen costs nothing extra.
///
/// Show and hide can be reversed at any moment: the radius turns from its presented value with
/// its velocity (no jump in radius or speed), and a partial trip takes its share of `duration`
/// plus the time it needs to turn the carried velocity round (at most `duration` in all). With
/// reduced motion the circle is replaced by a cross-fade of at most 0.2 s.
///
/// Points are in the coordinates of `layer`'s parent; time is seconds on the frame clock.
public final class CircleReveal {
  /// The direction of the transition (the original's `.Show` / `.Hide`).
  public enum Mode: Hashable, Sendable {
    /// The circle grows from ``startPoint`` until the content covers ``bounds``.
    case show
    /// The circle shrinks back to ``startPoint``, uncovering what is below.
    case hide
  }

  /// Where the transition is.
  public enum Phase: Hashable, Sendable {
    /// A point of the transition: `hidden` (nothing covers the screen), `showing` (the
    /// circle grows), `shown` (the content covers the bounds) or `hiding` (the circle shrinks).
    case hidden, showing, shown, hiding
  }

  /// The transition's container (trace name `reveal`): add it above the screen it covers.
  public let layer: Layer
  /// Add the presented screen here (or use `setContent(_:)`); it is sized to `bounds`.
  public let contentLayer = Layer()
  private let clip = Layer()

  /// Seconds for a full show or hide (default 0.3).
  public private(set) var duration: Double
  /// Seconds of the reduced-motion cross-fade (≤ 0.2).
  public private(set) var fadeDuration: Double
  /// The timing curve of the circle's radius (ease in, ease out by default).
  public var curve = TimingCurve.easeInEaseOut
  /// Cross-fade instead of a circle; takes effect at the next `show`/`hide`.
  public var reducedMotion = false

  /// The screen rectangle the circle must cover, in the parent's coordinates.
  public private(set) var bounds = Rect.zero
  /// The circle's centre, in the parent's coordinates.
  public private(set) var startPoint = Point.zero
  /// The direction of the running or last transition (``Mode/hide`` until the first `show`).
  public private(set) var mode = Mode.hide

  private var edge = Animator(value: 0.0, tolerance: Tolerance(distance: 0.01, velocity: 0.1))
  private var fade = Animator(value: 0.0, tolerance: .fraction)
  /// Whether the running (or last) transition is the reduced-motion fade rather than the circle.
  private var fading = false

  /// Creates a hidden transition; throws `TabMotionError` when a duration is out of range.
  /// - Parameters:
  ///   - name: trace name of the container (`reveal`).
  ///   - duration: seconds for a full show or hide (finite, > 0; default 0.3).
  ///   - fadeDuration: seconds of the reduced-motion cross-fade (0 < d ≤ 0.2).
  public init(
    name: String = "reveal", duration: Double = 0.3, fadeDuration: Double = 0.2
  ) throws(TabMotionError) {
    try TabMotionError.requirePositive(duration, "duration")
    try CircleReveal.checkFade(fadeDuration)
    self.duration = duration
    self.fadeDuration = fadeDuration
    layer = Layer(name: name)
    layer.isHidden = true
    layer.opacity.set(0)
    for key in ["radius", "cx", "cy"] { layer.setTraceField(key, .number(0)) }
    layer.addChild(clip)
    clip.addChild(contentLayer)
  }

  /// Changes the duration of later transitions (seconds, finite, > 0).
  public func setDuration(_ seconds: Double) throws(TabMotionError) {
    try TabMotionError.requirePositive(seconds, "duration")
    duration = seconds
  }

  /// Changes the reduced-motion fade (seconds, 0 < d ≤ 0.2).
  public func setFadeDuration(_ seconds: Double) throws(TabMotionError) {
    try CircleReveal.checkFade(seconds)
    fadeDuration = seconds
  }

  private static func checkFade(_ seconds: Double) throws(TabMotionError) {
    try TabMotionError.requirePositive(seconds, "fadeDuration")
    guard seconds <= 0.2 else {
      throw TabMotionError(field: "fadeDuration", reason: "must be at most 0.2 s, got \(seconds)")
    }
  }

  /// Replaces the presented screen with `screen` (framed to fill the bounds).
  public func setContent(_ screen: Layer) {
    contentLayer.removeAllChildren()
    contentLayer.addChild(screen)
    screen.setFrame(Rect(origin: .zero, size: bounds.size))
  }

  // MARK: Geometry

  /// The radius that reaches the farthest corner of `bounds` from `startPoint`, points.
  public var finalRadius: Double { bounds.farthestCornerDistance(from: startPoint) }

  /// The presented radius at `time`, points (the final radius while fully shown).
  public func radius(at time: Double) -> Double { max(0, edge.value(at: time)) }

  /// The presented opacity at `time` (1 unless cross-fading with reduced motion).
  public func opacity(at time: Double) -> Double { min(1, max(0, fade.value(at: time))) }

  /// The transition's phase at `time`: showing or hiding while it animates, else shown or hidden.
  public func phase(at time: Double) -> Phase {
    let moving = edge.isAnimating(at: time) || fade.isAnimating(at: time)
    switch mode {
    case .show: return moving ? .showing : .shown
    case .hide: return moving ? .hiding : .hidden
    }
  }

  /// True while the screen is on the way in or fully shown.
  public var isPresented: Bool { mode == .show }

  /// Lays the transition out over `bounds` (parent coordinates, points), optionally moving the
  /// start point (the button moved on rotation). A running transition keeps running towards
  /// the new final radius from where it is; a shown screen covers the new bounds at once.
  public func layout(
    bounds: Rect, startPoint: Point? = nil, at time: Double
  ) throws(TabMotionError) {
    guard bounds.origin.isFinite, bounds.width.isFinite, bounds.height.isFinite,
      bounds.width >= 0, bounds.height >= 0
    else {
      throw TabMotionError(
        field: "bounds", reason: "must be finite and not negative, got \(bounds)")
    }
    if let p = startPoint { try CircleReveal.checkPoint(p) }
    try TabMotionError.requireFinite(time, "time")
    self.bounds = bounds
    if let p = startPoint { self.startPoint = p }
    layer.setFrame(bounds)
    contentLayer.setFrame(Rect(origin: .zero, size: bounds.size))
    for screen in contentLayer.children {
      screen.setFrame(Rect(origin: .zero, size: bounds.size))
    }
    if mode == .show {
      if edge.isAnimating(at: time) {
        // Keep the remaining time; head for the new farthest corner from the presented radius.
        let remaining = max(1e-3, edge.endTime - time)
        edge.animate(to: finalRadius, with: .curve(curve, duration: remaining), at: time)
      } else {
        edge.set(finalRadius)
      }
    }
    apply(at: time)
  }

  // MARK: Commands

  /// Starts presenting from `point` (parent coordinates). Reverses a running hide from its
  /// presented state; a no-op while already showing or shown.
  public func show(from point: Point, at time: Double) throws(TabMotionError) {
    try run(.show, from: point, at: time)
  }

  /// Starts dismissing towards `point` (default: the current start point). Reverses a running
  /// show from its presented state; a no-op while already hiding or hidden.
  public func hide(to point: Point? = nil, at time: Double) throws(TabMotionError) {
    try run(.hide, from: point ?? startPoint, at: time)
  }

  /// Starts a transition in `mode` centred on `point`.
  /// - Throws: `TabMotionError` naming `startPoint` (NaN or ∞) or `time`; nothing changes then.
  public func run(_ mode: Mode, from point: Point, at time: Double) throws(TabMotionError) {
    try CircleReveal.checkPoint(point)
    try TabMotionError.requireFinite(time, "time")
    guard mode != self.mode else { return }
    let wasFading = fading && (edge.isAnimating(at: time) || fade.isAnimating(at: time))
    self.mode = mode
    startPoint = point
    let full = finalRadius
    // A reversal keeps the kind of transition already on screen; a fresh one follows the
    // current motion preference.
    fading = wasFading || (reducedMotion && !edge.isAnimating(at: time))
    if fading {
      edge.set(full)
      let target = mode == .show ? 1.0 : 0.0
      let share = abs(target - opacity(at: time))
      fade.animate(
        to: target, with: .curve(.easeInEaseOut, duration: max(1e-3, fadeDuration * share)),
        at: time)
    } else {
      fade.set(1)
      let current = radius(at: time)
      let target = mode == .show ? full : 0
      // A partial trip takes its share of the duration, so the edge keeps its pace; a reversal
      // also has to turn round the velocity it carries, which takes as long as the edge needs
      // at its mean speed (full / duration) to cover what it is carried on. Without that, an
      // early "×" would have to stop a fast edge and bring it back within a few frames.
      let share = full > 0 ? min(1, abs(target - current) / full) : 0
      let velocity = edge.velocity(at: time)
      let against = max(0, target >= current ? -velocity : velocity)
      let turn = full > 0 ? against * duration / full : 0
      let trip = min(1, share + turn)
      if trip <= 0 {
        edge.set(target)
      } else {
        edge.animate(to: target, with: .curve(curve, duration: duration * trip), at: time)
      }
    }
    apply(at: time)
  }

  private static func checkPoint(_ p: Point) throws(TabMotionError) {
    guard p.isFinite else {
      throw TabMotionError(field: "startPoint", reason: "must be finite, got \(p)")
    }
  }

  // MARK: Frame

  /// Advances to `time` and writes the layers. No allocation.
  public func update(to time: Double) {
    guard time.isFinite else { return }
    edge.settle(at: time)
    fade.settle(at: time)
    if mode == .hide, !edge.isAnimating(at: time), !fade.isAnimating(at: time) {
      // Fully dismissed: reset so the next show starts from a point.
      edge.set(0)
      fade.set(0)
    }
    apply(at: time)
  }

  private func apply(at time: Double) {
    let r = radius(at: time)
    let o = opacity(at: time)
    let full = finalRadius
    // A circle under a hundredth of a point shows nothing.
    layer.isHidden = r < 0.01 || o <= 0
    layer.opacity.set(o)
    layer.setTraceField("radius", .number(r))
    layer.setTraceField("cx", .number(startPoint.x))
    layer.setTraceField("cy", .number(startPoint.y))
    let size = bounds.size
    if r >= full {
      // Covers the screen: no clip at all.
      clip.clipsToBounds = false
      clip.cornerRadius = 0
      clip.setFrame(Rect(origin: .zero, size: size))
      contentLayer.setFrame(Rect(origin: .zero, size: size))
    } else {
      let c = startPoint - bounds.origin
      let origin = Point(c.x - r, c.y - r)
      clip.clipsToBounds = true
      clip.cornerRadius = r
      clip.setFrame(Rect(x: origin.x, y: origin.y, width: 2 * r, height: 2 * r))
      contentLayer.setFrame(
        Rect(x: -origin.x, y: -origin.y, width: size.width, height: size.height))
    }
  }
}
