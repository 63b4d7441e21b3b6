import TabMotionCore

/// What marks a tab bar's selection: write one to give a bar a look of your own. The four
/// built-in styles (`TabIndicatorStyle`: arrow, curve, pill, underline) are indicators like
/// any other.
///
/// ```
///  bar layer ─┬─ .behindBar indicators (the curve's body and floating circle)
///             ├─ hairline
///             ├─ track (clips, scrolls) ─┬─ .underItems indicators
///             │                          ├─ item.0 … item.N−1
///             │                          └─ .overItems indicators (the pill, the underline)
///             └─ .overBar indicators (the arrow, standing above the bar's top edge)
/// ```
///
/// The bar owns the indicator's `layer`, placed where `placement` says, and calls:
/// - `configure(_:)` when attached and whenever the items or the appearance change;
/// - `selectionDidChange(to:animated:context:)` when a tap, `select` or restoration commits a
///   selection;
/// - `update(_:)` every frame, with the bar's continuous progress in items (1.37 is 37 % of
///   the way from item 1 to item 2) — animated by the bar's `tapAnimation` after a tap,
///   following the pager's progress while the user swipes — and the items' frames. An
///   indicator places its layers from these alone: nothing else of the bar is visible to it.
///
/// A custom indicator must not allocate in `update` if its bar is to stay allocation-free.
public protocol TabIndicator: AnyObject {
  /// The indicator's root layer; the bar adds it (once) where `placement` says.
  var layer: Layer { get }
  /// Where the bar puts `layer`.
  var placement: TabIndicatorPlacement { get }
  /// A layer (usually `layer`, in the track) inside which the bar draws every item's
  /// selected look, clipped to it — so whatever part of a tab it covers looks selected, as
  /// ColorMatch's pill does. Use with the `.expanding` item look. nil (the default): the bar
  /// lights the selected item itself.
  var selectedLookHost: Layer? { get }
  /// True when the indicator draws the bar's background itself (the curve's dipping edge):
  /// the bar then paints no background or top hairline of its own.
  var drawsBarBackground: Bool { get }
  /// A rectangle in scene points outside the bar where a tap counts as a tap on the selected
  /// item (the curve's floating circle), if any.
  var hitFrame: Rect? { get }

  /// The bar's items, appearance and trace names, when attached and after every change.
  func configure(_ configuration: TabIndicatorConfiguration)
  /// A selection was committed: animated (a tap, `select`) or at once (restoration, new items).
  func selectionDidChange(to index: Int, animated: Bool, context: TabIndicatorContext)
  /// Per frame: place the layers for `context`. `context.hasMoved` is false when neither the
  /// progress, the layout nor the track offset changed, so an indicator at rest can return.
  func update(_ context: inout TabIndicatorContext)
  /// True while the indicator animates on its own (beyond what the progress does).
  func isAnimating(at time: Double) -> Bool
  /// Extra fields the bar's trace node reports (e.g. the curve's `dipX`), with the bar's
  /// scene origin to report positions in scene points.
  func barTraceFields(origin: Point) -> [(String, TraceValue)]
}

extension TabIndicator {
  public var selectedLookHost: Layer? { nil }
  public var drawsBarBackground: Bool { false }
  public var hitFrame: Rect? { nil }
  public func configure(_ configuration: TabIndicatorConfiguration) {}
  public func selectionDidChange(to index: Int, animated: Bool, context: TabIndicatorContext) {}
  public func isAnimating(at time: Double) -> Bool { false }
  public func barTraceFields(origin: Point) -> [(String, TraceValue)] { [] }
}
