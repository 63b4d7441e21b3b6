import TabMotionCore
import TabMotionUI

/// Everything a layer's own raster depends on, at the renderer's scale: its size, corners,
/// shadow, background, border and content. Layers that look alike share one raster — the
/// cards of a menu built anew each time it opens, the same icon in every row, every card of a
/// list after a rotation changed their width — so only the first of them is drawn.
struct RasterKey: Hashable {
  var size: Size
  var cornerRadius: Double
  var shadow: Layer.Shadow?
  var background: Color
  var borderWidth: Double
  var borderColor: Color
  var content: LayerContent

  init(_ layer: Layer) {
    size = layer.bounds.size
    cornerRadius = layer.cornerRadius
    shadow = layer.shadow
    background = layer.backgroundColor.presented
    borderWidth = layer.borderWidth
    borderColor = layer.borderColor
    content = layer.content
  }
}
