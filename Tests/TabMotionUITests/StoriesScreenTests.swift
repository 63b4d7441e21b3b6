import TabMotionCore
import TabMotionUI
import Testing

/// `StoriesScreen` through the public API only: a data source of people × segments of our
/// own, driven by gesture scripts through `ScriptPlayer` and read back through the trace.
@Suite("Stories screen")
struct StoriesScreenTests {
  /// A page that remembers which segments it was asked to show.
  final class Page: StoryPageContent {
    let layer = Layer()
    var shown: [Int] = []
    func layout(size: Size, direction: LayoutDirection, at time: Double) {
      layer.setFrame(Rect(origin: .zero, size: size))
    }
    func showSegment(_ segment: Int) { shown.append(segment) }
  }

  /// People with 2, 3 and 1 segments.
  final class People: StoriesDataSource {
    let counts: [Int]
    var pages: [Int: Page] = [:]
    init(_ counts: [Int] = [2, 3, 1]) { self.counts = counts }
    func numberOfPeople(in screen: StoriesScreen) -> Int { counts.count }
    func storiesScreen(_ screen: StoriesScreen, segmentCountForPersonAt person: Int) -> Int {
      counts[person]
    }
    func storiesScreen(
      _ screen: StoriesScreen, pageForPersonAt person: Int
    ) -> any StoryPageContent {
      let page = Page()
      pages[person] = page
      return page
    }
  }

  struct Frame {
    var t: Double
    var person: Int
    var segment: Int
    var selected: Int
    var progress: Double
    var line: String
  }

  static func play(
    _ steps: [GestureScript.Step], people: People, direction: LayoutDirection = .leftToRight,
    reducedMotion: Bool = false, configure: (StoriesScreen) -> Void = { _ in }
  ) throws -> (StoriesScreen, [Frame]) {
    let script = GestureScript(
      scale: 1, direction: direction, reducedMotion: reducedMotion, steps: steps)
    let env = ScreenEnvironment(scale: 1, direction: direction, reducedMotion: reducedMotion)
    let screen = try StoriesScreen(dataSource: people, environment: env)
    configure(screen)
    var player = ScriptPlayer(script: script, environment: env)
    screen.update(to: 0)
    screen.root.present(at: 0)
    var frames: [Frame] = []
    while !player.isFinished {
      try player.step(screen)
      let line = try TraceEncoder.line(frame: player.frame, time: player.time, screen: screen)
      frames.append(
        Frame(
          t: player.time, person: screen.currentPerson, segment: screen.currentSegment,
          selected: screen.selectedIndex, progress: screen.progress, line: line))
    }
    return (screen, frames)
  }

  /// The `fraction` of node `segment.P.S` in a trace line.
  static func fraction(_ line: String, _ p: Int, _ s: Int) -> Double? {
    guard let r = line.range(of: "\"segment.\(p).\(s)\":{") else { return nil }
    let rest = line[r.upperBound...]
    guard let f = rest.range(of: "\"fraction\":") else { return nil }
    let digits = rest[f.upperBound...].prefix { "0123456789.-".contains($0) }
    return Double(digits)
  }

  @Test("Every segment of every person plays in turn, the cube turning between people")
  func playsThroughEverything() throws {
    let people = People()
    // 2 + 3 + 1 segments of 1 s: six seconds of stories, then the last one stays.
    let (_, frames) = try Self.play([.wait(8)], people: people) { $0.segmentDuration = 1 }
    var visited: [[Int]] = []
    for f in frames where visited.last != [f.person, f.segment] {
      visited.append([f.person, f.segment])
    }
    #expect(visited == [[0, 0], [0, 1], [1, 0], [1, 1], [1, 2], [2, 0]])
    // The trace carries person and segment at the top level, beside selected.
    let mid = try #require(frames.first { $0.t >= 2.5 && $0.progress == 1 })
    #expect(mid.line.contains("\"person\":1,\"segment\":"))
    #expect(mid.line.contains("\"selected\":1"))
    // One bar per segment: played ones full, the playing one part-way, later ones empty.
    let seg = frames.filter { $0.person == 1 && $0.segment == 1 }
    let second = try #require(seg.dropLast(seg.count / 4).last)
    #expect(Self.fraction(second.line, 1, 0) == 1)
    let playing = try #require(Self.fraction(second.line, 1, 1))
    #expect(playing > 0.5 && playing < 1)
    #expect(Self.fraction(second.line, 1, 2) == 0)
    // The last segment of the last person stays, full.
    let last = try #require(frames.last)
    #expect(last.person == 2 && Self.fraction(last.line, 2, 0) == 1)
    // Every page was asked for each of its segments in order.
    #expect(people.pages[1]?.shown.prefix(3) == [0, 1, 2])
  }

  @Test("Taps step forward through everything and back again to the very start")
  func tapsForwardAndBack() throws {
    let people = People()
    var steps: [GestureScript.Step] = []
    for _ in 0..<5 { steps += [.tap(.point(Point(360, 400))), .wait(0.6)] }
    for _ in 0..<4 { steps += [.tap(.point(Point(30, 400))), .wait(1)] }
    let (_, frames) = try Self.play(steps, people: people)
    var visited: [[Int]] = []
    for f in frames
    where f.progress == f.progress.rounded() && visited.last != [f.person, f.segment] {
      visited.append([f.person, f.segment])
    }
    #expect(
      visited == [
        [0, 0], [0, 1], [1, 0], [1, 1], [1, 2], [2, 0],
        // Back: from a first segment the cube turns back to the previous person's first.
        [1, 0], [0, 0],
      ])
    let last = try #require(frames.last)
    #expect(last.person == 0 && last.segment == 0 && last.selected == 0)
  }

  @Test("A person's progress starts over when the cube leaves them; neighbours are ready")
  func resetOnLeaveAndPreparedAhead() throws {
    let people = People()
    let (screen, frames) = try Self.play(
      [.tap(.point(Point(360, 400))), .wait(0.5), .select(1), .wait(1)], people: people)
    let last = try #require(frames.last)
    #expect(last.person == 1)
    #expect(Self.fraction(last.line, 0, 0) == 0 && Self.fraction(last.line, 0, 1) == 0)
    #expect(people.pages[0]?.shown.last == 0)
    // The people either side of the one on screen exist, showing their first segment.
    #expect(screen.pager.page(0) != nil && screen.pager.page(2) != nil)
    #expect(people.pages[2]?.shown == [0])
  }

  @Test("A long press pauses and hides the bars; release resumes and shows them")
  func longPressPauses() throws {
    let people = People()
    let hold = GestureScript.Step.drag(
      from: .point(Point(200, 400)), to: .point(Point(200, 401)), duration: 1.5, release: .stop)
    var hidden: [Bool] = []
    var elapsed: [Double] = []
    let script = GestureScript(scale: 1, steps: [.wait(1), hold, .wait(1)])
    let s2 = try StoriesScreen(dataSource: people, environment: ScreenEnvironment(scale: 1))
    var player = ScriptPlayer(script: script, environment: ScreenEnvironment(scale: 1))
    while !player.isFinished {
      try player.step(s2)
      hidden.append(s2.isChromeHidden)
      elapsed.append(s2.segmentElapsed)
    }
    // Held: time stands still and, past a tap's length, the chrome hides.
    let k1 = 150  // 1.25 s
    let k2 = 290  // 2.4 s
    #expect(elapsed[k1] == elapsed[k2])
    #expect(hidden[k2])
    #expect(!hidden[k1 - 30])
    #expect(!hidden.last!)
    #expect(elapsed.last! > elapsed[k2] + 0.5)
  }

  @Test("Swiping down dismisses: the cube shrinks and fades; let go early, it comes back")
  func swipeDownDismisses() throws {
    let people = People()
    var dismissed: [Double] = []
    let cancel = GestureScript.Step.drag(
      from: .point(Point(200, 300)), to: .point(Point(200, 380)), duration: 0.3, release: .stop)
    let (screen, frames) = try Self.play([cancel, .wait(0.6)], people: people) {
      $0.onDismiss = { dismissed.append($0) }
    }
    #expect(dismissed.isEmpty)
    #expect(screen.dismissProgress == 0 && !screen.isDismissed)
    #expect(screen.pager.layer.transform.model == .identity)
    let most = frames.compactMap { f -> Double? in
      guard let r = f.line.range(of: "\"dismiss\":") else { return nil }
      return Double(f.line[r.upperBound...].prefix { "0123456789.".contains($0) })
    }.max()
    // It followed the finger part of the way, then went back.
    #expect(most.map { $0 > 0.05 && $0 < 0.25 } == true, "\(String(describing: most))")
    let swipe = GestureScript.Step.drag(
      from: .point(Point(200, 300)), to: .point(Point(200, 650)), duration: 0.3, release: .fling)
    let (gone, _) = try Self.play([swipe, .wait(0.6)], people: people) {
      $0.onDismiss = { dismissed.append($0) }
    }
    #expect(gone.isDismissed && dismissed.count == 1)
    #expect(gone.pager.layer.opacity.model == 0)
    #expect(gone.currentPerson == 0 && gone.currentSegment == 0)
    gone.present(at: 1)
    #expect(!gone.isDismissed && gone.pager.layer.opacity.model == 1)
  }

  @Test("Right to left the leading third is on the right: a tap there goes back")
  func rightToLeft() throws {
    let people = People()
    let (_, frames) = try Self.play(
      [
        .tap(.point(Point(30, 400))), .wait(0.3), .tap(.point(Point(30, 400))), .wait(0.8),
        .tap(.point(Point(360, 400))),
        .wait(0.8),
      ],
      people: people, direction: .rightToLeft)
    var visited: [[Int]] = []
    for f in frames
    where f.progress == f.progress.rounded() && visited.last != [f.person, f.segment] {
      visited.append([f.person, f.segment])
    }
    #expect(visited == [[0, 0], [0, 1], [1, 0], [0, 0]])
  }

  @Test("With reduced motion the cube cross-fades quickly between people")
  func reducedMotion() throws {
    let people = People()
    let (_, frames) = try Self.play(
      [.tap(.point(Point(360, 400))), .wait(0.3), .tap(.point(Point(360, 400))), .wait(0.5)],
      people: people,
      reducedMotion: true)
    let turn = try #require(frames.firstIndex { $0.selected == 1 })
    let settled = try #require(frames.firstIndex { $0.progress == 1 })
    #expect(Double(settled - turn) / 120 <= 0.21)
    #expect(frames.last?.person == 1)
  }

  @Test("No people, or a person without segments, is an error naming the field")
  func badData() {
    #expect {
      _ = try StoriesScreen(dataSource: People([]), environment: ScreenEnvironment())
    } throws: { ($0 as? TabMotionError)?.field == "numberOfPeople" }
    #expect {
      _ = try StoriesScreen(dataSource: People([2, 0]), environment: ScreenEnvironment())
    } throws: { ($0 as? TabMotionError)?.field == "segmentCount[1]" }
  }

  /// A page that leaves its own frame alone, as pagers' pages may.
  final class Unsized: StoryPageContent {
    let layer = Layer()
    func layout(size: Size, direction: LayoutDirection, at time: Double) {}
    func showSegment(_ segment: Int) {}
  }

  final class UnsizedPeople: StoriesDataSource {
    var pages: [Unsized] = []
    func numberOfPeople(in screen: StoriesScreen) -> Int { 2 }
    func storiesScreen(_ screen: StoriesScreen, segmentCountForPersonAt person: Int) -> Int { 2 }
    func storiesScreen(
      _ screen: StoriesScreen, pageForPersonAt person: Int
    ) -> any StoryPageContent {
      let page = Unsized()
      page.layer.clipsToBounds = true
      pages.append(page)
      return page
    }
  }

  @Test func aPersonsPageFillsTheStoryWithoutSizingItself() throws {
    let people = UnsizedPeople()
    let screen = try StoriesScreen(
      dataSource: people, environment: ScreenEnvironment(size: Size(390, 844)))
    screen.update(to: 0.1)
    let page = try #require(people.pages.first)
    #expect(page.layer.frame.model == Rect(x: 0, y: 0, width: 390, height: 844))
    try screen.layout(ScreenEnvironment(size: Size(844, 390)), at: 0.2)
    #expect(page.layer.frame.model.size == Size(844, 390))
  }

  @Test func theFaceTurningAwayKeepsItsSegmentUntilItIsOutOfSight() throws {
    let people = People()
    let env = ScreenEnvironment(scale: 1)
    let screen = try StoriesScreen(dataSource: people, environment: env)
    // Two taps on the trailing third: Ana's second segment, then on to the next person.
    let script = GestureScript(
      scale: 1,
      steps: [
        .tap(.point(Point(360, 400))), .wait(0.3), .tap(.point(Point(360, 400))), .wait(1.5),
      ])
    var player = ScriptPlayer(script: script, environment: env)
    screen.update(to: 0)
    var shownWhileTurning: Set<Int> = []
    while !player.isFinished {
      try player.step(screen)
      if screen.progress > 0.05 && screen.progress < 0.95 {
        shownWhileTurning.insert(people.pages[0]?.shown.last ?? -1)
      }
    }
    #expect(screen.currentPerson == 1)
    // All through the turn the first person's face showed their last segment…
    #expect(shownWhileTurning == [1])
    // …and once out of sight they start over.
    #expect(people.pages[0]?.shown.last == 0)
  }

  @Test func tapsDuringATurnNeitherTurnItBackNorSkipSegments() throws {
    let people = People()
    let env = ScreenEnvironment(scale: 1)
    let screen = try StoriesScreen(dataSource: people, environment: env)
    var reported: [[Int]] = []
    screen.onSegmentChange = { person, segment, _ in reported.append([person, segment]) }
    // Ana's second segment, on to the next person, then five quick taps while the cube turns.
    var steps: [GestureScript.Step] = [
      .tap(.point(Point(360, 400))), .wait(0.3), .tap(.point(Point(360, 400))), .wait(0.05),
    ]
    for _ in 0..<5 { steps += [.tap(.point(Point(360, 400))), .wait(0.04)] }
    steps.append(.wait(1.5))
    var player = ScriptPlayer(script: GestureScript(scale: 1, steps: steps), environment: env)
    screen.update(to: 0)
    var progress: [Double] = []
    while !player.isFinished {
      try player.step(screen)
      progress.append(screen.progress)
    }
    // The cube only ever turns forward, and lands on the second person, who plays from the top.
    for (a, b) in zip(progress, progress.dropFirst()) { #expect(b >= a - 1e-9) }
    #expect(screen.currentPerson == 1)
    #expect(screen.currentSegment == 0)
    #expect(reported == [[0, 1], [1, 0]])
  }
}
