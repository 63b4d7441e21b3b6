import TabMotionCore

/// The value types a `CircleMenu` is configured with and reports: its items, style, events,
/// and phases, and the "+" glyph of its button.
extension CircleMenu {
  /// One menu entry.
  public struct Item: Hashable, Sendable {
    /// Spoken label and the name a screen shows for it.
    public var title: String
    /// The icon drawn inside the item (a unit-square path, see `LayerContent.Icon`).
    public var icon: LayerContent.Icon
    /// The item's colour: its ring and pressed tint, or its whole disc (`Style.itemColor` nil).
    public var tint: Color

    /// Creates an entry from its title, icon and tint.
    public init(title: String, icon: LayerContent.Icon, tint: Color) {
      self.title = title
      self.icon = icon
      self.tint = tint
    }
  }

  /// Appearance and timing; the defaults are the original design's numbers.
  public struct Style: Hashable, Sendable {
    /// Seconds for a full open or close (0.5).
    public var duration = 0.5
    /// Seconds for the reduced-motion cross-fade (≤ 0.2).
    public var reducedMotionDuration = 0.2
    /// The glyph's rotation when fully open, degrees (135, "+" becomes "×").
    public var rotationDegrees = 135.0
    /// The items leave the button fast and settle gently, so they are nearly in place by the
    /// time the dropping icons (a spring) arrive.
    public var curve = TimingCurve.easeOut
    /// The round button's fill (`#f0506e`, a pink red, by default).
    public var buttonColor = Color(hex: 0xF0506E)
    /// The colour of the button's "+" glyph (white by default).
    public var glyphColor = Color.white
    /// One colour for every item's disc (white: a ring and an icon in the item's tint show
    /// it); nil draws each disc filled with its own `tint`, as ColorMatch's menu does.
    public var itemColor: Color? = Color.white
    /// Ring width around each item in its `tint`, points.
    public var ringWidth = 2.0
    /// Drawn over the screen while the menu is open.
    public var scrimColor = Color(hex: 0xF7F8FA, alpha: 0.92)
    /// Icon side as a fraction of the item size.
    public var iconFraction = 0.52

    /// Creates the original design's style; change single properties afterwards.
    public init() {}
  }

  /// What a touch on the menu did (`onEvent`).
  public enum Event: Hashable, Sendable {
    /// The menu started opening.
    case opened
    /// The menu started closing (button, outside tap, or `close`).
    case closed
    /// Item `index` was tapped; the menu also started closing.
    case selected(Int)
  }

  /// Where the menu is in its cycle.
  public enum Phase: Hashable, Sendable {
    /// A point of the open–close cycle: `closed` (only the button shows), `opening`, `open`
    /// (every item in place) or `closing`.
    case closed, opening, open, closing
  }

  /// A "+" in the unit square (two crossing bars, 0.16 thick, 0.56 long), filled; rotated by
  /// 135° it reads as "×".
  public static let plusGlyph: Path = {
    let a = 0.42
    let b = 0.58
    let lo = 0.22
    let hi = 0.78
    var p = Path()
    p.move(to: Point(a, lo))
    p.line(to: Point(b, lo))
    p.line(to: Point(b, a))
    p.line(to: Point(hi, a))
    p.line(to: Point(hi, b))
    p.line(to: Point(b, b))
    p.line(to: Point(b, hi))
    p.line(to: Point(a, hi))
    p.line(to: Point(a, b))
    p.line(to: Point(lo, b))
    p.line(to: Point(lo, a))
    p.line(to: Point(a, a))
    p.close()
    return p
  }()
}
