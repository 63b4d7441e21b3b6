/// Programmatic moves and layout changes of a `PagerModel`.
extension PagerModel {
  /// Goes to page `index`. Animated moves start from the presented position and keep its
  /// velocity; a jump across several pages pairs the page on screen with the destination
  /// directly (the pages in between never show). A move during a drag takes over from the
  /// finger. Throws for an index outside the pages.
  ///
  /// Retargeting mid-flight keeps the page that dominates the screen where it is and swaps
  /// the other one for the new destination, so nothing on screen jumps; `progress` is then
  /// measured along the new pair.
  public mutating func select(
    _ index: Int, animated: Bool, at time: Double
  ) throws(TabMotionError) -> PagerEvents {
    try Self.validate(index: index, field: "index", count: pageCount)
    var events = advance(to: time)
    let before = progress
    // Fractions mean the same on-screen position whichever pages are paired, so the visible
    // motion keeps its velocity across a swap.
    let velocity = phase == .settling ? animator.velocity(at: time) : 0
    if phase == .dragging { events.kinds.insert(.didEndDragging) }
    isInteractive = false
    if animated {
      let goal = nearestAlongRing(index)
      pair(with: goal)
      settle(toward: goal, motion: selectionMotion, velocity: velocity, at: time, &events)
    } else {
      (lower, upper, fraction) = (index, index, 0)
      if settledIndex != index {
        settledIndex = index
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
    if settledIndex != index {
      settledIndex = index
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
    animator.set(0)
    place(progress: p)
    let nearest = Int(p.rounded())
    if settledIndex != nearest {
      settledIndex = nearest
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
    guard wraps, lower < 0 || upper >= pageCount else { return index }
    let n = Double(pageCount)
    let k = ((progress - Double(index)) / n).rounded()
    return index + Int(k) * pageCount
  }

  /// Makes `index` one end of the pair on screen (see `select`).
  private mutating func pair(with index: Int) {
    if lower == upper {
      if index > lower {
        upper = index
      } else if index < lower {
        (lower, upper, fraction) = (index, lower, 1 + fraction)
      }
    } else if index == lower || index == upper {
      return
    } else if index > upper || (index < upper && index > lower && fraction < 0.5) {
      upper = index
    } else {
      lower = index
    }
  }
}
