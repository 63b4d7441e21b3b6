import TabMotionCore

/// A removed tab on its way out after an animated change of items: where it was, it fades
/// and narrows to its centre (its title clipped, never cut short), as an inserted tab grows
/// from its centre, so the tabs sliding into its place do not draw over its letters. Each
/// goes out on its own clock, from when it was removed: a later change under way does not
/// bring it back.
struct LeavingTabItem {
  let view: TabItemView
  /// Its frame when it was removed, track coordinates.
  let frame: Rect
  /// When it was removed, seconds.
  let start: Double

  /// How far out it is at `time` (0 where it was, 1 gone), eased.
  func fraction(at time: Double) -> Double {
    let t = min(1, max(0, (time - start) / TabBar.itemChangeDuration))
    return TimingCurve.easeInEaseOut.value(at: t)
  }

  /// Draws it `fraction` of the way out.
  func place(_ fraction: Double, isRightToLeft: Bool) {
    let gone = Rect(x: frame.midX, y: frame.minY, width: 0, height: frame.height)
    view.place(
      in: frame.interpolated(to: gone, fraction: fraction), weight: 0,
      isRightToLeft: isRightToLeft, revealsTitle: false, settledWidth: frame.width)
    view.layer.opacity.set(1 - fraction)
    view.badge.slot.opacity.set(1 - fraction)
  }
}
