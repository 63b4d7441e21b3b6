import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// The Twitter arrow, read off traces: x = i·w + w/2 − arrowWidth/2 with
/// w = barWidth / N, bottom overlapping the bar top by 2 pt, 0.2 s easeInEaseOut taps.
@Suite("Arrow demo (trace)")
struct ArrowDemoTests {
  static let arrow = TabBarAppearance.standard(for: .arrow).arrowSize
  static let count = ArrowDemo.items.count

  static func geometry(_ viewport: Size) -> BottomBarGeometry {
    BottomBarGeometry(viewport: viewport, count: count, contentHeight: 49)
  }

  /// The arrow's x by its formula, in scene coordinates (items start after the left
  /// safe area).
  static func arrowX(_ i: Double, _ viewport: Size, isRightToLeft rtl: Bool = false) -> Double {
    geometry(viewport).centre(i, isRightToLeft: rtl) - arrow.width / 2
  }

  @Test(
    arguments: [Size(390, 844), Size(844, 390), Size(320, 568), Size(1024, 768), Size(428, 926)])
  func arrowSitsOnTheFormulaAtRestForEveryIndex(viewport: Size) throws {
    let g = Self.geometry(viewport)
    for i in 0..<Self.count {
      let script = GestureScript(viewport: viewport, steps: [.select(i), .wait(1.0)])
      let (_, frames) = try TraceRun.run(ArrowDemo.self, script)
      let last = try #require(frames.last)
      let w = g.barWidth / Double(Self.count)
      let expectedX = g.safe.left + Double(i) * w + w / 2 - Self.arrow.width / 2
      #expect(abs(last["indicator"].x - expectedX) < 1e-4, "index \(i) in \(viewport)")
      // Its bottom overlaps the bar's top by 2 pt.
      #expect(abs(last["indicator"].maxY - (last["tabBar"].y + 2)) < 1e-4)
      #expect(abs(last["tabBar"].y - g.top) < 1e-4)
      #expect(last["indicator"].w == Self.arrow.width)
      #expect(last.selected == i && last.progress == Double(i))
    }
  }

  @Test func aTapAnimatesForTwoTenthsOfASecondEaseInEaseOut() throws {
    let portrait = Size(390, 844)
    let tapUp = 0.3 + 0.05  // the tap is recognised when the finger lifts
    let script = GestureScript(
      steps: [.wait(0.3), .tap(.point(Self.geometry(portrait).tap(2))), .wait(0.5)])
    let (_, frames) = try TraceRun.run(ArrowDemo.self, script)
    let x0 = Self.arrowX(0, portrait)
    let x2 = Self.arrowX(2, portrait)
    var arrival: Double?
    for f in frames {
      // Exact frame times (the trace's `t` is rounded to 4 decimals).
      let t = Double(f.frame) / 120
      let u = min(1, max(0, (t - tapUp) / 0.2))
      let expected = x0 + (x2 - x0) * cubicBezier(0.42, 0, 0.58, 1, at: u)
      #expect(abs(f["indicator"].x - expected) < 1e-3, "t = \(f.t)")
      if arrival == nil && abs(f["indicator"].x - x2) < 1e-4 { arrival = t }
    }
    let arrived = try #require(arrival)
    // It arrives 0.2 s after the tap, within one frame.
    #expect(abs(arrived - (tapUp + 0.2)) <= Frames.interval + 1e-9)
  }

  @Test func aProgrammaticJumpDoesNotShowThePagesInBetween() throws {
    let script = GestureScript(steps: [.wait(0.1), .select(3), .wait(1.0)])
    let (_, frames) = try TraceRun.run(ArrowDemo.self, script)
    var lastX = -Double.infinity
    var lastProgress = 0.0
    for f in frames {
      #expect(!f["page.1"].isVisible && !f["page.2"].isVisible, "t = \(f.t)")
      // The indicator travels smoothly and never backwards.
      #expect(f["indicator"].x >= lastX - 1e-9)
      lastX = f["indicator"].x
      #expect(abs(f.progress - lastProgress) < 0.2, "progress jumped at t = \(f.t)")
      lastProgress = f.progress
    }
    #expect(frames.contains { $0["page.0"].isVisible && $0["page.3"].isVisible })
    #expect(frames.last?.progress == 3)
    #expect(abs((frames.last?["indicator"].x ?? 0) - Self.arrowX(3, Size(390, 844))) < 1e-4)
  }

  @Test func rotationMidAnimationReLaysTheArrowOutOnItsItem() throws {
    let (_, frames) = try TraceRun.run(ArrowDemo.self, ArrowDemo.defaultScript)
    // Every frame: the arrow is where its continuous position says, in that frame's layout.
    for f in frames where f["tabBar"].isVisible {
      let viewport = Size(f["screen"].w, f["screen"].h)
      let position = try #require(f["indicator"].numbers["progress"])
      // Tolerance: the trace rounds the position to 4 decimals (× up to 187.5 pt per item).
      #expect(abs(f["indicator"].x - Self.arrowX(position, viewport)) < 0.01, "t = \(f.t)")
    }
    // The position never jumps, rotation frames included (no more than a fast tap moves it).
    for (a, b) in zip(frames, frames.dropFirst()) {
      let pa = a["indicator"].numbers["progress"] ?? 0
      let pb = b["indicator"].numbers["progress"] ?? 0
      #expect(abs(pb - pa) < 0.2, "jump at t = \(b.t)")
    }
    // Resting after each rotation, the arrow sits on the selected item.
    let resize = try #require(frames.firstIndex { $0["screen"].w == 844 })
    let landscape = frames[resize + 40]
    #expect(abs(landscape["indicator"].midX - landscape["item.\(landscape.selected)"].midX) < 1e-3)
    #expect(landscape["indicator"].maxY == landscape["tabBar"].y + 2)
  }

  @Test func theModalOverTheBarHidesTheArrowWithIt() throws {
    let (_, frames) = try TraceRun.run(ArrowDemo.self, ArrowDemo.defaultScript)
    let presented = frames.filter { $0["modal"].isVisible && $0["modal"].y == 0 }
    #expect(!presented.isEmpty)
    for f in presented {
      #expect(f["tabBar"].hidden && f["indicator"].hidden, "t = \(f.t)")
    }
    // While sliding, the modal (drawn above the bar) covers the arrow from the moment it
    // reaches it; afterwards the arrow is back where it was.
    let before = try #require(frames.last { !$0["modal"].isVisible && $0.t < presented[0].t })
    let after = try #require(frames.last)
    #expect(!after["modal"].isVisible && after["indicator"].isVisible)
    #expect(after["indicator"].x == before["indicator"].x)
  }

  @Test func rightToLeftMirrorsTheBarThePagesAndTheSwipe() throws {
    let steps: (Bool) -> [GestureScript.Step] = { rtl in
      let from = rtl ? 90.0 : 300
      let to = rtl ? 290.0 : 100
      return [
        .wait(0.1), .select(2), .wait(0.6),
        .drag(
          from: .point(Point(from, 400)), to: .point(Point(to, 400)), duration: 0.5, release: .stop),
        .wait(0.8), .select(0), .wait(0.5),
      ]
    }
    let ltr = try TraceRun.run(ArrowDemo.self, GestureScript(steps: steps(false))).frames
    let rtl = try TraceRun.run(
      ArrowDemo.self, GestureScript(direction: .rightToLeft, steps: steps(true))
    ).frames
    #expect(ltr.count == rtl.count)
    #expect(ltr.contains { $0.progress > 2.4 && $0.progress < 2.6 })
    for (a, b) in zip(ltr, rtl) {
      #expect(abs(a.progress - b.progress) < 2e-4 && a.selected == b.selected, "t = \(a.t)")
      #expect(abs(b["indicator"].x - (390 - a["indicator"].x - a["indicator"].w)) < 1e-3)
      for i in 0..<Self.count {
        #expect(abs(b["item.\(i)"].x - (390 - a["item.\(i)"].x - a["item.\(i)"].w)) < 1e-3)
        #expect(a["page.\(i)"].hidden == b["page.\(i)"].hidden)
        if !a["page.\(i)"].hidden {
          #expect(abs(b["page.\(i)"].x + a["page.\(i)"].x) < 1e-3, "page \(i) at t = \(a.t)")
        }
      }
    }
  }

  @Test func tabsAnnounceLabelRolePositionAndSelection() throws {
    let demo = try ArrowDemo(environment: ScreenEnvironment())
    #expect(demo.root.find("item.0")?.semantics?.announcement == "Home, tab, 1 of 4, selected")
    #expect(demo.root.find("item.3")?.semantics?.announcement == "Messages, tab, 4 of 4")
    try demo.perform(.select(2), at: 0.1)
    #expect(
      demo.root.find("item.2")?.semantics?.announcement == "Notifications, tab, 3 of 4, selected")
    #expect(demo.root.find("item.0")?.semantics?.announcement == "Home, tab, 1 of 4")
  }

  @Test func aSavedSelectionRestoresClampedIntoTheTabs() throws {
    let demo = try ArrowDemo(environment: ScreenEnvironment())
    #expect(demo.link.restore(TabSelectionState(selectedIndex: 9), at: 0.1) == 3)
    demo.update(to: 0.1)
    #expect(
      demo.screen.progress == 3 && demo.tabBar.progress == 3 && demo.screen.selectedIndex == 3)
    let saved = TabSelectionState(selectedIndex: 0, selectedID: "notifications")
    #expect(demo.link.restore(saved, at: 0.2) == 2)
  }

  @Test func badCommandsThrowTypedErrorsAndChangeNothing() throws {
    let demo = try ArrowDemo(environment: ScreenEnvironment())
    do {
      try demo.perform(.select(4), at: 0.1)
      Issue.record("expected an error")
    } catch { #expect(error.field == "select") }
    do {
      try demo.perform(.select(-1), at: 0.1)
      Issue.record("expected an error")
    } catch { #expect(error.field == "select") }
    demo.update(to: 0.2)
    #expect(
      demo.screen.selectedIndex == 0 && demo.screen.progress == 0 && demo.tabBar.selectedIndex == 0)
  }
}
