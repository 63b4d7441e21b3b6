import TabMotionCore
import TabMotionUI

/// Measures text with the same Pango setup the renderer draws with, so layout and pixels agree.
public struct PangoTextMeasurer: TextMeasuring {
  let renderer: TextRenderer

  /// Creates a measurer that lays text out with `renderer` (and its measurement cache).
  public init(renderer: TextRenderer) {
    self.renderer = renderer
  }

  /// Returns the logical size of `text` set in `font` with no width limit, in points.
  public func measure(_ text: String, font: Font) -> Size {
    let m = renderer.measure(text: text, font: font)
    return Size(m.width, m.height)
  }
}
