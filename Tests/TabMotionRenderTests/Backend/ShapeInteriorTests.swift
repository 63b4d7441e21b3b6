import Testing

@testable import TabMotionCore
@testable import TabMotionRender
@testable import TabMotionUI

/// The solid lower band of a filled shape: what a hill or a wave is sure to cover.
@Suite("Shape interiors")
struct ShapeInteriorTests {
  static func band(_ path: Path) -> Rect? {
    ShapeInterior.bottomBand(of: path, tolerance: 0.01)
  }

  /// A ridge from (0, 55) over a crest at y = 42 down to (100, 59), filled to the bottom —
  /// in a `side` × `side` square, every height moved down by `lowered`.
  static func hill(side: Double = 100, lowered: Double = 0) -> Path {
    func at(_ x: Double, _ y: Double) -> Point { Point(x * side / 100, y * side / 100 + lowered) }
    var p = Path()
    p.move(to: at(0, 55))
    p.cubic(to: at(40, 42), control1: at(16, 55), control2: at(24, 42))
    p.cubic(to: at(100, 59), control1: at(64, 42), control2: at(76, 55))
    p.line(to: Point(side, side))
    p.line(to: Point(0, side))
    p.close()
    return p
  }

  @Test func aHillIsSolidBelowItsLowestFlank() throws {
    let band = try #require(Self.band(Self.hill()))
    // The ridge's lowest point is its right end, (100, 59): below it the hill is solid.
    #expect(band.minX == 0 && band.maxX == 100 && band.maxY == 100)
    #expect(abs(band.minY - 59) < 1e-9)
  }

  @Test func theOutlinesDirectionDoesNotMatter() throws {
    var reversed = Path()
    reversed.move(to: Point(0, 100))
    reversed.line(to: Point(100, 100))
    reversed.line(to: Point(100, 30))
    reversed.line(to: Point(0, 50))
    reversed.close()
    let band = try #require(Self.band(reversed))
    #expect(band == Rect(x: 0, y: 50, width: 100, height: 50))
  }

  @Test func aRectangleIsSolidThroughout() {
    #expect(
      Self.band(.rect(Rect(x: 10, y: 20, width: 30, height: 40)))
        == Rect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test func aHoleEndsTheBandBelowIt() throws {
    var p = Path.rect(Rect(x: 0, y: 0, width: 100, height: 100))
    // The hole wound the other way: its bottom edge, at 70, is the band's top.
    p.move(to: Point(20, 40))
    p.line(to: Point(20, 70))
    p.line(to: Point(60, 70))
    p.line(to: Point(60, 40))
    p.close()
    let band = try #require(Self.band(p))
    #expect(band == Rect(x: 0, y: 70, width: 100, height: 30))
  }

  @Test func shapesWithoutALevelBottomHaveNoBand() {
    #expect(Self.band(.circle(center: Point(50, 50), radius: 40)) == nil)
    var wedge = Path()
    wedge.move(to: Point(0, 0))
    wedge.line(to: Point(100, 0))
    wedge.line(to: Point(50, 100))
    wedge.close()
    #expect(Self.band(wedge) == nil)
    #expect(Self.band(Path()) == nil)
  }

  @Test func anOutlineThatCancelsItselfCoversNothing() {
    // The same square twice, wound both ways: winding 0 everywhere, nothing is filled.
    var p = Path.rect(Rect(x: 0, y: 0, width: 50, height: 50))
    p.move(to: Point(0, 0))
    p.line(to: Point(0, 50))
    p.line(to: Point(50, 50))
    p.line(to: Point(50, 0))
    p.close()
    #expect(Self.band(p) == nil)
  }
}
