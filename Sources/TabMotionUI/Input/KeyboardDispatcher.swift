import TabMotionCore

/// The keyboard of a host: the focus, what keys do, and where typed text goes. The window
/// and the script player both use one, over the same `PointerDispatcher` that takes their
/// pointer events, so a key does what a hand would:
///
/// ```
///  Tab / Shift-Tab ─► focus moves through the focusable layers (tabs, buttons, text fields)
///                     in drawing order, on screen and not covered; the ring shows from now on
///  ← → on a tab    ─► focus moves to the neighbouring tab of the same bar (by position, so
///                     right-to-left mirrors itself)
///  Enter / Space   ─► a tap at the focused layer's centre (hit test, recognisers, arena)
///  ↑ ↓ ← →, Page Up/Down, Home/End
///                  ─► a scroll step at the focused layer, else under the pointer, else at
///                     the middle of the screen (the wheel's path)
///  Esc             ─► the screen's `goBack` (a sheet, a menu, a pushed page); never quits
///  text, editing keys while a text field has the focus ─► the field
/// ```
///
/// The focused layer reports `focused: true` in traces and in its semantics.
public final class KeyboardDispatcher {
  /// The pointer path that key taps and scroll steps go through.
  public let pointers: PointerDispatcher
  /// Where copy and cut put text and paste takes it from.
  public var clipboard: any TextClipboard
  /// The layer with the keyboard focus, if any.
  public private(set) weak var focused: Layer?
  /// True once a focus key (Tab, an arrow between tabs) was used: the focus ring shows only
  /// then, and a click or tap hides it again.
  public private(set) var showsFocusRing = false
  /// Where the mouse pointer rests over the window (scene points), if it does: keys scroll
  /// what is under it when no focused layer takes them.
  public var hoverPosition: Point?
  /// The ring drawn around the focused layer, added on top of the scene once the keyboard
  /// is used.
  private let ring = Layer()
  private weak var ringRoot: Layer?
  private var viewport = Size(1, 1)

  /// A pointer id no mouse or finger uses: the taps Enter and Space make.
  static let keyPointer = 0x4B45_59

  /// The colour of the focus ring.
  public static let ringColor = Color(hex: 0x007AFF)

  /// Creates a keyboard over `pointers`: clicks and taps through it move the focus to a text
  /// field they land on (or clear it).
  public init(pointers: PointerDispatcher, clipboard: any TextClipboard = MemoryClipboard()) {
    self.pointers = pointers
    self.clipboard = clipboard
    ring.borderWidth = 3
    ring.borderColor = Self.ringColor
    ring.isUserInteractionEnabled = false
    ring.isHidden = true
    pointers.onPointerDown = { [weak self] path, time in
      guard let self else { return }
      self.pointerWentDown(on: path, at: time)
    }
  }

  /// True while a text field has the focus: keys and text go to it, and hosts keep their
  /// shortcuts quiet.
  public var isEditingText: Bool { focused?.textInput != nil }

  // MARK: Keys

  /// Handles one key press for `screen` at `time`; returns false for a key it has no use for
  /// (a letter without a text field, Ctrl with a letter outside a text field).
  @discardableResult
  public func handle(_ press: KeyPress, screen: any Screen, at time: Double) -> Bool {
    let root = screen.root
    viewport = root.frame.presented.size
    if let layer = focused, let field = layer.textInput, layer.isAttached(to: root),
      field.handleKey(press, clipboard: clipboard, at: time)
    {
      return true
    }
    let shift = press.modifiers.contains(.shift)
    switch press.key {
    case .tab:
      moveFocus(forward: !shift, in: root, at: time)
      return true
    case .escape:
      // Esc closes what is on top, or goes back; with nothing to close it does nothing.
      if isEditingText { setFocus(nil, at: time) }
      _ = screen.goBack(at: time)
      return true
    case .enter, .space:
      guard let layer = focused, layer.isAttached(to: root) else { return false }
      activate(layer, in: root, at: time)
      return true
    case .left, .right:
      if let layer = focused, layer.semantics?.role == .tab, layer.isAttached(to: root) {
        moveBetweenTabs(from: layer, towardsRight: press.key == .right, at: time)
        return true
      }
      return scroll(Point(press.key == .left ? 1 : -1, 0) * WheelEvent.lineStep, root, time)
    case .up, .down:
      return scroll(Point(0, press.key == .up ? 1 : -1) * WheelEvent.lineStep, root, time)
    case .pageUp, .pageDown:
      // A page is the screen's height less a line, as a browser keeps a line in view.
      let page = max(WheelEvent.lineStep, viewport.height - 2 * WheelEvent.lineStep)
      return scroll(Point(0, press.key == .pageUp ? page : -page), root, time)
    case .home, .end:
      // Far past either end: the step stops there.
      let far = 1e7
      return scroll(Point(0, press.key == .home ? far : -far), root, time)
    case .backspace, .delete, .character:
      return false
    }
  }

  /// Text typed (a window's text input, a script's `type` step): into the focused text field,
  /// else handed to the screen's `TextEntering` capability (dropped by a screen without one).
  public func insertText(_ text: String, screen: any Screen, at time: Double) {
    if let layer = focused, let field = layer.textInput, layer.isAttached(to: screen.root) {
      field.insertText(text, at: time)
    } else {
      screen.capability((any TextEntering).self)?.typeText(text, at: time)
    }
  }

  /// An input method's composition for the focused text field ("" ends it).
  public func setMarkedText(_ text: String, at time: Double) {
    focused?.textInput?.setMarkedText(text, at: time)
  }

  // MARK: Frames

  /// Once per frame, after the screen was updated and presented: carries out the focus
  /// requests of the frame's components, drops a focus whose layer went away or was hidden,
  /// and places the focus ring.
  public func update(root: Layer, at time: Double) {
    if let change = root.pendingFocusChange {
      root.pendingFocusChange = nil
      if change.focus {
        setFocus(change.layer, at: time)
      } else if change.layer === focused {
        setFocus(nil, at: time)
      }
    }
    if let layer = focused, !layer.isAttached(to: root) || layer.isHiddenInScene {
      setFocus(nil, at: time)
    }
    placeRing(root: root)
  }

  // MARK: Focus

  /// Moves the focus to `layer` (nil clears it), telling text fields and marking the trace
  /// and the semantics.
  public func setFocus(_ layer: Layer?, at time: Double) {
    guard layer !== focused else { return }
    if let old = focused {
      old.removeTraceField("focused")
      old.semantics?.isFocused = false
      old.textInput?.focusChanged(false, at: time)
    }
    focused = layer
    if let new = layer {
      new.setTraceField("focused", .bool(true))
      new.semantics?.isFocused = true
      new.textInput?.focusChanged(true, at: time)
    }
  }

  /// The focusable layers of `root` a user can reach now, in drawing order: shown, on
  /// screen, and what a tap at their centre lands on (not covered by a sheet or a menu).
  public func focusOrder(in root: Layer) -> [Layer] {
    let screen = Rect(origin: .zero, size: root.frame.presented.size)
    var out: [Layer] = []
    func visit(_ layer: Layer) {
      guard !layer.isHidden, layer.isUserInteractionEnabled, layer.opacity.presented > 0.01
      else { return }
      if layer.actsOnTap {
        let f = layer.sceneFrame
        let centre = Point(f.midX, f.midY)
        // What a tap at the centre lands on is the layer, inside it, or the control that
        // holds it (a bar whose recogniser serves its tabs) — not a sheet over it.
        if f.width > 0, f.height > 0, screen.contains(centre),
          let hit = root.hitTestPath(centre).first,
          hit.isAttached(to: layer) || layer.isAttached(to: hit)
        {
          out.append(layer)
        }
      }
      for c in layer.children { visit(c) }
    }
    visit(root)
    return out
  }

  private func moveFocus(forward: Bool, in root: Layer, at time: Double) {
    showsFocusRing = true
    let order = focusOrder(in: root)
    guard !order.isEmpty else {
      setFocus(nil, at: time)
      return
    }
    let next: Int
    if let current = focused, let i = order.firstIndex(where: { $0 === current }) {
      next = (i + (forward ? 1 : order.count - 1)) % order.count
    } else {
      next = forward ? 0 : order.count - 1
    }
    setFocus(order[next], at: time)
  }

  /// The neighbouring tab of the same bar on screen, left or right of `tab`.
  private func moveBetweenTabs(from tab: Layer, towardsRight: Bool, at time: Double) {
    showsFocusRing = true
    guard let bar = tab.parent else { return }
    let x = tab.sceneFrame.midX
    let others = bar.children.filter {
      $0 !== tab && $0.semantics?.role == .tab && !$0.isHidden
    }
    let candidates = others.filter {
      towardsRight ? $0.sceneFrame.midX > x : $0.sceneFrame.midX < x
    }
    let nearest = candidates.min { abs($0.sceneFrame.midX - x) < abs($1.sceneFrame.midX - x) }
    if let nearest { setFocus(nearest, at: time) }
  }

  /// A tap at the layer's centre, down and up in the same instant, through hit testing.
  private func activate(_ layer: Layer, in root: Layer, at time: Double) {
    let f = layer.sceneFrame
    let centre = Point(f.midX, f.midY)
    let keepsRing = showsFocusRing
    pointers.dispatch(
      PointerEvent(.down, id: Self.keyPointer, position: centre, time: time), to: root)
    pointers.dispatch(
      PointerEvent(.up, id: Self.keyPointer, position: centre, time: time), to: root)
    // The focus stays on what was activated (the tap's hit may have been its bar), unless
    // the tap moved it on (a sheet that came up focuses its field).
    showsFocusRing = keepsRing
    if focused == nil { setFocus(layer, at: time) }
  }

  /// A scroll step at the focused layer, else under the pointer, else mid-screen: the first
  /// place where something scrolls takes it.
  private func scroll(_ translation: Point, _ root: Layer, _ time: Double) -> Bool {
    var places: [Point] = []
    if let layer = focused, layer.isAttached(to: root) {
      let f = layer.sceneFrame
      places.append(Point(f.midX, f.midY))
    }
    if let hover = hoverPosition { places.append(hover) }
    places.append(Point(viewport.width / 2, viewport.height / 2))
    for p in places {
      let e = WheelEvent(position: p, translation: translation, isPrecise: false, time: time)
      if pointers.dispatch(e, to: root) { return true }
    }
    return false
  }

  /// A click or tap takes the focus to the focusable layer it lands on (a text field, a
  /// button, a tab) or, landing on none, clears it; the ring hides until the keyboard is used
  /// again.
  private func pointerWentDown(on path: [Layer], at time: Double) {
    showsFocusRing = false
    setFocus(path.first(where: \.actsOnTap), at: time)
  }

  private func placeRing(root: Layer) {
    guard showsFocusRing, let layer = focused else {
      if !ring.isHidden { ring.isHidden = true }
      return
    }
    if ringRoot !== root || root.children.last !== ring {
      root.addChild(ring)
      ringRoot = root
    }
    let f = layer.sceneFrame
    let margin = 3.0
    ring.setFrame(
      Rect(
        x: f.minX - margin, y: f.minY - margin, width: f.width + 2 * margin,
        height: f.height + 2 * margin))
    ring.cornerRadius = layer.cornerRadius + margin
    if ring.isHidden { ring.isHidden = false }
  }
}

extension Layer {
  /// True for what a user acts on with a tap, a click or Enter: a layer marked focusable, or
  /// by default a tab, a button or a text field (by its semantics). The keyboard's focus moves
  /// through them, they show as pressed under a finger, and the window's pointer is a hand
  /// over them.
  public var actsOnTap: Bool {
    if let explicit = isFocusable { return explicit }
    if textInput != nil { return true }
    switch semantics?.role {
    case .tab, .button, .textField: return true
    default: return false
    }
  }

  /// True when `root` is this layer or one of its ancestors.
  func isAttached(to root: Layer) -> Bool {
    var layer: Layer? = self
    while let l = layer {
      if l === root { return true }
      layer = l.parent
    }
    return false
  }
}
