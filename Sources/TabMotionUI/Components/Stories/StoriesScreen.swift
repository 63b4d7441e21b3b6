import TabMotionCore

/// Instagram Stories as a screen: one cube face per person, each playing its segments.
///
/// ```
///  person 0 ─ seg 0 ▸ seg 1 ▸ seg 2 ─┐ cube turns  person 1 ─ seg 0 ▸ …
///          ◂ left third: back a segment; from a first segment the cube turns back
/// ```
///
/// - Segments play for ``segmentDuration`` seconds each (5 by default) on the screen's clock;
///   a tap on the trailing third skips to the next segment, on the leading third goes back
///   one (mirrored right to left). After a person's last segment the cube turns to the next
///   person; before their first it turns back (on the very first, the segment restarts).
/// - One progress bar per segment at the top of each face (trace nodes `segment.P.S` with
///   `fraction` 0…1): played ones full, the playing one filling, the rest empty.
/// - A finger on the story pauses it; held longer than a tap it also hides the chrome (the
///   bars); lifting resumes. Out of sight (``isOutOfSight``: a page of a pager that has
///   left, a sheet over it) it pauses too.
/// - Swiping down dismisses interactively: the cube shrinks and fades toward
///   ``dismissOrigin``; let go early (or flick back up) and it comes back.
/// - The people either side of the one on screen are made ahead, showing their first
///   segment; a person's progress starts over whenever the cube leaves them.
/// - Swipes turn the cube by hand as ``CubePageTransition`` does (release at half way
///   completes, a flick decides by direction); reduced motion and right to left as the cube.
///
/// The screen is a ``StoryPlayback``: traces report top-level `person` and `segment`.
public final class StoriesScreen: Screen, TabSelecting, Paging, StoryPlayback {
  /// The screen's root (trace node `stories`, with `dismiss`: how far a dismissal has gone);
  /// a host renders it filling the viewport, black behind the cube.
  public let root = Layer(name: "stories")
  /// The cube: one page per person, slots named `face.N`.
  public let pager: Pager
  /// The cube transition turning the faces (shades `shade.N`).
  public let transition = CubePageTransition()
  /// Where the people come from (held weakly: keep it alive).
  public weak var dataSource: (any StoriesDataSource)?
  /// Segments per person, as the data source gave them.
  public private(set) var segmentCounts: [Int]
  /// Seconds each segment plays (5 by default); must be finite and positive.
  public var segmentDuration = 5.0 {
    didSet {
      precondition(
        segmentDuration.isFinite && segmentDuration > 0,
        "StoriesScreen.segmentDuration must be finite and positive, got \(segmentDuration)")
    }
  }
  /// Past the last person: rubber-band and turn back (default), or wrap to the first.
  public var endBehavior = PagerModel.EndBehavior.bounce {
    didSet { pager.configureModel { [endBehavior] in $0.endBehavior = endBehavior } }
  }
  /// Pages per second a release completes at, at constant speed; nil (default) springs from
  /// the finger's velocity.
  public var fixedCompletionSpeed: Double? {
    didSet { applyCompletion() }
  }
  /// The point (scene points) the cube shrinks toward while dismissed; the viewport's centre
  /// when nil (the default). Put it on the thumbnail the stories opened from.
  public var dismissOrigin: Point?
  /// Called once a dismissal completes (the cube has shrunk away), with the time.
  public var onDismiss: ((Double) -> Void)?
  /// Called when the playing person or segment changes: person, segment, time.
  public var onSegmentChange: ((Int, Int, Double) -> Void)?

  /// The person whose segments play: the one the cube rests on.
  public private(set) var currentPerson = 0
  /// The playing segment of ``currentPerson``.
  public private(set) var currentSegment = 0
  /// Seconds the playing segment has played.
  public private(set) var segmentElapsed = 0.0
  /// True while the playing segment holds still: a finger holds the story, or the screen is
  /// out of sight (``isOutOfSight``).
  public var isPaused: Bool { press.isPressed || isOutOfSight }
  /// True while the screen is out of sight (nested in a page that is leaving or gone, under a
  /// sheet of the app's own): the playing segment holds where it is and plays on from there
  /// once it is false again. A ``ScreenPage`` holds it while its page is not fully shown and
  /// a window while it is minimised, each lifting only its own hold (``StoryHold``).
  public var isOutOfSight = false
  /// True while a long press has the chrome hidden.
  public private(set) var isChromeHidden = false
  /// How far a dismissal has gone: 0 in place, 1 gone.
  public private(set) var dismissProgress = 0.0
  /// True once a dismissal has completed; ``present(at:)`` brings the stories back.
  public private(set) var isDismissed = false

  /// Seconds a touch may last and still be a tap that changes the segment; held longer it
  /// only pauses, and the chrome hides.
  public static let tapMaximumDuration = 0.5
  /// Pulled down this fraction of the height (or flicked down), a release dismisses.
  public static let dismissThreshold = 0.25
  /// Seconds the chrome takes to hide or come back.
  static let chromeFade = 0.2

  private let press = PressGestureRecognizer()
  private let dismissPan = PanGestureRecognizer(axis: .vertical)
  private var dismissAnimator = Animator<Double>(value: 0)
  private var isDismissDragging = false
  private var downTime = -Double.infinity
  private var lastTime: Double?
  /// People the cube left whose faces may still be in sight: started over once they are not.
  private var leaving: [Int] = []
  private var size = Size(1, 1)
  private var reducedMotion = false
  private var direction = LayoutDirection.leftToRight
  private let pages = PersonSource()

  /// A stories screen over `dataSource`, laid out for `environment`. Throws a
  /// `TabMotionError` for no people or a person without segments (`segmentCount[P]`).
  public init(
    dataSource: any StoriesDataSource, environment: ScreenEnvironment
  ) throws(TabMotionError) {
    self.dataSource = dataSource
    segmentCounts = []
    pager = try Pager(
      dataSource: pages, frame: Rect(origin: .zero, size: environment.size),
      direction: environment.direction, slotPrefix: "face.")
    pages.screen = self
    try reloadData(at: 0)
    pager.transition = transition
    // Taps go through segments; one during a turn holds the cube while the finger is down
    // and then lets it go on where it was going.
    pager.tapResumesMotion = true
    root.backgroundColor.set(.black)
    root.addChild(pager.layer)
    press.onDown = { [weak self] _, time in self?.downTime = time }
    press.onPress = { [weak self] point, time in self?.tapped(at: point, time: time) }
    pager.layer.addGestureRecognizer(press)
    dismissPan.onEvent = { [weak self] event in self?.followDismiss(event) }
    // Room for the people a few quick turns leave: no frame allocates for them.
    leaving.reserveCapacity(4)
    pager.layer.addGestureRecognizer(dismissPan)
    try layout(environment, at: 0)
  }

  /// Reads the people and their segment counts again; the cube goes to the first person.
  /// Throws (changing nothing) for no people or a person without segments.
  public func reloadData(at time: Double) throws(TabMotionError) {
    guard let source = dataSource else {
      throw TabMotionError(field: "dataSource", reason: "the screen has no data source")
    }
    let people = source.numberOfPeople(in: self)
    guard people >= 1 else {
      throw TabMotionError(field: "numberOfPeople", reason: "must be at least 1, got \(people)")
    }
    var counts: [Int] = []
    for p in 0..<people {
      let n = source.storiesScreen(self, segmentCountForPersonAt: p)
      guard n >= 1 else {
        throw TabMotionError(field: "segmentCount[\(p)]", reason: "must be at least 1, got \(n)")
      }
      counts.append(n)
    }
    segmentCounts = counts
    try pager.reloadData(selecting: 0, at: time)
    currentPerson = 0
    currentSegment = 0
    segmentElapsed = 0
  }

  fileprivate func makePage(_ person: Int) -> any PageContent {
    guard let source = dataSource else {
      preconditionFailure("StoriesScreen: its data source was released while in use")
    }
    let count = segmentCounts.indices.contains(person) ? segmentCounts[person] : 1
    return StoryPersonPage(
      content: source.storiesScreen(self, pageForPersonAt: person), person: person,
      segments: count)
  }

  private func personPage(_ person: Int) -> StoryPersonPage? {
    pager.page(person) as? StoryPersonPage
  }

  // MARK: Screen

  public var selectedIndex: Int { pager.selectedIndex }
  public var tabCount: Int { pager.pageCount }
  public var progress: Double { pager.progress }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    reducedMotion = environment.reducedMotion
    pager.reducedMotion = reducedMotion
    transition.reducedMotion = reducedMotion
    direction = environment.direction
    size = environment.size
    pager.configureModel { $0.completesAtHalfway = true }
    applyCompletion()
    root.setFrame(Rect(origin: .zero, size: environment.size))
    // Full screen: the faces' chrome sits under the safe area's top and inside its sides.
    try pager.layout(
      frame: Rect(origin: .zero, size: environment.size), safeArea: environment.safeArea,
      direction: environment.direction, at: time)
    applyDismiss()
  }

  private func applyCompletion() {
    // Reduced motion: the rest of the cross-fade runs at 5 pages per second (≤ 0.2 s).
    let speed = reducedMotion ? 1 / Pager.crossFadeDuration : fixedCompletionSpeed
    pager.configureModel { $0.completionSpeed = speed }
  }

  /// Turns the cube to the person at `index` (their first segment), as a swipe would.
  public func select(_ index: Int, animated: Bool, at time: Double) {
    pager.select(index, animated: animated, at: time)
  }

  public func update(to time: Double) {
    _ = pager.update(to: time)
    let dt = lastTime.map { max(0, time - $0) } ?? 0
    lastTime = time
    if pager.selectedIndex != currentPerson {
      // The cube left a person: their progress starts over once their face has turned out of
      // sight (until then it shows where they were); the new one plays from the top.
      if !leaving.contains(currentPerson) { leaving.append(currentPerson) }
      currentPerson = pager.selectedIndex
      if let k = leaving.firstIndex(of: currentPerson) {
        // Back to a person left a moment ago: they start over too.
        leaving.remove(at: k)
        if let page = personPage(currentPerson) { reset(page) }
      }
      currentSegment = 0
      segmentElapsed = 0
      onSegmentChange?(currentPerson, 0, time)
    } else if pager.model.phase == .idle && !isPaused && dismissProgress == 0
      && !isDismissed
    {
      segmentElapsed = min(segmentDuration, segmentElapsed + dt)
    }
    resetPeopleOutOfSight()
    updateChrome(at: time)
    personPage(currentPerson)?.showProgress(
      segment: currentSegment, fraction: segmentElapsed / segmentDuration)
    if segmentElapsed >= segmentDuration && pager.model.phase == .idle {
      step(by: 1, at: time)
    }
    updateDismiss(at: time)
  }

  /// The person on screen, by index; restores it without animation.
  public var restorableState: ScreenState? {
    ScreenState(selection: TabSelectionState(selectedIndex: pager.selectedIndex))
  }

  public func restoreState(_ state: ScreenState, at time: Double) {
    let index = min(pager.pageCount - 1, max(0, state.selection?.selectedIndex ?? 0))
    pager.select(index, animated: false, at: time)
  }

  // MARK: Playback

  /// Moves one segment forward (1) or back (−1): within the person, else the cube turns to
  /// the next or previous person. Past the last person's last segment the segment stays
  /// full; before the first person's first, it restarts.
  public func step(by delta: Int, at time: Double) {
    let count = segmentCounts[currentPerson]
    let target = currentSegment + (delta >= 0 ? 1 : -1)
    if target >= 0 && target < count {
      currentSegment = target
      segmentElapsed = 0
      personPage(currentPerson)?.content.showSegment(target)
      onSegmentChange?(currentPerson, target, time)
      return
    }
    let person = pager.selectedIndex + (target < 0 ? -1 : 1)
    if person >= 0 && person < pager.pageCount {
      pager.select(person, animated: true, at: time)
    } else if target < 0 {
      segmentElapsed = 0
    } else {
      segmentElapsed = segmentDuration
    }
  }

  /// Brings a dismissed screen back in place, at once.
  public func present(at time: Double) {
    isDismissed = false
    dismissAnimator.set(0)
    dismissProgress = 0
    applyDismiss()
  }

  /// Starts over the people the cube left whose faces are out of sight now.
  private func resetPeopleOutOfSight() {
    guard !leaving.isEmpty else { return }
    let visible = pager.model.visiblePages
    var k = 0
    while k < leaving.count {
      let person = leaving[k]
      if person == visible.first || person == visible.second {
        k += 1
      } else {
        leaving.remove(at: k)
        if let page = personPage(person) { reset(page) }
      }
    }
  }

  private func reset(_ page: StoryPersonPage) {
    page.showProgress(segment: 0, fraction: 0)
    page.content.showSegment(0)
    page.chrome.opacity.set(1)
  }

  /// A tap lifted at `point`: the trailing third goes forward, the leading third back; a
  /// touch held longer than a tap, or in the middle, only paused. A tap while the cube turns
  /// does nothing: the person it turns to plays from the top once it lands.
  private func tapped(at point: Point, time: Double) {
    guard time - downTime <= Self.tapMaximumDuration, dismissProgress == 0,
      !pager.model.isVisiblyMoving, let local = pager.layer.convertFromScene(point)
    else { return }
    let width = pager.layer.bounds.width
    let third: Int
    if local.x >= width * 2 / 3 {
      third = 1
    } else if local.x <= width / 3 {
      third = -1
    } else {
      return
    }
    step(by: direction == .rightToLeft ? -third : third, at: time)
  }

  /// A long press hides the chrome; lifting brings it back.
  private func updateChrome(at time: Double) {
    let hide = press.isPressed && time - downTime > Self.tapMaximumDuration
    guard hide != isChromeHidden, let page = personPage(currentPerson) else { return }
    isChromeHidden = hide
    page.chrome.opacity.animate(
      to: hide ? 0 : 1, with: .curve(.easeInEaseOut, duration: Self.chromeFade), at: time)
  }

  // MARK: Dismissal

  private func followDismiss(_ event: PanGestureRecognizer.Event) {
    switch event {
    case .down, .released, .step: break
    case .began(_, let time):
      isDismissDragging = true
      dismissAnimator.set(dismissAnimator.value(at: time))
    case .changed(let translation, _, _):
      dismissAnimator.set(min(1, max(0, translation.y / max(1, size.height))))
    case .ended(_, let velocity, let time):
      isDismissDragging = false
      let p = dismissAnimator.value(at: time)
      let v = velocity.y / max(1, size.height)
      let completes = v > 1.5 || (p >= Self.dismissThreshold && v > -0.5)
      dismissAnimator.animate(
        to: completes ? 1 : 0,
        with: completes
          ? .curve(.easeOut, duration: 0.25) : .spring(Spring(duration: 0.35, bounce: 0)),
        at: time, initialVelocity: completes ? nil : v)
    case .cancelled(let time):
      isDismissDragging = false
      dismissAnimator.animate(
        to: 0, with: .spring(Spring(duration: 0.35, bounce: 0)), at: time)
    }
  }

  private func updateDismiss(at time: Double) {
    let p = isDismissDragging ? dismissAnimator.target : dismissAnimator.value(at: time)
    if !isDismissDragging && dismissAnimator.settle(at: time) && dismissAnimator.target == 1
      && !isDismissed
    {
      isDismissed = true
      dismissProgress = 1
      applyDismiss()
      onDismiss?(time)
      return
    }
    guard p != dismissProgress else { return }
    dismissProgress = min(1, max(0, p))
    applyDismiss()
  }

  /// The cube shrinks toward the origin and fades as the dismissal goes (reduced motion:
  /// fades only).
  private func applyDismiss() {
    let p = dismissProgress
    root.setTraceField("dismiss", .number(p))
    if p == 0 {
      pager.layer.transform.set(.identity)
      pager.layer.opacity.set(1)
      return
    }
    pager.layer.opacity.set(isDismissed ? 0 : max(0, 1 - p))
    guard !reducedMotion else {
      pager.layer.transform.set(.identity)
      return
    }
    let centre = Point(size.width / 2, size.height / 2)
    let origin = dismissOrigin ?? centre
    let s = 1 - 0.7 * p
    pager.layer.transform.set(
      Transform3D.scale(s, s).concatenating(
        .translation((origin.x - centre.x) * p, (origin.y - centre.y) * p)))
  }
}

/// The pager's data source: one person page per person, through the screen.
private final class PersonSource: PagerDataSource {
  weak var screen: StoriesScreen?

  func numberOfPages(in pager: Pager) -> Int { screen.map { max(1, $0.segmentCounts.count) } ?? 1 }

  func pager(_ pager: Pager, pageAt index: Int) -> any PageContent {
    // Before the screen exists (the pager's first read) there is nothing to show yet.
    guard let screen else { return EmptyPage() }
    return screen.makePage(index)
  }
}
