import ArgumentParser
import Foundation
import MallocInterposerSwift
import TabMotionCore
import TabMotionDemos
import TabMotionRender
import TabMotionUI

struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Per-frame timings of each demo's scripted interaction (update and raster).")

  @Argument(help: "Demos to measure (default: all).")
  var demos: [String] = []

  @Option(help: "Viewport in points, e.g. 390x844.")
  var size: String?

  @Option(help: "Pixels per point.")
  var scale: Double = 3

  @Option(help: "Frames per demo (the script repeats if shorter; default: one run of it).")
  var frames: Int?

  @Flag(help: "Print one JSON object instead of a table.")
  var json = false

  @Flag(
    help: "After the table, list every frame over 8.3 ms: when, update, raster, rasterisations.")
  var slow = false

  func run() throws {
    let types =
      try demos.isEmpty
      ? DemoRegistry.all.filter { $0.name != GalleryDemo.name }
      : demos.map { name in
        guard let t = DemoRegistry.demo(named: name) else {
          throw TabMotionError(
            field: "demo",
            reason:
              "unknown demo '\(name)'; valid demos: \(DemoRegistry.names.joined(separator: ", "))")
        }
        return t
      }
    let scale = try checked(scale, "--scale", in: 0.25...8) ?? 3
    if let frames, frames < 2 || Double(frames) > ScriptLimits.frames {
      throw TabMotionError(
        field: "--frames",
        reason: "must be in 2…\(ScriptLimits.number(ScriptLimits.frames)), got \(frames)")
    }
    let viewport = try size.map { text throws(TabMotionError) in
      try parseSize(text, field: "--size")
    }
    for type in types {
      let field = viewport != nil ? "--size" : "--scale"
      try ScriptLimits.checkFrame(viewport ?? type.defaultScript.viewport, scale: scale, field)
    }
    AllocationCounter.start()
    var results: [(String, BenchResult)] = []
    for type in types {
      results.append(
        (type.name, try BenchResult.measure(type, scale: scale, size: viewport, frames: frames)))
    }
    let pixels = results.first?.1.pixels ?? (0, 0)
    if json {
      try Console.line(BenchResult.json(results, pixels: pixels))
    } else {
      try Console.line(
        BenchResult.table(results, pixels: pixels, countsAllocations: AllocationCounter.isActive))
      if slow { try Console.line(BenchResult.slowFrames(results)) }
    }
  }
}

/// Counts heap allocations through ordo-one's malloc interposer, which only sees allocations
/// when it is preloaded; `start()` re-executes the process with LD_PRELOAD set when the library
/// sits next to the executable, and otherwise leaves counting off.
enum AllocationCounter {
  nonisolated(unsafe) static var isActive = false

  static func start() {
    let library = "libMallocInterposerSwift.so"
    let preload = ProcessInfo.processInfo.environment["LD_PRELOAD"] ?? ""
    if preload.contains(library) {
      MallocInterposerSwift.initialize()
      isActive = true
      return
    }
    let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let candidate = exe.deletingLastPathComponent().appendingPathComponent(library).path
    guard FileManager.default.fileExists(atPath: candidate),
      ProcessInfo.processInfo.environment["TABMOTION_NO_REEXEC"] == nil
    else { return }
    setenv("LD_PRELOAD", preload.isEmpty ? candidate : preload + ":" + candidate, 1)
    setenv("TABMOTION_NO_REEXEC", "1", 1)
    let args = CommandLine.arguments.map { strdup($0) } + [nil]
    execv(exe.path, args)
    // execv only returns on failure: carry on without counting.
  }

  /// Allocations made while running `body`.
  static func count(_ body: () throws -> Void) rethrows -> Int {
    guard isActive else {
      try body()
      return 0
    }
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    try body()
    MallocInterposerSwift.unhook()
    return MallocInterposerSwift.getStatistics().mallocCount
  }
}
