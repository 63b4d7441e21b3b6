import Benchmark
import TabMotionCore

/// Per-frame costs of the motion core. Each must be allocation-free: the malloc counter is
/// part of every benchmark's metrics and the thresholds fail the run on any allocation.
let benchmarks: @Sendable () -> Void = {
  let metrics: [BenchmarkMetric] = [.wallClock, .instructions, .mallocCountTotal]
  let noAllocations = Benchmark.Configuration(
    metrics: metrics, scalingFactor: .kilo,
    thresholds: [.mallocCountTotal: .init(absolute: [.p100: 0])])

  Benchmark("ScrollModel fling tick", configuration: noAllocations) { benchmark in
    var model = try ScrollModel(viewportLength: 844, contentLength: 1_000_000)
    _ = model.beginDrag(at: 0)
    _ = model.endDrag(velocity: -4000, at: 0)
    var t = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      t += 1.0 / 120
      blackHole(model.advance(to: t))
      blackHole(model.offset)
    }
  }

  Benchmark("Spring step (Animator<Double>)", configuration: noAllocations) { benchmark in
    var animator = Animator(value: 0.0)
    animator.animate(to: 390, with: .spring(Spring(duration: 0.4, bounce: 0.2)), at: 0)
    var t = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      t += 1.0 / 1200
      blackHole(animator.value(at: t))
    }
  }

  Benchmark("Spring retarget (settling-time solve)", configuration: noAllocations) { benchmark in
    var animator = Animator(value: 0.0)
    var t = 0.0
    for _ in benchmark.scaledIterations {
      t += 1.0 / 120
      animator.animate(to: t * 100, with: .spring(.snappy), at: t)
      blackHole(animator.endTime)
    }
  }

  Benchmark("Bezier solve (easeInEaseOut)", configuration: noAllocations) { benchmark in
    let curve = TimingCurve.easeInEaseOut
    var x = 0.0
    for _ in benchmark.scaledIterations {
      x += 0.000_73
      if x > 1 { x -= 1 }
      blackHole(curve.value(at: x))
    }
  }

  Benchmark("VelocityTracker estimate (20 samples)", configuration: noAllocations) { benchmark in
    var tracker = VelocityTracker()
    for k in 0..<20 { tracker.add(time: Double(k) / 240, position: Point(0, Double(k * k))) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(tracker.velocity()) }
  }
}
