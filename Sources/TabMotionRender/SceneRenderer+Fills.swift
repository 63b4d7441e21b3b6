import CCairo
import TabMotionCore
import TabMotionUI

// Plain colours filled in place: square fills cut to what occluders leave, rounded fills by the
// exact-area scan converter, hairlines as whole device pixels.
extension SceneRenderer {
  /// Fills the pieces `kept` of an opaque plain rectangle straight into `surface` when they
  /// and the rectangle are whole pixels and the clip is one rectangle: cairo would clip to the
  /// pieces as a region and fill them a pixel row of a piece at a time (around two turned cube
  /// faces, eight columns each, that cost more than the pixels). False when it cannot.
  func fillsDirectly(
    _ kept: Range<Int>, of layer: Layer, _ m: Transform3D, _ color: PremultipliedColor?,
    cr: OpaquePointer, into surface: ImageSurface
  ) -> Bool {
    guard let color, color.isOpaque, m.m12 == 0, m.m21 == 0 else { return false }
    let b = layer.bounds
    let xs = (m.m11 * b.minX + m.m41, m.m11 * b.maxX + m.m41)
    let ys = (m.m22 * b.minY + m.m42, m.m22 * b.maxY + m.m42)
    let box = (x0: min(xs.0, xs.1), y0: min(ys.0, ys.1), x1: max(xs.0, xs.1), y1: max(ys.0, ys.1))
    guard box.x0 == box.x0.rounded(), box.y0 == box.y0.rounded(), box.x1 == box.x1.rounded(),
      box.y1 == box.y1.rounded()
    else { return false }
    guard let clip = surface.clipRectangle(of: cr) else { return false }
    let x0 = max(clip.x0, Int(saturating: box.x0))
    let y0 = max(clip.y0, Int(saturating: box.y0))
    let x1 = min(clip.x1, Int(saturating: box.x1))
    let y1 = min(clip.y1, Int(saturating: box.y1))
    for k in kept {
      let piece = occlusion.pieces[k]
      surface.fill(
        color.pixel, x0: max(x0, Int(saturating: piece.x0)), y0: max(y0, Int(saturating: piece.y0)),
        x1: min(x1, Int(saturating: piece.x1)), y1: min(y1, Int(saturating: piece.y1)))
    }
    return true
  }

  /// Fills `outline` (a layer's points, `m` an upright device transform) with the exact-area
  /// scan converter straight into `surface`, when the clip in force is one whole-pixel
  /// rectangle, or one rectangle (`rectangular`: the layer's ancestors clip only along upright
  /// rectangles) with a side off the pixel grid, whose extents — in whole pixels, as cairo
  /// reports them — hold the outline; false otherwise (cairo fills it then). Cairo's scan converter samples fifteen times over every pixel row
  /// a curve crosses: a page of rounded icons and pills filled that way was a fifth of a
  /// sliding colour-match page. The two give a curve's pixels a few levels apart, so the
  /// choice must not hang on a clip edge the outline does not touch: a frame redrawn in part,
  /// whose clip leaves that edge out, would fill it the other way.
  func fillsInPlace(
    _ outline: Path, _ m: Transform3D, _ color: (Double, Double, Double, Double),
    rectangular: Bool, cr: OpaquePointer, into surface: ImageSurface
  ) -> Bool {
    guard m.m12 == 0, m.m21 == 0 else { return false }
    var clip = surface.clipRectangle(of: cr)
    if clip == nil, rectangular {
      let extents = surface.clipExtents(of: cr)
      let whole = OcclusionPlan.Box(
        x0: Double(extents.x0), y0: Double(extents.y0), x1: Double(extents.x1),
        y1: Double(extents.y1))
      if whole.contains(OcclusionPlan.Box(outline.bounds, m)) { clip = extents }
    }
    guard let clip else { return false }
    let fill = inPlaceFill
    outline.flatten(tolerance: ProjectedFacePainter.flatness / max(abs(m.m11), abs(m.m22), 1e-9)) {
      step in
      switch step {
      case .move(let p): fill.move(to: m.m11 * p.x + m.m41, m.m22 * p.y + m.m42)
      case .line(let p): fill.line(to: m.m11 * p.x + m.m41, m.m22 * p.y + m.m42)
      case .close: fill.close()
      }
    }
    fill.fill(color, into: surface, clip: clip)
    return true
  }

  /// The device-pixel rectangle a hairline is drawn as, or nil when `bounds` is at least a
  /// device pixel thick both ways. A side thinner than a pixel becomes exactly one pixel: the
  /// one holding the line's centre, measured from the layer's unsnapped device origin
  /// `origin`. Its parent is already snapped to whole pixels, so the line keeps its place
  /// inside the parent (a row's separator stays on the row's last pixel row) however the
  /// parent's own fractional offset rounds. The other side is snapped like a snapped layer's
  /// edges (`origin` rounded plus the length).
  static func hairline(_ bounds: Rect, origin: Point, scale: Double) -> Rect? {
    let w = bounds.width * scale
    let h = bounds.height * scale
    guard w > 0, h > 0, w < 1 || h < 1 else { return nil }
    func side(_ start: Double, _ length: Double, _ exactOrigin: Double) -> (Double, Double) {
      guard length < 1 else { return (exactOrigin.pixelSnapped + start * scale, length) }
      return ((exactOrigin + start * scale + length / 2).rounded(.down), 1)
    }
    let (x, width) = side(bounds.minX, w, origin.x)
    let (y, height) = side(bounds.minY, h, origin.y)
    return Rect(x: x, y: y, width: width, height: height)
  }
}
