import TabMotionCore
import TabMotionUI

/// The first demo: a 10,000-row list on a `ScrollModel` — drag, fling, rubber-band at both
/// ends, catch a moving list. Proves input → model → scene → pixels.
public final class ScrollDemo: Demo {
  public static let name = "scroll"
  public static let summary = "10,000-row list: drag, fling, rubber-band"

  public let root = Layer(name: "screen")
  public private(set) var model: ScrollModel
  private let navBar = NavigationBar(title: "Markets")
  /// The "Markets" bar over the list.
  public var navigationBar: NavigationBar? { navBar }
  public let list: RowList
  private var environment: ScreenEnvironment
  private var now = 0.0

  public static let rowCount = 10_000

  public convenience init(environment: ScreenEnvironment) throws(TabMotionError) {
    try self.init(environment: environment, rowCount: ScrollDemo.rowCount)
  }

  public init(environment: ScreenEnvironment, rowCount: Int) throws(TabMotionError) {
    self.environment = environment
    list = try RowList(name: "list", rowCount: rowCount) { SampleData.asset($0) }
    let viewport = max(
      1, environment.size.height - NavigationBar.height(safeTop: environment.safeArea.top))
    model = try ScrollModel(
      viewportLength: viewport, contentLength: list.contentHeight,
      trailingInset: environment.safeArea.bottom)
    root.backgroundColor.set(.white)
    root.addChild(list.container)
    root.addChild(navBar.layer)
    list.container.addGestureRecognizer(
      PanGestureRecognizer(axis: .vertical) { [weak self] event in
        guard let self else { return }
        self.model.follow(event, along: .vertical)
      })
    try layout(environment, at: 0)
  }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    self.environment = environment
    let size = environment.size
    root.setFrame(Rect(origin: .zero, size: size))
    navBar.layout(
      width: size.width, safeArea: environment.safeArea, direction: environment.direction,
      textMeasurer: environment.textMeasurer)
    let top = NavigationBar.height(safeTop: environment.safeArea.top)
    let listFrame = Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top))
    list.safeAreaInsets = environment.safeArea.overlap(of: listFrame, in: size)
    _ = try model.setLayout(
      viewportLength: max(1, size.height - top), contentLength: list.contentHeight,
      trailingInset: environment.safeArea.bottom, at: time)
    syncList()
  }

  public func update(to time: Double) {
    now = time
    _ = model.advance(to: time)
    syncList()
  }

  /// The list's offset, under the key `list` (the demo has no tabs).
  public var restorableState: ScreenState? {
    ScreenState(offsets: ["list": max(0, model.offset)])
  }

  /// Scrolls the list to the saved offset without animation, clamped into the content.
  public func restoreState(_ state: ScreenState, at time: Double) {
    guard let saved = state.offsets["list"], saved.isFinite else { return }
    _ = model.setContentOffset(min(model.maxOffset, max(0, saved)), animated: false, at: time)
    syncList()
  }

  private func syncList() {
    let top = NavigationBar.height(safeTop: environment.safeArea.top)
    let size = environment.size
    list.update(
      frame: Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top)),
      offset: model.offset, isRightToLeft: environment.isRightToLeft)
    list.container.setTraceField("offset", .number(model.offset))
    list.container.setTraceField("rows", .number(Double(list.liveRowCount)))
  }

  public static let defaultScript = GestureScript(
    steps: [
      .wait(0.2),
      // A slow drag up, released with no velocity.
      .drag(
        from: .point(Point(195, 700)), to: .point(Point(195, 450)), duration: 0.5, release: .stop),
      .wait(0.2),
      // A fling up: momentum with UIKit deceleration.
      .drag(
        from: .point(Point(195, 700)), to: .point(Point(195, 400)), duration: 0.15, release: .fling),
      .wait(0.6),
      // Catch the moving list and fling it back down hard: it overshoots the top and bounces.
      .drag(
        from: .point(Point(195, 300)), to: .point(Point(195, 750)), duration: 0.12, release: .fling),
      .wait(1.6),
      // Pull down past the top: rubber band, then spring back.
      .drag(
        from: .point(Point(195, 200)), to: .point(Point(195, 600)), duration: 0.5, release: .stop),
      .wait(1.0),
    ])
}
