import Foundation
import TabMotionTestSupport
import Testing

/// The `tabmotion` executable against hostile input, as a fuzzer found it: every case ends
/// with exit 0, or with exit 2 (bad input) / exit 1 (a failed write) and exactly one line on
/// stderr — never a trap, a backtrace, a hang, a partial file or a frame printed before the
/// error. Each run is capped at 1 GiB of address space and killed after 120 s, so a memory
/// blow-up fails the run and a hang fails the test instead of stalling the suite.
@Suite("tabmotion under hostile input")
struct HostileInputTests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
    var lines: [Substring] {
      stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }
  }

  /// Runs `command` in `sh` inside a fresh folder (`$B` is the binary, `$D` the folder),
  /// with the memory cap. `files` are written into the folder first.
  static func shell(_ command: String, files: [String: [UInt8]] = [:]) throws -> Run {
    let dir = NSTemporaryDirectory() + "tabmotion-hostile-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer {
      do { try FileManager.default.removeItem(atPath: dir) } catch {
        Issue.record("cleanup: \(error)")
      }
    }
    for (name, bytes) in files {
      #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(bytes)))
    }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    p.arguments = [
      "-c",
      "ulimit -v 1048576; cd \"$D\" && timeout -s KILL 120 sh -c '\(command)' > out.txt 2> err.txt",
    ]
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = nil
    env["WAYLAND_DISPLAY"] = nil
    env["B"] = WindowHarness.binary
    env["D"] = dir
    p.environment = env
    try p.run()
    p.waitUntilExit()
    return Run(
      status: p.terminationStatus,
      stdout: try String(contentsOfFile: dir + "/out.txt", encoding: .utf8),
      stderr: String(
        decoding: try Data(contentsOf: URL(fileURLWithPath: dir + "/err.txt")), as: UTF8.self))
  }

  static func script(_ json: String) -> [String: [UInt8]] { ["s.json": Array(json.utf8)] }

  /// Exit 2 with one line naming `field`, and nothing on stdout.
  static func expectRejected(
    _ r: Run, naming field: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(r.status == 2, "status \(r.status): \(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.lines.count == 1, "\(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.stderr.hasPrefix("tabmotion: "), "\(r.stderr)", sourceLocation: sourceLocation)
    #expect(
      r.stderr.contains(field), "expected '\(field)' in: \(r.stderr)",
      sourceLocation: sourceLocation)
    #expect(
      r.stdout.isEmpty, "printed before the error: \(r.stdout.prefix(200))",
      sourceLocation: sourceLocation)
  }

  // MARK: Every numeric field at the extremes

  static let extremes = ["1e308", "-1e308", "0", "-0", "5e-324", "1180591620717411303424"]

  /// A script with one number replaced by `value` at the place marked `#`.
  static let templates: [(field: String, json: String)] = [
    ("viewport[0]", #"{"viewport":[#,844],"steps":[{"wait":0.1}]}"#),
    ("viewport[1]", #"{"viewport":[390,#],"steps":[{"wait":0.1}]}"#),
    ("scale", #"{"scale":#,"steps":[{"wait":0.1}]}"#),
    ("fps", #"{"fps":#,"steps":[{"wait":0.1}]}"#),
    (
      "steps[0].drag.from[0]",
      #"{"steps":[{"drag":{"from":[#,400],"to":[100,400],"duration":0.2}}]}"#
    ),
    (
      "steps[0].drag.from[1]",
      #"{"steps":[{"drag":{"from":[300,#],"to":[100,400],"duration":0.2}}]}"#
    ),
    (
      "steps[0].drag.to[0]", #"{"steps":[{"drag":{"from":[300,400],"to":[#,400],"duration":0.2}}]}"#
    ),
    (
      "steps[0].drag.to[1]", #"{"steps":[{"drag":{"from":[300,400],"to":[100,#],"duration":0.2}}]}"#
    ),
    (
      "steps[0].drag.duration",
      #"{"steps":[{"drag":{"from":[300,400],"to":[100,400],"duration":#}}]}"#
    ),
    ("steps[0].wait", #"{"steps":[{"wait":#}]}"#),
    ("steps[0].tap[0]", #"{"steps":[{"tap":[#,800]}]}"#),
    ("steps[0].tap[1]", #"{"steps":[{"tap":[100,#]}]}"#),
    ("steps[1].select", #"{"steps":[{"wait":0.1},{"select":#},{"wait":0.1}]}"#),
    ("steps[0].resize[0]", #"{"steps":[{"resize":[#,390]},{"wait":0.1}]}"#),
    ("steps[0].resize[1]", #"{"steps":[{"resize":[844,#]},{"wait":0.1}]}"#),
  ]

  @Test(arguments: templates.indices)
  func everyNumericFieldAtTheExtremes(_ index: Int) throws {
    let (field, template) = Self.templates[index]
    for value in Self.extremes {
      let json = template.replacingOccurrences(of: "#", with: value)
      let r = try Self.shell("\"$B\" trace arrow --script s.json", files: Self.script(json))
      if r.status == 0 {
        #expect(r.stderr.isEmpty, "\(field) = \(value): \(r.stderr)")
        #expect(r.stdout.hasPrefix("{\"t\":"), "\(field) = \(value)")
      } else {
        Self.expectRejected(r, naming: field)
      }
    }
  }

  @Test func outOfRangeValuesAreRejectedNamingTheField() throws {
    for (field, template) in Self.templates {
      let json = template.replacingOccurrences(of: "#", with: "1e308")
      let r = try Self.shell("\"$B\" trace arrow --script s.json", files: Self.script(json))
      Self.expectRejected(r, naming: field)
    }
  }

  // MARK: Odd files

  @Test func oddScriptFilesGiveOneLine() throws {
    let cases: [(String, [String: [UInt8]], String)] = [
      ("--script empty.json", ["empty.json": []], "is empty"),
      ("--script .", [:], "is a folder"),
      ("--script /dev/null", [:], "is empty"),
      ("--script /dev/zero", [:], "larger than"),
      ("--script missing.json", [:], "No such file"),
      ("--script \"$(printf \"a\\nb\")\"", [:], "'a\\nb'"),
      ("--script bad.json", ["bad.json": [0xFF, 0xFE, 0x7B, 0x7D]], "not UTF-8"),
      (
        "--script deep.json",
        [
          "deep.json": Array(
            (String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8)
        ], "levels deep"
      ),
      (
        "--script many.json",
        [
          "many.json": Array(
            ("{\"steps\":["
              + Array(repeating: "{\"wait\":0.001}", count: 100_000).joined(separator: ",") + "]}")
              .utf8)
        ], "at most 10000"
      ),
      (
        "--script dup.json", Self.script(#"{"steps":[],"steps":[{"wait":1}]}"#).mapKeys("dup.json"),
        "steps: appears twice"
      ),
      (
        "--script big.json", Self.script(#"{"steps":[{"wait":1e400}]}"#).mapKeys("big.json"),
        "out of range"
      ),
      (
        "--script key.json",
        Self.script("{\"" + String(repeating: "k", count: 20_000) + "\":1,\"steps\":[]}").mapKeys(
          "key.json"), "…"
      ),
      (
        "--script lf.json",
        Self.script(
          #"{"steps":[{"drag":{"from":[1,1],"to":[2,2],"duration":0.1,"release":"a\nb"}}]}"#
        ).mapKeys("lf.json"), #""a\nb""#
      ),
    ]
    for (arguments, files, expected) in cases {
      let r = try Self.shell("\"$B\" trace arrow \(arguments)", files: files)
      Self.expectRejected(r, naming: expected)
      #expect(r.stderr.utf8.count < 600, "\(r.stderr.utf8.count) bytes of error")
    }
  }

  @Test func scriptsComeFromStandardInputAndFIFOs() throws {
    let json = #"{"steps":[{"wait":0.05}]}"#
    let piped = try Self.shell("printf %s \(Self.quoted(json)) | \"$B\" trace arrow --script -")
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(piped.stdout.split(separator: "\n").count == 6)
    let fifo = try Self.shell(
      "mkfifo f; (printf %s \(Self.quoted(json)) > f &); \"$B\" trace arrow --script f")
    #expect(fifo.status == 0, "\(fifo.stderr)")
    #expect(fifo.stdout == piped.stdout)
  }

  static func quoted(_ s: String) -> String {
    "\"" + s.replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// The fuzzer's seed corpus and every finding it has made, replayed through an ordinary
  /// debug build of the same check (the fuzzing itself runs under `./dev fuzz`).
  @Test func theFuzzCorpusAndRegressionsKeepEveryPromise() throws {
    let replayer = WindowHarness.binary + "-fuzz"
    let root = URL(fileURLWithPath: WindowHarness.binary).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    let r = try Self.shell("\"\(replayer)\" \"\(root)/Fuzz/corpus\" \"\(root)/Fuzz/regressions\"")
    #expect(r.status == 0, "\(r.stderr)")
    let count = r.stdout.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    #expect(count >= 15, "\(r.stdout)")
  }

  // MARK: Validation before output

  @Test func anInvalidStepLaterInTheScriptPrintsNoFrame() throws {
    let json = #"{"steps":[{"wait":2},{"select":9999}]}"#
    let r = try Self.shell("\"$B\" trace arrow --script s.json", files: Self.script(json))
    Self.expectRejected(r, naming: "steps[1].select")
    #expect(r.stderr.contains("0…3"))
  }

  @Test func theWholeRunIsBoundedUpFront() throws {
    let long =
      "{\"fps\":1000,\"steps\":["
      + Array(repeating: "{\"wait\":600}", count: 1000).joined(separator: ",") + "]}"
    Self.expectRejected(
      try Self.shell("\"$B\" trace arrow --script s.json", files: Self.script(long)),
      naming: "steps")
    let huge = #"{"viewport":[10000,10000],"steps":[{"wait":0.1}]}"#
    Self.expectRejected(
      try Self.shell("\"$B\" trace arrow --script s.json", files: Self.script(huge)),
      naming: "million pixels")
    let tall = #"{"steps":[{"resize":[390,10000]},{"resize":[10000,390]},{"wait":0.1}]}"#
    Self.expectRejected(
      try Self.shell(
        "\"$B\" record arrow --scale 1.5 --script s.json --out a.webp", files: Self.script(tall)),
      naming: "canvas")
  }

  // MARK: Options

  @Test(arguments: [
    ("render arrow --at 1e19", "--at[0]"), ("render arrow --at 1e9", "--at[0]"),
    ("render arrow --at=-1", "--at[0]"), ("render arrow --at 0 nan", "--at[1]"),
    ("render arrow --at inf", "--at[0]"), ("render arrow --at 0.1231 0.1232", "millisecond"),
    ("render arrow --size 10000x10000", "--size"), ("render arrow --size 1e300x5", "--size width"),
    ("render arrow --size 390x", "--size"), ("render arrow --scale 0", "--scale"),
    ("render arrow --scale 9", "--scale"), ("render arrow --scale nan", "--scale"),
    ("render arrow --out \"\"", "--out: is empty"), ("trace arrow --fps 0", "--fps"),
    ("trace arrow --fps 1e9", "--fps"), ("record arrow --out \"\"", "--out: is empty"),
    ("record arrow --out dir/", "is a folder"), ("record arrow --out .", "is a folder"),
    ("record arrow --fps 1e9 --out a.webp", "--fps"), ("bench arrow --frames 0", "--frames"),
    ("bench arrow --frames 1000000000", "--frames"), ("window arrow", "no display"),
    ("trace nosuchdemo", "valid demos"), ("render arrow --bogus", "--bogus"),
  ])
  func extremeOptionsExit2(_ arguments: String, _ field: String) throws {
    Self.expectRejected(try Self.shell("\"$B\" \(arguments)"), naming: field)
  }

  @Test func versionAndHelpExit0() throws {
    let version = try Self.shell("\"$B\" --version")
    #expect(version.status == 0)
    #expect(version.stdout.split(separator: ".").count == 3)
    let help = try Self.shell("\"$B\" render --help")
    #expect(help.status == 0)
    #expect(help.stdout.contains("--at"))
  }

  @Test func renderIntoAFileOrAFolderWithATrailingSlash() throws {
    Self.expectRejected(
      try Self.shell("touch f; \"$B\" render arrow --out f"), naming: "'f' is a file")
    let slash = try Self.shell("\"$B\" render arrow --at 0.125 --out out/ && ls out")
    #expect(slash.status == 0, "\(slash.stderr)")
    #expect(slash.stdout == "out/arrow-0.125s.png\narrow-0.125s.png\n")
  }

  // MARK: Output that never lies

  @Test func aFullStandardOutputIsOneLineAndExit1() throws {
    for command in [
      "\"$B\" trace arrow > /dev/full", "\"$B\" render arrow --out o > /dev/full",
      "\"$B\" trace arrow >&-",
    ] {
      let r = try Self.shell(command)
      #expect(r.status == 1, "\(command): \(r.status) \(r.stderr)")
      #expect(r.lines.count == 1, "\(command): \(r.stderr)")
      #expect(r.stderr.hasPrefix("tabmotion: cannot write to standard output"), "\(r.stderr)")
    }
  }

  /// A file-size limit fails writes the way a full disk does: the command says so in one line,
  /// exits 1, leaves no partial or temporary file, and an earlier file at the path survives.
  @Test func aFailedWriteLeavesNoPartialFile() throws {
    let png = try Self.shell("ulimit -f 8; \"$B\" render arrow --out o; echo $? > status; ls -A o")
    #expect(png.lines.count == 1, "\(png.stderr)")
    #expect(png.stderr.contains("cannot write 'o/arrow-0.00s.png'"), "\(png.stderr)")
    #expect(png.stdout.isEmpty, "files left: \(png.stdout)")
    let webp = try Self.shell(
      "echo old > a.webp; ulimit -f 8; \"$B\" record arrow --out a.webp; s=$?; ls -A; cat a.webp; exit $s"
    )
    #expect(webp.status == 1, "\(webp.stderr)")
    #expect(webp.lines.count == 1, "\(webp.stderr)")
    #expect(webp.stdout == "a.webp\nerr.txt\nout.txt\nold\n")
  }
}

extension Dictionary where Key == String, Value == [UInt8] {
  /// The single file of `HostileInputTests.script`, renamed.
  fileprivate func mapKeys(_ name: String) -> [String: [UInt8]] {
    [name: self["s.json"] ?? []]
  }
}
