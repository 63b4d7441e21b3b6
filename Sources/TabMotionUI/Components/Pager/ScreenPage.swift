import TabMotionCore

/// A whole screen shown as one page of a pager: tabs inside a tab — a "Markets" tab of a
/// ``TabBarScreen`` holding a ``CollapsingTabScreen`` with tabs of its own.
///
/// ```swift
/// let markets = try CollapsingTabScreen(
///   title: "Markets", header: header, dataSource: coins,
///   textMeasurer: environment.textMeasurer, namePrefix: "markets.")
/// // Return it from the outer data source's `pager(_:pageAt:)`:
/// let page = ScreenPage(markets, textMeasurer: environment.textMeasurer)
/// ```
///
/// The page lays the screen out at the page's size, with the part of the safe area the page
/// overlaps, and advances it every frame, shown or not. The inner screen's pager takes the
/// horizontal swipes on it; a swipe that would only pull it past the end it rests on (its
/// last tab, the finger going on towards a next one) turns the outer pager instead, as a
/// wheel click or a touchpad's scroll does. A ``TabBarScreen`` asks its selected page's
/// screen for what it does not do itself (``Screen/presentedScreen``): typing reaches a text
/// field in it, and the host's "back" closes its sheet or menu first. A tap on the outer
/// tab already selected scrolls the inner screen's page on show to the top
/// (``ScrollingToTop``). Stories in it (``StoryPlayback``) play only while the page is fully
/// shown: they hold their segment from the moment the page starts to leave, and while it is
/// made ahead out of sight.
public final class ScreenPage: PageContent {
  /// The screen this page shows.
  public let screen: any Screen
  public var layer: Layer { screen.root }
  public var safeAreaInsets = EdgeInsets.zero
  /// Insets added to the safe area the screen is laid out with, as UIKit's
  /// `additionalSafeAreaInsets` are: under an arrow bar, whose arrow stands 11 points into
  /// the page above it, a bottom of 11 keeps the nested screen's own bar clear of the arrow.
  /// Read at the next layout.
  public var additionalSafeAreaInsets = EdgeInsets.zero
  /// Whether the screen is laid out for reduced motion (the host's preference, which a page's
  /// layout is not told); read at the next layout.
  public var reducedMotion: Bool
  /// The error of the last layout the screen refused (a size or safe area out of its range),
  /// nil once one succeeds: the screen keeps its previous layout meanwhile.
  public private(set) var layoutError: TabMotionError?
  private let textMeasurer: any TextMeasuring

  /// A page showing `screen`, laid out with `textMeasurer` (the one the rest of the host
  /// measures with) and `reducedMotion`.
  public init(
    _ screen: any Screen, textMeasurer: any TextMeasuring = EstimatedTextMeasurer(),
    reducedMotion: Bool = false
  ) {
    self.screen = screen
    self.textMeasurer = textMeasurer
    self.reducedMotion = reducedMotion
    // Out of sight until the pager says the page has appeared: a page made ahead is hidden.
    storyHold.setShown(false, screen)
  }

  /// The page's hold on the screen's stories while it is not fully shown.
  private var storyHold = StoryHold()

  public func layout(size: Size, direction: LayoutDirection, at time: Double) {
    let extra = additionalSafeAreaInsets
    let safeArea = EdgeInsets(
      top: safeAreaInsets.top + extra.top, left: safeAreaInsets.left + extra.left,
      bottom: safeAreaInsets.bottom + extra.bottom, right: safeAreaInsets.right + extra.right)
    let environment = ScreenEnvironment(
      size: size, safeArea: safeArea, direction: direction, reducedMotion: reducedMotion,
      textMeasurer: textMeasurer)
    do {
      try screen.layout(environment, at: time)
      layoutError = nil
    } catch {
      layoutError = error
    }
  }

  public func update(to time: Double) {
    screen.update(to: time)
  }

  /// Holds the screen's stories while the page is not fully shown.
  public func appearanceDidChange(_ event: AppearanceEvent) {
    let shown: Bool
    switch event {
    case .didAppear: shown = true
    case .willAppear, .willDisappear, .didDisappear: shown = false
    }
    storyHold.setShown(shown, screen)
  }

  /// Scrolls the screen's content on show to its top, when it can (``ScrollingToTop``).
  public func scrollToTop(at time: Double) {
    screen.capability((any ScrollingToTop).self)?.scrollToTop(at: time)
  }
}
