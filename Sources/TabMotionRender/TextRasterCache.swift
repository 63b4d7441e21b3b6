import CCairo
import TabMotionCore
import TabMotionUI

/// Rasters of text alone, tight around the text and shared by every layer that shows the same
/// text the same way. A rotation or a resize changes layers' sizes, not their text: keyed by
/// what is drawn (text, wrap width, and where it falls within a device pixel) rather than by
/// the layer, these rasters survive it, and no label is drawn again.
///
/// The key keeps the text's sub-pixel phase (in 1/256 px), so a label drawn from here has
/// exactly the pixels it would have had drawn into its layer's own raster.
final class TextRasterCache {
  struct Key: Hashable {
    var text: LayerContent.Text
    var wrapWidth: Double?
    var phaseX: Int
    var phaseY: Int
  }

  struct Entry {
    var surface: ImageSurface
    /// Device pixels between the surface's corner and the layout box's pixel corner.
    var pad: Int
    var lastUsed: Int
  }

  private var entries: [Key: Entry] = [:]
  let scale: Double
  let text: TextRenderer

  init(scale: Double, text: TextRenderer) {
    self.scale = scale
    self.text = text
  }

  /// The raster for `t` placed by `placement` with the layout box's corner `phase` (0…255
  /// 256ths) into a device pixel; `created` tells whether it had to be drawn.
  func raster(
    for t: LayerContent.Text, placement: TextPlacement, phaseX: Int, phaseY: Int,
    generation: Int
  ) throws -> (entry: Entry, created: Bool) {
    let key = Key(text: t, wrapWidth: placement.wrapWidth, phaseX: phaseX, phaseY: phaseY)
    if var entry = entries[key] {
      entry.lastUsed = generation
      entries[key] = entry
      return (entry, false)
    }
    // Room for ink outside the logical box (overhangs, accents): a third of the font size.
    let pad = Int(saturating: (placement.font.size * scale / 3).rounded(.up)) + 1
    let fx = Double(phaseX) / 256
    let fy = Double(phaseY) / 256
    let w = Int(saturating: (placement.size.width * scale + fx).rounded(.up)) + 2 * pad
    let h = Int(saturating: (placement.size.height * scale + fy).rounded(.up)) + 2 * pad
    let surface = try ImageSurface(width: min(max(1, w), 16_384), height: min(max(1, h), 16_384))
    try surface.withContext { cr in
      cairo_translate(cr, Double(pad) + fx, Double(pad) + fy)
      cairo_scale(cr, scale, scale)
      placement.draw(t, at: .zero, with: text, in: cr)
    }
    let entry = Entry(surface: surface, pad: pad, lastUsed: generation)
    entries[key] = entry
    return (entry, true)
  }

  /// Drops rasters no layer has drawn for `age` frames.
  func evict(before generation: Int) {
    entries = entries.filter { $0.value.lastUsed >= generation }
  }
}
