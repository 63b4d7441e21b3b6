import ArgumentParser
import TabMotionCore
import TabMotionDemos
import TabMotionRender
import TabMotionUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Options shared by the commands that run a demo.
struct DemoOptions: ParsableArguments {
  @Argument(help: "The demo to run: \(DemoRegistry.names.joined(separator: ", ")).")
  var demo: String

  @Option(
    help: "A gesture script (JSON, described in the README); the demo's default script otherwise.")
  var script: String?

  @Option(help: "Viewport in points, e.g. 390x844.")
  var size: String?

  /// The demo type, or a one-line error listing the valid names.
  func demoType() throws -> any Demo.Type {
    guard let t = DemoRegistry.demo(named: demo) else {
      throw TabMotionError(
        field: "demo",
        reason: "unknown demo '\(demo)'; valid demos: \(DemoRegistry.names.joined(separator: ", "))"
      )
    }
    return t
  }

  /// The script from `--script` (a file, or `-` for standard input), or the demo's default.
  func loadScript(for type: any Demo.Type) throws(TabMotionError) -> GestureScript {
    guard let path = script else { return type.defaultScript }
    let bytes = try InputFile.read(path, option: "--script")
    let parsed = try GestureScript.parse(
      json: bytes, source: path == "-" ? "standard input" : path)
    // A switch the demo does not have is an error before anything runs.
    try parsed.options.check(allowed: type.optionNames, for: type.name)
    return parsed
  }

  /// Checks the frame the run will draw against `ScriptLimits.framePixels` before anything
  /// runs, naming the option that made it too large.
  func checkFrame(script: GestureScript, scale: Double?) throws(TabMotionError) {
    let viewport = try viewport()
    let field = viewport != nil ? "--size" : (scale != nil ? "--scale" : "viewport")
    try ScriptLimits.checkFrame(viewport ?? script.viewport, scale: scale ?? script.scale, field)
  }

  func viewport() throws(TabMotionError) -> Size? {
    guard let size else { return nil }
    return try parseSize(size, field: "--size")
  }
}

/// "390x844" → Size, each side within `ScriptLimits.side`, with a one-line error naming the
/// option.
func parseSize(_ text: String, field: String) throws(TabMotionError) -> Size {
  let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
  guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
    throw TabMotionError(
      field: field,
      reason:
        "must be WIDTHxHEIGHT in points, e.g. 390x844, got '\(TabMotionError.printable(text))'")
  }
  try ScriptLimits.check(w, in: ScriptLimits.side, field + " width")
  try ScriptLimits.check(h, in: ScriptLimits.side, field + " height")
  return Size(w, h)
}

/// Validates a numeric option: finite and inside `range`.
func checked(
  _ value: Double?, _ field: String, in range: ClosedRange<Double>
) throws(TabMotionError) -> Double? {
  guard let value else { return nil }
  try ScriptLimits.check(value, in: range, field)
  return value
}

/// An output folder option: not empty (which would mean the current folder by accident, or
/// the root once a name is appended), and not an existing file.
func outputFolder(_ path: String, option: String) throws(TabMotionError) -> String {
  guard !path.isEmpty else {
    throw TabMotionError(field: option, reason: "is empty; give a folder, e.g. tabmotion-out")
  }
  if isExisting(path, folder: false) {
    throw TabMotionError(
      field: option, reason: "'\(TabMotionError.printable(path))' is a file; give a folder")
  }
  return path
}

/// An output file option: not empty, not ending in `/`, not an existing folder.
func outputFile(_ path: String, option: String, example: String) throws(TabMotionError) -> String {
  guard !path.isEmpty else {
    throw TabMotionError(field: option, reason: "is empty; give a file, e.g. \(example)")
  }
  if path.hasSuffix("/") || path.hasSuffix("/.") || path.hasSuffix("/..") || path == "."
    || path == ".." || isExisting(path, folder: true)
  {
    throw TabMotionError(
      field: option,
      reason: "'\(TabMotionError.printable(path))' is a folder; give a file, e.g. \(example)")
  }
  return path
}

/// `folder/name` without doubling a trailing slash.
/// `folder/name`, with runs of slashes in the folder collapsed (`shots//x/` → `shots/x/…`) so the
/// printed paths are the clean ones a user would type.
func joined(_ folder: String, _ name: String) -> String {
  let absolute = folder.hasPrefix("/")
  let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
  let clean = (absolute ? "/" : "") + parts.joined(separator: "/")
  return clean.isEmpty || clean == "/" ? clean + name : clean + "/" + name
}

private func isExisting(_ path: String, folder: Bool) -> Bool {
  var info = stat()
  guard stat(path, &info) == 0 else { return false }
  return ((info.st_mode & S_IFMT) == S_IFDIR) == folder
}

/// Writes bytes to a path atomically, creating missing folders.
func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
  try FileWriter.save(bytes, to: path, createFolders: true)
}

/// A progress bar on stderr, only when stderr is a terminal.
struct ProgressBar {
  let total: Int
  let label: String
  let enabled = isatty(2) == 1

  func update(_ done: Int) {
    guard enabled, total > 0 else { return }
    let width = 30
    let filled = done * width / total
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    Console.error("\r\(label) [\(bar)] \(done * 100 / total)%")
    if done >= total { Console.error("\n") }
  }
}
