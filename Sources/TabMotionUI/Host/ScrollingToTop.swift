import TabMotionCore

/// A screen that can scroll what it shows back to the top, animated — what a tap on iOS's
/// status bar does, and what a re-tap on an outer tab asks of a screen nested in it
/// (``ScreenPage``). The ready-made tabbed screens scroll their selected page.
public protocol ScrollingToTop: Screen {
  /// Scrolls the content on show to its top, animated; does nothing where nothing scrolls.
  func scrollToTop(at time: Double)
}
