import Foundation
import SnapshotTesting
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

/// Pixels of the `colormatch` demo's default script at the moments that show each part:
/// rest, mid-swipe, mid-drop, menu open, mid-reveal, and rotated to landscape. Each was
/// rendered with `tabmotion render colormatch --scale 1 --at …` and looked at before it was
/// recorded.
@Suite("ColorMatch demo: snapshots")
struct ColorMatchDemoTests {
  static let moments: [(String, Double)] = [
    ("rest", 0.2), ("mid-swipe", 0.45), ("mid-drop", 4.05), ("menu-open", 4.9),
    ("mid-reveal", 5.45), ("landscape", 7.9),
  ]

  @Test func snapshots() throws {
    let byTime = Dictionary(uniqueKeysWithValues: Self.moments.map { ($0.1, $0.0) })
    try withFrames(of: ColorMatchDemo.self, at: Self.moments.map(\.1)) { t, session in
      let surface = try session.render()
      assertSnapshot(of: surface, as: .png(), named: "colormatch-\(byTime[t] ?? "\(t)")")
    }
  }

  @Test func renderingIsPixelDeterministic() throws {
    var first: [UInt8] = []
    for run in 0..<2 {
      try withFrames(of: ColorMatchDemo.self, at: [4.1]) { _, session in
        let png = try session.render().pngData()
        if run == 0 { first = png } else { #expect(png == first) }
      }
    }
  }
}
