import Testing

@testable import TabMotionCore

/// `ScrollModel.follow`: a pan recogniser's events drive the model as UIScrollView's pan
/// does.
@Suite("ScrollModel following gestures")
struct ScrollModelGestureTests {
  @Test func aPanDragsAndTheReleaseDecelerates() throws {
    var m = try ScrollModel(viewportLength: 844, contentLength: 10_000)
    #expect(m.follow(.down(Point(0, 500), time: 0), along: .vertical).isEmpty)
    #expect(
      m.follow(.began(origin: Point(0, 500), time: 0.05), along: .vertical)
        .contains(.willBeginDragging))
    m.follow(
      .changed(translation: Point(40, -200), position: .zero, time: 0.1),
      along: .vertical)
    #expect(m.offset == 200)
    m.follow(
      .ended(translation: Point(40, -200), velocity: Point(900, -1500), time: 0.1),
      along: .vertical)
    #expect(m.isDecelerating)
    // UIKit's projection: 200 + 1500 · 0.998 / (1 − 0.998) ÷ 1000.
    _ = m.advance(to: 10)
    #expect(abs(m.offset - (200 + 1500 * 0.998 / 0.002 / 1000)) < 1)
  }

  @Test func aTouchCatchesMotionOnceAndATapLetsGoWithoutVelocity() throws {
    var m = try ScrollModel(viewportLength: 844, contentLength: 10_000)
    m.follow(.down(Point(0, 500), time: 0), along: .vertical)
    m.follow(.began(origin: .zero, time: 0), along: .vertical)
    m.follow(.ended(translation: .zero, velocity: Point(0, -3000), time: 0), along: .vertical)
    _ = m.advance(to: 0.2)
    let caught = m.offset
    #expect(m.follow(.down(.zero, time: 0.2), along: .vertical).contains(.willBeginDragging))
    // The pan that follows the catch does not begin a second drag.
    #expect(m.follow(.began(origin: .zero, time: 0.25), along: .vertical).isEmpty)
    m.follow(.released(time: 0.3), along: .vertical)
    _ = m.advance(to: 5)
    #expect(m.offset == caught && m.isAtRest)
  }

  @Test func aHorizontalFollowerReadsTheXComponent() throws {
    var m = try ScrollModel(viewportLength: 390, contentLength: 2_000)
    m.follow(.began(origin: .zero, time: 0), along: .horizontal)
    m.follow(
      .changed(translation: Point(-300, -50), position: .zero, time: 0.1), along: .horizontal)
    #expect(m.offset == 300)
  }
}
