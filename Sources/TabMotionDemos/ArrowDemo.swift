import TabMotionCore
import TabMotionUI

/// Twitter's tab bar: four tabs at the bottom with an arrow above the selected one, pages
/// that swipe, and a compose button whose modal covers the bar — the arrow hides with it.
public final class ArrowDemo: Demo, ScreenWrapper, TextEntering {
  public static let name = "arrow"
  public static let summary = "Twitter-style bar: arrow indicator, swipeable pages, modal"
  /// Script options: `badges` (sample counts and a dot on some tabs).
  public static let optionNames = [SampleBadges.optionName]

  public let screen: TabBarScreen
  public let modal = ModalSheet(title: "New Tweet")
  private let data: SampleTabs
  private let fab = Layer(name: "fab")
  private let fabIcon = Layer()

  public var base: any Screen { screen }
  /// The bar titled with the selected tab.
  public var navigationBar: NavigationBar? { screen.navigationBar }
  /// The compose sheet is up or coming up.
  public var isPresentingOnTop: Bool { modal.isPresenting }
  public var tabBar: TabBar { screen.tabBar }
  public var pager: Pager { screen.pager }
  public var link: TabPagerLink { screen.link }

  public static let items = [
    TabItem(
      id: "home", title: "Home", icon: TabIcons.home, highlightedIcon: TabIcons.homeFilled),
    TabItem(
      id: "explore", title: "Explore", icon: TabIcons.search,
      highlightedIcon: TabIcons.searchHeavy),
    TabItem(
      id: "notifications", title: "Notifications", icon: TabIcons.bell,
      highlightedIcon: TabIcons.bellFilled),
    TabItem(
      id: "messages", title: "Messages", icon: TabIcons.mail, highlightedIcon: TabIcons.mailHeavy),
  ]
  static let accents: [UInt32] = [0x1DA1F2, 0x17BF63, 0xF45D22, 0x794BC4]

  public init(environment: ScreenEnvironment) throws(TabMotionError) {
    data = SampleTabs(
      items: Self.items, accents: Self.accents.map { Color(hex: $0) }, rowsPerPage: 500,
      firstList: 0)
    screen = try TabBarScreen(
      dataSource: data, style: .arrow, title: Self.items[0].title, environment: environment)
    // The compose button floats above the pages, under the bar's arrow; the sheet covers all.
    root.insertChild(fab, at: root.children.count - 1)
    root.addChild(modal.layer)
    fab.backgroundColor.set(Color(hex: 0x1DA1F2))
    fab.semantics = Semantics(label: "Compose", role: .button)
    fab.shadow = Layer.Shadow()
    fab.addChild(fabIcon)
    fabIcon.content = TabIcons.plus.content(.white)
    fab.addGestureRecognizer(
      TapGestureRecognizer { [weak self] _, time in
        guard let self else { return }
        self.modal.present(at: time)
      })
    link.onSelectionChange = { [weak self] i, _ in
      guard let self else { return }
      self.showTitle(of: i)
    }
    try layout(environment, at: 0)
  }

  /// The demo with a script's switches: `badges` puts sample counts and a dot on some tabs.
  public convenience init(
    environment: ScreenEnvironment, options: ScriptOptions
  ) throws(TabMotionError) {
    try self.init(environment: environment)
    if options.isOn(SampleBadges.optionName) {
      for bar in [tabBar] { SampleBadges.apply(to: bar, at: 0) }
    }
  }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    try screen.layout(environment, at: time)
    let size = environment.size
    let safe = environment.safeArea
    let barTop = size.height - tabBar.preferredHeight(safeBottom: safe.bottom)
    let d = 56.0
    let fabX = environment.isRightToLeft ? safe.left + 16 : size.width - safe.right - 16 - d
    fab.setFrame(Rect(x: fabX, y: barTop - 16 - d, width: d, height: d))
    fab.cornerRadius = d / 2
    fabIcon.setFrame(Rect(x: 16, y: 16, width: d - 32, height: d - 32))
    modal.textMeasurer = environment.textMeasurer
    modal.layout(size: size, safeArea: safe)
  }

  public func update(to time: Double) {
    screen.update(to: time)
    modal.update(to: time)
    // Fully covered by the modal, the bar (and its arrow) and the button are hidden.
    let covered = modal.isFullyPresented
    tabBar.layer.isHidden = covered
    fab.isHidden = covered
  }

  /// Back (Escape, the gallery's back button) closes the compose sheet when it is up or
  /// coming up; otherwise there is nothing of the demo's own to close.
  public func goBack(at time: Double) -> Bool {
    guard modal.isPresenting else { return screen.goBack(at: time) }
    modal.dismiss(at: time)
    return true
  }

  /// Typed text goes into the compose sheet while it is up or coming up.
  public func typeText(_ text: String, at time: Double) {
    guard modal.isPresenting else { return }
    modal.type(text, at: time)
  }

  private func showTitle(of index: Int) {
    screen.navigationBar?.titleText = Self.items[index].title
  }
}
