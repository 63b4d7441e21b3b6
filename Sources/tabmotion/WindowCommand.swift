import ArgumentParser
import Foundation
import TabMotionCore
import TabMotionDemos
import TabMotionRender
import TabMotionUI
import TabMotionWindow

struct WindowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "window",
    abstract: "Run a demo live in an SDL2 window (mouse drags are fingers).",
    discussion: """
      Mouse drags and touch-screen fingers are fingers; the wheel and the touchpad scroll \
      (Shift+wheel pages between tabs). Tab/Shift-Tab move the focus, arrows move between \
      tabs or scroll, Enter/Space activate, Page Up/Down and Home/End scroll, Esc goes back.

      Window keys: Ctrl+R rotate, Ctrl+D right-to-left, Ctrl+M reduced motion, Ctrl+Q quit \
      (none while typing in a text field).

      Each demo's selected tab and scroll offsets are restored from, and saved on quitting \
      to, $XDG_STATE_HOME/tabmotion/state.json (~/.local/state/tabmotion/state.json without \
      it); --state chooses another file, --no-state keeps nothing.
      """)

  @Argument(help: "The demo to open.")
  var demo: String = "gallery"

  @Option(help: "Window size in points, e.g. 390x844.")
  var size: String = "390x844"

  @Option(
    help: ArgumentHelp(
      "desktop (the window's own edges) or phone (a notched phone's status bar and home indicator insets).",
      valueName: "kind"))
  var device: String = "desktop"

  @Option(help: "Stop after this many frames.")
  var frames: Int?

  @Option(help: "Replay this gesture script through SDL's event queue (one sample per frame).")
  var inject: String?

  @Flag(help: "Print one trace line per frame on stdout.")
  var trace = false

  @OptionGroup var stateOptions: StateOptions

  func run() throws {
    guard let type = DemoRegistry.demo(named: demo) else {
      throw TabMotionError(
        field: "demo",
        reason: "unknown demo '\(demo)'; valid demos: \(DemoRegistry.names.joined(separator: ", "))"
      )
    }
    if let frames, frames < 1 || Double(frames) > ScriptLimits.frames {
      throw TabMotionError(
        field: "--frames",
        reason: "must be in 1…\(ScriptLimits.number(ScriptLimits.frames)), got \(frames)")
    }
    var options = WindowHost.Options()
    options.maxFrames = frames
    guard device == "desktop" || device == "phone" else {
      throw TabMotionError(
        field: "--device",
        reason: "must be desktop or phone, got '\(TabMotionError.printable(device))'")
    }
    options.phoneInsets = device == "phone"
    var demoOptions = ScriptOptions()
    if let inject {
      let bytes = try InputFile.read(inject, option: "--inject")
      let script = try GestureScript.parse(
        json: bytes, source: inject == "-" ? "standard input" : inject)
      try script.options.check(allowed: type.optionNames, for: type.name)
      demoOptions = script.options
      options.injected = try WindowCommand.framed(script)
    }
    if trace { options.trace = { line throws(CommandFailure) in try Console.line(line) } }
    let viewport = try parseSize(size, field: "--size")
    let hasDisplay = MainActor.assumeIsolated { WindowHost.displayAvailable() }
    guard hasDisplay else {
      let name = WindowHost.displayName
      throw TabMotionError(
        field: "window",
        reason: (name.isEmpty
          ? "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset)"
          : "cannot open the display '\(name)'")
          + "; render, record and trace work without one")
    }
    let store = try stateOptions.file()
    let loaded = store.map { file in
      file.load(limit: GalleryState.maximumBytes) { (bytes) throws(TabMotionError) in
        try GalleryState.parse(bytes, source: "state")
      }
    }
    if let warning = loaded?.warning { Console.error("tabmotion: warning: \(warning)\n") }
    let saved = loaded?.value ?? GalleryState()
    let mayWrite = loaded?.mayWrite != false
    let (status, updated) = try MainActor.assumeIsolated {
      var screen: (any Screen)?
      // The title names the demo on screen: the gallery's open one, or the gallery.
      options.title = {
        let open = (screen as? GalleryDemo)?.current.map { Swift.type(of: $0).name }
        return "TabMotion — \(open ?? type.name)"
      }
      // A window destroyed from outside (its X window closed by another client) ends the
      // process inside SDL, through Xlib's error exit: the state is saved on the way out, as
      // the close button saves it.
      if let store, mayWrite {
        ExitSave.register()
        ExitSave.pending = {
          guard let screen else { return }
          let updated = saved.updated(from: screen, name: type.name)
          guard updated != saved else { return }
          do {
            try store.save(updated.json())
          } catch {
            Console.error("tabmotion: warning: the state could not be saved: \(error)\n")
          }
        }
      }
      defer { ExitSave.pending = nil }
      let status = try WindowHost(
        title: "TabMotion — \(type.name)", size: viewport, options: options
      ) {
        let made = try type.make(environment: $0, options: demoOptions)
        saved.restore(into: made, name: type.name, at: 0)
        screen = made
        return made
      }.run()
      return (status, screen.map { saved.updated(from: $0, name: type.name) })
    }
    // Written only when something changed, and never over a file that could not be set aside.
    if let store, let updated, updated != saved, mayWrite {
      try store.save(updated.json())
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Script input keyed by the frame (at the script's fps) it belongs to.
  static func framed(
    _ script: GestureScript
  ) throws(TabMotionError) -> [(frame: Int, input: InjectedInput)] {
    try ScriptPlayer.inputs(of: script).map { item in
      // The tolerance keeps 0.2·5/24·120 = 5.000000000000001 in frame 5.
      let frame = max(1, Int(saturating: (item.time * script.fps - 1e-6).rounded(.up)))
      let input: InjectedInput =
        switch item.input {
        case .pointer(let e): .pointer(e)
        case .wheel(let w): .wheel(w)
        case .key(let k): .key(k)
        case .text(let t): .text(t)
        }
      return (frame, input)
    }
  }
}

/// Where the window keeps each demo's selected tab and scroll offsets between launches.
struct StateOptions: ParsableArguments {
  @Option(
    name: .customLong("state"),
    help: ArgumentHelp(
      "Keep the demos' selected tabs and scroll offsets in this file.", valueName: "file"))
  var path: String?

  @Flag(name: .customLong("no-state"), help: "Neither restore nor save the demos' state.")
  var disabled = false

  /// The state file to use, nil for none (`--no-state`, or no home folder to keep it in).
  func file() throws(TabMotionError) -> StateFile? {
    if disabled {
      guard path == nil else {
        throw TabMotionError(field: "--no-state", reason: "cannot be combined with --state")
      }
      return nil
    }
    if let path {
      guard !path.isEmpty, !path.hasSuffix("/") else {
        throw TabMotionError(field: "--state", reason: "must name a file, got '\(path)'")
      }
      return StateFile(path: path)
    }
    return StateFile.defaultPath(
      name: "state.json", environment: ProcessInfo.processInfo.environment
    )
    .map(StateFile.init(path:))
  }
}

/// The state save that runs if the process exits while the window is open (the X window
/// destroyed from outside ends the process through Xlib's error exit, never returning to the
/// frame loop).
enum ExitSave {
  /// Saves the open window's state; nil while no window is open.
  nonisolated(unsafe) static var pending: (() -> Void)?
  nonisolated(unsafe) private static var registered = false

  /// Registers the exit hook once.
  static func register() {
    guard !registered else { return }
    registered = true
    atexit {
      guard let save = ExitSave.pending else { return }
      ExitSave.pending = nil
      save()
    }
  }
}
