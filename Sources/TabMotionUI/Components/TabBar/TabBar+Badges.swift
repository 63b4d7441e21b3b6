import TabMotionCore

/// Badges: a count, a dot or a short text on a tab, set from the items or changed live.
extension TabBar {
  /// Shows `badge` on item `index` (nil removes it): it grows and fades in, a new count
  /// replaces the old at once, a removed badge shrinks and fades out (reduced motion: fades
  /// only). The item's announcement gains the badge ("Inbox, tab, 2 of 4, 3 new"). An index
  /// outside the items is a programmer error (a precondition).
  public func setBadge(_ badge: TabBadge?, forItemAt index: Int, at time: Double) {
    precondition(
      index >= 0 && index < items.count,
      "TabBar.setBadge(_:forItemAt:at:): index \(index) is outside the bar's 0..<\(items.count)")
    items[index].badge = badge
    applyBadge(badge, to: itemViews[index], selected: index == selectedIndex, at: time)
    refitItems(at: time)
  }

  /// The badge on item `index`; nil without one or outside the items.
  public func badge(at index: Int) -> TabBadge? {
    items.indices.contains(index) ? items[index].badge : nil
  }

  /// The text item `index`'s badge shows ("3", "99+", "" for a dot); nil without a badge.
  public func badgeText(at index: Int) -> String? {
    itemViews.indices.contains(index) ? itemViews[index].badge.text : nil
  }

  /// Sets a view's badge, animated when `time` is given, and its announcement.
  func applyBadge(_ badge: TabBadge?, to view: TabItemView, selected: Bool, at time: Double?) {
    let wasFading = view.badge.hideTime != nil
    let fading = view.badge.set(
      badge, appearance: badgeAppearance, measurer: measurer, animated: time != nil,
      reducedMotion: reducedMotion, at: time ?? 0)
    if wasFading && view.badge.hideTime == nil { fadingBadges -= 1 }
    if fading && !wasFading { fadingBadges += 1 }
    view.setBadgeValue(badge?.accessibilityValue(badgeAppearance), selected: selected)
  }

  /// A new badge appearance: every badge drawn again at once.
  func reapplyBadges() {
    for (i, view) in itemViews.enumerated() {
      applyBadge(items[i].badge, to: view, selected: i == selectedIndex, at: nil)
    }
    refitItems(at: nil)
  }

  /// The items measured again after a badge beside a lone title came, went or changed width:
  /// in a fitted bar the items slide to their new widths as after a change of items (at once
  /// with reduced motion, without a `time` or before the first layout); in an equal bar only
  /// the title and its badge move within their item.
  func refitItems(at time: Double?) {
    let (minimum, expansion) = measureItems()
    defer {
      placeItems()
      context.layoutChanged = true
      needsLayout = true
    }
    guard minimum != layout.minimumWidths || expansion != layout.expansions else { return }
    if let time, isLaidOut, !reducedMotion, layout.mode == .fitted {
      // A slide under way goes on from where its indicator is drawn.
      let morph = TabBarLayout.Morph(
        from: layout.frames, fromRest: (0..<layout.count).map { layout.restFrame(of: $0) },
        indicatorShift: layout.indicatorShift, restShift: layout.restShift)
      layout.setWidths(minimumWidths: minimum, expansions: expansion)
      layout.beginMorph(morph)
      morphStart = time
    } else {
      layout.setWidths(minimumWidths: minimum, expansions: expansion)
    }
    layout.update(progress: progress)
    contentWidthDidChange(at: time ?? context.time, caller: "TabBar.setBadge(_:forItemAt:at:)")
  }

  /// Carries the badges the indicator asked for toward where their icons show now (the
  /// curve's circle), or back onto their items; called after the icon opacities.
  func applyBadgeRides() {
    for ride in context.badgeRideRequests where ride.item < itemViews.count {
      let view = itemViews[ride.item]
      var origin = Point.zero
      if let point = ride.point {
        // From the icon's centre in the bar to where the icon shows now.
        let icon = view.icon.frame.model
        let item = view.layer.frame.model
        let centre = Point(context.barX(item.minX + icon.midX), item.minY + icon.midY)
        origin = (point - centre) * min(1, max(0, ride.fraction))
      }
      let frame = Rect(origin: origin, size: view.badge.slot.frame.model.size)
      if view.badge.slot.frame.model != frame { view.badge.slot.setFrame(frame) }
      if ride.point != nil, view.badge.slot.opacity.model != ride.opacity {
        view.badge.slot.opacity.set(ride.opacity)
      }
    }
    context.badgeRideRequests.removeAll(keepingCapacity: true)
  }
}
