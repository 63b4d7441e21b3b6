import CCairo
import TabMotionCore
import TabMotionUI

/// Draws what one layer itself shows — shadow, background, border, content — into a surface
/// at device scale. The compositor caches the result until the layer's `rasterVersion` changes.
final class LayerRasterizer {
  let text: TextRenderer
  private var images: [String: ImageSurface] = [:]
  private let shadows = ShadowPainter()
  /// False draws every shadow's outlines in full (the reference the tiles are tested against).
  var tilesShadows = true
  /// Where large rasters take their memory from when it has some ready.
  var pool: PixelBufferPool?

  init(text: TextRenderer) {
    self.text = text
  }

  /// True when the layer draws anything of its own (otherwise it is only a container).
  static func drawsSomething(_ layer: Layer) -> Bool {
    // Only a layer with an area draws: a width or height below zero would be drawn mirrored
    // by cairo, outside what the frame's damage and occlusion take the layer to cover, and a
    // raster of a layer with none is a transparent pixel wide, cutting a shape's path to a
    // sliver.
    guard layer.bounds.width > 0, layer.bounds.height > 0 else { return false }
    if layer.backgroundColor.presented.alpha > 0 { return true }
    if layer.borderWidth > 0 && layer.borderColor.alpha > 0 { return true }
    if case .none = layer.content { return false }
    return true
  }

  /// True when the layer draws only a square-cornered background colour (no content,
  /// border or shadow): the compositor fills it directly instead of caching a raster.
  static func isPlainRectangle(_ layer: Layer) -> Bool {
    guard case .none = layer.content else { return false }
    return layer.cornerRadius == 0 && layer.shadow == nil
      && (layer.borderWidth == 0 || layer.borderColor.alpha == 0)
      && layer.backgroundColor.presented.alpha > 0
  }

  /// True when the layer draws only a background colour with rounded corners (no content,
  /// border or shadow): a pixel-aligned one is filled in place too, so a pill whose colour or
  /// size changes every frame is not rasterised every frame.
  static func isPlainRoundedRectangle(_ layer: Layer) -> Bool {
    guard case .none = layer.content else { return false }
    return layer.cornerRadius > 0 && layer.shadow == nil
      && (layer.borderWidth == 0 || layer.borderColor.alpha == 0)
      && layer.backgroundColor.presented.alpha > 0
  }

  /// True when the layer draws only a background, rounded or not, with a shadow: a card.
  static func isPlainShadowedBody(_ layer: Layer) -> Bool {
    guard case .none = layer.content else { return false }
    return layer.shadow != nil && (layer.borderWidth == 0 || layer.borderColor.alpha == 0)
  }

  /// True when the layer draws only a shape (no background, border or shadow): a
  /// pixel-aligned one is drawn in place, so a path that changes every frame (the curved bar's
  /// dip) is not rasterised every frame.
  static func isBareShape(_ layer: Layer) -> Bool {
    guard case .shape = layer.content else { return false }
    return layer.backgroundColor.presented.alpha == 0 && layer.shadow == nil
      && (layer.borderWidth == 0 || layer.borderColor.alpha == 0)
  }

  /// Draws a shape's fill and stroke into `cr` in the layer's coordinates — the one way
  /// shapes are drawn, into a raster or in place.
  static func drawShape(_ shape: LayerContent.Shape, in cr: OpaquePointer, alpha: Double = 1) {
    addPath(shape.path, cr)
    if let fill = shape.fill {
      cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha * alpha)
      if shape.stroke != nil { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
    }
    if let stroke = shape.stroke {
      cairo_set_source_rgba(cr, stroke.red, stroke.green, stroke.blue, stroke.alpha * alpha)
      cairo_set_line_width(cr, shape.lineWidth)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      cairo_stroke(cr)
    }
    cairo_new_path(cr)
  }

  /// True when the compositor draws the layer without a raster of its own wherever it is
  /// pixel-aligned (as nearly every layer is): plain and rounded backgrounds, bare shapes, and
  /// bare text (from the shared text rasters). Preparing a raster for it would be wasted.
  static func isDrawnInPlace(_ layer: Layer) -> Bool {
    isPlainRectangle(layer) || isPlainRoundedRectangle(layer) || isBareShape(layer)
      || isBareText(layer)
  }

  /// True when the layer shows only text (no background, border or shadow): the compositor
  /// can then draw it from a raster of the text alone, shared by every layer showing it.
  static func isBareText(_ layer: Layer) -> Bool {
    guard case .text = layer.content else { return false }
    return layer.backgroundColor.presented.alpha == 0 && layer.shadow == nil
      && (layer.borderWidth == 0 || layer.borderColor.alpha == 0)
  }

  /// Extra points around the bounds that a shadow needs.
  static func padding(_ layer: Layer) -> Double {
    guard let s = layer.shadow else { return 0 }
    return s.radius + max(abs(s.offset.x), abs(s.offset.y))
  }

  /// The padding in whole device pixels (rounded up): the layer's origin sits on a pixel
  /// corner of its raster, as it does on screen once snapped. (A padding of 7.5 points at 3×
  /// put it half a pixel off, and the layer's edges were drawn blurred half a pixel aside.)
  static func devicePadding(_ layer: Layer, scale: Double) -> Double {
    (padding(layer) * scale).rounded(.up)
  }

  /// For a layer that draws only a shape, the device-pixel rectangle of its raster (from the
  /// layer's origin) that the shape can touch — its path's bounds grown by half the stroke and
  /// two pixels for antialiasing, within the layer — when that is clearly smaller than the
  /// whole layer: a hill across the bottom of a page need not be a page-sized raster.
  static func shapeRegion(_ layer: Layer, scale: Double) -> (x: Int, y: Int, w: Int, h: Int)? {
    guard case .shape(let shape) = layer.content, layer.backgroundColor.presented.alpha == 0,
      layer.shadow == nil, layer.borderWidth == 0 || layer.borderColor.alpha == 0
    else { return nil }
    let b = layer.bounds
    let fullW = max(1, Int(saturating: (b.width * scale).rounded(.up)))
    let fullH = max(1, Int(saturating: (b.height * scale).rounded(.up)))
    let p = shape.path.bounds
    let grow = (shape.stroke != nil ? shape.lineWidth / 2 : 0) * scale + 2
    let x0 = max(0, Int(saturating: (p.minX * scale - grow).rounded(.down)))
    let y0 = max(0, Int(saturating: (p.minY * scale - grow).rounded(.down)))
    let x1 = min(fullW, Int(saturating: (p.maxX * scale + grow).rounded(.up)))
    let y1 = min(fullH, Int(saturating: (p.maxY * scale + grow).rounded(.up)))
    let w = max(1, x1 - x0)
    let h = max(1, y1 - y0)
    // In floating point: a layer wide enough to saturate the pixel counts must not trap here.
    guard Double(w) * Double(h) * 10 < Double(fullW) * Double(fullH) * 9 else { return nil }
    return (min(x0, fullW - 1), min(y0, fullH - 1), w, h)
  }

  /// The device pixels of a bare text layer (layer coordinates × scale) that its text can
  /// reach: its layout box grown by the room the text rasters leave for ink beyond it (a third
  /// of the font size), across the layer's whole height; nil when that is most of the layer
  /// anyway (a wrapped text, a text as wide as its layer), as for `shapeRegion`.
  func textRegion(_ layer: Layer, scale: Double) -> (x: Int, y: Int, w: Int, h: Int)? {
    guard case .text(let t) = layer.content, Self.isBareText(layer) else { return nil }
    let b = layer.bounds
    let fullW = max(1, Int(saturating: (b.width * scale).rounded(.up)))
    let fullH = max(1, Int(saturating: (b.height * scale).rounded(.up)))
    let placement = TextPlacement(t, in: b, measuring: text)
    let grow = (t.font.size * scale / 3).rounded(.up) + 1
    let x0 = max(0, Int(saturating: (placement.origin.x * scale - grow).rounded(.down)))
    let x1 = min(
      fullW,
      Int(saturating: ((placement.origin.x + placement.size.width) * scale + grow).rounded(.up)))
    let w = max(1, x1 - x0)
    guard Double(w) * 10 < Double(fullW) * 9 else { return nil }
    return (min(x0, fullW - 1), 0, w, fullH)
  }

  /// Rasterises `layer` at `scale` into the smallest surface that holds what it draws, and
  /// where that surface's corner goes, in device pixels from the layer's origin: the shape's
  /// region (`shapeRegion`), the text's (`textRegion`), or the whole layer grown by its
  /// padding.
  func rasterizeRegion(_ layer: Layer, scale: Double) throws -> (ImageSurface, Point) {
    guard let r = Self.shapeRegion(layer, scale: scale) ?? textRegion(layer, scale: scale) else {
      let pad = Self.devicePadding(layer, scale: scale)
      return (try rasterize(layer, scale: scale), Point(-pad, -pad))
    }
    let surface = try makeSurface(width: min(r.w, 16_384), height: min(r.h, 16_384))
    try surface.withContext { cr in
      // The same device grid as a whole-layer raster, shifted by whole pixels.
      cairo_translate(cr, -Double(r.x), -Double(r.y))
      cairo_scale(cr, scale, scale)
      try draw(layer, in: cr, shadowDone: false)
    }
    return (surface, Point(Double(r.x), Double(r.y)))
  }

  /// Rasterises `layer` at `scale`; the layer's origin is at (``devicePadding(_:scale:)``,
  /// ``devicePadding(_:scale:)``) pixels of the surface.
  func rasterize(_ layer: Layer, scale: Double) throws -> ImageSurface {
    let b = layer.bounds
    let pad = Self.devicePadding(layer, scale: scale)
    let w = max(1, Int(saturating: (b.width * scale + 2 * pad).rounded(.up)))
    let h = max(1, Int(saturating: (b.height * scale + 2 * pad).rounded(.up)))
    let surface = try makeSurface(width: min(w, 16_384), height: min(h, 16_384))
    var shadowDone = false
    if tilesShadows, let shadow = layer.shadow, layer.backgroundColor.presented.alpha > 0 {
      shadowDone = try shadows.paint(
        body: b, cornerRadius: Self.cornerRadius(of: layer), shadow: shadow, scale: scale,
        origin: Point(pad / scale, pad / scale), into: surface)
    }
    try surface.withContext { cr in
      cairo_translate(cr, pad, pad)
      cairo_scale(cr, scale, scale)
      try draw(layer, in: cr, shadowDone: shadowDone)
    }
    return surface
  }

  /// A transparent surface for a raster, over the pool's spare when it is large enough to be
  /// worth one (from ``ImageSurface/largeSurface``) and the spare fits.
  private func makeSurface(width: Int, height: Int) throws -> ImageSurface {
    try ImageSurface.check(width, height)
    let bytes = ImageSurface.stride(forWidth: width) * height
    if bytes >= ImageSurface.largeSurface, let buffer = pool?.take(byteCount: bytes) {
      return try ImageSurface(width: width, height: height, over: buffer)
    }
    return try ImageSurface(width: width, height: height)
  }

  /// The corner radius as drawn: at most half the shorter side.
  static func cornerRadius(of layer: Layer) -> Double {
    min(layer.cornerRadius, min(layer.bounds.width, layer.bounds.height) / 2)
  }

  private func draw(_ layer: Layer, in cr: OpaquePointer, shadowDone: Bool) throws {
    let b = layer.bounds
    let radius = Self.cornerRadius(of: layer)
    if !shadowDone, let shadow = layer.shadow, layer.backgroundColor.presented.alpha > 0 {
      ShadowPainter.drawOutlines(body: b, cornerRadius: radius, shadow: shadow, in: cr)
    }
    let bg = layer.backgroundColor.presented
    if bg.alpha > 0 {
      addPath(radius > 0 ? .roundedRect(b, radius: radius) : .rect(b), cr)
      setColor(bg, cr)
      cairo_fill(cr)
    }
    switch layer.content {
    case .none: break
    case .shape(let shape):
      Self.drawShape(shape, in: cr)
    case .text(let t):
      let placement = TextPlacement(t, in: b, measuring: text)
      placement.draw(t, at: placement.origin, with: text, in: cr)
    case .icon(let icon):
      let side = min(b.width, b.height)
      cairo_save(cr)
      cairo_translate(cr, (b.width - side) / 2, (b.height - side) / 2)
      cairo_scale(cr, side, side)
      addPath(icon.path, cr)
      cairo_restore(cr)
      setColor(icon.color, cr)
      if icon.strokeFraction > 0 {
        cairo_set_line_width(cr, icon.strokeFraction * side)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_stroke(cr)
      } else {
        cairo_fill(cr)
      }
    case .image(let path):
      let image = try loadImage(path)
      cairo_save(cr)
      cairo_scale(cr, b.width / Double(image.width), b.height / Double(image.height))
      withExtendedLifetime(image) {
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_paint(cr)
      }
      cairo_restore(cr)
    }
    if layer.borderWidth > 0 && layer.borderColor.alpha > 0 {
      let inset = layer.borderWidth / 2
      let r = b.inset(by: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
      addPath(radius > 0 ? .roundedRect(r, radius: max(0, radius - inset)) : .rect(r), cr)
      setColor(layer.borderColor, cr)
      cairo_set_line_width(cr, layer.borderWidth)
      cairo_stroke(cr)
    }
  }

  private func loadImage(_ path: String) throws -> ImageSurface {
    if let cached = images[path] { return cached }
    let image = try ImageSurface(pngPath: path)
    images[path] = image
    return image
  }

}

/// Appends a TabMotion path to the cairo context's current path (quadratics elevated to cubics,
/// since cairo has none).
func addPath(_ path: Path, _ cr: OpaquePointer) {
  var last = Point.zero
  var start = Point.zero
  for e in path.elements {
    switch e {
    case .move(let p):
      cairo_move_to(cr, p.x, p.y)
      last = p
      start = p
    case .line(let p):
      cairo_line_to(cr, p.x, p.y)
      last = p
    case .quad(let c, let p):
      let c1 = last + (c - last) * (2.0 / 3.0)
      let c2 = p + (c - p) * (2.0 / 3.0)
      cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      last = p
    case .cubic(let c1, let c2, let p):
      cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      last = p
    case .close:
      cairo_close_path(cr)
      last = start
    }
  }
}

func setColor(_ c: Color, _ cr: OpaquePointer) {
  cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
}
