import TabMotionCore
import TabMotionUI

/// Coinbase's prices screen: a large title and the portfolio value in a header that collapses
/// under the navigation bar, pinned tabs over thousands of asset rows per tab, pull to refresh.
///
/// Script options (all off by default): `snap` settles a header left part-way fully open or
/// collapsed, `quickReturn` reveals the header on scrolling up from deep in a list,
/// `stretch` stretches the header when a page is pulled down at its top.
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
    screen.snaps = options.isOn("snap")
    screen.quickReturn = options.isOn("quickReturn")
    screen.stretches = options.isOn("stretch")
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
    screen.onHeaderLayout = { size, safeArea, direction in
      portfolio.layout(size: size, safeArea: safeArea, direction: direction)
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
/// between the left and right safe-area insets.
final class PortfolioHeader {
  let layer = Layer()
  private let title = Layer()
  private let caption = Layer()
  private let value = Layer()
  private let change = Layer()

  init() {
    for l in [title, caption, value, change] { layer.addChild(l) }
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
  }
}
