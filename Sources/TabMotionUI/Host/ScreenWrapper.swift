import TabMotionCore

/// A screen built around another one — to add layers over it, keep its data source alive, or
/// handle a command of its own: everything a host asks is forwarded to `base` unless the
/// wrapper implements it itself.
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
  public var selectedIndex: Int { base.selectedIndex }
  public var progress: Double { base.progress }
  public var tabCount: Int { base.tabCount }

  public func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {
    try base.layout(environment, at: time)
  }

  public func perform(_ command: ScreenCommand, at time: Double) throws(TabMotionError) {
    try base.perform(command, at: time)
  }

  public func update(to time: Double) { base.update(to: time) }
  public func typeText(_ text: String, at time: Double) { base.typeText(text, at: time) }

  public func goBack(at time: Double) -> Bool { base.goBack(at: time) }

  public var restorableState: ScreenState? { base.restorableState }

  public func restoreState(_ state: ScreenState, at time: Double) {
    base.restoreState(state, at: time)
  }
}
