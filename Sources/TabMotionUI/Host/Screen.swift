import TabMotionCore

/// A screen a host can run: the SDL window, a headless session rendering PNGs and animations,
/// the script player and the trace all drive any type that conforms, your own screens
/// included.
///
/// The contract is what every host needs and nothing more: a root layer, layout with an
/// environment, updating to a time, going back, and state to keep across launches. What only
/// some screens offer is a capability the screen adopts and a host asks for with
/// ``capability(_:)``:
///
/// | Capability | What a host or script does with it |
/// |---|---|
/// | ``TabSelecting`` | reads the selected tab, selects one (a script's `select` step) |
/// | ``Paging`` | reads the pager's continuous progress (traces) |
/// | ``Refreshing`` | ends a pull-to-refresh (a script's `refreshFinish` step) |
/// | ``TextEntering`` | hands it typed text no focused field takes |
/// | ``StoryPlayback`` | reads the person and segment playing (traces) |
///
/// A screen without tabs adopts none of them.
///
/// A host runs frames in a fixed order:
///
/// ```
/// pointer events for the frame ─► script commands ─► update(to: t) ─► root.present(at: t)
///   (PointerDispatcher: hit test,                                    ─► render or trace
///    recognisers, gesture arena)
/// ```
///
/// so an event delivered before a frame is visible in that frame (zero frames of added
/// latency). Screens do not route pointer events themselves: the host's `PointerDispatcher`
/// hit-tests `root` and hands each touch to the `GestureRecognizer`s attached to the layers
/// under the finger. `layout(_:at:)` comes first, once, and again whenever the viewport, safe
/// area, direction or motion preference changes — at any moment, mid-animation included.
///
/// Lengths are points in the viewport (origin top left, y down); times are seconds on the
/// host's frame clock, never the wall clock.
public protocol Screen: AnyObject {
  /// The scene this screen draws; the host renders it filling the viewport.
  var root: Layer { get }

  /// A new viewport, safe area, direction or motion preference, at any time.
  func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError)
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
  /// The screen this one shows and answers for — a wrapper's `base`, a gallery's open demo —
  /// asked by ``capability(_:)`` for what this screen does not offer itself; nil (the
  /// default) for none.
  var presentedScreen: (any Screen)? { get }
}

extension Screen {
  public func goBack(at time: Double) -> Bool { false }
  public var restorableState: ScreenState? { nil }
  public func restoreState(_ state: ScreenState, at time: Double) {}
  public var presentedScreen: (any Screen)? { nil }

  /// This screen as `Capability` if it offers it, else the first screen down its chain of
  /// ``presentedScreen``s that does; nil when none does.
  ///
  /// ```swift
  /// if let tabs = screen.capability((any TabSelecting).self) { print(tabs.selectedIndex) }
  /// ```
  public func capability<Capability>(_ type: Capability.Type) -> Capability? {
    var next: (any Screen)? = self
    // A chain is a handful of screens deep; the bound only stops a screen that presents
    // itself from looping.
    for _ in 0..<64 {
      guard let screen = next else { return nil }
      if let found = screen as? Capability { return found }
      next = screen.presentedScreen
    }
    return nil
  }
}
