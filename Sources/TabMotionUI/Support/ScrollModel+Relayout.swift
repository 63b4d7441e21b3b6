import TabMotionCore

extension ScrollModel {
  /// `setLayout` for geometry a component computed itself from sizes already validated at the
  /// screen's boundary: a failure can only be a bug in that component, so it stops with a
  /// message naming `caller` instead of being swallowed.
  @discardableResult
  mutating func relayout(
    viewportLength: Double, contentLength: Double, leadingInset: Double? = nil,
    trailingInset: Double? = nil, at time: Double, caller: StaticString
  ) -> ScrollEvents {
    do {
      return try setLayout(
        viewportLength: viewportLength, contentLength: contentLength, leadingInset: leadingInset,
        trailingInset: trailingInset, at: time)
    } catch {
      preconditionFailure("\(caller): computed an invalid scroll layout: \(error)")
    }
  }
}
