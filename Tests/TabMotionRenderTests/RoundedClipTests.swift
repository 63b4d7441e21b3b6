import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

/// The colour-match menu opens through a growing circle, a rounded clip over the menu's
/// screen. What lies wholly inside the circle is drawn without it (cairo would make the
/// circle's mask for each icon and label); the pixels are the same frame after frame.
@Suite("Rounded clips")
struct RoundedClipTests {
  @Test func theCircleRevealLooksTheSameWithItsInsideDrawnUnclipped() throws {
    // The round button tapped to open the menu, and again to close it.
    let script = GestureScript(
      scale: 2,
      steps: [
        .wait(0.2), .tap(.point(Point(195, 762))), .wait(0.5), .tap(.point(Point(195, 762))),
        .wait(0.5),
      ])
    var frames: [[[UInt32]]] = [[], []]
    var inside = 0
    for (run, defers) in [true, false].enumerated() {
      let session = try HeadlessSession(script: script, scale: 2) {
        try ColorMatchDemo(environment: $0)
      }
      try session.step()
      _ = try session.render()
      let renderer = try #require(session.renderer)
      renderer.defersRoundedClips = defers
      while !session.isFinished {
        try session.step()
        frames[run].append(try TestImages.pixels(of: try session.render()))
      }
      if defers { inside = renderer.drawnInsideRoundedClips }
      #expect(defers || renderer.drawnInsideRoundedClips == 0)
    }
    // The menu's icons and labels, frame after frame, while the circle is open.
    #expect(inside > 50, "items drawn inside the circle without it: \(inside)")
    #expect(frames[0].count == frames[1].count && frames[0].count > 60)
    for (k, (a, b)) in zip(frames[0], frames[1]).enumerated() {
      let differing = zip(a, b).filter { $0 != $1 }.count
      #expect(differing == 0, "\(differing) pixels differ in frame \(k)")
    }
  }

  /// A box is held by the rounded clip only when all of it lies a pixel inside the shape.
  @Test func aBoxIsHeldOnlyWhollyInsideTheShapeAPixelIn() {
    let circle = OcclusionPlan.RoundedClip(
      box: OcclusionPlan.Box(x0: 0, y0: 0, x1: 100, y1: 100), radius: 50)
    func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> OcclusionPlan.Box {
      OcclusionPlan.Box(x0: x0, y0: y0, x1: x1, y1: y1)
    }
    // The inscribed square's corners are 50·(1 − 1/√2) ≈ 14.6 in; a pixel more holds.
    #expect(circle.holds(box(16, 16, 84, 84)))
    #expect(!circle.holds(box(14, 14, 86, 86)))
    // Across the middle, the full width but a pixel at each side.
    #expect(circle.holds(box(2, 49, 98, 51)))
    #expect(!circle.holds(box(1, 49, 99, 51)))
    // Fractional sides are taken out to whole pixels.
    #expect(circle.holds(box(2.2, 49, 97.9, 51)))
    #expect(!circle.holds(box(1.9, 49, 97.9, 51)))
    #expect(!circle.holds(box(15.5, 15.5, 84, 84)))
    let card = OcclusionPlan.RoundedClip(
      box: OcclusionPlan.Box(x0: 10, y0: 10, x1: 210, y1: 110), radius: 0.5)
    #expect(card.holds(box(11, 11, 209, 109)))
    #expect(!card.holds(box(10, 11, 209, 109)))
  }
}
