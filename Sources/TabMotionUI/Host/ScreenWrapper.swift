import TabMotionCore

/// A screen built around another one — to add layers over it, keep its data source alive, or
/// offer a capability of its own: everything a host asks is forwarded to `base` unless the
/// wrapper implements it itself, and ``Screen/capability(_:)`` finds `base`'s capabilities
/// (its tabs, its paging) through ``Screen/presentedScreen``.
///
/// ```swift
/// final class MyTabs: ScreenWrapper {
///   let screen: TabBarScreen
///   private let data = MySections()  // the screen holds its data source weakly
///   var base: any Screen { screen }
///   init(environment: ScreenEnvironment) throws(TabMotionError) {
///     screen = try TabBarScreen(dataSource: data, style: .arrow, environment: environment)
///   }
/// }
/// ```
public protocol ScreenWrapper: Screen {
  /// The screen doing the work.
  var base: any Screen { get }
}

extension ScreenWrapper {
  public var root: Layer { base.root }
  public var presentedScreen: (any Screen)? { base }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    try base.layout(environment, at: time)
  }

  public func update(to time: Double) { base.update(to: time) }

  public func goBack(at time: Double) -> Bool { base.goBack(at: time) }

  public var restorableState: ScreenState? { base.restorableState }

  public func restoreState(_ state: ScreenState, at time: Double) {
    base.restoreState(state, at: time)
  }
}
