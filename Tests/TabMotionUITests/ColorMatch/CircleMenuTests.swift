import RealModule
import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionUI

/// The menu's placement formula, written out independently of the code under test.
func specItemCenter(_ i: Int, of n: Int, around c: Point, radius: Double = 130) -> Point {
  let angle = Double.pi / Double(n) * (Double(i) + 0.5) - Double.pi
  return Point(c.x + radius * Double.cos(angle), c.y + radius * Double.sin(angle))
}

@Suite("Circle menu geometry (pure)")
struct CircleMenuLayoutTests {
  @Test(arguments: 1...8)
  func itemsLieOnTheUpperSemicircleAtEvenlySpacedAngles(n: Int) throws {
    let layout = try CircleMenuLayout(itemCount: n)
    let c = Point(195, 762)
    for i in 0..<n {
      let p = try layout.itemCenter(at: i, around: c)
      #expect(isClose(p, specItemCenter(i, of: n, around: c), 1e-9))
      #expect(isClose(p.distance(to: c), 130, 1e-9))
      #expect(p.y < c.y, "item \(i) of \(n) must be above the button")
      // Mirror symmetry about the vertical through the button.
      let q = try layout.itemCenter(at: n - 1 - i, around: c)
      #expect(isClose(p.x - c.x, -(q.x - c.x), 1e-9))
      #expect(isClose(p.y, q.y, 1e-9))
    }
  }

  @Test func fourItemsAtQuarterSteps() {
    // π/4·(i + 0.5) − π: −157.5°, −112.5°, −67.5°, −22.5°.
    let degrees = (0..<4).map { CircleMenuLayout.angle(index: $0, count: 4) * 180 / Double.pi }
    for (d, e) in zip(degrees, [-157.5, -112.5, -67.5, -22.5]) { #expect(isClose(d, e, 1e-12)) }
  }

  @Test func buttonSitsCentred20PointsAboveTheSafeArea() throws {
    let layout = try CircleMenuLayout(itemCount: 4)
    let portrait = layout.buttonCenter(
      viewport: Phone.viewport, safeArea: ScreenEnvironment.phoneSafeArea(for: Phone.viewport))
    #expect(portrait == Phone.fab)
    let landscape = layout.buttonCenter(
      viewport: Phone.landscape, safeArea: ScreenEnvironment.phoneSafeArea(for: Phone.landscape))
    #expect(landscape == Phone.landscapeFab)
    // An asymmetric safe area centres the button in the safe area, not the screen.
    let skewed = layout.buttonCenter(
      viewport: Size(400, 300), safeArea: EdgeInsets(top: 0, left: 100, bottom: 0, right: 0))
    #expect(skewed == Point(250, 300 - 20 - 28))
  }
}

@Suite("Circle menu (trace)")
struct CircleMenuTraceTests {
  static let openScript = GestureScript(
    steps: [
      .wait(0.2), .tap(.point(Phone.fab)),  // opens at t = 0.25 (the tap's up)
      .wait(1.0), .tap(.point(Phone.fab)),  // closes at t = 1.30
      .wait(1.0),
    ])

  @Test func openItemsSitOnTheSemicircleAtTheirAnglesAndSize() throws {
    let frames = try traceRun(script: Self.openScript).frames
    // 1.20 s: fully open, and before the closing tap presses the button.
    let open = try #require(frames.first { isClose($0.t, 1.2, 1e-4) })
    let fab = try #require(open.nodes["fab"])
    #expect(isClose(fab.center, Phone.fab, 1e-3))
    #expect(isClose(fab.w, 56, 1e-3))
    for i in 0..<4 {
      let item = try #require(open.nodes["menu.\(i)"])
      #expect(isClose(item.center, specItemCenter(i, of: 4, around: fab.center), 1e-3))
      #expect(isClose(item.w, 50, 1e-3) && isClose(item.h, 50, 1e-3))
      #expect(item.isVisible)
      #expect(item.opacity == 1)
    }
  }

  @Test func plusTurns135DegreesAndOpenCloseTakeHalfASecond() throws {
    let frames = try traceRun(script: Self.openScript).frames
    func open(_ f: TraceFrame) -> Double { f.nodes["fab"]?.numbers["open"] ?? -1 }
    let dt = Frames.interval
    // Opening: starts at the tap's up (0.25 s), complete 0.5 s later.
    let opened = try #require(frames.first { open($0) >= 1 })
    #expect(abs(opened.t - 0.25 - 0.5) <= dt + 1e-9)
    #expect(frames.filter { $0.t < 0.25 + 0.5 - dt - 1e-9 }.allSatisfy { open($0) < 1 })
    #expect(opened.nodes["fab"]?.numbers["rotation"] == 135)
    // Nothing overshoots: rotation stays within 0…135°, openness within 0…1.
    for f in frames {
      let r = f.nodes["fab"]?.numbers["rotation"] ?? -1
      #expect(r >= 0 && r <= 135)
    }
    // Closing: starts at 1.30 s, closed 0.5 s later, glyph back at 0°.
    let closing = frames.filter { $0.t > 1.3 }
    let closed = try #require(closing.first { open($0) <= 0 })
    #expect(abs(closed.t - 1.3 - 0.5) <= dt + 1e-9)
    #expect(closed.nodes["fab"]?.numbers["rotation"] == 0)
    #expect(closed.nodes["menu.0"]?.hidden == true)
  }

  @Test func reversingMidOpenContinuesFromThePresentedState() throws {
    // Open at 0.25 s, tap again at 0.45/0.50 s: the close starts where the opening got to.
    let script = GestureScript(
      steps: [.wait(0.2), .tap(.point(Phone.fab)), .wait(0.2), .tap(.point(Phone.fab)), .wait(0.8)])
    let frames = try traceRun(script: script).frames
    let opens = frames.map { $0.nodes["fab"]?.numbers["open"] ?? -1 }
    let centres = frames.map { $0.nodes["menu.1"]?.center ?? .zero }
    // Openness never jumps: the easeOut start is the steepest step (≈ 3.5/s · 1/120 s).
    for k in 1..<opens.count {
      #expect(abs(opens[k] - opens[k - 1]) <= 0.035, "jump at frame \(k)")
    }
    let reversal = try #require(frames.firstIndex { isClose($0.t, 0.5, 1e-6) })
    let peak = opens[reversal]
    #expect(peak > 0.5 && peak < 1)
    // After the reversal the menu only closes, and it takes its share of 0.5 s.
    let closed = try #require(opens.indices.first { frames[$0].t > 0.5 && opens[$0] <= 0 })
    #expect(abs(frames[closed].t - 0.5 - 0.5 * peak) <= Frames.interval + 1e-9)
    // Item 1 travels back along its ray without leaping (≤ 130 pt · 0.035 per frame).
    for k in 1..<centres.count where !(frames[k].nodes["menu.1"]?.hidden ?? true) {
      #expect(centres[k].distance(to: centres[k - 1]) <= 130 * 0.035 + 1e-6)
    }
  }

  @Test func rightToLeftMirrorsTheItemsAndTheDrops() throws {
    let script = GestureScript(
      direction: .rightToLeft, steps: [.wait(0.2), .tap(.point(Phone.fab)), .wait(1.5)])
    let frames = try traceRun(script: script).frames
    let last = try #require(frames.last)
    for i in 0..<4 {
      let mirrored = specItemCenter(3 - i, of: 4, around: Phone.fab)
      #expect(isClose(last.nodes["menu.\(i)"]?.center ?? .zero, mirrored, 1e-3))
    }
    // Item 0 (Products) is on the right, and so is its tab in the mirrored bar: tab icons and
    // menu items run right to left in the same order (the selected pill is wider, so the tab
    // icons are not symmetric about the centre).
    for i in 1..<4 {
      let tab = try #require(last.nodes["tabIcon.\(i)"]?.center.x)
      let previousTab = try #require(last.nodes["tabIcon.\(i - 1)"]?.center.x)
      let item = try #require(last.nodes["menu.\(i)"]?.center.x)
      let previousItem = try #require(last.nodes["menu.\(i - 1)"]?.center.x)
      #expect(tab < previousTab && item < previousItem, "order at \(i)")
    }
    DroppingIconsTraceTests.checkHandOff(frames)
  }

  @Test func tappingOutsideCloses() throws {
    let script = GestureScript(
      steps: [
        .wait(0.2), .tap(.point(Phone.fab)), .wait(0.8), .tap(.point(Point(60, 300))), .wait(0.7),
      ])
    let frames = try traceRun(script: script).frames
    let last = try #require(frames.last)
    #expect(last.nodes["fab"]?.numbers["open"] == 0)
    #expect(last.nodes["menu.0"]?.hidden == true)
    #expect(last.selected == 0)
  }

  @Test func tappingAnItemShowsPressedAndSelectsIt() throws {
    let reviews = specItemCenter(2, of: 4, around: Phone.fab)
    let script = GestureScript(
      steps: [.wait(0.2), .tap(.point(Phone.fab)), .wait(0.8), .tap(.point(reviews)), .wait(0.7)])
    let frames = try traceRun(script: script).frames
    // Down at 1.05 s, up at 1.10 s: pressed in between, released on the up.
    let during = frames.filter { $0.t >= 1.05 - 1e-9 && $0.t < 1.1 - 1e-9 }
    #expect(!during.isEmpty)
    #expect(during.allSatisfy { $0.nodes["menu.2"]?.bools["pressed"] == true })
    #expect(during.allSatisfy { $0.nodes["menu.1"]?.bools["pressed"] == false })
    let pressed = try #require(during.last?["menu.2"])
    #expect(isClose(pressed.w, 50 * 0.92, 1e-3))
    let after = frames.filter { $0.t >= 1.1 - 1e-9 }
    #expect(after.allSatisfy { $0.nodes["menu.2"]?.bools["pressed"] == false })
    // Choosing a menu item selects its tab at once, and the menu screen shrinks away.
    #expect(after.allSatisfy { $0.selected == 2 })
    #expect(frames.last?.nodes["reveal"]?.numbers["radius"] == 0)
    // Selecting closes the menu.
    #expect(frames.last?.nodes["fab"]?.numbers["open"] == 0)
  }

  /// A menu of three plain items laid out on the phone.
  static func threeItemMenu() throws -> CircleMenu {
    let items = (0..<3).map {
      CircleMenu.Item(
        title: "i\($0)",
        icon: .init(path: .rect(Rect(x: 0, y: 0, width: 1, height: 1)), color: .black),
        tint: .black)
    }
    let menu = try CircleMenu(items: items)
    try menu.layout(
      viewport: Phone.viewport, safeArea: ScreenEnvironment.phoneSafeArea(for: Phone.viewport))
    return menu
  }

  /// With reduced motion the "+" does not turn: it cross-fades into a "×" with the menu, the
  /// two always adding up to one glyph.
  @Test func reducedMotionCrossFadesThePlusIntoTheCross() throws {
    let menu = try Self.threeItemMenu()
    menu.reducedMotion = true
    #expect(menu.open(at: 0))
    var t = 0.0
    var between = 0
    while t < 0.3 {
      t += Frames.interval
      menu.update(to: t)
      let plus = menu.glyph.opacity.model
      let cross = menu.crossGlyph.isHidden ? 0 : menu.crossGlyph.opacity.model
      #expect(abs(plus + cross - 1) < 1e-9, "t = \(t)")
      #expect(menu.glyph.transform.model == .rotationZ(0))
      if plus > 0.1 && cross > 0.1 { between += 1 }
    }
    #expect(between >= 5)
    #expect(menu.crossGlyph.opacity.model == 1 && menu.glyph.opacity.model == 0)
  }

  @Test func componentEmitsEventsAndRoutesUnrelatedTouches() throws {
    let menu = try Self.threeItemMenu()
    let root = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.addChild(menu.layer)
    let input = PointerInput(root: root)
    var events: [CircleMenu.Event] = []
    menu.onEvent = { event, _ in events.append(event) }
    // Closed: a touch away from the button lands on nothing of the menu (it passes through).
    #expect(root.hitTest(Point(100, 100)) == nil)
    input.send(PointerEvent(.down, position: Point(100, 100), time: 0))
    input.send(PointerEvent(.up, position: Point(100, 100), time: 0.05))
    #expect(events.isEmpty)
    // The button opens it, looking pressed while the finger is on it.
    input.send(PointerEvent(.down, position: menu.buttonCenter, time: 0.1))
    #expect(menu.isButtonPressed)
    input.send(PointerEvent(.up, position: menu.buttonCenter, time: 0.15))
    #expect(events == [.opened] && !menu.isButtonPressed)
    menu.update(to: 1)
    #expect(menu.phase(at: 1) == .open)
    // A press on item 1 that slides off it lets go without selecting.
    let c1 = specItemCenter(1, of: 3, around: menu.buttonCenter)
    input.send(PointerEvent(.down, position: c1, time: 1.0))
    #expect(menu.pressedIndex == 1)
    input.send(PointerEvent(.move, position: c1 + Point(0, -60), time: 1.05))
    #expect(menu.pressedIndex == nil)
    input.send(PointerEvent(.up, position: c1 + Point(0, -60), time: 1.1))
    #expect(menu.isOpen && events == [.opened])
    // A second finger on the same item joins no recogniser (the item's press follows the
    // first finger) and changes nothing.
    input.send(PointerEvent(.down, id: 0, position: c1, time: 1.2))
    input.send(PointerEvent(.down, id: 1, position: c1, time: 1.21))
    input.send(PointerEvent(.up, id: 1, position: c1, time: 1.22))
    #expect(events == [.opened])
    input.send(PointerEvent(.up, id: 0, position: c1, time: 1.25))
    #expect(events == [.opened, .selected(1)])
    #expect(menu.lastSelectedIndex == 1)
    #expect(!menu.isOpen)
    #expect(menu.phase(at: 1.3) == .closing)
  }
}
