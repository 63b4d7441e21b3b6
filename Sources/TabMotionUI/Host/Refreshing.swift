import TabMotionCore

/// A screen with pull-to-refresh whose refresh a host can end: a script's
/// `{"refreshFinish": true}` step calls ``finishRefresh(at:)``.
public protocol Refreshing: Screen {
  /// Ends a running refresh (the indicator hides, the content settles). Returns false, and
  /// does nothing, when no refresh is running.
  @discardableResult
  func finishRefresh(at time: Double) -> Bool
}
