import TabMotionCore

/// Places the pages a pager shows. The pager hands every page on screen its offset in page
/// widths along the reading direction — 0 fills the viewport, 1 is just after it, −0.4 is 40 %
/// gone before it — and the transition turns that into the slot layer's frame, transform and
/// opacity. A slide moves the page sideways; a cube would hinge it about the shared edge.
public protocol PageTransition {
  /// Positions `slot` (a layer the size of `viewport`) for a page at `offset`.
  func place(_ slot: Layer, page: Int, offset: Double, viewport: Size, isRightToLeft: Bool)
  /// Undoes whatever `place` set, for a page that left the screen.
  func reset(_ slot: Layer, page: Int, viewport: Size)
}
