import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionDemos
@testable import TabMotionUI

/// The ColorMatch flow as the article tells it, step by step, from the `tabmotion trace` lines:
/// the menu screen comes through the circle from the pink button, the icons drop into its menu
/// and fly home after a pick, which selects its tab with a jump.
@Suite("ColorMatch flow (trace)")
struct ColorMatchFlowTests {
  /// Open on tab 2, then pick Products (item 0) once the icons have landed: up at 2.20 s.
  static let pickScript = GestureScript(
    steps: [
      .select(2), .wait(0.8), .tap(.point(Phone.fab)), .wait(1.3),
      .tap(.point(specItemCenter(0, of: 4, around: Phone.fab))), .wait(1.6),
    ])

  @Test func theButtonStaysOnTopAndTurnsIntoACross() throws {
    let frames = try traceRun(script: Self.pickScript).frames
    #expect(frames.allSatisfy { $0.nodes["fab"]?.isVisible == true })
    #expect(frames.allSatisfy { isClose($0.nodes["fab"]?.center ?? .zero, Phone.fab, 1e-9) })
    // "+" turns 135° into "×" while the menu screen is up, and back.
    let open = try #require(frames.first { isClose($0.t, 1.4, 1e-6) })
    #expect(open.nodes["fab"]?.numbers["rotation"] == 135)
    #expect(frames.last?.nodes["fab"]?.numbers["rotation"] == 0)
    // The button's layer is the last thing the screen draws.
    let demo = try ColorMatchDemo(environment: ScreenEnvironment())
    #expect(
      demo.screen.root.children.last?.children.contains { $0 === demo.screen.menu.button } == true)
  }

  /// Every icon flies home after the pick: its copy leaves from the menu item's icon and lands
  /// on its own tab's icon, which shows again from the frame the copy is gone.
  @Test func theIconsFlyHomeFromTheMenuToTheirTabs() throws {
    let frames = try traceRun(script: Self.pickScript).frames
    DroppingIconsTraceTests.checkHandOff(frames)
    let pick = try #require(frames.firstIndex { isClose($0.t, 2.2, 1e-6) })
    for i in 0..<4 {
      let home = frames.indices.filter {
        $0 >= pick && frames[$0].nodes["drop.\(i)"]?.isVisible == true
      }
      let first = try #require(home.first)
      let last = try #require(home.last)
      #expect(home.count == last - first + 1)
      #expect(first == pick)
      // It leaves from the menu item's icon spot (26 pt at the item's centre)…
      let start = try #require(frames[first].nodes["drop.\(i)"])
      let item = try #require(frames[first - 1].nodes["menu.\(i)"])
      #expect(isClose(start.center, item.center, 0.5))
      #expect(frames[first - 1].nodes["menu.\(i)"]?.bools["iconHidden"] == false)
      // …and lands on its tab's icon as it is then (the tabs move as the pill widens).
      let end = try #require(frames[last].nodes["drop.\(i)"])
      let tab = try #require(frames[last].nodes["tabIcon.\(i)"])
      #expect(isClose(end.frame, tab.frame, 0.1), "drop.\(i) lands on tabIcon.\(i)")
      let after = frames[last + 1]
      #expect(
        after.nodes["drop.\(i)"]?.hidden == true && after.nodes["tabIcon.\(i)"]?.hidden == false)
    }
  }

  /// Picking a far tab selects it with a jump: the page in between never shows, the pager
  /// settles on it, the circle shrinks monotonically into the button.
  @Test func pickingAFarTabJumpsThereAndTheCircleShrinksIntoTheButton() throws {
    let frames = try traceRun(script: Self.pickScript).frames
    let pick = try #require(frames.firstIndex { isClose($0.t, 2.2, 1e-6) })
    #expect(frames[pick - 1].selected == 2)
    #expect(frames[pick...].allSatisfy { $0.selected == 0 })
    #expect(frames[pick...].allSatisfy { $0.nodes["page.1"]?.hidden == true })
    #expect(frames.last?.progress == 0)
    let radii = frames[pick...].compactMap { $0.nodes["reveal"]?.numbers["radius"] }
    for k in 1..<radii.count { #expect(radii[k] <= radii[k - 1]) }
    #expect(radii.last == 0)
    let node = try #require(frames[pick + 5].nodes["reveal"])
    #expect(node.numbers["cx"] == Phone.fab.x && node.numbers["cy"] == Phone.fab.y)
  }

  /// A pick is announced once to the delegate, even of the tab already selected; × picks
  /// nothing and keeps the tab.
  @Test func aPickIsAnnouncedOnce() throws {
    let environment = ScreenEnvironment()
    let demo = try ColorMatchDemo(environment: environment)
    let script = GestureScript(
      steps: [
        .tap(.point(Phone.fab)), .wait(1.0),
        .tap(.point(specItemCenter(0, of: 4, around: Phone.fab))),
        .wait(1.2), .tap(.point(Phone.fab)), .wait(1.0),
        .tap(.point(specItemCenter(3, of: 4, around: Phone.fab))),
        .wait(1.2), .tap(.point(Phone.fab)), .wait(0.8), .tap(.point(Phone.fab)), .wait(1.0),
      ])
    var player = ScriptPlayer(script: script, environment: environment)
    demo.update(to: 0)
    while !player.isFinished { try player.step(demo) }
    #expect(demo.selections == [0, 3])
    #expect(demo.menuEvents == [true, false, true, false, true, false])
    #expect(demo.screen.selectedIndex == 3)
  }

  /// Whether `layer` is `ancestor` or inside it.
  static func isInside(_ layer: Layer, _ ancestor: Layer) -> Bool {
    var l: Layer? = layer
    while let current = l {
      if current === ancestor { return true }
      l = current.parent
    }
    return false
  }

  /// The article's steps 3 to 6 in the scene: a copy flies over the main screen (above the
  /// circle, which never cuts it) until it lies wholly inside the menu screen's circle; from
  /// that frame it flies on the menu screen, inside the circle, and lands there. On the way
  /// home it leaves the menu screen the frame the shrinking circle no longer holds it whole.
  @Test func theCopiesAreHandedOverToTheMenuScreenInsideItsCircle() throws {
    let demo = try ColorMatchDemo(environment: ScreenEnvironment())
    let screen = demo.screen
    var input = ScriptedInput(
      events: TraceRun.tap(Phone.fab, at: 0.2, duration: 0.05)
        + TraceRun.tap(specItemCenter(3, of: 4, around: Phone.fab), at: 1.6, duration: 0.05))
    demo.update(to: 0)
    var onMain = 0
    var onMenu = 0
    var leftTheMenu = 0
    var wasOnMenu = Array(repeating: false, count: 4)
    for k in 1...360 {
      let t = Double(k) / 120
      _ = try input.frame(k, at: t, of: demo)
      let r = screen.reveal.radius(at: t)
      let c = screen.reveal.startPoint
      for i in 0..<4 {
        let copy = screen.drops.copies[i]
        guard !copy.isHidden else { continue }
        let inside =
          !screen.reveal.layer.isHidden && copy.sceneFrame.farthestCornerDistance(from: c) <= r
        if inside {
          #expect(Self.isInside(copy, screen.reveal.layer), "drop.\(i) at t = \(t)")
          onMenu += 1
        } else {
          #expect(copy.parent === screen.drops.layer, "drop.\(i) at t = \(t)")
          onMain += 1
          if wasOnMenu[i] { leftTheMenu += 1 }
        }
        wasOnMenu[i] = inside
      }
    }
    // Both ways, every copy: over the main screen, then on the menu screen, then back.
    #expect(onMain > 20 && onMenu > 20 && leftTheMenu >= 4)
    // The main screen's copies fly above the circle, the button above everything.
    let children = screen.root.children
    let reveal = try #require(children.firstIndex { $0 === screen.reveal.layer })
    let drops = try #require(children.firstIndex { Self.isInside(screen.drops.layer, $0) })
    let button = try #require(children.firstIndex { Self.isInside(screen.menu.button, $0) })
    #expect(reveal < drops && drops < button && button == children.count - 1)
  }
}
