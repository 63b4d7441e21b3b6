import TabMotionCore
import TabMotionUI

/// Coinbase's prices screen: a large title and the portfolio value in a header that collapses
/// under the navigation bar, pinned tabs over thousands of asset rows per tab, pull to refresh.
///
/// Script options (all off by default): `snap` settles a header left part-way fully open or
/// collapsed, `quickReturn` reveals the header on scrolling up from deep in a list,
/// `stretch` stretches the header when a page is pulled down at its top. A person turns each
/// on and off with the switches in the header, "Snap", "Return" and "Stretch" (trace names
/// `option.snap`, `option.quickReturn`, `option.stretch`, each with `on`).
public final class CollapsingDemo: Demo, ScreenWrapper {
  public static let name = "collapsing"
  public static let summary = "Coinbase prices: collapsing header, pinned tabs, synced pages"
  public static let optionNames = ["snap", "quickReturn", "stretch"]

  public let screen: CollapsingTabScreen
  public var base: any Screen { screen }
  /// The bar whose "Prices" title fades in as the header collapses.
  public var navigationBar: NavigationBar? { screen.navBar }
  private let portfolio = PortfolioHeader()
  /// Refreshes started by a pull (the handler's calls).
  public private(set) var refreshCount = 0
  /// When the running refresh's simulated load started (the handler's time), until the demo
  /// finishes it; nil otherwise.
  public private(set) var loadStart: Double?
  /// Seconds of a refresh's simulated load (1.5 by default): `update(to:)` finishes the
  /// refresh once they have passed on the screen's clock, in the window as headless. A
  /// script's `refreshFinish` step finishes it sooner.
  public var loadDuration = 1.5

  public static let rowCount = 5_000
  public static let items = [
    TabItem(id: "all", title: "All", icon: TabIcons.home),
    TabItem(id: "watchlist", title: "Watchlist", icon: TabIcons.heart),
    TabItem(id: "gainers", title: "Gainers", icon: TabIcons.search),
    TabItem(id: "losers", title: "Losers", icon: TabIcons.bell),
  ]

  public convenience init(environment: ScreenEnvironment) throws(TabMotionError) {
    try self.init(environment: environment, rowCount: Self.rowCount)
  }

  /// The demo with the header's behaviours a script switches on: `snap`, `quickReturn`,
  /// `stretch`.
  public convenience init(
    environment: ScreenEnvironment, options: ScriptOptions
  ) throws(TabMotionError) {
    try self.init(environment: environment, rowCount: Self.rowCount)
    for name in Self.optionNames { setOption(name, on: options.isOn(name)) }
  }

  /// Whether the header behaviour `name` (one of ``optionNames``) is on.
  public func isOptionOn(_ name: String) -> Bool {
    switch name {
    case "snap": screen.snaps
    case "quickReturn": screen.quickReturn
    case "stretch": screen.stretches
    default: false
    }
  }

  /// Turns the header behaviour `name` (one of ``optionNames``) on or off, as its switch in
  /// the header does; other names are ignored.
  public func setOption(_ name: String, on: Bool) {
    switch name {
    case "snap": screen.snaps = on
    case "quickReturn": screen.quickReturn = on
    case "stretch": screen.stretches = on
    default: return
    }
    portfolio.showSwitch(name, on: on)
  }

  /// - Parameter rowCount: asset rows per tab (the benchmarks vary it).
  public init(
    environment: ScreenEnvironment, rowCount: Int, policy: HeaderSyncPolicy = .syncHeader
  ) throws(TabMotionError) {
    screen = try CollapsingTabScreen(
      title: "Prices", header: portfolio.layer, items: Self.items, rowCount: rowCount,
      policy: policy, textMeasurer: environment.textMeasurer
    ) { tab, row in SampleData.asset(row, list: 40 + tab) }
    screen.root.name = "screen"
    screen.root.backgroundColor.set(.white)
    let portfolio = self.portfolio
    portfolio.measurer = environment.textMeasurer
    screen.onHeaderLayout = { size, safeArea, direction in
      portfolio.layout(size: size, safeArea: safeArea, direction: direction)
    }
    portfolio.onToggle = { [weak self] name in
      guard let self else { return }
      self.setOption(name, on: !self.isOptionOn(name))
    }
    screen.onRefresh = { [weak self] _, time in
      guard let self else { return }
      self.refreshCount += 1
      self.loadStart = time
    }
    try layout(environment, at: 0)
  }

  /// Advances the screen, then finishes a refresh whose simulated load is over.
  public func update(to time: Double) {
    screen.update(to: time)
    guard let start = loadStart else { return }
    if !screen.isRefreshing {
      // Finished sooner (a script's `refreshFinish`): nothing left to load.
      loadStart = nil
    } else if time >= start + loadDuration {
      loadStart = nil
      screen.finishRefresh(at: time)
    }
  }

}

/// The demo's header content: a large title, the portfolio value and today's change, kept
/// between the left and right safe-area insets, and a switch per header behaviour at the
/// title's trailing side.
final class PortfolioHeader {
  let layer = Layer()
  private let title = Layer()
  private let caption = Layer()
  private let value = Layer()
  private let change = Layer()
  /// The switches, in `CollapsingDemo.optionNames` order: a rounded chip each, filled when on.
  private var switches: [(name: String, label: String, layer: Layer, text: Layer)] = []
  private var isOn: [String: Bool] = [:]
  /// Called with an option's name when its switch is tapped.
  var onToggle: ((String) -> Void)?
  var measurer: any TextMeasuring = EstimatedTextMeasurer()
  static let switchFont = Font.system(13, .semibold)
  static let onColor = Color(hex: 0x1652F0)

  init() {
    for l in [title, caption, value, change] { layer.addChild(l) }
    for (name, label) in zip(CollapsingDemo.optionNames, ["Snap", "Return", "Stretch"]) {
      let chip = Layer(name: "option.\(name)")
      chip.cornerRadius = 14
      chip.hitTestBehavior = .opaque
      let text = Layer()
      text.isUserInteractionEnabled = false
      chip.addChild(text)
      let press = PressGestureRecognizer()
      press.onPress = { [weak self] _, _ in self?.onToggle?(name) }
      chip.addGestureRecognizer(press)
      layer.addChild(chip)
      switches.append((name, label, chip, text))
      showSwitch(name, on: false)
    }
  }

  /// Draws option `name`'s switch on or off (its semantics say which).
  func showSwitch(_ name: String, on: Bool) {
    guard let s = switches.first(where: { $0.name == name }) else { return }
    isOn[name] = on
    s.layer.backgroundColor.set(on ? Self.onColor : Color(hex: 0xEEF0F3))
    s.text.content = .text(
      .init(
        s.label, font: Self.switchFont, color: on ? .white : Color(hex: 0x4B5563),
        alignment: .center))
    s.layer.semantics = Semantics(
      label: s.label, role: .button, isSelected: on, value: on ? "on" : "off")
    s.layer.setTraceField("on", .bool(on))
  }

  func layout(size: Size, safeArea: EdgeInsets, direction: LayoutDirection) {
    let a: LayerContent.Text.Alignment = direction == .rightToLeft ? .trailing : .leading
    // A 20 pt margin inside the safe area on both sides; the columns below mirror within it.
    let x0 = safeArea.left + 20
    let w = max(0, size.width - safeArea.left - safeArea.right - 40)
    title.content = .text(.init("Prices", font: .system(30, .bold), alignment: a))
    caption.content = .text(
      .init("Your portfolio", font: .system(13), color: Color(hex: 0x6B7280), alignment: a))
    value.content = .text(.init("$24,386.52", font: .system(20, .semibold), alignment: a))
    change.content = .text(
      .init(
        "+$312.40 (1.30%) today", font: .system(13, .medium), color: Color(hex: 0x05B169),
        alignment: a))
    title.setFrame(Rect(x: x0, y: 4, width: w, height: 36))
    caption.setFrame(Rect(x: x0, y: 42, width: w, height: 16))
    value.setFrame(Rect(x: x0, y: 56, width: w * 0.55, height: 24))
    change.setFrame(Rect(x: x0 + w * 0.45, y: 60, width: w * 0.55, height: 18))
    if direction == .rightToLeft {
      value.setFrame(Rect(x: x0 + w * 0.45, y: 56, width: w * 0.55, height: 24))
      change.setFrame(Rect(x: x0, y: 60, width: w * 0.55, height: 18))
    }
    let trailing: LayerContent.Text.Alignment = a == .leading ? .trailing : .leading
    if case .text(var t) = change.content {
      t.alignment = trailing
      change.content = .text(t)
    }
    // The switches line up at the trailing end of the title's row, in reading order.
    var widths: [Double] = []
    for s in switches { widths.append(measurer.measure(s.label, font: Self.switchFont).width + 20) }
    let gap = 6.0
    var x = x0 + w - widths.reduce(0, +) - gap * Double(max(0, widths.count - 1))
    let order =
      direction == .rightToLeft ? Array(switches.indices.reversed()) : Array(switches.indices)
    if direction == .rightToLeft { x = x0 }
    for i in order {
      switches[i].layer.setFrame(Rect(x: x, y: 8, width: widths[i], height: 28))
      switches[i].text.setFrame(Rect(x: 0, y: 5, width: widths[i], height: 18))
      x += widths[i] + gap
    }
  }
}
