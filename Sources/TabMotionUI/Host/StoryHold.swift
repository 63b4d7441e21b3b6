/// A container's hold on the stories of a screen it shows (``StoryPlayback/isOutOfSight``):
/// a page that is not fully shown, a minimised window. It holds stories only when nothing
/// else does, and lifts only its own hold, so one the app set itself (a sheet over the
/// stories) stays until the app lifts it.
///
/// ```swift
/// var hold = StoryHold()
/// hold.setShown(false, screen)  // the container went out of sight
/// hold.setShown(true, screen)   // back: the stories play on, unless the app holds them
/// ```
public struct StoryHold: Sendable {
  /// True while this hold keeps the stories out of sight.
  public private(set) var isHolding = false

  /// No hold yet.
  public init() {}

  /// The container is shown or not: holds `screen`'s stories (found through its capabilities)
  /// when it is not and nothing holds them yet, lifts its own hold when it is. A screen
  /// without stories is left alone.
  public mutating func setShown(_ shown: Bool, _ screen: any Screen) {
    guard let stories = screen.capability((any StoryPlayback).self) else { return }
    if !shown, !stories.isOutOfSight {
      stories.isOutOfSight = true
      isHolding = true
    } else if shown, isHolding {
      stories.isOutOfSight = false
      isHolding = false
    }
  }
}
