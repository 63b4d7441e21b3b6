import TabMotionCore

/// Measures text for layout. The renderer implements it with Pango so layout and pixels agree;
/// `EstimatedTextMeasurer` is a dependency-free stand-in for model-only use.
public protocol TextMeasuring {
  /// The size in points of `text` set in `font` on one line.
  func measure(_ text: String, font: Font) -> Size
}

/// A deterministic approximation (0.6 em per character, 1.2 em line height) for running
/// components without a renderer, e.g. in model tests.
public struct EstimatedTextMeasurer: TextMeasuring {
  /// Creates the measurer; it has no state.
  public init() {}
  /// Returns 0.6 × `font.size` per character wide and 1.2 × `font.size` tall, in points.
  public func measure(_ text: String, font: Font) -> Size {
    Size(Double(text.count) * font.size * 0.6, font.size * 1.2)
  }
}
