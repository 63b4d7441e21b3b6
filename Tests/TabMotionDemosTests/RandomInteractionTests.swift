import PropertyBased
import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// Random taps, swipes, script selections and rotations at random moments (mid-animation
/// included), then a rest: every node must agree on one selected tab.
@Suite("Properties: tab demos under random interaction")
struct RandomInteractionTests {
  enum Action {
    case pointer(PointerEvent)
    case select(Int)
    case rotate
  }

  /// Turns random numbers into a timed interaction with a bottom bar of `count` items.
  static func actions(
    ops: [Int], values: [Double], count: Int, contentHeight: Double
  ) -> [(time: Double, action: Action)] {
    var out: [(time: Double, action: Action)] = []
    var t = 0.1
    var viewport = Size(390, 844)
    var v = values.makeIterator()
    func next() -> Double { v.next() ?? 0.5 }
    for op in ops {
      switch op {
      case 0:
        let g = BottomBarGeometry(viewport: viewport, count: count, contentHeight: contentHeight)
        let p = g.tap(min(count - 1, Int(next() * Double(count))))
        let hold = 0.005 + next() * 0.06
        out.append((t, .pointer(PointerEvent(.down, position: p, time: t))))
        out.append((t + hold, .pointer(PointerEvent(.up, position: p, time: t + hold))))
        t += hold + next() * 0.05
      case 1:
        let y = viewport.height * 0.45
        let from = Point(viewport.width * next(), y)
        let to = Point(viewport.width * next(), y + 8)
        let duration = 0.05 + next() * 0.4
        let n = max(1, Int(duration * 120))
        out.append((t, .pointer(PointerEvent(.down, position: from, time: t))))
        for k in 1...n {
          let f = Double(k) / Double(n)
          let time = t + duration * f
          out.append(
            (time, .pointer(PointerEvent(.move, position: from + (to - from) * f, time: time))))
        }
        t += duration
        out.append((t, .pointer(PointerEvent(.up, position: to, time: t))))
      case 2:
        out.append((t, .select(min(count - 1, Int(next() * Double(count))))))
      case 3:
        out.append((t, .rotate))
        viewport = Size(viewport.height, viewport.width)
      default:
        t += next() * 0.3
      }
    }
    return out
  }

  /// Plays the actions at 120 Hz, then `rest` seconds more; returns the last frame's trace.
  static func play<D: Demo>(
    _ type: D.Type, _ actions: [(time: Double, action: Action)], isRightToLeft rtl: Bool,
    rest: Double = 1.5
  ) throws -> (demo: D, last: TraceFrame) {
    var environment = ScreenEnvironment(scale: 1, direction: rtl ? .rightToLeft : .leftToRight)
    let demo = try D(environment: environment)
    let input = PointerInput(demo)
    demo.update(to: 0)
    let end = (actions.last?.time ?? 0) + rest
    var k = 0
    var i = 0
    var t = 0.0
    while t < end {
      k += 1
      t = Double(k) / 120
      while i < actions.count, actions[i].time <= t + 1e-9 {
        switch actions[i].action {
        case .pointer(let e): input.send(e)
        case .select(let index): try demo.perform(.select(index), at: t)
        case .rotate:
          environment.size = Size(environment.size.height, environment.size.width)
          environment.safeArea = ScreenEnvironment.phoneSafeArea(for: environment.size)
          try demo.layout(environment, at: t)
        }
        i += 1
      }
      demo.update(to: t)
      demo.root.present(at: t)
    }
    return (demo, try TraceFrame(line: TraceEncoder.line(frame: k, time: t, screen: demo)))
  }

  /// Everything a resting screen must agree on, whatever happened before.
  static func expectConsistent(_ f: TraceFrame, count: Int, bar: TabBar) {
    let s = f.selected
    #expect(f.progress == Double(s))
    #expect(bar.selectedIndex == s && bar.progress == Double(s) && !bar.isTracking)
    #expect(f["page.\(s)"].isVisible && f["page.\(s)"].x == 0)
    for i in 0..<count {
      if i != s { #expect(!f["page.\(i)"].isVisible) }
      #expect(f["item.\(i)"].bools["selected"] == (i == s))
    }
  }

  static let ops = Gen.int(in: 0...4).array(of: 1...14)
  static let values = Gen.double(in: 0...1).array(of: 60)

  @Test func theArrowBarEndsConsistent() async {
    await propertyCheck(count: 80, input: Self.ops, Self.values, Gen.bool) { ops, values, rtl in
      let count = ArrowDemo.items.count
      let actions = Self.actions(ops: ops, values: values, count: count, contentHeight: 49)
      guard let (demo, f) = try? Self.play(ArrowDemo.self, actions, isRightToLeft: rtl) else {
        Issue.record("the demo failed")
        return
      }
      Self.expectConsistent(f, count: count, bar: demo.tabBar)
      #expect(abs(f["indicator"].midX - f["item.\(f.selected)"].midX) < 1e-4)
      #expect(abs(f["indicator"].maxY - (f["tabBar"].y + 2)) < 1e-4)
    }
  }

  @Test func theCurvedBarEndsConsistent() async {
    await propertyCheck(count: 80, input: Self.ops, Self.values, Gen.bool) { ops, values, rtl in
      let count = CurvedDemo.items.count
      let actions = Self.actions(
        ops: ops, values: values, count: count, contentHeight: CurvedDemo.contentHeight)
      guard let (demo, f) = try? Self.play(CurvedDemo.self, actions, isRightToLeft: rtl) else {
        Issue.record("the demo failed")
        return
      }
      Self.expectConsistent(f, count: count, bar: demo.tabBar)
      let itemX = f["item.\(f.selected)"].midX
      #expect(abs((f["tabBar"].numbers["dipX"] ?? .nan) - itemX) < 1e-4)
      #expect(abs(f["bubble"].midX - itemX) < 1e-4)
      #expect(f["bubble"].numbers["item"] == Double(f.selected))
      #expect(f["bubble"].numbers["drop"] == 0)
      for i in 0..<count {
        #expect(demo.tabBar.itemViews[i].icon.opacity.presented == (i == f.selected ? 0 : 1))
      }
    }
  }
}
