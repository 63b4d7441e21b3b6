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

  /// The names a script's top-level `"options"` may set for this demo, each documented with
  /// the demo (none by default).
  static var optionNames: [String] { get }

  init(environment: ScreenEnvironment) throws(TabMotionError)

  /// The demo's own navigation bar at the top of its screen, if it has one. The gallery puts
  /// its back item on it (so a demo opened from the list shows one bar, its own); a demo
  /// without one (nil, the default) is shown under a bar of the gallery's.
  var navigationBar: NavigationBar? { get }

  /// True while the demo shows something over its screen — a sheet, a menu screen — that
  /// back closes first (false by default). The gallery's back swipe does not start then.
  var isPresentingOnTop: Bool { get }

  /// Builds the demo with a script's switches; hosts check the names with
  /// ``ScriptOptions/check(allowed:for:)`` first. Demos without options build as
  /// `init(environment:)` does.
  init(environment: ScreenEnvironment, options: ScriptOptions) throws(TabMotionError)
}

extension Demo {
  public static var optionNames: [String] { [] }

  public var navigationBar: NavigationBar? { nil }

  public var isPresentingOnTop: Bool { false }

  public init(environment: ScreenEnvironment, options: ScriptOptions) throws(TabMotionError) {
    try self.init(environment: environment)
  }

  /// Checks a script's options against ``optionNames`` (an unknown one is an error naming it)
  /// and builds the demo with them.
  public static func make(
    environment: ScreenEnvironment, options: ScriptOptions
  ) throws(TabMotionError) -> Self {
    try options.check(allowed: optionNames, for: name)
    return try Self(environment: environment, options: options)
  }
}
