import TabMotionCore

/// Plain side-by-side paging: page x = offset · width, mirrored in right-to-left layouts.
/// Each slot is declared to move as one (`Layer.movesAsOne`): a page slides without changing.
public struct SlidePageTransition: PageTransition {
  /// Creates the transition; it has no settings.
  public init() {}

  public func place(
    _ slot: Layer, page: Int, offset: Double, viewport: Size, isRightToLeft: Bool
  ) {
    let x = (isRightToLeft ? -offset : offset) * viewport.width
    slot.movesAsOne = true
    slot.setFrame(Rect(x: x, y: 0, width: viewport.width, height: viewport.height))
  }

  public func reset(_ slot: Layer, page: Int, viewport: Size) {
    slot.setFrame(Rect(origin: .zero, size: viewport))
    slot.movesAsOne = true
  }
}
