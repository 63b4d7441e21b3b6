import TabMotionCore
import TabMotionUI

/// Measures text with the same Pango setup the renderer draws with, so layout and pixels agree.
public struct PangoTextMeasurer: TextMeasuring {
  let renderer: TextRenderer

  public init(renderer: TextRenderer) {
    self.renderer = renderer
  }

  public func measure(_ text: String, font: Font) -> Size {
    let m = renderer.measure(
      text: text,
      font: TextRenderer.Font(
        family: font.family, size: font.size, weight: LayerRasterizer.weight(font.weight)))
    return Size(m.width, m.height)
  }
}
