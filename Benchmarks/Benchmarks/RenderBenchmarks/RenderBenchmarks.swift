import Benchmark
import TabMotionCore
import TabMotionDemos
import TabMotionRender
import TabMotionUI

/// A demo's frame split the way `tabmotion bench` reports it: the update (events, models,
/// scene) must not allocate in steady state; the raster composites cached layers at 1170×2532.
let benchmarks: @Sendable () -> Void = {
  // Each sample runs many frames (`.kilo`), so setup and the harness's own allocations do not
  // count as per-frame cost. The raster's allocations are cairo's (patterns per blit); the
  // zero-allocation rule is for the update.
  let config = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3),
    maxIterations: 50)

  for type in DemoRegistry.all where type.name != GalleryDemo.name {
    Benchmark("\(type.name) update (1 frame)", configuration: config) { benchmark in
      var session = try HeadlessSession(script: type.defaultScript, scale: 3) {
        try type.init(environment: $0)
      }
      try session.step()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        if session.isFinished {
          benchmark.stopMeasurement()
          session = try HeadlessSession(script: type.defaultScript, scale: 3) {
            try type.init(environment: $0)
          }
          benchmark.startMeasurement()
        }
        try session.step()
      }
    }

    Benchmark("\(type.name) raster 1170×2532 (1 frame)", configuration: config) { benchmark in
      let session = try HeadlessSession(script: type.defaultScript, scale: 3) {
        try type.init(environment: $0)
      }
      _ = try session.render()
      for _ in 0..<Int(type.defaultScript.fps / 2) where !session.isFinished {
        try session.step()
      }
      _ = try session.render()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(try session.render()) }
    }
  }
}
