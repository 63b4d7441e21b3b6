import TabMotionCore

/// A temporary showcase of the ColorMatch parts on a plain background, until the full
/// `colormatch` screen (tab bar + pager) assembles them: the FAB and its circle menu, the
/// icons that drop from a row of stand-in tab icons into the menu, and the circle reveal of a
/// category screen growing out of the button.
///
/// Trace nodes: `source.N` (the stand-in tab icons), `fab`, `menu.N`, `drop.N`, `reveal`.
public final class CircleMenuDemo: Demo {
  public static let name = "circlemenu"
  public static let summary = "FAB circle menu, dropping icons and circle reveal"

  public let root = Layer(name: "screen")
  public var selectedIndex: Int { menu.lastSelectedIndex ?? 0 }
  public var progress: Double { 0 }

  public let menu: CircleMenu
  public let drops: DroppingIcons
  public let reveal: CircleReveal
  /// The stand-in tab icons, trace names `source.N`.
  public let sources: [Layer]
  private let bar = Layer()
  private let hint = Layer()
  private let page = Layer()
  private let pageIcon = Layer()
  private let pageTitle = Layer()
  private let pageHint = Layer()
  private var environment: DemoEnvironment
  private var sourceFrames: [Rect] = []
  private var dismissTap = TapRecognizer()
  private var dismissPointer: Int?

  static let sourceIconSize = 28.0
  static let barHeight = 56.0

  public init(environment: DemoEnvironment) throws(TabMotionError) {
    self.environment = environment
    let categories = ColorMatchIcons.categories
    let icons = categories.map { LayerContent.Icon(path: $0.path, color: $0.tint) }
    menu = try CircleMenu(
      items: zip(categories, icons).map {
        CircleMenu.Item(title: $0.title, icon: $1, tint: $0.tint)
      })
    drops = try DroppingIcons(icons: icons)
    reveal = try CircleReveal()
    var sources: [Layer] = []
    for (i, icon) in icons.enumerated() {
      let l = Layer(name: "source.\(i)")
      l.content = .icon(icon)
      sources.append(l)
    }
    self.sources = sources

    root.backgroundColor.set(Color(hex: 0xE9EEF5))
    bar.backgroundColor.set(.white)
    bar.cornerRadius = 16
    bar.shadow = Layer.Shadow(color: Color.black.withAlpha(0.08), offset: Point(0, 2), radius: 6)
    root.addChild(bar)
    for l in sources { root.addChild(l) }
    hint.content = .text(
      .init(
        "Tap + to open the menu", font: .system(15, .medium), color: Color(hex: 0x8A94A6),
        alignment: .center))
    root.addChild(hint)
    root.addChild(menu.layer)
    root.addChild(drops.layer)
    root.addChild(reveal.layer)

    page.addChild(pageIcon)
    page.addChild(pageTitle)
    page.addChild(pageHint)
    reveal.setContent(page)
    try configurePage(for: 0)
    try layout(environment, at: 0)
  }

  // MARK: Layout

  public func layout(_ environment: DemoEnvironment, at time: Double) throws(TabMotionError) {
    self.environment = environment
    let size = environment.size
    let safe = environment.safeArea
    menu.reducedMotion = environment.reducedMotion
    drops.reducedMotion = environment.reducedMotion
    reveal.reducedMotion = environment.reducedMotion
    menu.isRightToLeft = environment.isRTL
    root.setFrame(Rect(origin: .zero, size: size))
    drops.layer.setFrame(Rect(origin: .zero, size: size))

    // The stand-in tab bar: a white card under the status bar with the four icons spread evenly.
    let barRect = Rect(
      x: safe.left + 16, y: safe.top + 8, width: max(0, size.width - safe.left - safe.right - 32),
      height: CircleMenuDemo.barHeight)
    bar.setFrame(barRect)
    let n = Double(sources.count)
    let s = CircleMenuDemo.sourceIconSize
    // Right-to-left mirrors the bar (and the menu) so icon i still drops into item i nearby.
    let rtl = environment.isRTL
    sourceFrames = sources.indices.map { i in
      let slot = Double(rtl ? sources.count - 1 - i : i)
      let cx = barRect.minX + barRect.width * (slot + 0.5) / n
      return Rect(x: cx - s / 2, y: barRect.midY - s / 2, width: s, height: s)
    }
    for (l, f) in zip(sources, sourceFrames) { l.setFrame(f) }
    // Under the bar, clear of the open menu in both orientations.
    hint.setFrame(Rect(x: 0, y: barRect.maxY + 28, width: size.width, height: 24))

    try menu.layout(viewport: size, safeArea: safe)
    try drops.updateSources(sourceFrames)
    try drops.updateTargets(menu.iconFrames)
    try reveal.layout(
      bounds: Rect(origin: .zero, size: size), startPoint: menu.buttonCenter, at: time)
    layoutPage(size)
    update(to: time)
  }

  private func layoutPage(_ size: Size) {
    let icon = 112.0
    let cy = size.height / 2 - 30
    pageIcon.setFrame(
      Rect(x: (size.width - icon) / 2, y: cy - icon / 2 - 20, width: icon, height: icon))
    pageTitle.setFrame(Rect(x: 0, y: cy + icon / 2, width: size.width, height: 40))
    pageHint.setFrame(Rect(x: 0, y: cy + icon / 2 + 44, width: size.width, height: 22))
  }

  /// Dresses the revealed screen in category `index`'s colour, icon and title.
  private func configurePage(for index: Int) throws(TabMotionError) {
    let categories = ColorMatchIcons.categories
    guard index >= 0, index < categories.count else {
      throw TabMotionError(
        field: "index", reason: "must be in 0..<\(categories.count), got \(index)")
    }
    let c = categories[index]
    page.backgroundColor.set(c.tint)
    pageIcon.content = .icon(.init(path: c.path, color: .white))
    pageTitle.content = .text(
      .init(c.title, font: .system(30, .bold), color: .white, alignment: .center))
    pageHint.content = .text(
      .init(
        "Tap anywhere to go back", font: .system(15), color: Color.white.withAlpha(0.85),
        alignment: .center))
  }

  // MARK: Input

  public func handle(_ event: PointerEvent) {
    if reveal.isPresented || dismissPointer != nil {
      handleOnRevealedScreen(event)
      return
    }
    switch menu.handle(event) {
    case .event(let e): menuEvent(e, at: event.time)
    case .ignored, .consumed: break
    }
  }

  /// The revealed screen takes every touch; a tap dismisses it back into the button.
  private func handleOnRevealedScreen(_ event: PointerEvent) {
    switch event.phase {
    case .down:
      guard dismissPointer == nil else { return }
      dismissPointer = event.id
      _ = dismissTap.handle(event)
    case .move:
      guard dismissPointer == event.id else { return }
      _ = dismissTap.handle(event)
    case .up, .cancel:
      guard dismissPointer == event.id else { return }
      dismissPointer = nil
      if dismissTap.handle(event) != nil, reveal.isPresented {
        // Never fails: the start point is the button centre, finite by construction.
        try? reveal.hide(to: menu.buttonCenter, at: event.time)
      }
    }
  }

  private func menuEvent(_ e: CircleMenu.Event, at time: Double) {
    switch e {
    case .opened:
      // Counts match by construction (one source and one menu item per category).
      try? drops.drop(from: sourceFrames, to: menu.iconFrames, at: time)
    case .closed:
      drops.recall(at: time)
    case .selected(let i):
      drops.recall(at: time)
      try? present(i, at: time)
    }
  }

  private func present(_ index: Int, at time: Double) throws(TabMotionError) {
    try configurePage(for: index)
    try reveal.show(from: menu.buttonCenter, at: time)
  }

  public func perform(_ command: DemoCommand, at time: Double) throws(TabMotionError) {
    switch command {
    case .select(let i):
      // `select` picks menu item i, as a tap on it would.
      let e = try menu.select(i, at: time)
      menuEvent(e, at: time)
    case .refreshFinish:
      break
    }
  }

  // MARK: Frame

  public func update(to time: Double) {
    menu.update(to: time)
    drops.update(to: time)
    // The hand-off: while a copy flies, its source and the menu's own icon are hidden — in the
    // same frame the copy appears or lands.
    for i in sources.indices {
      sources[i].isHidden = drops.isSourceHidden(i)
      try? menu.setIconHidden(drops.isDestinationHidden(i), at: i)
    }
    reveal.update(to: time)
  }

  public static let defaultScript: GestureScript = {
    let fab = Point(195, 762)
    // Item 2 (Reviews) of 4 at angle π/4·2.5 − π around the button, radius 130 pt.
    let reviews = Point(195 + 130 * 0.382_683_4, 762 - 130 * 0.923_879_5)
    return GestureScript(
      steps: [
        .wait(0.4),
        .tap(fab),  // open: the icons drop from the bar into the menu
        .wait(1.3),
        .tap(fab),  // close
        .wait(0.8),
        .tap(fab),  // reopen
        .wait(1.3),
        .tap(reviews),  // pick Reviews: its screen grows out of the button
        .wait(1.0),
        .tap(Point(195, 420)),  // dismiss: the screen shrinks back into the button
        .wait(0.9),
        .tap(fab),  // open again …
        .wait(0.25),
        .resize(Size(844, 390)),  // … and rotate while the icons are still falling
        .wait(1.5),
      ])
  }()
}
