/// Programmatic moves and layout changes of a `PagerModel`.
extension PagerModel {
  /// Goes to page `index`. Animated moves start from the presented position and keep its
  /// velocity; a jump across several pages pairs the page on screen with the destination
  /// directly (the pages in between never show). A move during a drag takes over from the
  /// finger.
  ///
  /// Retargeting mid-flight never swaps what is on screen: both pages showing stay where they
  /// are and keep moving, and the new destination joins them as the third page of a `Strip`
  /// along which the motion continues. Two pages at most ever show, the pair changes only
  /// where a page is exactly off screen, and a motion turned round at speed that overshoots
  /// away from its destination shows the next page rather than a gap. The destination goes
  /// on the side its index says — after both pages when it is beyond both, before both when
  /// it is before both — so pages and tabs move the same way, as in a scroll view:
  ///
  /// ```
  ///  0 → 2, then 3 while 0|2 show:   ┌───┐┌───┐┌───┐   2 slides across on the way to 3
  ///                                  │ 0 ││ 2 ││ 3 │   (it lies between them anyway)
  ///                                  └───┘└───┘└───┘
  /// ```
  ///
  /// A destination between the two pages on screen (0 → 3 retargeted to 1 or 2) has no side
  /// that agrees with both. It comes in next to the page that covers more of the screen, on
  /// the side away from the other one, which slides back out the way it came:
  ///
  /// ```
  ///  0 → 3, then 1 while 0 covers most:   ┌───┐┌───┐┌───┐   0 recentres, 3 leaves right,
  ///                                       │ 1 ││ 0 ││ 3 │   1 comes in from the left
  ///                                       └───┘└───┘└───┘
  /// ```
  ///
  /// That is the shortest motion that shows nothing but what was on screen and the page
  /// asked for (at most 1½ pages), and the page the user is mostly looking at stays in view
  /// longest; going on through the other side instead would sweep the abandoned destination
  /// fully across the screen (up to 2 pages) before the page asked for appears.
  ///
  /// An index outside the pages is a programmer error (a precondition).
  public mutating func select(
    _ index: Int, animated: Bool, at time: Double
  ) -> PagerEvents {
    precondition(
      index >= 0 && index < pageCount,
      "PagerModel.select(_:animated:at:): index \(index) is outside 0..<\(pageCount)")
    var events = advance(to: time)
    let before = progress
    // The animator counts page widths on screen, along a pair or a strip alike, so the
    // visible motion keeps its velocity whatever the new motion runs along.
    let velocity = phase == .settling ? animator.velocity(at: time) : 0
    if phase == .dragging { events.kinds.insert(.didEndDragging) }
    isInteractive = false
    if animated {
      let (goal, start) = makeStrip(to: nearestAlongRing(index), velocity: velocity)
      settle(
        toward: goal, from: start, motion: selectionMotion, velocity: velocity, at: time,
        &events)
    } else {
      (lower, upper, fraction) = (index, index, 0)
      if selectedIndex != index {
        selectedIndex = index
        events.kinds.insert(.didChangeSelection)
      }
      land(&events)
    }
    if progress != before { events.kinds.insert(.didScroll) }
    return events
  }

  /// A new page width (rotation, resize). Positions are in pages, so nothing on screen moves
  /// relative to the viewport; a drag in progress stays under the finger.
  public mutating func setPageWidth(_ width: Double) throws(TabMotionError) {
    try TabMotionError.requirePositive(width, "pageWidth")
    let old = pageWidth
    pageWidth = width
    reanchorDrag(oldWidth: old, oldRightToLeft: isRightToLeft)
  }

  /// A new number of pages (tabs inserted or removed), resting on `index`. Pages that left
  /// the screen get their `didDisappear`.
  public mutating func setPageCount(
    _ count: Int, selecting index: Int, at time: Double
  ) throws(TabMotionError) -> PagerEvents {
    try Self.validate(pageCount: count)
    try Self.validate(index: index, field: "index", count: count)
    var events = advance(to: time)
    let before = progress
    pageCount = count
    if phase == .dragging { events.kinds.insert(.didEndDragging) }
    if selectedIndex != index {
      selectedIndex = index
      events.kinds.insert(.didChangeSelection)
    }
    (lower, upper, fraction) = (index, index, 0)
    land(&events)
    if progress != before { events.kinds.insert(.didScroll) }
    return events
  }

  /// Puts the pages at a continuous position without animation (state restoration, or a host
  /// that drives the pager from its own scroll view). Positions outside the pages are
  /// clamped; NaN and ±∞ throw.
  public mutating func setProgress(
    _ progress: Double, at time: Double
  ) throws(TabMotionError) -> PagerEvents {
    try TabMotionError.requireFinite(progress, "progress")
    var events = advance(to: time)
    let before = self.progress
    let p = min(Double(pageCount - 1), max(0, progress))
    if phase == .dragging { events.kinds.insert(.didEndDragging) }
    phase = .idle
    isInteractive = false
    strip = nil
    animator.set(0)
    place(progress: p)
    let nearest = Int(saturating: p.rounded())
    if selectedIndex != nearest {
      selectedIndex = nearest
      events.kinds.insert(.didChangeSelection)
    }
    reconcile(&events)
    if self.progress != before { events.kinds.insert(.didScroll) }
    return events
  }

  /// While turning across the ends of a ring, the position index of `index` nearest the
  /// current position (so page 0 seen after the last page is reached forwards); otherwise
  /// `index` itself.
  private func nearestAlongRing(_ index: Int) -> Int {
    guard wraps, min(lower, upper) < 0 || max(lower, upper) >= pageCount else { return index }
    let n = Double(pageCount)
    let k = ((progress - Double(index)) / n).rounded()
    return index + Int(saturating: k) * pageCount
  }

  /// Lays out the strip a `select` of position `index` runs along, without moving anything on
  /// screen (see `select`): the pages on screen in their slots, plus the destination beside
  /// them unless it is one of them. `velocity` (page widths per second) breaks an exact
  /// half-and-half tie towards the page coming in. Returns the position to settle toward
  /// (around a ring, the position of `index`'s page already on screen) and where the pages
  /// are along the strip.
  private mutating func makeStrip(
    to index: Int, velocity: Double
  ) -> (target: Int, start: Double) {
    // What shows is a page alone (`a`, shifted by an overscroll `f`), or `a` and `b`. A
    // sliver under half a point (the tail of a spring still landing) does not count as on
    // screen: the jump it belongs to is over, and a new jump must not carry that page across.
    var (a, b, f) = (lower, upper, fraction)
    let sliver = 0.5 / max(pageWidth, 1)
    if a != b && f <= sliver {
      b = a
    } else if a != b && f >= 1 - sliver {
      (a, f) = (b, f - 1)
    }
    // Around a ring a page has many positions: one already on screen is the one to go to.
    var index = index
    if page(index) == page(a) {
      index = a
    } else if page(index) == page(b) {
      index = b
    }
    if a == b {
      if index == a {
        strip = Strip(a)
        return (index, f)
      }
      strip = index > a ? Strip(a, index) : Strip(index, a)
      return (index, index > a ? f : 1 + f)
    }
    if index == a || index == b {
      strip = Strip(a, b)
      return (index, f)
    }
    let goesLast: Bool
    if index > a && index > b {
      goesLast = true
    } else if index < a && index < b {
      goesLast = false
    } else {
      // Between the two: beside the page covering more, away from the other.
      goesLast = f > 0.5 || (f == 0.5 && velocity > 0)
    }
    strip = goesLast ? Strip(a, b, index) : Strip(index, a, b)
    return (index, goesLast ? f : 1 + f)
  }
}
