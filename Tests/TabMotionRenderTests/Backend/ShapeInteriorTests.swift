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

  /// A closed polygon through `points`, appended to `path`.
  static func polygon(_ points: [Point], to path: Path = Path()) -> Path {
    var p = path
    p.move(to: points[0])
    for q in points.dropFirst() { p.line(to: q) }
    p.close()
    return p
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
    let reversed = Self.polygon([Point(0, 100), Point(100, 100), Point(100, 30), Point(0, 50)])
    let band = try #require(Self.band(reversed))
    #expect(band == Rect(x: 0, y: 50, width: 100, height: 50))
  }

  @Test func aRectangleIsSolidThroughout() {
    #expect(
      Self.band(.rect(Rect(x: 10, y: 20, width: 30, height: 40)))
        == Rect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test func aHoleEndsTheBandBelowIt() throws {
    // The hole wound the other way: its bottom edge, at 70, is the band's top.
    let p = Self.polygon(
      [Point(20, 40), Point(20, 70), Point(60, 70), Point(60, 40)],
      to: .rect(Rect(x: 0, y: 0, width: 100, height: 100)))
    let band = try #require(Self.band(p))
    #expect(band == Rect(x: 0, y: 70, width: 100, height: 30))
  }

  @Test func shapesWithoutALevelBottomHaveNoBand() {
    #expect(Self.band(.circle(center: Point(50, 50), radius: 40)) == nil)
    #expect(Self.band(Self.polygon([Point(0, 0), Point(100, 0), Point(50, 100)])) == nil)
    #expect(Self.band(Path()) == nil)
  }

  @Test func anOutlineThatCancelsItselfCoversNothing() {
    // The same square twice, wound both ways: winding 0 everywhere, nothing is filled.
    let p = Self.polygon(
      [Point(0, 0), Point(0, 50), Point(50, 50), Point(50, 0)],
      to: .rect(Rect(x: 0, y: 0, width: 50, height: 50)))
    #expect(Self.band(p) == nil)
  }
}
