import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// Wheel, key and second-finger steps of a script, played headlessly through the same
/// dispatchers a window uses, read back from the trace.
@Suite("Scripts: wheel, keys, text and touch")
struct DesktopInputScriptTests {
  static func script(
    _ steps: String, direction: String = "ltr"
  ) throws(TabMotionError) -> GestureScript {
    try GestureScript.parse(
      json: Array("{ \"direction\": \"\(direction)\", \"steps\": [ \(steps) ] }".utf8),
      source: "test.json")
  }

  static func offsets(_ f: TraceFrame) -> [Double] {
    (0..<4).map { f["page.\($0)"].numbers["offset"] ?? .nan }
  }

  static func focused(_ f: TraceFrame) -> [String] {
    f.nodes.filter { $0.value.bools["focused"] == true }.map(\.key).sorted()
  }

  // MARK: Wheel

  @Test func wheelClicksScrollTheListAndCollapseTheHeader() throws {
    let s = try Self.script(
      """
      { "wait": 0.1 }, { "wheel": { "at": [195, 600], "dy": -3 } }, { "wait": 0.5 },
      { "wheel": { "at": [195, 600], "dy": 2 } }, { "wait": 0.5 }
      """)
    let (_, frames) = try TraceRun.run(CollapsingDemo.self, s)
    let down = try #require(frames.last { $0.t < 0.6 })
    // Three clicks of 48 pt: past the 80 pt header, which has slid up under the bar; every
    // other tab was brought in step (to the collapsed header) when the scroll ended.
    #expect(Self.offsets(down) == [144, 80, 80, 80])
    #expect(down["header"].y == 91 - 80)
    let up = try #require(frames.last)
    #expect(Self.offsets(up) == [48, 48, 48, 48])
    #expect(up["header"].y == 91 - 48)
    // The header follows the shared offset in every frame, exactly as under a finger.
    for f in frames {
      let y = Self.offsets(f)[0]
      #expect(abs(f["header"].y - (91 - min(max(y, 0), 80))) < 1e-3, "t = \(f.t)")
    }
  }

  @Test func aWheelAimedAtANodeScrollsWhatIsThere() throws {
    let s = try Self.script(
      """
      { "wait": 0.1 }, { "wheel": { "at": { "node": "page.0" }, "dy": -1 } }, { "wait": 0.4 }
      """)
    let (_, frames) = try TraceRun.run(CollapsingDemo.self, s)
    #expect(Self.offsets(try #require(frames.last))[0] == 48)
    let missing = try Self.script(#"{ "wheel": { "at": { "node": "nowhere" }, "dy": -1 } }"#)
    #expect(throws: TabMotionError.self) { try TraceRun.run(CollapsingDemo.self, missing) }
  }

  @Test func aTouchpadFlickCarriesOnAndASlowScrollStopsWhereItIs() throws {
    func run(pause: Double) throws -> Double {
      let one = #"{ "wheel": { "at": [195, 600], "dy": -30, "precise": true } }"#
      let steps = Array(repeating: one + ", { \"wait\": \(pause) }", count: 6)
      let s = try Self.script(
        "{ \"wait\": 0.1 }, " + steps.joined(separator: ", ") + ", { \"wait\": 1.5 }")
      let (_, frames) = try TraceRun.run(CollapsingDemo.self, s)
      return Self.offsets(try #require(frames.last))[0]
    }
    // Samples every 10 ms, then none: the hand left the pad moving, the list coasts on.
    #expect(try run(pause: 0.01) > 180 + 100)
    // Samples 0.2 s apart: each ends at rest, the list stops exactly where the hand put it.
    #expect(try run(pause: 0.2) == 180)
  }

  @Test func preciseScrollFollowsAtOnceAndRubberBandsAtTheTop() throws {
    let s = try Self.script(
      """
      { "wait": 0.1 }, { "wheel": { "at": [195, 600], "dy": -60.5, "precise": true } },
      { "wait": 0.5 }, { "wheel": { "at": [195, 600], "dy": 160.5, "precise": true } },
      { "wait": 2 }
      """)
    let (_, frames) = try TraceRun.run(CollapsingDemo.self, s)
    // The sample shows in the frame it arrives in, by exactly its points.
    let first = try #require(frames.first { $0.t >= 0.1 - 1e-9 })
    #expect(Self.offsets(first)[0] == 60.5)
    // 100 pt past the top: rubber-banded (less than the hand moved), then back at rest.
    let pulled = try #require(frames.first { $0.t >= 0.6 - 1e-9 })
    let over = Self.offsets(pulled)[0]
    #expect(over < 0 && over > -100)
    #expect(pulled["header"].y == 91, "pulling down never moves the header down")
    #expect(Self.offsets(try #require(frames.last)) == [0, 0, 0, 0])
  }

  @Test(arguments: [("ltr", 1.0), ("rtl", -1.0)])
  func horizontalWheelPagesBetweenTabs(direction: String, dx: Double) throws {
    // Right to left, scrolling towards the left goes forward, as a swipe is mirrored.
    let s = try Self.script(
      """
      { "wait": 0.1 }, { "wheel": { "at": [195, 600], "dx": \(dx) } }, { "wait": 0.8 },
      { "wheel": { "at": [195, 600], "dx": \(dx) } }, { "wait": 0.8 }
      """, direction: direction)
    let (_, frames) = try TraceRun.run(CollapsingDemo.self, s)
    let one = try #require(frames.last { $0.t < 0.9 })
    #expect(one.selected == 1 && one.progress == 1)
    let two = try #require(frames.last)
    #expect(two.selected == 2 && two.progress == 2)
  }

  // MARK: Keys and focus

  @Test(arguments: ["ltr", "rtl"])
  func tabArrowsAndEnterSelectATab(direction: String) throws {
    // The header's three switches (snap, quick return, stretch) come before the tabs.
    let s = try Self.script(
      """
      { "wait": 0.05 }, { "key": "tab" }, { "key": "tab" }, { "key": "tab" },
      { "wait": 0.05 }, { "key": "tab" }, { "wait": 0.1 }, { "key": "tab" }, { "wait": 0.1 },
      { "key": "right" }, { "wait": 0.1 }, { "key": "enter" }, { "wait": 0.8 }
      """, direction: direction)
    let (demo, frames) = try TraceRun.run(CollapsingDemo.self, s)
    #expect(Self.focused(try #require(frames.first { $0.t > 0.15 })) == ["item.0"])
    #expect(Self.focused(try #require(frames.first { $0.t > 0.25 })) == ["item.1"])
    // Right moves to the tab on the right: the next one left to right, the previous one
    // right to left.
    let target = direction == "ltr" ? 2 : 0
    #expect(Self.focused(try #require(frames.first { $0.t > 0.35 })) == ["item.\(target)"])
    let last = try #require(frames.last)
    #expect(last.selected == target)
    #expect(Self.focused(last) == ["item.\(target)"])
    #expect(demo.root.find("item.\(target)")?.semantics?.isFocused == true)
  }

  /// Every tab of every bar takes the focus in turn, the selected one too — with the pill,
  /// whose highlight is drawn over the selected tab, as with the other styles.
  @Test func tabReachesEveryTabOfEveryStyleTheSelectedOneToo() throws {
    let steps = Array(repeating: "{ \"key\": \"tab\" }, { \"wait\": 0.05 }", count: 16)
    let s = try Self.script("{ \"wait\": 0.05 }, " + steps.joined(separator: ", "))
    let (_, frames) = try TraceRun.run(TabStylesDemo.self, s)
    var order: [String] = []
    for f in frames {
      if let name = Self.focused(f).first, order.last != name { order.append(name) }
    }
    for style in ["underline", "pill", "arrow", "curve"] {
      let reached = Array(order.filter { $0.hasPrefix("\(style).item.") }.prefix(4))
      #expect(reached == (0..<4).map { "\(style).item.\($0)" }, "\(style): \(order)")
    }
  }

  /// Enter on the colour-match screen's selected tab, reached by Tab, reselects it: the
  /// focus lands on it although its pill is drawn over it.
  @Test func theSelectedPillTabTakesTheFocus() throws {
    let s = try Self.script(
      """
      { "wait": 0.05 }, { "key": "tab" }, { "wait": 0.1 }, { "key": "enter" }, { "wait": 0.3 }
      """)
    let (_, frames) = try TraceRun.run(ColorMatchDemo.self, s)
    #expect(Self.focused(try #require(frames.first { $0.t > 0.1 })) == ["item.0"])
    #expect(try #require(frames.last).selected == 0)
  }

  @Test func shiftTabGoesBackAndAClickHidesTheRing() throws {
    let s = try Self.script(
      """
      { "wait": 0.1 }, { "key": "shift+tab" }, { "wait": 0.1 }, { "key": "shift+tab" },
      { "wait": 0.1 }, { "tap": [195, 600] }, { "wait": 0.1 }
      """)
    let (_, frames) = try TraceRun.run(CollapsingDemo.self, s)
    #expect(Self.focused(try #require(frames.first { $0.t > 0.15 })) == ["item.3"])
    #expect(Self.focused(try #require(frames.first { $0.t > 0.25 })) == ["item.2"])
    #expect(Self.focused(try #require(frames.last)).isEmpty)
  }

  @Test func pageKeysHomeAndEndScrollWhatIsOnScreen() throws {
    let s = try Self.script(
      """
      { "wait": 0.1 }, { "key": "pagedown" }, { "wait": 0.4 }, { "key": "down" },
      { "wait": 0.4 }, { "key": "end" }, { "wait": 0.4 }, { "key": "home" }, { "wait": 0.4 }
      """)
    let (demo, frames) = try TraceRun.run(CollapsingDemo.self, s)
    // A page is the screen less two lines.
    #expect(Self.offsets(try #require(frames.last { $0.t < 0.5 }))[0] == 844 - 96)
    #expect(Self.offsets(try #require(frames.last { $0.t < 0.9 }))[0] == 844 - 96 + 48)
    let end = try #require(demo.screen.scrollModel(ofPage: 0)).maxOffset
    #expect(Self.offsets(try #require(frames.last { $0.t < 1.3 }))[0] == end)
    #expect(Self.offsets(try #require(frames.last)) == [0, 0, 0, 0])
  }

  @Test func escapeClosesTheSheetThenDoesNothing() throws {
    let s = try Self.script(
      """
      { "wait": 0.1 }, { "tap": [346, 717] }, { "wait": 0.6 }, { "key": "esc" },
      { "wait": 0.6 }, { "key": "esc" }, { "wait": 0.1 }
      """)
    let (_, frames) = try TraceRun.run(ArrowDemo.self, s)
    #expect(try #require(frames.first { $0.t > 0.65 })["modal"].hidden == false)
    let last = try #require(frames.last)
    #expect(last["modal"].hidden == true)
    #expect(last["tabBar"].hidden == false)
  }

  // MARK: Text

  @Test func typingBackspaceCopyAndPasteInTheComposeSheet() throws {
    let s = try Self.script(
      """
      { "wait": 0.1 }, { "tap": [346, 717] }, { "wait": 0.6 },
      { "type": "Hello, wörld 👋" }, { "wait": 0.05 }, { "key": "backspace" },
      { "key": "shift+left" }, { "key": "shift+left" }, { "key": "ctrl+c" }, { "key": "end" },
      { "key": "ctrl+v" }, { "wait": 0.05 }
      """)
    let (demo, frames) = try TraceRun.run(ArrowDemo.self, s)
    let typed = try #require(frames.first { $0.t > 0.75 })
    // 14 characters as a person counts them: the emoji is one, "ö" is one.
    #expect(typed["modal.field"].strings["text"] == "Hello, wörld 👋")
    #expect(typed["modal.counter"].strings["text"] == "266")
    #expect(typed["modal.field"].bools["focused"] == true)
    let last = try #require(frames.last)
    #expect(last["modal.field"].strings["text"] == "Hello, wörld d ")
    #expect(last["modal.counter"].strings["text"] == "265")
    #expect(last["modal.counter"].numbers["remaining"] == 265)
    #expect(demo.modal.field.caret == 15)
  }

  @Test func backspaceDeletesWholeGraphemeClusters() throws {
    let field = TextField(name: "field")
    let clipboard = MemoryClipboard()
    field.insertText("e\u{301}👋🏽🇸🇪", at: 0)
    #expect(field.count == 3)
    for expected in ["e\u{301}👋🏽", "e\u{301}", ""] {
      #expect(field.handleKey(KeyPress(.backspace), clipboard: clipboard, at: 0))
      #expect(field.text == expected)
    }
    // A combining mark typed after its letter makes one character with it.
    field.insertText("e", at: 0)
    field.insertText("\u{301}", at: 0)
    #expect(field.count == 1 && field.caret == 1)
  }

  @Test func longTextWrapsOntoLinesAndTheCaretBlinksOnlyWhileFocused() throws {
    let field = TextField(name: "field")
    field.layout(width: 120)
    field.insertText("one two three four five six", at: 0)
    #expect(field.contentHeight > field.lineHeight * 2)
    field.insertText("\n", at: 0)
    let lines = field.contentHeight / field.lineHeight
    field.update(to: 0.7)
    let caret = try #require(field.layer.children.last)
    #expect(caret.isHidden, "no caret without the focus")
    field.focusChanged(true, at: 1)
    field.update(to: 1.2)
    #expect(!caret.isHidden)
    field.update(to: 1.7)
    #expect(caret.isHidden)
    field.update(to: 2.2)
    #expect(!caret.isHidden)
    #expect(lines >= 4)
  }

  // MARK: Pointer feedback

  @Test func aHeldRowShowsPressedUntilTheDragWins() throws {
    let s = try Self.script(
      """
      { "wait": 0.1 },
      { "drag": { "from": [195, 233], "to": [195, 236], "duration": 0.3, "release": "hold" } },
      { "drag": { "to": [195, 300], "duration": 0.2, "release": "fling" } }, { "wait": 0.3 },
      { "tap": [195, 233] }, { "wait": 0.02 }
      """)
    let (_, frames) = try TraceRun.run(GalleryDemo.self, s)
    func pressed(_ f: TraceFrame) -> [String] {
      f.nodes.filter { $0.value.bools["pressed"] == true }.map(\.key).sorted()
    }
    // Not at once (a flick never flashes a row), then for as long as the finger rests.
    #expect(pressed(try #require(frames.first { $0.t > 0.15 })).isEmpty)
    #expect(pressed(try #require(frames.first { $0.t > 0.25 })) == ["entry.1"])
    #expect(pressed(try #require(frames.first { $0.t > 0.39 })) == ["entry.1"])
    // Past the slop the list's drag has won: the row lets go.
    #expect(pressed(try #require(frames.first { $0.t > 0.5 })).isEmpty)
    // A quick tap acts without a flash of the pressed look.
    #expect(frames.allSatisfy { $0.t < 0.85 || pressed($0).isEmpty })
  }

  // MARK: Touch

  @Test func aSecondFingerDoesNotBreakTheFirstFingersDrag() throws {
    let drag = """
      { "wait": 0.1 },
      { "drag": { "from": [195, 700], "to": [195, 500], "duration": 0.2, "release": "hold" } },
      %@
      { "drag": { "to": [195, 400], "duration": 0.2, "release": "stop" } }, { "wait": 0.2 }
      """
    let second = """
      { "touch": { "id": 1, "phase": "down", "at": [100, 300] } }, { "wait": 0.05 },
      { "touch": { "id": 1, "phase": "move", "at": [300, 310] } }, { "wait": 0.05 },
      { "touch": { "id": 1, "phase": "move", "at": [300, 600] } }, { "wait": 0.05 },
      { "touch": { "id": 1, "phase": "up", "at": [300, 600] } },
      """
    let alone = try Self.script(
      drag.replacingOccurrences(
        of: "%@", with: "{ \"wait\": 0.05 }, { \"wait\": 0.05 }, { \"wait\": 0.05 },"))
    let both = try Self.script(drag.replacingOccurrences(of: "%@", with: second))
    let (_, a) = try TraceRun.run(CollapsingDemo.self, alone)
    let (_, b) = try TraceRun.run(CollapsingDemo.self, both)
    #expect(a.count == b.count)
    #expect(Self.offsets(try #require(b.last))[0] > 250)
    for (fa, fb) in zip(a, b) {
      #expect(Self.offsets(fa) == Self.offsets(fb), "t = \(fa.t)")
      #expect(fa.selected == fb.selected && fa.progress == fb.progress)
    }
  }

  // MARK: Errors

  @Test(arguments: [
    (#"{ "wheel": { "dy": -1 } }"#, "steps[0].wheel.at: is required"),
    (#"{ "wheel": { "at": [1, 2] } }"#, "steps[0].wheel: needs a non-zero"),
    (#"{ "wheel": { "at": [1, 2], "dy": "up" } }"#, "steps[0].wheel.dy: must be a number"),
    (#"{ "wheel": { "at": [1, 2], "dz": 1 } }"#, "steps[0].wheel.dz: unknown field"),
    (#"{ "key": "hyper+tab" }"#, "steps[0].key: unknown key"),
    (#"{ "key": 3 }"#, "steps[0].key: must be a string"),
    (#"{ "touch": { "id": 0, "phase": "down", "at": [1, 2] } }"#, "steps[0].touch.id: must be"),
    (
      #"{ "touch": { "id": 1, "phase": "up", "at": [1, 2] } }"#,
      "steps[0].touch.phase: finger 1 must go down first"
    ),
    (#"{ "touch": { "id": 1, "phase": "tap", "at": [1, 2] } }"#, "steps[0].touch.phase: must be"),
  ])
  func badStepsNameTheirField(step: String, message: String) {
    do throws(TabMotionError) {
      _ = try Self.script(step)
      Issue.record("accepted \(step)")
    } catch {
      #expect(error.description.hasPrefix(message), "\(error.description)")
    }
  }
}
