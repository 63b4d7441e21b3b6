/// What happened to a `ScrollModel` during one call, UIScrollViewDelegate-style.
public struct ScrollEvents: OptionSet, Hashable, Sendable {
  /// The flags as bits, one per static member.
  public let rawValue: UInt16
  /// Creates a set from raw bits; bits above `1 << 7` have no meaning.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// The offset changed.
  public static let didScroll = ScrollEvents(rawValue: 1 << 0)
  /// A finger grabbed the content (dragging began; any motion was caught).
  public static let willBeginDragging = ScrollEvents(rawValue: 1 << 1)
  /// The finger lifted.
  public static let didEndDragging = ScrollEvents(rawValue: 1 << 2)
  /// Set with `didEndDragging` when momentum, a bounce or a page snap follows.
  public static let willDecelerate = ScrollEvents(rawValue: 1 << 3)
  /// Momentum (including a bounce or page snap after a release) came to rest.
  public static let didEndDecelerating = ScrollEvents(rawValue: 1 << 4)
  /// An animated `setContentOffset` / scroll-to-top / refresh end finished.
  public static let didEndScrollingAnimation = ScrollEvents(rawValue: 1 << 5)
  /// All motion has stopped after a drag or an animation: the moment to sync other views.
  public static let didEndScrolling = ScrollEvents(rawValue: 1 << 6)
  /// Pull-to-refresh passed its threshold during this drag (fires once per pull).
  public static let refreshTriggered = ScrollEvents(rawValue: 1 << 7)
}
