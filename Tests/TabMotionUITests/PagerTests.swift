import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionUI

/// The Pager component on its own: lazy creation within the preload distance, release beyond
/// the retention distance, the axis lock between paging and scrolling inside a page, and
/// appearance callbacks delivered to the pages exactly once per transition.
@Suite("Pager")
struct PagerTests {
  /// A page that records what it is told.
  final class RecordingPage: PageContent {
    let layer = Layer()
    let index: Int
    var gestures: [PanGestureRecognizer.Event] = []
    var appearance: [AppearanceEvent] = []
    init(_ index: Int) {
      self.index = index
      // A page that scrolls: its vertical pan competes with the pager's horizontal one.
      layer.addGestureRecognizer(
        PanGestureRecognizer(axis: .vertical) { [unowned self] e in self.gestures.append(e) })
    }
    func layout(size: Size, direction: LayoutDirection, at time: Double) {}
    func appearanceDidChange(_ event: AppearanceEvent) { appearance.append(event) }
    var verticalPans: Int {
      gestures.filter {
        if case .changed = $0 { return true }
        return false
      }.count
    }
  }

  /// A pager of `count` pages, 390 × 700, that logs every page it creates.
  final class Harness {
    /// What the factory made, in order.
    final class Log {
      var created: [Int] = []
      var pages: [Int: RecordingPage] = [:]
    }
    let log = Log()
    let pager: Pager
    /// The scene the pager sits in, and the host's input path into it.
    let root = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 800))
    let input: PointerInput
    var created: [Int] { log.created }
    var pages: [Int: RecordingPage] { log.pages }

    init(count: Int = 6, preload: Int = 1, retention: Int? = 2) throws {
      let log = self.log
      pager = try Pager(pageCount: count, frame: Rect(x: 0, y: 100, width: 390, height: 700)) {
        i in
        log.created.append(i)
        let page = RecordingPage(i)
        log.pages[i] = page
        return page
      }
      pager.preloadDistance = preload
      pager.retentionDistance = retention
      root.addChild(pager.layer)
      input = PointerInput(root: root)
      _ = pager.update(to: 0)
    }

    var live: Set<Int> { Set((0..<pager.pageCount).filter { pager.page($0) != nil }) }

    /// Runs frames at 120 Hz from `start` until `end`; returns the last time.
    @discardableResult
    func run(from start: Double, to end: Double) -> Double {
      var t = start
      while t < end {
        t += Frames.interval
        _ = pager.update(to: t)
      }
      return t
    }

    /// A straight drag of `delta` over `duration` s starting at `start`, one event per frame.
    func drag(from p: Point, by delta: Point, duration: Double, start: Double) -> Double {
      input.send(PointerEvent(.down, position: p, time: start))
      _ = pager.update(to: start)
      let frames = Int(duration * 120)
      var t = start
      for k in 1...frames {
        t = start + Double(k) / 120
        let f = Double(k) / Double(frames)
        input.send(
          PointerEvent(.move, position: Point(p.x + delta.x * f, p.y + delta.y * f), time: t))
        _ = pager.update(to: t)
      }
      input.send(PointerEvent(.up, position: p + delta, time: t))
      _ = pager.update(to: t)
      return t
    }
  }

  // MARK: Lazy pages

  @Test func onlyThePageOnScreenAndItsNeighboursAreCreated() throws {
    let h = try Harness(preload: 1)
    #expect(h.live == [0, 1])
    let none = try Harness(preload: 0)
    #expect(none.live == [0])
    let two = try Harness(preload: 2)
    #expect(two.live == [0, 1, 2])
  }

  /// The pages made ahead are marked as about to show (hidden, their rasters may be made in
  /// idle frames), the visible page and pages made for no reason other than being kept are not.
  @Test func thePagesMadeAheadAreMarkedAboutToShow() throws {
    let h = try Harness(count: 6, preload: 1, retention: nil)
    func marked() -> [Int] {
      (0..<6).filter { h.pager.layer.find("page.\($0)")?.isAboutToShow ?? false }
    }
    #expect(marked() == [1])
    h.pager.select(3, animated: false, at: 0.1)
    h.run(from: 0.1, to: 0.2)
    // Page 1 is kept (no retention limit) but no longer beside the page on screen.
    #expect(h.live == [0, 1, 2, 3, 4])
    #expect(marked() == [2, 4])
    #expect(h.pager.layer.find("page.3")?.isHidden == false)
  }

  /// A jump from page 0 to page 4 creates page 4 but never the pages in between (they are
  /// never shown), then the neighbours of 4 once it rests, and releases what is now far away.
  @Test func aJumpCreatesNoPageInBetweenAndReleasesFarPages() throws {
    let h = try Harness(count: 6, preload: 1, retention: 2)
    h.pager.select(4, animated: true, at: 0.1)
    var t = 0.1
    var shownInBetween = false
    while t < 2 {
      t += Frames.interval
      _ = h.pager.update(to: t)
      for i in 1...3 where !(h.pager.layer.find("page.\(i)")?.isHidden ?? true) {
        shownInBetween = true
      }
      if h.pager.isInteractive || h.pager.progress != 4 {
        #expect(!h.created.contains(2) && !h.created.contains(3))
      }
    }
    #expect(!shownInBetween)
    #expect(h.pager.progress == 4)
    #expect(h.live == [3, 4, 5])
    #expect(h.created == [0, 1, 4, 3, 5])
  }

  // MARK: Axis lock

  @Test func aVerticalDragScrollsThePageAndNeverThePager() throws {
    let h = try Harness()
    let end = h.drag(
      from: Point(200, 600), by: Point(30, -300), duration: 0.3, start: 0.1)
    h.run(from: end, to: end + 0.5)
    #expect(h.pager.progress == 0)
    let page = try #require(h.pages[0])
    #expect(page.verticalPans > 20)
    #expect(h.pages[1]?.gestures.isEmpty ?? true)
  }

  @Test func aHorizontalDragPagesAndIsNeverDeliveredAsAScroll() throws {
    let h = try Harness()
    // Mostly horizontal, with a vertical wobble after the pager has won.
    let end = h.drag(
      from: Point(300, 400), by: Point(-260, 120), duration: 0.3, start: 0.1)
    h.run(from: end, to: end + 1)
    #expect(h.pager.progress == 1)
    let page = try #require(h.pages[0])
    #expect(page.verticalPans == 0)
  }

  // MARK: Appearance

  @Test func pagesHearEachCallbackOnceForACompletedAndACancelledSwipe() throws {
    let h = try Harness()
    var end = h.drag(from: Point(300, 400), by: Point(-250, 0), duration: 0.3, start: 0.1)
    end = h.run(from: end, to: end + 1)
    #expect(h.pager.progress == 1)
    // The first page was made on screen: it heard it appear, then leave.
    #expect(
      h.pages[0]?.appearance == [
        .willAppear(0), .didAppear(0), .willDisappear(0), .didDisappear(0),
      ])
    // The second was made ahead, out of sight, and heard nothing until it slid in.
    #expect(h.pages[1]?.appearance == [.willAppear(1), .didAppear(1)])

    // Cancelled: a third of a page and back, slowly.
    h.pages[1]?.appearance = []
    end = h.drag(from: Point(300, 400), by: Point(-120, 0), duration: 0.6, start: end + 0.1)
    h.run(from: end, to: end + 1)
    #expect(h.pager.progress == 1)
    #expect(h.pages[1]?.appearance == [.willDisappear(1), .didAppear(1)])
    #expect(h.pages[2]?.appearance == [.willAppear(2), .didDisappear(2)])
  }

  // MARK: Drawing order

  /// The page before the shared edge is drawn first (a cube blends its seam over it): in page
  /// order normally, and with the last page moved before the first while a wrapping pager
  /// turns from the last page to the first — back in page order once it rests.
  @Test func theFacingPageIsDrawnFirstAcrossTheWrap() throws {
    let h = try Harness(count: 4)
    h.pager.configureModel { $0.endBehavior = .wrap }
    h.pager.select(3, animated: false, at: 0)
    _ = h.pager.update(to: 0)
    func order() -> [String] { h.pager.layer.children.compactMap(\.name) }
    #expect(order() == ["page.0", "page.1", "page.2", "page.3"])
    h.input.send(PointerEvent(.down, position: Point(300, 400), time: 0.1))
    h.input.send(PointerEvent(.move, position: Point(280, 400), time: 0.11))
    h.input.send(PointerEvent(.move, position: Point(200, 400), time: 0.12))
    _ = h.pager.update(to: 0.12)
    #expect(h.pager.progress > 3 && h.pager.progress < 4)
    #expect(order() == ["page.3", "page.0", "page.1", "page.2"])
    h.input.send(PointerEvent(.up, position: Point(200, 400), time: 0.13))
    h.run(from: 0.13, to: 2)
    #expect(h.pager.selectedIndex == 3 || h.pager.selectedIndex == 0)
    #expect(order() == ["page.0", "page.1", "page.2", "page.3"])
  }
}
