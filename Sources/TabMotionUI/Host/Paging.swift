import TabMotionCore

/// A screen whose pages slide or turn: traces report ``progress`` as `progress`.
public protocol Paging: Screen {
  /// The pager's continuous progress in pages: 1.37 is 37 % of the way from page 1 to
  /// page 2. Whole numbers when at rest.
  var progress: Double { get }
}
