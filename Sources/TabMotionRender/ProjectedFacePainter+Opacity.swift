import TabMotionUI

// Whether a turned face hides what lies under it: asked by the occlusion plan, which then
// leaves out what the face covers (a window background behind two turned cube faces).
extension ProjectedFacePainter {
  /// True when `face`, turned in 3-D, paints every pixel of its bounds opaquely: it is an
  /// opaque plain colour filling them, or the first layer it draws is — reached through
  /// layers that only hold it (a pager's slot holding a screen's root holding the page): each
  /// shown whole, at full opacity, exactly over its parent's bounds, and cutting nothing off
  /// it (no mask, no rounded clip). The face's own drawing and the layers drawn after the
  /// fill lie over it, so they cannot leave a pixel of it uncovered.
  static func paintsWholeFace(_ face: Layer) -> Bool {
    var layer = face
    // A face is a few layers deep; the bound only keeps a malformed tree from looping long.
    for _ in 0..<Self.opaqueSearchDepth {
      if LayerRasterizer.isPlainRectangle(layer), layer.backgroundColor.presented.alpha >= 1 {
        return true
      }
      guard layer.mask == nil, !layer.clipsToBounds || layer.cornerRadius == 0,
        let first = layer.children.first, !first.isHidden, first.opacity.presented >= 1,
        first.transformToParent == .identity, first.bounds == layer.bounds
      else { return false }
      layer = first
    }
    return false
  }

  /// How many layers deep ``paintsWholeFace(_:)`` looks for the fill.
  static let opaqueSearchDepth = 4
}
