import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// The arrow demo's compose sheet as a form: placeholder, counter and a Tweet button that is
/// disabled until a script's `type` step puts text in.
@Suite("Compose sheet")
struct ComposeSheetTests {
  /// The compose button in portrait.
  static let fab = Point(390 - 16 - 28, 844 - 34 - 49 - 16 - 28)

  @Test func typingEnablesTweetAndCountsDown() throws {
    let script = GestureScript(
      steps: [.wait(0.2), .tap(.point(Self.fab)), .wait(0.6), .type("Hello"), .wait(0.1)])
    let (demo, frames) = try TraceRun.run(ArrowDemo.self, script)
    // Up and at rest, before the text arrives (0.25 + 0.35 s slide): empty form.
    let before = try #require(frames.last { $0.t < 0.84 })
    #expect(before.t > 0.7)
    #expect(before["modal.tweet"].bools["enabled"] == false)
    #expect(before["modal.counter"].numbers["remaining"] == 280)
    // After typing: five characters used, Tweet enabled.
    let after = try #require(frames.last)
    #expect(after["modal.tweet"].bools["enabled"] == true)
    #expect(after["modal.counter"].numbers["remaining"] == 275)
    #expect(demo.modal.text == "Hello")
    #expect(demo.modal.isTweetEnabled)
    #expect(demo.modal.remainingCharacters == 275)
  }

  @Test func placeholderCounterAndButtonText() throws {
    let sheet = ModalSheet(title: "New Tweet")
    func text(_ layer: Layer) -> String? {
      if case .text(let t) = layer.content { return t.string }
      return nil
    }
    #expect(text(sheet.counter) == "280")
    #expect(text(sheet.tweetButton) == "Tweet")
    #expect(!sheet.isTweetEnabled)
    let placeholder = sheet.field.layer.children.compactMap(text).contains("What's happening?")
    #expect(placeholder)
    sheet.type("   ")
    #expect(!sheet.isTweetEnabled, "blank text is not a post")
    #expect(text(sheet.counter) == "277")
    sheet.type(String(repeating: "a", count: 277))
    #expect(sheet.isTweetEnabled && sheet.remainingCharacters == 0)
    sheet.type("b")
    #expect(!sheet.isTweetEnabled, "past the limit")
    #expect(text(sheet.counter) == "-1")
  }

  @Test func typingWithoutTheSheetUpIsIgnored() throws {
    let script = GestureScript(steps: [.wait(0.1), .type("Hello"), .wait(0.1)])
    let (demo, _) = try TraceRun.run(ArrowDemo.self, script)
    #expect(demo.modal.text.isEmpty)
    #expect(!demo.modal.isTweetEnabled)
  }

  @Test func theTypeStepParses() throws {
    let s = try GestureScript.parse(json: Array(#"{ "steps": [ { "type": "hello" } ] }"#.utf8))
    #expect(s.steps == [.type("hello")])
    #expect(s.duration == 0)
  }

  @Test(arguments: [
    (#"{ "steps": [ { "type": "" } ] }"#, "steps[0].type"),
    (#"{ "steps": [ { "wait": 1 }, { "type": 3 } ] }"#, "steps[1].type"),
    (#"{ "steps": [ { "type": "a\u0007b" } ] }"#, "steps[0].type"),
  ])
  func aBadTypeStepNamesItsField(json: String, field: String) {
    do {
      _ = try GestureScript.parse(json: Array(json.utf8))
      Issue.record("\(json) parsed")
    } catch {
      #expect(error.field == field, "\(error)")
    }
  }

  @Test func aTooLongTypeStepNamesItsField() {
    let json = #"{ "steps": [ { "type": ""# + String(repeating: "x", count: 1001) + #"" } ] }"#
    do {
      _ = try GestureScript.parse(json: Array(json.utf8))
      Issue.record("1,001 characters parsed")
    } catch {
      #expect(error.field == "steps[0].type")
      #expect(error.reason.contains("1001"))
    }
  }
}

/// Tweet posts only while enabled: a tap on the disabled button leaves the sheet up.
@Suite("Compose sheet: Tweet")
struct ComposeTweetTests {
  /// The Tweet button's centre in portrait: 16 pt from the right, top safe area 47 + 6 + 16.
  static let tweet = Point(390 - 16 - 38, 47 + 6 + 16)

  @Test func tweetPostsAndDismissesOnlyWithText() throws {
    let script = GestureScript(
      steps: [
        .wait(0.2), .tap(.point(ComposeSheetTests.fab)), .wait(0.6),
        .tap(.point(Self.tweet)), .wait(0.1),  // disabled: nothing happens
        .type("Hi"), .tap(.point(Self.tweet)), .wait(0.6),
      ])
    let (demo, frames) = try TraceRun.run(ArrowDemo.self, script)
    let afterDisabledTap = try #require(frames.last { $0.t < 1.0 })
    #expect(afterDisabledTap.t > 0.95)
    #expect(afterDisabledTap["modal.tweet"].bools["enabled"] == false)
    #expect(!afterDisabledTap["modal"].hidden && afterDisabledTap["modal"].y == 0, "still up")
    #expect(demo.modal.posted == ["Hi"])
    #expect(demo.modal.text.isEmpty)
    #expect(!demo.modal.isVisible, "dismissed after posting")
  }
}
