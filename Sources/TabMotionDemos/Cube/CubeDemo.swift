import TabMotionCore
import TabMotionUI

/// Instagram Stories: a thin user of the library's `StoriesScreen`. Four people with two to
/// five segments each; a segment plays for 5 s (or a tap on the trailing third skips it, on
/// the leading third goes back), and after a person's last segment the cube turns to the next
/// person — releases follow the cube's rules, the turn completing with a spring from the
/// finger's velocity; past the last person the cube rubber-bands and turns back. A finger on
/// the story pauses it (held, the progress bars hide); a swipe down dismisses the stories,
/// and they come back a moment later in the demo.
public final class CubeDemo: Demo, ScreenWrapper, StoryPlayback {
  public static let name = "cube"
  public static let summary = "Instagram Stories cube: live faces hinged on the shared edge"

  /// The stories component doing the work.
  public let stories: StoriesScreen
  public var base: any Screen { stories }
  public var pager: Pager { stories.pager }
  public var transition: CubePageTransition { stories.transition }
  public var currentPerson: Int { stories.currentPerson }
  public var currentSegment: Int { stories.currentSegment }
  public var isOutOfSight: Bool {
    get { stories.isOutOfSight }
    set { stories.isOutOfSight = newValue }
  }

  /// Past the last story: rubber-band and turn back (default), or wrap to the first story as
  /// the original did.
  public var endBehavior: PagerModel.EndBehavior {
    get { stories.endBehavior }
    set { stories.endBehavior = newValue }
  }
  /// Progress units per second a release completes at, at constant speed, as the original
  /// did (`CubeDemo.originalCompletionSpeed`); nil (default) springs from the finger's
  /// velocity.
  public var fixedCompletionSpeed: Double? {
    get { stories.fixedCompletionSpeed }
    set { stories.fixedCompletionSpeed = newValue }
  }
  /// The Instagram cube original's completion speed, pages per second.
  public static let originalCompletionSpeed = 0.75
  /// Seconds a segment plays (5 by default, as Instagram's photos).
  public var storyDuration: Double {
    get { stories.segmentDuration }
    set { stories.segmentDuration = newValue }
  }
  /// Seconds the playing segment has played.
  public var storyElapsed: Double { stories.segmentElapsed }
  /// True while a finger is down on the story (the story is paused).
  public var isPaused: Bool { stories.isPaused }
  /// Seconds after a dismissal before the demo shows the stories again.
  static let comebackDelay = 1.0
  private var dismissedAt: Double?

  static let people: [StoryPage.Story] = [
    .init(
      name: "maya.travels", skyTop: 0x1E3C72, skyBottom: 0xF8B195, sun: 0xFFE66D,
      farHill: 0x6C5B7B, nearHill: 0x355C7D, sunX: 0.7, sunY: 0.3, count: 3),
    .init(
      name: "leo_cooks", skyTop: 0x0F2027, skyBottom: 0x2C7873, sun: 0xF6D55C,
      farHill: 0x3CAEA3, nearHill: 0x20639B, sunX: 0.3, sunY: 0.22, count: 5),
    .init(
      name: "ana.runs", skyTop: 0x8E2DE2, skyBottom: 0xFF9A8B, sun: 0xFFF3B0,
      farHill: 0xC06C84, nearHill: 0x6A0572, sunX: 0.55, sunY: 0.38, count: 2),
    .init(
      name: "sam_draws", skyTop: 0x134E5E, skyBottom: 0x71B280, sun: 0xFFD166,
      farHill: 0x06D6A0, nearHill: 0x118AB2, sunX: 0.2, sunY: 0.3, count: 4),
  ]

  public init(environment: ScreenEnvironment) throws(TabMotionError) {
    let source = PeopleSource()
    self.source = source
    stories = try StoriesScreen(dataSource: source, environment: environment)
    stories.root.name = "screen"
    stories.onDismiss = { [weak self] time in self?.dismissedAt = time }
  }

  /// The people: `StoriesScreen` holds its data source weakly.
  private let source: PeopleSource

  public func update(to time: Double) {
    if let at = dismissedAt, time >= at + Self.comebackDelay {
      dismissedAt = nil
      stories.present(at: time)
    }
    stories.update(to: time)
  }

  /// The story on screen, by its author's name.
  public var restorableState: ScreenState? {
    let i = pager.selectedIndex
    return ScreenState(
      selection: TabSelectionState(selectedIndex: i, selectedID: Self.people[i].name))
  }

  /// Turns to the saved story without animation (by name, else the index clamped).
  public func restoreState(_ state: ScreenState, at time: Double) {
    let names = Self.people.map(\.name)
    let index =
      state.selection?.selectedID.flatMap { names.firstIndex(of: $0) }
      ?? min(names.count - 1, max(0, state.selection?.selectedIndex ?? 0))
    pager.select(index, animated: false, at: time)
  }
}

/// The demo's people as the stories' data source.
private final class PeopleSource: StoriesDataSource {
  func numberOfPeople(in screen: StoriesScreen) -> Int { CubeDemo.people.count }

  func storiesScreen(_ screen: StoriesScreen, segmentCountForPersonAt person: Int) -> Int {
    CubeDemo.people[person].count
  }

  func storiesScreen(
    _ screen: StoriesScreen, pageForPersonAt person: Int
  ) -> any StoryPageContent {
    StoryPage(story: CubeDemo.people[person])
  }
}
