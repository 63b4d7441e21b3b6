import TabMotionCore

/// Changing a bar's items at runtime, and saving and restoring its selection.
extension TabBar {
  /// Replaces the items. The selected item stays selected if its id is still there, otherwise
  /// the selected index is clamped into the new range; the indicator moves there without
  /// animation. Layers of items whose id remains are reused. Throws (changing nothing) for no
  /// items or a repeated id. Returns the new selected index, for the host's pager.
  @discardableResult
  public func setItems(_ newItems: [TabItem], at time: Double) throws(TabMotionError) -> Int {
    try TabItem.validate(newItems)
    let selectedID = items[selectedIndex].id
    let newIndex =
      newItems.firstIndex { $0.id == selectedID } ?? min(newItems.count - 1, selectedIndex)
    items = newItems
    selectedIndex = newIndex
    rebuildItemViews(at: time)
    driver.jump(to: Double(newIndex))
    highlighted = -1
    layout.update(position: Double(newIndex))
    scroll.relayout(
      viewportLength: layout.viewportWidth, contentLength: layout.contentWidth, at: time,
      caller: "TabBar.setItems(_:at:)")
    placeItems()
    context.layoutChanged = true
    syncContext(at: time)
    indicator.selectionDidChange(to: newIndex, animated: false, context: context)
    needsLayout = true
    return newIndex
  }

  /// Inserts `item` at `index` (0…count). Throws for an index out of range or a repeated id.
  @discardableResult
  public func insert(_ item: TabItem, at index: Int, time: Double) throws(TabMotionError) -> Int {
    guard index >= 0, index <= items.count else {
      throw TabMotionError(field: "index", reason: "must be in 0…\(items.count), got \(index)")
    }
    var new = items
    new.insert(item, at: index)
    return try setItems(new, at: time)
  }

  /// Removes the item at `index`. Throws for an index out of range or the last item.
  @discardableResult
  public func remove(at index: Int, time: Double) throws(TabMotionError) -> Int {
    try Self.validate(index: index, count: items.count)
    var new = items
    new.remove(at: index)
    return try setItems(new, at: time)
  }

  /// Moves the item at `source` to `destination` (both in 0…count − 1).
  @discardableResult
  public func move(
    from source: Int, to destination: Int, time: Double
  ) throws(TabMotionError) -> Int {
    try Self.validate(index: source, count: items.count, field: "source")
    try Self.validate(index: destination, count: items.count, field: "destination")
    var new = items
    new.insert(new.remove(at: source), at: destination)
    return try setItems(new, at: time)
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
  /// changed animates it at `time` (nil: at once).
  func rebuildItemViews(at time: Double?) {
    var old = itemViews
    itemViews.removeAll(keepingCapacity: true)
    for (i, item) in items.enumerated() {
      let view: TabItemView
      if let k = old.firstIndex(where: { $0.item.id == item.id }) {
        view = old.remove(at: k)
      } else {
        view = TabItemView(item: item, look: itemLook, appearance: appearance)
      }
      view.configure(item, measurer: measurer)
      view.setIndex(i, count: items.count, selected: i == selectedIndex, names: names)
      if view.badge.badge != item.badge || view.badge.text == nil && item.badge != nil {
        applyBadge(item.badge, to: view, selected: i == selectedIndex, at: time)
      }
      view.setHighlighted(false)
      itemViews.append(view)
    }
    for view in old {
      view.layer.removeFromParent()
      view.selectedContent.removeFromParent()
      if view.badge.hideTime != nil { fadingBadges -= 1 }
      view.badge.slot.removeFromParent()
    }
    for view in itemViews { track.addChild(view.layer) }
    // New item layers went on top of the track: an indicator over them goes back on top,
    // and the items' selected looks are shown inside it, in item order; the badges go over
    // everything.
    if indicator.placement == .overItems { track.addChild(indicator.layer) }
    for view in itemViews { badgeRow.addChild(view.badge.slot) }
    track.addChild(badgeRow)
    if indicator.selectedLookHost != nil {
      for view in itemViews { selectedRow.addChild(view.selectedContent) }
    }
    context.titleWidths = itemViews.map(\.titleWidth)
    indicator.configure(
      TabIndicatorConfiguration(items: items, appearance: appearance, names: names))
    var minimum: [Double] = []
    var expansion: [Double] = []
    for view in itemViews {
      let w = view.widths
      minimum.append(w.minimum)
      expansion.append(w.expansion)
    }
    layout.setItems(minimumWidths: minimum, expansions: expansion)
  }
}
