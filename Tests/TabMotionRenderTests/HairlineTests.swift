import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI

/// Lines thinner than a device pixel — the scroll demo's 0.5 pt row separators and the
/// navigation bar's bottom border, at 1× — are one crisp pixel at a stable place in their row,
/// whatever fraction of a pixel the list is scrolled by.
@Suite("Hairlines")
struct HairlineTests {
  /// The dark pixel rows (darker than the white background) in column `x` from `y0` down:
  /// each as (first row, height in pixels).
  static func darkRuns(_ surface: ImageSurface, x: Int, from y0: Int) -> [(Int, Int)] {
    var runs: [(Int, Int)] = []
    for y in y0..<surface.height {
      let p = surface.pixel(x: x, y: y) ?? 0xFFFF_FFFF
      let dark = (p >> 16) & 0xFF < 0xFA || (p >> 8) & 0xFF < 0xFA || p & 0xFF < 0xFA
      guard dark else { continue }
      if let last = runs.last, last.0 + last.1 == y {
        runs[runs.count - 1].1 += 1
      } else {
        runs.append((y, 1))
      }
    }
    return runs
  }

  @Test func separatorsAreOneStablePixelAtEveryFractionalOffset() throws {
    let session = try HeadlessSession(script: GestureScript(steps: [.wait(1)]), scale: 1) {
      try ScrollDemo(environment: $0)
    }
    let demo = session.screen
    let width = Int(session.screen.root.bounds.width)
    // Right of the values and details, left of the edge: only the separators cross it.
    let column = width - 6
    var counts: Set<Int> = []
    var framesChecked = 0
    for step in 0...100 {
      let offset = Double(step) / 10
      demo.restoreState(
        ScreenState(selection: TabSelectionState(selectedIndex: 0), offsets: ["list": offset]),
        at: session.time)
      #expect(abs(demo.model.offset - offset) < 1e-9)
      let surface = try session.render()
      let runs = Self.darkRuns(surface, x: column, from: 0)
      #expect(runs.allSatisfy { $0.1 == 1 }, "offset \(offset): runs \(runs)")
      // Every separator is its row's last pixel row, so they are exactly a row apart.
      let rows = runs.dropFirst()  // the navigation bar's border
      let pitch = Int(demo.list.rowHeight)
      for (a, b) in zip(rows, rows.dropFirst()) {
        #expect(b.0 - a.0 == pitch, "offset \(offset): separators at \(a.0) and \(b.0)")
      }
      counts.insert(runs.count)
      framesChecked += 1
    }
    #expect(framesChecked == 101)
    #expect(counts.count == 1, "separator rows per frame: \(counts.sorted())")
    #expect((counts.first ?? 0) > 10)
  }

  /// A row's separator is drawn with its full colour, not blended down to half strength by a
  /// half-covered pixel.
  @Test func aSeparatorPixelHasTheSeparatorColour() throws {
    let session = try HeadlessSession(script: GestureScript(steps: [.wait(1)]), scale: 1) {
      try ScrollDemo(environment: $0)
    }
    let surface = try session.render()
    let width = Int(session.screen.root.bounds.width)
    let runs = Self.darkRuns(surface, x: width - 6, from: 0)
    let second = try #require(runs.dropFirst().first)
    #expect(surface.pixel(x: width - 6, y: second.0) == 0xFFE6_E8EB)
  }

  /// The renderer's rule on its own: a side under one device pixel becomes one pixel, the one
  /// holding the line's centre; a thicker side is left alone.
  @Test func hairlineRectangles() throws {
    func hairline(_ bounds: Rect, origin: Point) -> Rect? {
      SceneRenderer.hairline(bounds, origin: origin, scale: 1)
    }
    #expect(
      hairline(Rect(x: 0, y: 43.5, width: 100, height: 0.5), origin: Point(0, 100))
        == Rect(x: 0, y: 143, width: 100, height: 1))
    #expect(
      hairline(Rect(x: 0, y: 43.5, width: 100, height: 0.5), origin: Point(0, 100.9))
        == Rect(x: 0, y: 144, width: 100, height: 1))
    #expect(
      hairline(Rect(x: 2, y: 0, width: 0.25, height: 20), origin: Point(10.4, 5))
        == Rect(x: 12, y: 5, width: 1, height: 20))
    #expect(hairline(Rect(x: 0, y: 0, width: 1, height: 1), origin: .zero) == nil)
  }
}
