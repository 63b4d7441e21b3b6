import Foundation
import SnapshotTesting
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

@Suite("Scroll demo: scene, renderer, traces")
struct ScrollDemoTests {
  @Test(arguments: [0.0, 1.0, 1.6, 2.3, 3.2, 4.0])
  func snapshots(_ time: Double) throws {
    try withFrames(of: ScrollDemo.self, at: [time]) { t, session in
      let surface = try session.render()
      assertSnapshot(of: surface, as: .png(), named: "scroll-\(t)s")
    }
  }

  @Test func traceIsByteIdenticalAcrossRuns() throws {
    func trace() throws -> String {
      let s = try HeadlessSession(script: ScrollDemo.defaultScript) {
        try ScrollDemo.init(environment: $0)
      }
      var out = ""
      while !s.isFinished {
        try s.step()
        out += try s.traceLine() + "\n"
      }
      return out
    }
    let a = try trace()
    let b = try trace()
    #expect(a == b)
    #expect(
      a.split(separator: "\n").count == Int((ScrollDemo.defaultScript.duration * 120).rounded(.up)))
  }

  @Test func renderingIsPixelDeterministic() throws {
    var first: [UInt8] = []
    for run in 0..<2 {
      try withFrames(of: ScrollDemo.self, at: [1.3]) { _, session in
        let png = try session.render().pngData()
        if run == 0 { first = png } else { #expect(png == first) }
      }
    }
  }

  @Test func movingTheListDoesNotRerasterise() throws {
    // Frames in the middle of a fling only move cached layers; rows scrolling into view are
    // the only rasterisations, a few per frame at most.
    let session = try HeadlessSession(script: ScrollDemo.defaultScript) {
      try ScrollDemo.init(environment: $0)
    }
    _ = try session.render()
    #expect(session.rasterizationsLastFrame > 10)  // the first frame draws everything
    var total = 0
    var frames = 0
    while session.time < 1.4 {
      try session.step()
      _ = try session.render()
      if session.time > 1.0 {
        total += session.rasterizationsLastFrame
        frames += 1
      }
    }
    #expect(Double(total) / Double(frames) < 6)
  }

  @Test func onlyVisibleRowsExistWith100kRows() throws {
    let env = ScreenEnvironment()
    let demo = try ScrollDemo(environment: env, rowCount: 100_000)
    var player = ScriptPlayer(
      script: GestureScript(steps: [
        .drag(
          from: .point(Point(195, 800)), to: .point(Point(195, 100)), duration: 0.1, release: .fling
        ),
        .wait(2),
      ]), environment: env)
    let maxRows = Int((env.size.height / demo.list.rowHeight).rounded(.up)) + 3
    while !player.isFinished {
      try player.step(demo)
      #expect(demo.list.liveRowCount <= maxRows)
      #expect(demo.list.container.children.count <= maxRows + 2)
    }
    #expect(demo.model.offset > 1000)
  }

  @Test func dragMovesTheListInTheFrameItArrives() throws {
    let env = ScreenEnvironment()
    let demo = try ScrollDemo(environment: env)
    var player = ScriptPlayer(
      script: GestureScript(steps: [
        .drag(
          from: .point(Point(195, 600)), to: .point(Point(195, 400)), duration: 0.2, release: .hold)
      ]), environment: env)
    var previous = 0.0
    var movedFrames: [Int] = []
    while !player.isFinished {
      try player.step(demo)
      if demo.model.offset != previous { movedFrames.append(player.frame) }
      previous = demo.model.offset
    }
    // 200 pt over 24 frames ≈ 8.3 pt per frame: the slop (10 pt) is crossed on frame 2 and the
    // list follows from frame 3, the first frame with movement past the crossing point.
    #expect(movedFrames.first == 3)
    // It then follows the finger exactly: 200 pt minus the slop crossing point.
    let crossing = 200.0 / 24 * 2
    #expect(abs(demo.model.offset - (200 - crossing)) < 1e-9)
  }

  @Test func rotatingMidFlingRelayoutsWithoutAJump() throws {
    let env = ScreenEnvironment()
    let demo = try ScrollDemo(environment: env)
    var player = ScriptPlayer(
      script: GestureScript(steps: [
        .drag(
          from: .point(Point(195, 800)), to: .point(Point(195, 300)), duration: 0.1, release: .fling
        ),
        .wait(0.3), .resize(Size(844, 390)), .wait(0.5),
      ]), environment: env)
    var offsets: [Double] = []
    var widths: [Double] = []
    while !player.isFinished {
      try player.step(demo)
      offsets.append(demo.model.offset)
      widths.append(demo.list.container.frame.presented.width)
    }
    #expect(widths.last == 844)
    // Momentum carries on through the rotation: the frame of the resize moves no more than the
    // decelerating frames around it (no jump), and the list keeps moving afterwards.
    let step = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
    let resizeFrame = Int(0.4 * 120)
    #expect(step[resizeFrame - 2] > 0)
    for k in (resizeFrame - 1)...(resizeFrame + 1) {
      #expect(step[k] > 0 && step[k] <= step[resizeFrame - 2] + 1e-9, "frame \(k)")
    }
    #expect(offsets[resizeFrame + 5] > offsets[resizeFrame])
  }
}
