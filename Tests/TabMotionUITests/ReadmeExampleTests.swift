import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// The README's tab-bar example, as written there, compiles and works: a tap on the second
/// tab slides the pages there and the arrow follows.
@Suite("README example")
struct ReadmeExampleTests {
  final class MyPage: PageContent {
    let layer = Layer()
    init(index: Int) { layer.backgroundColor.set(Color(hex: index == 0 ? 0xFFFFFF : 0xEEEEEE)) }
    func layout(size: Size, direction: LayoutDirection, at time: Double) {}
  }

  @Test func aTabBarOverSwipeablePages() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let pagesFrame = Rect(x: 0, y: 0, width: 390, height: 761)
    let barFrame = Rect(x: 0, y: 761, width: 390, height: 83)
    let safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    var t = 0.0
    let input = PointerDispatcher()  // the host's: hit test, recognisers, gesture arena

    let items = [
      TabItem(id: "home", title: "Home", icon: TabIcons.home, tint: Color(hex: 0x1DA1F2)),
      TabItem(id: "search", title: "Search", icon: TabIcons.search),
    ]
    let bar = try TabBar(items: items, style: .arrow)  // .curve, .pill, .underline
    let pager = try Pager(pageCount: items.count, frame: pagesFrame) { i in MyPage(index: i) }
    let link = TabPagerLink(pager: pager, bars: [bar])  // taps slide pages, swipes move the arrow
    root.addChild(pager.layer)
    root.addChild(bar.layer)
    bar.layout(
      frame: barFrame, safeArea: safeArea, direction: .leftToRight, isLandscape: false, at: t)

    let tap = Point(390 * 3 / 4, 761 + 20)
    for (phase, dt) in [(PointerEvent.Phase.down, 0.1), (.up, 0.05)] {
      t += dt
      let pointerEvent = PointerEvent(phase, position: tap, time: t)
      input.dispatch(pointerEvent, to: root)
      link.update(to: t)
      root.present(at: t)
    }
    while t < 1.5 {
      t += 1.0 / 120
      link.update(to: t)
      root.present(at: t)
    }
    #expect(link.selectedIndex == 1 && pager.progress == 1 && bar.position == 1)
  }
}
