import TabMotionCore

/// Header snap: a header left part-way settles fully open or fully collapsed.
///
/// ```
///  release with momentum ─► where would the fling stop?  inside 0 … H ─► animate there now:
///                                                          past half ─► H, else ─► 0
///                           beyond the header ─► let it run
///  at rest, header part-way ─► by position: past half ─► collapsed, else ─► open
/// ```
///
/// Without quick return the header is where the page is, so a snap scrolls the active page
/// (to 0 or H). With quick return a header floating over the content snaps on its own; one
/// that must hide over content not yet scrolled that far takes the page to H with it.
extension CollapsingTabScreen {
  /// Seconds a floating header takes to snap.
  static let headerSnapDuration = 0.25
  static let headerSnapEasing = Easing.curve(.easeOut)

  /// What the active page did this frame, as far as snapping goes: a finger ends a snap, a
  /// release is judged by where its momentum would stop, the end of a snap is reported.
  func snapDid(_ events: ScrollEvents, at time: Double) {
    let i = activeIndex
    if events.contains(.willBeginDragging) || scrolls[i].isDragging {
      isSnapping = false
      headerSnap = nil
      return
    }
    // A snap started earlier has arrived (checked before this frame's release starts one).
    if events.contains(.didEndScrolling), isSnapping, headerSnap == nil {
      finishSnap(at: time)
    }
    if events.contains(.didEndDragging), !quickReturn, !scrolls[i].isRefreshing {
      let y = scrolls[i].offset
      let h = model.headerHeight
      let v = scrolls[i].phase == .decelerating ? scrolls[i].velocity(at: time) : 0
      let landing =
        y + DecaySimulation.projectedTravel(velocity: v, rate: scrolls[i].decelerationRate)
      if y >= 0, y <= scrolls[i].maxOffset, landing > 0, landing < h {
        snapPage(to: landing >= h / 2 ? h : 0, at: time)
      }
    }
  }

  /// The check after every frame's scrolling: a header part-way with nothing moving snaps by
  /// its position. Waits while the pager turns (the page that ends up active snaps then).
  func snapAtRest(at time: Double) {
    let i = activeIndex
    guard scrolls[i].isAtRest, !scrolls[i].isRefreshing, !isSnapping,
      pager.model.phase == .idle
    else { return }
    let h = model.headerHeight
    let y = scrolls[i].offset
    let c = model.collapse
    guard h > 0, c > 1e-6, c < h - 1e-6 else { return }
    let hide = c >= h / 2
    if !quickReturn || abs(c - model.collapseLimit) < 1e-6 {
      // The header sits on the content: move the content.
      snapPage(to: hide ? h : 0, at: time)
      return
    }
    headerSnap = (c, hide ? h : 0, time)
    isSnapping = true
    if hide && y < h { snapPage(to: h, at: time) }
  }

  /// Animates the active page to `target` (clamped into its content); nothing when it is
  /// already there.
  func snapPage(to target: Double, at time: Double) {
    let i = activeIndex
    let value = min(scrolls[i].maxOffset, max(0, target))
    guard abs(value - scrolls[i].offset) > 1e-9 else { return }
    isSnapping = true
    pending[i].formUnion(scrolls[i].setContentOffset(value, animated: true, at: time))
  }

  /// Moves a floating header along its snap (called while placing, after the scroll value).
  func advanceHeaderSnap(at time: Double) {
    guard let snap = headerSnap else { return }
    let f = min(1, max(0, (time - snap.start) / Self.headerSnapDuration))
    let eased = Self.headerSnapEasing(f)
    model.setCollapse(snap.from + (snap.to - snap.from) * eased)
    if f >= 1 && scrolls[activeIndex].isAtRest {
      headerSnap = nil
      finishSnap(at: time)
    }
  }

  /// The snap has arrived; it is reported once the frame has placed the header there.
  private func finishSnap(at time: Double) {
    isSnapping = false
    snapArrived = true
  }
}
