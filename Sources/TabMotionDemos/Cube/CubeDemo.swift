import TabMotionCore
import TabMotionUI

/// Instagram Stories: one full-screen story per person, and a swipe turns the cube to the
/// next person. Releases follow the cube's rules — at or past half way
/// completes, a flick decides by its direction — and the turn completes with a spring from
/// the finger's velocity. Past the last person the cube rubber-bands and turns back.
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
  private var reducedMotion = false

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
    ) { i in StoryPage(story: Self.stories[i]) }
    // Setting it resets every face: each reports `rotationY` and has its `shade.N` at once.
    pager.transition = transition
    // Behind the cube, as in the original.
    root.backgroundColor.set(.black)
    root.addChild(pager.layer)
    try layout(environment, at: 0)
  }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    // The motion preference can change with any layout, like the size.
    let reduced = environment.reducedMotion
    pager.reducedMotion = reduced
    transition.reducedMotion = reduced
    reducedMotion = reduced
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
