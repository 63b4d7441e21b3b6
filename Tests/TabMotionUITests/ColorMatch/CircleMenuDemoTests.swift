import TabMotionCore
import Testing

@testable import TabMotionUI

@Suite("circlemenu demo")
struct CircleMenuDemoTests {
  @Test func isRegisteredAndDeterministic() throws {
    #expect(DemoRegistry.demo(named: "circlemenu") != nil)
    let a = try traceRun(script: CircleMenuDemo.defaultScript).lines
    let b = try traceRun(script: CircleMenuDemo.defaultScript).lines
    #expect(a == b)
    #expect(a.count == Int((CircleMenuDemo.defaultScript.duration * 120).rounded(.up)))
  }

  @Test func rotatingWithTheMenuOpenRelaysItAroundTheLandscapeButton() throws {
    let frames = try traceRun(script: CircleMenuDemo.defaultScript).frames
    // The resize lands at 6.25 s; from then on the menu is laid out for 844×390.
    let landscape = frames.filter { $0.t >= 6.25 - 1e-9 }
    #expect(!landscape.isEmpty)
    for f in landscape {
      #expect(isClose(f["fab"]?.center ?? .zero, Phone.landscapeFab, 1e-3))
      #expect(f["screen"]?.frame == Rect(x: 0, y: 0, width: 844, height: 390))
    }
    let last = try #require(landscape.last)
    #expect(last["fab"]?.number("open") == 1 && last["fab"]?.number("rotation") == 135)
    // Every node stays inside sane numbers (no NaN written as 0 by the encoder surprise).
    for (name, node) in last.nodes {
      #expect(node.x.isFinite && node.y.isFinite && node.w >= 0 && node.h >= 0, "\(name)")
    }
  }
}
