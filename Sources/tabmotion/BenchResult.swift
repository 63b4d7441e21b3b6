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
  /// Frames the renderer skipped because nothing on screen had changed.
  var skipped = 0
  /// Full-frame areas painted by each drawn (not skipped) frame.
  var passes: [Double] = []
  /// Each measured frame's number within its run of the script.
  var scriptFrames: [Int] = []
  var fps = 120.0
  var pixels = (0, 0)

  static func measure(
    _ type: any Demo.Type, script: GestureScript, scale: Double, size: Size?, frames: Int?
  ) throws
    -> BenchResult
  {
    var result = BenchResult()
    var session = try HeadlessSession(script: script, scale: scale, size: size) {
      try type.init(environment: $0)
    }
    let first = try session.render()  // first-frame rasterisation is not steady state
    result.pixels = (first.width, first.height)
    result.fps = script.fps
    let target = frames ?? session.frameCount
    let clock = ContinuousClock()
    while result.updateMicros.count < target {
      if session.isFinished {
        session = try HeadlessSession(script: script, scale: scale, size: size) {
          try type.init(environment: $0)
        }
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

  static func json(_ results: [(String, BenchResult)], pixels: (Int, Int)) -> String {
    func stats(_ v: [Double]) -> String {
      let p = percentiles(v)
      return "{\"p50\": \(fmt(p.p50)), \"p99\": \(fmt(p.p99)), \"max\": \(fmt(p.max)), "
        + "\"mean\": \(fmt(mean(v), digits: 3))}"
    }
    let demos = results.map { name, r in
      "\"\(name)\": {\"frames\": \(r.updateMicros.count), \"update_us\": \(stats(r.updateMicros)), "
        + "\"raster_ms\": \(stats(r.rasterMillis)), \"frame_ms\": \(stats(r.frameMillis)), "
        + "\"allocs_per_frame\": \(AllocationCounter.isActive ? "\(r.allocationsP50)" : "null"), "
        + "\"rasterizations_per_frame\": \(fmt(r.rasterizationsPerFrame)), "
        + "\"frames_skipped_unchanged\": \(r.skipped), "
        + "\"full_frame_passes_per_drawn_frame\": \(fmt(r.passesPerFrame)), "
        + "\"frames_over_8_3ms\": \(r.overBudget.count), "
        + "\"frames_over_8_3ms_rasterizing\": \(r.overBudget.rasterizing)}"
    }
    return "{\"size\": [\(pixels.0), \(pixels.1)], \"demos\": {" + demos.joined(separator: ", ")
      + "}}"
  }

  static func table(
    _ results: [(String, BenchResult)], pixels: (Int, Int), countsAllocations: Bool
  )
    -> String
  {
    var lines = [
      "frame size \(pixels.0)×\(pixels.1) px",
      pad("demo", 12) + pad("frames", 8) + pad("update µs p50/p99/max", 26)
        + pad("raster ms p50/p99/max", 24) + pad("frame ms mean/p99", 19) + pad("allocs", 8)
        + pad("raster/frame", 14) + pad("unchanged", 11) + pad("passes", 8)
        + "> 8.3 ms (rasterising)",
    ]
    for (name, r) in results {
      let u = percentiles(r.updateMicros)
      let ra = percentiles(r.rasterMillis)
      let f = percentiles(r.frameMillis)
      lines.append(
        pad(name, 12) + pad("\(r.updateMicros.count)", 8)
          + pad("\(fmt(u.p50)) / \(fmt(u.p99)) / \(fmt(u.max))", 26)
          + pad("\(fmt(ra.p50)) / \(fmt(ra.p99)) / \(fmt(ra.max))", 24)
          + pad("\(fmt(mean(r.frameMillis), digits: 3)) / \(fmt(f.p99))", 19)
          + pad(countsAllocations ? "\(r.allocationsP50)" : "n/a", 8)
          + pad(fmt(r.rasterizationsPerFrame), 14) + pad("\(r.skipped)", 11)
          + pad(fmt(r.passesPerFrame), 8) + "\(r.overBudget.count) (\(r.overBudget.rasterizing))")
    }
    return lines.joined(separator: "\n")
  }

  /// One line per frame over the 120 Hz budget: which frame of the script, and where its
  /// time went.
  static func slowFrames(_ results: [(String, BenchResult)]) -> String {
    var lines = [
      pad("demo", 12) + pad("frame", 8) + pad("t s", 8) + pad("update µs", 12)
        + pad("raster ms", 12) + "rasterised layers"
    ]
    for (name, r) in results {
      for (i, f) in r.frameMillis.enumerated() where f > 8.3 {
        lines.append(
          pad(name, 12) + pad("\(r.scriptFrames[i])", 8)
            + pad(fmt(Double(r.scriptFrames[i]) / r.fps), 8) + pad(fmt(r.updateMicros[i]), 12)
            + pad(fmt(r.rasterMillis[i]), 12) + "\(r.rasterizations[i])")
      }
    }
    return lines.count == 1 ? "no frame over 8.3 ms" : lines.joined(separator: "\n")
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
