import TabMotionCore

/// Places the pages a pager shows. The pager hands every page on screen its offset in page
/// widths along the reading direction — 0 fills the viewport, 1 is just after it, −0.4 is 40 %
/// gone before it — and the transition turns that into the slot layer's frame, transform and
/// opacity. A slide moves the page sideways; a cube would hinge it about the shared edge.
///
/// Where something covers the top of the pager (a collapsing header's pinned tab bar), the
/// pager also says which part of the viewport is visible: a transition that turns pages turns
/// only that part, so what lies under the cover never swings out from behind it.
public protocol PageTransition {
  /// Positions `slot` (a layer the size of `viewport`) for a page at `offset`.
  func place(_ slot: Layer, page: Int, offset: Double, viewport: Size, isRightToLeft: Bool)
  /// Positions `slot` for a page at `offset` when only `visible` (in the pager's coordinates)
  /// of the viewport shows; by default the same as ignoring it.
  func place(
    _ slot: Layer, page: Int, offset: Double, viewport: Size, visible: Rect, isRightToLeft: Bool)
  /// Undoes whatever `place` set, for a page that left the screen.
  func reset(_ slot: Layer, page: Int, viewport: Size)
  /// Cross-fade instead of travelling; the pager passes its own setting on (reduced motion
  /// from the host's environment), so a transition you install follows it. Transitions that
  /// do not travel ignore it.
  var reducedMotion: Bool { get set }
  /// What shows behind pages while they move (a cube's dark inside); nil for nothing.
  var backdrop: Color? { get }
}

extension PageTransition {
  public func place(
    _ slot: Layer, page: Int, offset: Double, viewport: Size, visible: Rect, isRightToLeft: Bool
  ) {
    place(slot, page: page, offset: offset, viewport: viewport, isRightToLeft: isRightToLeft)
  }

  public var reducedMotion: Bool {
    get { false }
    set {}
  }

  public var backdrop: Color? { nil }
}
