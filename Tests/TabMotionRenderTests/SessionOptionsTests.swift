import TabMotionCore
import TabMotionRender
import TabMotionUI
import Testing

/// A script's `"options"` reach a screen of one's own driven headlessly: the screen names the
/// switches it has and is built with the ones the script set; a switch it does not have — a
/// misspelling, or any switch for a screen that takes none — is an error naming it and the
/// screen before the first frame, never silently ignored.
@Suite("Script options for a screen of one's own")
struct SessionOptionsTests {
  final class Shelf: Screen {
    let root = Layer(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let compact: Bool
    init(compact: Bool) { self.compact = compact }
    func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
      root.setFrame(Rect(origin: .zero, size: environment.size))
    }
    func update(to time: Double) {}
  }

  static func script(_ options: String) throws -> GestureScript {
    try GestureScript.parse(
      json: Array(#"{"options":\#(options),"steps":[{"wait":0.05}]}"#.utf8))
  }

  @Test func theScreenIsBuiltWithTheSwitchesTheScriptSet() throws {
    let on = try HeadlessSession(script: Self.script(#"{"compact":true}"#), options: ["compact"]) {
      _, options in Shelf(compact: options.isOn("compact"))
    }
    #expect(on.screen.compact)
    let off = try HeadlessSession(script: Self.script("{}"), options: ["compact"]) {
      _, options in Shelf(compact: options.isOn("compact"))
    }
    #expect(!off.screen.compact)
  }

  @Test func aMisspeltSwitchIsAnErrorNamingItAndTheScreen() throws {
    do {
      _ = try HeadlessSession(script: Self.script(#"{"compcat":true}"#), options: ["compact"]) {
        _, options in Shelf(compact: options.isOn("compact"))
      }
      Issue.record("a misspelt option was accepted")
    } catch let error as TabMotionError {
      #expect(error.field == "options.compcat")
      #expect(error.reason == "unknown option for 'Shelf'; expected one of compact")
    }
  }

  @Test func anySwitchForAScreenThatTakesNoneIsAnError() throws {
    do {
      _ = try HeadlessSession(script: Self.script(#"{"compact":true}"#)) { _ in
        Shelf(compact: false)
      }
      Issue.record("an option for a screen without options was accepted")
    } catch let error as TabMotionError {
      #expect(error.field == "options.compact")
      #expect(error.reason == "unknown option; 'Shelf' has no options")
    }
    // Picked at run time and boxed: still named after the screen.
    do {
      _ = try HeadlessSession(script: Self.script(#"{"compact":1}"#)) { _ -> any Screen in
        Shelf(compact: false)
      }
      Issue.record("an option for a boxed screen without options was accepted")
    } catch let error as TabMotionError {
      #expect(error.reason == "unknown option; 'Shelf' has no options")
    }
  }
}
