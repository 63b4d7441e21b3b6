import Benchmark
import BenchmarkDemos
import TabMotionCore
import TabMotionRender
import TabMotionUI

/// A demo's frame split the way `tabmotion bench` reports it: the update (events, models,
/// scene) must not allocate in steady state; the compositor draws a frame at 1170×2532.
let benchmarks: @Sendable () -> Void = {
  // Each sample runs many frames (`.kilo`), so setup and the harness's own allocations do not
  // count as per-frame cost. The compositor's allocations are cairo's (patterns, polygons);
  // the zero-allocation rule is for the update.
  let config = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3),
    maxIterations: 50)
  // Full-frame passes (the clear, each layer's painted area cut to its clips and to what
  // occluders leave, the projected faces), in hundredths of the frame's area.
  let passes = BenchmarkMetric.custom("full-frame passes ×100", useScalingFactor: false)
  // A frame takes milliseconds: one per iteration.
  let compositorConfig = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, passes], scalingFactor: .one,
    maxDuration: .seconds(3), maxIterations: 200)

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

    // The compositor's passes over one frame, half a second into the demo's script, drawn
    // again and again: the scene is marked changed before each render, so nothing is skipped
    // as unchanged and nothing is rasterised (the rasters are cached by the first render).
    Benchmark("\(type.name) compositor 1170×2532 (1 frame)", configuration: compositorConfig) {
      benchmark in
      let session = try HeadlessSession(script: type.defaultScript, scale: 3) {
        try type.init(environment: $0)
      }
      for _ in 0..<Int(type.defaultScript.fps / 2) where !session.isFinished {
        try session.step()
      }
      let renderer = try SceneRenderer(
        viewport: type.defaultScript.viewport, scale: 3, text: session.text)
      try redraw(session.screen.root, with: renderer, benchmark, passes: passes)
    }
  }

  // The cube held half-way through a turn: two faces on screen, each turned 45°. By geometry
  // (the default) against the reference path that flattens each face and warps it whole.
  let halfTurn = GestureScript(
    steps: [
      .drag(
        from: .point(Point(350, 500)), to: .point(Point(140, 500)), duration: 0.3, release: .hold)
    ])
  for byGeometry in [true, false] {
    let name = byGeometry ? "by geometry" : "flattened and warped"
    Benchmark("cube half-turned, \(name) (1 frame)", configuration: compositorConfig) {
      benchmark in
      let session = try HeadlessSession(script: halfTurn, scale: 3) {
        try CubeDemo(environment: $0)
      }
      while !session.isFinished { try session.step() }
      let renderer = try SceneRenderer(viewport: halfTurn.viewport, scale: 3, text: session.text)
      renderer.drawsFacesByGeometry = byGeometry
      try redraw(session.screen.root, with: renderer, benchmark, passes: passes)
    }
  }
}

/// Draws `root` once (caching its rasters), then again for every measured iteration, marked
/// changed each time so that nothing is skipped; records the frame's full-frame passes.
func redraw(
  _ root: Layer, with renderer: SceneRenderer, _ benchmark: Benchmark, passes: BenchmarkMetric
) throws {
  try renderer.render(root)
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    root.markNeedsRedraw()
    blackHole(try renderer.render(root))
  }
  benchmark.stopMeasurement()
  benchmark.measurement(passes, Int((renderer.fullFramePasses * 100).rounded()))
}
