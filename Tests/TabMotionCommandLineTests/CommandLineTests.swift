import Foundation
import TabMotionTestSupport
import Testing

/// The `tabmotion` executable as a user runs it: exit statuses, one-line errors, files.
@Suite("tabmotion command line")
struct CommandLineTests {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(_ args: [String], script: String? = nil) throws -> Result {
    var arguments = args
    let dir = NSTemporaryDirectory() + "tabmotion-cli-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    if let script {
      let path = dir + "/script.json"
      try script.write(toFile: path, atomically: true, encoding: .utf8)
      arguments += ["--script", path]
    }
    arguments = arguments.map { $0.replacingOccurrences(of: "$DIR", with: dir) }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: WindowHarness.binary)
    p.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = nil
    env["WAYLAND_DISPLAY"] = nil
    p.environment = env
    let out = dir + "/out.txt"
    let err = dir + "/err.txt"
    _ = FileManager.default.createFile(atPath: out, contents: nil)
    _ = FileManager.default.createFile(atPath: err, contents: nil)
    let outHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
    let errHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
    p.standardOutput = outHandle
    p.standardError = errHandle
    try p.run()
    p.waitUntilExit()
    try outHandle.close()
    try errHandle.close()
    var result = Result(
      status: p.terminationStatus,
      stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    if arguments.contains("record"), let i = arguments.firstIndex(of: "--out") {
      let data = FileManager.default.contents(atPath: arguments[i + 1]) ?? Data()
      result.stdout += "\n" + String(decoding: data.prefix(64), as: Unicode.ASCII.self)
    }
    return result
  }

  @Test func unknownDemoListsTheValidOnesAndExits2() throws {
    let r = try Self.run(["trace", "nosuchdemo"])
    #expect(r.status == 2)
    #expect(r.stderr.contains("valid demos: gallery, scroll"))
    #expect(r.stderr.split(separator: "\n").count == 1)
  }

  @Test(arguments: [
    ("{ \"steps\": [ { \"wait\": -1 } ] }", "steps[0].wait"),
    ("{ \"steps\": [ { \"spin\": 1 } ] }", "steps[0].spin"),
    ("not json", "not valid JSON"),
    ("{ \"steps\": [ { \"drag\": { \"to\": [1, \"x\"] } } ] }", "steps[0].drag.to"),
  ])
  func malformedScriptsGiveOneLineAndExit2(_ script: String, _ field: String) throws {
    let r = try Self.run(["trace", "scroll"], script: script)
    #expect(r.status == 2)
    #expect(r.stderr.contains(field), "\(r.stderr)")
    #expect(r.stderr.split(separator: "\n").count == 1)
  }

  @Test func badOptionsExit2() throws {
    #expect(try Self.run(["render", "scroll", "--at", "-1", "--out", "$DIR"]).status == 2)
    #expect(try Self.run(["render", "scroll", "--scale", "nan", "--out", "$DIR"]).status == 2)
    #expect(try Self.run(["trace", "scroll", "--fps", "0"]).status == 2)
    #expect(try Self.run(["render", "scroll", "--size", "0x10"]).status == 2)
    #expect(try Self.run(["bogus"]).status == 2)
  }

  @Test func traceIsByteIdenticalAcrossRuns() throws {
    let a = try Self.run(["trace", "scroll"])
    let b = try Self.run(["trace", "scroll"])
    #expect(a.status == 0)
    #expect(!a.stdout.isEmpty && a.stdout == b.stdout)
  }

  @Test func recordWritesAnAnimatedWebP() throws {
    let r = try Self.run([
      "record", "scroll", "--fps", "20", "--scale", "0.5", "--out", "$DIR/scroll.webp",
    ])
    #expect(r.status == 0)
    #expect(r.stdout.contains("RIFF") && r.stdout.contains("WEBPVP8X") && r.stdout.contains("ANIM"))
  }

  @Test func renderWritesOnePNGPerTime() throws {
    let r = try Self.run(["render", "scroll", "--at", "0", "0.5", "--scale", "1", "--out", "$DIR"])
    #expect(r.status == 0)
    #expect(
      r.stdout.split(separator: "\n").map { String($0.suffix(16)) } == [
        "scroll-0.00s.png", "scroll-0.50s.png",
      ])
  }

  /// Every command's help reads as paragraphs wrapped to the terminal's 80 columns: no line of
  /// the overview and discussion stops short where the next word would have fitted, and no
  /// default is said twice.
  @Test(arguments: [[], ["render"], ["record"], ["trace"], ["window"], ["bench"]])
  func helpIsWrappedIntoParagraphs(_ command: [String]) throws {
    let help = try Self.run(command + ["--help"]).stdout
    let prose = help.components(separatedBy: "USAGE:")[0].split(
      separator: "\n", omittingEmptySubsequences: false)
    for (line, next) in zip(prose, prose.dropFirst()) where !line.isEmpty && !next.isEmpty {
      let word = next.split(separator: " ").first.map(\.count) ?? 0
      #expect(line.count + 1 + word > 80, "\(command): '\(line)' stops short of '\(next)'")
    }
    for line in help.split(separator: "\n") {
      let defaults = line.components(separatedBy: "(default:").count - 1
      #expect(defaults <= 1, "\(command): '\(line)'")
    }
  }
}
