import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionDemos
@testable import TabMotionUI

/// The `colormatch` demo as the command line runs it: registered (replacing `circlemenu`),
/// deterministic, and its default script shows every part.
@Suite("colormatch demo")
struct ColorMatchDemoTraceTests {
  @Test func isRegisteredAndDeterministic() throws {
    #expect(DemoRegistry.demo(named: "colormatch") != nil)
    #expect(DemoRegistry.demo(named: "circlemenu") == nil)
    let a = try traceRun(script: ColorMatchDemo.defaultScript).lines
    let b = try traceRun(script: ColorMatchDemo.defaultScript).lines
    #expect(a == b)
    #expect(a.count == Int((ColorMatchDemo.defaultScript.duration * 120).rounded(.up)))
  }

  @Test func defaultScriptSwipesOpensPicksClosesAndRotates() throws {
    let frames = try traceRun(script: ColorMatchDemo.defaultScript).frames
    // Swipes to the third tab, then the pick of the first through the menu.
    var visited: [Int] = []
    for f in frames where visited.last != f.selected { visited.append(f.selected) }
    #expect(visited == [0, 1, 2, 0])
    #expect(frames.contains { $0.nodes["fab"]?.numbers["open"] == 1 })
    #expect(frames.contains { $0.nodes["drop.0"]?.isVisible == true })
    let radii = frames.compactMap { $0.nodes["reveal"]?.numbers["radius"] }
    let farthest = Phone.fab.distance(to: .zero)
    // Shown twice to the farthest corner (the second time closed with × once up).
    var shows = 0
    for k in 1..<radii.count where isClose(radii[k], farthest, 1e-3) && radii[k - 1] < radii[k] {
      shows += 1
    }
    #expect(shows == 2)
    #expect(radii.last == 0)
    #expect(frames.last?.nodes["screen"]?.frame == Rect(x: 0, y: 0, width: 844, height: 390))
  }

  @Test func landscapeMenuScreenReachesTheFarthestCorner() throws {
    let fab = Phone.landscapeFab
    let script = GestureScript(
      viewport: Phone.landscape, steps: [.wait(0.2), .tap(.point(fab)), .wait(0.6)])
    let frames = try traceRun(script: script).frames
    let corners = [Point(0, 0), Point(844, 0), Point(0, 390), Point(844, 390)]
    let farthest = corners.map { fab.distance(to: $0) }.max() ?? 0
    let last = try #require(frames.last?["reveal"])
    #expect(isClose(last.numbers["radius"] ?? 0, farthest, 1e-3))
    #expect(last.numbers["cx"] == fab.x && last.numbers["cy"] == fab.y)
    // The radius grows monotonically to it, never past it.
    let radii = frames.compactMap { $0.nodes["reveal"]?.numbers["radius"] }
    for k in 1..<radii.count { #expect(radii[k] >= radii[k - 1] && radii[k] <= farthest + 1e-3) }
  }
}
