import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

/// A frame redrawn only where it changed is the frame drawn whole: every demo's script played
/// frame by frame (the target keeping what did not change), checked pixel for pixel against a
/// renderer that has never drawn before.
@Suite("Frame damage")
struct FrameDamageTests {
  @Test(arguments: DemoRegistry.all.map { $0.name })
  func redrawingOnlyWhatChangedGivesTheWholeFrame(_ name: String) throws {
    let demo = try #require(DemoRegistry.demo(named: name))
    let session = try HeadlessSession(script: demo.defaultScript, scale: 1) {
      try demo.init(environment: $0)
    }
    try session.render()
    var partial = 0
    var checked = 0
    while !session.isFinished {
      try session.step()
      let surface = try session.render()
      if session.redrawnRegionLastFrame != nil { partial += 1 }
      // Every 50th frame, and the first 15 frames redrawn in part.
      let check =
        session.frame % 50 == 0 || (session.redrawnRegionLastFrame != nil && partial <= 15)
      guard check else { continue }
      let fresh = try SceneRenderer(
        viewport: session.player.environment.size, scale: 1, text: session.text)
      let whole = try fresh.render(session.screen.root)
      let a = try TestImages.pixels(of: surface)
      let b = try TestImages.pixels(of: whole)
      let differing = zip(a, b).filter { $0 != $1 }.count
      #expect(differing == 0, "\(name), frame \(session.frame): \(differing) pixels differ")
      checked += 1
      if differing > 0 { break }
    }
    #expect(checked >= 2)
  }

  /// A story playing on its own (a script that only waits) redraws only its progress bar:
  /// a strip a few pixels tall, never the page under it.
  @Test func aPlayingStoryRedrawsOnlyItsProgressBar() throws {
    let script = try GestureScript.parse(json: Array(#"{"steps":[{"wait":0.5}]}"#.utf8))
    let session = try HeadlessSession(script: script, scale: 1) { try CubeDemo(environment: $0) }
    try session.render()
    var partial = 0
    while !session.isFinished {
      try session.step()
      let surface = try session.render()
      if let region = session.redrawnRegionLastFrame {
        partial += 1
        #expect(region.height <= 12, "frame \(session.frame): \(region)")
        #expect(region.width * region.height * 100 <= surface.width * surface.height)
      }
    }
    #expect(partial >= 50)
  }
}
