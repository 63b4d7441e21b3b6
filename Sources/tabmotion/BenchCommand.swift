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
    help: ArgumentHelp(
      "After the table, list every frame over 3× the copy: when, its ratio, update, raster, "
        + "whether it was idle, layers rasterised and moving rasters made."))
  var slow = false

  @Flag(
    help: ArgumentHelp(
      "Also measure each interaction the demos offer, one script each: sliding pages, turning "
        + "the cube by finger and by flick, scrolling a list, collapsing and expanding the "
        + "header, the circle reveal and the dropping icons."))
  var interactions = false

  @Flag(
    help:
      "Draw pages that move as one layer by layer instead of copying their rasters (to compare).")
  var withoutCompositor = false

  @Option(
    help: ArgumentHelp(
      "Measure every script this many times, in rounds, and keep each script's run with the "
        + "lowest p99 against the cheapest copies timed beside its runs (a shared machine's "
        + "busy moments only ever add time).",
      valueName: "n"))
  var runs = 1

  @Flag(
    help:
      "Print the ratios as a Markdown table (the README's), with the copy cost and load average.")
  var markdown = false

  /// Copies of one frame timed before the first script and after each.
  static let copiesPerBatch = 31

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
    guard (1...50).contains(runs) else {
      throw TabMotionError(field: "--runs", reason: "must be in 1…50, got \(runs)")
    }
    if json && markdown {
      throw TabMotionError(field: "--markdown", reason: "prints a table; leave out --json")
    }
    if interactions, script != nil {
      throw TabMotionError(
        field: "--interactions", reason: "measures the demos' own scripts; leave out --script")
    }
    let first = types.first.map { viewport ?? (custom ?? $0.defaultScript).viewport }
    // The frame's size in pixels as the renderer rounds it (the sizes were checked above).
    func pixelCount(_ points: Double) -> Int { max(1, Int(saturating: (points * scale).rounded())) }
    var copy = FrameCopyCost(
      width: pixelCount(first?.width ?? 1), height: pixelCount(first?.height ?? 1))
    defer { copy.release() }
    // Copies timed before the first script and after each: a script's ratio is to the copies
    // on both sides of it, so that the machine's speed drifting over the run cancels.
    var before = copy.measure(count: Self.copiesPerBatch)
    func measured(_ type: any Demo.Type, _ played: GestureScript) throws -> BenchResult {
      var r = try BenchResult.measure(
        type, script: played, scale: scale, size: viewport, frames: frames,
        composites: !withoutCompositor)
      let after = copy.measure(count: Self.copiesPerBatch)
      r.copyMillis = (before + after) / 2
      before = after
      return r
    }
    let load = LoadAverage.read()
    // Rounds over every script, each keeping its best run so far: the scripts' runs are
    // spread over the whole measurement, side by side with the copies.
    var results: [(String, BenchResult)] = []
    var measuredInteractions: [(demo: String, name: String, BenchResult)] = []
    // A busy moment only ever adds time, to the frames and to the copies alike: a script's
    // best run is its lowest p99, set against the cheapest copies timed beside any of its runs.
    func best(_ old: BenchResult?, _ new: BenchResult) -> BenchResult {
      guard let old else { return new }
      var kept = new.p99Millis < old.p99Millis ? new : old
      kept.copyMillis = min(old.copyMillis, new.copyMillis)
      return kept
    }
    for round in 0..<runs {
      for (k, type) in types.enumerated() {
        let r = try measured(type, custom ?? type.defaultScript)
        if round == 0 {
          results.append((type.name, r))
        } else {
          results[k].1 = best(results[k].1, r)
        }
      }
      guard interactions else { continue }
      var k = 0
      for type in types {
        for interaction in BenchInteraction.of(type.name) {
          let r = try measured(type, interaction.script)
          if round == 0 {
            measuredInteractions.append((type.name, interaction.name, r))
          } else {
            measuredInteractions[k].2 = best(measuredInteractions[k].2, r)
          }
          k += 1
        }
      }
    }
    let loadAfter = LoadAverage.read()
    let pixels = results.first?.1.pixels ?? (0, 0)
    if markdown {
      let named =
        results.map { ("\($0.0) (default script)", $0.1) }
        + measuredInteractions.map { ("\($0.demo) `\($0.name)`", $0.2) }
      try Console.line(
        BenchResult.markdown(
          named, pixels: pixels, copy: copy, runs: runs, load: (load, loadAfter),
          countsAllocations: AllocationCounter.isActive))
    } else if json {
      try Console.line(
        BenchResult.json(
          results, interactions: measuredInteractions, pixels: pixels, copy: copy,
          measuresInteractions: interactions))
    } else {
      try Console.line(
        BenchResult.table(
          results, pixels: pixels, copy: copy, countsAllocations: AllocationCounter.isActive))
      let named = measuredInteractions.map { ("\($0.demo) \($0.name)", $0.2) }
      if interactions {
        try Console.line(
          "\n"
            + BenchResult.table(
              named, pixels: pixels, copy: nil, countsAllocations: AllocationCounter.isActive,
              nameWidth: 28))
      }
      if slow { try Console.line(BenchResult.slowFrames(results + named, threshold: 3)) }
    }
  }
}
