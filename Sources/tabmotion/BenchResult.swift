import Foundation
import TabMotionCore
import TabMotionDemos
import TabMotionRender
import TabMotionUI

/// Per-frame measurements of one demo's script: update (events, models, scene) and raster
/// (compositing the frame) timed separately with a monotonic clock.
struct BenchResult {
  var updateMicros: [Double] = []
  var rasterMillis: [Double] = []
  var allocations: [Int] = []
  var rasterizations: [Int] = []
  /// Per frame: rasters of moving subtrees made (on the frame, or ahead on an idle one).
  var movingRastersMade: [Int] = []
  /// Per frame: nothing on screen changed, so the frame only prepared rasters ahead.
  var idle: [Bool] = []
  /// Frames the renderer skipped because nothing on screen had changed.
  var skipped = 0
  /// Full-frame areas painted by each drawn (not skipped) frame.
  var passes: [Double] = []
  /// Each measured frame's number within its run of the script.
  var scriptFrames: [Int] = []
  var fps = 120.0
  var pixels = (0, 0)
  /// The cost of copying one whole frame (memcpy), in milliseconds: the median of copies
  /// timed just before and just after this script was measured.
  var copyMillis = 0.0

  /// A frame time in multiples of `copyMillis` (0 when no copy was timed).
  func ratio(_ millis: Double) -> Double { copyMillis > 0 ? millis / copyMillis : 0 }

  static func measure(
    _ type: any Demo.Type, script: GestureScript, scale: Double, size: Size?, frames: Int?,
    composites: Bool = true
  ) throws
    -> BenchResult
  {
    var result = BenchResult()
    var session = try HeadlessSession(
      script: script, scale: scale, size: size, options: type.optionNames
    ) { try type.init(environment: $0, options: $1) }
    session.compositesMovingLayers = composites
    let first = try session.render()  // first-frame rasterisation is not steady state
    result.pixels = (first.width, first.height)
    result.fps = script.fps
    let target = frames ?? session.frameCount
    let clock = ContinuousClock()
    while result.updateMicros.count < target {
      if session.isFinished {
        session = try HeadlessSession(
          script: script, scale: scale, size: size, options: type.optionNames
        ) { try type.init(environment: $0, options: $1) }
        session.compositesMovingLayers = composites
        _ = try session.render()
      }
      var allocations = 0
      let updateTime = try clock.measure {
        allocations = try AllocationCounter.count { try session.step() }
      }
      let rasterTime = try clock.measure { _ = try session.render() }
      result.updateMicros.append(updateTime.seconds * 1e6)
      result.rasterMillis.append(rasterTime.seconds * 1e3)
      result.allocations.append(allocations)
      result.rasterizations.append(session.rasterizationsLastFrame)
      result.movingRastersMade.append(session.movingRastersMadeLastFrame)
      result.idle.append(session.skippedLastFrame)
      if session.skippedLastFrame {
        result.skipped += 1
      } else {
        result.passes.append(session.fullFramePassesLastFrame)
      }
      result.scriptFrames.append(session.frame)
    }
    return result
  }

  var frameMillis: [Double] { zip(updateMicros, rasterMillis).map { $0 / 1000 + $1 } }

  /// The average, which is what an idle script's cost is judged by: the rare frame that makes
  /// a raster ahead is spread over all the frames that skip drawing.
  static func mean(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  }

  static func percentiles(_ values: [Double]) -> (p50: Double, p99: Double, max: Double) {
    let s = values.sorted()
    guard !s.isEmpty else { return (0, 0, 0) }
    func at(_ q: Double) -> Double {
      s[min(s.count - 1, Int(saturating: (Double(s.count - 1) * q).rounded()))]
    }
    return (at(0.5), at(0.99), s[s.count - 1])
  }

  /// Frames over the 120 Hz budget (8.3 ms) and how many of them rasterised layers (one-off
  /// work such as a rotation or a page seen for the first time, not steady-state cost).
  var overBudget: (count: Int, rasterizing: Int) {
    var count = 0
    var rasterizing = 0
    for (i, f) in frameMillis.enumerated() where f > 8.3 {
      count += 1
      if rasterizations[i] > 0 { rasterizing += 1 }
    }
    return (count, rasterizing)
  }

  var allocationsP50: Int {
    let s = allocations.sorted()
    return s.isEmpty ? 0 : s[s.count / 2]
  }

  /// Mean full-frame passes of the frames drawn.
  var passesPerFrame: Double { Self.mean(passes) }

  var rasterizationsPerFrame: Double { Self.mean(rasterizations.map(Double.init)) }

  /// One measured script's fields in `--json`.
  func jsonFields() -> String {
    func stats(_ v: [Double]) -> String {
      let p = Self.percentiles(v)
      return
        "{\"p50\": \(Self.fmt(p.p50)), \"p99\": \(Self.fmt(p.p99)), \"max\": \(Self.fmt(p.max)), "
        + "\"mean\": \(Self.fmt(Self.mean(v), digits: 3))}"
    }
    let f = Self.percentiles(frameMillis)
    return "{\"frames\": \(updateMicros.count), \"update_us\": \(stats(updateMicros)), "
      + "\"raster_ms\": \(stats(rasterMillis)), \"frame_ms\": \(stats(frameMillis)), "
      + "\"allocs_per_frame\": \(AllocationCounter.isActive ? "\(allocationsP50)" : "null"), "
      + "\"rasterizations_per_frame\": \(Self.fmt(rasterizationsPerFrame)), "
      + "\"frames_skipped_unchanged\": \(skipped), "
      + "\"full_frame_passes_per_drawn_frame\": \(Self.fmt(passesPerFrame)), "
      + "\"frames_over_8_3ms\": \(overBudget.count), "
      + "\"frames_over_8_3ms_rasterizing\": \(overBudget.rasterizing), "
      + "\"copy_ms\": \(Self.fmt(copyMillis, digits: 3)), "
      + "\"frame_ratio\": {\"p50\": \(Self.fmt(ratio(f.p50))), \"p99\": \(Self.fmt(ratio(f.p99))), "
      + "\"max\": \(Self.fmt(ratio(f.max)))}}"
  }

  /// The whole `--json` object: the frame size, the cost of copying one frame, each demo's
  /// default script and, when measured, each demo's interactions by name.
  static func json(
    _ results: [(String, BenchResult)], interactions: [(demo: String, name: String, BenchResult)],
    pixels: (Int, Int), copy: FrameCopyCost, measuresInteractions: Bool
  ) -> String {
    let demos = results.map { name, r in "\"\(name)\": \(r.jsonFields())" }
    var text =
      "{\"size\": [\(pixels.0), \(pixels.1)], \"copy_ms\": \(fmt(copy.median, digits: 3)), "
      + "\"copy_ms_min\": \(fmt(copy.minimum, digits: 3)), "
      + "\"demos\": {" + demos.joined(separator: ", ") + "}"
    if measuresInteractions {
      var byDemo: [(String, [String])] = []
      for (demo, name, r) in interactions {
        let field = "\"\(name)\": \(r.jsonFields())"
        if let k = byDemo.firstIndex(where: { $0.0 == demo }) {
          byDemo[k].1.append(field)
        } else {
          byDemo.append((demo, [field]))
        }
      }
      text +=
        ", \"interactions\": {"
        + byDemo.map { "\"\($0.0)\": {" + $0.1.joined(separator: ", ") + "}" }.joined(
          separator: ", ") + "}"
    }
    return text + "}"
  }

  /// The p99 frame, in milliseconds.
  var p99Millis: Double { Self.percentiles(frameMillis).p99 }

  /// The README's table: each script's frames as multiples of the frame copy timed beside
  /// it, with the copy's cost and the machine's load average before and after the run.
  static func markdown(
    _ results: [(String, BenchResult)], pixels: (Int, Int), copy: FrameCopyCost, runs: Int,
    load: (before: String, after: String), countsAllocations: Bool
  ) -> String {
    var lines = [
      "Frame \(pixels.0) × \(pixels.1) px; copying one frame (memcpy) took "
        + "\(fmt(copy.median, digits: 3)) ms (median of \(copy.samples.count) copies timed between "
        + "the scripts), fastest \(fmt(copy.minimum, digits: 3)) ms; "
        + (runs > 1 ? "each script's best of \(runs) runs; " : "")
        + "load average \(load.before) before, \(load.after) after.",
      "",
      "| script | frames | copy ms | frame ms p50 / p99 / max | p99 ×copy | max ×copy "
        + "| update µs p99 | allocs / frame | p99 ≤ 3× and max ≤ 6× |",
      "|---|---|---|---|---|---|---|---|---|",
    ]
    for (name, r) in results {
      let f = percentiles(r.frameMillis)
      let u = percentiles(r.updateMicros)
      let p99 = r.ratio(f.p99)
      let worst = r.ratio(f.max)
      lines.append(
        "| \(name) | \(r.updateMicros.count) | \(fmt(r.copyMillis, digits: 3)) "
          + "| \(fmt(f.p50)) / \(fmt(f.p99)) / \(fmt(f.max)) | \(fmt(p99, digits: 1)) "
          + "| \(fmt(worst, digits: 1)) | \(fmt(u.p99, digits: 0)) "
          + "| \(countsAllocations ? "\(r.allocationsP50)" : "n/a") "
          + "| \(p99 <= 3 && worst <= 6 ? "yes" : "no") |")
    }
    return lines.joined(separator: "\n")
  }

  static func table(
    _ results: [(String, BenchResult)], pixels: (Int, Int), copy: FrameCopyCost?,
    countsAllocations: Bool, nameWidth: Int = 12
  )
    -> String
  {
    var lines: [String] = []
    if let copy {
      lines.append(
        "frame size \(pixels.0)×\(pixels.1) px; copying one frame (memcpy, \(copy.samples.count) "
          + "times in this run): median \(fmt(copy.median, digits: 3)) ms, fastest "
          + "\(fmt(copy.minimum, digits: 3)) ms; ×copy = a frame over the copies timed beside it")
    }
    lines.append(
      pad("demo", nameWidth) + pad("frames", 8) + pad("update µs p50/p99/max", 26)
        + pad("raster ms p50/p99/max", 24) + pad("frame ms mean/p99", 19) + pad("allocs", 8)
        + pad("×copy p99/max", 15) + pad("raster/frame", 14) + pad("unchanged", 11)
        + pad("passes", 8) + "> 8.3 ms (rasterising)")
    for (name, r) in results {
      let u = percentiles(r.updateMicros)
      let ra = percentiles(r.rasterMillis)
      let f = percentiles(r.frameMillis)
      lines.append(
        pad(name, nameWidth) + pad("\(r.updateMicros.count)", 8)
          + pad("\(fmt(u.p50)) / \(fmt(u.p99)) / \(fmt(u.max))", 26)
          + pad("\(fmt(ra.p50)) / \(fmt(ra.p99)) / \(fmt(ra.max))", 24)
          + pad("\(fmt(mean(r.frameMillis), digits: 3)) / \(fmt(f.p99))", 19)
          + pad(countsAllocations ? "\(r.allocationsP50)" : "n/a", 8)
          + pad("\(fmt(r.ratio(f.p99))) / \(fmt(r.ratio(f.max)))", 15)
          + pad(fmt(r.rasterizationsPerFrame), 14) + pad("\(r.skipped)", 11)
          + pad(fmt(r.passesPerFrame), 8) + "\(r.overBudget.count) (\(r.overBudget.rasterizing))")
    }
    return lines.joined(separator: "\n")
  }

  /// One line per frame over the 120 Hz budget: which frame of the script, and where its
  /// time went.
  /// Every frame over `threshold` times its script's copy cost (the goal's p99 bound), with
  /// what it did: whether it was idle (preparing rasters ahead), the layers it rasterised and
  /// the rasters of moving subtrees it made.
  static func slowFrames(_ results: [(String, BenchResult)], threshold: Double) -> String {
    var lines = [
      pad("script", 28) + pad("frame", 7) + pad("t s", 7) + pad("×copy", 7) + pad("update µs", 11)
        + pad("raster ms", 11) + pad("idle", 6) + pad("rasterised", 12) + "moving rasters made"
    ]
    for (name, r) in results {
      for (i, f) in r.frameMillis.enumerated() where r.ratio(f) > threshold {
        lines.append(
          pad(name, 28) + pad("\(r.scriptFrames[i])", 7)
            + pad(fmt(Double(r.scriptFrames[i]) / r.fps), 7) + pad(fmt(r.ratio(f), digits: 1), 7)
            + pad(fmt(r.updateMicros[i]), 11) + pad(fmt(r.rasterMillis[i]), 11)
            + pad(r.idle[i] ? "yes" : "", 6) + pad("\(r.rasterizations[i])", 12)
            + "\(r.movingRastersMade[i])")
      }
    }
    return lines.count == 1
      ? "no frame over \(fmt(threshold, digits: 0))× the copy" : lines.joined(separator: "\n")
  }

  static func pad(_ s: String, _ n: Int) -> String {
    s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count)
  }

  static func fmt(_ v: Double, digits: Int = 2) -> String {
    let unit = pow(10, Double(digits))
    return String(format: "%.\(digits)f", (v * unit).rounded() / unit)
  }
}

extension Duration {
  var seconds: Double {
    let c = components
    return Double(c.seconds) + Double(c.attoseconds) * 1e-18
  }
}
