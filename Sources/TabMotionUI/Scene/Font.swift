/// A font request: family, size in points, weight. The renderer resolves it (DejaVu Sans on
/// Linux), and measures text through `TextMeasuring`.
public struct Font: Hashable, Sendable {
  public enum Weight: String, Hashable, Sendable, CaseIterable {
    case regular, medium, semibold, bold
  }

  public var family: String
  public var size: Double
  public var weight: Weight

  public init(family: String = "DejaVu Sans", size: Double, weight: Weight = .regular) {
    self.family = family
    self.size = size.isFinite && size > 0 ? size : 12
    self.weight = weight
  }

  public static func system(_ size: Double, _ weight: Weight = .regular) -> Font {
    Font(size: size, weight: weight)
  }
}
