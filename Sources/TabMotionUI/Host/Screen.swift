import TabMotionCore

/// A screen a host can run: the SDL window, a headless session rendering PNGs and animations,
/// the script player and the trace all drive any type that conforms, your own screens
/// included.
///
/// A host runs frames in a fixed order:
///
/// ```
/// pointer events for the frame ─► perform(script commands) ─► update(to: t) ─► root.present(at: t)
///   (PointerDispatcher: hit test,                                              ─► render or trace
///    recognisers, gesture arena)
/// ```
///
/// so an event delivered before a frame is visible in that frame (zero frames of added
/// latency). Screens do not route pointer events themselves: the host's `PointerDispatcher`
/// hit-tests `root` and hands each touch to the `GestureRecognizer`s attached to the layers
/// under the finger. `layout(_:at:)` comes first, once, and again whenever the viewport, safe area,
/// direction or motion preference changes — at any moment, mid-animation included.
///
/// Lengths are points in the viewport (origin top left, y down); times are seconds on the
/// host's frame clock, never the wall clock.
public protocol Screen: AnyObject {
  /// The scene this screen draws; the host renders it filling the viewport.
  var root: Layer { get }
  /// The settled selected tab, reported as `selected` in traces (0 without tabs).
  var selectedIndex: Int { get }
  /// The pager's continuous position, reported as `progress` in traces (0 without pages).
  var progress: Double { get }
  /// How many tabs `ScreenCommand.select` accepts (0: the screen has no tabs). Hosts check
  /// scripted commands against it before the first frame.
  var tabCount: Int { get }

  /// A new viewport, safe area, direction or motion preference, at any time.
  func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError)
  /// A command from a script or the host. Indices were checked against `tabCount`.
  func perform(_ command: ScreenCommand, at time: Double) throws(TabMotionError)
  /// Text typed into the screen's focused text field (a script's `type` step, as a keyboard
  /// would type it); screens without one ignore it.
  func typeText(_ text: String, at time: Double)
  /// Advances every model to `time` and writes the scene's layers.
  func update(to time: Double)
  /// The host's "back" (Escape in the window): close the topmost thing the screen shows — a
  /// sheet, a menu, a pushed page. Returns false when there is nothing to close, so the host
  /// may close the screen itself.
  func goBack(at time: Double) -> Bool
  /// The selected tab and the pages' scroll offsets worth keeping across launches; nil for a
  /// screen with nothing to keep (the default).
  var restorableState: ScreenState? { get }
  /// Restores a saved state without animation: the tab by id (else the index, clamped into
  /// the tabs), each page's offset by tab id, clamped into its content. Called after the
  /// first `layout`, before the first frame or at any time after.
  func restoreState(_ state: ScreenState, at time: Double)
}

extension Screen {
  public var selectedIndex: Int { 0 }
  public var progress: Double { 0 }
  public var tabCount: Int { 0 }
  public func perform(_ command: ScreenCommand, at time: Double) throws(TabMotionError) {}
  public func goBack(at time: Double) -> Bool { false }
  public func typeText(_ text: String, at time: Double) {}
  public var restorableState: ScreenState? { nil }
  public func restoreState(_ state: ScreenState, at time: Double) {}
}
