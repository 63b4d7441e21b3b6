import CCairo

/// Drawing helpers for layers without perspective: cairo (pixman) does the pixel work.
package enum Compositor {
  /// Straight (not premultiplied) colour components in 0...1.
  package typealias RGBA = (r: Double, g: Double, b: Double, a: Double)
  /// Affine transform in cairo's convention: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
  package typealias Transform = (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
  /// An axis-aligned rectangle in cairo user-space units: top-left corner and size.
  package typealias DeviceRect = (x: Double, y: Double, width: Double, height: Double)

  /// The transform that leaves coordinates unchanged, `(1, 0, 0, 1, 0, 0)`.
  package static let identity: Transform = (1, 0, 0, 1, 0, 0)

  /// Draws `image` (a cached layer) into `cr` through `transform`, composited OVER with
  /// `opacity`.
  ///
  /// `clipRect` and `clipPath` are in the user space of `cr` before `transform`; `clipPath`
  /// builds a path on the context it is given (no `cairo_clip` needed) and both clips apply.
  /// Pixel-aligned blits (the full device transform is an integer translation) sample with
  /// `CAIRO_FILTER_NEAREST`, which is exact and pixman's fastest path; anything else is
  /// bilinear, or `CAIRO_FILTER_GOOD` when shrinking below half size, where bilinear aliases.
  ///
  /// `opaque` promises that every pixel of `image` has alpha 255. A pixel-aligned, fully
  /// opaque draw then copies (`CAIRO_OPERATOR_SOURCE` clipped to the image) instead of
  /// blending, which skips pixman's per-pixel OVER.
  package static func draw(
    _ image: ImageSurface, in cr: OpaquePointer, transform: Transform = identity,
    opacity: Double = 1, clipRect: DeviceRect? = nil, clipPath: ((OpaquePointer) -> Void)? = nil,
    opaque: Bool = false
  ) {
    guard opacity > 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if let clipRect {
      cairo_rectangle(cr, clipRect.x, clipRect.y, clipRect.width, clipRect.height)
      cairo_clip(cr)
    }
    if let clipPath {
      cairo_new_path(cr)
      clipPath(cr)
      cairo_clip(cr)
    }
    var matrix = cairo_matrix_t(
      xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
      x0: transform.tx, y0: transform.ty)
    cairo_transform(cr, &matrix)
    // The pattern created here holds its own reference to the surface, so cairo keeps the
    // pixels alive even if `image` is released before the context is flushed.
    cairo_set_source_surface(cr, image.surface, 0, 0)
    let filter = filter(for: cr)
    if let pattern = cairo_get_source(cr) {
      cairo_pattern_set_filter(pattern, filter)
    }
    if opaque, opacity >= 1, filter == CAIRO_FILTER_NEAREST {
      // SOURCE replaces everything inside the clip, so the clip must end at the image.
      cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
      cairo_clip(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_paint(cr)
    } else if opacity >= 1 {
      cairo_paint(cr)
    } else {
      cairo_paint_with_alpha(cr, opacity)
    }
  }

  /// Fills a rounded rectangle; `radius` is clamped to half the shorter side.
  package static func fillRoundedRect(
    in cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double,
    radius: Double, color: RGBA
  ) {
    guard width > 0, height > 0 else { return }
    let r = max(0, min(radius, width / 2, height / 2))
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + width - r, y + r, r, -.pi / 2, 0)
    cairo_arc(cr, x + width - r, y + height - r, r, 0, .pi / 2)
    cairo_arc(cr, x + r, y + height - r, r, .pi / 2, .pi)
    cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
    cairo_close_path(cr)
    fill(cr, color)
  }

  /// Fills a circle.
  package static func fillCircle(
    in cr: OpaquePointer, centerX: Double, centerY: Double, radius: Double, color: RGBA
  ) {
    guard radius > 0 else { return }
    cairo_new_sub_path(cr)
    cairo_arc(cr, centerX, centerY, radius, 0, 2 * .pi)
    fill(cr, color)
  }

  private static func fill(_ cr: OpaquePointer, _ color: RGBA) {
    cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
    cairo_fill(cr)
  }

  private static func filter(for cr: OpaquePointer) -> cairo_filter_t {
    var device = cairo_matrix_t()
    cairo_get_matrix(cr, &device)
    let translationOnly = device.xx == 1 && device.yy == 1 && device.xy == 0 && device.yx == 0
    if translationOnly, device.x0 == device.x0.rounded(), device.y0 == device.y0.rounded() {
      return CAIRO_FILTER_NEAREST
    }
    let scaleX = (device.xx * device.xx + device.yx * device.yx).squareRoot()
    let scaleY = (device.xy * device.xy + device.yy * device.yy).squareRoot()
    return min(scaleX, scaleY) < 0.5 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR
  }
}
