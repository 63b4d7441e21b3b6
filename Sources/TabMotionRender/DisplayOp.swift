import TabMotionCore
import TabMotionUI

/// How one layer's own drawing is done, decided once per frame when the display list is built
/// and read by every pass after it: the compositor's ladder of fast paths, in the order it
/// tries them.
enum DisplayOp: Equatable {
  /// Draws nothing of its own: only a container of its children.
  case container
  /// A plain colour thinner than a device pixel, drawn as the whole device pixels `rect`
  /// (device coordinates) holding its centre.
  case hairline(Rect)
  /// A plain square-cornered colour, filled in place (cut around later occluders).
  case fill
  /// A plain rounded colour, upright and pixel-aligned, filled in place.
  case roundedFill
  /// A bare shape, upright and pixel-aligned, filled and stroked in place.
  case shape
  /// A bare text, upright and pixel-aligned, drawn from the shared text rasters.
  case text
  /// The layer's raster copied over what is under it (every pixel of it is opaque).
  case opaqueRaster
  /// A card: an opaque background with a shadow; only its rim is blended from its raster,
  /// the middle (three device rectangles from its origin) is filled.
  case card(across: Rect, above: Rect, below: Rect)
  /// The layer's raster blended at the item's opacity.
  case raster
  /// A layer turned in 3-D with its subtree: projected by geometry, or flattened and warped.
  case face

  /// Classifies a layer seen through `m` (device pixels, snapped when `pixelAligned`) at
  /// `opacity` (its own times its ancestors').
  static func classify(
    _ layer: Layer, _ m: Transform3D, exactOrigin: Point, pixelAligned: Bool, opacity: Double,
    scale: Double
  ) -> DisplayOp {
    guard LayerRasterizer.drawsSomething(layer) else { return .container }
    if LayerRasterizer.isPlainRectangle(layer) {
      if pixelAligned,
        let line = SceneRenderer.hairline(layer.bounds, origin: exactOrigin, scale: scale)
      {
        return .hairline(line)
      }
      return .fill
    }
    if pixelAligned, LayerRasterizer.isPlainRoundedRectangle(layer) { return .roundedFill }
    if pixelAligned, case .shape(let shape) = layer.content, LayerRasterizer.isBareShape(layer),
      // Faded, a fill and a stroke over it must blend as one group: that is the raster's job.
      opacity >= 1 || shape.fill == nil || shape.stroke == nil
    {
      return .shape
    }
    if pixelAligned, case .text = layer.content, LayerRasterizer.isBareText(layer) {
      return .text
    }
    if opacity >= 1 && pixelAligned && SceneRenderer.isOpaque(layer, scale: scale) {
      return .opaqueRaster
    }
    if opacity >= 1 && pixelAligned, LayerRasterizer.isPlainShadowedBody(layer),
      let inside = SceneRenderer.opaqueCross(of: layer, scale: scale)
    {
      return .card(across: inside.across, above: inside.above, below: inside.below)
    }
    return .raster
  }

  /// A number per case, payloads aside (for hashing what a subtree looks like).
  var kind: Int {
    switch self {
    case .container: 0
    case .hairline: 1
    case .fill: 2
    case .roundedFill: 3
    case .shape: 4
    case .text: 5
    case .opaqueRaster: 6
    case .card: 7
    case .raster: 8
    case .face: 9
    }
  }

  /// The layer's own drawing paints something.
  var drawsOwn: Bool { self != .container && self != .face }

  /// A plain colour fill, which can be cut to what later occluders leave.
  var fillsPlainly: Bool {
    if case .hairline = self { return true }
    return self == .fill
  }
}
