import PropertyBased
import TabMotionCore
import TabMotionTestSupport
import Testing

@testable import TabMotionUI

@Suite("Circle reveal")
struct CircleRevealTests {
  /// The four corners, written out independently of `farthestCornerDistance`.
  static func corners(_ r: Rect) -> [Point] {
    [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
  }

  static func radius(_ layer: Layer) -> Double {
    for (k, v) in layer.traceFields where k == "radius" {
      if case .number(let d) = v { return d }
    }
    return .nan
  }

  @Test func finalRadiusReachesTheFarthestCornerFromAnywhere() async {
    // Screens of any size and start points inside, on the edge, or far off-screen.
    await propertyCheck(
      input: Gen.double(in: 1...2000), Gen.double(in: 1...2000), Gen.double(in: -3000...3000),
      Gen.double(in: -3000...3000), Gen.double(in: 0.05...1.5)
    ) { w, h, x, y, duration in
      let bounds = Rect(x: 0, y: 0, width: w, height: h)
      let start = Point(x, y)
      let reveal = try CircleReveal(duration: duration)
      try reveal.layout(bounds: bounds, at: 0)
      try reveal.show(from: start, at: 1)
      // Just before the end it is still growing: the duration is the one configured.
      let nearlyDone = reveal.radius(at: 1 + duration * 0.99)
      reveal.update(to: 1 + duration)
      let r = Self.radius(reveal.layer)
      let expected = Self.corners(bounds).map { $0.distance(to: start) }.max() ?? 0
      #expect(isClose(r, expected, 1e-9 * max(1, expected)))
      // Every corner inside the circle, and the farthest one exactly on it.
      #expect(Self.corners(bounds).allSatisfy { $0.distance(to: start) <= r * (1 + 1e-12) })
      #expect(reveal.phase(at: 1 + duration) == .shown)
      #expect(nearlyDone < r)
      // And the trace reports the centre.
      #expect(reveal.layer.traceFields.contains { $0.0 == "cx" && $0.1 == .number(x) })
      #expect(reveal.layer.traceFields.contains { $0.0 == "cy" && $0.1 == .number(y) })
    }
  }

  @Test func offCentreButtonStillCoversTheFarCorner() throws {
    // The original's hypot(x, height) from a button left of centre misses the top-right corner.
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    let button = Point(40, 800)
    let reveal = try CircleReveal()
    try reveal.layout(bounds: bounds, at: 0)
    try reveal.show(from: button, at: 0)
    reveal.update(to: 0.3)
    let original = (button.x * button.x + bounds.height * bounds.height).squareRoot()
    let topRight = Point(390, 0)
    #expect(original < button.distance(to: topRight))
    #expect(isClose(Self.radius(reveal.layer), button.distance(to: topRight), 1e-9))
  }

  /// Pressing the pink button presents the menu screen through the circle: centred on the
  /// button, growing to the farthest corner in 0.3 s; picking an item shrinks it back into the
  /// button in 0.3 s.
  @Test func theMenuScreenGrowsFromTheButtonToTheFarthestCornerIn0_3s() throws {
    // The button's press lifts at 0.25 s; Reviews is picked by a tap lifting at 1.60 s.
    let script = GestureScript(
      steps: [
        .wait(0.2), .tap(.point(Phone.fab)), .wait(1.3),
        .tap(.point(specItemCenter(2, of: 4, around: Phone.fab))),
        .wait(0.9),
      ])
    let frames = try traceRun(script: script).frames
    let shown = frames.filter { ($0.nodes["reveal"]?.numbers["radius"] ?? 0) > 0 }
    let first = try #require(shown.first)
    #expect(isClose(first.t, 0.25 + Frames.interval, 1e-4))
    let node = try #require(first.nodes["reveal"])
    #expect(node.numbers["cx"] == Phone.fab.x && node.numbers["cy"] == Phone.fab.y)
    let farthest = Phone.fab.distance(to: Point(0, 0))
    let full = try #require(
      frames.first { $0.nodes["reveal"]?.numbers["radius"] == (farthest * 1e4).rounded() / 1e4 })
    #expect(isClose(full.t - 0.25, 0.3, 1e-6))
    #expect(full.nodes["reveal"]?.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    // Monotone up to the corner, then monotone down into the button.
    let radii = frames.map { $0.nodes["reveal"]?.numbers["radius"] ?? 0 }
    let peak = try #require(radii.firstIndex { $0 == (farthest * 1e4).rounded() / 1e4 })
    for k in 1...peak { #expect(radii[k] >= radii[k - 1]) }
    for k in (peak + 1)..<radii.count { #expect(radii[k] <= radii[k - 1]) }
    // Picked at 1.60 s: back to nothing 0.3 s later, hidden.
    let gone = try #require(
      frames.first { $0.t > 1.6 && $0.nodes["reveal"]?.numbers["radius"] == 0 })
    #expect(isClose(gone.t - 1.6, 0.3, 1e-6))
    #expect(gone.nodes["reveal"]?.hidden == true)
  }

  /// × pressed while the circle is still growing turns it back from the radius it has, with
  /// no jump in radius or in speed, and the tab stays where it was.
  @Test func closingMidShowHasNoJump() throws {
    // Shown from 0.25 s; × lifts at 0.40 s, half way through the 0.3 s show.
    let script = GestureScript(
      steps: [.wait(0.2), .tap(.point(Phone.fab)), .wait(0.1), .tap(.point(Phone.fab)), .wait(0.6)])
    let frames = try traceRun(script: script).frames
    let radii = frames.map { $0.nodes["reveal"]?.numbers["radius"] ?? 0 }
    let reversal = try #require(frames.firstIndex { isClose($0.t, 0.4, 1e-6) })
    let peakBefore = radii[reversal]
    let farthest = Phone.fab.distance(to: .zero)
    #expect(peakBefore > 0.2 * farthest && peakBefore < 0.9 * farthest)
    // Per-frame steps stay within the speed of an uninterrupted show (ease-in-out peaks at
    // ≈ 1.75 × the mean speed); a jump would be hundreds of points.
    let meanStep = farthest / 0.3 / 120
    for k in 1..<radii.count {
      #expect(abs(radii[k] - radii[k - 1]) <= 2.5 * meanStep, "jump at t = \(frames[k].t)")
    }
    // The radius turns smoothly: the step into the reversal is like the step before it, and
    // it never reaches the full radius.
    let before = radii[reversal] - radii[reversal - 1]
    let into = radii[reversal + 1] - radii[reversal]
    #expect(into > 0 && abs(into - before) <= 0.25 * abs(before))
    #expect(radii.allSatisfy { $0 < farthest })
    #expect(frames.last?.nodes["reveal"]?.hidden == true)
    #expect(frames.allSatisfy { $0.selected == 0 })
  }

  @Test func reducedMotionIsAShortCrossFade() throws {
    let script = GestureScript(
      reducedMotion: true,
      steps: [.wait(0.2), .tap(.point(Phone.fab)), .wait(0.5), .tap(.point(Phone.fab)), .wait(0.5)])
    let frames = try traceRun(script: script).frames
    let farthest = (Phone.fab.distance(to: .zero) * 1e4).rounded() / 1e4
    let visible = frames.filter { $0.nodes["reveal"]?.isVisible == true }
    #expect(!visible.isEmpty)
    // No circle: whenever the screen shows at all it is full-size, only its opacity moves.
    #expect(visible.allSatisfy { $0.nodes["reveal"]?.numbers["radius"] == farthest })
    // Opened at 0.25 s: opaque within 0.2 s. Closed at 0.80 s: gone within 0.2 s.
    let opaque = try #require(frames.first { $0.nodes["reveal"]?.opacity == 1 })
    #expect(opaque.t - 0.25 <= 0.2 + 1e-4 && opaque.t - 0.25 > 0.1)
    let gone = try #require(frames.first { $0.t > 0.8 && $0.nodes["reveal"]?.isVisible == false })
    #expect(gone.t - 0.8 <= 0.2 + 1e-4)
    let fading = frames.filter { $0.t > 0.25 + 1e-4 && $0.t < opaque.t }
    #expect(
      fading.allSatisfy {
        ($0.nodes["reveal"]?.opacity ?? 0) > 0 && ($0.nodes["reveal"]?.opacity ?? 1) < 1
      })
    // Nothing flies.
    #expect(frames.allSatisfy { f in (0..<4).allSatisfy { f.nodes["drop.\($0)"]?.hidden == true } })
  }

  /// Reversed anywhere along the way, either way, the radius turns from where it is with the
  /// speed it has (central differences across the reversal agree), and the turn asks at most
  /// 2.5 × a full trip's peak acceleration of the edge (a turn given only its distance's share
  /// of 0.3 s needed over 8 × a third of the way in).
  @Test(arguments: [0.05, 0.1, 0.15, 0.2, 0.25])
  func reversalKeepsRadiusAndSpeedFromAnyPoint(after seconds: Double) throws {
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    let full = bounds.farthestCornerDistance(from: Phone.fab)
    let h = 1e-4
    func speed(_ r: CircleReveal, _ t: Double) -> Double {
      (r.radius(at: t + h) - r.radius(at: t - h)) / (2 * h)
    }
    func acceleration(_ r: CircleReveal, _ t: Double) -> Double {
      (r.radius(at: t + h) - 2 * r.radius(at: t) + r.radius(at: t - h)) / (h * h)
    }
    // The steepest the uninterrupted ease-in-out asks of the edge.
    let probe = try CircleReveal()
    try probe.layout(bounds: bounds, at: 0)
    try probe.show(from: Phone.fab, at: 0)
    let peak = stride(from: 0.001, to: 0.3, by: 0.001).map { abs(acceleration(probe, $0)) }.max()
    let limit = try #require(peak)
    for mode in [CircleReveal.Mode.show, .hide] {
      let reveal = try CircleReveal()
      try reveal.layout(bounds: bounds, at: 0)
      try reveal.show(from: Phone.fab, at: 0)
      var t0 = 0.0
      if mode == .hide {
        reveal.update(to: 0.5)
        try reveal.hide(at: 0.5)
        t0 = 0.5
      }
      let t = t0 + seconds
      let r = reveal.radius(at: t)
      let v = speed(reveal, t - 2 * h)
      try reveal.run(mode == .show ? .hide : .show, from: Phone.fab, at: t)
      #expect(isClose(reveal.radius(at: t), r, 1e-9), "no jump")
      #expect(isClose(speed(reveal, t + 2 * h), v, 0.01 * abs(v) + 1), "speed kept")
      var k = t
      while k < t + 0.3 {
        k += 0.002
        #expect(abs(acceleration(reveal, k)) <= 2.5 * limit, "turn too sharp at \(k - t) s")
        #expect(reveal.radius(at: k) <= full + 1e-9)
      }
    }
  }

  @Test func rotationMidRevealHeadsForTheNewFarthestCorner() throws {
    let reveal = try CircleReveal()
    try reveal.layout(bounds: Rect(x: 0, y: 0, width: 390, height: 844), at: 0)
    try reveal.show(from: Phone.fab, at: 0)
    reveal.update(to: 0.1)
    let r0 = reveal.radius(at: 0.1)
    try reveal.layout(
      bounds: Rect(x: 0, y: 0, width: 844, height: 390), startPoint: Phone.landscapeFab, at: 0.1)
    // No jump in radius, and the same end time.
    #expect(isClose(reveal.radius(at: 0.1), r0, 1e-9))
    reveal.update(to: 0.3)
    #expect(isClose(reveal.radius(at: 0.3), Phone.landscapeFab.distance(to: .zero), 1e-9))
    #expect(reveal.phase(at: 0.3) == .shown)
  }
}
