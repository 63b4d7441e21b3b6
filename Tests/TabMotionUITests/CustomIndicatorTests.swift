import Foundation
import TabMotionCore
import TabMotionUI
import Testing

/// The tab bar's open seams, through the public API only (no `@testable`): an indicator of
/// one's own follows a swipe frame by frame, and a bar's tap animation shapes its trace.
@Suite("Tab bar: a custom indicator and a configurable tap animation")
struct CustomIndicatorTests {
  /// A dot under the items that stretches into a bar half way between two tabs.
  final class StretchingDot: TabIndicator {
    let layer = Layer()
    let placement = TabIndicatorPlacement.overBar
    var frames = 0

    func configure(_ configuration: TabIndicatorConfiguration) {
      layer.name = configuration.names.indicator
      layer.backgroundColor.set(configuration.appearance.indicatorColor)
      layer.cornerRadius = 3
    }

    static func frame(at position: Double, _ context: TabIndicatorContext) -> Rect {
      let between = position - position.rounded(.down)
      let width = 6 + 30 * Double.sin(between * .pi)
      let centre = context.barX(context.frame(at: position).midX)
      return Rect(x: centre - width / 2, y: context.itemArea.maxY - 8, width: width, height: 6)
    }

    func update(_ context: inout TabIndicatorContext) {
      frames += 1
      guard context.hasMoved else { return }
      layer.setFrame(Self.frame(at: context.progress, context))
    }
  }

  final class BlankPage: PageContent {
    let layer = Layer()
    init() { layer.backgroundColor.set(.white) }
    func layout(size: Size, direction: LayoutDirection, at time: Double) {}
  }

  static func items(_ n: Int) -> [TabItem] {
    (0..<n).map { TabItem(id: "t\($0)", title: "Tab \($0)", icon: TabIcon(path: Path())) }
  }

  @Test func aCustomIndicatorFollowsASwipeFrameByFrame() throws {
    let dot = StretchingDot()
    let bar = try TabBar(items: Self.items(4), indicator: dot, itemLook: .titleOnly)
    let pager = try Pager(pageCount: 4, frame: Rect(x: 0, y: 0, width: 400, height: 700)) { _ in
      BlankPage()
    }
    let link = TabPagerLink(pager: pager, bars: [bar])
    let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    root.addChild(pager.layer)
    root.addChild(bar.layer)
    bar.layout(
      frame: Rect(x: 0, y: 700, width: 400, height: 100), safeArea: .zero,
      direction: .leftToRight, isLandscape: false, at: 0)
    let input = PointerDispatcher()
    var t = 0.0
    link.update(to: t)
    input.dispatch(PointerEvent(.down, position: Point(380, 300), time: t), to: root)
    var checked = 0
    for k in 1...30 {
      t = Double(k) / 120
      input.dispatch(
        PointerEvent(.move, position: Point(380 - 10 * Double(k), 300), time: t), to: root)
      link.update(to: t)
      root.present(at: t)
      // Equal items 100 pt wide: at progress p the dot is centred on x = 50 + 100 p.
      let p = pager.progress
      let width = 6 + 30 * Double.sin((p - p.rounded(.down)) * .pi)
      let expected = Rect(x: 50 + 100 * p - width / 2, y: 100 - 8, width: width, height: 6)
      let actual = dot.layer.frame.presented
      #expect(abs(actual.minX - expected.minX) < 1e-9 && abs(actual.width - expected.width) < 1e-9)
      #expect(bar.progress == p)
      if p > 0 { checked += 1 }
    }
    #expect(checked > 20 && pager.progress > 0.6)
    #expect(dot.frames >= 31)
    #expect(root.find("indicator") === dot.layer)
  }

  /// A screen around one bar, so the trace is what `tabmotion trace` would print.
  final class OneBar: Screen {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 100))
    let bar: TabBar
    init(_ bar: TabBar) {
      self.bar = bar
      root.addChild(bar.layer)
      bar.layout(
        frame: Rect(x: 0, y: 20, width: 400, height: 80), safeArea: .zero,
        direction: .leftToRight, isLandscape: false, at: 0)
    }
    func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {}
    func update(to time: Double) { bar.update(to: time) }
  }

  static func indicatorX(_ screen: OneBar, at t: Double) throws -> Double {
    screen.update(to: t)
    screen.root.present(at: t)
    let line = try TraceEncoder.line(frame: 0, time: t, screen: screen)
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    let nodes = try #require(object?["nodes"] as? [String: [String: Any]])
    return try #require((nodes["indicator"]?["x"] as? NSNumber)?.doubleValue)
  }

  @Test func theTapAnimationsDurationAndCurveShapeTheTrace() throws {
    let standard = OneBar(try TabBar(items: Self.items(4), style: .arrow))
    let slow = OneBar(try TabBar(items: Self.items(4), style: .arrow))
    slow.bar.tapAnimation = .curve(.linear, duration: 0.6)
    // Arrow 22 pt wide over items 100 pt wide: resting on item i its x is 100 i + 39.
    for screen in [standard, slow] { screen.bar.select(2, animated: true, at: 0) }
    // Default: 0.2 s ease-in-out, arrived by 0.2 s.
    #expect(try Self.indicatorX(standard, at: 0.2) == 239)
    // Linear over 0.6 s: a quarter of the way at 0.15 s, half at 0.3 s, there at 0.6 s.
    #expect(abs(try Self.indicatorX(slow, at: 0.15) - (39 + 200 * 0.25)) < 1e-9)
    #expect(abs(try Self.indicatorX(slow, at: 0.3) - (39 + 200 * 0.5)) < 1e-9)
    #expect(try Self.indicatorX(slow, at: 0.6) == 239)
    // A spring instead: it overshoots item 2 before settling there.
    let springy = OneBar(try TabBar(items: Self.items(4), style: .arrow))
    springy.bar.tapAnimation = .spring(Spring(duration: 0.5, bounce: 0.4))
    springy.bar.select(2, animated: true, at: 0)
    let xs = try stride(from: 0.05, through: 1.5, by: 0.05).map {
      try Self.indicatorX(springy, at: $0)
    }
    #expect((xs.max() ?? 0) > 239 + 5)
    #expect(abs((xs.last ?? 0) - 239) < 0.01)
  }

  /// A dot of one's own that sits under each tab's title as drawn.
  final class TitleDot: TabIndicator {
    let layer = Layer()
    let placement = TabIndicatorPlacement.underItems

    func configure(_ configuration: TabIndicatorConfiguration) {}

    func update(_ context: inout TabIndicatorContext) {
      let i = context.selectedIndex
      let x = context.titleCenterX(ofItem: i)
      let w = context.titleWidth(ofItem: i)
      layer.setFrame(Rect(x: x - w / 2, y: context.itemArea.height - 4, width: w, height: 4))
    }
  }

  /// A custom indicator reads where a title is drawn: beside a badge, title and badge are
  /// centred together, so the title's centre is no longer the tab's.
  @Test func aCustomIndicatorReadsWhereATitleIsDrawn() throws {
    let dot = TitleDot()
    var names = TabBarNames()
    names.titlePrefix = "title."
    let items = ["Home", "Inbox", "Search"].map { TabItem(id: $0, title: $0) }
    let bar = try TabBar(items: items, indicator: dot, itemLook: .titleOnly, names: names)
    bar.layout(
      frame: Rect(x: 0, y: 0, width: 390, height: 44), safeArea: .zero,
      direction: .leftToRight, isLandscape: false, at: 0)
    bar.update(to: 0)
    bar.layer.present(at: 0)
    let title = try #require(bar.layer.find("title.0"))
    #expect(abs(dot.layer.sceneFrame.midX - title.sceneFrame.midX) < 1e-9)
    #expect(abs(dot.layer.sceneFrame.midX - 65) < 1e-9)
    bar.setBadge(.count(8), forItemAt: 0, at: 0)
    bar.update(to: 1)
    bar.layer.present(at: 1)
    #expect(abs(dot.layer.sceneFrame.midX - title.sceneFrame.midX) < 1e-9)
    #expect(dot.layer.sceneFrame.midX < 65 - 5)
  }
}
