import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionDemos
@testable import TabMotionUI

/// Four taps on the pill bar 30 ms apart (visual QA's `rapid_cm.json`): every tap retargets
/// the pager's jump in flight, and what is on screen must keep sliding — no page's content
/// may turn into another's in place (never a jump; a jump skips the pages in
/// between).
@Suite("ColorMatch: rapid taps retarget the pager")
struct ColorMatchRapidTapTests {
  static let viewport = 390.0
  /// Taps on tabs 1, 3, 0 and 2 of the pill bar (its items have content-fitted widths).
  static let script = GestureScript(
    scale: 1,
    steps: [
      .wait(0.2), .tap(.point(Point(200, 119))), .wait(0.03), .tap(.point(Point(350, 119))),
      .wait(0.03),
      .tap(.point(Point(40, 119))), .wait(0.03), .tap(.point(Point(276, 119))), .wait(1.2),
    ])

  /// The visible pages of a frame and the share of the pager's width each covers, keyed by
  /// index, with their x.
  static func pages(_ f: TraceFrame) -> [Int: (x: Double, cover: Double)] {
    var out: [Int: (x: Double, cover: Double)] = [:]
    for (name, node) in f.nodes where name.hasPrefix("page.") && node.isVisible {
      guard let i = Int(name.dropFirst("page.".count)) else { continue }
      let cover = max(0, min(node.x + node.w, viewport) - max(node.x, 0)) / viewport
      if cover > 0 { out[i] = (node.x, cover) }
    }
    return out
  }

  @Test func pagesOnScreenKeepSlidingUntilTheLastTab() throws {
    let frames = try traceRun(script: Self.script).frames
    var visited: [Int] = []
    for f in frames where visited.last != f.selected { visited.append(f.selected) }
    #expect(visited == [0, 1, 3, 0, 2])
    // A frame's motion stays under 13.5 % of the width (see PagerModelRetargetTests).
    let share = 0.135
    let step = share * Self.viewport
    for k in 1..<frames.count {
      let a = Self.pages(frames[k - 1])
      let b = Self.pages(frames[k])
      let t = frames[k].t
      for (i, p) in a {
        if let q = b[i] {
          #expect(abs(q.x - p.x) <= step, "page.\(i) jumped \(p.x) → \(q.x) at t = \(t)")
        } else {
          #expect(p.cover <= share, "page.\(i) covering \(p.cover) vanished at t = \(t)")
        }
      }
      for (i, q) in b where a[i] == nil {
        #expect(q.cover <= share, "page.\(i) appeared covering \(q.cover) at t = \(t)")
      }
      #expect(
        abs(frames[k].progress - frames[k - 1].progress) <= share * 3,
        "progress jumped at t = \(t)")
    }
    let last = try #require(frames.last)
    #expect(last.selected == 2 && last.progress == 2)
    #expect(last.nodes["page.2"]?.x == 0 && Self.pages(last).count == 1)
  }

  @Test func appearanceStaysBalanced() throws {
    let environment = ScreenEnvironment(scale: 1)
    let demo = try ColorMatchDemo(environment: environment)
    var player = ScriptPlayer(script: Self.script, environment: environment)
    demo.update(to: 0)
    while !player.isFinished { try player.step(demo) }
    // Every will… is matched by one did…, and only page 2 ends up shown.
    var pending: [Int: Bool] = [:]
    var shown: Set<Int> = [0]
    for e in demo.pageEvents {
      switch e {
      case .willAppear(let p), .willDisappear(let p):
        #expect(pending[p] != true, "two will… for page \(p)")
        pending[p] = true
      case .didAppear(let p):
        #expect(pending[p] == true)
        pending[p] = false
        shown.insert(p)
      case .didDisappear(let p):
        #expect(pending[p] == true)
        pending[p] = false
        shown.remove(p)
      }
    }
    #expect(pending.values.allSatisfy { !$0 })
    #expect(shown == [2])
  }
}
