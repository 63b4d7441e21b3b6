import Foundation
import SnapshotTesting
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

/// Pixels of the features scripts switch on: badges on every bar style (left to right and
/// mirrored) and the collapsing header stretched by a pull with its refresh spinner.
@Suite("Badges and the stretched header: PNG snapshots")
struct BadgeAndStretchSnapshotTests {
  static func script(_ json: String) throws -> GestureScript {
    try GestureScript.parse(json: Array(json.utf8))
  }

  @Test(arguments: ["ltr", "rtl"])
  func badgesOnEveryStyle(direction: String) throws {
    let s = try Self.script(
      #"{"options": {"badges": true}, "direction": "\#(direction)", "steps": [{"select": 2}, {"wait": 1}]}"#
    )
    try withFrames(of: TabStylesDemo.self, script: s, at: [1]) { _, session in
      assertSnapshot(of: try session.render(), as: .png(), named: "styles-badges-\(direction)")
    }
  }

  @Test func stretchedHeader() throws {
    let s = try Self.script(
      #"""
      {"options": {"stretch": true}, "steps": [
        {"drag": {"from": [195, 300], "to": [195, 600], "duration": 0.5, "release": "hold"}},
        {"wait": 0.2}]}
      """#)
    try withFrames(of: CollapsingDemo.self, script: s, at: [0.6]) { _, session in
      assertSnapshot(of: try session.render(), as: .png(), named: "collapsing-stretched")
    }
  }
}
