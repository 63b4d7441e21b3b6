import TabMotionCore
import TabMotionDemos
import TabMotionUI

/// What the fuzzer checks for one input, the promise `tabmotion` makes about scripts: a bad
/// script is refused with one short line naming the field; a script that passes validation
/// runs on its demo without a trap, a thrown error, a non-finite value in the trace or a
/// selected index outside the tabs. Any broken promise stops the process (`preconditionFailure`),
/// which is how libFuzzer and the replayer report a finding.
enum ScriptCheck {
  /// Frames a passing script is played for: enough for several gestures, short enough that
  /// the fuzzer tries thousands of inputs a minute.
  static let maximumFrames = 360

  static func run(_ bytes: [UInt8]) {
    let script: GestureScript
    do {
      script = try GestureScript.parse(json: bytes, source: "input")
      try script.validate(scale: script.scale)
    } catch {
      expectOneLine(error)
      return
    }
    let demos = DemoRegistry.all
    // The demo is picked by the input, so every demo is fuzzed and each input is reproducible.
    let type = demos[bytes.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF } % demos.count]
    let environment = ScreenEnvironment(
      size: script.viewport, scale: script.scale, direction: script.direction,
      reducedMotion: script.reducedMotion)
    let screen: any Screen
    do {
      screen = try type.init(environment: environment)
      try script.validate(for: screen)
    } catch {
      expectOneLine(error)
      return
    }
    var player = ScriptPlayer(script: script, environment: environment)
    do {
      try player.begin(screen)
    } catch {
      expectOneLine(error)
      return
    }
    while !player.isFinished, player.frame < maximumFrames {
      do {
        try player.step(screen)
        _ = try TraceEncoder.line(frame: player.frame, time: player.time, screen: screen)
      } catch {
        preconditionFailure(
          "\(type.name), frame \(player.frame): a validated script failed: \(error)")
      }
      if let tabs = screen.capability((any TabSelecting).self) {
        precondition(
          (0..<tabs.tabCount).contains(tabs.selectedIndex),
          "\(type.name), frame \(player.frame): selected index \(tabs.selectedIndex) of \(tabs.tabCount) tabs"
        )
      }
    }
  }

  private static func expectOneLine(_ error: TabMotionError) {
    let text = error.description
    precondition(!text.contains("\n") && !text.contains("\r"), "a message over two lines: \(text)")
    precondition(
      text.unicodeScalars.count <= 600, "a message of \(text.unicodeScalars.count) characters")
  }
}
