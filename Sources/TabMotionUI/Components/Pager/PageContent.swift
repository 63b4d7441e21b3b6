import TabMotionCore

/// What a pager shows on one page. The pager creates it lazily (the first time the page is
/// about to show, or comes within the preload distance) and may release it again when it is
/// far away. A page that reacts to touches attaches gesture recognisers to its layers (a
/// vertical `PanGestureRecognizer` to scroll, a `TapGestureRecognizer` on a row); they
/// compete with the pager's horizontal pan in the gesture arena.
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
  /// Per frame while the page exists, shown or not (a fling inside it keeps decelerating).
  func update(to time: Double)
  /// The page's appearance callbacks, exactly once per transition. A page made while it is
  /// the one fully on screen (the pager's first page) gets `willAppear` then `didAppear` right
  /// after its first `layout`; a page made ahead, out of sight, gets nothing until it shows.
  func appearanceDidChange(_ event: AppearanceEvent)
  /// Scrolls back to the top, animated (the user tapped the selected tab again, as a tap on
  /// iOS's status bar does). Pages that do not scroll ignore it.
  func scrollToTop(at time: Double)
  /// The page's scroll offset worth keeping (points from its resting top, a pull counting as
  /// the top); nil for a page that does not scroll (the default). The pager keeps it when it
  /// releases the page and gives it back to the page made again.
  var restorableOffset: Double? { get }
  /// Scrolls to a kept offset without animation, clamped into the content; called right
  /// after `layout`.
  func restoreOffset(_ offset: Double, at time: Double)
}

extension PageContent {
  /// A page that lays out edge to edge ignores the safe area: nothing to keep.
  public var safeAreaInsets: EdgeInsets {
    get { .zero }
    set {}
  }
  public func update(to time: Double) {}
  public func appearanceDidChange(_ event: AppearanceEvent) {}
  public func scrollToTop(at time: Double) {}
  public var restorableOffset: Double? { nil }
  public func restoreOffset(_ offset: Double, at time: Double) {}
}
