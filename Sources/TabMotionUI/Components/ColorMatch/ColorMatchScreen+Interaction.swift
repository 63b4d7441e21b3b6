import TabMotionCore

/// Touches, the menu's events, the circle reveal and the per-frame update of a
/// `ColorMatchScreen`.
extension ColorMatchScreen {
  // MARK: Input

  /// The menu's touches, and a tap on the presented screen, which dismisses it. Taps on the
  /// tabs and swipes of the pages reach the bar and the pager through their own recognisers.
  func installGestures() {
    menu.onEvent = { [weak self] event, time in
      guard let self else { return }
      self.menuEvent(event, at: time)
    }
    dismissTap.onTap = { [weak self] _, time in
      guard let self else { return }
      do {
        try self.dismissPresented(at: time)
      } catch {
        preconditionFailure("ColorMatchScreen: the button centre is always finite: \(error)")
      }
    }
    reveal.layer.addGestureRecognizer(dismissTap)
  }

  func menuEvent(_ e: CircleMenu.Event, at time: Double) {
    switch e {
    case .opened:
      // The selected tab shows its white icon on the pill: its copy leaves with that one.
      let selected = Int(tabBar.position.rounded())
      let white = tabBar.appearance.selectedColor
      for (i, item) in tabBar.items.enumerated() where i < drops.count {
        let icon = LayerContent.Icon(
          path: item.highlightedIcon.path, color: white,
          strokeFraction: item.highlightedIcon.strokeFraction)
        try? drops.setDepartureIcon(i == selected ? icon : nil, at: i)
      }
      // Counts match by construction: one tab and one menu item per data-source item.
      try? drops.drop(from: tabIconFrames, to: menu.iconFrames, at: time)
    case .closed:
      drops.recall(at: time)
    case .selected(let i):
      drops.recall(at: time)
      try? present(menuItem: i, at: time)
    }
  }

  // MARK: Presenting

  /// Presents menu item `index`'s screen growing out of the button (final radius: the
  /// farthest corner). Reverses a running dismissal of the same item.
  /// - Throws: `TabMotionError` (`index`) outside `0..<itemCount`.
  public func present(menuItem index: Int, at time: Double) throws(TabMotionError) {
    guard index >= 0, index < itemCount else {
      throw TabMotionError(field: "index", reason: "must be in 0..<\(itemCount), got \(index)")
    }
    let phase = reveal.phase(at: time)
    guard phase == .hidden || (phase == .hiding && presentedIndex == index) else { return }
    if phase == .hidden { setPresentedContent(index) }
    try reveal.show(from: menu.buttonCenter, at: time)
    if revealInFlight == nil { delegate?.screen(self, presented: .willAppear(index)) }
    revealInFlight = (index, true)
    presentedIndex = index
  }

  /// Shrinks the presented screen back into the button; reverses a running reveal.
  public func dismissPresented(at time: Double) throws(TabMotionError) {
    guard let index = presentedIndex, reveal.isPresented else { return }
    try reveal.hide(to: menu.buttonCenter, at: time)
    if revealInFlight == nil { delegate?.screen(self, presented: .willDisappear(index)) }
    revealInFlight = (index, false)
  }

  private func setPresentedContent(_ index: Int) {
    if let custom = dataSource?.screen(self, presentedScreenAt: index) {
      detail = nil
      reveal.setContent(custom)
      return
    }
    let item = tabBar.items[index]
    let screen = ColorMatchDetailScreen(title: item.title, icon: item.icon, tint: item.tint)
    screen.layout(size: viewport)
    detail = screen
    reveal.setContent(screen.layer)
  }

  // MARK: Frame

  /// Advances every part to `time` and writes the layers; the hand-off of the dropping icons
  /// happens in this same frame. Allocation-free apart from the delegate's own work.
  public func update(to time: Double) {
    guard time.isFinite else { return }
    let events = link.update(to: time)
    if let delegate {
      for e in events.appearance { delegate.screen(self, page: e) }
    }
    menu.update(to: time)
    drops.update(to: time)
    // While a copy flies, the real tab icon and the menu's own icon are hidden — the frame it
    // appears and the frame it lands, so no icon is ever shown twice or not at all.
    let n = min(drops.count, tabBar.items.count)
    for i in 0..<n {
      let flying = drops.isSourceHidden(i)
      if tabBar.isIconHidden(at: i) != flying { try? tabBar.setIconHidden(flying, at: i) }
      if menu.isIconHidden(at: i) != flying { try? menu.setIconHidden(flying, at: i) }
    }
    reveal.update(to: time)
    finishRevealIfSettled(at: time)
  }

  private func finishRevealIfSettled(at time: Double) {
    guard let flight = revealInFlight else { return }
    switch reveal.phase(at: time) {
    case .shown:
      revealInFlight = nil
      delegate?.screen(self, presented: .didAppear(flight.index))
    case .hidden:
      revealInFlight = nil
      presentedIndex = nil
      delegate?.screen(self, presented: .didDisappear(flight.index))
    case .showing, .hiding: break
    }
  }
}
