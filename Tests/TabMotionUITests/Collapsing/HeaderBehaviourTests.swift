import TabMotionCore
import TabMotionUI
import Testing

/// The collapsing header's optional behaviours — snap, quick return, stretch — through the
/// public API only: a `CollapsingTabScreen` built as a user would, driven by gesture scripts
/// through `ScriptPlayer` (real pointer events, hit testing, the gesture arena).
@Suite("Collapsing header: snap, quick return, stretch")
struct HeaderBehaviourTests {
  /// What a frame showed: the header's fraction and frame, the tab bar's top, every page's
  /// offset.
  struct Sample {
    var time: Double
    var collapse: Double
    var header: Rect
    var tabBarY: Double
    var offsets: [Double]
  }

  static let items = ["All", "Watchlist", "Gainers", "Losers"].map {
    TabItem(
      id: $0.lowercased(), title: $0,
      icon: TabIcon(path: .circle(center: Point(0.5, 0.5), radius: 0.4)))
  }

  static func makeScreen(
    snaps: Bool = false, quickReturn: Bool = false, stretches: Bool = false
  ) throws -> CollapsingTabScreen {
    let screen = try CollapsingTabScreen(
      title: "Prices", header: Layer(), items: items, rowCount: 2_000
    ) { tab, row in RowData(title: "Row \(row)", subtitle: "tab \(tab)", value: "1") }
    screen.snaps = snaps
    screen.quickReturn = quickReturn
    screen.stretches = stretches
    try screen.layout(ScreenEnvironment(scale: 1), at: 0)
    return screen
  }

  /// Plays `steps` on `screen` and samples every frame.
  static func play(
    _ steps: [GestureScript.Step], on screen: CollapsingTabScreen
  ) throws -> [Sample] {
    let script = GestureScript(scale: 1, steps: steps)
    var player = ScriptPlayer(script: script, environment: ScreenEnvironment(scale: 1))
    screen.update(to: 0)
    screen.root.present(at: 0)
    var samples: [Sample] = []
    while !player.isFinished {
      try player.step(screen)
      samples.append(
        Sample(
          time: player.time, collapse: screen.collapseFraction, header: screen.header.sceneFrame,
          tabBarY: screen.tabBar.layer.sceneFrame.minY,
          offsets: (0..<screen.tabCount).map { screen.offset(ofPage: $0) ?? .nan }))
    }
    return samples
  }

  static func drag(
    _ dy: Double, from y: Double = 500, duration: Double = 0.3,
    release: GestureScript.Release = .stop
  ) -> GestureScript.Step {
    .drag(
      from: .point(Point(195, y)), to: .point(Point(195, y + dy)), duration: duration,
      release: release)
  }

  @Test func aDragOnAHeaderWithABackgroundScrollsThePage() throws {
    let content = Layer()
    content.backgroundColor.set(Color(hex: 0x1F3A93))
    let screen = try CollapsingTabScreen(
      title: "Prices", header: content, items: Self.items, rowCount: 2_000
    ) { tab, row in RowData(title: "Row \(row)", subtitle: "tab \(tab)", value: "1") }
    try screen.layout(ScreenEnvironment(scale: 1), at: 0)
    screen.update(to: 0)
    let header = screen.header.sceneFrame
    // A drag up that starts on the coloured header, well inside it.
    let samples = try Self.play(
      [Self.drag(-40, from: header.midY, duration: 0.2), .wait(0.5)], on: screen)
    let end = try #require(samples.last)
    #expect(end.offsets[0] > 20)
    #expect(end.collapse > 0)
  }

  // MARK: Snap

  @Test(
    "A drag ending with the header part-way settles it open or collapsed by position",
    arguments: [12.0, 30, 45, 55, 70, 85])
  func snapByPosition(distance: Double) throws {
    let screen = try Self.makeScreen(snaps: true)
    var snapped: [Double] = []
    screen.onSnapComplete = { fraction, _ in snapped.append(fraction) }
    let samples = try Self.play([Self.drag(-distance), .wait(1)], on: screen)
    // Where the finger left the header: the last frame of the drag's still hold.
    let released = try #require(samples.last { $0.time <= 0.4 + 1e-9 })
    let end = try #require(samples.last)
    let expected = released.collapse >= 0.5 ? 1.0 : 0.0
    if released.collapse > 0 && released.collapse < 1 {
      #expect(end.collapse == expected, "released at \(released.collapse)")
      #expect(snapped == [expected])
    } else {
      #expect(end.collapse == released.collapse)
    }
    #expect(end.collapse == 0 || end.collapse == 1)
    // Pages stay in step: a collapsed header puts every other page at H, an open one at 0.
    #expect(end.offsets.allSatisfy { $0 == end.offsets[0] })
    #expect(end.offsets[0] == end.collapse * 80)
  }

  @Test(
    "A fling settles the header by where it would stop, whichever way it goes",
    arguments: [-1.0, 1.0])
  func snapByVelocity(sign: Double) throws {
    let screen = try Self.makeScreen(snaps: true)
    // Start part-way when flinging back (down), from the top when flinging forward (up).
    var steps: [GestureScript.Step] = []
    if sign > 0 { steps += [Self.drag(-60), .wait(1)] }
    steps += [Self.drag(sign * 30, duration: 0.08, release: .fling), .wait(4.5)]
    let samples = try Self.play(steps, on: screen)
    let end = try #require(samples.last)
    // Forward from the top: collapsed; back from collapsed: open.
    #expect(end.collapse == (sign < 0 ? 1 : 0))
    // Pages stay in step: an open header puts every page at the top; a collapsed one puts
    // the others at H (the flung page may have gone deeper).
    #expect(end.offsets.dropFirst().allSatisfy { $0 == min(end.offsets[0], 80) }, "\(end.offsets)")
  }

  @Test("Snap works on every tab, and stays off by default")
  func snapOnEveryTab() throws {
    for tab in 0..<4 {
      let screen = try Self.makeScreen(snaps: true)
      let samples = try Self.play([.select(tab), .wait(0.5), Self.drag(-60), .wait(1)], on: screen)
      #expect(screen.selectedIndex == tab)
      #expect(samples.last?.collapse == 1, "tab \(tab)")
    }
    let plain = try Self.makeScreen()
    let samples = try Self.play([Self.drag(-45), .wait(1)], on: plain)
    let end = try #require(samples.last)
    #expect(end.collapse > 0 && end.collapse < 1)
  }

  @Test("The collapse fraction is observable as it changes")
  func collapseObserved() throws {
    let screen = try Self.makeScreen(snaps: true)
    var seen: [Double] = []
    screen.onCollapseChange = { fraction, _ in seen.append(fraction) }
    _ = try Self.play([Self.drag(-60), .wait(1)], on: screen)
    #expect(seen.count > 5)
    #expect(seen.last == 1)
    #expect(seen.allSatisfy { $0 >= 0 && $0 <= 1 })
  }

  // MARK: Quick return

  @Test("Deep in a list, scrolling up a little reveals the header; scrolling down hides it")
  func quickReturnAtDepth() throws {
    let screen = try Self.makeScreen(quickReturn: true)
    let down = Array(repeating: Self.drag(-600, from: 750, release: .stop), count: 4)
    let samples = try Self.play(
      down + [.wait(0.2), Self.drag(70, from: 400), .wait(0.3), Self.drag(-150, from: 400)],
      on: screen)
    let deep = try #require(samples.first { $0.time >= 1.6 })
    #expect(deep.offsets[0] > 2 * 844)
    #expect(deep.collapse == 1)
    let revealed = try #require(samples.last { $0.time <= 2.2 + 0.4 })
    #expect(revealed.collapse < 1)
    #expect(revealed.offsets[0] > 1_000)
    // The tab bar comes down with the header, directly under it.
    #expect(abs(revealed.tabBarY - revealed.header.maxY) < 1e-6)
    #expect(revealed.tabBarY > 91 + 1)
    #expect(samples.last?.collapse == 1)
  }

  @Test("Without quick return, scrolling up deep in a list leaves the header collapsed")
  func noQuickReturnByDefault() throws {
    let screen = try Self.makeScreen()
    let down = Array(repeating: Self.drag(-600, from: 750), count: 4)
    let samples = try Self.play(down + [.wait(0.2), Self.drag(70, from: 400)], on: screen)
    #expect(samples.last?.collapse == 1)
  }

  // MARK: Stretch

  @Test("Pulling down stretches the header, with a refresh, and it springs back")
  func stretchWithRefresh() throws {
    let screen = try Self.makeScreen(stretches: true)
    var refreshes = 0
    screen.onRefresh = { _, _ in refreshes += 1 }
    let samples = try Self.play(
      [
        .drag(
          from: .point(Point(195, 300)), to: .point(Point(195, 600)), duration: 0.5, release: .hold),
        .wait(0.1),
        .drag(
          from: .point(Point(195, 600)), to: .point(Point(195, 600)), duration: 0.1, release: .stop),
        .wait(0.8), .refreshFinish, .wait(1.2),
      ], on: screen)
    let pulled = try #require(samples.first { $0.time >= 0.5 })
    #expect(pulled.header.height > 80 + 50)
    #expect(pulled.collapse < -0.5)
    // No gap: the tab bar sits on the stretched header, the header on the navigation bar.
    #expect(abs(pulled.tabBarY - pulled.header.maxY) < 1e-6)
    #expect(pulled.header.minY == 91)
    #expect(refreshes == 1)
    // Released while refreshing: the page stays inset, the header stays stretched by it.
    let refreshing = try #require(samples.first { $0.time >= 1.4 })
    #expect(abs(refreshing.header.height - (80 + 64)) < 0.5)
    let end = try #require(samples.last)
    #expect(screen.isRefreshing == false)
    #expect(end.header.height == 80)
    #expect(end.collapse == 0)
  }

  @Test("Without stretch the header keeps its height when the page is pulled down")
  func noStretchByDefault() throws {
    let screen = try Self.makeScreen()
    let samples = try Self.play(
      [
        .drag(
          from: .point(Point(195, 300)), to: .point(Point(195, 500)), duration: 0.4, release: .hold)
      ],
      on: screen)
    #expect(samples.allSatisfy { $0.header.height == 80 && $0.collapse == 0 })
  }
}
