import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

/// The pill's colour while a pager is swiped between two tabs, read from rendered pixels: an
/// OKLab blend of the two tints (not the darker sRGB mix), and the selected look inside it.
@Suite("Pill colour mid-swipe")
struct PillColorTests {
  /// The styles demo, a finger held about halfway from Products (orange) to Places (green).
  static let script = GestureScript(
    steps: [
      .wait(0.2),
      .drag(
        from: .point(Point(300, 450)), to: .point(Point(100, 450)), duration: 0.5, release: .hold),
      .wait(0.2),
    ])

  static func sample(_ surface: ImageSurface, at p: Point) throws -> Color {
    let argb = try #require(surface.pixel(x: Int(p.x), y: Int(p.y)))
    #expect(argb >> 24 == 0xFF, "an opaque pixel")
    return Color(
      red: Double((argb >> 16) & 0xFF) / 255, green: Double((argb >> 8) & 0xFF) / 255,
      blue: Double(argb & 0xFF) / 255)
  }

  @Test func pillIsTheOKLabBlendOfTheTwoTints() throws {
    var checked = false
    try withFrames(of: TabStylesDemo.self, script: Self.script, at: [0.65]) { _, session in
      let demo = try #require(session.screen.base as? TabStylesDemo)
      let progress = demo.pager.progress
      #expect(progress > 0.35 && progress < 0.65, "mid-swipe, progress \(progress)")
      let pill = demo.pill.indicator.layer.sceneFrame
      // Above the icons and the title, inside the straight top edge: nothing but the fill.
      let color = try Self.sample(try session.render(), at: Point(pill.midX, pill.minY + 4))
      let tints = TabStylesDemo.items.map(\.tint)
      let expected = tints[0].oklab.interpolated(to: tints[1].oklab, fraction: progress)
      let deltaE = color.oklab.deltaE(to: expected)
      #expect(deltaE < 0.02, "ΔE \(deltaE) from the OKLab blend")
      let srgb = tints[0].mixed(with: tints[1], fraction: progress).oklab
      #expect(color.oklab.deltaE(to: srgb) > 0.04, "visibly not the sRGB mix")
      checked = true
    }
    #expect(checked)
  }

  /// No unselected (tinted) icon pixel inside the pill: the next tab's icon is under the pill
  /// and its selected look (white) is what shows there; the selected look is clipped to it.
  @Test func noTintedIconPixelsInsideThePill() throws {
    try withFrames(of: TabStylesDemo.self, script: Self.script, at: [0.65]) { _, session in
      let demo = try #require(session.screen.base as? TabStylesDemo)
      let pill = demo.pill.indicator.layer.sceneFrame
      let surface = try session.render()
      let fill = try Self.sample(surface, at: Point(pill.midX, pill.minY + 4)).oklab
      let tints = TabStylesDemo.items.map(\.tint.oklab)
      var inside = 0
      // The straight middle of the pill, away from its anti-aliased rounded ends and edges.
      let r = pill.height / 2
      for y in Int(pill.minY + 2)..<Int(pill.maxY - 2) {
        for x in Int(pill.minX + r)..<Int(pill.maxX - r) {
          let lab = try Self.sample(surface, at: Point(Double(x), Double(y))).oklab
          inside += 1
          for tint in tints where tint.deltaE(to: fill) > 0.05 {
            #expect(lab.deltaE(to: tint) > 0.05, "a tinted icon pixel at \(x),\(y)")
          }
        }
      }
      #expect(inside > 500)
      // Just outside the pill's right end, the bar's own background: the pill does not spill.
      let outside = try Self.sample(surface, at: Point(pill.maxX + 2, pill.minY + 2)).oklab
      #expect(outside.deltaE(to: fill) > 0.1)
    }
  }
}
