import PropertyBased
import Testing

@testable import TabMotionCore
@testable import TabMotionUI

/// The pill's layout, updated frame by frame, against a layout computed from scratch: the
/// incremental path (which only touches the items the pill moved across) must give the same
/// frames for any sequence of positions, widths, modes and directions.
@Suite("TabBarLayout")
struct TabBarLayoutTests {
  static func layout(
    count n: Int, mode: TabWidthMode, width: Double, isRightToLeft rtl: Bool, titles: [Double]
  ) -> TabBarLayout {
    var l = TabBarLayout(mode: mode, expands: true)
    l.viewportWidth = width
    l.isRightToLeft = rtl
    l.minimumEqualWidth = 48
    l.setItems(
      minimumWidths: Array(repeating: 48, count: n),
      expansions: (0..<n).map { titles[$0 % titles.count] })
    return l
  }

  @Test func incrementalFramesEqualFramesLaidOutFromScratch() async {
    await propertyCheck(
      input: Gen.int(in: 1...24), Gen.double(in: 200...1400), Gen.bool, Gen.bool,
      Gen.double(in: 20...120).array(of: 1...6), Gen.double(in: -2...26).array(of: 1...40)
    ) { n, width, rtl, fitted, titles, positions in
      let mode: TabWidthMode = fitted ? .fitted : .equal
      var moving = Self.layout(
        count: n, mode: mode, width: width, isRightToLeft: rtl, titles: titles)
      for p in positions {
        moving.update(progress: p)
        var fresh = Self.layout(
          count: n, mode: mode, width: width, isRightToLeft: rtl, titles: titles)
        fresh.update(progress: p)
        #expect(moving.contentWidth == fresh.contentWidth)
        for i in 0..<n where moving.frames[i] != fresh.frames[i] {
          Issue.record("item \(i) at \(p): \(moving.frames[i]) ≠ \(fresh.frames[i])")
        }
      }
    }
  }

  /// The items tile the track without gaps or overlaps wherever the pill is, and an equal bar
  /// fills its viewport exactly when it does not scroll.
  @Test func framesTileTheTrackAtEveryPosition() {
    for rtl in [false, true] {
      var l = Self.layout(
        count: 5, mode: .equal, width: 390, isRightToLeft: rtl, titles: [40, 90, 60])
      for k in 0...40 {
        l.update(progress: Double(k) / 10)
        let sorted = l.frames.sorted { $0.minX < $1.minX }
        #expect(abs((sorted.first?.minX ?? 1)) < 1e-9)
        for (a, b) in zip(sorted, sorted.dropFirst()) { #expect(abs(a.maxX - b.minX) < 1e-9) }
        #expect(abs((sorted.last?.maxX ?? 0) - 390) < 1e-9)
      }
    }
  }

  /// An equal bar widens every item by the widest title's expansion, so a swipe between two
  /// items moves only those two: everything else keeps its frame.
  @Test func aSwipeInAnEqualBarMovesOnlyTheTwoItemsAroundThePill() {
    var l = Self.layout(
      count: 20, mode: .equal, width: 1024, isRightToLeft: false, titles: [30, 70])
    l.update(progress: 5)
    let before = l.frames
    for k in 1...9 {
      l.update(progress: 5 + Double(k) / 10)
      #expect(l.changed == 5..<7)
    }
    for i in 0..<20 where i != 5 && i != 6 { #expect(l.frames[i] == before[i]) }
    // Item 5 hands its widening to item 6, the same width whichever item holds it.
    l.update(progress: 6)
    #expect(abs(l.frames[6].width - before[5].width) < 1e-9)
    #expect(abs(l.frames[5].width - before[4].width) < 1e-9)
    #expect(abs(before[5].width - before[4].width - 70) < 1e-9)
  }

  /// A jump moves every item between the old pill and the new one to the other side of the
  /// widening — once, in the frame that crosses them.
  @Test func aJumpReLaysOutTheItemsBetweenOnly() {
    var l = Self.layout(count: 20, mode: .equal, width: 1024, isRightToLeft: false, titles: [50])
    l.update(progress: 2)
    l.update(progress: 12)
    #expect(l.changed == 2..<14)
    l.update(progress: 12)
    #expect(l.changed == 12..<14)
  }
}
