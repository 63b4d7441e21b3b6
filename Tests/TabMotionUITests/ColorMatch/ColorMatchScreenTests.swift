import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionDemos
@testable import TabMotionUI

/// The assembled ColorMatch screen, read from the `tabmotion trace` lines of the `colormatch`
/// demo: the pill highlight against pager progress, titles, the menu geometry around the real
/// button, the safe area, appearance callbacks.
@Suite("ColorMatch screen (trace)")
struct ColorMatchScreenTests {
  static let tints: [UInt32] = [0xFF8A1F, 0x1FB37A, 0x8A4DF0, 0x2D8CF0]

  /// Channel bytes of a `#rrggbb` trace colour.
  static func bytes(_ hex: String) -> [Int] {
    let digits = Array(hex.dropFirst())
    guard digits.count >= 6 else { return [] }
    return (0..<3).compactMap { Int(String(digits[2 * $0..<2 * $0 + 2]), radix: 16) }
  }

  /// Channel bytes of the OKLab blend of two tints, as the pill shows it.
  static func mix(_ a: UInt32, _ b: UInt32, _ f: Double) -> [Int] {
    let c = Color(hex: a).perceptuallyMixed(with: Color(hex: b), fraction: f).clamped
    return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
  }

  static func color(_ node: TraceNode?) -> String {
    node?.strings["color"] ?? ""
  }

  @Test func highlightFollowsPagerProgressContinuously() throws {
    // A slow held drag across two pages, then a fling: the bar tracks the finger.
    let script = GestureScript(
      steps: [
        .wait(0.1),
        .drag(
          from: .point(Point(360, 500)), to: .point(Point(200, 500)), duration: 0.6, release: .hold),
        .drag(from: .point(.zero), to: .point(Point(40, 500)), duration: 0.6, release: .fling),
        .wait(0.8),
      ])
    let frames = try traceRun(script: script).frames
    var checked = 0
    var previous: TraceNode?
    for f in frames {
      let p = f.progress
      let highlight = try #require(f.nodes["highlight"])
      if let prev = previous {
        // Continuous: never more than a few points per frame at this swipe speed.
        #expect(abs(highlight.x - prev.x) < 12, "highlight jumped at t = \(f.t)")
      }
      previous = highlight
      guard p > 0, p < 3, p != p.rounded(.down) else { continue }
      let lo = Int(p.rounded(.down))
      let fraction = p - Double(lo)
      let a = try #require(f.nodes["item.\(lo)"])
      // Equal widths: an item away from the pill has the collapsed width s; the widened one
      // at rest has s + E, E what the four frames add up to beyond 4s. The pill is a resting
      // item's, 4 pt in from its frame, 40 pt tall, centred in the 56 pt bar, and slides
      // from item lo's resting place to lo + 1's (s further) at constant width.
      let other = try #require(f.nodes["item.\(lo == 0 ? 3 : 0)"])
      let s = other.w
      var total = 0.0
      for i in 0..<4 { total += try #require(f.nodes["item.\(i)"]).w }
      let expansion = total - 4 * s
      let x = a.x + 4 + s * fraction
      let w = s + expansion - 8
      // The trace rounds progress to 1e-4 and frames move ≈ 100 pt per page: 0.05 pt slack.
      #expect(isClose(highlight.x, x, 0.05), "x at t = \(f.t), progress \(p)")
      #expect(isClose(highlight.w, w, 0.05), "w at t = \(f.t), progress \(p)")
      #expect(isClose(highlight.y, a.y + 8, 1e-3) && isClose(highlight.h, 40, 1e-3))
      let got = Self.bytes(Self.color(highlight))
      let want = Self.mix(Self.tints[lo], Self.tints[lo + 1], fraction)
      #expect(got.count == 3 && zip(got, want).allSatisfy { abs($0 - $1) <= 1 }, "colour \(f.t)")
      checked += 1
    }
    #expect(checked > 60)
    #expect((frames.last?.selected ?? 0) >= 1)
  }

  @Test func onlyTheSelectedTitleIsVisibleAtRest() throws {
    let frames = try traceRun(script: ColorMatchDemo.defaultScript).frames
    var rests = 0
    for (k, f) in frames.enumerated() where k > 0 {
      let p = f.progress
      guard p == Double(f.selected), f.nodes["highlight"]?.numbers["progress"] == p,
        f.nodes["highlight"]?.frame == frames[k - 1].nodes["highlight"]?.frame
      else { continue }
      rests += 1
      for i in 0..<4 {
        let title = try #require(f.nodes["title.\(i)"])
        #expect(
          title.isVisible == (i == f.selected) && (i != f.selected || title.opacity == 1),
          "title.\(i) at t = \(f.t)")
      }
    }
    #expect(rests > 300)
  }

  @Test func menuItemsSitOnTheSemicircleAroundTheRealButton() throws {
    for viewport in [Phone.viewport, Phone.landscape] {
      let fab = viewport == Phone.viewport ? Phone.fab : Phone.landscapeFab
      let script = GestureScript(
        viewport: viewport, steps: [.wait(0.2), .tap(.point(fab)), .wait(1.5)])
      let last = try #require(try traceRun(script: script).frames.last)
      #expect(isClose(last.nodes["fab"]?.center ?? .zero, fab, 1e-3))
      for i in 0..<4 {
        let item = try #require(last.nodes["menu.\(i)"])
        #expect(isClose(item.center, specItemCenter(i, of: 4, around: fab), 1e-3))
        #expect(isClose(item.center.distance(to: fab), 130, 1e-3))
        #expect(isClose(item.w, 50, 1e-3) && isClose(item.h, 50, 1e-3))
      }
      #expect(last.nodes["fab"]?.numbers["rotation"] == 135)
    }
  }

  @Test func theBarRespectsTheSafeAreaInBothOrientations() throws {
    let script = GestureScript(steps: [.wait(0.1), .resize(Phone.landscape), .wait(0.1)])
    let frames = try traceRun(script: script).frames
    let portrait = try #require(frames.first)
    #expect(isClose(portrait.nodes["tabBar"]?.y ?? 0, 47 + 44, 1e-9))
    let landscape = try #require(frames.last)
    #expect(isClose(landscape.nodes["tabBar"]?.y ?? 0, 44, 1e-9))
    for i in 0..<4 {
      let item = try #require(landscape.nodes["item.\(i)"])
      #expect(item.x >= 47 - 1e-9 && item.x + item.w <= 844 - 47 + 1e-9, "item.\(i)")
    }
    // The selected content keeps its place: page 0 still fills the pager.
    #expect(landscape.nodes["page.0"]?.x == 0 && landscape.nodes["page.0"]?.w == 844)
  }

  @Test func appearanceCallbacksFireOncePerTransition() throws {
    let environment = ScreenEnvironment()
    let demo = try ColorMatchDemo(environment: environment)
    var player = ScriptPlayer(script: ColorMatchDemo.defaultScript, environment: environment)
    demo.update(to: 0)
    while !player.isFinished { try player.step(demo) }
    // The menu screen shows twice and hides twice; the pick is announced once.
    #expect(demo.menuEvents == [true, false, true, false])
    #expect(demo.selections == [1, 2, 0])
    // Pages: every will… is matched by one did… (two swipes and one jump).
    let wills = demo.pageEvents.filter {
      if case .willAppear = $0 { return true }
      if case .willDisappear = $0 { return true }
      return false
    }
    #expect(wills.count == 6)
    #expect(demo.pageEvents.count == 12)
  }

  /// The menu screen as the original's popover: each item a disc filled with its category's
  /// colour, the highlighted icon white on it; above the arc, the data source's content, laid
  /// out inside the safe area and faded in with the menu.
  @Test func theMenuScreenShowsDiscsInTheirColoursAndTheDataSourcesContent() throws {
    for viewport in [Phone.viewport, Phone.landscape] {
      let environment = ScreenEnvironment(size: viewport)
      let demo = try ColorMatchDemo(environment: environment)
      let screen = demo.screen
      for i in 0..<4 {
        let tint = ColorMatchIcons.categories[i].tint
        #expect(screen.menu.itemLayers[i].backgroundColor.model == tint)
        #expect(screen.menu.items[i].icon.color == screen.tabBar.appearance.selectedColor)
        #expect(screen.menu.items[i].icon.path == ColorMatchIcons.categories[i].path)
      }
      let content = try #require(screen.menuContent)
      demo.update(to: 0)
      demo.root.present(at: 0)
      #expect(screen.menuContentHost.opacity.presented == 0)
      screen.openMenu(at: 0.1)
      demo.update(to: 1)
      demo.root.present(at: 1)
      #expect(screen.menuContentHost.opacity.presented == 1)
      let frame = content.layer.sceneFrame
      let arcTop = screen.menu.buttonCenter.y - 130 - 25
      #expect(isClose(frame.maxY, arcTop - 16, 1e-9) && frame.minY == 0)
      #expect(frame.width == viewport.width)
      #expect(content.safeAreaInsets == environment.safeArea.overlap(of: frame, in: viewport))
      #expect(content.layer.isHiddenInScene == false)
    }
  }

  @Test func disablingScrollKeepsThePageButTabsStillWork() throws {
    let demo = try ColorMatchDemo(environment: ScreenEnvironment())
    let input = PointerInput(demo)
    demo.screen.isScrollEnabled = false
    var t = 0.0
    demo.update(to: t)
    input.send(PointerEvent(.down, position: Point(330, 500), time: 0.1))
    for k in 1...20 {
      t = 0.1 + Double(k) / 120
      input.send(PointerEvent(.move, position: Point(330 - 12 * Double(k), 500), time: t))
      demo.update(to: t)
    }
    input.send(PointerEvent(.up, position: Point(90, 500), time: t))
    demo.update(to: 1)
    #expect(demo.screen.progress == 0 && demo.screen.selectedIndex == 0)
    let tab2 = demo.screen.tabBar.iconFrame(at: 2)
    for e in TraceRun.tap(tab2.center, at: 1.1) { input.send(e) }
    demo.update(to: 2)
    #expect(demo.screen.selectedIndex == 2 && demo.screen.progress == 2)
  }
}
