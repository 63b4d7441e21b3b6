import Foundation
import SnapshotTesting
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

/// Pixels of the four indicator styles — underline and pill at the top, arrow and curve at
/// the bottom of the `styles` demo — at rest and in between: mid-tap (the pill's spring),
/// mid-swipe (every indicator following the pager's progress), mid-tap on the curved bar
/// (dip and circle travelling), and right-to-left in landscape mid-swipe. Each was rendered
/// with `tabmotion render styles --scale 1 --at …` and looked at before it was recorded.
@Suite("Tab styles demo: snapshots")
struct TabStylesDemoTests {
  static let moments: [(String, Double)] = [
    ("rest", 0.2), ("mid-pill-tap", 0.45), ("mid-swipe", 1.4), ("mid-curve-tap", 3.75),
    ("after-select", 4.75),
  ]

  @Test func snapshots() throws {
    let byTime = Dictionary(uniqueKeysWithValues: Self.moments.map { ($0.1, $0.0) })
    try withFrames(of: TabStylesDemo.self, at: Self.moments.map(\.1)) { t, session in
      let surface = try session.render()
      assertSnapshot(of: surface, as: .png(), named: "styles-\(byTime[t] ?? "\(t)")")
    }
  }

  /// Right to left in landscape: every bar is mirrored (item 0 rightmost) and follows a
  /// swipe toward the next page, which in RTL is a drag to the right.
  @Test func rightToLeftLandscapeMidSwipe() throws {
    let script = GestureScript(
      viewport: Size(844, 390), direction: .rightToLeft,
      steps: [
        .wait(0.2),
        .drag(
          from: .point(Point(300, 180)), to: .point(Point(560, 180)), duration: 0.5, release: .hold),
      ])
    try withFrames(of: TabStylesDemo.self, script: script, at: [0.55]) { _, session in
      let surface = try session.render()
      assertSnapshot(of: surface, as: .png(), named: "styles-rtl-landscape-mid-swipe")
    }
  }
}
