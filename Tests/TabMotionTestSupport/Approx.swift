import TabMotionCore

/// |a − b| ≤ tolerance: numbers from springs and integrators compare within a stated
/// tolerance, never exactly.
public func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
  abs(a - b) <= tolerance
}

/// Both coordinates within `tolerance`.
public func isClose(_ a: Point, _ b: Point, _ tolerance: Double) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Origin and size within `tolerance`.
public func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
  isClose(a.origin, b.origin, tolerance) && abs(a.width - b.width) <= tolerance
    && abs(a.height - b.height) <= tolerance
}
