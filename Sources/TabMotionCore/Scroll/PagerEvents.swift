/// What happened to a `PagerModel` during one call: a set of flags plus the appearance events
/// of the pages involved, in the order they happened. A value with inline storage: returning
/// it every frame does not allocate.
public struct PagerEvents: Hashable, Sendable {
  /// A set of flags, UIScrollViewDelegate-style, naming what happened to the pager.
  public struct Kind: OptionSet, Hashable, Sendable {
    /// The flags as bits, one per static member.
    public let rawValue: UInt8
    /// Creates a set from raw bits; bits above `1 << 4` have no meaning.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `progress` changed.
    public static let didScroll = Kind(rawValue: 1 << 0)
    /// A finger took hold of the pages (a moving pager was caught where it was).
    public static let willBeginDragging = Kind(rawValue: 1 << 1)
    /// The finger lifted or was cancelled.
    public static let didEndDragging = Kind(rawValue: 1 << 2)
    /// Motion came to rest on a page.
    public static let didSettle = Kind(rawValue: 1 << 3)
    /// `selectedIndex` changed (a release decided on another page, or `select`).
    public static let didChangeSelection = Kind(rawValue: 1 << 4)
  }

  /// The flags that happened during the call.
  public var kinds: Kind
  /// The pages' appearance events, in the order they happened.
  public var appearance: AppearanceEvents

  /// Creates events from flags and appearance events; both are empty by default.
  public init(_ kinds: Kind = [], appearance: AppearanceEvents = AppearanceEvents()) {
    self.kinds = kinds
    self.appearance = appearance
  }

  /// Returns true when `kind` happened (every flag of `kind` is set).
  public func contains(_ kind: Kind) -> Bool { kinds.contains(kind) }

  /// Adds `other`'s flags and appends its appearance events after these.
  public mutating func formUnion(_ other: PagerEvents) {
    kinds.formUnion(other.kinds)
    appearance.append(contentsOf: other.appearance)
  }
}
