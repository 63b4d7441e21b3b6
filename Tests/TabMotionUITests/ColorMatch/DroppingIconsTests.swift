import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionDemos
@testable import TabMotionUI

@Suite("Dropping icons (trace)")
struct DroppingIconsTraceTests {
  /// The hand-off invariant, checked on every frame of a run: icon i is shown at exactly one
  /// place — on its tab, in the air (the copy), or in the menu (an item on screen showing its
  /// own icon) — so it is never shown twice and never missing.
  static func checkHandOff(_ frames: [TraceFrame], count: Int = 4) {
    for f in frames {
      for i in 0..<count {
        guard let drop = f.nodes["drop.\(i)"], let source = f.nodes["tabIcon.\(i)"],
          let item = f.nodes["menu.\(i)"]
        else {
          Issue.record("missing node \(i) at t = \(f.t)")
          return
        }
        let places = [
          !source.hidden, drop.isVisible, item.isVisible && item.bools["iconHidden"] == false,
        ]
        #expect(
          places.filter { $0 }.count == 1,
          "icon \(i) at t = \(f.t): tab \(places[0]), air \(places[1]), menu \(places[2])")
      }
    }
  }

  @Test func everyDropStartsAtItsSourceAndLandsOnItsMenuItem() throws {
    let script = GestureScript(steps: [.wait(0.2), .tap(.point(Phone.fab)), .wait(2.0)])
    let frames = try traceRun(script: script).frames
    Self.checkHandOff(frames)
    for i in 0..<4 {
      let flying = frames.indices.filter { frames[$0].nodes["drop.\(i)"]?.isVisible == true }
      let first = try #require(flying.first)
      let last = try #require(flying.last)
      // One contiguous flight that begins on the frame of the tap's up (0.25 s).
      #expect(flying.count == last - first + 1)
      #expect(isClose(frames[first].t, 0.25, 1e-6))
      let source = try #require(frames[first - 1].nodes["tabIcon.\(i)"])
      #expect(!source.hidden)
      let start = try #require(frames[first].nodes["drop.\(i)"])
      #expect(isClose(start.frame, source.frame, 1e-3), "drop.\(i) starts at tabIcon.\(i)")
      // Lands on the menu item's icon spot: the item's centre, 26 pt (0.52 · 50).
      let end = try #require(frames[last].nodes["drop.\(i)"])
      let item = try #require(frames[last].nodes["menu.\(i)"])
      #expect(isClose(end.center, item.center, 0.1))
      #expect(isClose(end.w, 26, 0.1) && isClose(end.h, 26, 0.1))
      #expect(isClose(item.center, specItemCenter(i, of: 4, around: Phone.fab), 1e-3))
      // The frame after landing: the copy is gone and the menu shows its own icon; the tab's
      // stays hidden while the icon is away (the article's step 2).
      let after = frames[last + 1]
      #expect(after.nodes["drop.\(i)"]?.hidden == true)
      #expect(after.nodes["menu.\(i)"]?.bools["iconHidden"] == false)
      #expect(after.nodes["tabIcon.\(i)"]?.hidden == true)
      // It actually flew: mid-flight it is between the two ends.
      let mid = try #require(frames[(first + last) / 2].nodes["drop.\(i)"])
      #expect(mid.center.y > source.center.y + 50 && mid.center.y < item.center.y + 30)
    }
  }

  @Test func closingMidFlightSendsTheCopiesBackToTheirSources() throws {
    // Open at 0.25 s, close at 0.45 s while the copies are in the air.
    let script = GestureScript(
      steps: [
        .wait(0.2), .tap(.point(Phone.fab)), .wait(0.15), .tap(.point(Phone.fab)), .wait(2.0),
      ])
    let frames = try traceRun(script: script).frames
    Self.checkHandOff(frames)
    let sourceFrames = (0..<4).compactMap { frames[0].nodes["tabIcon.\($0)"]?.frame }
    for i in 0..<4 {
      let flying = frames.indices.filter { frames[$0].nodes["drop.\(i)"]?.isVisible == true }
      let last = try #require(flying.last)
      #expect(flying.count == last - (flying.first ?? 0) + 1)
      let end = try #require(frames[last].nodes["drop.\(i)"])
      #expect(isClose(end.frame, sourceFrames[i], 0.1), "drop.\(i) returns to tabIcon.\(i)")
      // The copy never reached the menu: the trip turned around well above it.
      let lowest = flying.compactMap { frames[$0].nodes["drop.\(i)"]?.center.y }.max() ?? 0
      #expect(lowest < specItemCenter(i, of: 4, around: Phone.fab).y - 40)
    }
    #expect(frames.last?.nodes["tabIcon.0"]?.hidden == false)
  }

  @Test func handOffHoldsThroughTheWholeDefaultScript() throws {
    let frames = try traceRun(script: ColorMatchDemo.defaultScript).frames
    Self.checkHandOff(frames)
    // The script ends rotated with the menu closed: everything rests on the landscape layout.
    let last = try #require(frames.last)
    #expect(isClose(last.nodes["fab"]?.center ?? .zero, Phone.landscapeFab, 1e-3))
    for i in 0..<4 {
      #expect(last.nodes["drop.\(i)"]?.hidden == true)
      #expect(last.nodes["tabIcon.\(i)"]?.hidden == false)
    }
  }

  @Test func rotatingWhileTheIconsFallLandsThemOnTheLandscapeMenu() throws {
    let script = GestureScript(
      steps: [
        .wait(0.2), .tap(.point(Phone.fab)), .wait(0.2), .resize(Phone.landscape), .wait(2.0),
      ])
    let frames = try traceRun(script: script).frames
    Self.checkHandOff(frames)
    let last = try #require(frames.last)
    for i in 0..<4 {
      let item = try #require(last.nodes["menu.\(i)"])
      #expect(isClose(item.center, specItemCenter(i, of: 4, around: Phone.landscapeFab), 1e-3))
      #expect(last.nodes["drop.\(i)"]?.hidden == true)
      #expect(item.bools["iconHidden"] == false)
    }
    for (name, node) in last.nodes {
      #expect(node.x.isFinite && node.y.isFinite && node.w >= 0 && node.h >= 0, "\(name)")
    }
  }

  @Test func componentReportsPhasesAndKeepsTheFractionOnRelayout() throws {
    let icon = LayerContent.Icon(path: .rect(Rect(x: 0, y: 0, width: 1, height: 1)), color: .black)
    let drops = try DroppingIcons(icons: [icon, icon])
    let sources = [
      Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 100, y: 0, width: 20, height: 20),
    ]
    let targets = [
      Rect(x: 0, y: 400, width: 30, height: 30), Rect(x: 100, y: 400, width: 30, height: 30),
    ]
    try drops.drop(from: sources, to: targets, at: 0)
    #expect(drops.phase(0) == .falling && drops.isSourceHidden(0) && drops.isDestinationHidden(1))
    drops.update(to: 0.1)
    let before = drops.frame(0, at: 0.1)
    let fraction = (before.midY - 10) / (415 - 10)
    // A relayout moves both ends; the copy keeps its fraction of the way.
    let moved = targets.map { $0.offsetBy(dx: 50, dy: 100) }
    try drops.updateTargets(moved)
    let after = drops.frame(0, at: 0.1)
    #expect(isClose((after.midY - 10) / (515 - 10), fraction, 1e-9))
    drops.update(to: 5)
    #expect(drops.phase(0) == .resting && !drops.isFlying)
    #expect(drops.copies[0].isHidden)
  }

  /// The selected tab's copy leaves with the white icon its pill shows (its own icon would be
  /// invisible on the pill's colour) and cross-fades to its own icon as it leaves the pill;
  /// the other copies show their own icons throughout.
  @Test func theSelectedTabsCopyLeavesWithThePillsIcon() throws {
    let tinted = LayerContent.Icon(
      path: .rect(Rect(x: 0, y: 0, width: 1, height: 1)), color: Color(hex: 0xF76707))
    let white = LayerContent.Icon(path: tinted.path, color: .white)
    let drops = try DroppingIcons(icons: [tinted, tinted])
    drops.setDepartureIcon(white, at: 0)
    let sources = [
      Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 100, y: 0, width: 20, height: 20),
    ]
    let targets = sources.map { $0.offsetBy(dx: 0, dy: 400) }
    try drops.drop(from: sources, to: targets, at: 0)
    func departure(_ i: Int) -> Layer { drops.copies[i].children[1] }
    drops.update(to: 0)
    #expect(departure(0).content == .icon(white) && departure(0).opacity.model == 1)
    #expect(departure(1).isHidden)
    var t = 0.0
    var last = 1.0
    while drops.isFlying {
      t += Frames.interval
      drops.update(to: t)
      let away = drops.frame(0, at: t).midY - 10
      let o = departure(0).opacity.model
      #expect(o <= last + 1e-12, "the white icon comes back at t = \(t)")
      // White until the copy starts to leave, its own colour once an icon and a quarter
      // (25 pt) away: past the pill around the source.
      if away >= drops.departureFade * 20 { #expect(o == 0) }
      last = o
    }
    #expect(last == 0)
  }

  /// A copy landing on a coloured disc (a menu item) takes the disc's white icon as it
  /// arrives — its own tinted icon would vanish on the tint — and, flying home, leaves with it
  /// and turns back into its own icon once off the disc.
  @Test func aCopyLandsWithTheDiscsIconAndLeavesWithIt() throws {
    let tinted = LayerContent.Icon(
      path: .rect(Rect(x: 0, y: 0, width: 1, height: 1)), color: Color(hex: 0x2D8CF0))
    let white = LayerContent.Icon(path: tinted.path, color: .white)
    let drops = try DroppingIcons(icons: [tinted, tinted])
    drops.setArrivalIcon(white, at: 0)
    let sources = [
      Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 100, y: 0, width: 20, height: 20),
    ]
    let targets = sources.map { $0.offsetBy(dx: 0, dy: 400) }
    try drops.drop(from: sources, to: targets, at: 0)
    func arrival(_ i: Int) -> Layer { drops.copies[i].children[2] }
    #expect(arrival(0).content == .icon(white) && arrival(1).isHidden)
    var t = 0.0
    var sawItArrive = false
    while drops.isFlying {
      t += Frames.interval
      drops.update(to: t)
      guard !drops.copies[0].isHidden else { continue }
      let toGo = abs(410 - drops.frame(0, at: t).midY)
      let o = arrival(0).opacity.model
      // Its own colour until an icon and a quarter (25 pt) from the disc, white on landing.
      if toGo >= drops.departureFade * 20 { #expect(o == 0, "t = \(t)") }
      if toGo < 0.5 {
        #expect(o > 0.99, "t = \(t)")
        sawItArrive = true
      }
    }
    #expect(sawItArrive && drops.isAtDestination(0))
    // Home again: white as it leaves the disc, its own colour once off it.
    drops.recall(at: t)
    var previous = 1.0
    while drops.isFlying {
      t += Frames.interval
      drops.update(to: t)
      guard !drops.copies[0].isHidden else { continue }
      let away = 410 - drops.frame(0, at: t).midY
      let o = arrival(0).opacity.model
      #expect(o <= previous + 1e-12, "the disc's icon comes back at t = \(t)")
      if away >= drops.departureFade * 20 { #expect(o == 0) }
      previous = o
    }
    #expect(previous == 0 && !drops.isAtDestination(0))
  }

  /// With reduced motion nothing flies: the icons move to the menu screen at once as it
  /// starts to fade in, and back to the bar the frame it has faded out — still one place each
  /// in every frame.
  @Test func reducedMotionMovesTheIconsWithoutFlight() throws {
    let script = GestureScript(
      reducedMotion: true,
      steps: [.wait(0.2), .tap(.point(Phone.fab)), .wait(1.0), .tap(.point(Phone.fab)), .wait(0.6)])
    let frames = try traceRun(script: script).frames
    Self.checkHandOff(frames)
    for f in frames {
      for i in 0..<4 { #expect(f.nodes["drop.\(i)"]?.hidden == true, "drop.\(i) at t = \(f.t)") }
    }
    // Opened on the tap's up (0.25 s): from the next frame, the first the menu screen shows,
    // the icons are on the menu.
    let opened = try #require(frames.firstIndex { isClose($0.t, 0.25, 1e-6) })
    #expect(frames[opened].nodes["tabIcon.0"]?.hidden == false)
    #expect(frames[opened].nodes["reveal"]?.isVisible == false)
    #expect(frames[opened + 1].nodes["reveal"]?.isVisible == true)
    #expect(frames[opened + 1].nodes["tabIcon.0"]?.hidden == true)
    #expect(frames[opened + 1].nodes["menu.0"]?.bools["iconHidden"] == false)
    // The menu cross-fades in place in 0.2 s: items never move and are opaque by 0.45 s.
    let visible = frames.filter { $0.nodes["menu.0"]?.isVisible == true }
    let centres = visible.compactMap { $0.nodes["menu.0"]?.center }
    #expect(centres.allSatisfy { isClose($0, specItemCenter(0, of: 4, around: Phone.fab), 1e-3) })
    let opaque = try #require(frames.first { $0.nodes["menu.0"]?.opacity == 1 })
    #expect(opaque.t - 0.25 <= 0.2 + 1e-9)
    // Closed on the second tap's up (1.30 s): the icons are back once the screen is gone.
    let gone = try #require(frames.first { $0.t > 1.3 && $0.nodes["reveal"]?.hidden == true })
    #expect(gone.t - 1.3 <= 0.2 + 1e-4)
    #expect((0..<4).allSatisfy { gone.nodes["tabIcon.\($0)"]?.hidden == false })
    let before = try #require(frames.last { $0.t < gone.t })
    #expect(before.nodes["tabIcon.0"]?.hidden == true && before.nodes["reveal"]?.isVisible == true)
  }

}
