import TabMotionCore

/// How an item's title is drawn, shared by the item that draws it and the indicators that
/// follow titles (the underline): its whole width and, for a title shown alone beside a
/// badge, the room the badge takes after it. Title and badge are then centred together in
/// the item, and the title is cut short only where both do not fit.
struct TabTitleMetrics: Hashable, Sendable {
  /// The title's whole width, points (0 for none).
  var width = 0.0
  /// The badge beside a lone title and its gap, points (0 without one).
  var badgeRoom = 0.0
  /// What is left of the padding on each side before the title is cut short, points.
  var margin = 4.0

  /// The title layer's x in an item `itemWidth` wide and its width, its text set at
  /// `textWidth` (the width the item rests at).
  func span(
    itemWidth w: Double, textWidth: Double, isRightToLeft rtl: Bool
  ) -> (x: Double, width: Double) {
    guard badgeRoom > 0 else { return ((w - textWidth) / 2, textWidth) }
    let shown = min(width, max(0, textWidth - badgeRoom - 2 * margin))
    let start = (w - shown - badgeRoom) / 2
    return (rtl ? start + badgeRoom : start, shown)
  }
}
