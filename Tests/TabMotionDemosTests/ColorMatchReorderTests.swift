import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionDemos
@testable import TabMotionUI

/// The colormatch demo's `reorderAt` option moves its first category to the end mid-script,
/// so a trace shows a runtime change of tabs: the selected category stays selected by id, its
/// badge goes with it, and the pill slides to the category's new place over several frames.
@Suite("colormatch demo: categories reordered at runtime")
struct ColorMatchReorderTests {
  @Test func theSelectedCategoryStaysSelectedAndThePillSlides() throws {
    let s = try GestureScript.parse(
      json: Array(
        #"{"options": {"reorderAt": 1, "badges": true}, "steps": [{"select": 2}, {"wait": 1.6}]}"#
          .utf8))
    let (demo, frames) = try TraceRun.run(ColorMatchDemo.self, s)
    let before = try #require(frames.last { $0.t < 1 })
    #expect(before.selected == 2)
    #expect(before.nodes["badge.2"]?.strings["text"] == "99+")
    let last = try #require(frames.last)
    // Products went to the end: Reviews, third before, is second now, still selected.
    #expect(last.selected == 1)
    #expect(demo.screen.tabBar.items[1].title == "Reviews")
    #expect(demo.screen.tabBar.items.last?.title == "Products")
    #expect(last.nodes["badge.1"]?.strings["text"] == "99+")
    // The pill slides from where it was to its new place, never jumping.
    let xs = frames.filter { $0.t >= 1 }.compactMap { $0.nodes["highlight"]?.midX }
    let from = try #require(before.nodes["highlight"]?.midX)
    let to = try #require(xs.last)
    #expect(to < from - 40)
    var previous = from
    var moving = 0
    for x in xs {
      #expect(x <= previous + 1e-6)
      #expect(previous - x < (from - to) / 3)
      if previous - x > 1e-6 { moving += 1 }
      previous = x
    }
    #expect(moving >= 6)
  }

  @Test func theOptionIsCheckedAndOffByDefault() throws {
    let plain = try ColorMatchDemo(environment: ScreenEnvironment(scale: 1))
    #expect(plain.reorderTime == nil)
    let on = try ColorMatchDemo(
      environment: ScreenEnvironment(scale: 1), options: ScriptOptions([("reorderAt", .flag(true))])
    )
    #expect(on.reorderTime == 1)
    #expect(ColorMatchDemo.optionNames.contains("reorderAt"))
  }
}
