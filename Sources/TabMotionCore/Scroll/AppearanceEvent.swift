/// A page's visibility change during a pager transition: UIKit's appearance callbacks as values.
///
/// Every page that takes part in a transition gets exactly one `will…` when it starts to show
/// or leave and exactly one `did…` when the transition ends. A cancelled transition ends the
/// other way round — the page that began to appear gets `didDisappear`, the page that began to
/// leave gets `didAppear` — so a host that counts appearances always balances.
public enum AppearanceEvent: Hashable, Sendable {
  /// The page at this index starts to come on screen.
  case willAppear(Int)
  /// The page at this index is fully shown (or stays, after a cancelled departure).
  case didAppear(Int)
  /// The page at this index starts to leave the screen.
  case willDisappear(Int)
  /// The page at this index is gone (or never arrived, after a cancelled arrival).
  case didDisappear(Int)

  /// The page index the event is about.
  @inlinable public var page: Int {
    switch self {
    case .willAppear(let p), .didAppear(let p), .willDisappear(let p), .didDisappear(let p): p
    }
  }
}
