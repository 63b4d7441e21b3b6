import TabMotionCore
import TabMotionUI

/// A gallery entry: a screen with a command-line name, a one-line summary and a default
/// script that shows off its interaction. Demos are ordinary users of TabMotionUI's public
/// API; the CLI and the gallery list them through `DemoRegistry`.
public protocol Demo: Screen {
  /// The demo's command-line name (`scroll`, `cube`, …).
  static var name: String { get }
  /// A one-line description for the gallery.
  static var summary: String { get }
  /// The interaction the demo shows off when run without a script.
  static var defaultScript: GestureScript { get }

  init(environment: ScreenEnvironment) throws(TabMotionError)
}
