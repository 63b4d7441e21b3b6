import Testing

@testable import TabMotionCore
@testable import TabMotionRender

/// A raster's rows sorted into runs that are copied (every pixel opaque), left out (every
/// pixel transparent) or blended, judged only inside the columns asked about.
@Suite("Row coverage")
struct RowCoverageTests {
  @Test func rowsAreGroupedIntoRunsOfOpaqueClearAndMixed() throws {
    let surface = try ImageSurface(width: 10, height: 12)
    // Rows 2–5 an opaque cell, rows 7–8 a half-transparent one, row 9 opaque but for one
    // transparent pixel at column 9, outside the columns judged.
    surface.fill(0xFF33_6699, x0: 0, y0: 2, x1: 10, y1: 6)
    surface.fill(0x8000_0080, x0: 0, y0: 7, x1: 10, y1: 9)
    surface.fill(0xFF33_6699, x0: 0, y0: 9, x1: 9, y1: 10)
    // Row 10 opaque but for one transparent pixel inside the columns judged: mixed.
    surface.fill(0xFF33_6699, x0: 0, y0: 10, x1: 10, y1: 11)
    surface.fill(0, x0: 4, y0: 10, x1: 5, y1: 11)
    var coverage = RowCoverage()
    coverage.scan(surface, rows: 0..<6, x0: 0, x1: 9)
    coverage.scan(surface, rows: 6..<12, x0: 0, x1: 9)
    #expect(
      coverage.runs == [
        .init(rows: 0..<2, kind: .clear), .init(rows: 2..<6, kind: .opaque),
        .init(rows: 6..<7, kind: .clear), .init(rows: 7..<9, kind: .mixed),
        .init(rows: 9..<10, kind: .opaque), .init(rows: 10..<11, kind: .mixed),
        .init(rows: 11..<12, kind: .clear),
      ])
    #expect(!coverage.isOpaque)
  }

  @Test func aRasterOpaqueInsideTheColumnsJudgedIsOpaque() throws {
    let surface = try ImageSurface(width: 8, height: 4)
    surface.fill(0xFFFF_FFFF, x0: 1, y0: 0, x1: 7, y1: 4)
    var coverage = RowCoverage()
    coverage.scan(surface, rows: 0..<4, x0: 1, x1: 7)
    #expect(coverage.runs == [.init(rows: 0..<4, kind: .opaque)])
    #expect(coverage.isOpaque)
  }
}
