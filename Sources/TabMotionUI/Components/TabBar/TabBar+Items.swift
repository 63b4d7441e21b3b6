import TabMotionCore

/// Changing a bar's items at runtime, and saving and restoring its selection.
extension TabBar {
  /// Replaces the items, following them by id. The selected item stays selected if its id is
  /// still there; when it went away, its nearest neighbour that is still there is selected
  /// (the one after it first, then the one before). Layers of items whose id remains are
  /// reused. Throws (changing nothing) for no items, an empty id or a repeated one. Returns
  /// the new selected index, for the host's pager.
  ///
  /// Animated, the items slide from where they were to their new places over
  /// ``itemChangeDuration`` (an inserted one grows from its centre and fades in, its badge
  /// growing in with it; a removed one narrows to its centre and fades out where it was, no
  /// longer in the selected look, on its own clock through any later change; a title is set
  /// whole at the width its item comes to, clipped by the item on its way there, never cut
  /// short with an ellipsis at an in-between width) and the indicator glides from where it
  /// was drawn — no jump; with ``reducedMotion`` nothing
  /// slides: the items take their places at once and the indicator fades in at its own. Not
  /// animated, everything is in its new place at once.
  @discardableResult
  public func setItems(
    _ newItems: [TabItem], animated: Bool = false, at time: Double
  ) throws(TabMotionError) -> Int {
    try TabItem.validate(newItems)
    let change = TabIDChange(
      old: items.map(\.id), new: newItems.map(\.id), selected: selectedIndex)
    let newIndex = change.selectedIndex
    let slides = animated && !reducedMotion
    // What the user sees now, to start the slide from (a change mid-slide starts from the
    // frames of that slide as drawn).
    let oldFrames = layout.frames
    var oldRest: [Rect] = []
    if slides { oldRest = (0..<layout.count).map { layout.restFrame(of: $0) } }
    let oldIndicator = context.frame(at: progress)
    let lo = min(max(0, Int(saturating: progress.rounded(.down))), max(0, layout.count - 1))
    let hi = min(layout.count - 1, lo + 1)
    let oldRestIndicator = context.restingFrame(ofItem: lo).interpolated(
      to: context.restingFrame(ofItem: hi), fraction: progress - Double(lo))
    items = newItems
    selectedIndex = newIndex
    rebuildItemViews(at: time, keepsLeaving: slides)
    driver.jump(to: Double(newIndex))
    pendingJump = nil
    highlighted = -1
    if slides {
      var morph = TabBarLayout.Morph(
        from: change.previousIndexes.map {
          $0.flatMap { $0 < oldFrames.count ? oldFrames[$0] : nil }
        },
        fromRest: change.previousIndexes.map {
          $0.flatMap { $0 < oldRest.count ? oldRest[$0] : nil }
        },
        indicatorShift: .zero)
      layout.beginMorph(morph)
      layout.update(progress: Double(newIndex))
      // The blended frames at the start put the indicator on the selected item's old frame;
      // the shift takes it back to where it was drawn and fades out with the slide.
      let start = layout.frame(at: Double(newIndex))
      morph.indicatorShift = Self.difference(oldIndicator, start)
      morph.restShift = Self.difference(
        oldRestIndicator, layout.restFrame(of: newIndex))
      layout.beginMorph(morph)
      morphStart = time
      for (i, view) in itemViews.enumerated() where change.previousIndexes[i] == nil {
        view.layer.opacity.set(0)
      }
    } else {
      layout.setMorphFraction(nil)
      morphStart = nil
      endLeaving()
      for view in itemViews { view.layer.opacity.set(1) }
      if animated {
        // Reduced motion: the indicator fades in at its new place.
        fadeIn(at: time)
      }
    }
    layout.update(progress: Double(newIndex))
    progress = Double(newIndex)
    contentWidthDidChange(at: time, caller: "TabBar.setItems(_:animated:at:)")
    placeItems()
    context.layoutChanged = true
    syncContext(at: time)
    indicator.selectionDidChange(to: newIndex, animated: false, context: context)
    needsLayout = true
    return newIndex
  }

  /// `a` less `b`, side by side (origin and size).
  static func difference(_ a: Rect, _ b: Rect) -> Rect {
    Rect(
      x: a.minX - b.minX, y: a.minY - b.minY, width: a.width - b.width, height: a.height - b.height)
  }

  /// Seconds an animated change of items takes to slide into place.
  public static let itemChangeDuration = 0.3

  /// Moves an item change on to `time`: frames, the new items' fade-in and the removed ones'
  /// fade-out. Returns true while it lasts (the bar has moved).
  func advanceItemChange(to time: Double) -> Bool {
    guard let start = morphStart else { return false }
    let t = min(1, max(0, (time - start) / Self.itemChangeDuration))
    let eased = TimingCurve.easeInEaseOut.value(at: t)
    if t >= 1 {
      morphStart = nil
      layout.setMorphFraction(nil)
      endLeaving()
      for view in itemViews where view.layer.opacity.model != 1 { view.layer.opacity.set(1) }
    } else {
      layout.setMorphFraction(eased)
      for view in itemViews where view.layer.opacity.model < 1 {
        view.layer.opacity.set(max(view.layer.opacity.model, eased))
      }
      for leaving in leavingItems {
        leaving.place(leaving.fraction(at: time), isRightToLeft: isRightToLeft)
      }
    }
    layout.update(progress: progress)
    context.layoutChanged = true
    placeItems()
    return true
  }

  /// Takes the removed items' fading layers away.
  func endLeaving() {
    for leaving in leavingItems {
      leaving.view.layer.removeFromParent()
      leaving.view.badge.slot.removeFromParent()
    }
    leavingItems.removeAll()
  }

  /// Inserts `item` at `index` (0…count), sliding the others aside when `animated` (see
  /// ``setItems(_:animated:at:)``). Throws for an index out of range, an empty id or a
  /// repeated one.
  @discardableResult
  public func insert(
    _ item: TabItem, at index: Int, animated: Bool = false, time: Double
  ) throws(TabMotionError) -> Int {
    guard index >= 0, index <= items.count else {
      throw TabMotionError(field: "index", reason: "must be in 0…\(items.count), got \(index)")
    }
    var new = items
    new.insert(item, at: index)
    return try setItems(new, animated: animated, at: time)
  }

  /// Removes the item at `index`, closing the gap when `animated` (see
  /// ``setItems(_:animated:at:)``). Throws for an index out of range or the last item.
  @discardableResult
  public func remove(
    at index: Int, animated: Bool = false, time: Double
  ) throws(TabMotionError) -> Int {
    try Self.validate(index: index, count: items.count)
    var new = items
    new.remove(at: index)
    return try setItems(new, animated: animated, at: time)
  }

  /// Moves the item at `source` to `destination` (both in 0…count − 1), sliding when
  /// `animated` (see ``setItems(_:animated:at:)``).
  @discardableResult
  public func move(
    from source: Int, to destination: Int, animated: Bool = false, time: Double
  ) throws(TabMotionError) -> Int {
    try Self.validate(index: source, count: items.count, field: "source")
    try Self.validate(index: destination, count: items.count, field: "destination")
    var new = items
    new.insert(new.remove(at: source), at: destination)
    return try setItems(new, animated: animated, at: time)
  }

  /// The selection to save.
  public var selectionState: TabSelectionState {
    TabSelectionState(selectedIndex: selectedIndex, selectedID: items[selectedIndex].id)
  }

  /// Restores a saved selection without animation (by id when possible, else clamped) and
  /// returns the index selected.
  @discardableResult
  public func restore(_ state: TabSelectionState, at time: Double) -> Int {
    let index = state.resolvedIndex(in: items)
    select(index, animated: false, at: time)
    return index
  }

  /// Makes one view per item, reusing views by id, in item order; a reused item whose badge
  /// changed animates it at `time` (nil: at once). A new item shows its badge at once (the
  /// badge came with the tab: a screen's first tabs, read from its data source, show theirs
  /// from the first frame) unless it slides in (`keepsLeaving`), when the badge grows in.
  func rebuildItemViews(at time: Double?, keepsLeaving: Bool = false) {
    var old = itemViews
    itemViews.removeAll(keepingCapacity: true)
    for (i, item) in items.enumerated() {
      let view: TabItemView
      let reused: Bool
      if let k = old.firstIndex(where: { $0.item.id == item.id }) {
        view = old.remove(at: k)
        reused = true
      } else {
        view = TabItemView(item: item, look: itemLook, appearance: appearance)
        reused = false
      }
      view.configure(item, measurer: measurer)
      view.setIndex(i, count: items.count, selected: i == selectedIndex, names: names)
      if view.badge.badge != item.badge || view.badge.text == nil && item.badge != nil {
        // A tab inserted while the others slide aside brings its badge in as it fades in,
        // rather than at full size over its neighbours while it is still narrow.
        applyBadge(
          item.badge, to: view, selected: i == selectedIndex,
          at: reused || keepsLeaving ? time : nil)
      }
      view.setHighlighted(false)
      itemViews.append(view)
    }
    for view in old {
      view.selectedContent.removeFromParent()
      if view.badge.hideTime != nil { fadingBadges -= 1 }
      if !keepsLeaving {
        view.layer.removeFromParent()
        view.badge.slot.removeFromParent()
      }
    }
    // Removed items fade out where they were, under the items that stay, no longer looking
    // selected: the indicator has left them for the tab that takes over.
    if keepsLeaving {
      for view in old {
        view.setHighlighted(false)
        leavingItems.append(
          LeavingTabItem(view: view, frame: view.layer.frame.model, start: time ?? 0))
      }
      for leaving in leavingItems { track.addChild(leaving.view.layer) }
    }
    for view in itemViews { track.addChild(view.layer) }
    // New item layers went on top of the track: an indicator over them goes back on top,
    // and the items' selected looks are shown inside it, in item order; the badges go over
    // everything.
    if indicator.placement == .overItems { track.addChild(indicator.layer) }
    for leaving in leavingItems { badgeRow.addChild(leaving.view.badge.slot) }
    for view in itemViews { badgeRow.addChild(view.badge.slot) }
    track.addChild(badgeRow)
    if indicator.selectedLookHost != nil {
      for view in itemViews { selectedRow.addChild(view.selectedContent) }
    }
    indicator.configure(
      TabIndicatorConfiguration(items: items, appearance: appearance, names: names))
    let widths = measureItems()
    layout.setItems(minimumWidths: widths.minimum, expansions: widths.expansion)
  }

  /// Reads every item's widths for the layout and its title's for the indicator (after the
  /// items, or a badge beside a title, changed).
  func measureItems() -> (minimum: [Double], expansion: [Double]) {
    context.titles = itemViews.map(\.titleMetrics)
    var minimum: [Double] = []
    var expansion: [Double] = []
    minimum.reserveCapacity(itemViews.count)
    expansion.reserveCapacity(itemViews.count)
    for view in itemViews {
      let w = view.widths
      minimum.append(w.minimum)
      expansion.append(w.expansion)
    }
    return (minimum, expansion)
  }
}
