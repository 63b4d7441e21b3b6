import Benchmark
import BenchmarkDemos
import TabMotionCore
import TabMotionUI

/// Per-frame update of the collapsing screen (its cost must not depend on the list's length):
/// a finger dragging the active page up and down across the header's range and deep into the
/// list, one frame per iteration — pointer event (through the dispatcher), `update` (pager, bar, every page's scroll,
/// header, sync) and the scene's `present`. 100 rows and 100,000 rows per tab must cost the
/// same within 10 %: only rows on screen exist.
let benchmarks: @Sendable () -> Void = {
  let metrics: [BenchmarkMetric] = [.wallClock, .instructions, .mallocCountTotal]
  let configuration = Benchmark.Configuration(metrics: metrics, scalingFactor: .kilo)
  for rows in [100, 100_000] {
    Benchmark("Collapsing frame, \(rows) rows per tab", configuration: configuration) {
      benchmark in
      let demo = try CollapsingDemo(environment: ScreenEnvironment(), rowCount: rows)
      let input = PointerDispatcher()
      var t = 0.0
      demo.update(to: t)
      demo.root.present(at: t)
      t += 1.0 / 120
      input.dispatch(PointerEvent(.down, position: Point(195, 780), time: t), to: demo.root)
      var k = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        k += 1
        t += 1.0 / 120
        // 4 s up, 4 s down: 560 pt of travel, the header collapses and expands.
        let phase = Double(k % 960) / 480
        let y = 780 - 560 * (phase <= 1 ? phase : 2 - phase)
        input.dispatch(PointerEvent(.move, position: Point(195, y), time: t), to: demo.root)
        demo.update(to: t)
        demo.root.present(at: t)
      }
      blackHole(demo.screen.sharedOffset)
    }
  }
}
