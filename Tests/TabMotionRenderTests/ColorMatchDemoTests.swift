import Foundation
import SnapshotTesting
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

/// Pixels of the `colormatch` demo's default script at the moments that show each part of
/// the flow: rest, mid-swipe, the menu screen's circle growing from the pressed button, the
/// tab icons dropping into the menu, the menu open, the circle shrinking back after a pick
/// while the icons fly home, and rotated to landscape. Each was
/// rendered with `tabmotion render colormatch --scale 1 --at …` and looked at before it was
/// recorded.
@Suite("ColorMatch demo: snapshots")
struct ColorMatchDemoTests {
  static let moments: [(String, Double)] = [
    ("rest", 0.2), ("mid-swipe", 0.45), ("mid-circle", 2.25), ("mid-drop", 2.45),
    ("menu-open", 3.3), ("mid-hide", 3.62), ("landscape", 8.0),
  ]

  @Test func snapshots() throws {
    let byTime = Dictionary(uniqueKeysWithValues: Self.moments.map { ($0.1, $0.0) })
    try withFrames(of: ColorMatchDemo.self, at: Self.moments.map(\.1)) { t, session in
      let surface = try session.render()
      assertSnapshot(of: surface, as: .png(), named: "colormatch-\(byTime[t] ?? "\(t)")")
    }
  }

  /// Played frame by frame at 3× as the bench plays it, the menu's opening (the tap at 2.15 s
  /// until it is open) rasterises only the icons flying into it — eight small rasters: the
  /// copies as they take off, the menu's icons on them as they arrive. The menu's shadowed
  /// items and its screen's texts were made on the idle frames before, never on the frames
  /// that first show them.
  @Test func theMenuOpensWithItsRastersMadeAhead() throws {
    let script = ColorMatchDemo.defaultScript
    let session = try HeadlessSession(script: script, scale: 3) {
      try ColorMatchDemo(environment: $0)
    }
    var opening = 0
    while session.time < 2.6 {
      try session.step()
      _ = try session.render()
      // Drawn frames only: a skipped frame's rasterisations are idle time's preparing.
      if session.time >= 2.1, !session.skippedLastFrame {
        opening += session.rasterizationsLastFrame
      }
    }
    #expect(opening == 8)
  }

  @Test func renderingIsPixelDeterministic() throws {
    var first: [UInt8] = []
    for run in 0..<2 {
      try withFrames(of: ColorMatchDemo.self, at: [2.4]) { _, session in
        let png = try session.render().pngData()
        if run == 0 { first = png } else { #expect(png == first) }
      }
    }
  }
}
