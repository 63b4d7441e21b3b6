import TabMotionCore

/// Horizontal pages, one per tab, on a `PagerModel`: a finger drags them, a release
/// settles with the finger's velocity, `select` jumps without showing the pages in between.
///
/// ```
///  pager (clips) ─┬─ page.0 slot ── content (created lazily)
///                 ├─ page.1 slot
///                 └─ …            one slot per page, hidden unless on screen
/// ```
///
/// Every page has a light slot layer named `page.N` from the start (traces report them all);
/// its content is made by the factory when the page comes within `preloadDistance` of the
/// pages on screen, and released again beyond `retentionDistance`. A `PageTransition` places
/// the slots from the model's offsets, so a cube can replace the slide.
///
/// The pager's layer carries a horizontal `PanGestureRecognizer`; a page that scrolls
/// attaches a vertical one to its own layer. Both join the gesture arena for a touch on the
/// page and the first axis to pass the touch slop wins, so a horizontal swipe pages and a
/// vertical one scrolls inside the page, never both. A pager inside another's page (a
/// screen nested in a tab) takes the horizontal swipes on it, except one that would only pull
/// it past the end it rests on: that one turns the outer pager's page (the wheel and a
/// touchpad's scroll likewise), and with no pager around it the inner one rubber-bands.
/// Appearance callbacks go to the pages and are also returned from `update(to:)` with the
/// model's other events.
public final class Pager {
  /// The pager's layer, clipping to its bounds and holding one slot layer per page.
  public let layer: Layer
  /// The paging state: position, pair of pages on screen, phase and selection.
  public private(set) var model: PagerModel
  /// How pages are placed as the position changes (side by side by default, or a cube).
  public var transition: any PageTransition = SlidePageTransition() {
    didSet {
      // Pages drop what the old transition set; the new one resets every slot (a cube gives
      // each its shade from the start) and places those on screen afresh.
      for i in slots.indices {
        oldValue.reset(slots[i], page: i, viewport: size)
        transition.reset(slots[i], page: i, viewport: size)
      }
      transition.reducedMotion = reducedMotion
      needsPlacement = true
    }
  }
  /// Points at the top of the pager that something above it covers (a collapsing header's
  /// pinned tab bar): transitions that turn pages turn only what is below.
  public var coveredTop = 0.0 {
    didSet { if coveredTop != oldValue { needsPlacement = true } }
  }
  /// Pages this close (in pages) to one on screen are created ahead of time; 0 = only pages
  /// about to show. Not applied around a programmatic jump's far end.
  public var preloadDistance = 1
  /// Created pages farther than this from every page on screen are released; nil keeps them.
  public var retentionDistance: Int? = 2
  /// Reduced motion: `select` cross-fades (0.2 s) instead of sliding, and the transition
  /// (``transition``, yours included) is told to cross-fade too.
  public var reducedMotion = false {
    didSet { if reducedMotion != oldValue { transition.reducedMotion = reducedMotion } }
  }
  /// True when laid out right to left: a swipe to the right goes forward.
  public private(set) var isRightToLeft: Bool
  /// The part of the screen's safe area the pager overlaps, from its own edges; every page
  /// gets it as its `PageContent.safeAreaInsets`.
  public private(set) var safeAreaInsets = EdgeInsets.zero

  /// Where the pages come from (weak, as UIKit's data sources are).
  public weak var dataSource: (any PagerDataSource)?
  /// The closure-made data source of `init(pageCount:…makePage:)`, which nobody else holds.
  private var retainedSource: ClosurePagerDataSource?
  private var slots: [Layer] = []
  private var contents: [(any PageContent)?] = []
  /// Indexes of created pages (a handful).
  private var live: [Int] = []
  /// Scroll offsets of pages not made yet or released, given to the page when it is made.
  private var keptOffsets: [Int: Double] = [:]
  private var shown: (first: Int, second: Int?) = (-1, nil)
  /// The horizontal pan that pages; vertical pans and taps belong to the pages' own
  /// recognisers, and the arena gives a touch to whichever axis it moves along first.
  public let panRecognizer = PanGestureRecognizer(axis: .horizontal)
  private var pending = PagerEvents()
  private var fading: Int?
  private var fade = Animated(1.0)
  private var needsPlacement = true
  private var size: Size
  private let slotPrefix: String
  private var lastTime = 0.0

  /// What a finger that caught moving pages and lifted without swiping does: false (the
  /// default) lets them settle on the nearest page, as a scroll view does; true sends them
  /// on to the page they were going to, so that a tap on a turning story does not turn it
  /// back.
  public var tapResumesMotion = false
  /// The page moving pages were going to when a finger caught them.
  private var caughtTarget: Int?

  /// Seconds of reduced motion's cross-fade.
  public static let crossFadeDuration = 0.2

  /// A pager whose pages come from `dataSource` (held weakly: keep it alive).
  ///
  /// Throws `TabMotionError` for a frame with no width (or a negative height) or a data
  /// source with no pages (`numberOfPages`).
  /// - Parameters:
  ///   - dataSource: Provides the page count and makes the pages on demand.
  ///   - frame: The pager's rectangle in its parent (pages are its size).
  ///   - direction: The reading direction; right-to-left reverses the swipe direction.
  ///   - initialIndex: The page shown first (clamped into the pages).
  ///   - name: The pager layer's trace name ("pager" by default).
  ///   - slotPrefix: The start of each page slot's trace name, followed by the page index
  ///     ("page." by default, giving `page.0`, `page.1`, …).
  public init(
    dataSource: any PagerDataSource, frame: Rect, direction: LayoutDirection = .leftToRight,
    initialIndex: Int = 0, name: String = "pager", slotPrefix: String = "page."
  ) throws(TabMotionError) {
    try TabMotionError.requirePositive(frame.width, "frame.width")
    try TabMotionError.requireNonNegative(frame.height, "frame.height")
    isRightToLeft = direction == .rightToLeft
    // The count comes from the data source, which is asked with the pager itself: start with
    // one page and read the real count below, once `self` exists.
    model = try PagerModel(pageCount: 1, pageWidth: frame.width, isRightToLeft: isRightToLeft)
    self.dataSource = dataSource
    self.slotPrefix = slotPrefix
    size = frame.size
    layer = Layer(name: name, frame: frame)
    layer.clipsToBounds = true
    live.reserveCapacity(16)
    makeSlots(1)
    panRecognizer.onEvent = { [weak self] event in
      guard let self else { return }
      self.follow(event)
    }
    // Resting on an end, a swipe past it goes to a pager around this one (a screen nested
    // in another's page) when there is one; alone, this one still rubber-bands.
    panRecognizer.canMove = { [weak self] sign in
      self?.model.canMove(fingerDirection: sign) ?? true
    }
    // A finger on pages still sliding catches them, even over a pager nested in the page
    // sliding in: one finger never moves two pagers.
    panRecognizer.catchesMotion = { [weak self] in self?.model.isVisiblyMoving ?? false }
    layer.addGestureRecognizer(panRecognizer)
    try reloadData(selecting: initialIndex, at: 0)
  }

  /// A pager of `pageCount` pages made by `makePage` when first needed.
  /// Throws for no pages, an empty frame or an initial index outside the pages.
  public convenience init(
    pageCount: Int, frame: Rect, direction: LayoutDirection = .leftToRight,
    initialIndex: Int = 0, name: String = "pager", slotPrefix: String = "page.",
    makePage: @escaping (Int) -> any PageContent
  ) throws(TabMotionError) {
    guard pageCount >= 1 else {
      throw TabMotionError(field: "pageCount", reason: "must be at least 1, got \(pageCount)")
    }
    guard initialIndex >= 0, initialIndex < pageCount else {
      throw TabMotionError(
        field: "initialIndex", reason: "must be in 0…\(pageCount - 1), got \(initialIndex)")
    }
    let source = ClosurePagerDataSource(count: pageCount, make: makePage)
    try self.init(
      dataSource: source, frame: frame, direction: direction, initialIndex: initialIndex,
      name: name, slotPrefix: slotPrefix)
    retainedSource = source
  }

  // MARK: State

  /// The continuous position in pages (e.g. 1.37).
  public var progress: Double { model.progress }
  /// The committed page (see `PagerModel.selectedIndex`).
  public var selectedIndex: Int { model.selectedIndex }
  /// True while a swipe (and the settle after it) drives the pages.
  public var isInteractive: Bool { model.isInteractive }
  /// The number of pages, as the data source last reported.
  public var pageCount: Int { model.pageCount }

  /// Adjusts the model's release settings (fling threshold, completion motion, halfway
  /// rule) in place; positions and pages are left to the pager.
  public func configureModel(_ body: (inout PagerModel) -> Void) { body(&model) }

  /// Page `index`'s slot: the light layer (trace name `page.N`) that holds its content when
  /// it exists and that the transition moves. A screen may report extra trace fields on it.
  public func slot(_ index: Int) -> Layer {
    precondition(
      index >= 0 && index < slots.count,
      "Pager.slot(_:): index \(index) is outside the pager's 0..<\(slots.count)")
    return slots[index]
  }

  // MARK: Kept offsets

  /// Every page's scroll offset worth keeping, by page index: the live pages' own and those
  /// kept for pages released or not made yet. Pages that do not scroll are absent.
  public var pageOffsets: [Int: Double] {
    var offsets = keptOffsets
    for i in live { if let o = contents[i]?.restorableOffset { offsets[i] = o } }
    return offsets
  }

  /// Scrolls pages to saved offsets without animation: live pages at once, the others when
  /// they are made. Indexes outside the pages are ignored (a state saved with more tabs).
  public func restorePageOffsets(_ offsets: [Int: Double], at time: Double) {
    for (i, offset) in offsets where i >= 0 && i < slots.count && offset.isFinite {
      if let content = contents[i] {
        content.restoreOffset(offset, at: time)
      } else {
        keptOffsets[i] = offset
      }
    }
  }

  /// The content of page `index` if it exists now.
  public func page(_ index: Int) -> (any PageContent)? {
    index >= 0 && index < contents.count ? contents[index] : nil
  }

  // MARK: Layout

  /// A new frame, safe area or direction, at any time: positions are in pages, so the page on
  /// screen keeps its place relative to the viewport, mid-animation included.
  ///
  /// Throws `TabMotionError` for a frame with no width, a negative or non-finite size or a
  /// negative or non-finite inset; nothing changes then.
  /// - Parameters:
  ///   - frame: The pager's new rectangle in its parent, in points.
  ///   - safeArea: The part of the screen's safe area the pager overlaps, from its own edges
  ///     (`EdgeInsets.overlap(of:in:)` of the screen's safe area); handed to every page so
  ///     that text keeps clear of a landscape notch while backgrounds fill the page.
  ///   - direction: The reading direction; right-to-left reverses the swipe direction.
  ///   - time: The current time in seconds on the frame clock.
  public func layout(
    frame: Rect, safeArea: EdgeInsets = .zero, direction: LayoutDirection, at time: Double
  ) throws(TabMotionError) {
    try TabMotionError.requirePositive(frame.width, "frame.width")
    try TabMotionError.requireNonNegative(frame.height, "frame.height")
    let safeArea = try safeArea.validated(field: "safeArea")
    try model.setPageWidth(frame.width)
    isRightToLeft = direction == .rightToLeft
    model.isRightToLeft = isRightToLeft
    layer.setFrame(frame)
    size = frame.size
    safeAreaInsets = safeArea
    for i in live {
      guard let content = contents[i] else { continue }
      content.layer.setFrame(Rect(origin: .zero, size: size))
      content.safeAreaInsets = safeArea
      content.layout(size: size, direction: direction, at: time)
    }
    for slot in slots { slot.setFrame(Rect(origin: slot.frame.model.origin, size: size)) }
    needsPlacement = true
  }

  /// Asks the data source again (pages inserted, removed or reordered): every page is made
  /// again lazily and the pager rests on `index`, clamped into the new pages. Throws
  /// (changing nothing) for a data source with no pages (`numberOfPages`).
  public func reloadData(selecting index: Int, at time: Double) throws(TabMotionError) {
    try reloadData(selecting: index, previousIndexes: [], at: time)
  }

  /// Asks the data source again, keeping the pages that stayed: `previousIndexes[i]` is the
  /// index page `i` had before the change (nil, or absent past the end, for a new page). A
  /// kept page moves to its new place as it is — the same content, its scroll offset and
  /// state — and so does the offset kept for a kept page not made yet; the others are made
  /// lazily. The pager rests on `index`, clamped into the new pages, without sliding: the
  /// page shown stays the page shown when it is kept. Old indexes out of range or given
  /// twice are ignored after their first use. Throws (changing nothing) for a data source
  /// with no pages (`numberOfPages`).
  public func reloadData(
    selecting index: Int, previousIndexes: [Int?], at time: Double
  ) throws(TabMotionError) {
    let count = source.numberOfPages(in: self)
    guard count >= 1 else {
      throw TabMotionError(
        field: "numberOfPages", reason: "a pager needs at least one page, got \(count)")
    }
    let events = try model.setPageCount(count, selecting: min(max(0, index), count - 1), at: time)
    fading = nil
    fade.set(1)
    let oldContents = contents
    let oldKept = keptOffsets
    // Page indexes mean other pages now: kept offsets go with the pages they belonged to.
    keptOffsets.removeAll()
    for i in live { contents[i]?.layer.removeFromParent() }
    live.removeAll(keepingCapacity: true)
    for slot in slots { slot.removeFromParent() }
    makeSlots(count)
    var used = Set<Int>()
    for (i, old) in previousIndexes.prefix(count).enumerated() {
      guard let old, old >= 0, old < oldContents.count, used.insert(old).inserted else {
        continue
      }
      if let content = oldContents[old] {
        contents[i] = content
        live.append(i)
        slots[i].addChild(content.layer)
      } else if let offset = oldKept[old] {
        keptOffsets[i] = offset
      }
    }
    absorb(events)
    shown = (-1, nil)
    needsPlacement = true
  }

  private var source: any PagerDataSource {
    guard let dataSource else {
      preconditionFailure("Pager: its data source was released while the pager still needs it")
    }
    return dataSource
  }

  private func makeSlots(_ count: Int) {
    slots = (0..<count).map { i in
      let slot = Layer(name: slotPrefix + String(i), frame: Rect(origin: .zero, size: size))
      slot.isHidden = true
      layer.addChild(slot)
      transition.reset(slot, page: i, viewport: size)
      return slot
    }
    contents = Array(repeating: nil, count: count)
  }

  // MARK: Input

  /// Pages with the pager's horizontal pan: a touch-down catches moving pages, a pan drags
  /// them (a touchpad's horizontal scroll too), the release settles with the finger's
  /// velocity, a wheel click turns one page, and a touch that ends without
  /// paging (a tap, a vertical scroll inside a page winning) lets caught pages settle where
  /// they belong.
  private func follow(_ event: PanGestureRecognizer.Event) {
    switch event {
    case .down(_, let t):
      // A finger on moving pages stops them where they are.
      caughtTarget = nil
      if !model.isAtRest && !model.isDragging {
        caughtTarget = model.selectedIndex
        absorb(model.beginDrag(at: t))
      }
    case .began(_, let t):
      if !model.isDragging { absorb(model.beginDrag(at: t)) }
    case .changed(let translation, _, let t):
      absorb(model.drag(translation: translation.x, at: t))
    case .ended(_, let velocity, let t):
      absorb(model.endDrag(velocity: velocity.x, at: t))
    case .cancelled(let t):
      absorb(model.cancelDrag(at: t))
    case .released(let t):
      guard model.isDragging else { return }
      absorb(model.endDrag(velocity: 0, at: t))
      if tapResumesMotion, let target = caughtTarget, target != model.selectedIndex,
        target >= 0, target < pageCount
      {
        select(target, animated: true, at: t)
      }
    case .step(let translation, let t):
      // A wheel click or an arrow key turns one page, exactly as a short flick would.
      guard translation.x != 0, !model.isDragging else { return }
      let sign = translation.x > 0 ? 1.0 : -1.0
      if model.isVisiblyMoving, model.endBehavior != .wrap {
        // Clicks in quick succession: each one page further than where the pages are going.
        let forward = (isRightToLeft ? sign : -sign) > 0
        let target = min(pageCount - 1, max(0, model.selectedIndex + (forward ? 1 : -1)))
        if target != model.selectedIndex { select(target, animated: true, at: t) }
        return
      }
      absorb(model.beginDrag(at: t))
      absorb(model.drag(translation: sign, at: t))
      absorb(model.endDrag(velocity: sign * 2 * model.minimumFlingVelocity, at: t))
    }
  }

  /// The page on screen under a scene point.
  public func page(atScenePoint point: Point) -> Int? {
    let visible = model.visiblePages
    for i in [visible.first, visible.second ?? visible.first]
    where slots[i].sceneFrame.contains(point) {
      return i
    }
    return nil
  }

  // MARK: Selection

  /// Goes to page `index` (see `PagerModel.select`): slides there from where the pages are,
  /// or cross-fades with reduced motion. An index outside the pages is a programmer error (a
  /// precondition).
  public func select(_ index: Int, animated: Bool, at time: Double) {
    precondition(
      index >= 0 && index < pageCount,
      "Pager.select(_:animated:at:): index \(index) is outside the pager's 0..<\(pageCount)")
    guard animated && reducedMotion else {
      absorb(model.select(index, animated: animated, at: time))
      return
    }
    let visible = model.visiblePages
    let from =
      visible.second.map { abs(model.offset(ofPage: $0) ?? 1) < 0.5 ? $0 : visible.first }
      ?? visible.first
    absorb(model.select(index, animated: false, at: time))
    guard from != index else { return }
    endFade()
    fading = from
    fade.set(1)
    fade.animate(to: 0, with: .curve(.easeInEaseOut, duration: Self.crossFadeDuration), at: time)
    ensureContent(from)
    let slot = slots[from]
    layer.addChild(slot)
    transition.place(slot, page: from, offset: 0, viewport: size, isRightToLeft: isRightToLeft)
    slot.isHidden = false
  }

  // MARK: Frame

  /// Advances the pages to `time`, places them, updates every created page and returns what
  /// happened since the last call (input and `select` included).
  public func update(to time: Double) -> PagerEvents {
    lastTime = time
    absorb(model.advance(to: time))
    updateFade(at: time)
    let visible = model.visiblePages
    if visible.first != shown.first || visible.second != shown.second {
      hideUnlessVisible(shown.first, visible)
      if let second = shown.second { hideUnlessVisible(second, visible) }
      shown = visible
      orderForDrawing(visible)
      loadPages(around: visible)
      needsPlacement = true
    }
    // Any change of position since the last frame (the landing frame included) re-places.
    if needsPlacement || pending.contains(.didScroll) || !model.isAtRest {
      place(visible.first)
      if let second = visible.second { place(second) }
      needsPlacement = false
    }
    for i in live { contents[i]?.update(to: time) }
    let out = pending
    pending = PagerEvents()
    return out
  }

  /// Slots are drawn in page order, so the page before the shared edge (`first`) is drawn
  /// first — which a cube relies on to blend the seam. A pair whose first page has the
  /// higher index reverses that — turning from the last page to the first (wrap), or a
  /// retargeted jump whose destination came in on the side opposite its index (see
  /// `PagerModel.select`): the first page's slot goes just before the second's until the
  /// turn is over, and every other slot returns to its place.
  /// A fading page (reduced motion's cross-fade) stays on top, after all of these.
  private func orderForDrawing(_ visible: (first: Int, second: Int?)) {
    let reversed = visible.second.map { visible.first > $0 } ?? false
    var position = 0
    func put(_ slot: Layer) {
      if position >= layer.children.count || layer.children[position] !== slot {
        layer.insertChild(slot, at: position)
      }
      position += 1
    }
    for k in slots.indices where k != fading && !(reversed && k == visible.first) {
      if reversed && k == visible.second && visible.first != fading { put(slots[visible.first]) }
      put(slots[k])
    }
  }

  private func hideUnlessVisible(_ i: Int, _ visible: (first: Int, second: Int?)) {
    guard i >= 0, i < slots.count, i != visible.first, i != visible.second, i != fading else {
      return
    }
    slots[i].isHidden = true
    transition.reset(slots[i], page: i, viewport: size)
  }

  private func place(_ i: Int) {
    guard let offset = model.offset(ofPage: i) else { return }
    ensureContent(i)
    slots[i].isHidden = false
    let top = min(max(0, coveredTop), max(0, size.height - 1))
    transition.place(
      slots[i], page: i, offset: offset, viewport: size,
      visible: Rect(x: 0, y: top, width: size.width, height: size.height - top),
      isRightToLeft: isRightToLeft)
  }

  private func updateFade(at time: Double) {
    guard let page = fading else { return }
    fade.present(at: time)
    slots[page].opacity.set(fade.presented)
    if !fade.isAnimating { endFade() }
  }

  private func endFade() {
    guard let page = fading else { return }
    fading = nil
    let slot = slots[page]
    slot.opacity.set(1)
    layer.insertChild(slot, at: page)
    if page != model.visiblePages.first && page != model.visiblePages.second {
      slot.isHidden = true
      transition.reset(slot, page: page, viewport: size)
    }
  }

  // MARK: Lazy pages

  /// Creates the pages on screen and, unless this is a jump, their neighbours within the
  /// preload distance; releases pages beyond the retention distance.
  private func loadPages(around visible: (first: Int, second: Int?)) {
    let a = visible.first
    let b = visible.second ?? a
    let isJump = abs(b - a) > 1
    let reach = isJump ? 0 : max(0, preloadDistance)
    for i in max(0, min(a, b) - reach)...min(slots.count - 1, max(a, b) + reach)
    where !isJump || i == a || i == b {
      ensureContent(i)
    }
    // The pages made ahead, hidden until they slide in, have their rasters made while the
    // renderer has time to spare; no others.
    for (i, slot) in slots.enumerated() {
      slot.isAboutToShow =
        contents[i] != nil && i != a && i != b && min(abs(i - a), abs(i - b)) <= reach
    }
    guard let keep = retentionDistance else { return }
    var k = 0
    while k < live.count {
      let i = live[k]
      if min(abs(i - a), abs(i - b)) > max(keep, reach) && i != fading {
        if let offset = contents[i]?.restorableOffset { keptOffsets[i] = offset }
        contents[i]?.layer.removeFromParent()
        contents[i] = nil
        live.remove(at: k)
      } else {
        k += 1
      }
    }
  }

  /// Makes page `i`'s content if it has none. A page made while it is the one fully on screen
  /// (the first page, a jump) is told it appeared, as a page that slides in is; `announcing`
  /// is false where the appearance events that made it follow anyway.
  private func ensureContent(_ i: Int, announcing: Bool = true) {
    guard contents[i] == nil else { return }
    let content = source.pager(self, pageAt: i)
    contents[i] = content
    live.append(i)
    content.layer.setFrame(Rect(origin: .zero, size: size))
    slots[i].addChild(content.layer)
    content.safeAreaInsets = safeAreaInsets
    content.layout(
      size: size, direction: isRightToLeft ? .rightToLeft : .leftToRight, at: lastTime)
    if let offset = keptOffsets.removeValue(forKey: i) {
      content.restoreOffset(offset, at: lastTime)
    }
    let visible = model.visiblePages
    if announcing && visible.first == i && visible.second == nil {
      content.appearanceDidChange(.willAppear(i))
      content.appearanceDidChange(.didAppear(i))
    }
  }

  /// Collects a model call's events: appearance goes to the pages at once, everything is
  /// kept for `update(to:)` to return.
  private func absorb(_ events: PagerEvents) {
    pending.kinds.formUnion(events.kinds)
    for e in events.appearance where e.page < contents.count {
      switch e {
      case .willAppear, .didAppear: ensureContent(e.page, announcing: false)
      case .willDisappear, .didDisappear: break
      }
      contents[e.page]?.appearanceDidChange(e)
      if pending.appearance.count < AppearanceEvents.capacity { pending.appearance.append(e) }
    }
  }
}
