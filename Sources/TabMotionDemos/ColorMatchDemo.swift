import TabMotionCore
import TabMotionUI

/// The ColorMatch review app: Products, Places, Reviews and Friends as coloured pill
/// tabs over swipeable review pages, and a floating button whose circle menu receives the
/// dropping tab icons and presents a category screen through a circle reveal.
///
/// Trace nodes: `tabBar`, `item.N`, `title.N`, `tabIcon.N`, `highlight` (`color`), `page.N`,
/// `fab`, `menu.N`, `drop.N`, `reveal` (`radius`, `cx`, `cy`), plus `navBar`, `navTitle`.
public final class ColorMatchDemo: Demo, ColorMatchScreenDelegate {
  public static let name = "colormatch"
  public static let summary = "ColorMatch: pill tabs, FAB circle menu, dropping icons, reveal"

  public let root = Layer(name: "screen")
  public let screen: ColorMatchScreen
  let data: ReviewAppData
  /// Every appearance callback of the presented screens, in order (tests count them).
  private(set) var presentedEvents: [AppearanceEvent] = []
  /// Every page appearance callback, in order.
  private(set) var pageEvents: [AppearanceEvent] = []

  public var selectedIndex: Int { screen.selectedIndex }
  public var tabCount: Int { screen.itemCount }
  public var progress: Double { screen.progress }

  public init(environment: ScreenEnvironment) throws(TabMotionError) {
    let data = ReviewAppData()
    self.data = data
    screen = try ColorMatchScreen(
      dataSource: data, title: "Nearby", viewport: environment.size,
      safeArea: environment.safeArea, direction: environment.direction,
      reducedMotion: environment.reducedMotion, textMeasurer: environment.textMeasurer)
    root.addChild(screen.layer)
    screen.delegate = self
    try layout(environment, at: 0)
  }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    root.setFrame(Rect(origin: .zero, size: environment.size))
    try screen.layout(
      viewport: environment.size, safeArea: environment.safeArea,
      direction: environment.direction, reducedMotion: environment.reducedMotion, at: time)
  }

  public func perform(_ command: ScreenCommand, at time: Double) throws(TabMotionError) {
    switch command {
    case .select(let i):
      try ScreenCommand.checkTab(i, count: tabCount)
      screen.selectItem(at: i, at: time)
    case .refreshFinish: break
    }
  }

  public func update(to time: Double) { screen.update(to: time) }

  public func screen(_ screen: ColorMatchScreen, page event: AppearanceEvent) {
    pageEvents.append(event)
  }

  public func screen(_ screen: ColorMatchScreen, presented event: AppearanceEvent) {
    presentedEvents.append(event)
  }

  /// Portrait points the default script touches.
  enum Portrait {
    static let fab = Point(195, 844 - 34 - 20 - 28)
    /// The tab bar's vertical centre: safe top 47 + title row 44 + half the 56 pt bar.
    static let barY = 47.0 + 44 + 28
    /// Tab 0's icon when another tab is selected (collapsed items sit at the left).
    static let firstTab = Point(40, barY)
    static let swipeFrom = Point(330, 480)
    static let swipeTo = Point(70, 480)
    /// Menu item 2 (Reviews) of 4: angle π/4·2.5 − π, radius 130 pt around the button.
    static let reviews = Point(195 + 130 * 0.382_683_4, 762 - 130 * 0.923_879_5)
  }

  /// Swipes through the tabs, taps the far first tab, opens the menu (the icons drop), picks
  /// Reviews (its screen grows out of the button), dismisses it, and rotates to landscape.
  public static let defaultScript: GestureScript = {
    let swipe = GestureScript.Step.drag(
      from: Portrait.swipeFrom, to: Portrait.swipeTo, duration: 0.25, release: .fling)
    return GestureScript(
      steps: [
        .wait(0.3),
        swipe, .wait(0.6),
        swipe, .wait(0.6),
        swipe, .wait(0.7),
        .tap(Portrait.firstTab),  // the far tab: the pill springs across the bar
        .wait(0.9),
        .tap(Portrait.fab),  // open: the tab icons drop into the menu
        .wait(1.3),
        .tap(Portrait.reviews),  // pick Reviews: its screen grows out of the button
        .wait(1.0),
        .tap(Point(195, 420)),  // dismiss: the screen shrinks back into the button
        .wait(0.8),
        .resize(Size(844, 390)),  // rotate
        .wait(0.8),
      ])
  }()
}
