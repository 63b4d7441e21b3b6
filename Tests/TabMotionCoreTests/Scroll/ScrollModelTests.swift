import TabMotionTestSupport
import Testing

@testable import TabMotionCore

@Suite("ScrollModel (UIScrollView behaviour)")
struct ScrollModelTests {
  static func list(content: Double = 10_000, viewport: Double = 844) throws -> ScrollModel {
    try ScrollModel(viewportLength: viewport, contentLength: content)
  }

  /// Advances in 120 Hz frames until at rest (or `limit` seconds); returns every offset seen.
  @discardableResult
  static func run(_ m: inout ScrollModel, from t0: Double, limit: Double = 10) -> [Double] {
    var offsets: [Double] = []
    var t = t0
    while !m.isAtRest && t < t0 + limit {
      t += Frames.interval
      _ = m.advance(to: t)
      offsets.append(m.offset)
    }
    return offsets
  }

  @Test func flingTravelsTheUIKitProjectedDistance() throws {
    var m = try Self.list()
    _ = m.beginDrag(at: 0)
    _ = m.drag(translation: -100, at: 0.1)
    #expect(m.offset == 100)
    let events = m.endDrag(velocity: -1000, at: 0.1)
    #expect(events.contains([.didEndDragging, .willDecelerate]))
    Self.run(&m, from: 0.1)
    #expect(isClose(m.offset, 100 + 499, 1e-9))
  }

  @Test func rubberBandsAtBothEnds() throws {
    var m = try Self.list(content: 2000, viewport: 844)
    _ = m.beginDrag(at: 0)
    _ = m.drag(translation: 100, at: 0.1)
    #expect(isClose(m.offset, -rubberBand(offset: 100, dimension: 844), 1e-12))
    _ = m.endDrag(velocity: 0, at: 0.1)
    let back = Self.run(&m, from: 0.1)
    #expect(m.offset == 0)
    // Critically damped from rest: it returns without crossing the edge.
    #expect(back.allSatisfy { $0 <= 0 })

    _ = m.setContentOffset(m.maxOffset, animated: false, at: 2)
    #expect(m.maxOffset == 2000 - 844)
    _ = m.beginDrag(at: 2)
    _ = m.drag(translation: -300, at: 2.1)
    #expect(isClose(m.offset, m.maxOffset + rubberBand(offset: 300, dimension: 844), 1e-9))
    _ = m.endDrag(velocity: 0, at: 2.1)
    Self.run(&m, from: 2.1)
    #expect(m.offset == m.maxOffset)
  }

  @Test func flingIntoTheEndOvershootsThenBouncesBack() throws {
    var m = try Self.list(content: 2000, viewport: 844)
    _ = m.setContentOffset(1000, animated: false, at: 0)
    _ = m.beginDrag(at: 0)
    _ = m.endDrag(velocity: -3000, at: 0)
    let path = Self.run(&m, from: 0)
    let peak = path.max() ?? 0
    #expect(peak > m.maxOffset + 5)
    #expect(m.offset == m.maxOffset)
    // Continuity: no frame jumps more than the fling speed allows.
    for (a, b) in zip(path, path.dropFirst()) { #expect(abs(b - a) < 3000.0 / 120 + 1) }
  }

  @Test func catchingAMovingListDoesNotJump() throws {
    var m = try Self.list()
    _ = m.beginDrag(at: 0)
    _ = m.endDrag(velocity: -2000, at: 0)
    _ = m.advance(to: 0.2)
    let moving = m.offset
    _ = m.beginDrag(at: 0.2)
    #expect(m.offset == moving)
    #expect(m.isDragging)
    _ = m.drag(translation: 10, at: 0.21)
    #expect(m.offset == moving - 10)
  }

  @Test func catchingABounceContinuesTheRubberBand() throws {
    var m = try Self.list(content: 2000)
    _ = m.beginDrag(at: 0)
    _ = m.drag(translation: 200, at: 0.1)
    _ = m.endDrag(velocity: 0, at: 0.1)
    _ = m.advance(to: 0.15)
    let mid = m.offset
    #expect(mid < 0)
    _ = m.beginDrag(at: 0.15)
    _ = m.drag(translation: 0, at: 0.16)
    #expect(isClose(m.offset, mid, 1e-6))
  }

  @Test func pagingByHalfAPageOrByFlick() throws {
    func release(translation: Double, velocity: Double) throws -> Double {
      var m = try ScrollModel(viewportLength: 390, contentLength: 390 * 4)
      m.isPagingEnabled = true
      _ = m.setContentOffset(390, animated: false, at: 0)
      _ = m.beginDrag(at: 0)
      _ = m.drag(translation: translation, at: 0.2)
      _ = m.endDrag(velocity: velocity, at: 0.2)
      Self.run(&m, from: 0.2)
      return m.offset
    }
    #expect(try release(translation: -200, velocity: 0) == 780)  // > 50 %
    #expect(try release(translation: -190, velocity: 0) == 390)  // < 50 %
    #expect(try release(translation: 200, velocity: 0) == 0)
    #expect(try release(translation: -40, velocity: -800) == 780)  // flick forward
    #expect(try release(translation: -300, velocity: 800) == 0)  // flick back past the start
  }

  @Test func pullToRefreshFiresOncePerPullAndStaysInset() throws {
    var m = try Self.list()
    m.refreshThreshold = 64
    m.refreshInset = 60
    _ = m.beginDrag(at: 0)
    var fired = 0
    for k in 1...60 {
      if m.drag(translation: Double(k) * 4, at: Double(k) / 120).contains(.refreshTriggered) {
        fired += 1
        // It fires the frame the visible pull passes the threshold.
        #expect(m.offset <= -64)
      }
    }
    #expect(fired == 1)
    #expect(m.isRefreshing)
    _ = m.endDrag(velocity: 0, at: 0.5)
    Self.run(&m, from: 0.5)
    #expect(m.offset == -60)
    // Pulling again while refreshing does not fire again.
    _ = m.beginDrag(at: 5)
    #expect(!m.drag(translation: 200, at: 5.1).contains(.refreshTriggered))
    _ = m.endDrag(velocity: 0, at: 5.1)
    Self.run(&m, from: 5.1)
    let ended = m.endRefreshing(at: 8)
    #expect(ended)
    Self.run(&m, from: 8)
    #expect(m.offset == 0)
    let endedAgain = m.endRefreshing(at: 9)
    #expect(!endedAgain)  // no refresh running: a documented no-op
  }

  @Test func animatedOffsetAndScrollToTop() throws {
    var m = try Self.list()
    _ = m.setContentOffset(3000, animated: false, at: 0)
    let events = m.scrollToTop(at: 1)
    #expect(events.isEmpty || events == .didScroll)
    #expect(m.phase == .animating)
    _ = m.advance(to: 1.15)
    #expect(isClose(m.offset, 1500, 1e-9))  // ease-in-out is symmetric: half way at half time
    let end = m.advance(to: 1.3)
    #expect(m.offset == 0)
    #expect(end.contains([.didEndScrollingAnimation, .didEndScrolling]))
  }

  @Test func layoutChangeClampsAtRest() throws {
    var m = try Self.list(content: 3000, viewport: 844)
    _ = m.setContentOffset(2156, animated: false, at: 0)
    _ = try m.setLayout(viewportLength: 390, contentLength: 1000, at: 0)
    #expect(m.offset == 610)
  }

  @Test func badGeometryThrows() {
    #expect(throws: TabMotionError.self) { try ScrollModel(viewportLength: 0, contentLength: 10) }
    #expect(throws: TabMotionError.self) { try ScrollModel(viewportLength: 10, contentLength: -1) }
    #expect(throws: TabMotionError.self) {
      try ScrollModel(viewportLength: .nan, contentLength: 10)
    }
  }

  /// A NaN offset passed by code is a programmer error: it stops with a message naming the
  /// call instead of poisoning the model.
  @Test func nonFiniteOffsetStopsWithAMessageNamingTheCall() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      var m = try ScrollModel(viewportLength: 100, contentLength: 1000)
      m.setContentOffset(.nan, animated: true, at: 0)
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("ScrollModel.setContentOffset(_:animated:at:)"))
  }
}
