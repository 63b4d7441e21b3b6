import Benchmark
import TabMotionCore

let benchmarks: @Sendable () -> Void = {
  Benchmark("placeholder") { b in
    for _ in b.scaledIterations { blackHole(TimingCurve.easeInEaseOut.value(at: 0.3)) }
  }
}
