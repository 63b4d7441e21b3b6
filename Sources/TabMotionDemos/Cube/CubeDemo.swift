import TabMotionCore
import TabMotionUI

/// Instagram Stories: one full-screen story per person, and a swipe turns the cube to the
/// next person. Releases follow the cube's rules — at or past half way
/// completes, a flick decides by its direction — and the turn completes with a spring from
/// the finger's velocity. Past the last person the cube rubber-bands and turns back.
///
/// Stories play: the story at rest fills its progress segment over `storyDuration` seconds
/// of the screen's clock, then the cube turns to the next person (the last story stays). A
/// tap on the trailing third turns to the next person, on the leading third to the previous
/// one (the first story restarts instead); a finger on the screen pauses the story, and a
/// touch held longer than a tap only pauses.
public final class CubeDemo: Demo {
  public static let name = "cube"
  public static let summary = "Instagram Stories cube: live faces hinged on the shared edge"

  public let root = Layer(name: "screen")
  public let pager: Pager
  public let transition = CubePageTransition()

  /// Past the last story: rubber-band and turn back (default), or wrap to the first story as
  /// the original did. Change it while the cube rests.
  public var endBehavior = PagerModel.EndBehavior.bounce {
    didSet { pager.configureModel { [endBehavior] in $0.endBehavior = endBehavior } }
  }

  /// Progress units per second a release completes at, at constant speed, as the original
  /// did (`CubeDemo.originalCompletionSpeed`); nil (default) springs from the finger's
  /// velocity. Reduced motion keeps its own short cross-fade.
  public var fixedCompletionSpeed: Double? {
    didSet { applyCompletion() }
  }
  /// The Instagram cube original's completion speed, pages per second.
  public static let originalCompletionSpeed = 0.75
  /// Seconds a story plays before the cube turns to the next (5 by default, as Instagram's
  /// photos); must be finite and positive.
  public var storyDuration = 5.0 {
    didSet {
      precondition(
        storyDuration.isFinite && storyDuration > 0,
        "CubeDemo.storyDuration must be finite and positive, got \(storyDuration)")
    }
  }
  /// Seconds the story at rest has played.
  public private(set) var storyElapsed = 0.0
  /// True while a finger is down on the story (the story is paused).
  public var isPaused: Bool { press.isPressed }
  /// Seconds a touch may last and still be a tap that changes the story.
  static let tapMaximumDuration = 0.5
  private var reducedMotion = false
  private var direction = LayoutDirection.leftToRight
  /// The page whose story the timer plays.
  private var playing = 0
  private var lastTime: Double?
  private var downTime = -Double.infinity
  private let press = PressGestureRecognizer()

  public var selectedIndex: Int { pager.settledIndex }
  public var tabCount: Int { pager.pageCount }
  public var progress: Double { pager.progress }

  static let stories: [StoryPage.Story] = [
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
    pager = try Pager(
      pageCount: Self.stories.count, frame: Rect(origin: .zero, size: environment.size),
      direction: environment.direction, slotPrefix: "face."
    ) { i in StoryPage(story: Self.stories[i], index: i) }
    // Setting it resets every face: each reports `rotationY` and has its `shade.N` at once.
    pager.transition = transition
    // Behind the cube, as in the original.
    root.backgroundColor.set(.black)
    root.addChild(pager.layer)
    // A touch on the story: it pauses while down; a tap on a side third changes the story.
    // A drag goes to the pager's pan, which takes the touch from the press.
    press.onDown = { [weak self] _, time in self?.downTime = time }
    press.onPress = { [weak self] point, time in self?.tapped(at: point, time: time) }
    pager.layer.addGestureRecognizer(press)
    try layout(environment, at: 0)
  }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    // The motion preference can change with any layout, like the size.
    let reduced = environment.reducedMotion
    pager.reducedMotion = reduced
    transition.reducedMotion = reduced
    reducedMotion = reduced
    direction = environment.direction
    pager.configureModel { $0.completesAtHalfway = true }
    applyCompletion()
    root.setFrame(Rect(origin: .zero, size: environment.size))
    // Full screen: the stories' headers sit under the safe area's top and inside its sides.
    try pager.layout(
      frame: Rect(origin: .zero, size: environment.size), safeArea: environment.safeArea,
      direction: environment.direction, at: time)
  }

  private func applyCompletion() {
    // Reduced motion: the rest of the cross-fade runs at 5 pages per second, so it never
    // takes more than 0.2 s.
    let speed = reducedMotion ? 1 / Pager.crossFadeDuration : fixedCompletionSpeed
    pager.configureModel { $0.completionSpeed = speed }
  }

  public func perform(_ command: ScreenCommand, at time: Double) throws(TabMotionError) {
    switch command {
    case .select(let i):
      try ScreenCommand.checkTab(i, count: tabCount)
      pager.select(i, animated: true, at: time)
    case .refreshFinish: break
    }
  }

  public func update(to time: Double) {
    _ = pager.update(to: time)
    let dt = lastTime.map { max(0, time - $0) } ?? 0
    lastTime = time
    if pager.settledIndex != playing {
      // Another story is at rest or on its way: it plays from its start once the cube stops.
      playing = pager.settledIndex
      storyElapsed = 0
    } else if pager.model.phase == .idle && !press.isPressed {
      storyElapsed = min(storyDuration, storyElapsed + dt)
    }
    if let page = pager.page(playing) as? StoryPage {
      page.progress = storyElapsed / storyDuration
    }
    if storyElapsed >= storyDuration && pager.model.phase == .idle {
      turn(by: 1, at: time)
    }
  }

  /// A tap lifted at `point`: the trailing third turns to the next story, the leading third
  /// to the previous one; a touch held longer than a tap, or in the middle, only paused.
  private func tapped(at point: Point, time: Double) {
    // The point is in the scene: the demo may sit anywhere in its host (the gallery's stage).
    guard time - downTime <= Self.tapMaximumDuration,
      let local = pager.layer.convertFromScene(point)
    else { return }
    let width = pager.layer.bounds.width
    let third: Int
    if local.x >= width * 2 / 3 {
      third = 1
    } else if local.x <= width / 3 {
      third = -1
    } else {
      return
    }
    turn(by: direction == .rightToLeft ? -third : third, at: time)
  }

  /// Turns the cube one story forwards (1) or back (−1) from the story at rest; before the
  /// first story the story restarts, past the last nothing changes.
  private func turn(by step: Int, at time: Double) {
    let target = pager.settledIndex + step
    if target < 0 {
      storyElapsed = 0
    } else if target < pager.pageCount {
      pager.select(target, animated: true, at: time)
    }
  }

  /// The story on screen, by its author's name.
  public var restorableState: ScreenState? {
    let i = pager.settledIndex
    return ScreenState(
      selection: TabSelectionState(selectedIndex: i, selectedID: Self.stories[i].name))
  }

  /// Turns to the saved story without animation (by name, else the index clamped).
  public func restoreState(_ state: ScreenState, at time: Double) {
    let names = Self.stories.map(\.name)
    let index =
      state.selection.selectedID.flatMap { names.firstIndex(of: $0) }
      ?? min(names.count - 1, max(0, state.selection.selectedIndex))
    pager.select(index, animated: false, at: time)
  }
}
