import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// The wave bar, read off traces: the dip centre follows the pager, the top edge is
/// the documented path, the circle floats centred in the dip, taps retarget.
@Suite("Curved demo (trace)")
struct CurvedDemoTests {
  static let count = CurvedDemo.items.count
  static let portrait = Size(390, 844)
  static let landscape = Size(844, 390)

  static func geometry(_ viewport: Size) -> BottomBarGeometry {
    BottomBarGeometry(viewport: viewport, count: count, contentHeight: CurvedDemo.contentHeight)
  }

  /// The wave's top edge, written out again from its definition: line to c − 2r; quad to (c − r, r/2) with control
  /// (c − r − r/8, 0); cubic to (c + r, r/2) with controls (c − r + r/4, 1.5r) and
  /// (c + r − r/4, 1.5r); quad to (c + 2r, 0) with control (c + r + r/8, 0); line to the edge.
  static func specTopEdge(c: Double, r: Double, top y: Double, width: Double) -> [Point] {
    [
      Point(0, y), Point(c - 2 * r, y), Point(c - r - r / 8, y), Point(c - r, y + r / 2),
      Point(c - r + r / 4, y + 1.5 * r), Point(c + r - r / 4, y + 1.5 * r),
      Point(c + r, y + r / 2), Point(c + r + r / 8, y), Point(c + 2 * r, y), Point(width, y),
    ]
  }

  /// Points along the dip's three curves, sampled from the definition's control points.
  static func sampleDip(_ p: [Point]) -> [Point] {
    var out: [Point] = []
    for k in 0...200 {
      let s = Double(k) / 200
      let u = 1 - s
      out.append(p[1] * (u * u) + p[2] * (2 * u * s) + p[3] * (s * s))
      out.append(
        p[3] * (u * u * u) + p[4] * (3 * u * u * s) + p[5] * (3 * u * s * s) + p[6] * (s * s * s))
      out.append(p[6] * (u * u) + p[7] * (2 * u * s) + p[8] * (s * s))
    }
    return out
  }

  @Test func theDipFollowsThePagersProgressDuringASwipe() throws {
    let g = Self.geometry(Self.portrait)
    let script = GestureScript(
      steps: [
        .select(3), .wait(1.2),
        .drag(
          from: .point(Point(60, 420)), to: .point(Point(330, 420)), duration: 0.8, release: .stop),
        .wait(1.0),
      ])
    let (_, frames) = try TraceRun.run(CurvedDemo.self, script)
    let swipe = frames.filter { $0.t > 1.2 }
    #expect(swipe.contains { $0.progress > 2.2 && $0.progress < 2.8 })
    for f in swipe {
      let dipX = try #require(f["tabBar"].numbers["dipX"])
      #expect(abs(dipX - g.centre(f.progress)) < 0.01, "t = \(f.t), progress \(f.progress)")
    }
    for (a, b) in zip(swipe, swipe.dropFirst()) {
      let step = abs((b["tabBar"].numbers["dipX"] ?? 0) - (a["tabBar"].numbers["dipX"] ?? 0))
      #expect(step < 5, "the dip jumped by \(step) at t = \(b.t)")
    }
    #expect(frames.last?.progress == 2 && frames.last?.selected == 2)
  }

  @Test(arguments: [Size(390, 844), Size(844, 390)])
  func theTopEdgeIsTheDippedPathWithTheCircleFloatingInTheDip(viewport: Size) throws {
    let g = Self.geometry(viewport)
    let landscape = viewport.isLandscape
    let r = landscape ? 25.0 : 30
    let diameter = landscape ? 47.0 : 57
    for i in [0, 2, 4] {
      let script = GestureScript(viewport: viewport, steps: [.select(i), .wait(1.0)])
      let (_, frames) = try TraceRun.run(CurvedDemo.self, script)
      let f = try #require(frames.last)
      let bar = f["tabBar"]
      let dipX = try #require(bar.numbers["dipX"])
      #expect(abs(dipX - g.centre(Double(i))) < 1e-4)
      #expect(bar.numbers["radius"] == r)
      let path = try #require(bar.points["path"])
      let spec = Self.specTopEdge(c: dipX, r: r, top: bar.y, width: viewport.width)
      #expect(path.count == spec.count)
      for (p, q) in zip(path, spec) {
        #expect(abs(p.x - q.x) < 1e-3 && abs(p.y - q.y) < 1e-3, "\(p) vs \(q)")
      }
      // The circle: its size for the orientation, centred on the dip, clear of the curve.
      let bubble = f["bubble"]
      #expect(bubble.w == diameter && bubble.h == diameter)
      #expect(abs(bubble.midX - dipX) < 1e-4)
      #expect(bubble.y < bar.y && bubble.maxY < bar.y + 1.25 * r)
      let centre = Point(bubble.midX, bubble.midY)
      let closest = Self.sampleDip(spec).map { $0.distance(to: centre) }.min() ?? 0
      #expect(closest > diameter / 2)
      #expect(bubble.numbers["item"] == Double(i))
    }
  }

  /// Taps 20 ms apart on items 1, 2, 3, 0 and 4 — all within 100 ms.
  static func fiveQuickTaps(_ g: BottomBarGeometry, lastTab: Int) -> [PointerEvent] {
    let order = [1, 2, 3, 0, lastTab]
    return order.enumerated().flatMap { k, i in
      TraceRun.tap(g.tap(i), at: 0.3 + 0.02 * Double(k))
    }
  }

  @Test func fiveTapsWithin100msEndOnTheLastTabWithEveryNodeConsistent() throws {
    let g = Self.geometry(Self.portrait)
    let events = Self.fiveQuickTaps(g, lastTab: 4)
    #expect(events.last.map { $0.time - events[0].time }.map { $0 < 0.1 } == true)
    let (demo, frames) = try TraceRun.run(CurvedDemo.self, events: events, duration: 1.6)
    for f in frames {
      let dipX = f["tabBar"].numbers["dipX"] ?? .nan
      #expect(dipX >= g.centre(0) - 1e-9 && dipX <= g.centre(4) + 1e-9, "t = \(f.t)")
    }
    let last = try #require(frames.last)
    #expect(last.selected == 4 && last.progress == 4)
    #expect(abs((last["tabBar"].numbers["dipX"] ?? 0) - g.centre(4)) < 1e-4)
    #expect(abs(last["bubble"].midX - g.centre(4)) < 1e-4)
    #expect(last["bubble"].numbers["item"] == 4 && last["bubble"].numbers["drop"] == 0)
    #expect(last["page.4"].isVisible && last["page.4"].x == 0)
    for i in 0..<Self.count {
      #expect(last["item.\(i)"].bools["selected"] == (i == 4))
      if i != 4 { #expect(!last["page.\(i)"].isVisible) }
      // Only the selected item's icon is lifted into the circle.
      #expect(demo.tabBar.itemViews[i].icon.opacity.presented == (i == 4 ? 0 : 1))
    }
    #expect(!demo.tabBar.isAnimating(at: last.t))
  }

  @Test func fiveQuickTapsOnTheArrowBarEndConsistentToo() throws {
    let g = BottomBarGeometry(viewport: Self.portrait, count: 4, contentHeight: 49)
    let events = [1, 2, 0, 2, 3].enumerated().flatMap { k, i in
      TraceRun.tap(g.tap(i), at: 0.3 + 0.02 * Double(k))
    }
    let (_, frames) = try TraceRun.run(ArrowDemo.self, events: events, duration: 1.2)
    let last = try #require(frames.last)
    #expect(last.selected == 3 && last.progress == 3)
    #expect(abs(last["indicator"].midX - g.centre(3)) < 1e-4)
    #expect(last["page.3"].x == 0 && !last["page.2"].isVisible)
  }

  @Test func rotationMidTapLeavesEveryIndicatorOnItsItem() throws {
    let (_, frames) = try TraceRun.run(CurvedDemo.self, CurvedDemo.defaultScript)
    // The last frame before each resize and the final frame are at rest.
    var rests: [TraceFrame] = []
    for (a, b) in zip(frames, frames.dropFirst()) where a["screen"].w != b["screen"].w {
      rests.append(a)
    }
    rests.append(try #require(frames.last))
    #expect(rests.count == 3)
    for f in rests.dropFirst() {
      let viewport = Size(f["screen"].w, f["screen"].h)
      let g = Self.geometry(viewport)
      #expect(abs((f["tabBar"].numbers["dipX"] ?? 0) - g.centre(Double(f.selected))) < 1e-4)
      #expect(abs(f["bubble"].midX - g.centre(Double(f.selected))) < 1e-4)
      #expect(f["bubble"].w == (viewport.isLandscape ? 47 : 57))
      #expect(f["tabBar"].numbers["radius"] == (viewport.isLandscape ? 25 : 30))
      #expect(f["page.\(f.selected)"].x == 0)
    }
    // The dip never jumps relative to the items, rotation frames included: its position in
    // items is continuous.
    for (a, b) in zip(frames, frames.dropFirst()) {
      let ga = Self.geometry(Size(a["screen"].w, a["screen"].h))
      let gb = Self.geometry(Size(b["screen"].w, b["screen"].h))
      let pa = ((a["tabBar"].numbers["dipX"] ?? 0) - ga.safe.left) / ga.itemWidth
      let pb = ((b["tabBar"].numbers["dipX"] ?? 0) - gb.safe.left) / gb.itemWidth
      #expect(abs(pb - pa) < 0.25, "dip jumped at t = \(b.t)")
    }
  }

  @Test func reducedMotionCrossFadesInsteadOfMoving() throws {
    let g = Self.geometry(Self.portrait)
    let (_, frames) = try TraceRun.run(
      CurvedDemo.self, reducedMotion: true, events: [],
      commands: [(time: 0.3, command: .select(3))], duration: 1.0)
    let after = frames.filter { $0.t >= 0.3 }
    for f in after {
      // The new page does not slide in: it is in place from the first frame.
      #expect(f["page.3"].isVisible && f["page.3"].x == 0, "t = \(f.t)")
      // The old page only fades, in place, for at most 0.2 s.
      if f["page.0"].isVisible {
        #expect(f.t <= 0.3 + 0.2 + 1e-9 && f["page.0"].x == 0)
      }
      // The dip does not travel: it is at one end or the other.
      let dipX = f["tabBar"].numbers["dipX"] ?? .nan
      #expect(abs(dipX - g.centre(0)) < 1e-4 || abs(dipX - g.centre(3)) < 1e-4, "t = \(f.t)")
      if f.t > 0.5 + 1e-9 { #expect(f["bubble"].opacity == 1) }
    }
    let fading = after.filter { $0["page.0"].isVisible }.map { $0["page.0"].opacity }
    #expect(fading.count > 10 && zip(fading, fading.dropFirst()).allSatisfy { $0 > $1 })
    #expect(after.contains { $0["bubble"].opacity < 0.5 })
    #expect(abs((frames.last?["tabBar"].numbers["dipX"] ?? 0) - g.centre(3)) < 1e-4)
  }

  /// Every tab shows its icon exactly once: its own icon is gone while the dip (with the
  /// circle) is over it or while the circle holding it is up, and back as the dip moves on
  /// and the circle sinks — through taps near and far and a tap that retargets mid-way,
  /// frame by frame.
  @Test(arguments: [[(3, 0.3), (1, 0.55)], [(3, 0.3)], [(4, 0.3), (0, 1.0)]])
  func eachTabShowsItsIconOnceThroughASwitch(taps: [(Int, Double)]) throws {
    let g = Self.geometry(Self.portrait)
    let demo = try CurvedDemo(environment: ScreenEnvironment(size: Self.portrait))
    let bar = demo.tabBar
    let curve = try #require(bar.indicator as? CurveIndicator)
    var input = ScriptedInput(events: taps.flatMap { TraceRun.tap(g.tap($0.0), at: $0.1) })
    var t = 0.0
    var checked = 0
    while t < 2.4 {
      t += Frames.interval
      try input.deliver(upTo: t, to: demo)
      demo.update(to: t)
      demo.root.present(at: t)
      for i in 0..<Self.count {
        let d = abs(bar.barX(bar.layout.frames[i].midX) - curve.dipX)
        let opacity = bar.itemViews[i].icon.opacity.presented
        // Never missing: away from the dip an item shows its icon, or the circle shows it.
        let inCircle = i == curve.circleItem ? curve.circleShows : 0
        if d >= 1.5 * curve.radius {
          #expect(opacity + inCircle >= 1 - 1e-9, "item \(i) lost its icon at t = \(t)")
          checked += 1
        }
        if d < curve.radius / 2 {
          #expect(opacity == 0, "item \(i) shows its icon under the circle at t = \(t)")
          checked += 1
        }
        // Never twice: the circle's icon and the item's own add up to at most one.
        if i == curve.circleItem {
          #expect(opacity + curve.circleShows <= 1 + 1e-9, "item \(i) twice at t = \(t)")
        }
      }
    }
    #expect(checked > 500)
    let last = try #require(taps.last?.0)
    #expect(bar.selectedIndex == last && curve.circleItem == last)
  }

  /// A tab screen keeps every page it has made, as UITabBarController keeps its tabs: going
  /// to the last tab and back finds the first page as it was, not made again.
  @Test func aTabScreenKeepsThePagesItHasMade() throws {
    let demo = try CurvedDemo(environment: ScreenEnvironment(size: Self.portrait))
    demo.update(to: 0)
    let first = try #require(demo.pager.page(0))
    var t = 0.0
    for tab in [Self.count - 1, 0] {
      try demo.perform(.select(tab), at: t)
      for _ in 0..<120 {
        t += Frames.interval
        demo.update(to: t)
      }
      #expect(demo.screen.selectedIndex == tab)
    }
    #expect(demo.pager.page(0) === first)
    // The last page, four pages away, is kept too (a pager's default would release it).
    #expect(demo.pager.page(Self.count - 1) != nil)
  }
}
