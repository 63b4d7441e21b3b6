import TabMotionCore

/// Selection, the sync routine, pull-to-refresh and state restoration.
extension CollapsingTabScreen {
  // MARK: Selection

  /// Selects tab `index` as a tap would (animated) or at once. An index outside the tabs is a
  /// programmer error (a precondition). Before the first layout it also replaces the tab of
  /// a state restored meanwhile: the later call wins, as it does after the layout.
  public func select(_ index: Int, animated: Bool, at time: Double) {
    link.select(index, animated: animated, at: time)
    stateToRestore?.selection = TabSelectionState(
      selectedIndex: index, selectedID: items[index].id)
    if index != activeIndex { switchActive(to: index, at: time) }
  }

  /// Animates page `index` to its top (a re-tap on the selected tab): the header expands.
  /// Does nothing for an index outside the tabs.
  public func scrollToTop(page index: Int, at time: Double) {
    guard scrolls.indices.contains(index) else { return }
    pending[index].formUnion(scrolls[index].scrollToTop(at: time))
  }

  /// Finishes the running refresh: the page animates back from the spinner inset to its top.
  /// Returns false — a documented no-op that changes nothing — when no refresh is running.
  @discardableResult
  public func finishRefresh(at time: Double) -> Bool {
    var finished = false
    for i in scrolls.indices where scrolls[i].isRefreshing {
      finished = scrolls[i].endRefreshing(at: time) || finished
    }
    return finished
  }

  /// A gesture of a touch that began on page `i` (delivered by the pager): vertical pans
  /// scroll it, a touch-down catches its motion.
  func pageGesture(_ i: Int, _ gesture: PanGestureRecognizer.Event) {
    pending[i].formUnion(scrolls[i].follow(gesture, along: .vertical))
  }

  // MARK: Keeping pages in step

  /// What the active page's scroll did this frame: a pull past the threshold calls the
  /// refresh handler (the model fires once per pull); the end of all motion syncs the others.
  func activePageDid(_ events: ScrollEvents, at time: Double) {
    if events.contains(.refreshTriggered) { onRefresh?(activeIndex, time) }
    if snaps { snapDid(events, at: time) }
    if events.contains(.didEndScrolling) { syncInactivePages(at: time) }
  }

  /// A horizontal swipe starts: the active page lets go of any vertical drag the touch-down
  /// caught, and every other page is brought in step before it slides into view.
  func beginSwipe(at time: Double) {
    let i = activeIndex
    if scrolls[i].isDragging { pending[i].formUnion(scrolls[i].endDrag(velocity: 0, at: time)) }
    syncInactivePages(at: time)
  }

  /// Hands the header to page `index`, after bringing it in step with the current y.
  func switchActive(to index: Int, at time: Double) {
    guard scrolls.indices.contains(index), index != activeIndex else { return }
    syncInactivePages(at: time)
    activeIndex = index
  }

  /// The sync routine: every inactive page takes the offset `policy` gives for the active y,
  /// clamped into its own content. Pages already there are left alone (their momentum, if any,
  /// continues).
  func syncInactivePages(at time: Double) {
    let y = scrolls[activeIndex].offset
    for i in scrolls.indices where i != activeIndex {
      let own = scrolls[i].offset
      let target = policy.synchronizedOffset(
        inactive: own, activeY: y, headerHeight: model.headerHeight)
      let clamped = min(scrolls[i].maxOffset, max(0, target))
      guard clamped != own else { continue }
      pending[i].formUnion(
        scrolls[i].setContentOffset(clamped, animated: false, at: time))
    }
  }

  // MARK: State restoration

  /// The selected tab and every page's offset (a pull or refresh inset counts as the top).
  /// The selected tab and every page's offset by tab id (a pull or refresh inset counts as
  /// the top); the shared header's offset is the selected page's.
  public var restorableState: ScreenState? {
    if let stateToRestore { return stateToRestore }
    var offsets: [String: Double] = [:]
    for (i, item) in items.enumerated() { offsets[item.id] = max(0, scrolls[i].offset) }
    return ScreenState(
      selection: TabSelectionState(selectedIndex: activeIndex, selectedID: items[activeIndex].id),
      offsets: offsets)
  }

  /// Restores a saved state without animation: the tab by id (else the index, clamped; the
  /// first tab without a selection), each page's offset by id clamped into its content
  /// (missing or non-finite ones start at the top), then the other pages are brought in step
  /// with the selected one under `policy`. Restored before the first layout (a host that
  /// restores as it starts), the state is kept and applied when the first layout has measured
  /// the pages, so the offsets are not clamped to an empty page.
  public func restoreState(_ state: ScreenState, at time: Double) {
    guard isLaidOut else {
      stateToRestore = state
      return
    }
    let index = link.restore(state.selection ?? TabSelectionState(selectedIndex: 0), at: time)
    for (i, item) in items.enumerated() {
      let saved = state.offsets[item.id] ?? 0
      let value = saved.isFinite ? min(scrolls[i].maxOffset, max(0, saved)) : 0
      pending[i].formUnion(
        scrolls[i].setContentOffset(value, animated: false, at: time))
    }
    activeIndex = index
    lastSettled = pager.selectedIndex
    syncInactivePages(at: time)
    place(at: time)
  }
}
