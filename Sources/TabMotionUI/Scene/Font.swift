/// A font request: family, size in points, weight. The renderer resolves it (DejaVu Sans on
/// Linux), and measures text through `TextMeasuring`.
public struct Font: Hashable, Sendable {
  /// How heavy the strokes are, from regular to bold.
  public enum Weight: String, Hashable, Sendable, CaseIterable {
    /// A stroke weight, lightest to heaviest: regular (400), medium (500), semibold (600) or bold
    /// (700).
    case regular, medium, semibold, bold
  }

  /// The font family name ("DejaVu Sans" by default), resolved by the renderer.
  public var family: String
  /// The size in points; always finite and positive.
  public var size: Double
  /// The stroke weight (regular by default).
  public var weight: Weight

  /// Creates a font request; a size that is not finite and positive becomes 12 points.
  public init(family: String = "DejaVu Sans", size: Double, weight: Weight = .regular) {
    self.family = family
    self.size = size.isFinite && size > 0 ? size : 12
    self.weight = weight
  }

  /// The default family ("DejaVu Sans") at `size` points and `weight` (regular by default).
  public static func system(_ size: Double, _ weight: Weight = .regular) -> Font {
    Font(size: size, weight: weight)
  }
}
