import TabMotionCore
import TabMotionUI
import Testing

/// Stories in one tab of a tabbed screen play only while that tab is on show: made ahead in
/// the neighbouring tab they hold their first segment, they play once the tab has slid in,
/// and they hold where they are from the moment the tab starts to leave, going on from there
/// when it comes back.
@Suite("Stories nested in a tab")
struct NestedStoriesTests {
  final class Page: StoryPageContent {
    let layer = Layer()
    func layout(size: Size, direction: LayoutDirection, at time: Double) {
      layer.setFrame(Rect(origin: .zero, size: size))
    }
    func showSegment(_ segment: Int) {}
  }

  final class People: StoriesDataSource {
    func numberOfPeople(in screen: StoriesScreen) -> Int { 2 }
    func storiesScreen(_ screen: StoriesScreen, segmentCountForPersonAt person: Int) -> Int { 3 }
    func storiesScreen(
      _ screen: StoriesScreen, pageForPersonAt person: Int
    ) -> any StoryPageContent { Page() }
  }

  /// "feed" (an empty page) and "stories".
  final class Tabs: TabsDataSource {
    let stories: ScreenPage
    init(_ stories: ScreenPage) { self.stories = stories }
    func numberOfPages(in pager: Pager) -> Int { 2 }
    func pager(_ pager: Pager, pageAt index: Int) -> any PageContent {
      index == 1 ? stories : EmptyPage()
    }
    func pager(_ pager: Pager, tabItemAt index: Int) -> TabItem {
      TabItem(id: index == 1 ? "stories" : "feed", title: index == 1 ? "Stories" : "Feed")
    }
  }

  /// Stories in the second tab of a tabbed screen, laid out, and a clock that runs them.
  final class Nest {
    let people = People()
    let stories: StoriesScreen
    let tabs: Tabs
    let screen: TabBarScreen
    var t = 0.0
    /// The frame at which the stories last came into sight.
    var shownAt: Double?

    init() throws {
      let environment = ScreenEnvironment(size: Size(390, 844))
      stories = try StoriesScreen(dataSource: people, environment: environment)
      tabs = Tabs(ScreenPage(stories))
      screen = try TabBarScreen(dataSource: tabs, style: .underline, environment: environment)
      try screen.layout(environment, at: 0)
    }

    /// Runs `seconds` of frames at 60 per second.
    func run(_ seconds: Double) {
      for _ in 0..<Int((seconds * 60).rounded()) {
        t += 1.0 / 60
        screen.update(to: t)
        screen.root.present(at: t)
        if stories.isOutOfSight {
          shownAt = nil
        } else if shownAt == nil {
          shownAt = t
        }
      }
    }
  }

  @Test func storiesPlayOnlyWhileTheirTabIsOnShow() throws {
    let nest = try Nest()
    let (stories, screen) = (nest.stories, nest.screen)
    nest.run(2)
    // Made ahead next to the feed, out of sight: not a moment played.
    #expect(stories.isOutOfSight && stories.isPaused)
    #expect(stories.segmentElapsed == 0)
    let tapped = nest.t
    screen.select(1, animated: true, at: nest.t)
    nest.run(1)
    #expect(!stories.isOutOfSight)
    let shown = stories.segmentElapsed
    // Played from the frame the tab had slid all the way in, not from the tap.
    let since = try #require(nest.shownAt)
    #expect(since - tapped > 0.2 && since - tapped < 1, "in sight \(since - tapped) s after")
    // To within the frame it came into sight in.
    #expect(
      abs(shown - (nest.t - since)) <= 1.0 / 60 + 1e-9,
      "played \(shown) s, in sight for \(nest.t - since) s")
    nest.run(1)
    #expect(abs(stories.segmentElapsed - (shown + 1)) < 1e-9)
    // Leaving: held from the moment the tab starts to go.
    screen.select(0, animated: true, at: nest.t)
    nest.run(0.02)
    let held = stories.segmentElapsed
    #expect(stories.isOutOfSight)
    nest.run(3)
    #expect(stories.segmentElapsed == held && stories.currentSegment == 0)
    // Back: on from where it was.
    screen.select(1, animated: false, at: nest.t)
    nest.run(0.5)
    #expect(!stories.isOutOfSight)
    #expect(stories.segmentElapsed > held && stories.segmentElapsed < held + 0.51)
  }

  @Test func storiesTheAppHoldsStayHeldWhenTheirTabComesBack() throws {
    let nest = try Nest()
    nest.screen.select(1, animated: false, at: 0)
    nest.run(0.5)
    #expect(!nest.stories.isOutOfSight)
    // The app puts a sheet over the stories, then the user goes to the other tab and back.
    nest.stories.isOutOfSight = true
    nest.screen.select(0, animated: true, at: nest.t)
    nest.run(1)
    nest.screen.select(1, animated: true, at: nest.t)
    nest.run(1)
    #expect(nest.stories.isOutOfSight)
  }

  @Test func anAppCanHoldStoriesUnderASheetOfItsOwn() throws {
    let environment = ScreenEnvironment(size: Size(390, 844))
    let people = People()
    let stories = try StoriesScreen(dataSource: people, environment: environment)
    try stories.layout(environment, at: 0)
    stories.update(to: 0)
    stories.update(to: 1)
    #expect(abs(stories.segmentElapsed - 1) < 1e-9)
    stories.isOutOfSight = true
    stories.update(to: 2)
    #expect(abs(stories.segmentElapsed - 1) < 1e-9)
    #expect(stories.isPaused)
    stories.isOutOfSight = false
    stories.update(to: 2.5)
    #expect(abs(stories.segmentElapsed - 1.5) < 1e-9)
  }

  /// A container of one's own holds stories with a `StoryHold`, which lifts only its own hold.
  @Test func aStoryHoldLiftsOnlyItsOwnHold() throws {
    let people = People()
    let stories = try StoriesScreen(
      dataSource: people, environment: ScreenEnvironment(size: Size(390, 844)))
    var hold = StoryHold()
    hold.setShown(false, stories)
    #expect(stories.isOutOfSight && hold.isHolding)
    hold.setShown(true, stories)
    #expect(!stories.isOutOfSight && !hold.isHolding)
    // Held by the app first: the container neither takes the hold nor lifts it.
    stories.isOutOfSight = true
    hold.setShown(false, stories)
    #expect(!hold.isHolding)
    hold.setShown(true, stories)
    #expect(stories.isOutOfSight)
    // A screen not showing stories (its feed tab on show) is left alone.
    var other = StoryHold()
    other.setShown(
      false,
      try TabBarScreen(
        dataSource: Tabs(ScreenPage(stories)), style: .underline,
        environment: ScreenEnvironment(size: Size(390, 844))))
    #expect(!other.isHolding)
    withExtendedLifetime(people) {}
  }
}
