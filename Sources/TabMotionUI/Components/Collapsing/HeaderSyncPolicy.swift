/// What happens to the scroll offsets of the tabs that are not on screen when the active tab's
/// shared scroll value changes.
public enum HeaderSyncPolicy: String, Hashable, Sendable, CaseIterable, Codable {
  /// Switching tabs never moves the header: while the header is (partly) visible every inactive
  /// page takes the active offset; once it is collapsed, shallower pages move to exactly H and
  /// deeper ones keep their own position.
  case syncHeader
  /// Inactive pages go back to their top.
  case resetToTop
  /// Inactive pages keep their own offsets (the header may jump on a switch).
  case keepOwn

  /// The new offset of an inactive page at `inactive` points, given the active page's shared
  /// scroll value `y` and the header height `h` (points). A pulled-down active page (y < 0)
  /// counts as y = 0: rubber-banding is not copied to pages nobody sees.
  public func synchronizedOffset(
    inactive: Double, activeY y: Double, headerHeight h: Double
  )
    -> Double
  {
    switch self {
    case .keepOwn: return inactive
    case .resetToTop: return 0
    case .syncHeader:
      let active = max(0, y)
      if active < h { return active }
      return max(inactive, h)
    }
  }
}
