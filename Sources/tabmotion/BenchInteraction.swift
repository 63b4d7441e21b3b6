import TabMotionCore
import TabMotionUI

/// One thing a user does with a demo — slide its pages, turn the cube, scroll a list, collapse
/// the header, reveal the menu — scripted on its own so that `bench --interactions` measures
/// each separately (a demo's default script mixes them with taps, rotations and waits).
/// Scripts are in the default 390 × 844 pt portrait viewport.
struct BenchInteraction {
  /// The demo's command-line name.
  var demo: String
  /// The interaction's name in the bench's output (`slide-pages`, `turn-by-finger`, …).
  var name: String
  var script: GestureScript

  /// Every interaction of `demo`, in the order they are measured (none for an unknown name).
  static func of(_ demo: String) -> [BenchInteraction] { all.filter { $0.demo == demo } }

  static let all: [BenchInteraction] = [
    BenchInteraction(demo: "scroll", name: "scroll-list", script: scrollList(x: 195)),
    BenchInteraction(demo: "arrow", name: "slide-pages", script: slidePages(y: 420)),
    BenchInteraction(demo: "curved", name: "slide-pages", script: slidePages(y: 420)),
    BenchInteraction(demo: "styles", name: "slide-pages", script: slidePages(y: 450)),
    BenchInteraction(demo: "colormatch", name: "slide-pages", script: slidePages(y: 480)),
    BenchInteraction(demo: "colormatch", name: "circle-reveal", script: circleReveal),
    BenchInteraction(demo: "colormatch", name: "drop-icons", script: dropIcons),
    BenchInteraction(demo: "collapsing", name: "slide-pages", script: slidePages(y: 600)),
    BenchInteraction(demo: "collapsing", name: "collapse-expand", script: collapseExpand),
    BenchInteraction(demo: "collapsing", name: "scroll-list", script: scrollList(x: 195)),
    BenchInteraction(demo: "cube", name: "turn-by-finger", script: turnByFinger),
    BenchInteraction(demo: "cube", name: "turn-by-flick", script: turnByFlick),
  ]

  /// Pages slid by a finger across a horizontal line at `y`: two flicks forward, a slow drag
  /// back released still, then a page held under the finger moved both ways and flicked.
  static func slidePages(y: Double) -> GestureScript {
    GestureScript(steps: [
      .wait(0.2),
      .drag(from: .point(Point(330, y)), to: .point(Point(70, y)), duration: 0.25, release: .fling),
      .wait(0.6),
      .drag(from: .point(Point(330, y)), to: .point(Point(70, y)), duration: 0.25, release: .fling),
      .wait(0.6),
      .drag(from: .point(Point(70, y)), to: .point(Point(330, y)), duration: 0.6, release: .stop),
      .wait(0.5),
      .drag(from: .point(Point(300, y)), to: .point(Point(80, y)), duration: 0.5, release: .hold),
      .drag(from: .point(Point(80, y)), to: .point(Point(280, y)), duration: 0.5, release: .hold),
      .drag(from: .point(Point(280, y)), to: .point(Point(60, y)), duration: 0.3, release: .fling),
      .wait(0.7),
    ])
  }

  /// A long list dragged up slowly, flung up twice and flung back down past its top.
  static func scrollList(x: Double) -> GestureScript {
    GestureScript(steps: [
      .wait(0.2),
      .drag(from: .point(Point(x, 700)), to: .point(Point(x, 400)), duration: 0.6, release: .hold),
      .drag(
        from: .point(Point(x, 400)), to: .point(Point(x, 250)), duration: 0.12, release: .fling),
      .wait(0.4),
      .drag(
        from: .point(Point(x, 700)), to: .point(Point(x, 300)), duration: 0.12, release: .fling),
      .wait(0.6),
      .drag(
        from: .point(Point(x, 250)), to: .point(Point(x, 750)), duration: 0.12, release: .fling),
      .wait(1.2),
    ])
  }

  /// The header collapsed by a slow drag up, expanded by a drag down, then collapsed and
  /// expanded again by flicks.
  static let collapseExpand = GestureScript(steps: [
    .wait(0.2),
    .drag(
      from: .point(Point(195, 700)), to: .point(Point(195, 450)), duration: 0.8, release: .stop),
    .wait(0.3),
    .drag(
      from: .point(Point(195, 400)), to: .point(Point(195, 700)), duration: 0.8, release: .stop),
    .wait(0.3),
    .drag(
      from: .point(Point(195, 700)), to: .point(Point(195, 500)), duration: 0.12, release: .fling),
    .wait(0.7),
    .drag(
      from: .point(Point(195, 400)), to: .point(Point(195, 650)), duration: 0.12, release: .fling),
    .wait(0.8),
  ])

  /// The cube turned by a finger held on it: most of the way to the next person and back,
  /// then on past the middle and let go still (the turn completes).
  static let turnByFinger = GestureScript(steps: [
    .wait(0.2),
    .drag(
      from: .point(Point(350, 500)), to: .point(Point(120, 500)), duration: 1.2, release: .hold),
    .drag(
      from: .point(Point(120, 500)), to: .point(Point(300, 500)), duration: 1.0, release: .hold),
    .drag(from: .point(Point(300, 500)), to: .point(Point(60, 500)), duration: 1.2, release: .stop),
    .wait(0.8),
  ])

  /// The cube turned by short flicks: forward twice, then back.
  static let turnByFlick = GestureScript(steps: [
    .wait(0.2),
    .drag(
      from: .point(Point(300, 500)), to: .point(Point(240, 500)), duration: 0.08, release: .fling),
    .wait(0.8),
    .drag(
      from: .point(Point(300, 500)), to: .point(Point(240, 500)), duration: 0.08, release: .fling),
    .wait(0.8),
    .drag(
      from: .point(Point(100, 500)), to: .point(Point(160, 500)), duration: 0.08, release: .fling),
    .wait(0.8),
  ])

  /// Colour-match's button pressed: the menu screen's circle grows out of it while the tab
  /// icons drop into the menu; pressed again (×), the circle shrinks back.
  static let circleReveal = GestureScript(steps: [
    .wait(0.2),
    .tap(.point(fab)),
    .wait(1.3),
    .tap(.point(fab)),
    .wait(1.2),
  ])

  /// The menu opened (icons drop into it) and a far tab picked from it: the pager jumps, the
  /// circle shrinks and the icons fly home.
  static let dropIcons = GestureScript(steps: [
    .wait(0.2),
    .tap(.point(fab)),
    .wait(1.3),
    .tap(.point(products)),
    .wait(1.4),
  ])

  /// Colour-match's round button, above the bottom safe area.
  static let fab = Point(195, 844 - 34 - 20 - 28)
  /// Menu item 0 (Products) of four, 130 pt from the button at π/8 above the horizontal.
  static let products = Point(195 - 130 * 0.923_879_5, 762 - 130 * 0.382_683_4)
}
