import TabMotionCore

/// What a pager shows on one page. The pager creates it lazily (the first time the page is
/// about to show, or comes within the preload distance) and may release it again when it is
/// far away.
public protocol PageContent: AnyObject {
  /// The page's root layer; the pager puts it in the page's slot, filling it.
  var layer: Layer { get }
  /// The part of the screen's safe area this page overlaps, from the page's own edges (in
  /// landscape, the notch's 47 pt at the left and right). Keep text and controls inside it
  /// and let backgrounds fill the page, as UIKit content does. The pager sets it before every
  /// `layout` call, so a page reads it there. Pages that do not care need not declare it.
  var safeAreaInsets: EdgeInsets { get set }
  /// The page's size, safe area or direction changed (also called once right after creation).
  func layout(size: Size, direction: LayoutDirection, at time: Double)
  /// A gesture of a touch that began on this page and is not the pager's own horizontal pan:
  /// the touch-down, vertical pans (scrolling inside the page), taps and releases.
  func handle(_ gesture: GestureArena.Event)
  /// Per frame while the page exists, shown or not (a fling inside it keeps decelerating).
  func update(to time: Double)
  /// The page's appearance callbacks, exactly once per transition.
  func appearanceDidChange(_ event: AppearanceEvent)
}

extension PageContent {
  /// A page that lays out edge to edge ignores the safe area: nothing to keep.
  public var safeAreaInsets: EdgeInsets {
    get { .zero }
    set {}
  }
  public func handle(_ gesture: GestureArena.Event) {}
  public func update(to time: Double) {}
  public func appearanceDidChange(_ event: AppearanceEvent) {}
}
