import TabMotionCore
import TabMotionDemos
import TabMotionTestSupport
import TabMotionUI
import Testing

/// The gallery as a navigation stack, through scripts and the public API only: a row pushes
/// its demo, which shows exactly one navigation bar (its own, carrying "‹ Gallery", or the
/// gallery's for a demo without one); a swipe from the leading edge follows the finger and
/// pops or cancels by where and how fast it is let go; Escape pops; right to left mirrors it.
@Suite("Gallery navigation stack")
struct GalleryNavigationTests {
  /// The bars a gallery trace can show: the list's, a demo's own, the gallery's over a demo
  /// without one.
  static let barNames = ["listBar", "navBar", "galleryBar"]

  static func script(
    _ steps: String, direction: String = "ltr", viewport: String = "[390, 844]",
    reducedMotion: Bool = false
  ) throws(TabMotionError) -> GestureScript {
    try GestureScript.parse(
      json: Array(
        """
        { "viewport": \(viewport), "direction": "\(direction)", "reducedMotion": \(reducedMotion),
          "steps": [ \(steps) ] }
        """.utf8),
      source: "test.json")
  }

  /// The bars on screen in `f`: visible and overlapping the viewport.
  static func barsOnScreen(_ f: TraceFrame, width: Double) -> [String] {
    barNames.filter { name in
      guard let n = f.nodes[name], n.isVisible else { return false }
      return n.x < width && n.x + n.w > 0
    }
  }

  /// Visible layers with a heading's semantics (what a navigation bar announces itself as)
  /// whose frame reaches into the screen.
  static func headings(in root: Layer, size: Size) -> Int {
    var count = 0
    func walk(_ l: Layer) {
      guard !l.isHidden, l.opacity.presented > 0.01 else { return }
      if l.semantics?.role == .header, l.sceneFrame.intersects(Rect(origin: .zero, size: size)) {
        count += 1
      }
      for c in l.children { walk(c) }
    }
    walk(root)
    return count
  }

  // MARK: One bar

  @Test(arguments: ["ltr", "rtl"])
  func everyDemoOpenedFromTheListShowsOneNavigationBar(direction: String) throws {
    for (i, type) in GalleryDemo.entries.enumerated() {
      let s = try Self.script(
        #"{ "wait": 0.1 }, { "tap": { "node": "entry.\#(i)" } }, { "wait": 0.6 }"#,
        direction: direction)
      let (gallery, frames) = try TraceRun.run(GalleryDemo.self, s)
      let last = try #require(frames.last)
      let bars = Self.barsOnScreen(last, width: 390)
      #expect(bars.count == 1, "\(type.name): \(bars)")
      // The bar is the demo's own when it has one, and it carries the back item.
      let expected = type.name == "cube" || type.name == "curved" ? "galleryBar" : "navBar"
      #expect(bars == [expected], "\(type.name)")
      let bar = last[expected]
      let back = last["back"]
      #expect(back.isVisible && bar.x == 0 && bar.y == 0)
      #expect(back.x >= bar.x && back.x + back.w <= bar.x + bar.w && back.y + back.h <= bar.h)
      #expect((direction == "rtl") == (back.x > 195), "\(type.name): back at \(back.x)")
      #expect(Self.headings(in: gallery.root, size: Size(390, 844)) == 1, "\(type.name)")
      let carrier = try #require(gallery.demoNavigationBar)
      #expect(carrier.leadingItems.first?.name == GalleryDemo.backItemName)
    }
  }

  @Test func theListShowsItsOwnBarAlone() throws {
    let (gallery, frames) = try TraceRun.run(GalleryDemo.self, try Self.script(#"{ "wait": 0.1 }"#))
    let last = try #require(frames.last)
    #expect(Self.barsOnScreen(last, width: 390) == ["listBar"])
    #expect(Self.headings(in: gallery.root, size: Size(390, 844)) == 1)
  }

  // MARK: Push

  @Test(arguments: ["ltr", "rtl"])
  func openingPushesTheDemoInFromTheTrailingEdge(direction: String) throws {
    let s = try Self.script(
      #"{ "wait": 0.1 }, { "tap": { "node": "entry.0" } }, { "wait": 0.6 }"#, direction: direction)
    let (_, frames) = try TraceRun.run(GalleryDemo.self, s)
    let pushing = frames.filter { $0.nodes["navBar"] != nil }
    let xs = pushing.map { $0["navBar"].x }
    let list = pushing.map { $0["demoList"].x }
    let sign = direction == "rtl" ? -1.0 : 1.0
    // From (nearly) a screen's width away at the trailing edge to 0, never backwards; the
    // list moves a third of the way towards the leading edge meanwhile.
    #expect(xs.first.map { $0 * sign > 350 } == true)
    #expect(zip(xs, xs.dropFirst()).allSatisfy { ($0 - $1) * sign >= 0 })
    #expect(xs.last == 0)
    #expect(list.contains { abs($0 + sign * 130) < 1 })
  }

  // MARK: Back swipe

  /// A drag from the leading edge, held, then released as `release` says.
  static func edgeSwipe(
    to x: Double, duration: Double, release: String, direction: String = "ltr",
    entry: Int = 5
  ) throws -> (demo: GalleryDemo, frames: [TraceFrame]) {
    let from = direction == "rtl" ? 386.0 : 4.0
    let s = try Self.script(
      """
      { "wait": 0.1 }, { "tap": { "node": "entry.\(entry)" } }, { "wait": 0.6 },
      { "drag": { "from": [\(from), 420], "to": [\(x), 430], "duration": \(duration),
        "release": "\(release)" } },
      { "wait": 0.8 }
      """, direction: direction)
    return try TraceRun.run(GalleryDemo.self, s)
  }

  @Test func aBackSwipePastHalfwayFollowsTheFingerAndPops() throws {
    let (gallery, frames) = try Self.edgeSwipe(to: 300, duration: 0.5, release: "stop")
    // While the finger moves, the page (its bar with it) moves with it point for point,
    // behind it by the touch slop it crossed first.
    let dragging = frames.filter { $0.t > 0.8 && $0.t < 1.24 }
    #expect(dragging.count > 40)
    let step = 296.0 / 0.5 / 120
    for (a, b) in zip(dragging, dragging.dropFirst()) {
      #expect(abs((b["navBar"].x - a["navBar"].x) - step) < 0.01, "t = \(b.t)")
      // The pager under it did not move: the edge swipe won the touch.
      #expect(b.progress == 0)
    }
    for f in dragging {
      let finger = 4 + 296 * min(1, (f.t - 0.75) / 0.5)
      #expect(f["navBar"].x > 0 && f["navBar"].x < finger - 4 - 10, "t = \(f.t)")
    }
    #expect(gallery.current == nil)
    let last = try #require(frames.last)
    #expect(last.nodes["navBar"] == nil)
    #expect(Self.barsOnScreen(last, width: 390) == ["listBar"])
    #expect(last["demoList"].x == 0 && last["entry.0"].isVisible)
  }

  @Test func aShortSlowBackSwipeCancels() throws {
    let (gallery, frames) = try Self.edgeSwipe(to: 140, duration: 0.5, release: "stop")
    let moved = frames.map { $0.nodes["navBar"]?.x ?? 0 }.max() ?? 0
    #expect(moved > 100)
    #expect(gallery.current is CollapsingDemo)
    let last = try #require(frames.last)
    #expect(last["navBar"].x == 0 && last.progress == 0)
    #expect(Self.barsOnScreen(last, width: 390) == ["navBar"])
    #expect(last["demoList"].hidden)
  }

  @Test func aFlickFromTheEdgePopsFromAShortDistance() throws {
    let (gallery, frames) = try Self.edgeSwipe(to: 110, duration: 0.08, release: "fling")
    #expect(gallery.current == nil)
    #expect(try #require(frames.last).nodes["navBar"] == nil)
  }

  @Test func rightToLeftTheBackSwipeStartsAtTheRightEdge() throws {
    let (gallery, frames) = try Self.edgeSwipe(
      to: 90, duration: 0.5, release: "stop", direction: "rtl")
    let xs = frames.compactMap { $0.nodes["navBar"]?.x }
    #expect(xs.contains { $0 < -250 })
    #expect(xs.allSatisfy { $0 <= 0 })
    #expect(gallery.current == nil)
    // From the left edge right to left, a drag is the demo's own: the pager pages.
    let s = try Self.script(
      """
      { "wait": 0.1 }, { "tap": { "node": "entry.5" } }, { "wait": 0.6 },
      { "drag": { "from": [4, 420], "to": [300, 430], "duration": 0.3, "release": "fling" } },
      { "wait": 0.8 }
      """, direction: "rtl")
    let (stays, paged) = try TraceRun.run(GalleryDemo.self, s)
    #expect(stays.current is CollapsingDemo)
    #expect(try #require(paged.last).selected == 1)
  }

  @Test func aSwipeAwayFromTheEdgeStillPagesTheDemo() throws {
    let s = try Self.script(
      """
      { "wait": 0.1 }, { "tap": { "node": "entry.5" } }, { "wait": 0.6 },
      { "drag": { "from": [60, 420], "to": [360, 430], "duration": 0.3, "release": "fling" } },
      { "wait": 0.8 }, { "drag": { "from": [4, 420], "to": [-100, 430], "duration": 0.3,
      "release": "fling" } }, { "wait": 0.8 }
      """)
    let (gallery, frames) = try TraceRun.run(GalleryDemo.self, s)
    // A drag that starts inside the screen pages nothing backwards from the first tab (a
    // rubber band) and leaves the stack alone; from the edge towards it, the pager pages on.
    #expect(gallery.current is CollapsingDemo)
    #expect(try #require(frames.last).selected == 1)
    #expect(frames.filter { $0.t > 0.75 }.allSatisfy { $0["navBar"].x == 0 })
  }

  @Test func noBackSwipeOverTheComposeSheet() throws {
    let s = try Self.script(
      """
      { "wait": 0.1 }, { "tap": { "node": "entry.1" } }, { "wait": 0.6 },
      { "tap": { "node": "fab" } }, { "wait": 0.6 },
      { "drag": { "from": [4, 420], "to": [300, 430], "duration": 0.4, "release": "stop" } },
      { "wait": 0.6 }
      """)
    let (gallery, frames) = try TraceRun.run(GalleryDemo.self, s)
    let arrow = try #require(gallery.current as? ArrowDemo)
    #expect(arrow.isPresentingOnTop)
    // While the finger drags from the edge (after the push), the page stays put.
    #expect(frames.filter { $0.t > 1.3 }.allSatisfy { $0["navBar"].x == 0 })
  }

  @Test func escapePopsTheDemo() throws {
    let s = try Self.script(
      #"{ "wait": 0.1 }, { "tap": { "node": "entry.1" } }, { "wait": 0.6 }, { "key": "esc" }, { "wait": 0.6 }"#
    )
    let (gallery, frames) = try TraceRun.run(GalleryDemo.self, s)
    #expect(gallery.current == nil)
    let last = try #require(frames.last)
    #expect(Self.barsOnScreen(last, width: 390) == ["listBar"])
  }

  @Test func withReducedMotionThePushCrossFades() throws {
    let s = try Self.script(
      #"{ "wait": 0.1 }, { "tap": { "node": "entry.0" } }, { "wait": 0.4 }"#, reducedMotion: true)
    let (_, frames) = try TraceRun.run(GalleryDemo.self, s)
    let pushing = frames.filter { $0.nodes["navBar"] != nil }
    #expect(pushing.allSatisfy { $0["navBar"].x == 0 && $0["demoList"].x == 0 })
    let opacities = pushing.map { $0["stage"].opacity }
    #expect(opacities.contains { $0 > 0.1 && $0 < 0.9 })
    #expect(opacities.last == 1)
  }
}
