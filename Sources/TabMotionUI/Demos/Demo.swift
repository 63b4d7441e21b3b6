import TabMotionCore

/// A runnable, scriptable screen: a scene root driven by pointer events and time.
///
/// The frame order is fixed: pointer events for the frame → `perform` script commands →
/// `update(to:)` advances models and writes layer properties → the scene presents at that time
/// → render or trace. So an event delivered before a frame is visible in that frame.
public protocol Demo: AnyObject {
  /// The demo's command-line name (`scroll`, `cube`, …).
  static var name: String { get }
  /// A one-line description for the gallery.
  static var summary: String { get }
  /// The interaction the demo shows off when run without a script.
  static var defaultScript: GestureScript { get }

  init(environment: DemoEnvironment) throws(TabMotionError)

  var root: Layer { get }
  /// The settled selected tab (0 for demos without tabs).
  var selectedIndex: Int { get }
  /// The pager's continuous position (0 for demos without pages).
  var progress: Double { get }

  /// A pointer event (positions in viewport points).
  func handle(_ event: PointerEvent)
  /// A script command: select a tab, finish a refresh.
  func perform(_ command: DemoCommand, at time: Double) throws(TabMotionError)
  /// A new viewport / safe area / direction, at any time, mid-animation included.
  func layout(_ environment: DemoEnvironment, at time: Double) throws(TabMotionError)
  /// Advances every model to `time` and writes the scene.
  func update(to time: Double)
}

/// Script commands other than pointer input.
public enum DemoCommand: Hashable, Sendable {
  case select(Int)
  case refreshFinish
}
