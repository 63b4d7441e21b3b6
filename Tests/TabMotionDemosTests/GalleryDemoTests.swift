import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// The gallery list: a tap opens the demo under it, back closes it, and in landscape (where
/// the list is taller than the screen) a drag scrolls it so the last entry can be reached.
@Suite("Gallery demo")
struct GalleryDemoTests {
  static func environment(_ size: Size) -> ScreenEnvironment { ScreenEnvironment(size: size) }

  static func tap(_ demo: GalleryDemo, _ input: PointerInput, _ p: Point, at t: Double) {
    input.send(PointerEvent(.down, position: p, time: t))
    input.send(PointerEvent(.up, position: p, time: t + 0.05))
    demo.update(to: t + 0.05)
  }

  @Test func aTapOpensTheDemoUnderItAndBackCloses() throws {
    let demo = try GalleryDemo(environment: Self.environment(Size(390, 844)))
    let input = PointerInput(demo)
    demo.root.present(at: 0)
    let entry = try #require(demo.root.find("entry.6")).sceneFrame
    Self.tap(demo, input, Point(entry.midX, entry.midY), at: 0.1)
    #expect(demo.current is CubeDemo)
    let back = try #require(demo.root.find("back")).sceneFrame
    Self.tap(demo, input, Point(back.midX, back.midY), at: 0.5)
    #expect(demo.current == nil)
  }

  @Test func inLandscapeTheListScrollsToTheLastEntry() throws {
    let demo = try GalleryDemo(environment: Self.environment(Size(844, 390)))
    let input = PointerInput(demo)
    demo.root.present(at: 0)
    let list = try #require(demo.root.find("demoList")).sceneFrame
    let before = try #require(demo.root.find("entry.6")).sceneFrame
    #expect(before.minY > list.maxY)
    // Drag up past the end, hold still, let go: it springs back to the end of the content.
    var t = 0.3
    input.send(PointerEvent(.down, position: Point(400, 380), time: t))
    for k in 1...60 {
      t += Frames.interval
      input.send(PointerEvent(.move, position: Point(400, 380 - Double(k) * 8), time: t))
      demo.update(to: t)
    }
    t += 0.2
    input.send(PointerEvent(.move, position: Point(400, -100), time: t))
    input.send(PointerEvent(.up, position: Point(400, -100), time: t))
    for _ in 0..<240 {
      t += Frames.interval
      demo.update(to: t)
    }
    demo.root.present(at: t)
    let after = try #require(demo.root.find("entry.6")).sceneFrame
    // At the end of the content: the last entry is on screen, 12 pt above the safe area.
    let safeBottom = ScreenEnvironment(size: Size(844, 390)).safeArea.bottom
    #expect(abs(after.maxY - (list.maxY - 12 - safeBottom)) < 1e-6)
    Self.tap(demo, input, Point(after.midX, after.midY), at: t + 0.1)
    #expect(demo.current is CubeDemo)
  }

  /// Opening pushes the demo in from the trailing edge over the list (which moves a third of
  /// the way), back pops it off again; the list is drawn only while visible.
  @Test func openingPushesTheDemoAndBackPopsIt() throws {
    let demo = try GalleryDemo(environment: Self.environment(Size(390, 844)))
    let input = PointerInput(demo)
    demo.root.present(at: 0)
    let list = try #require(demo.root.find("demoList"))
    let entry = try #require(demo.root.find("entry.0")).sceneFrame
    Self.tap(demo, input, Point(entry.midX, entry.midY), at: 0.1)
    let opened = try #require(demo.current)
    var t = 0.15
    var xs: [Double] = []
    while t < 0.6 {
      t += Frames.interval
      demo.update(to: t)
      demo.root.present(at: t)
      xs.append(try #require(demo.root.find("stage")).transformToParent.m41)
    }
    #expect(xs.first.map { $0 > 300 } == true)
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(xs.last == 0 && list.isHidden)
    let back = try #require(demo.root.find("back")).sceneFrame
    Self.tap(demo, input, Point(back.midX, back.midY), at: 1.0)
    #expect(demo.current == nil && !list.isHidden)
    demo.update(to: 1.2)
    demo.root.present(at: 1.2)
    let stage = try #require(demo.root.find("stage"))
    #expect(opened.root.parent === demo.root.find("demoArea") && !stage.isHidden)
    #expect(stage.transformToParent.m41 > 0 && stage.transformToParent.m41 < 390)
    #expect(list.transformToParent.m41 < 0)
    demo.update(to: 1.5)
    demo.root.present(at: 1.5)
    #expect(opened.root.parent == nil && stage.isHidden && list.transformToParent.m41 == 0)
  }

  /// Right to left: texts align right and the back button sits at the right, chevron turned.
  @Test func rightToLeftMirrorsTheListAndTheBackButton() throws {
    let env = ScreenEnvironment(size: Size(390, 844), direction: .rightToLeft)
    let demo = try GalleryDemo(environment: env)
    let input = PointerInput(demo)
    demo.root.present(at: 0)
    let row = try #require(demo.root.find("entry.0"))
    guard case .text(let title) = row.children[0].content else {
      Issue.record("no title text")
      return
    }
    #expect(title.alignment == .trailing)
    let entry = row.sceneFrame
    Self.tap(demo, input, Point(entry.midX, entry.midY), at: 0.1)
    demo.update(to: 1)
    demo.root.present(at: 1)
    let back = try #require(demo.root.find("back"))
    #expect(back.sceneFrame.maxX > 390 - 20 && back.sceneFrame.minX > 195)
    if case .text(let label) = back.content { #expect(label.string == "Gallery ›") }
  }
}
