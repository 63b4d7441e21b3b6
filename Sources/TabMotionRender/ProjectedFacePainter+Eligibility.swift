import TabMotionCore
import TabMotionUI

// Which faces can be drawn by projecting their geometry, and which of a face's layers are
// filled as outlines rather than warped as rasters.
extension ProjectedFacePainter {
  /// True when every layer of the face's subtree (apart from `overlay`, its dimming) can be
  /// drawn by geometry or as a raster projected on its own, exactly as flattening would.
  static func canDraw(_ face: Layer, skipping overlay: Layer?, transform: Transform3D) -> Bool {
    // Warped rasters need the face's vertical lines to stay vertical (a turn about the
    // vertical axis): the warp maps whole pixel columns.
    let columnsStayVertical = abs(transform.m21) < 1e-9 && abs(transform.m24) < 1e-12
    return canDraw(
      face, in: .identity, kept: .everything, isRoot: true, skipping: overlay,
      rastersAllowed: columnsStayVertical)
  }

  /// What the clips above a layer keep, in face points, as far as a raster is concerned.
  private enum Kept {
    /// No clip.
    case everything
    /// At least this rectangle (a clip's inner part, within its rounded corners).
    case rect(Rect)
    /// A clip no rectangle stands for (a mask, a rotated clip): no raster may be under it.
    case unknown
  }

  /// - Parameter parent: the layer's parent's points to the face's points (2-D affine).
  private static func canDraw(
    _ layer: Layer, in parent: Transform3D, kept: Kept, isRoot: Bool, skipping overlay: Layer?,
    rastersAllowed: Bool
  ) -> Bool {
    guard !layer.isHidden, layer.opacity.presented > 0.001 else { return true }
    let local = isRoot ? Transform3D.identity : layer.transformToParent
    guard local.isAffine2D else { return false }
    let m = local.concatenating(parent)
    let upright = m.m12 == 0 && m.m21 == 0
    if LayerRasterizer.drawsSomething(layer), !drawsByGeometry(layer) {
      // A raster: its projection needs an upright rectangle that no clip cuts.
      guard rastersAllowed, upright, m.m11 != 0, m.m22 > 0 else { return false }
      let drawn = faceRect(layer.bounds.grown(by: LayerRasterizer.padding(layer)), m)
      switch kept {
      case .everything: break
      case .rect(let r): guard r.encloses(drawn) else { return false }
      case .unknown: return false
      }
    }
    var inner = kept
    if !layer.children.isEmpty {
      if layer.mask != nil {
        inner = .unknown
      } else if layer.clipsToBounds {
        if upright {
          // Rounded: only what lies inside the corners' inset is surely kept.
          let r = LayerRasterizer.cornerRadius(of: layer)
          let own = faceRect(layer.bounds.grown(by: -r), m)
          switch kept {
          case .everything: inner = .rect(own)
          case .rect(let k): inner = .rect(k.intersection(own) ?? .zero)
          case .unknown: inner = .unknown
          }
        } else {
          inner = .unknown
        }
      }
    }
    for child in layer.children where child !== overlay {
      guard
        canDraw(
          child, in: m, kept: inner, isRoot: false, skipping: nil, rastersAllowed: rastersAllowed)
      else { return false }
    }
    return true
  }

  /// True when the layer's own drawing is filled as outlines, projected: it has geometry, and
  /// is not a small rounded shape — a dot, a capsule — whose outline is mostly corners: cairo
  /// scan-converts a turned capsule of a progress bar (a sliver across a hundred pixel rows)
  /// at five times the cost of warping its small raster.
  static func drawsByGeometry(_ layer: Layer) -> Bool {
    guard hasGeometry(layer) else { return false }
    let b = layer.bounds
    let radius = LayerRasterizer.cornerRadius(of: layer)
    let mostlyCorners = radius > 0 && min(b.width, b.height) <= 4 * radius
    return !(mostlyCorners && b.width * b.height <= Self.smallShapeArea)
  }

  /// Square points up to which a rounded shape that is mostly corners is warped as a raster.
  static let smallShapeArea = 4096.0

  /// True when the layer's own drawing is outlines to fill: a background, a border, a filled
  /// path, nothing that needs a raster.
  static func hasGeometry(_ layer: Layer) -> Bool {
    guard layer.shadow == nil else { return false }
    switch layer.content {
    case .none: return true
    case .shape(let shape): return shape.stroke == nil
    case .text, .icon, .image: return false
    }
  }

  /// `rect` in a layer's points through `m` (an upright 2-D affine map) into face points.
  static func faceRect(_ rect: Rect, _ m: Transform3D) -> Rect {
    let x0 = m.m11 * rect.minX + m.m41
    let x1 = m.m11 * rect.maxX + m.m41
    let y0 = m.m22 * rect.minY + m.m42
    let y1 = m.m22 * rect.maxY + m.m42
    return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
  }
}

extension Rect {
  /// The rectangle grown by `d` on every side (shrunk for a negative `d`).
  func grown(by d: Double) -> Rect {
    Rect(x: minX - d, y: minY - d, width: width + 2 * d, height: height + 2 * d)
  }

  /// True when `other` lies inside this rectangle (edges may touch).
  func encloses(_ other: Rect) -> Bool {
    other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
  }
}

extension ProjectedFacePainter {
  /// How many of `face`'s layers, shown at `opacity`, are drawn before the first one inside a
  /// clip or a mask of the face (nil when none is; plain rectangles cut to their clip's
  /// outline do not count as inside it, ``cutsChildrenDirectly(_:)``): those need no cairo, given a whole-pixel
  /// clip — every outline is filled directly, and what has no geometry warped from its raster.
  /// `raster` is given the layers among them drawn from rasters, in drawing order, to have
  /// their rasters ready. The layers are counted as ``draw`` numbers them.
  static func directLayers(
    of face: Layer, opacity: Double, skipping overlay: Layer?,
    rasters raster: (Layer) throws -> Void
  ) rethrows -> Int? {
    var count = 0
    return try directLayers(
      face, alpha: opacity, isRoot: true, skipping: overlay, count: &count, rasters: raster)
      ? count : nil
  }

  /// Counts `layer`'s subtree into `count`; true when the count ended at a clip.
  private static func directLayers(
    _ layer: Layer, alpha parentAlpha: Double, isRoot: Bool, skipping overlay: Layer?,
    count: inout Int, rasters raster: (Layer) throws -> Void
  ) rethrows -> Bool {
    // The walk ``draw`` makes, without the transforms: the same layers shown.
    guard let (alpha, _) = enter(layer, .identity, parentAlpha, isRoot: isRoot) else {
      return false
    }
    count += 1
    if LayerRasterizer.drawsSomething(layer), !hasGeometry(layer) { try raster(layer) }
    guard !layer.children.isEmpty else { return false }
    if !isRoot, cutsChildrenDirectly(layer) {
      // Filled directly, cut to the clip's outline (as ``draw`` does with a whole-pixel clip).
      for child in layer.children where enter(child, .identity, alpha, isRoot: false) != nil {
        count += 1
      }
      return false
    }
    if layer.clipsToBounds || layer.mask != nil { return true }
    for child in layer.children where child !== overlay {
      if try directLayers(
        child, alpha: alpha, isRoot: false, skipping: nil, count: &count, rasters: raster)
      {
        return true
      }
    }
    return false
  }
}
