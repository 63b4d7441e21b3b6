import Foundation
import RecipeBox
import TabMotionCore
import TabMotionRender
import TabMotionUI
import Testing

/// The example, through TabMotion's public products only (no `@testable`): the headless
/// session runs the screen on a script, the trace reports what is on screen, the renderer
/// makes real pixels.
@Suite("Recipe box")
struct RecipeScreenTests {
  /// One frame's trace, decoded.
  struct Frame {
    let selected: Int
    let nodes: [String: [String: Any]]

    init(_ line: String) throws {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      let top = try #require(object as? [String: Any])
      selected = try #require(top["selected"] as? Int)
      nodes = try #require(top["nodes"] as? [String: [String: Any]])
    }

    func number(_ node: String, _ key: String) throws -> Double {
      try #require((nodes[node]?[key] as? NSNumber)?.doubleValue, "\(node).\(key)")
    }
  }

  static func run(_ steps: [GestureScript.Step]) throws -> [Frame] {
    let session = try HeadlessSession(script: GestureScript(scale: 1, steps: steps)) {
      try RecipeScreen(environment: $0)
    }
    var frames: [Frame] = []
    while !session.isFinished {
      try session.step()
      frames.append(try Frame(session.traceLine()))
    }
    return frames
  }

  /// Scrolling the cards collapses the header under the navigation bar, pins the tabs and
  /// fades the title in; the header never moves further than its height (84 pt).
  @Test func scrollingCollapsesTheHeaderAndPinsTheTabs() throws {
    let frames = try Self.run([
      .wait(0.1),
      .drag(
        from: .point(Point(195, 700)), to: .point(Point(195, 400)), duration: 0.4, release: .stop),
      .wait(0.6),
    ])
    let navBottom = 47.0 + 44
    let first = try #require(frames.first)
    #expect(try first.number("header", "y") == navBottom)
    #expect(try first.number("tabBar", "y") == navBottom + 84)
    let last = try #require(frames.last)
    #expect(try last.number("header", "y") == navBottom - 84)
    #expect(try last.number("tabBar", "y") == navBottom)
    #expect(try last.number("navTitle", "opacity") == 1)
    #expect(try last.number("page.0", "offset") > 84)
    for f in frames { #expect(try f.number("header", "y") >= navBottom - 84) }
  }

  /// A tap on a tab goes through hit testing to the bar: the pager jumps there and the other
  /// course's page keeps the header where it was (collapsed pages sync to H).
  @Test func aTapOnATabSelectsItsCourse() throws {
    let frames = try Self.run([
      .drag(
        from: .point(Point(195, 700)), to: .point(Point(195, 400)), duration: 0.4, release: .stop),
      .wait(0.3),
      .tap(.node("item.2")),  // "Dinner", pinned under the navigation bar
      .wait(1.0),
    ])
    let last = try #require(frames.last)
    #expect(last.selected == 2)
    #expect(try last.number("page.2", "offset") == 84)
    #expect(try last.number("header", "y") == 47 + 44 - 84)
  }

  /// Real pixels: just under the navigation bar the renderer draws the header's colour at
  /// rest, and the pinned tab bar's white once the header has collapsed under it.
  @Test func rendersRealPixels() throws {
    let session = try HeadlessSession(
      script: GestureScript(
        scale: 1,
        steps: [
          .drag(
            from: .point(Point(195, 700)), to: .point(Point(195, 400)), duration: 0.4,
            release: .stop)
        ])
    ) { try RecipeScreen(environment: $0) }
    func pixel(_ x: Int, _ y: Int) throws -> UInt32 {
      try session.render().withPixels { pixels, stride in pixels[y * stride + x] }
    }
    #expect(try pixel(300, 100) == 0xFFFF_F3E6)  // the header, at rest
    while !session.isFinished { try session.step() }
    #expect(try pixel(300, 100) == 0xFFFF_FFFF)  // the tab bar, pinned there now
  }

  /// The example's own indicator follows a swipe: 24 pt under the selected course at rest,
  /// stretched towards the next one mid-swipe (head ahead, tail behind), 24 pt again under it
  /// once the pages settle.
  @Test func theWormStretchesWithTheSwipe() throws {
    let frames = try Self.run([
      .wait(0.1),
      .drag(
        from: .point(Point(330, 600)), to: .point(Point(130, 600)), duration: 0.25, release: .hold),
      .drag(
        from: .point(Point(130, 600)), to: .point(Point(60, 600)), duration: 0.1, release: .fling),
      .wait(0.8),
    ])
    let items = 390.0 / 4
    let first = try #require(frames.first)
    #expect(try first.number("indicator", "w") == 24)
    #expect(try first.number("indicator", "x") == items / 2 - 12)
    let widest = try frames.map { try $0.number("indicator", "w") }.max() ?? 0
    #expect(widest > 24 + items * 0.8)
    let last = try #require(frames.last)
    #expect(last.selected == 1)
    #expect(try last.number("indicator", "w") == 24)
    #expect(try last.number("indicator", "x") == items * 1.5 - 12)
  }
}
