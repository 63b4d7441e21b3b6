import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// The safe area's way into pages: the pager hands its `safeAreaInsets` to every page it
/// makes and again on every layout, a page that ignores the safe area needs no code for it,
/// and a row list keeps its content between the side insets (mirrored for right-to-left)
/// while its rows stay full width.
@Suite("Page safe area (pager, row list)")
struct PageSafeAreaTests {
  /// A page that records the insets it sees when it lays out.
  final class InsetPage: PageContent {
    let layer = Layer()
    var safeAreaInsets = EdgeInsets.zero
    var laidOutWith: [EdgeInsets] = []
    func layout(size: Size, direction: LayoutDirection, at time: Double) {
      laidOutWith.append(safeAreaInsets)
    }
  }

  /// A page written before safe areas existed: it still conforms and lays out.
  final class PlainPage: PageContent {
    let layer = Layer()
    var layouts = 0
    func layout(size: Size, direction: LayoutDirection, at time: Double) { layouts += 1 }
  }

  final class Made {
    var pages: [Int: InsetPage] = [:]
  }

  static let sides = EdgeInsets(top: 0, left: 47, bottom: 0, right: 47)

  @Test func pagesGetTheInsetsWhenMadeAndOnEveryLayout() throws {
    let made = Made()
    let pager = try Pager(pageCount: 3, frame: Rect(x: 0, y: 0, width: 390, height: 700)) { i in
      let page = InsetPage()
      made.pages[i] = page
      return page
    }
    let frame = Rect(x: 0, y: 44, width: 844, height: 267)
    try pager.layout(frame: frame, safeArea: Self.sides, direction: .leftToRight, at: 0)
    #expect(pager.safeAreaInsets == Self.sides)
    _ = pager.update(to: 0)
    // Made after the layout: the first layout already sees the insets.
    let first = try #require(made.pages[0])
    #expect(first.laidOutWith == [Self.sides])
    // Rotation back: every live page lays out again with the new insets.
    try pager.layout(
      frame: Rect(x: 0, y: 91, width: 390, height: 670), direction: .leftToRight, at: 0.1)
    #expect(first.laidOutWith == [Self.sides, .zero])
    #expect(made.pages[1]?.laidOutWith.last == .zero)
  }

  @Test func aPageWithoutInsetsStillLaysOut() throws {
    let page = PlainPage()
    let pager = try Pager(pageCount: 1, frame: Rect(x: 0, y: 0, width: 390, height: 700)) { _ in
      page
    }
    try pager.layout(
      frame: Rect(x: 0, y: 0, width: 844, height: 390), safeArea: Self.sides,
      direction: .leftToRight, at: 0)
    _ = pager.update(to: 0)
    #expect(page.layouts == 1)
    // The protocol's default stores nothing.
    page.safeAreaInsets = Self.sides
    #expect(page.safeAreaInsets == .zero)
  }

  @Test func badInsetsThrowAndChangeNothing() throws {
    let pager = try Pager(pageCount: 2, frame: Rect(x: 0, y: 0, width: 390, height: 700)) { _ in
      InsetPage()
    }
    try pager.layout(
      frame: Rect(x: 0, y: 0, width: 390, height: 700), safeArea: Self.sides,
      direction: .leftToRight, at: 0)
    for bad in [
      EdgeInsets(left: -1), EdgeInsets(right: .nan), EdgeInsets(top: .infinity),
      EdgeInsets(bottom: -0.5),
    ] {
      #expect(throws: TabMotionError.self) {
        try pager.layout(
          frame: Rect(x: 0, y: 0, width: 844, height: 390), safeArea: bad,
          direction: .rightToLeft, at: 0)
      }
    }
    #expect(pager.safeAreaInsets == Self.sides)
    #expect(pager.layer.frame.model == Rect(x: 0, y: 0, width: 390, height: 700))
    #expect(!pager.isRightToLeft)
  }

  /// Uneven sides show the mirroring: the icon sits 16 pt inside the leading safe edge, the
  /// value 16 pt inside the trailing one, whichever side that is.
  @Test(arguments: [false, true])
  func rowsKeepTheirContentBetweenUnevenSides(isRightToLeft rtl: Bool) throws {
    let list = try RowList(name: nil, rowCount: 20) { SampleData.asset($0) }
    let frame = Rect(x: 0, y: 0, width: 400, height: 300)
    list.safeAreaInsets = EdgeInsets(top: 30, left: 10, bottom: 30, right: 60)
    list.update(frame: frame, offset: 0, isRightToLeft: rtl)
    list.container.present(at: 0)
    let rows = list.liveRows
    #expect(!rows.isEmpty)
    for row in rows {
      #expect(row.layer.frame.model.minX == 0 && row.layer.frame.model.width == 400)
      for part in row.contentLayers {
        let f = part.frame.model
        #expect(f.minX >= 10 && f.maxX <= 340, "row \(row.index): \(f)")
      }
      let icon = row.icon.frame.model
      let value = row.value.frame.model
      if rtl {
        #expect(icon.maxX == 340 - 16 && value.minX == 10 + 16)
        #expect(row.separator.frame.model.minX == 0)
      } else {
        #expect(icon.minX == 10 + 16 && value.maxX == 340 - 16)
        #expect(row.separator.frame.model.maxX == 400)
      }
    }
  }

  /// Changing the insets alone (same width, same offset) lays the live rows out again.
  @Test func newInsetsAloneMoveTheRows() throws {
    let list = try RowList(name: nil, rowCount: 20) { SampleData.asset($0) }
    let frame = Rect(x: 0, y: 0, width: 844, height: 300)
    list.update(frame: frame, offset: 0, isRightToLeft: false)
    #expect(list.liveRows.allSatisfy { $0.icon.frame.model.minX == 16 })
    list.safeAreaInsets = Self.sides
    list.update(frame: frame, offset: 0, isRightToLeft: false)
    #expect(!list.liveRows.isEmpty)
    #expect(list.liveRows.allSatisfy { $0.icon.frame.model.minX == 47 + 16 })
    #expect(list.liveRows.allSatisfy { $0.value.frame.model.maxX == 844 - 47 - 16 })
  }
}
