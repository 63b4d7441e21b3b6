/// Horizontal paging between `pageCount` pages, as a pure value: a finger drags the pages, a
/// release settles on a page with a spring that keeps the finger's velocity, `select` jumps
/// programmatically, and every call returns the `PagerEvents` it caused (appearance events
/// included). No allocation per frame; times are seconds on the frame clock.
///
/// The continuous position is `progress` in pages: 0 … pageCount − 1, a little beyond while
/// rubber-banding at the ends. The pages on screen are a pair `lower`, `upper` in reading
/// order and a `fraction` (0 = `lower` fills the viewport, 1 = `upper` does). A swipe pairs
/// neighbours, but a programmatic jump pairs its start and its destination directly, so the
/// pages in between are never on screen while the indicator still sees `progress` travel
/// 0 → 3:
///
/// ```
///  select(3) from page 0:   ┌────────┐┌────────┐
///                           │ page 0 ││ page 3 │   progress = 0 + 3 · fraction
///                           └────────┘└────────┘
///                           ◄──── fraction 0 → 1
/// ```
///
/// When `lower == upper`, `fraction` is the rubber-band overscroll in pages (negative before
/// the first page, positive after the last).
///
/// A `select` that retargets a jump in flight never swaps a page on screen: the motion runs
/// along a `Strip` of up to three pages in a row, the two on screen where they are and the
/// new destination next to them, and the pair is whichever two of those show. The pair then
/// stays in reading order but not always in index order (`lower > upper` when the
/// destination came in on the side opposite its index; see `select`).
///
/// Release rules: the page changes when the next page covers more than 50 % of the viewport,
/// or on a flick faster than `minimumFlingVelocity` in either direction (a flick back cancels
/// whatever the distance). Right-to-left layouts mirror the drag direction.
public struct PagerModel: Sendable {
  /// What a drag past the first or the last page does.
  public enum EndBehavior: Hashable, Sendable {
    /// Rubber-band resistance, then a spring back to the end page.
    case bounce
    /// The pages form a ring: after the last page comes the first (the Instagram cube's
    /// original). While turning across the ends `progress` runs past them: `n − 1 + f` is the
    /// turn from the last page to the first, `−f` the turn back (a long drag may go several
    /// pages round); `visiblePages` and `selectedIndex` are always real pages, and the pager
    /// lands on 0 … n − 1.
    case wrap
  }

  /// What the pager is doing at the moment.
  public enum Phase: Hashable, Sendable {
    /// At rest on ``selectedIndex``.
    case idle
    /// A finger holds the pages; ``progress`` follows it.
    case dragging
    /// Springing to a page after a release, or animating a `select`.
    case settling
  }

  // MARK: Configuration

  /// The number of pages, at least 1; change it with `setPageCount`.
  public internal(set) var pageCount: Int
  /// Points per page (the viewport width).
  public internal(set) var pageWidth: Double
  /// A finger moving right goes forward (to higher pages) in right-to-left layouts.
  public var isRightToLeft: Bool {
    didSet { reanchorDrag(oldWidth: pageWidth, oldRightToLeft: oldValue) }
  }
  /// A release faster than this (points per second) is a flick: it turns the page in its
  /// direction whatever the distance.
  public var minimumFlingVelocity = 300.0
  /// The spring that completes (or cancels) a swipe, starting at the finger's velocity.
  public var completionSpring = Spring(duration: 0.35, bounce: 0)
  /// Progress units (pages) per second a release completes or cancels at, at constant speed
  /// from the release on whatever the finger's velocity, instead of `completionSpring` (the
  /// Instagram cube's original used 0.75); nil = spring.
  public var completionSpeed: Double? = nil
  /// A release exactly half way completes the turn (the cube's rule, "at or past 0.5")
  /// instead of staying on the page the drag started from (the slide's "more than 50 %").
  public var completesAtHalfway = false
  /// Bounce or wrap at the ends; change it while the pager rests.
  public var endBehavior = EndBehavior.bounce
  /// How `select(_:animated:at:)` moves the pages.
  public var selectionMotion = Animator<Double>.Motion.spring(Spring(duration: 0.4, bounce: 0))

  // MARK: State

  /// The page of the on-screen pair that comes first in reading order (the only one at rest).
  public internal(set) var lower: Int
  /// The page of the on-screen pair that comes second in reading order; equal to ``lower`` at rest
  /// or while rubber-banding at an end.
  public internal(set) var upper: Int
  /// How far the view has moved from ``lower`` to ``upper``, 0…1 (0 = ``lower`` fills the
  /// viewport); the overscroll in pages when they are equal.
  public internal(set) var fraction: Double = 0
  /// What the pager is doing: dragging, settling or idle.
  public internal(set) var phase = Phase.idle
  /// The committed page: where the pager rests, or will come to rest without further input.
  /// During a drag it keeps the page the drag started from until the finger lifts.
  public internal(set) var selectedIndex: Int
  /// True from the moment a finger takes hold until the motion it started comes to rest (a
  /// swipe and its release), false for programmatic motion: hosts let an indicator follow
  /// `progress` only while this is set.
  public internal(set) var isInteractive = false

  /// What an animated `select` runs along, from the call until the motion lands or a finger
  /// takes hold; nil otherwise (a release settles its pair by `fraction`).
  var strip: Strip?

  /// Settles within 1e-4 of a page (0.04 pt on a phone) and then lands exactly.
  var animator = Animator<Double>(value: 0, tolerance: Tolerance(distance: 1e-4, velocity: 1e-2))
  /// The sign of (position − target) in the animator's unit when the current settle began:
  /// crossing the target lands at once instead of overshooting onto pages that are not in
  /// the pair (or strip).
  private var approachSign = 0.0
  private var anchor = DragAnchor.free(rawStart: 0)
  private var dragTranslation = 0.0
  private var dragStartPage = 0
  var tracker: AppearanceTracker
  private var lastTime = 0.0

  /// Pages per second a release is limited to.
  static let maximumReleaseVelocity = 20.0

  /// How close to either end (as a fraction) a caught jump counts as that end's page.
  static let jumpCatchSlack = 0.02

  private enum DragAnchor: Hashable, Sendable {
    /// Neighbouring pages: the unbanded progress where the drag started.
    case free(rawStart: Double)
    /// A caught jump: the fraction between its two pages where the drag started.
    case pair(fractionStart: Double)
  }

  /// Creates a pager at rest on `initialIndex` (0 by default), pages `pageWidth` points wide.
  ///
  /// Throws ``TabMotionError`` for no pages, a page width that is not finite and positive, or
  /// an initial index outside the pages.
  public init(
    pageCount: Int, pageWidth: Double, initialIndex: Int = 0, isRightToLeft: Bool = false
  ) throws(TabMotionError) {
    try Self.validate(pageCount: pageCount)
    try TabMotionError.requirePositive(pageWidth, "pageWidth")
    try Self.validate(index: initialIndex, field: "initialIndex", count: pageCount)
    self.pageCount = pageCount
    self.pageWidth = pageWidth
    self.isRightToLeft = isRightToLeft
    lower = initialIndex
    upper = initialIndex
    selectedIndex = initialIndex
    tracker = AppearanceTracker(appeared: initialIndex)
  }

  // MARK: Derived

  /// The continuous position in pages (e.g. 1.37 while swiping from page 1 to page 2).
  /// Overscroll past either page of the pair counts in page widths, whatever the pair spans.
  public var progress: Double {
    if lower == upper || fraction < 0 { return Double(lower) + fraction }
    if fraction > 1 { return Double(upper) + fraction - 1 }
    return Double(lower) + Double(upper - lower) * fraction
  }

  /// True while a finger holds the pages.
  public var isDragging: Bool { phase == .dragging }
  /// True when nothing moves the pages (the phase is ``Phase/idle``).
  public var isAtRest: Bool { phase == .idle }

  /// The velocity of `progress` at `time`, pages per second (0 while dragging or at rest).
  public func velocity(at time: Double) -> Double {
    guard phase == .settling else { return 0 }
    return Double(lower == upper ? 1 : upper - lower) * animator.velocity(at: time)
  }

  /// False when the pages rest on the end a finger moving horizontally with `sign` (+1
  /// right, −1 left) would only pull past — the last page and a finger going on towards the
  /// next (left, or right in right-to-left layouts), the first and the other way — so that
  /// a pager around this one may take the swipe; true otherwise (moving pages, a ring, one
  /// page short of an end).
  public func canMove(fingerDirection sign: Double) -> Bool {
    guard !isVisiblyMoving, !wraps, sign != 0 else { return true }
    let forward = pagesMoved(sign) > 0
    return forward ? selectedIndex < pageCount - 1 : selectedIndex > 0
  }

  /// True while a finger drags the pages or they are more than a hundredth of a page from
  /// where they settle: a finger going down then catches them. The last moments of a settling
  /// spring, which no eye can tell from rest, do not count.
  public var isVisiblyMoving: Bool {
    switch phase {
    case .idle: return false
    case .dragging: return true
    case .settling:
      let off = lower == upper ? abs(fraction) : min(abs(fraction), abs(1 - fraction))
      return off > 0.01 || page(fraction < 0.5 ? lower : upper) != selectedIndex
    }
  }

  /// The pages on screen: `first` alone, or `first` and `second` during a transition.
  public var visiblePages: (first: Int, second: Int?) {
    if lower == upper || fraction <= 0 { return (page(lower), nil) }
    if fraction >= 1 { return (page(upper), nil) }
    return (page(lower), page(upper))
  }

  /// Where `page` sits, in page widths along the reading direction (0 = filling the viewport,
  /// 1 = just after it, −0.3 = a third gone before it), or nil when it is not on screen.
  public func offset(ofPage page: Int) -> Double? {
    let visible = visiblePages
    guard page == visible.first || page == visible.second else { return nil }
    return page == self.page(lower) ? -fraction : 1 - fraction
  }

  // MARK: Dragging

  /// A finger took hold at `time`: any motion stops where it is presented (no jump).
  public mutating func beginDrag(at time: Double) -> PagerEvents {
    var events = advance(to: time)
    // The finger holds the pair on screen; a retargeted jump's third page is let go.
    strip = nil
    animator.set(fraction)
    phase = .dragging
    isInteractive = true
    dragTranslation = 0
    dragStartPage = selectedIndex
    // A jump caught at its very end (or start) is taken as the page it almost shows: a swipe
    // from there goes to the neighbours, not back across the jump. Only a sliver changes —
    // and only into a real page: a reversed pair at the first or last page has no neighbour
    // on that side, and a blank must not replace the sliver.
    if isJump && fraction >= 1 - Self.jumpCatchSlack && hasPosition(upper - 1) {
      place(progress: Double(upper) - (1 - fraction))
      reconcile(&events)
    } else if isJump && fraction <= Self.jumpCatchSlack && hasPosition(lower + 1) {
      place(progress: Double(lower) + fraction)
      reconcile(&events)
    }
    if isJump {
      anchor = .pair(fractionStart: fraction)
    } else {
      anchor = .free(rawStart: unbanded(progress))
    }
    events.kinds.insert(.willBeginDragging)
    return events
  }

  /// The finger has moved `translation` points horizontally since `beginDrag` (positive =
  /// to the right, screen coordinates).
  public mutating func drag(translation: Double, at time: Double) -> PagerEvents {
    guard phase == .dragging, translation.isFinite else { return PagerEvents() }
    lastTime = max(lastTime, time)
    let before = progress
    dragTranslation = translation
    applyDrag()
    var events = PagerEvents()
    reconcile(&events)
    if progress != before { events.kinds.insert(.didScroll) }
    return events
  }

  /// The finger lifted moving at `velocity` points per second (horizontal, screen coordinates).
  public mutating func endDrag(velocity: Double, at time: Double) -> PagerEvents {
    guard phase == .dragging else { return PagerEvents() }
    lastTime = max(lastTime, time)
    let vx = sanitized(velocity, limit: 1e5)
    // Faster than any real flick (7,800 pt/s on a phone); keeps a bounce off an end within
    // half a page whatever the page width.
    let v = min(Self.maximumReleaseVelocity, max(-Self.maximumReleaseVelocity, pagesMoved(vx)))
    let isFling = abs(vx) > minimumFlingVelocity
    let target = releaseTarget(velocity: v, isFling: isFling)
    includeInPair(target)
    var events = PagerEvents(.didEndDragging)
    // Dragged fractions move one per page width of finger in every mode, so the finger's
    // velocity in pages per second is the fraction's velocity too — except further out past
    // an end, where the rubber band has absorbed it: the bounce back starts from rest.
    let outward = lower == upper && fraction * v > 0
    // A fixed completion speed is constant from the release on: the finger's velocity is not
    // carried (a curve carrying it races ahead, then crawls into the page).
    let carried = outward || constantSpeed != nil ? 0 : v
    settle(
      toward: target, from: fraction, motion: releaseMotion(toward: target),
      velocity: carried, at: time, &events)
    return events
  }

  /// The touch was cancelled: a release without velocity.
  public mutating func cancelDrag(at time: Double) -> PagerEvents {
    endDrag(velocity: 0, at: time)
  }

  // MARK: Time

  /// Advances a settle to `time`.
  public mutating func advance(to time: Double) -> PagerEvents {
    guard time.isFinite else { return PagerEvents() }
    let t = max(lastTime, time)
    lastTime = t
    guard phase == .settling else { return PagerEvents() }
    let before = progress
    var events = PagerEvents()
    let value = animator.value(at: t)
    if animator.settle(at: t) || (value - animator.target) * approachSign <= 0 {
      show(animator.target)
      land(&events)
    } else {
      show(value)
      reconcile(&events)
    }
    if progress != before { events.kinds.insert(.didScroll) }
    return events
  }

  // MARK: Internals shared with the selection extension

  /// Starts the motion to `target` (one of the pair's pages, or a page of the strip) from
  /// `start` in the animator's unit (`fraction`, or a position along the strip) and updates
  /// the selection. `velocity` is in page widths per second along the reading direction,
  /// which is the animator's unit with or without a strip.
  mutating func settle(
    toward target: Int, from start: Double, motion: Animator<Double>.Motion, velocity: Double,
    at time: Double, _ events: inout PagerEvents
  ) {
    let goal: Double
    if let slot = strip?.slot(of: target) {
      goal = Double(slot)
    } else {
      goal = target == lower ? 0 : 1
    }
    animator.set(start)
    animator.animate(to: goal, with: motion, at: time, initialVelocity: velocity)
    approachSign = start - goal < 0 ? -1 : 1
    // The same pages at the same offsets, now named as the strip's pair (a page alone may
    // gain the neighbour it is about to reveal).
    show(start)
    if page(target) != selectedIndex {
      selectedIndex = page(target)
      events.kinds.insert(.didChangeSelection)
    }
    if animator.isAnimating(at: time) && start != goal {
      phase = .settling
      reconcile(&events)
    } else {
      show(goal)
      land(&events)
    }
  }

  /// The motion reached its page: the pair collapses onto it and appearance completes.
  mutating func land(_ events: inout PagerEvents) {
    let landed = page(fraction >= 1 && lower != upper ? upper : lower)
    lower = landed
    upper = landed
    fraction = 0
    strip = nil
    animator.set(0)
    phase = .idle
    isInteractive = false
    events.kinds.insert(.didSettle)
    reconcile(&events)
  }

  /// Feeds the pages now on screen to the appearance tracker.
  mutating func reconcile(_ events: inout PagerEvents) {
    let visible = visiblePages
    tracker.update(visible: visible.first, visible.second, into: &events.appearance)
  }

  /// Places a neighbour-paired (or rubber-banded) continuous position.
  mutating func place(progress p: Double) {
    let last = pageCount - 1
    if wraps {
      // A ring: any position pairs the neighbours around it, across the ends too.
      let lo = p.rounded(.down)
      let f = p - lo
      let i = Int(saturating: max(-1e9, min(1e9, lo)))
      (lower, upper, fraction) = f == 0 ? (i, i, 0) : (i, i + 1, f)
      return
    }
    if p <= 0 {
      (lower, upper, fraction) = (0, 0, p)
    } else if p >= Double(last) {
      (lower, upper, fraction) = (last, last, p - Double(last))
    } else {
      let lo = Int(saturating: p.rounded(.down))
      let f = p - Double(lo)
      (lower, upper, fraction) = f == 0 ? (lo, lo, 0) : (lo, lo + 1, f)
    }
  }

  /// True when the pages form a ring (wrap with at least two pages).
  var wraps: Bool { endBehavior == .wrap && pageCount > 1 }

  /// True when the pair is not two neighbours in reading order: a jump (pages in between
  /// skipped), or a retargeted jump's destination that came in on the side opposite its
  /// index. Such a pair is dragged by its fraction, not by `progress`, which would re-pair
  /// neighbours and swap what is on screen.
  var isJump: Bool { lower != upper && upper - lower != 1 }

  /// True when position `index` stands for a page (always, around a ring).
  func hasPosition(_ index: Int) -> Bool {
    wraps || (index >= 0 && index < pageCount)
  }

  /// The page a position index stands for: itself, or around the ring when wrapping.
  func page(_ index: Int) -> Int {
    guard wraps else { return index }
    let r = index % pageCount
    return r < 0 ? r + pageCount : r
  }

  /// Finger travel converted to pages along the reading direction.
  func pagesMoved(_ points: Double) -> Double {
    (isRightToLeft ? points : -points) / pageWidth
  }

  /// Keeps the current position under the finger when the page width or direction changes
  /// mid-drag (rotation, a direction flip).
  mutating func reanchorDrag(oldWidth: Double, oldRightToLeft: Bool) {
    guard phase == .dragging else { return }
    let old = (oldRightToLeft ? dragTranslation : -dragTranslation) / oldWidth
    let new = pagesMoved(dragTranslation)
    switch anchor {
    case .free(let raw): anchor = .free(rawStart: raw + old - new)
    case .pair(let f): anchor = .pair(fractionStart: f + old - new)
    }
  }

  static func validate(pageCount: Int) throws(TabMotionError) {
    guard pageCount >= 1 else {
      throw TabMotionError(field: "pageCount", reason: "must be at least 1, got \(pageCount)")
    }
  }

  static func validate(index: Int, field: String, count: Int) throws(TabMotionError) {
    guard index >= 0, index < count else {
      throw TabMotionError(field: field, reason: "must be in 0…\(count - 1), got \(index)")
    }
  }

  // MARK: Private

  private mutating func applyDrag() {
    let d = pagesMoved(dragTranslation)
    switch anchor {
    case .pair(let f0):
      let f = f0 + d
      if f >= 0 && f <= 1 {
        fraction = f
        return
      }
      // Past either end of a caught jump the drag goes on among neighbours.
      let p = f < 0 ? Double(lower) + f : Double(upper) + (f - 1)
      anchor = .free(rawStart: p - d)
      applyDrag()
    case .free(let raw0):
      let raw = raw0 + d
      let last = Double(pageCount - 1)
      if wraps {
        place(progress: raw)
      } else if raw < 0 {
        place(progress: -rubberBand(offset: -raw * pageWidth, dimension: pageWidth) / pageWidth)
      } else if raw > last {
        let band = rubberBand(offset: (raw - last) * pageWidth, dimension: pageWidth)
        place(progress: last + band / pageWidth)
      } else {
        place(progress: raw)
      }
    }
  }

  /// `completionSpeed` when it is usable (finite and positive), else nil: releases spring.
  private var constantSpeed: Double? {
    completionSpeed.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
  }

  /// The spring, or with `completionSpeed` a linear motion over the remaining distance.
  private func releaseMotion(toward target: Int) -> Animator<Double>.Motion {
    guard let speed = constantSpeed else {
      return .spring(completionSpring)
    }
    let goal: Double = target == lower ? 0 : 1
    let pages = abs(goal - fraction) * Double(max(1, abs(upper - lower)))
    return .curve(.linear, duration: pages / speed)
  }

  /// The finger travel (in pages) that shows the current, possibly rubber-banded, position.
  private func unbanded(_ p: Double) -> Double {
    let last = Double(pageCount - 1)
    if wraps { return p }
    if p < 0 { return -rubberBandInverse(band: -p * pageWidth, dimension: pageWidth) / pageWidth }
    if p > last {
      return last + rubberBandInverse(band: (p - last) * pageWidth, dimension: pageWidth)
        / pageWidth
    }
    return p
  }

  /// The page a release at `v` pages per second goes to.
  private func releaseTarget(velocity v: Double, isFling: Bool) -> Int {
    if isJump {
      if isFling { return v > 0 ? upper : lower }
      return fraction > 0.5 ? upper : lower
    }
    let p = progress
    let target: Int
    if isFling && v > 0 {
      target = Int(saturating: p.rounded(.down)) + 1
    } else if isFling && v < 0 {
      target = Int(saturating: p.rounded(.up)) - 1
    } else {
      let down = p.rounded(.down)
      let f = p - down
      let lo = Int(saturating: down)
      // Exactly half way is not "more than 50 %": the page the drag started from stays.
      // The cube's rule instead completes the turn away from that page.
      let halfwayGoesUp =
        completesAtHalfway ? dragStartPage == page(lo) : dragStartPage == page(lo + 1)
      if f > 0.5 || (f == 0.5 && halfwayGoesUp) {
        target = lo + 1
      } else {
        target = lo
      }
    }
    return wraps ? target : min(pageCount - 1, max(0, target))
  }

  /// Widens a single-page pair to the neighbour a release goes to.
  private mutating func includeInPair(_ target: Int) {
    guard lower == upper, target != lower else { return }
    let p = progress
    if target > lower {
      upper = target
      fraction = (p - Double(lower)) / Double(target - lower)
    } else {
      upper = lower
      lower = target
      fraction = (p - Double(target)) / Double(upper - target)
    }
  }
}
