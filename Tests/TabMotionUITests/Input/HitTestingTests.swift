import TabMotionCore
import TabMotionTestSupport
import TabMotionUI
import Testing

/// The one input path, against the public API only: pointer events are hit-tested through
/// the layer tree and the recognisers found compete in the gesture arena.
@Suite("Input: hit testing and the gesture arena")
struct HitTestingTests {
  final class Taps {
    var log: [String] = []
    func recognizer(_ name: String) -> TapGestureRecognizer {
      TapGestureRecognizer { [unowned self] _, _ in self.log.append(name) }
    }
  }

  static func tap(_ input: PointerDispatcher, _ root: Layer, _ p: Point, at t: Double) {
    input.dispatch(PointerEvent(.down, position: p, time: t), to: root)
    input.dispatch(PointerEvent(.up, position: p, time: t + 0.05), to: root)
  }

  static func box(_ frame: Rect, color: Color = .white) -> Layer {
    let l = Layer(frame: frame)
    l.backgroundColor.set(color)
    return l
  }

  @Test func aTapOnATransformedLayerReachesItsRecognizer() {
    let root = Self.box(Rect(x: 0, y: 0, width: 400, height: 800))
    // A 100 × 40 button scaled 2× about its centre and rotated a quarter turn: it covers
    // x 110…190 (its height, doubled) and y 200…400 (its width, doubled) on screen.
    let button = Self.box(Rect(x: 100, y: 280, width: 100, height: 40))
    button.transform.set(Transform3D.scale(2, 2).concatenating(.rotationZ(.pi / 2)))
    root.addChild(button)
    let taps = Taps()
    button.addGestureRecognizer(taps.recognizer("button"))
    root.addGestureRecognizer(taps.recognizer("root"))
    let input = PointerDispatcher()
    Self.tap(input, root, Point(150, 210), at: 0)  // inside the rotated button only
    Self.tap(input, root, Point(120, 300), at: 1)  // inside too, near its left edge
    Self.tap(input, root, Point(195, 300), at: 2)  // right of it (its untransformed frame)
    Self.tap(input, root, Point(150, 285), at: 3)  // centre
    #expect(taps.log == ["button", "button", "root", "button"])
    #expect(root.hitTestPath(Point(150, 210)).count == 2)
  }

  @Test func aTapOnACubeFaceTurnedIn3DReachesIt() {
    let root = Self.box(Rect(x: 0, y: 0, width: 390, height: 844))
    let face = Self.box(Rect(x: 0, y: 0, width: 390, height: 844))
    // Turned 40° about its left edge with perspective: its right part recedes.
    face.anchorPoint = Point(0, 0.5)
    face.transform.set(
      Transform3D.rotationY(40 * .pi / 180).concatenating(.perspective(distance: 500)))
    root.addChild(face)
    let taps = Taps()
    face.addGestureRecognizer(taps.recognizer("face"))
    root.addGestureRecognizer(taps.recognizer("root"))
    let projectedRight = face.sceneFrame.maxX
    #expect(projectedRight < 390 && projectedRight > 50)
    let input = PointerDispatcher()
    Self.tap(input, root, Point(projectedRight - 5, 422), at: 0)
    Self.tap(input, root, Point(projectedRight + 5, 422), at: 1)
    #expect(taps.log == ["face", "root"])
    // The local point under the finger is where the face really is (its far edge).
    let local = face.convertFromScene(Point(projectedRight - 0.01, 422))
    #expect(local.map { abs($0.x - 390) < 0.5 } == true)
  }

  @Test func clippingCutsOffChildrenOutsideTheRoundedShape() {
    let root = Self.box(Rect(x: 0, y: 0, width: 300, height: 300))
    let clip = Self.box(Rect(x: 50, y: 50, width: 100, height: 100))
    clip.clipsToBounds = true
    clip.cornerRadius = 50  // a circle
    let child = Self.box(Rect(x: -40, y: -40, width: 200, height: 200))
    clip.addChild(child)
    root.addChild(clip)
    let taps = Taps()
    child.addGestureRecognizer(taps.recognizer("child"))
    root.addGestureRecognizer(taps.recognizer("root"))
    let input = PointerDispatcher()
    Self.tap(input, root, Point(100, 100), at: 0)  // the circle's centre
    Self.tap(input, root, Point(55, 55), at: 1)  // in the clip's square, outside its circle
    Self.tap(input, root, Point(30, 30), at: 2)  // in the child's frame, outside the clip
    #expect(taps.log == ["child", "root", "root"])
  }

  @Test func hiddenTransparentAndNonInteractiveLayersAreSkipped() {
    let root = Self.box(Rect(x: 0, y: 0, width: 300, height: 300))
    let taps = Taps()
    root.addGestureRecognizer(taps.recognizer("root"))
    let hidden = Self.box(Rect(x: 0, y: 0, width: 100, height: 100))
    hidden.isHidden = true
    let faded = Self.box(Rect(x: 100, y: 0, width: 100, height: 100))
    faded.opacity.set(0)
    let off = Self.box(Rect(x: 200, y: 0, width: 100, height: 100))
    off.isUserInteractionEnabled = false
    let through = Self.box(Rect(x: 0, y: 100, width: 300, height: 100))
    through.hitTestBehavior = .passThrough
    let button = Self.box(Rect(x: 10, y: 10, width: 20, height: 20))
    through.addChild(button)
    for l in [hidden, faded, off, through] {
      l.addGestureRecognizer(taps.recognizer("covering"))
      root.addChild(l)
    }
    button.addGestureRecognizer(taps.recognizer("button"))
    let input = PointerDispatcher()
    for (k, p) in [Point(50, 50), Point(150, 50), Point(250, 50), Point(200, 150), Point(20, 120)]
      .enumerated()
    {
      Self.tap(input, root, p, at: Double(k))
    }
    // A pass-through layer is no target itself, but its child is, and the child's path
    // includes it: its own recogniser joins and loses to the deeper tap.
    #expect(taps.log == ["root", "root", "root", "root", "button"])
  }

  /// A horizontal swipe over a vertical list resolves to the pager; the list lets go.
  @Test func aHorizontalSwipeOverAVerticalListPages() throws {
    final class ListPage: PageContent {
      let layer = Layer()
      var scroll: ScrollModel
      init() throws {
        scroll = try ScrollModel(viewportLength: 700, contentLength: 5_000)
        layer.backgroundColor.set(.white)
        layer.addGestureRecognizer(
          PanGestureRecognizer(axis: .vertical) { [unowned self] e in
            self.scroll.follow(e, along: .vertical)
          })
      }
      func layout(size: Size, direction: LayoutDirection, at time: Double) {}
    }
    let pages = try (0..<3).map { _ in try ListPage() }
    let pager = try Pager(pageCount: 3, frame: Rect(x: 0, y: 0, width: 390, height: 700)) { i in
      pages[i]
    }
    let root = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 700))
    root.addChild(pager.layer)
    _ = pager.update(to: 0)
    let input = PointerDispatcher()
    var t = 0.0
    // Mostly sideways, with some vertical wobble.
    input.dispatch(PointerEvent(.down, position: Point(300, 400), time: t), to: root)
    for k in 1...24 {
      t = Double(k) / 120
      let p = Point(300 - 10 * Double(k), 400 - 3 * Double(k))
      input.dispatch(PointerEvent(.move, position: p, time: t), to: root)
      _ = pager.update(to: t)
    }
    #expect(pager.isInteractive && pager.progress > 0.4)
    #expect(pages.allSatisfy { $0.scroll.offset == 0 && !$0.scroll.isDragging })
    input.dispatch(PointerEvent(.up, position: Point(60, 328), time: t), to: root)
    while t < 1.5 {
      t += Frames.interval
      _ = pager.update(to: t)
    }
    #expect(pager.selectedIndex == 1)
  }

  /// A tap on a list that is still coasting stops it where it is, and the row under the
  /// finger is not tapped (UIKit's scroll view, Flutter's scrollables).
  @Test func aTapDuringAFlingStopsItAndTapsNoRow() throws {
    let root = Self.box(Rect(x: 0, y: 0, width: 390, height: 844))
    let list = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    list.clipsToBounds = true
    root.addChild(list)
    var scroll = try ScrollModel(viewportLength: 844, contentLength: 64 * 1_000)
    let taps = Taps()
    for i in 0..<20 {
      let row = Self.box(Rect(x: 0, y: Double(i) * 64, width: 390, height: 64))
      row.addGestureRecognizer(taps.recognizer("row \(i)"))
      list.addChild(row)
    }
    list.addGestureRecognizer(
      PanGestureRecognizer(axis: .vertical) { e in scroll.follow(e, along: .vertical) })
    func frame(_ t: Double) {
      _ = scroll.advance(to: t)
      list.contentOffset = Point(0, scroll.offset.truncatingRemainder(dividingBy: 64))
      // While it coasts, the list keeps touches for itself.
      for row in list.children { row.isUserInteractionEnabled = scroll.isAtRest }
    }
    let input = PointerDispatcher()
    // At rest a tap reaches the row.
    Self.tap(input, root, Point(100, 100), at: 0)
    #expect(taps.log == ["row 1"])
    // A fling up.
    var t = 0.2
    input.dispatch(PointerEvent(.down, position: Point(100, 700), time: t), to: root)
    for k in 1...6 {
      t += Frames.interval
      input.dispatch(
        PointerEvent(.move, position: Point(100, 700 - 40 * Double(k)), time: t), to: root)
      frame(t)
    }
    input.dispatch(PointerEvent(.up, position: Point(100, 460), time: t), to: root)
    for _ in 0..<30 {
      t += Frames.interval
      frame(t)
    }
    #expect(scroll.isDecelerating)
    let caught = scroll.offset
    Self.tap(input, root, Point(100, 100), at: t)
    for _ in 0..<120 {
      t += Frames.interval
      frame(t)
    }
    #expect(scroll.isAtRest && abs(scroll.offset - caught) < 1e-9)
    #expect(taps.log == ["row 1"])
  }
}
