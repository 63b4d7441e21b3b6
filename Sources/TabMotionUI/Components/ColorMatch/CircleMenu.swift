import TabMotionCore

/// A floating action button (FAB) that opens a circle menu (the ColorMatch design).
///
/// The button sits centred at the bottom, `bottomMargin` (20 pt) above the safe area. Tapping it
/// opens the menu: the items travel out of the button to the upper semicircle (radius 130 pt,
/// item size 50 pt) over 0.5 s while the button's "+" turns 135° into a "×". Tapping the button
/// again or anywhere outside the items closes it; tapping an item emits `.selected(i)` and
/// closes it. Opening and closing can be reversed at any moment: the motion continues from the
/// presented state with its velocity, and a partial trip takes the matching part of 0.5 s.
///
/// ```
///  layer (covers the screen)
///  ├── scrim            fades in with the menu, catches outside taps
///  ├── menu.0 … menu.N  white circles with a tinted ring and the item's icon
///  └── fab              the button, with the "+" glyph that rotates
/// ```
///
/// The menu owns no icons that fly: a screen that drops tab icons into the menu
/// (`DroppingIcons`) hides each item's own icon with `setIconHidden(_:at:)` while the copy flies,
/// and reads the landing spots from `iconFrame(at:)`.
///
/// Time is seconds on the frame clock; lengths are points in the coordinates of `layer`'s
/// parent (normally the screen, with `layer` at its origin).
public final class CircleMenu {
  /// The menu's entries, in order around the circle.
  public let items: [Item]
  /// The circle's radius, the button and item sizes and the margin.
  public let geometry: CircleMenuLayout
  /// The colours, timing and sizes the menu draws with.
  public let style: Style
  /// With reduced motion the items do not travel: they cross-fade in place in ≤ 0.2 s.
  public var reducedMotion = false
  /// Right-to-left layout: item 0 sits on the right end of the arc instead of the left, matching
  /// a mirrored tab bar. Takes effect at the next `layout`/`update`.
  public var isRightToLeft = false
  /// Whether choosing an item also closes the menu.
  public var closesOnSelection = true
  /// Points a touch may move and still count as a tap on the scrim.
  public var touchSlop = 10.0

  /// The container; add it above the screen's content.
  public let layer = Layer()
  /// The floating action button, trace name `fab`.
  public let button: Layer
  /// The items, trace names `menu.0` …
  public let itemLayers: [Layer]
  private let scrim = Layer()
  let glyph = Layer()
  /// Reduced motion's "×": the "+" already turned, cross-faded in instead of turning.
  let crossGlyph = Layer()
  private let iconLayers: [Layer]

  /// Each slot's offset from the button centre on the open arc (the design's angle and radius): fixed
  /// for the menu's life, so frames add instead of evaluating cos/sin.
  private let slotOffsets: [Point]
  private var openness = Animator(value: 0.0, tolerance: .fraction)
  private var iconHidden: [Bool]
  private var buttonCenterPoint = Point.zero
  /// Time of the last `update`, so a relayout between frames presents the same moment.
  private var now = 0.0
  /// The item under a finger that went down on it, while the finger stays on it.
  public private(set) var pressedIndex: Int?
  /// True while a finger that went down on the button stays on it.
  public private(set) var isButtonPressed = false
  /// The last item chosen, by a tap or `select`.
  public private(set) var lastSelectedIndex: Int?
  /// Called when a touch opens, closes or picks from the menu, with the touch's time.
  public var onEvent: ((Event, Double) -> Void)?

  /// Creates a closed menu: the round button with its "+" glyph, items hidden.
  /// - Parameters:
  ///   - items: the entries (at least one).
  ///   - geometry: radius, sizes and margin; `itemCount` must equal `items.count`. Nil (the
  ///     default) takes the standard layout for that many items.
  ///   - style: Colours, timing and sizes; the original design's by default.
  /// - Throws: `TabMotionError` naming `items`, `geometry.itemCount` or a `style` field.
  public init(
    items: [Item], geometry: CircleMenuLayout? = nil, style: Style = Style()
  ) throws(TabMotionError) {
    guard !items.isEmpty else {
      throw TabMotionError(field: "items", reason: "a circle menu needs at least one item")
    }
    let g: CircleMenuLayout
    if let geometry { g = geometry } else { g = try CircleMenuLayout(itemCount: items.count) }
    guard g.itemCount == items.count else {
      throw TabMotionError(
        field: "geometry.itemCount",
        reason: "must equal the number of items (\(items.count)), got \(g.itemCount)")
    }
    try TabMotionError.requirePositive(style.duration, "style.duration")
    try TabMotionError.requirePositive(style.reducedMotionDuration, "style.reducedMotionDuration")
    guard style.reducedMotionDuration <= 0.2 else {
      throw TabMotionError(
        field: "style.reducedMotionDuration",
        reason: "must be at most 0.2 s, got \(style.reducedMotionDuration)")
    }
    try TabMotionError.requireFinite(style.rotationDegrees, "style.rotationDegrees")
    try TabMotionError.requireNonNegative(style.ringWidth, "style.ringWidth")
    try TabMotionError.requirePositive(style.iconFraction, "style.iconFraction")
    self.items = items
    self.geometry = g
    slotOffsets = (0..<items.count).map { g.unsafeItemCenter($0, around: .zero) }
    self.style = style
    iconHidden = Array(repeating: false, count: items.count)
    button = Layer(name: "fab")
    var itemLayers: [Layer] = []
    var iconLayers: [Layer] = []
    for (i, item) in items.enumerated() {
      let l = Layer(name: "menu.\(i)")
      l.backgroundColor.set(style.itemColor ?? item.tint)
      l.cornerRadius = g.itemSize / 2
      l.borderWidth = style.ringWidth
      l.borderColor = item.tint
      l.shadow = Layer.Shadow(color: Color.black.withAlpha(0.18), offset: Point(0, 2), radius: 5)
      l.semantics = Semantics(
        label: item.title, role: .button, position: (i + 1, items.count))
      l.isHidden = true
      // Shown by a tap on the button, which is always there: a renderer with time to spare
      // makes the items' rasters (shadowed circles) before the frame that opens the menu.
      l.isAboutToShow = true
      l.setTraceField("pressed", .bool(false))
      l.setTraceField("iconHidden", .bool(false))
      let icon = Layer()
      icon.content = .icon(item.icon)
      l.addChild(icon)
      itemLayers.append(l)
      iconLayers.append(icon)
    }
    self.itemLayers = itemLayers
    self.iconLayers = iconLayers
    scrim.backgroundColor.set(style.scrimColor)
    scrim.isHidden = true
    layer.addChild(scrim)
    for l in itemLayers { layer.addChild(l) }
    button.backgroundColor.set(style.buttonColor)
    button.cornerRadius = g.buttonSize / 2
    button.shadow = Layer.Shadow(color: Color.black.withAlpha(0.25), offset: Point(0, 3), radius: 7)
    button.semantics = Semantics(label: "Open menu", role: .button)
    button.setTraceField("rotation", .number(0))
    button.setTraceField("open", .number(0))
    glyph.content = .icon(.init(path: CircleMenu.plusGlyph, color: style.glyphColor))
    button.addChild(glyph)
    crossGlyph.content = glyph.content
    crossGlyph.transform.set(.rotationZ(style.rotationDegrees * Double.pi / 180))
    crossGlyph.isHidden = true
    button.addChild(crossGlyph)
    layer.addChild(button)
    let iconSide = g.itemSize * style.iconFraction
    for icon in iconLayers {
      icon.setFrame(
        Rect(
          x: (g.itemSize - iconSide) / 2, y: (g.itemSize - iconSide) / 2, width: iconSide,
          height: iconSide))
    }
    let glyphSide = g.buttonSize / 2
    let glyphFrame = Rect(
      x: (g.buttonSize - glyphSide) / 2, y: (g.buttonSize - glyphSide) / 2, width: glyphSide,
      height: glyphSide)
    glyph.setFrame(glyphFrame)
    crossGlyph.setFrame(glyphFrame)
    installGestures()
  }

  // MARK: Layout

  /// Lays the menu out for a viewport and safe area (points); call again on rotation, at any
  /// time — an open or moving menu follows the button to its new place.
  public func layout(viewport: Size, safeArea: EdgeInsets) throws(TabMotionError) {
    let size = try Size.validated(viewport.width, viewport.height, field: "viewport")
    let insets = try safeArea.validated(field: "safeArea")
    layer.setFrame(Rect(origin: .zero, size: size))
    scrim.setFrame(Rect(origin: .zero, size: size))
    buttonCenterPoint = geometry.buttonCenter(viewport: size, safeArea: insets)
    let s = geometry.buttonSize
    button.setFrame(
      Rect(x: buttonCenterPoint.x - s / 2, y: buttonCenterPoint.y - s / 2, width: s, height: s))
    apply(at: now)
  }

  /// The button centre in the parent's coordinates: where a circle reveal starts.
  public var buttonCenter: Point { layerOrigin + buttonCenterPoint }

  /// Where item `index`'s icon sits when the menu is fully open, in the parent's coordinates:
  /// the landing spot for a dropping icon.
  public func iconFrame(at index: Int) -> Rect {
    checkIndex(index, "CircleMenu.iconFrame(at:)")
    return openIconFrame(index)
  }

  /// `iconFrame(at:)` for every item, in order.
  public var iconFrames: [Rect] { (0..<items.count).map(openIconFrame) }

  private func openIconFrame(_ i: Int) -> Rect {
    let c = layerOrigin + buttonCenterPoint + slotOffsets[slot(i)]
    let side = geometry.itemSize * style.iconFraction
    return Rect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side)
  }

  private func checkIndex(_ index: Int, _ call: StaticString) {
    precondition(
      index >= 0 && index < items.count,
      "\(call): index \(index) is outside the menu's 0..<\(items.count)")
  }

  private var layerOrigin: Point { layer.frame.model.origin }

  // MARK: State

  /// True when the menu is open or opening (its target state).
  public var isOpen: Bool { openness.target >= 1 }

  /// Openness 0 (closed) … 1 (open) presented at `time`.
  public func openness(at time: Double) -> Double {
    min(1, max(0, openness.value(at: time)))
  }

  /// The menu's phase at `time`: opening or closing while it animates, otherwise open or closed.
  public func phase(at time: Double) -> Phase {
    let moving = openness.isAnimating(at: time)
    if isOpen { return moving ? .opening : .open }
    return moving ? .closing : .closed
  }

  /// Hides or shows item `index`'s own icon (while a dropped copy of it is in the air).
  public func setIconHidden(_ hidden: Bool, at index: Int) {
    checkIndex(index, "CircleMenu.setIconHidden(_:at:)")
    guard iconHidden[index] != hidden else { return }
    iconHidden[index] = hidden
    iconLayers[index].isHidden = hidden
    itemLayers[index].setTraceField("iconHidden", .bool(hidden))
  }

  /// Returns true when item `index`'s own icon is hidden; false for an index outside the items.
  public func isIconHidden(at index: Int) -> Bool {
    index >= 0 && index < items.count && iconHidden[index]
  }

  // MARK: Commands

  /// Starts opening from wherever the menu is; returns false when it was already opening/open.
  @discardableResult
  public func open(at time: Double) -> Bool { animate(to: 1, at: time) }

  /// Starts closing from wherever the menu is; returns false when it was already closing/closed.
  @discardableResult
  public func close(at time: Double) -> Bool { animate(to: 0, at: time) }

  /// Opens a closed (or closing) menu, closes an open (or opening) one.
  @discardableResult
  public func toggle(at time: Double) -> Event {
    if isOpen {
      close(at: time)
      return .closed
    }
    open(at: time)
    return .opened
  }

  /// Chooses item `index` as a tap would (closing the menu when `closesOnSelection`). An index
  /// outside the items is a programmer error (a precondition).
  @discardableResult
  public func select(_ index: Int, at time: Double) -> Event {
    checkIndex(index, "CircleMenu.select(_:at:)")
    lastSelectedIndex = index
    if closesOnSelection { close(at: time) }
    return .selected(index)
  }

  private func animate(to target: Double, at time: Double) -> Bool {
    guard time.isFinite, openness.target != target else { return false }
    let current = openness(at: time)
    let full = reducedMotion ? style.reducedMotionDuration : style.duration
    // A partial trip (reversal mid-way) takes its share of the full duration, so the menu moves
    // at the same pace whichever way and wherever it turns.
    let duration = full * abs(target - current)
    if duration <= 0 {
      openness.set(target)
    } else {
      openness.animate(to: target, with: .curve(style.curve, duration: duration), at: time)
    }
    button.semantics = Semantics(label: target >= 1 ? "Close menu" : "Open menu", role: .button)
    return true
  }

  // MARK: Input

  /// The button's press and each item's, and the scrim's tap that closes an open menu.
  private func installGestures() {
    let buttonPress = PressGestureRecognizer { [weak self] p in
      guard let self, let local = self.button.convertFromScene(p) else { return false }
      return local.distance(to: Point(self.geometry.buttonSize / 2, self.geometry.buttonSize / 2))
        <= self.geometry.buttonSize / 2
    }
    buttonPress.onPressedChange = { [weak self] pressed in
      guard let self else { return }
      self.isButtonPressed = pressed
    }
    buttonPress.onPress = { [weak self] _, time in
      guard let self else { return }
      self.onEvent?(self.toggle(at: time), time)
    }
    button.addGestureRecognizer(buttonPress)
    for (i, item) in itemLayers.enumerated() {
      // The presented circle, scale included (the layer's transform).
      // Weak `item` too: the layer keeps its recognisers, so a strong capture is a cycle.
      let press = PressGestureRecognizer { [weak self, weak item] p in
        guard let self, let item, self.isOpen, let local = item.convertFromScene(p) else {
          return false
        }
        let r = self.geometry.itemSize / 2
        return local.distance(to: Point(r, r)) <= r
      }
      press.onPressedChange = { [weak self] pressed in
        guard let self else { return }
        self.setPressed(pressed ? i : (self.pressedIndex == i ? nil : self.pressedIndex))
      }
      press.onPress = { [weak self] _, time in
        guard let self else { return }
        guard self.isOpen else { return }
        self.lastSelectedIndex = i
        if self.closesOnSelection { self.close(at: time) }
        self.onEvent?(.selected(i), time)
      }
      item.addGestureRecognizer(press)
    }
    let outside = TapGestureRecognizer(slop: touchSlop, maximumDuration: .greatestFiniteMagnitude) {
      [weak self] _, time in
      guard let self else { return }
      if self.close(at: time) { self.onEvent?(.closed, time) }
    }
    scrim.addGestureRecognizer(outside)
  }

  private func setPressed(_ index: Int?) {
    guard pressedIndex != index else { return }
    if let old = pressedIndex {
      itemLayers[old].backgroundColor.set(style.itemColor ?? items[old].tint)
      itemLayers[old].setTraceField("pressed", .bool(false))
    }
    pressedIndex = index
    if let i = index {
      // A white disc takes a little of its tint; a tinted disc darkens.
      let pressed =
        style.itemColor.map { $0.mixed(with: items[i].tint, fraction: 0.22) }
        ?? items[i].tint.mixed(with: .black, fraction: 0.18)
      itemLayers[i].backgroundColor.set(pressed)
      itemLayers[i].setTraceField("pressed", .bool(true))
    }
  }

  // MARK: Frame

  /// Advances to `time` and writes every layer. No allocation: layers are reused and trace
  /// fields are rewritten in place.
  public func update(to time: Double) {
    guard time.isFinite else { return }
    now = time
    openness.settle(at: time)
    apply(at: time)
  }

  /// The arc position (0 = leftmost) item `i` takes: mirrored in right-to-left layouts.
  private func slot(_ i: Int) -> Int { isRightToLeft ? items.count - 1 - i : i }

  /// Item `i`'s centre (layer coordinates), scale and opacity at openness `f`.
  private func itemPlacement(_ i: Int, openness f: Double) -> (Point, Double, Double) {
    let target = buttonCenterPoint + slotOffsets[slot(i)]
    if reducedMotion { return (target, 1, f) }
    let center = buttonCenterPoint + (target - buttonCenterPoint) * f
    return (center, 0.3 + 0.7 * f, min(1, 2 * f))
  }

  private func apply(at time: Double) {
    let f = openness(at: time)
    scrim.isHidden = f <= 0
    scrim.opacity.set(f)
    // Reduced motion cross-fades "+" into "×" with the menu instead of turning it (the trace
    // reports whichever shows more).
    let turn = reducedMotion ? (f >= 0.5 ? 1 : 0) : f
    let degrees = style.rotationDegrees * turn
    glyph.transform.set(.rotationZ((reducedMotion ? 0 : degrees) * Double.pi / 180))
    glyph.opacity.set(reducedMotion ? 1 - f : 1)
    crossGlyph.isHidden = !reducedMotion || f <= 0
    crossGlyph.opacity.set(f)
    let pressedButton = isButtonPressed ? 0.94 : 1
    button.transform.set(pressedButton == 1 ? .identity : .scale(pressedButton, pressedButton))
    button.setTraceField("rotation", .number(degrees))
    button.setTraceField("open", .number(f))
    let size = geometry.itemSize
    for i in 0..<items.count {
      let l = itemLayers[i]
      l.isHidden = f <= 0
      var (center, scale, opacity) = itemPlacement(i, openness: f)
      if pressedIndex == i { scale *= 0.92 }
      l.setFrame(Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
      l.transform.set(scale == 1 ? .identity : .scale(scale, scale))
      l.opacity.set(opacity)
    }
  }
}
