import ArgumentParser
import Foundation
import TabMotionCore
import TabMotionDemos
import TabMotionRender
import TabMotionUI

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

  /// The script from `--script`, or the demo's default.
  func loadScript(for type: any Demo.Type) throws -> GestureScript {
    guard let path = script else { return type.defaultScript }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TabMotionError(field: "--script", reason: "cannot read '\(path)'")
    }
    return try GestureScript.parse(json: [UInt8](data), source: path)
  }

  func viewport() throws -> Size? {
    guard let size else { return nil }
    return try parseSize(size, field: "--size")
  }
}

/// "390x844" → Size, with a one-line error naming the option.
func parseSize(_ text: String, field: String) throws -> Size {
  let parts = text.lowercased().split(separator: "x")
  guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1,
    w.isFinite, h.isFinite, w <= 10_000, h <= 10_000
  else {
    throw TabMotionError(field: field, reason: "must be WIDTHxHEIGHT in points, e.g. 390x844")
  }
  return Size(w, h)
}

/// Validates a numeric option: finite and inside `range`.
func checked(_ value: Double?, _ field: String, in range: ClosedRange<Double>) throws -> Double? {
  guard let value else { return nil }
  guard value.isFinite, range.contains(value) else {
    throw TabMotionError(
      field: field, reason: "must be in \(range.lowerBound)…\(range.upperBound), got \(value)")
  }
  return value
}

/// Writes bytes to a path, creating the parent directory.
func write(_ bytes: [UInt8], to path: String) throws {
  let url = URL(fileURLWithPath: path)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(bytes).write(to: url)
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
    FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done * 100 / total)%".utf8))
    if done >= total { FileHandle.standardError.write(Data("\n".utf8)) }
  }
}
