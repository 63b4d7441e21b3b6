import TabMotionCore
import TabMotionTestSupport
import TabMotionUI
import Testing

/// A pager inside one page of another (a tabbed screen nested in a tab): the inner pager
/// turns its own pages, and a swipe, wheel click or touchpad scroll that would only pull it
/// past the end it rests on turns the outer pager instead; alone, a pager still rubber-bands
/// at its ends.
@Suite("A pager nested in another's page")
struct NestedPagerTests {
  final class Plain: PageContent {
    let layer = Layer()
    func layout(size: Size, direction: LayoutDirection, at time: Double) {}
  }

  /// An outer page holding a whole pager of its own.
  final class Holder: PageContent {
    let inner: Pager
    var layer: Layer { inner.layer }
    init(count: Int) throws {
      inner = try Pager(
        pageCount: count, frame: Rect(x: 0, y: 0, width: 390, height: 700), name: "inner",
        slotPrefix: "inner."
      ) { _ in Plain() }
    }
    var layoutError: TabMotionError?
    func layout(size: Size, direction: LayoutDirection, at time: Double) {
      do {
        try inner.layout(frame: Rect(origin: .zero, size: size), direction: direction, at: time)
      } catch { layoutError = error }
    }
    func update(to time: Double) { _ = inner.update(to: time) }
  }

  /// Three outer pages; the middle one holds a pager of three.
  final class Nest {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 800))
    let outer: Pager
    let holder: Holder
    let input: PointerInput
    var time = 0.0

    init(direction: LayoutDirection = .leftToRight, innerStart: Int = 0) throws {
      let holder = try Holder(count: 3)
      self.holder = holder
      outer = try Pager(
        pageCount: 3, frame: Rect(x: 0, y: 100, width: 390, height: 700), direction: direction,
        initialIndex: 1
      ) { i -> any PageContent in i == 1 ? holder : Plain() }
      root.addChild(outer.layer)
      input = PointerInput(root: root)
      try outer.layout(
        frame: Rect(x: 0, y: 100, width: 390, height: 700), direction: direction, at: 0)
      frame()
      holder.inner.select(innerStart, animated: false, at: 0)
      settle()
    }

    var inner: Pager { holder.inner }

    func frame() {
      _ = outer.update(to: time)
    }

    func settle() {
      for _ in 0..<240 {
        time += 1.0 / 120
        frame()
      }
    }

    /// A horizontal drag of `dx` points across the middle of the screen in 0.25 s, released
    /// as a flick; returns the largest progress each pager showed while the finger was down.
    @discardableResult
    func swipe(_ dx: Double) -> (outer: Double, inner: Double) {
      let most = drag(from: Point(195 - dx / 2, 450), by: dx, frames: 30)
      settle()
      return most
    }

    /// A finger down at `start`, moved `dx` points along in `frames` frames and lifted (no
    /// frames after); returns the largest progress each pager showed while it was down.
    @discardableResult
    func drag(from start: Point, by dx: Double, frames: Int) -> (outer: Double, inner: Double) {
      var most = (outer: outer.progress, inner: inner.progress)
      input.send(PointerEvent(.down, position: start, time: time))
      frame()
      for k in 1...frames {
        time += 1.0 / 120
        input.send(
          PointerEvent(
            .move, position: start + Point(dx * Double(k) / Double(frames), 0), time: time))
        frame()
        most = (max(most.outer, outer.progress), max(most.inner, inner.progress))
      }
      input.send(PointerEvent(.up, position: start + Point(dx, 0), time: time))
      return most
    }

    /// A horizontal wheel sample over the middle of the pages, now.
    func wheelSample(dx: Double, precise: Bool = false) {
      input.dispatcher.dispatch(
        WheelEvent(
          position: Point(195, 450), translation: Point(dx, 0), isPrecise: precise, time: time),
        to: root)
    }

    /// A wheel click, and the frames until everything rests.
    func wheel(dx: Double) {
      wheelSample(dx: dx)
      settle()
    }
  }

  @Test func theInnerPagerTurnsItsOwnPagesAndTheOuterOneStays() throws {
    let nest = try Nest()
    nest.swipe(-200)
    #expect(nest.inner.selectedIndex == 1)
    #expect(nest.outer.selectedIndex == 1)
    nest.swipe(-200)
    #expect(nest.inner.selectedIndex == 2)
    #expect(nest.outer.selectedIndex == 1)
  }

  @Test func aSwipePastTheInnerPagersLastPageTurnsTheOuterPager() throws {
    let nest = try Nest(innerStart: 2)
    let most = nest.swipe(-200)
    #expect(nest.outer.selectedIndex == 2)
    #expect(nest.inner.selectedIndex == 2)
    // The inner pages never moved: the outer pager had the finger from the slop on.
    #expect(most.inner == 2)
  }

  @Test func aSwipeBackFromTheInnerPagersFirstPageTurnsTheOuterPagerBack() throws {
    let nest = try Nest()
    nest.swipe(200)
    #expect(nest.outer.selectedIndex == 0)
    #expect(nest.inner.selectedIndex == 0)
  }

  @Test func rightToLeftTheEndsAreMirrored() throws {
    // Right to left, a finger moving right goes forward: on the inner's last page that turns
    // the outer pager forward too.
    let nest = try Nest(direction: .rightToLeft, innerStart: 2)
    nest.swipe(200)
    #expect(nest.outer.selectedIndex == 2)
    #expect(nest.inner.selectedIndex == 2)
    let back = try Nest(direction: .rightToLeft, innerStart: 2)
    back.swipe(-200)
    #expect(back.inner.selectedIndex == 1)
    #expect(back.outer.selectedIndex == 1)
  }

  @Test func aPagerOnItsOwnStillRubberBandsAtItsLastPage() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 800))
    let pager = try Pager(
      pageCount: 2, frame: Rect(x: 0, y: 0, width: 390, height: 800), initialIndex: 1
    ) { _ in Plain() }
    root.addChild(pager.layer)
    let input = PointerInput(root: root)
    var time = 0.0
    _ = pager.update(to: time)
    var most = 0.0
    input.send(PointerEvent(.down, position: Point(300, 400), time: time))
    for k in 1...30 {
      time += 1.0 / 120
      input.send(PointerEvent(.move, position: Point(300 - 6 * Double(k), 400), time: time))
      _ = pager.update(to: time)
      most = max(most, pager.progress)
    }
    input.send(PointerEvent(.up, position: Point(120, 400), time: time))
    // Pulled past the last page, less than the finger's travel (180 of 390 points).
    #expect(most > 1.05)
    #expect(most < 1 + 180.0 / 390)
    for _ in 0..<240 {
      time += 1.0 / 120
      _ = pager.update(to: time)
    }
    #expect(pager.selectedIndex == 1)
    #expect(pager.progress == 1)
  }

  @Test func aWheelClickPastTheInnerPagersEndTurnsTheOuterPager() throws {
    let nest = try Nest()
    // A click towards the next page: the inner pager has one.
    nest.wheel(dx: -40)
    #expect(nest.inner.selectedIndex == 1)
    #expect(nest.outer.selectedIndex == 1)
    nest.wheel(dx: -40)
    nest.wheel(dx: -40)
    #expect(nest.inner.selectedIndex == 2)
    #expect(nest.outer.selectedIndex == 2)
  }

  @Test func aTouchpadScrollPastTheInnerPagersEndTurnsTheOuterPager() throws {
    let nest = try Nest(innerStart: 2)
    for _ in 0..<20 {
      nest.wheelSample(dx: -12, precise: true)
      nest.time += 1.0 / 120
      nest.input.dispatcher.advance(to: nest.time)
      nest.frame()
    }
    #expect(nest.outer.progress > 1.3)
    #expect(nest.inner.progress == 2)
  }

  @Test func aFingerOnTheOuterPagesWhileTheySlideCatchesThemNotTheNestedPager() throws {
    // The outer pager starts on page 0; a flick sends it towards page 1, the nested one.
    let nest = try Nest()
    nest.outer.select(0, animated: false, at: nest.time)
    nest.settle()
    nest.drag(from: Point(300, 450), by: -120, frames: 12)
    for _ in 0..<6 {
      nest.time += 1.0 / 120
      nest.frame()
    }
    #expect(nest.outer.progress > 0.3 && nest.outer.progress < 0.95)
    // A second finger-down on the nested page sliding in, and a drag left: the outer pages
    // follow it; the nested pager stays on its first page.
    let innerMost = nest.drag(from: Point(250, 450), by: -160, frames: 20).inner
    nest.settle()
    #expect(innerMost == 0)
    #expect(nest.inner.selectedIndex == 0)
    #expect(nest.outer.selectedIndex == 1)
    #expect(nest.outer.progress == 1)
  }

  @Test func quickWheelClicksEachTurnOnePage() throws {
    let nest = try Nest(innerStart: 0)
    // Three clicks a frame apart: the inner pager goes three pages... but has only two more,
    // so it stops on its last, and the outer stays.
    for _ in 0..<3 {
      nest.wheelSample(dx: -40)
      nest.time += 1.0 / 120
      nest.frame()
    }
    nest.settle()
    #expect(nest.inner.selectedIndex == 2)
    #expect(nest.inner.progress == 2)
    #expect(nest.outer.selectedIndex == 1)
  }

  @Test func aClickInTheLastMomentsOfASettleHandsOver() throws {
    let nest = try Nest(innerStart: 1)
    nest.wheelSample(dx: -40)
    // Frames until the inner pages are on their last page to the eye, the spring not done.
    var frames = 0
    while abs(nest.inner.progress - 2) > 0.005 && frames < 240 {
      nest.time += 1.0 / 120
      nest.frame()
      frames += 1
    }
    #expect(!nest.inner.model.isAtRest, "the settle is still running after \(frames) frames")
    #expect(nest.inner.selectedIndex == 2)
    nest.wheel(dx: -40)
    #expect(nest.outer.selectedIndex == 2)
    #expect(nest.inner.progress == 2)
  }
}
