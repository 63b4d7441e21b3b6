import TabMotionCore

/// Temporary copies of icons that fly from where they are (tab-bar icons) to where they are
/// going (circle-menu items) on a spring — the ColorMatch "dropping items".
///
/// The hand-off rule that keeps every icon on screen exactly once: each icon is at one place at
/// a time — at its source (the tab bar), in the air (the copy), or at its destination (the menu)
/// — and only that one shows it. `isSourceHidden(_:)` is true unless the icon rests at its
/// source, `isDestinationHidden(_:)` unless it rests at its destination, and the copy is
/// visible exactly while it flies. The frame the copy appears is the frame the end it left
/// hides its icon; the frame it lands and is removed is the frame the end it reached shows its
/// own. A screen applies the two flags to its layers right after `update(to:)`, in the same
/// frame. With reduced motion nothing flies: `drop` and `recall` move every icon to the other
/// end at once, and the one-place rule holds all the same.
///
/// ```
///  source.i ──(copy drop.i, spring)──▶ destination i      drop(from:to:at:)
///  source.i ◀──(the same copy)──────── destination i      recall(at:): landed or still falling
/// ```
///
/// Flights are interruptible: `drop` and `recall` turn a copy from its presented position with its
/// velocity. New end points (`updateSources`, `updateTargets` after a rotation) move the path and
/// the copy keeps its fraction of the way.
/// A copy keeps the destination's size as its layer size and is scaled to the presented size,
/// so flying never re-rasterises it.
///
/// Wiring it between a tab bar and a `CircleMenu` (what a screen does):
///
/// ```
/// // menu.handle(event) == .event(.opened):
/// try drops.drop(from: tabIconFrames, to: menu.iconFrames, at: event.time)
/// // .event(.closed), .event(.selected):
/// drops.recall(at: event.time)
/// // every frame, after drops.update(to: t):
/// for i in 0..<drops.count {
///   tabIcon[i].isHidden = drops.isSourceHidden(i)
///   try menu.setIconHidden(drops.isDestinationHidden(i), at: i)
/// }
/// // on layout: drops.updateSources(tabIconFrames); drops.updateTargets(menu.iconFrames)
/// ```
///
/// Rects are points in the coordinates of `layer`'s parent (normally the screen, with `layer`
/// at its origin); time is seconds on the frame clock.
public final class DroppingIcons {
  /// What copy `i` is doing.
  public enum Phase: Hashable, Sendable {
    /// No copy: the source and the destination show their own icons.
    case resting
    /// Flying from the source to the destination.
    case falling
    /// Flying back to the source (the drop was recalled mid-air).
    case returning
  }

  /// The container of the copies; add it above both the sources and the destinations.
  public let layer = Layer()
  /// The copies, trace names `drop.0` …, hidden unless flying.
  public let copies: [Layer]
  /// Each copy's icon, and the icons it has at either end where the real icon there looks
  /// different: at the source (the selected tab's white icon on its coloured pill) and at the
  /// destination (a menu item's white icon on its coloured disc). Each is shown at its end and
  /// cross-fades into the copy's own icon as the copy moves away from that end's surroundings,
  /// and back as it arrives.
  private let glyphs: [Layer]
  private let departures: [Layer]
  private let arrivals: [Layer]
  /// How far from its end a departure (or arrival) icon has faded out, in sizes of that end's
  /// icon: by then the copy has left a pill or disc around that end (a white icon beyond it
  /// would vanish on white).
  public var departureFade = 1.25
  /// The spring of every flight: a slight bounce on landing; visually there in ≈ 0.5 s, within
  /// `arrival` of the spot (and handed off) after ≈ 0.9 s for a 600 pt drop.
  public var spring = Spring(response: 0.5, dampingFraction: 0.85)
  /// With reduced motion nothing flies: `drop` and `recall` move every icon to the other end at
  /// once (a screen moves them as the destination fades in, and back once it has faded out).
  public var reducedMotion = false

  /// Each copy's position along its path: 0 at the source, 1 at the destination. A flight is a
  /// spring on this fraction, so a layout change (rotation) moves the path's ends and the copy
  /// stays at the same fraction of its way, and a recall flies back along the same path.
  private var flights: [Animator<Double>]
  private var phases: [Phase]
  /// Whether icon `i` rests at its destination (it landed there and has not been recalled).
  private var atDestination: [Bool]
  private var sources: [Rect]
  private var targets: [Rect]
  /// Arrival tolerance in points: 0.1 pt is a third of a pixel at 3×, so the hand-off to the
  /// destination's own icon cannot be seen. The last hundredths of a point of a spring's tail
  /// are invisible but would keep the copy (and the hidden source) up for another ~0.3 s.
  private static let arrival = 0.1

  /// Creates one copy per icon, every one resting; throws `TabMotionError` for no icons.
  /// - Parameter icons: the icon each copy shows (at least one); usually the source icons.
  public init(icons: [LayerContent.Icon]) throws(TabMotionError) {
    guard !icons.isEmpty else {
      throw TabMotionError(field: "icons", reason: "needs at least one icon")
    }
    var copies: [Layer] = []
    var glyphs: [Layer] = []
    var departures: [Layer] = []
    var arrivals: [Layer] = []
    for (i, icon) in icons.enumerated() {
      let l = Layer(name: "drop.\(i)")
      let glyph = Layer()
      glyph.content = .icon(icon)
      let departure = Layer()
      departure.isHidden = true
      let arrival = Layer()
      arrival.isHidden = true
      l.addChild(glyph)
      l.addChild(departure)
      l.addChild(arrival)
      l.isHidden = true
      copies.append(l)
      glyphs.append(glyph)
      departures.append(departure)
      arrivals.append(arrival)
      layer.addChild(l)
    }
    self.copies = copies
    self.glyphs = glyphs
    self.departures = departures
    self.arrivals = arrivals
    flights = Array(repeating: Animator(value: 0.0), count: icons.count)
    phases = Array(repeating: .resting, count: icons.count)
    atDestination = Array(repeating: false, count: icons.count)
    sources = Array(repeating: .zero, count: icons.count)
    targets = Array(repeating: .zero, count: icons.count)
  }

  /// Number of icons.
  public var count: Int { copies.count }

  /// Replaces the icon copy `index` shows (e.g. after the screen reloads its data).
  public func setIcon(_ icon: LayerContent.Icon, at index: Int) throws(TabMotionError) {
    try check(index)
    glyphs[index].content = .icon(icon)
  }

  /// The icon copy `index` shows as it leaves its source, if the source shows a different one
  /// there (nil: its own icon all the way).
  public func setDepartureIcon(_ icon: LayerContent.Icon?, at index: Int) {
    precondition(
      index >= 0 && index < count,
      "DroppingIcons.setDepartureIcon(_:at:): index \(index) is outside 0..<\(count)")
    departures[index].isHidden = icon == nil
    departures[index].content = icon.map { .icon($0) } ?? .none
  }

  /// The icon copy `index` shows as it reaches its destination (and as it leaves it again on
  /// the way back), if the destination shows a different one there — a menu item's white icon
  /// on its coloured disc (nil: its own icon all the way).
  public func setArrivalIcon(_ icon: LayerContent.Icon?, at index: Int) {
    precondition(
      index >= 0 && index < count,
      "DroppingIcons.setArrivalIcon(_:at:): index \(index) is outside 0..<\(count)")
    arrivals[index].isHidden = icon == nil
    arrivals[index].content = icon.map { .icon($0) } ?? .none
  }

  // MARK: State the screen reads

  /// Where icon `index`'s copy is: resting, falling or returning (resting for a bad index).
  public func phase(_ index: Int) -> Phase {
    index >= 0 && index < count ? phases[index] : .resting
  }

  /// True unless icon `index` rests at its source: hide the real source icon then.
  public func isSourceHidden(_ index: Int) -> Bool {
    guard index >= 0, index < count else { return false }
    return phases[index] != .resting || atDestination[index]
  }

  /// True unless icon `index` rests at its destination: hide the destination's icon then.
  public func isDestinationHidden(_ index: Int) -> Bool {
    guard index >= 0, index < count else { return false }
    return phases[index] != .resting || !atDestination[index]
  }

  /// True when icon `index` rests at its destination.
  public func isAtDestination(_ index: Int) -> Bool {
    index >= 0 && index < count && phases[index] == .resting && atDestination[index]
  }

  /// True while any copy is in the air.
  public var isFlying: Bool { phases.contains { $0 != .resting } }

  /// The presented frame of copy `index` at `time` (the end it rests at when not flying).
  public func frame(_ index: Int, at time: Double) -> Rect {
    guard index >= 0, index < count else { return .zero }
    guard phases[index] != .resting else {
      return atDestination[index] ? targets[index] : sources[index]
    }
    return rect(index, fraction: flights[index].value(at: time))
  }

  /// The copy's frame at `fraction` of its way from source to destination (beyond 1 or below 0
  /// while the spring overshoots).
  private func rect(_ i: Int, fraction f: Double) -> Rect {
    sources[i] + (targets[i] - sources[i]) * f
  }

  // MARK: Commands

  /// Sends every icon from `sources[i]` to `targets[i]`. A copy already in the air (returning
  /// after a recall) turns towards its target from where it is, keeping its velocity; an icon
  /// already at its destination stays there.
  /// - Throws: when the counts differ from `count` or a rect is not finite; nothing changes then.
  public func drop(from sources: [Rect], to targets: [Rect], at time: Double) throws(TabMotionError)
  {
    try validate(sources, "sources")
    try validate(targets, "targets")
    try TabMotionError.requireFinite(time, "time")
    self.sources = sources
    self.targets = targets
    guard !reducedMotion else {
      moveAll(toDestination: true)
      return
    }
    for i in 0..<count where !(phases[i] == .resting && atDestination[i]) {
      if phases[i] == .resting { flights[i].set(0) }
      fly(i, to: 1, at: time)
      phases[i] = .falling
    }
  }

  /// Sends every icon home to its source: a copy still falling turns back from where it is,
  /// keeping its velocity; an icon resting at its destination leaves it (its destination
  /// hides its icon) and flies back. Icons already home stay home.
  public func recall(at time: Double) {
    guard time.isFinite else { return }
    guard !reducedMotion else {
      moveAll(toDestination: false)
      return
    }
    for i in 0..<count where phases[i] == .falling || atDestination[i] {
      if phases[i] == .resting { flights[i].set(1) }
      atDestination[i] = false
      fly(i, to: 0, at: time)
      phases[i] = .returning
    }
  }

  /// New source frames (the tab bar was laid out again, e.g. on rotation). A copy in the air
  /// keeps its fraction of the way on the new path, as laid-out content does.
  public func updateSources(_ rects: [Rect]) throws(TabMotionError) {
    try validate(rects, "sources")
    sources = rects
  }

  /// New destination frames (the menu was laid out again). A copy in the air keeps its fraction
  /// of the way on the new path.
  public func updateTargets(_ rects: [Rect]) throws(TabMotionError) {
    try validate(rects, "targets")
    targets = rects
  }

  /// Reduced motion's move: every icon at one end at once, no copy in the air.
  private func moveAll(toDestination: Bool) {
    for i in 0..<count {
      flights[i].set(toDestination ? 1 : 0)
      phases[i] = .resting
      atDestination[i] = toDestination
      copies[i].isHidden = true
    }
  }

  /// Removes every copy at once (e.g. the screen is torn down): every icon is home, at rest.
  public func cancel() {
    for i in 0..<count {
      flights[i].set(0)
      phases[i] = .resting
      atDestination[i] = false
      copies[i].isHidden = true
    }
  }

  /// Moves source `index` without validation or allocation, for a screen that follows a
  /// moving source every frame (a tab icon sliding as the pill widens its tab).
  func moveSource(_ rect: Rect, at index: Int) {
    guard index >= 0, index < count, rect.isFinite else { return }
    sources[index] = rect
  }

  private func fly(_ i: Int, to fraction: Double, at time: Double) {
    // Settle when the copy is within `arrival` points of its end, whatever the path's length.
    let length = max(1, (targets[i].center - sources[i].center).length)
    flights[i].tolerance = Tolerance(
      distance: DroppingIcons.arrival / length, velocity: 20 * DroppingIcons.arrival / length)
    flights[i].animate(to: fraction, with: .spring(spring), at: time)
  }

  // MARK: Frame

  /// Advances to `time`: lands copies whose flight ended (they disappear in this frame) and
  /// writes the others' frames. No allocation.
  public func update(to time: Double) {
    guard time.isFinite else { return }
    for i in 0..<count {
      let l = copies[i]
      if phases[i] != .resting, !flights[i].isAnimating(at: time) {
        flights[i].settle(at: time)
        atDestination[i] = phases[i] == .falling
        phases[i] = .resting
      }
      guard phases[i] != .resting else {
        l.isHidden = true
        continue
      }
      l.isHidden = false
      let f = flights[i].value(at: time)
      let r = rect(i, fraction: f)
      // The layer keeps the destination's size (one raster); the flight's size is a scale.
      let size = targets[i].size
      let w = size.width > 0 ? size.width : max(r.width, 1)
      let h = size.height > 0 ? size.height : max(r.height, 1)
      if l.frame.model.size != Size(w, h)
        || l.frame.model.origin != Point(r.midX - w / 2, r.midY - h / 2)
      {
        l.setFrame(Rect(x: r.midX - w / 2, y: r.midY - h / 2, width: w, height: h))
        let inner = Rect(x: 0, y: 0, width: w, height: h)
        glyphs[i].setFrame(inner)
        departures[i].setFrame(inner)
        arrivals[i].setFrame(inner)
      }
      if !departures[i].isHidden {
        let reach = departureFade * max(1, sources[i].height)
        setOpacity(departures[i], closeness(r.center, sources[i].center, reach))
      }
      if !arrivals[i].isHidden {
        let reach = departureFade * max(1, targets[i].height)
        setOpacity(arrivals[i], closeness(r.center, targets[i].center, reach))
      }
      let sx = max(0, r.width) / w
      let sy = max(0, r.height) / h
      l.transform.set(sx == 1 && sy == 1 ? .identity : .scale(sx, sy))
    }
  }

  /// 1 at `end`, easing (smoothstep) down to 0 at `reach` points from it.
  private func closeness(_ p: Point, _ end: Point, _ reach: Double) -> Double {
    let g = min(1, max(0, (p - end).length / reach))
    return 1 - g * g * (3 - 2 * g)
  }

  private func setOpacity(_ l: Layer, _ o: Double) {
    if l.opacity.model != o { l.opacity.set(o) }
  }

  // MARK: Validation

  private func check(_ index: Int) throws(TabMotionError) {
    guard index >= 0, index < count else {
      throw TabMotionError(field: "index", reason: "must be in 0..<\(count), got \(index)")
    }
  }

  private func validate(_ rects: [Rect], _ field: String) throws(TabMotionError) {
    guard rects.count == count else {
      throw TabMotionError(
        field: field, reason: "must have \(count) frames (one per icon), got \(rects.count)")
    }
    for (i, r) in rects.enumerated() {
      guard r.origin.isFinite, r.width.isFinite, r.height.isFinite, r.width >= 0, r.height >= 0
      else {
        throw TabMotionError(
          field: "\(field)[\(i)]", reason: "must be a finite rect with non-negative size, got \(r)")
      }
    }
  }
}
