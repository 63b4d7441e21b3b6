import TabMotionCore

/// How tab badges look, in points: colours, font, sizes, the largest count shown in full and
/// how badges come and go.
public struct TabBadgeAppearance: Hashable, Sendable {
  /// The badge's fill (red `#f4212e` by default).
  public var color: Color
  /// The badge's text (white by default).
  public var textColor: Color
  /// The font of counts and texts (11 pt bold by default).
  public var font: Font
  /// Height of a badge with text; its corners are fully rounded (18 by default).
  public var height: Double
  /// Space each side of the text (5 by default).
  public var padding: Double
  /// The side of a dot badge (8 by default).
  public var dotSize: Double
  /// The largest count shown as it is; larger ones read "99+" (99 by default).
  public var maximumCount: Int
  /// Seconds a badge takes to appear or go (0.25 by default; reduced motion fades in 0.2).
  public var duration: Double

  /// Creates an appearance; every value has a default, together a red pill with white text.
  public init(
    color: Color = Color(hex: 0xF4212E), textColor: Color = .white,
    font: Font = .system(11, .bold), height: Double = 18, padding: Double = 5,
    dotSize: Double = 8, maximumCount: Int = 99, duration: Double = 0.25
  ) {
    self.color = color
    self.textColor = textColor
    self.font = font
    self.height = height
    self.padding = padding
    self.dotSize = dotSize
    self.maximumCount = max(1, maximumCount)
    self.duration = duration.isFinite ? max(0, duration) : 0.25
  }
}
