import TabMotionCore
import TabMotionUI

/// The ColorMatch review app: Products, Places, Reviews and Friends as coloured pill tabs
/// over swipeable review pages, and the pink button whose menu screen grows out of it while
/// the tab icons drop into its circle menu; picking a category jumps to its tab.
///
/// Trace nodes: `tabBar`, `item.N`, `title.N`, `tabIcon.N`, `highlight` (`color`), `page.N`,
/// `fab`, `menu.N` (`iconHidden`), `drop.N`, `reveal` (`radius`, `cx`, `cy`), plus `navBar`,
/// `navTitle`.
public final class ColorMatchDemo: Demo, ScreenWrapper, ColorMatchScreenDelegate {
  public static let name = "colormatch"
  public static let summary = "ColorMatch: pill tabs, a menu screen from the button, dropping icons"
  /// Script options: `badges` (sample counts and a dot on some tabs).
  public static let optionNames = [SampleBadges.optionName, "reorderAt"]

  public let screen: ColorMatchScreen
  let data: ReviewAppData
  /// Every page appearance callback, in order (tests count them).
  private(set) var pageEvents: [AppearanceEvent] = []
  /// Every `didSelectItemAt`, in order.
  private(set) var selections: [Int] = []
  /// Every `menuWillShow`, in order.
  private(set) var menuEvents: [Bool] = []

  public var base: any Screen { screen }
  /// The extended bar: "Nearby" over the pill tabs.
  public var navigationBar: NavigationBar? { screen.navigationBar }
  /// The menu screen is up, coming up or its menu open.
  public var isPresentingOnTop: Bool { screen.menu.isOpen || screen.isMenuScreenUp }

  public init(environment: ScreenEnvironment) throws(TabMotionError) {
    let data = ReviewAppData()
    self.data = data
    screen = try ColorMatchScreen(
      dataSource: data, title: "Nearby", viewport: environment.size,
      safeArea: environment.safeArea, direction: environment.direction,
      reducedMotion: environment.reducedMotion, textMeasurer: environment.textMeasurer)
    // The demo's root keeps the trace name it always had.
    screen.root.name = "screen"
    screen.menuBackgroundColor = ReviewMenuContent.background
    screen.delegate = self
  }

  /// When the demo moves its first category to the end, seconds on the screen's clock, as an
  /// app whose categories change would: the screen reloads, the selected category stays
  /// selected and every page keeps its place by id while the tabs slide. Nil (the default):
  /// never.
  public var reorderTime: Double?

  /// The demo with a script's switches: `badges` puts sample counts and a dot on some tabs;
  /// `reorderAt` (seconds, or `true` for 1 s) moves the first category to the end then.
  public convenience init(
    environment: ScreenEnvironment, options: ScriptOptions
  ) throws(TabMotionError) {
    try self.init(environment: environment)
    if options.isOn(SampleBadges.optionName) { SampleBadges.apply(to: screen.tabBar, at: 0) }
    switch options["reorderAt"] {
    case .number(let t): reorderTime = t
    case .flag(true): reorderTime = 1
    case .flag(false), nil: reorderTime = nil
    }
  }

  /// Advances the screen, after moving the first category to the end once its time has come.
  public func update(to time: Double) {
    if let t = reorderTime, time >= t {
      reorderTime = nil
      data.categories.append(data.categories.removeFirst())
      do {
        try screen.reloadData(at: time)
      } catch {
        preconditionFailure("ColorMatchDemo: its own categories were refused: \(error)")
      }
    }
    screen.update(to: time)
  }

  public func screen(_ screen: ColorMatchScreen, page event: AppearanceEvent) {
    pageEvents.append(event)
  }

  public func screen(_ screen: ColorMatchScreen, didSelectItemAt index: Int) {
    selections.append(index)
  }

  public func screen(_ screen: ColorMatchScreen, menuWillShow isShowing: Bool) {
    menuEvents.append(isShowing)
  }

  /// Portrait points the default script touches.
  enum Portrait {
    static let fab = Point(195, 844 - 34 - 20 - 28)
    /// The tab bar's vertical centre: safe top 47 + title row 44 + half the 56 pt bar.
    static let barY = 47.0 + 44 + 28
    static let swipeFrom = Point(330, 480)
    static let swipeTo = Point(70, 480)
    /// Menu item 0 (Products) of 4: angle π/4·0.5 − π, radius 130 pt around the button.
    static let products = Point(195 - 130 * 0.923_879_5, 762 - 130 * 0.382_683_4)
  }

  /// The article's flow: swipes through two tabs, presses the pink button (the menu screen
  /// grows out of it as the tab icons drop into the menu), picks Products — the far first tab
  /// (the pager jumps there, the menu screen shrinks back into the button, the icons fly
  /// home) — opens the menu again and closes it with ×, then rotates to landscape.
  public static let defaultScript: GestureScript = {
    let swipe = GestureScript.Step.drag(
      from: .point(Portrait.swipeFrom), to: .point(Portrait.swipeTo), duration: 0.25,
      release: .fling)
    return GestureScript(
      steps: [
        .wait(0.3),
        swipe, .wait(0.6),
        swipe, .wait(0.7),
        .tap(.point(Portrait.fab)),  // show: the circle grows from the button, the icons drop
        .wait(1.3),
        // Pick the far tab: jump, the circle shrinks, icons fly home.
        .tap(.point(Portrait.products)),
        .wait(1.4),
        .tap(.point(Portrait.fab)),  // open again…
        .wait(1.1),
        .tap(.point(Portrait.fab)),  // …and close with ×
        .wait(1.2),
        .resize(Size(844, 390)),  // rotate
        .wait(0.8),
      ])
  }()
}
