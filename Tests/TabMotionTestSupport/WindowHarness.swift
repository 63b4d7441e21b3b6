import Foundation
import Testing

public enum WindowHarness {
  public static let xvfb: String? = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  public static var binary: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/tabmotion").path
  }

  /// How many display numbers this process has tried (the window tests run one at a time).
  public nonisolated(unsafe) static var displaysTried = 0

  /// Runs `body` with a private Xvfb display started for it, its name (":93") handed in.
  public static func withServer<R>(_ body: (String) throws -> R) throws -> R? {
    guard let xvfb else { return nil }
    // A display of this run's own: the first number from a process-specific start whose
    // server comes up (no lock file, and a server that says it accepts connections). Never
    // a number used before in this process: a server just killed may still hold it.
    var server = Process()
    var display = ""
    for offset in displaysTried..<(displaysTried + 100) {
      displaysTried = offset + 1
      let number = 200 + (Int(getpid()) * 7 + offset) % 800
      guard !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") else { continue }
      let candidate = Process()
      candidate.executableURL = URL(fileURLWithPath: xvfb)
      // `-displayfd 1`: the server writes its number once it accepts connections.
      candidate.arguments = [
        ":\(number)", "-displayfd", "1", "-screen", "0", "1024x1024x24", "-nolisten", "tcp",
      ]
      let ready = Pipe()
      candidate.standardOutput = ready
      candidate.standardError = FileHandle.nullDevice
      try candidate.run()
      var announced = ""
      while !announced.hasSuffix("\n") {
        let chunk = ready.fileHandleForReading.availableData
        if chunk.isEmpty { break }  // the server ended: the number was taken after all
        announced += String(decoding: chunk, as: UTF8.self)
      }
      if candidate.isRunning && announced.hasSuffix("\n") {
        server = candidate
        display = ":\(number)"
        break
      }
      kill(candidate.processIdentifier, SIGKILL)
      candidate.waitUntilExit()
    }
    defer {
      // SIGKILL: Xvfb here does not always act on SIGTERM, and waiting for it would hang.
      if server.isRunning {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
      }
    }
    return try body(display)
  }

  /// Runs `body` in this process with `DISPLAY` naming a private Xvfb display (a `WindowHost`
  /// made in `body` opens its window there).
  @MainActor
  public static func withDisplay(_ body: () throws -> Void) throws {
    _ = try withServer { display in
      let previous = getenv("DISPLAY").map { String(cString: $0) }
      setenv("DISPLAY", display, 1)
      defer {
        if let previous { setenv("DISPLAY", previous, 1) } else { unsetenv("DISPLAY") }
      }
      try body()
    }
  }

  /// Starts Xvfb on a free display, runs tabmotion with `arguments`, returns stdout lines.
  public static func run(_ arguments: [String], script: String? = nil) throws -> [String] {
    try withServer { display in try run(arguments, script: script, display: display) } ?? []
  }

  private static func run(
    _ arguments: [String], script: String?, display: String
  ) throws -> [String] {
    var args = arguments
    // The tests' points are those of the phone layout (status bar and home indicator insets).
    if args.first == "window", !args.contains("--device") { args += ["--device", "phone"] }
    if let script {
      let path = NSTemporaryDirectory() + "tabmotion-inject-\(getpid()).json"
      try script.write(toFile: path, atomically: true, encoding: .utf8)
      args += ["--inject", path]
    }
    let app = Process()
    app.executableURL = URL(fileURLWithPath: binary)
    app.arguments = args
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = display
    env["SDL_AUDIODRIVER"] = "dummy"
    env["SDL_VIDEODRIVER"] = "x11"
    // Never the user's own state file: a folder of this run's.
    env["XDG_STATE_HOME"] = NSTemporaryDirectory() + "tabmotion-state-\(getpid())"
    app.environment = env
    // Output goes to a file, not a pipe: a pipe's end inherited by another child (Xvfb) would
    // keep it open and the read would never see EOF.
    let outPath = NSTemporaryDirectory() + "tabmotion-window-\(getpid()).out"
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: outPath) }
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    app.standardOutput = out
    let errPath = outPath + ".err"
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: errPath) }
    app.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    try app.run()
    // Never hang the suite: a window that does not finish in time is stopped (and fails).
    for _ in 0..<600 where app.isRunning { usleep(100_000) }
    if app.isRunning { app.terminate() }
    app.waitUntilExit()
    try out.close()
    let errors = String(
      decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self)
    #expect(app.terminationStatus == 0, "\(display): \(errors)")
    let data = FileManager.default.contents(atPath: outPath) ?? Data()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// A named node of a trace line.
  public static func node(_ name: String, _ line: String) -> [String: Any]? {
    guard let data = line.data(using: .utf8),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let nodes = json["nodes"] as? [String: Any]
    else { return nil }
    return nodes[name] as? [String: Any]
  }

  /// The scroll demo's list offset from a trace line.
  public static func listOffset(_ line: String) -> Double {
    guard let data = line.data(using: .utf8),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let nodes = json["nodes"] as? [String: Any], let list = nodes["list"] as? [String: Any],
      let offset = list["offset"] as? Double
    else { return .nan }
    return offset
  }
}
