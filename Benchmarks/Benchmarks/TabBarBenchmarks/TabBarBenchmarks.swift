import Benchmark
import BenchmarkDemos
import TabMotionCore
import TabMotionUI

/// Per-frame cost of a tab bar tracking a swiping pager — `track`, `update` and the scene's
/// `present` — for 4 and 20 tabs of each style. Arrow, curve and underline must cost the same
/// for 20 tabs as for 4 (within 10 %) and allocate nothing. The pill moves only the two items
/// it is between (an equal bar widens every item by the same amount), so it too.
let benchmarks: @Sendable () -> Void = {
  let metrics: [BenchmarkMetric] = [.wallClock, .instructions, .mallocCountTotal]
  let noAllocations = Benchmark.Configuration(
    metrics: metrics, scalingFactor: .kilo,
    thresholds: [.mallocCountTotal: .init(absolute: [.p100: 0])])

  // 1024 pt wide, neither bar scrolls: the pair isolates the cost of the tab count. The
  // 390 pt variant adds what a scrolling bar costs on top (its offset follows the indicator).
  let cases: [(count: Int, width: Double, label: String)] = [
    (4, 1024, "4 tabs"), (20, 1024, "20 tabs"), (20, 390, "20 tabs, scrolling"),
  ]
  for style in TabIndicatorStyle.allCases {
    for c in cases {
      Benchmark("TabBar frame, \(style), \(c.label)", configuration: noAllocations) {
        benchmark in
        let bar = try makeBar(style: style, count: c.count, width: c.width)
        var t = 0.0
        var k = 0
        // A swipe back and forth across two items, one frame per iteration.
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          k += 1
          t += 1.0 / 120
          let phase = Double(k % 240) / 120
          let progress = 1 + (phase <= 1 ? phase : 2 - phase)
          bar.track(progress: progress, at: t)
          bar.update(to: t)
          bar.layer.present(at: t)
        }
        blackHole(bar.progress)
      }
    }
  }
}

/// A laid-out bar `width` points wide that is already tracking (so the measured loop is
/// the steady state).
func makeBar(style: TabIndicatorStyle, count: Int, width: Double) throws -> TabBar {
  let items = (0..<count).map { i in
    TabItem(id: "tab\(i)", title: "Tab \(i)", icon: TabIcons.home, tint: Color(hex: 0x4C6EF5))
  }
  let bar = try TabBar(items: items, style: style, widthMode: .equal)
  bar.layout(
    frame: Rect(x: 0, y: 0, width: width, height: bar.preferredHeight(safeBottom: 34)),
    safeArea: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0), direction: .leftToRight,
    isLandscape: false, at: 0)
  bar.track(progress: 1, at: 0)
  bar.update(to: 0)
  bar.layer.present(at: 0)
  return bar
}
