import Foundation
import TabMotionTestSupport
import Testing

/// The SDL window under a private Xvfb display with wheel, key, text and finger events pushed
/// through SDL's own event queue (the path real input takes), read back from the trace the
/// window prints every frame. Part of the serialized window suite: one window at a time.
extension WindowHostTests {
  static func number(_ node: String, _ field: String, _ line: String) -> Double? {
    (WindowHarness.node(node, line)?[field] as? NSNumber)?.doubleValue
  }

  static func top(_ key: String, _ line: String) -> Double? {
    guard let json = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    else { return nil }
    return (json[key] as? NSNumber)?.doubleValue
  }

  @Test func wheelClicksScrollTheListAndCollapseTheHeader() throws {
    let script = """
      { "steps": [ { "wait": 0.1 }, { "wheel": { "at": [195, 600], "dy": -3 } },
                   { "wait": 0.5 } ] }
      """
    let lines = try WindowHarness.run(
      ["window", "collapsing", "--no-state", "--frames", "80", "--trace"], script: script)
    let last = try #require(lines.last)
    #expect(Self.number("page.0", "offset", last) == 144)
    #expect(Self.number("page.1", "offset", last) == 80)
    #expect(Self.number("header", "y", last) == 11)
  }

  @Test func tabRightAndEnterSelectATab() throws {
    let script = """
      { "steps": [ { "wait": 0.1 }, { "key": "tab" }, { "wait": 0.05 }, { "key": "right" },
                   { "wait": 0.05 }, { "key": "enter" }, { "wait": 1.0 } ] }
      """
    let lines = try WindowHarness.run(
      ["window", "collapsing", "--no-state", "--frames", "160", "--trace"], script: script)
    let last = try #require(lines.last)
    #expect(Self.top("selected", last) == 1)
    // The window runs on the wall clock: on a busy machine the last frame may come a frame
    // before the pager's spring has landed exactly.
    #expect(abs((Self.top("progress", last) ?? 0) - 1) < 0.01)
    #expect(WindowHarness.node("item.1", last)?["focused"] as? Bool == true)
  }

  /// Typed text, Backspace, copy and paste land in the compose field; Ctrl+D and Ctrl+Q
  /// while typing do nothing (the bar stays left to right, the window keeps running); Esc
  /// closes the sheet and does not quit.
  @Test func typingInTheComposeSheetWithShortcutsQuiet() throws {
    let script = """
      { "steps": [ { "wait": 0.1 }, { "tap": [346, 717] }, { "wait": 0.6 },
                   { "type": "Hello, wörld 👋" }, { "wait": 0.05 }, { "key": "backspace" },
                   { "wait": 0.05 }, { "key": "ctrl+a" }, { "wait": 0.05 },
                   { "key": "ctrl+c" }, { "wait": 0.05 }, { "key": "end" }, { "wait": 0.05 },
                   { "key": "ctrl+v" }, { "wait": 0.05 }, { "key": "ctrl+d" },
                   { "wait": 0.05 }, { "key": "ctrl+q" }, { "wait": 0.2 } ] }
      """
    let lines = try WindowHarness.run(
      ["window", "arrow", "--no-state", "--frames", "150", "--trace"], script: script)
    #expect(lines.count == 150)
    let typed = try #require(
      lines.first { WindowHarness.node("modal.field", $0)?["text"] as? String == "Hello, wörld 👋" })
    #expect(WindowHarness.node("modal.counter", typed)?["text"] as? String == "266")
    let last = try #require(lines.last)
    #expect(
      WindowHarness.node("modal.field", last)?["text"] as? String == "Hello, wörld Hello, wörld ")
    #expect(WindowHarness.node("modal.counter", last)?["text"] as? String == "254")
    #expect(WindowHarness.node("modal.field", last)?["focused"] as? Bool == true)
    // Still left to right: Home is the leftmost tab.
    #expect(Self.number("item.0", "x", last) == 0)
  }

  @Test func escapeNeverQuits() throws {
    let script = """
      { "steps": [ { "wait": 0.1 }, { "key": "esc" }, { "wait": 0.1 }, { "key": "esc" },
                   { "wait": 0.1 } ] }
      """
    let lines = try WindowHarness.run(
      ["window", "gallery", "--no-state", "--frames", "60", "--trace"], script: script)
    #expect(lines.count == 60)
  }

  /// A finger drags the list (touch-screen finger 1) while finger 2 touches down, moves and
  /// lifts elsewhere: the list follows the first finger exactly as without the second.
  @Test func aSecondFingerDoesNotBreakADrag() throws {
    func run(_ second: String) throws -> [Double] {
      let script = """
        { "steps": [ { "wait": 0.1 },
          { "touch": { "id": 1, "phase": "down", "at": [195, 700] } }, { "wait": 0.05 },
          { "touch": { "id": 1, "phase": "move", "at": [195, 680] } }, { "wait": 0.05 },
          { "touch": { "id": 1, "phase": "move", "at": [195, 600] } }, { "wait": 0.05 },
          \(second)
          { "touch": { "id": 1, "phase": "move", "at": [195, 500] } }, { "wait": 0.05 },
          { "touch": { "id": 1, "phase": "move", "at": [195, 400] } }, { "wait": 0.05 },
          { "touch": { "id": 1, "phase": "move", "at": [195, 400] } }, { "wait": 0.1 },
          { "touch": { "id": 1, "phase": "up", "at": [195, 400] } }, { "wait": 0.1 } ] }
        """
      let lines = try WindowHarness.run(
        ["window", "scroll", "--no-state", "--frames", "80", "--trace"], script: script)
      return lines.map(WindowHarness.listOffset)
    }
    let alone = try run("{ \"wait\": 0.1 },")
    let both = try run(
      """
      { "touch": { "id": 2, "phase": "down", "at": [100, 300] } }, { "wait": 0.05 },
      { "touch": { "id": 2, "phase": "move", "at": [300, 500] } }, { "wait": 0.05 },
      { "touch": { "id": 2, "phase": "up", "at": [300, 500] } },
      """)
    #expect(alone.count == 80 && both.count == 80)
    // While the first finger is down (it lifts in frame 66) the list follows it alone, frame
    // by frame, whatever the second finger does. (What a release flings depends on how fast
    // the window replays the frames, so the frames after it are not compared.)
    #expect(Array(alone.prefix(65)) == Array(both.prefix(65)))
    #expect(both.count > 64 && both[64] > 250)
  }
}

extension WindowHostTests {
  /// A mouse button held on a gallery row: the row shows as pressed in the trace (after the
  /// press delay on the window's own clock, which the replayed frames pass long before the
  /// button lifts at the script's end).
  @Test func aHeldRowShowsItsPressedState() throws {
    let script = """
      { "steps": [ { "wait": 0.1 },
        { "drag": { "from": [195, 233], "to": [195, 234], "duration": 0.3, "release": "hold" } },
        { "wait": 2 } ] }
      """
    let lines = try WindowHarness.run(
      ["window", "gallery", "--no-state", "--frames", "290", "--trace"], script: script)
    let held = lines.filter { WindowHarness.node("entry.1", $0)?["pressed"] as? Bool == true }
    #expect(!held.isEmpty)
    #expect(held.allSatisfy { WindowHarness.node("entry.0", $0)?["pressed"] == nil })
    // Lifted at the script's end: pressed no more, and the row opened its demo.
    let last = try #require(lines.last)
    #expect(WindowHarness.node("entry.1", last)?["pressed"] == nil)
  }
}

extension WindowHostTests {
  /// A desktop window has no phone notch strip: the navigation bar starts at the window's
  /// top; `--device phone` lays the screen out with the phone's insets.
  @Test func aDesktopWindowHasNoNotchStrip() throws {
    let desktop = try WindowHarness.run(
      ["window", "collapsing", "--device", "desktop", "--no-state", "--frames", "2", "--trace"])
    let phone = try WindowHarness.run(
      ["window", "collapsing", "--device", "phone", "--no-state", "--frames", "2", "--trace"])
    let d = try #require(desktop.last)
    let p = try #require(phone.last)
    #expect(Self.number("navBar", "h", d) == 44)
    #expect(Self.number("header", "y", d) == 44)
    #expect(Self.number("navBar", "h", p) == 91)
    #expect(Self.number("header", "y", p) == 91)
  }
}
