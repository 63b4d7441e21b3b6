import TabMotionCore
import TabMotionDemos
import TabMotionUI
import Testing

/// The collapsing demo's header carries a switch for each header behaviour (snap, quick
/// return, stretch): a person taps one to turn it on and again to turn it off, and each
/// switch says whether it is on — while scripts keep their `"options"`.
@Suite("Collapsing demo: switches for the header's behaviours")
struct CollapsingSwitchTests {
  static func run(_ demo: CollapsingDemo, taps: [String]) throws {
    var steps: [GestureScript.Step] = []
    for name in taps { steps += [.tap(.node(name)), .wait(0.2)] }
    let script = GestureScript(scale: 1, steps: steps)
    var player = ScriptPlayer(script: script, environment: ScreenEnvironment(scale: 1))
    try player.begin(demo)
    while !player.isFinished { try player.step(demo) }
  }

  @Test("Each switch turns its behaviour on, then off, and shows which", arguments: [false, true])
  func switchesToggle(isRightToLeft rtl: Bool) throws {
    let environment = ScreenEnvironment(scale: 1, direction: rtl ? .rightToLeft : .leftToRight)
    let demo = try CollapsingDemo(environment: environment)
    #expect(!demo.screen.snaps && !demo.screen.quickReturn && !demo.screen.stretches)
    try Self.run(demo, taps: ["option.snap", "option.stretch"])
    #expect(demo.screen.snaps)
    #expect(!demo.screen.quickReturn)
    #expect(demo.screen.stretches)
    let snap = try #require(demo.root.find("option.snap"))
    #expect(snap.semantics?.announcement == "Snap, button, on, selected")
    #expect(demo.root.find("option.quickReturn")?.semantics?.value == "off")
    try Self.run(demo, taps: ["option.snap", "option.quickReturn"])
    #expect(!demo.screen.snaps)
    #expect(demo.screen.quickReturn)
    #expect(demo.screen.stretches)
    #expect(demo.root.find("option.snap")?.semantics?.value == "off")
    // The tabs and the header are where they were: a tap on a switch scrolls nothing.
    #expect(demo.screen.sharedOffset == 0)
    #expect(demo.screen.selectedIndex == 0)
  }

  @Test("The switches stay inside the header, in reading order, clear of the large title")
  func switchesAreLaidOut() throws {
    for rtl in [false, true] {
      let environment = ScreenEnvironment(scale: 1, direction: rtl ? .rightToLeft : .leftToRight)
      let demo = try CollapsingDemo(environment: environment)
      demo.root.present(at: 0)
      let header = try #require(demo.root.find("header")).sceneFrame
      let frames = try CollapsingDemo.optionNames.map {
        try #require(demo.root.find("option.\($0)")).sceneFrame
      }
      for f in frames {
        #expect(f.minX >= header.minX + 19 && f.maxX <= header.maxX - 19)
        #expect(f.minY >= header.minY && f.maxY <= header.maxY)
      }
      #expect(rtl ? frames[0].minX > frames[1].maxX : frames[0].maxX < frames[1].minX)
      // The large title ("Prices", at the leading side) keeps about 120 pt of its own.
      #expect(rtl ? frames[0].maxX <= header.maxX - 140 : frames[2].minX >= 140)
    }
  }

  @Test("Script options still switch the behaviours on, and the switches show them")
  func optionsShowOnTheSwitches() throws {
    let options = ScriptOptions([("quickReturn", .flag(true))])
    let demo = try CollapsingDemo(environment: ScreenEnvironment(scale: 1), options: options)
    #expect(demo.screen.quickReturn)
    #expect(demo.isOptionOn("quickReturn"))
    #expect(demo.root.find("option.quickReturn")?.semantics?.value == "on")
  }
}
