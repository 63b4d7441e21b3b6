import Foundation
import SnapshotTesting
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

@Suite("Collapsing demo: PNG snapshots")
struct CollapsingDemoTests {
  /// Key moments of the default script: expanded, pinned with its border, half collapsed,
  /// mid-swipe between tabs, refreshing (spinner under the tab bar).
  static let moments: [(String, Double)] = [
    ("expanded", 0.1), ("pinned", 2.0), ("half-collapsed", 3.5), ("mid-swipe", 3.8),
    ("refreshing", 5.9),
  ]

  @Test(arguments: 0..<5)
  func snapshots(_ k: Int) throws {
    let (name, time) = Self.moments[k]
    try withFrames(of: CollapsingDemo.self, at: [time]) { _, session in
      let surface = try session.render()
      assertSnapshot(of: surface, as: .png(), named: "collapsing-\(name)")
    }
  }
}
