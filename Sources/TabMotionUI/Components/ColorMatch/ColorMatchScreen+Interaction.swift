import TabMotionCore

/// The flow of a `ColorMatchScreen`'s menu screen — the button, the circle, the flying icons
/// — and the per-frame update.
extension ColorMatchScreen {
  // MARK: The menu screen

  /// Puts a (new) menu in place: its items on the menu screen, its button on top of
  /// everything, its copies of the icons above both; and listens to it. Taps on the tabs and
  /// swipes of the pages reach the bar and the pager through their own recognisers.
  func installMenu() {
    menu.onEvent = { [weak self] event, time in
      guard let self else { return }
      self.menuEvent(event, at: time)
    }
    menuScreen.addChild(menu.layer)
    // The handed-over copies fly above the menu's items.
    menuScreen.addChild(menuDropHost)
    buttonHost.addChild(menu.button)
    dropHost.addChild(drops.layer)
  }

  /// The menu's touches: the button toggles the menu screen, an item picks its tab, a tap off
  /// the items closes.
  func menuEvent(_ e: CircleMenu.Event, at time: Double) {
    switch e {
    case .opened: showMenuScreen(at: time)
    case .closed: hideMenuScreen(picking: nil, at: time)
    case .selected(let i): hideMenuScreen(picking: i, at: time)
    }
  }

  /// True from the moment the menu screen starts to show until it has started to hide.
  public var isMenuScreenUp: Bool { reveal.isPresented }

  /// Presents the menu screen as the pink button does: the circle grows from the button's
  /// centre to the farthest corner, the menu opens and the tab icons drop into it. Reverses a
  /// menu screen on its way out from where it is.
  public func openMenu(at time: Double) {
    guard !menu.isOpen else { return }
    menu.open(at: time)
    showMenuScreen(at: time)
  }

  /// Dismisses the menu screen as × does: the circle shrinks back into the button and the
  /// icons fly home, from wherever the show had got to. The selected tab does not change.
  public func closeMenu(at time: Double) {
    guard menu.isOpen || reveal.isPresented else { return }
    menu.close(at: time)
    hideMenuScreen(picking: nil, at: time)
  }

  /// Picks menu item `index` as a tap on it does: the delegate hears `didSelectItemAt(index)`,
  /// tab `index` is selected with a jump that never shows the pages in between, and the menu
  /// screen shrinks back into the button while the icons fly home. Only while the menu is open
  /// (its items take taps then); otherwise nothing happens. An index outside `0..<itemCount`
  /// is a programmer error (a precondition).
  public func pickMenuItem(_ index: Int, at time: Double) {
    precondition(
      index >= 0 && index < itemCount,
      "ColorMatchScreen.pickMenuItem(_:at:): index \(index) is outside 0..<\(itemCount)")
    guard menu.isOpen else { return }
    menu.select(index, at: time)
    hideMenuScreen(picking: index, at: time)
  }

  /// The selected category (its pages do not scroll on their own: offsets of pages that do
  /// are kept too).
  public var restorableState: ScreenState? { link.restorableState }

  /// Restores the selected category without animation (by id, else the index clamped).
  public func restoreState(_ state: ScreenState, at time: Double) {
    link.restoreState(state, at: time)
  }

  /// Back (Escape in the window) closes the menu screen when it is up.
  public func goBack(at time: Double) -> Bool {
    guard menu.isOpen || reveal.isPresented else { return false }
    closeMenu(at: time)
    return true
  }

  private func showMenuScreen(at time: Double) {
    guard !reveal.isPresented else { return }
    delegate?.screen(self, menuWillShow: true)
    run(.show, at: time)
    // The selected tab shows its white icon on the pill: its copy leaves with that one.
    setDepartureIcons(selected: Int(saturating: tabBar.progress.rounded()))
    if drops.reducedMotion {
      iconsMoveToMenu = true
    } else {
      iconsMoveToMenu = nil
      dropIcons(at: time)
    }
  }

  private func dropIcons(at time: Double) {
    fillHomeFrames()
    do {
      try drops.drop(from: homeFrames, to: menu.iconFrames, at: time)
    } catch {
      preconditionFailure("ColorMatchScreen: one tab and one menu item per data item: \(error)")
    }
  }

  private func hideMenuScreen(picking pick: Int?, at time: Double) {
    if let pick {
      // A pick selects its tab with a jump that never shows the pages in between, and is
      // announced once, here, whatever the selection change that follows says.
      if pick != selectedIndex { announcedPick = pick }
      link.select(pick, animated: true, at: time)
      delegate?.screen(self, didSelectItemAt: pick)
    }
    guard reveal.isPresented else { return }
    delegate?.screen(self, menuWillShow: false)
    run(.hide, at: time)
    // The icons land on the tabs they belong to; the selected one's on its pill, white.
    setDepartureIcons(selected: selectedIndex)
    fillHomeFrames()
    do {
      try drops.updateSources(homeFrames)
    } catch {
      preconditionFailure("ColorMatchScreen: one tab icon per flying icon: \(error)")
    }
    if drops.reducedMotion {
      iconsMoveToMenu = false
    } else {
      iconsMoveToMenu = nil
      drops.recall(at: time)
    }
  }

  private func run(_ mode: CircleReveal.Mode, at time: Double) {
    do {
      try reveal.run(mode, from: menu.buttonCenter, at: time)
    } catch {
      preconditionFailure("ColorMatchScreen: the button's centre is always finite: \(error)")
    }
  }

  /// The copy of tab `selected` shows the pill's white icon at the tab end of its flight.
  private func setDepartureIcons(selected: Int) {
    let white = tabBar.appearance.selectedColor
    for (i, item) in tabBar.items.enumerated() where i < drops.count {
      let icon = LayerContent.Icon(
        path: item.highlightedIcon?.path ?? Path(), color: white,
        strokeFraction: item.highlightedIcon?.strokeFraction ?? 0)
      drops.setDepartureIcon(i == selected ? icon : nil, at: i)
    }
  }

  // MARK: Frame

  /// Advances every part to `time` and writes the layers; the hand-off of the flying icons
  /// happens in this same frame. Allocation-free apart from the delegate's own work.
  public func update(to time: Double) {
    guard time.isFinite else { return }
    let events = link.update(to: time)
    if let delegate {
      for e in events.appearance { delegate.screen(self, page: e) }
    }
    menu.update(to: time)
    reveal.update(to: time)
    // Reduced motion: the icons move, without flight, as the menu screen appears or is gone.
    switch iconsMoveToMenu {
    case true? where !reveal.layer.isHidden:
      iconsMoveToMenu = nil
      dropIcons(at: time)
    case false? where reveal.phase(at: time) == .hidden:
      iconsMoveToMenu = nil
      drops.recall(at: time)
    default: break
    }
    if drops.isFlying {
      // The tabs widen and narrow as the pill moves: the icons coming home follow them.
      fillHomeFrames()
      for i in homeFrames.indices { drops.moveSource(homeFrames[i], at: i) }
    }
    drops.update(to: time)
    // Each icon shows at one place only: on its tab, in the air, or in the menu.
    let n = min(drops.count, tabBar.items.count)
    for i in 0..<n {
      let tabHidden = drops.isSourceHidden(i)
      if tabBar.isIconHidden(at: i) != tabHidden { tabBar.setIconHidden(tabHidden, at: i) }
      let menuHidden = drops.isDestinationHidden(i)
      if menu.isIconHidden(at: i) != menuHidden { menu.setIconHidden(menuHidden, at: i) }
    }
    handOverCopies(at: time)
    // The menu screen's content fades in and out with the menu.
    let openness = menu.openness(at: time)
    if menuContentHost.opacity.model != openness { menuContentHost.opacity.set(openness) }
    menuContent?.update(to: time)
  }

  /// Step 4 of the article's dropping items — the temporary icons are handed over to the
  /// modal — both ways: a copy wholly inside the menu screen's circle flies on the menu screen
  /// (inside its circle, where it lands); one that is not flies over the main screen, above
  /// the circle. Allocation-free: a copy changes parent only the frame it crosses over.
  private func handOverCopies(at time: Double) {
    let radius = reveal.radius(at: time)
    let center = reveal.startPoint
    let covering = !reveal.layer.isHidden
    for i in 0..<drops.count {
      let copy = drops.copies[i]
      let inside =
        covering && !copy.isHidden
        && drops.frame(i, at: time).farthestCornerDistance(from: center) <= radius
      let host = inside ? menuDropHost : drops.layer
      if copy.parent !== host { host.addChild(copy) }
    }
  }
}
