import ArgumentParser
import Foundation
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

  @Option(
    help: ArgumentHelp(
      "A gesture script (JSON; '-' reads standard input) to measure instead of each demo's own.",
      valueName: "file"))
  var script: String?

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
    let custom = try script.map { path throws(TabMotionError) in
      try GestureScript.parse(
        json: try InputFile.read(path, option: "--script"),
        source: path == "-" ? "standard input" : path)
    }
    for type in types {
      let field = viewport != nil ? "--size" : "--scale"
      let played = custom ?? type.defaultScript
      try ScriptLimits.checkFrame(viewport ?? played.viewport, scale: scale, field)
    }
    var results: [(String, BenchResult)] = []
    for type in types {
      results.append(
        (
          type.name,
          try BenchResult.measure(
            type, script: custom ?? type.defaultScript, scale: scale, size: viewport,
            frames: frames)
        ))
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
