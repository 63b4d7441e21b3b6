import TabMotionCore
import TabMotionUI

/// The gallery: a list of every demo; tapping one pushes it in under a bar of the gallery's
/// own holding the "‹ Gallery" back button and the demo's name. The demo is laid out in the
/// rest of the screen (the bar takes the status-bar inset, the demo keeps the others), so no
/// demo content, sheet or overlay is ever under the bar. Back (the button or Escape) closes
/// what the demo shows on top first, then the demo. The list scrolls (with UIKit's deceleration and
/// rubber band) when it is taller than the screen, as in landscape. It is itself a demo, so
/// the window and the headless runner treat it like any other.
public final class GalleryDemo: Demo {
  public static let name = "gallery"
  public static let summary = "All demos in one list"

  public let root = Layer(name: "gallery")
  private let list = Layer(name: "demoList")
  private let navBar = NavigationBar(title: "TabMotion")
  private var rows: [(layer: Layer, type: any Demo.Type)] = []
  /// The pushed page's bar: back button and the open demo's name, above the demo.
  private let demoBar = NavigationBar(title: "", name: "galleryBar", titleName: "galleryTitle")
  /// An opaque page under the open demo (demos need not paint their whole screen): what the
  /// push moves. It holds the bar and, under it, `demoArea`.
  private let stage = Layer(name: "stage")
  /// The part of the stage the demo owns, everything under the bar; it clips, so a demo's
  /// content, sheet or 3-D face never reaches the bar.
  private let demoArea = Layer(name: "demoArea")
  private var environment: ScreenEnvironment
  private var scroll: ScrollModel
  /// Vertical distance between the tops of two rows, and a row's height, points.
  static let rowPitch = 88.0
  static let rowHeight = 76.0
  static let summaryFont = Font.system(13)
  /// The open demo, if any.
  public private(set) var current: (any Demo)?
  /// The state each demo had when it was last closed (or was restored from a file), by demo
  /// name: a demo opened again comes back as it was.
  private var savedStates: [String: ScreenState] = [:]
  /// A demo sliding out after `close`, removed when it is gone.
  private var leaving: (demo: any Demo, end: Double)?
  /// When the list finishes sliding away under a demo being pushed (it is hidden then).
  private var listHiddenAt: Double?
  /// A navigation push: the demo slides in over the list, which moves a third of the way
  /// (UINavigationController's parallax); reduced motion cross-fades instead.
  static let pushDuration = 0.35
  static let fadeDuration = 0.2

  /// The open demo answers for its tabs, paging, refresh and typing.
  public var presentedScreen: (any Screen)? { current }

  /// Demos the gallery lists (all but itself).
  public static var entries: [any Demo.Type] { DemoRegistry.all.filter { $0.name != name } }

  public init(environment: ScreenEnvironment) throws(TabMotionError) {
    self.environment = environment
    scroll = try ScrollModel(viewportLength: 1, contentLength: 1)
    list.clipsToBounds = true
    root.backgroundColor.set(Color(hex: 0xF2F3F5))
    root.addChild(list)
    root.addChild(navBar.layer)
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
    navBar.layout(width: size.width, safeArea: safe)
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
    // Right to left, the texts align to the right and the back button (its chevron turned)
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
    // The back item (trace name `back`) goes back with a press (touch-up-inside, however
    // long it is held): it closes what the demo shows on top first, as Escape does, then the
    // demo.
    demoBar.appearance.tint = Self.tint
    demoBar.setItems(
      leading: [
        NavigationBarItem(
          title: rtl ? "Gallery ›" : "‹ Gallery", accessibilityLabel: "Gallery", name: "back"
        ) { [weak self] time in
          guard let self else { return }
          _ = self.goBack(at: time)
        }
      ], trailing: [])
    stage.setFrame(Rect(origin: .zero, size: size))
    demoBar.layout(
      width: size.width, safeArea: safe, direction: environment.direction,
      textMeasurer: environment.textMeasurer)
    let barHeight = NavigationBar.height(safeTop: safe.top)
    demoArea.setFrame(
      Rect(x: 0, y: barHeight, width: size.width, height: max(1, size.height - barHeight)))
    try current?.layout(demoEnvironment, at: time)
  }

  static let tint = Color(hex: 0x007AFF)

  /// What the open demo is laid out in: the screen under the gallery's bar. The bar covers
  /// the status-bar inset, so the demo's top inset is 0; the other insets stay its own.
  public var demoEnvironment: ScreenEnvironment {
    var env = environment
    let barHeight = NavigationBar.height(safeTop: env.safeArea.top)
    env.size = Size(env.size.width, max(1, env.size.height - barHeight))
    env.safeArea.top = 0
    return env
  }

  /// Opens `type` (a gallery entry), pushed in from the trailing edge over the list.
  public func open(_ type: any Demo.Type, at time: Double) throws(TabMotionError) {
    finishLeaving()
    let demo = try type.init(environment: demoEnvironment)
    if let state = savedStates[type.name] { demo.restoreState(state, at: time) }
    demo.update(to: time)
    current = demo
    demoArea.addChild(demo.root)
    demoBar.title.content = .text(
      .init(type.name.capitalized, font: .system(17, .semibold), alignment: .center))
    // The bar belongs to the pushed page: it slides in and out with it.
    stage.isHidden = false
    let w = environment.size.width * (environment.isRightToLeft ? -1 : 1)
    if environment.reducedMotion {
      stage.transform.set(.identity)
      stage.opacity.set(0)
      stage.opacity.animate(to: 1, with: fade, at: time)
      listHiddenAt = time + Self.fadeDuration
    } else {
      stage.opacity.set(1)
      stage.transform.set(.translation(w, 0, 0))
      stage.transform.animate(to: .identity, with: push, at: time)
      for l in [list, navBar.layer] {
        l.transform.animate(to: .translation(-w / 3, 0, 0), with: push, at: time)
      }
      listHiddenAt = time + Self.pushDuration
    }
  }

  /// Closes the open demo, popping it off towards the trailing edge as the list slides back
  /// (at once without a `time`).
  public func close(at time: Double? = nil) {
    guard let demo = current else { return }
    if let state = demo.restorableState { savedStates[type(of: demo).name] = state }
    current = nil
    listHiddenAt = nil
    list.isHidden = false
    navBar.layer.isHidden = false
    guard let time else {
      leaving = (demo, 0)
      finishLeaving()
      for l in [list, navBar.layer] { l.transform.set(.identity) }
      return
    }
    let w = environment.size.width * (environment.isRightToLeft ? -1 : 1)
    if environment.reducedMotion {
      stage.opacity.animate(to: 0, with: fade, at: time)
      for l in [list, navBar.layer] { l.transform.set(.identity) }
      leaving = (demo, time + Self.fadeDuration)
    } else {
      stage.transform.animate(to: .translation(w, 0, 0), with: push, at: time)
      for l in [list, navBar.layer] { l.transform.animate(to: .identity, with: push, at: time) }
      leaving = (demo, time + Self.pushDuration)
    }
  }

  private var push: Animator<Transform3D>.Motion {
    .curve(.easeInEaseOut, duration: Self.pushDuration)
  }
  private var fade: Animator<Double>.Motion { .curve(.easeInEaseOut, duration: Self.fadeDuration) }

  private func finishLeaving() {
    guard let demo = leaving?.demo else { return }
    demo.root.removeFromParent()
    leaving = nil
    if current == nil {
      stage.isHidden = true
      stage.transform.set(.identity)
    }
  }

  /// The list scrolls with a vertical pan; each row opens its demo with a tap.
  private func installGestures() {
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
    if let end = leaving?.end, time >= end { finishLeaving() }
    leaving?.demo.update(to: time)
    if let demo = current {
      demo.update(to: time)
      // Covered by the demo: the list stops being drawn.
      if let hide = listHiddenAt, time >= hide {
        list.isHidden = true
        navBar.layer.isHidden = true
        listHiddenAt = nil
      }
      return
    }
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
