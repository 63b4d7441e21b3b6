import TabMotionCore
import TabMotionUI

/// The gallery: a list of every demo, and a navigation stack. Tapping a row pushes its demo
/// in from the trailing edge (the list moving a third of the way, UINavigationController's
/// parallax; a cross-fade with reduced motion). A demo with a navigation bar of its own gets
/// the "‹ Gallery" back item on that bar, so one bar shows, the demo's; a demo without one
/// (the stories, the curved bar) is shown under a bar of the gallery's carrying the back item
/// and the demo's name. Back — the item, Escape, or a swipe from the leading edge that follows
/// the finger and completes or cancels by where and how fast it is let go — closes what the
/// demo shows on top first, then pops the demo. Right to left everything is mirrored: the
/// push comes from the left and the back swipe starts at the right edge. The list scrolls
/// (with UIKit's deceleration and rubber band) when it is taller than the screen, as in
/// landscape. The gallery is itself a demo, so the window and the headless runner treat it
/// like any other.
public final class GalleryDemo: Demo {
  public static let name = "gallery"
  public static let summary = "All demos in one list"

  public let root = Layer(name: "gallery")
  private let list = Layer(name: "demoList")
  /// The list's own bar (trace names `listBar`, `listTitle`).
  private let listBar = NavigationBar(title: "TabMotion", name: "listBar", titleName: "listTitle")
  private var rows: [(layer: Layer, type: any Demo.Type)] = []
  /// The bar over a demo that has none of its own: the back item and the demo's name.
  private let demoBar = NavigationBar(title: "", name: "galleryBar", titleName: "galleryTitle")
  /// An opaque page under the open demo (demos need not paint their whole screen): what the
  /// push moves, and where the back swipe starts. It holds `demoArea` and, for a demo without
  /// a bar of its own, the gallery's bar above it.
  private let stage = Layer(name: "stage")
  /// The part of the stage the demo owns: all of it for a demo with its own bar, everything
  /// under the gallery's bar otherwise. It clips, so a demo's content, sheet or 3-D face
  /// never reaches the gallery's bar.
  private let demoArea = Layer(name: "demoArea")
  private var environment: ScreenEnvironment
  private var scroll: ScrollModel
  /// Vertical distance between the tops of two rows, and a row's height, points.
  static let rowPitch = 88.0
  static let rowHeight = 76.0
  static let summaryFont = Font.system(13)
  /// The open demo, if any (a demo being popped is no longer current).
  public private(set) var current: (any Demo)?
  /// The state each demo had when it was last closed (or was restored from a file), by demo
  /// name: a demo opened again comes back as it was.
  private var savedStates: [String: ScreenState] = [:]
  /// A demo on its way out after `close`, removed when it is off screen.
  private var leaving: (any Demo)?
  /// How much of the screen the demo page covers: 0 off at the trailing edge (the list
  /// shows), 1 fully on. Pushes, pops and the back swipe's release animate it.
  private var shown = Animator<Double>(value: 0)
  /// The running push or pop cross-fades instead of sliding (reduced motion, not a swipe).
  private var fades = false
  /// The coverage when the back swipe began, while a finger drives it.
  private var swipeStart: Double?
  private let backSwipe = PanGestureRecognizer(axis: .horizontal)
  /// A navigation push: the demo slides in over the list, which moves a third of the way
  /// (UINavigationController's parallax); reduced motion cross-fades instead.
  static let pushDuration = 0.35
  static let fadeDuration = 0.2
  /// Points from the leading edge within which a touch may start the back swipe.
  public static let backSwipeEdge = 24.0
  /// Points per second past which a released back swipe goes the way it was moving, wherever
  /// it is (a flick), as a pager's page does.
  public static let backSwipeFlingVelocity = 300.0
  /// The spring a released back swipe finishes or cancels with, from the finger's velocity.
  static let backSwipeSpring = Spring(duration: 0.35, bounce: 0)

  /// The open demo answers for its tabs, paging, refresh and typing.
  public var presentedScreen: (any Screen)? { current }

  /// Demos the gallery lists (all but itself).
  public static var entries: [any Demo.Type] { DemoRegistry.all.filter { $0.name != name } }

  /// The list's own bar: the gallery's screen, with the list open, shows it.
  public var navigationBar: NavigationBar? { listBar }

  /// The bar carrying the back item while a demo is open: the demo's own, or the gallery's.
  public var demoNavigationBar: NavigationBar? {
    guard let demo = current else { return nil }
    return demo.navigationBar ?? demoBar
  }

  /// True while a finger drives the back swipe.
  public var isSwipingBack: Bool { swipeStart != nil }

  public init(environment: ScreenEnvironment) throws(TabMotionError) {
    self.environment = environment
    scroll = try ScrollModel(viewportLength: 1, contentLength: 1)
    list.clipsToBounds = true
    root.backgroundColor.set(Color(hex: 0xF2F3F5))
    root.addChild(list)
    root.addChild(listBar.layer)
    for (i, type) in GalleryDemo.entries.enumerated() {
      let row = Layer(name: "entry.\(i)")
      row.backgroundColor.set(.white)
      row.cornerRadius = 14
      let title = Layer()
      let subtitle = Layer()
      row.addChild(title)
      row.addChild(subtitle)
      row.semantics = Semantics(
        label: type.name, role: .button, position: (i + 1, GalleryDemo.entries.count))
      list.addChild(row)
      rows.append((row, type))
    }
    stage.backgroundColor.set(.white)
    stage.isHidden = true
    root.addChild(stage)
    demoArea.clipsToBounds = true
    stage.addChild(demoArea)
    stage.addChild(demoBar.layer)
    installGestures()
    try layout(environment, at: 0)
  }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    self.environment = environment
    let size = environment.size
    let safe = environment.safeArea
    root.setFrame(Rect(origin: .zero, size: size))
    listBar.layout(
      width: size.width, safeArea: safe, direction: environment.direction,
      textMeasurer: environment.textMeasurer)
    let top = NavigationBar.height(safeTop: safe.top)
    let height = max(1, size.height - top)
    list.setFrame(Rect(x: 0, y: top, width: size.width, height: height))
    for (i, r) in rows.enumerated() {
      let w = size.width - 32 - safe.left - safe.right
      r.layer.setFrame(
        Rect(x: 16 + safe.left, y: 16 + Double(i) * Self.rowPitch, width: w, height: Self.rowHeight)
      )
      r.layer.children[0].setFrame(Rect(x: 16, y: 10, width: w - 32, height: 24))
      // A summary that fits one line sits under the title; a longer one takes two.
      let summary = environment.textMeasurer.measure(r.type.summary, font: Self.summaryFont)
      let lines = summary.width > w - 32 ? 2.0 : 1.0
      r.layer.children[1].setFrame(Rect(x: 16, y: 36, width: w - 32, height: 16 * lines + 2))
    }
    let content = 16 + Double(rows.count) * Self.rowPitch
    _ = try scroll.setLayout(
      viewportLength: height, contentLength: content, trailingInset: safe.bottom, at: time)
    list.contentOffset = Point(0, scroll.offset)
    // Right to left, the texts align to the right and the back item (its chevron turned)
    // sits at the right, as UIKit mirrors a navigation bar.
    let rtl = environment.isRightToLeft
    let alignment: LayerContent.Text.Alignment = rtl ? .trailing : .leading
    for r in rows {
      r.layer.children[0].content = .text(
        .init(r.type.name.capitalized, font: .system(18, .semibold), alignment: alignment))
      r.layer.children[1].content = .text(
        .init(
          r.type.summary, font: Self.summaryFont, color: Color(hex: 0x6B7280),
          alignment: alignment, lineLimit: 2))
    }
    demoBar.appearance.tint = Self.tint
    stage.setFrame(Rect(origin: .zero, size: size))
    demoBar.layout(
      width: size.width, safeArea: safe, direction: environment.direction,
      textMeasurer: environment.textMeasurer)
    backSwipe.edge = PanGestureRecognizer.EdgeSwipe(direction: rtl ? -1 : 1) {
      [weak self] p in
      // Not over a sheet or menu the demo shows: back closes that first (Escape, its own
      // close button).
      guard let self, let demo = self.current, !demo.isPresentingOnTop else { return false }
      let width = self.environment.size.width
      return self.environment.isRightToLeft
        ? p.x >= width - Self.backSwipeEdge : p.x <= Self.backSwipeEdge
    }
    if let demo = current {
      try place(demo, at: time)
    }
    applyTransition(at: time)
  }

  static let tint = Color(hex: 0x007AFF)

  /// What the open demo is laid out in: the whole screen when it has a bar of its own (its
  /// bar takes the status-bar inset), else the screen under the gallery's bar (whose top
  /// inset the bar covers; the other insets stay the demo's).
  public var demoEnvironment: ScreenEnvironment {
    guard let demo = current else { return environment }
    return environment(forBar: demo.navigationBar != nil)
  }

  private func environment(forBar ownBar: Bool) -> ScreenEnvironment {
    guard !ownBar else { return environment }
    var env = environment
    let barHeight = NavigationBar.height(safeTop: env.safeArea.top)
    env.size = Size(env.size.width, max(1, env.size.height - barHeight))
    env.safeArea.top = 0
    return env
  }

  /// Lays `demo` out in its part of the stage and puts the back item on the bar it shows
  /// under.
  private func place(_ demo: any Demo, at time: Double) throws(TabMotionError) {
    let size = environment.size
    let ownBar = demo.navigationBar
    let top = ownBar == nil ? NavigationBar.height(safeTop: environment.safeArea.top) : 0
    demoArea.setFrame(Rect(x: 0, y: top, width: size.width, height: max(1, size.height - top)))
    demoBar.layer.isHidden = ownBar != nil
    try demo.layout(environment(forBar: ownBar != nil), at: time)
    let bar = ownBar ?? demoBar
    // The back item goes first on the leading side, before any the demo has.
    bar.setItems(
      leading: [backItem] + bar.leadingItems.filter { $0.name != Self.backItemName },
      trailing: bar.trailingItems)
  }

  /// The back item's trace name.
  public static let backItemName = "back"

  /// "‹ Gallery" (mirrored right to left): goes back with a press (touch-up-inside, however
  /// long it is held), closing what the demo shows on top first, as Escape does, then the
  /// demo.
  private var backItem: NavigationBarItem {
    NavigationBarItem(
      title: environment.isRightToLeft ? "Gallery ›" : "‹ Gallery", accessibilityLabel: "Gallery",
      name: Self.backItemName
    ) { [weak self] time in
      guard let self else { return }
      _ = self.goBack(at: time)
    }
  }

  /// Opens `type` (a gallery entry), pushed in from the trailing edge over the list.
  public func open(_ type: any Demo.Type, at time: Double) throws(TabMotionError) {
    finishLeaving()
    let demo = try type.init(environment: environment)
    current = demo
    demoArea.addChild(demo.root)
    demoBar.titleText = type.name.capitalized
    try place(demo, at: time)
    if let state = savedStates[type.name] { demo.restoreState(state, at: time) }
    demo.update(to: time)
    // The bar belongs to the pushed page: it slides in and out with it.
    stage.isHidden = false
    stage.isUserInteractionEnabled = true
    fades = environment.reducedMotion
    swipeStart = nil
    shown.set(0)
    shown.animate(to: 1, with: transitionMotion, at: time)
    applyTransition(at: time)
  }

  /// Closes the open demo, popping it off towards the trailing edge as the list slides back
  /// (at once without a `time`).
  public func close(at time: Double? = nil) {
    pop(at: time, velocity: nil)
  }

  private func pop(at time: Double?, velocity: Double?) {
    guard let demo = current else { return }
    if let state = demo.restorableState { savedStates[type(of: demo).name] = state }
    current = nil
    swipeStart = nil
    list.isHidden = false
    listBar.layer.isHidden = false
    // The page going away takes no touches: the list under it does.
    stage.isUserInteractionEnabled = false
    leaving = demo
    guard let time else {
      shown.set(0)
      finishLeaving()
      applyTransition(at: 0)
      return
    }
    if let velocity {
      shown.animate(
        to: 0, with: .spring(Self.backSwipeSpring), at: time, initialVelocity: velocity)
    } else {
      fades = environment.reducedMotion
      shown.animate(to: 0, with: transitionMotion, at: time)
    }
    applyTransition(at: time)
  }

  private var transitionMotion: Animator<Double>.Motion {
    fades
      ? .curve(.easeInEaseOut, duration: Self.fadeDuration)
      : .curve(.easeInEaseOut, duration: Self.pushDuration)
  }

  /// Writes the page's and the list's positions (or the page's opacity, cross-fading) for
  /// the coverage at `time`.
  private func applyTransition(at time: Double) {
    let s = min(1, max(0, shown.value(at: time)))
    let w = environment.size.width * (environment.isRightToLeft ? -1 : 1)
    if fades {
      stage.opacity.set(s)
      stage.transform.set(.identity)
      for l in [list, listBar.layer] { l.transform.set(.identity) }
    } else {
      stage.opacity.set(1)
      stage.transform.set(.translation((1 - s) * w, 0, 0))
      for l in [list, listBar.layer] { l.transform.set(.translation(-s * w / 3, 0, 0)) }
    }
  }

  /// The back swipe: the page follows the finger from the leading edge; let go, it pops when
  /// past half the width or flicked towards the trailing edge, else it slides back (a flick
  /// back cancels wherever it is).
  private func followBackSwipe(_ event: PanGestureRecognizer.Event) {
    let width = max(1, environment.size.width)
    let sign = environment.isRightToLeft ? -1.0 : 1.0
    switch event {
    case .began(_, let time):
      guard current != nil, swipeStart == nil else { return }
      finishLeaving()
      let now = min(1, max(0, shown.value(at: time)))
      shown.set(now)
      swipeStart = now
      fades = false
      list.isHidden = false
      listBar.layer.isHidden = false
    case .changed(let translation, _, let time):
      guard let start = swipeStart else { return }
      shown.set(min(1, max(0, start - translation.x * sign / width)))
      applyTransition(at: time)
    case .ended(let translation, let velocity, let time):
      guard let start = swipeStart else { return }
      swipeStart = nil
      shown.set(min(1, max(0, start - translation.x * sign / width)))
      let v = velocity.x * sign
      let completes =
        v > Self.backSwipeFlingVelocity
        || (shown.value(at: time) < 0.5 && v > -Self.backSwipeFlingVelocity)
      if completes {
        // What the demo shows on top (a sheet, a menu) goes with it.
        pop(at: time, velocity: -v / width)
      } else {
        shown.animate(
          to: 1, with: .spring(Self.backSwipeSpring), at: time, initialVelocity: -v / width)
      }
      applyTransition(at: time)
    case .cancelled(let time):
      guard swipeStart != nil else { return }
      swipeStart = nil
      shown.animate(to: 1, with: .spring(Self.backSwipeSpring), at: time)
    case .down, .released, .step:
      break
    }
  }

  private func finishLeaving() {
    guard let demo = leaving else { return }
    demo.root.removeFromParent()
    leaving = nil
    if current == nil {
      stage.isHidden = true
      shown.set(0)
    }
  }

  /// The list scrolls with a vertical pan; each row opens its demo with a tap.
  private func installGestures() {
    backSwipe.onEvent = { [weak self] event in
      guard let self else { return }
      self.followBackSwipe(event)
    }
    stage.addGestureRecognizer(backSwipe)
    list.addGestureRecognizer(
      PanGestureRecognizer(axis: .vertical) { [weak self] event in
        guard let self else { return }
        self.scroll.follow(event, along: .vertical)
      })
    for r in rows {
      let type = r.type
      r.layer.addGestureRecognizer(
        TapGestureRecognizer { [weak self] _, time in
          guard let self else { return }
          self.openEntry(type, at: time)
        })
    }
  }

  private func openEntry(_ type: any Demo.Type, at time: Double) {
    do {
      try open(type, at: time)
    } catch {
      // The demos build from the gallery's own (validated) environment.
      preconditionFailure("GalleryDemo: the \(type.name) demo failed to build: \(error)")
    }
  }

  // MARK: State restoration

  /// Every demo's state worth keeping, by demo name: the open demo's as it is now, the
  /// others' as they were when last closed (or restored).
  public var demoStates: [String: ScreenState] {
    var states = savedStates
    if let demo = current, let state = demo.restorableState { states[type(of: demo).name] = state }
    return states
  }

  /// Saved states for the demos, each restored when its demo opens; the open demo's at once.
  public func restoreStates(_ states: [String: ScreenState], at time: Double) {
    savedStates = states
    if let demo = current, let state = states[type(of: demo).name] {
      demo.restoreState(state, at: time)
    }
  }

  /// Back closes what the open demo shows on top first, then the demo itself; on the list
  /// there is nothing to close.
  public func goBack(at time: Double) -> Bool {
    guard let demo = current else { return false }
    if !demo.goBack(at: time) { close(at: time) }
    return true
  }

  public func update(to time: Double) {
    leaving?.update(to: time)
    current?.update(to: time)
    if swipeStart == nil {
      applyTransition(at: time)
      if leaving != nil, !shown.isAnimating(at: time) { finishLeaving() }
      // Covered by the demo: the list stops being drawn.
      if current != nil, !list.isHidden, !shown.isAnimating(at: time) {
        list.isHidden = true
        listBar.layer.isHidden = true
      }
    }
    guard current == nil else { return }
    _ = scroll.advance(to: time)
    if list.contentOffset.y != scroll.offset { list.contentOffset = Point(0, scroll.offset) }
    // A coasting list takes a touch for itself (it stops there), so a tap that only catches
    // it opens nothing, as in UIKit.
    let rowsTakeTouches = scroll.isAtRest
    for r in rows where r.layer.isUserInteractionEnabled != rowsTakeTouches {
      r.layer.isUserInteractionEnabled = rowsTakeTouches
    }
  }

  public static let defaultScript = GestureScript(
    steps: [
      .wait(0.3), .tap(.point(Point(195, 145))), .wait(0.5), .tap(.point(Point(60, 69))),
      .wait(0.3),
    ])
}
