/// Which direction a pan recognises and reports.
public enum PanAxis: String, Hashable, Sendable, CaseIterable {
  /// Paging: begins once |dx| passes the slop.
  case horizontal
  /// Scrolling: begins once |dy| passes the slop.
  case vertical
  /// Either direction: begins once the distance passes the slop.
  case free

  /// How far past the slop `delta` (from the touch-down point) is along this axis; positive
  /// once the pan should begin.
  @inlinable public func excess(_ delta: Point, slop: Double) -> Double {
    switch self {
    case .horizontal: abs(delta.x) - slop
    case .vertical: abs(delta.y) - slop
    case .free: delta.length - slop
    }
  }
}
