import CCairo
import CRenderSupport

/// An owned cairo ARGB32 image surface: premultiplied alpha, native-endian 32-bit pixels
/// (`0xAARRGGBB` as a `UInt32`, bytes B, G, R, A in memory on little-endian machines).
///
/// Not `Sendable`: cairo surfaces must not be drawn into from two threads at once. A surface
/// built in one task can still be handed to another with `sending` (region-based isolation),
/// which transfers ownership instead of sharing it.
public final class ImageSurface {
  /// The `cairo_surface_t *`. Only valid while `self` is alive; internal code passes it to C
  /// only inside methods of `self` or under `withExtendedLifetime`.
  let surface: OpaquePointer
  /// The width in pixels (1…32767).
  public let width: Int
  /// The height in pixels (1…32767).
  public let height: Int
  /// Bytes per row (a multiple of 4, possibly larger than `width * 4`).
  public let stride: Int
  /// The memory the pixels live in when the surface was made over a ``PixelBuffer`` (kept
  /// alive as long as the surface); nil when cairo allocated them.
  let buffer: PixelBuffer?

  /// Creates a fully transparent surface.
  public convenience init(width: Int, height: Int) throws(RenderError) {
    try Self.check(width, height)
    let bytes = Self.stride(forWidth: width) * height
    if bytes >= Self.largeSurface {
      // A sheet's or a page's raster: its pages populated in one go (see `PixelBuffer`).
      try self.init(width: width, height: height, over: PixelBuffer(byteCount: bytes))
    } else {
      try self.init(
        adopting: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
        from: "cairo_image_surface_create", width: width, height: height, buffer: nil)
    }
  }

  /// Surfaces this large (1 MB and up) get their own ``PixelBuffer``.
  static let largeSurface = 1 << 20

  /// Creates a surface over `buffer`'s memory, as it is (not cleared). Several surfaces may
  /// share one buffer — a renderer's target remade in a new shape after a rotation writes
  /// into the pages the old one already touched, instead of faulting in 12 MB of new ones.
  convenience init(width: Int, height: Int, over buffer: PixelBuffer) throws(RenderError) {
    try Self.check(width, height)
    let stride = Self.stride(forWidth: width)
    precondition(
      buffer.byteCount >= stride * height,
      "ImageSurface(width:height:over:): a \(buffer.byteCount)-byte buffer cannot hold \(width)×\(height) pixels"
    )
    try self.init(
      adopting: cairo_image_surface_create_for_data(
        buffer.bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
        Int32(height), Int32(stride)),
      from: "cairo_image_surface_create_for_data", width: width, height: height, buffer: buffer)
  }

  /// Takes over a surface cairo has just made by `call`, or throws (and destroys it) when
  /// cairo could not make it.
  private init(
    adopting created: OpaquePointer?, from call: String, width: Int, height: Int,
    buffer: PixelBuffer?
  ) throws(RenderError) {
    guard let created else { throw .cairo("\(call) returned NULL") }
    let status = cairo_surface_status(created)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(created)
      throw .cairo(status: status)
    }
    surface = created
    self.width = width
    self.height = height
    stride = Int(cairo_image_surface_get_stride(created))
    self.buffer = buffer
  }

  /// Throws unless both sides are 1…32767 pixels (cairo's limit).
  static func check(_ width: Int, _ height: Int) throws(RenderError) {
    guard (1...32767).contains(width), (1...32767).contains(height) else {
      throw .invalidSize(width: width, height: height)
    }
  }

  /// Bytes per row cairo wants for an ARGB32 surface `width` pixels wide.
  static func stride(forWidth width: Int) -> Int {
    Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
  }

  /// Loads a PNG file. Any PNG colour type is converted to premultiplied ARGB32.
  public convenience init(pngPath path: String) throws(RenderError) {
    guard let loaded = cairo_image_surface_create_from_png(path) else {
      throw .pngRead(path: path, reason: "cairo returned NULL")
    }
    // cairo owns `loaded` until it is destroyed; every exit path below destroys it.
    defer { cairo_surface_destroy(loaded) }
    let status = cairo_surface_status(loaded)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .pngRead(path: path, reason: RenderError.cairoStatusText(status))
    }
    let width = Int(cairo_image_surface_get_width(loaded))
    let height = Int(cairo_image_surface_get_height(loaded))
    try self.init(width: width, height: height)
    // Painting with OPERATOR_SOURCE converts RGB24/A8/… into ARGB32 without blending.
    guard let cr = cairo_create(surface) else {
      throw .cairo("cairo_create returned NULL")
    }
    defer { cairo_destroy(cr) }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, loaded, 0, 0)
    cairo_paint(cr)
    let drawStatus = cairo_status(cr)
    guard drawStatus == CAIRO_STATUS_SUCCESS else { throw .cairo(status: drawStatus) }
    cairo_surface_flush(surface)
  }

  deinit {
    cairo_surface_destroy(surface)
  }

  /// Runs `body` with a fresh `cairo_t *` targeting this surface.
  ///
  /// The context is destroyed when `body` returns, so it must not escape. Cairo errors that
  /// leave the context in an error state are reported as `RenderError.cairo` after `body`.
  public func withContext<R>(_ body: (OpaquePointer) throws -> R) throws -> R {
    guard let cr = cairo_create(surface) else {
      throw RenderError.cairo("cairo_create returned NULL")
    }
    defer { cairo_destroy(cr) }
    let result = try withExtendedLifetime(self) { try body(cr) }
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(status: status) }
    return result
  }

  /// Direct pixel access: `body` gets the first pixel and the row stride in pixels.
  ///
  /// Pending cairo drawing is flushed before, and cairo is told the pixels changed after, so
  /// mixing this with `withContext` is safe.
  public func withPixels<R>(
    _ body: (UnsafeMutablePointer<UInt32>, Int) throws -> R
  ) rethrows -> R {
    let pixels = pixelPointer()
    defer { markDirty() }
    return try withExtendedLifetime(self) { try body(pixels, stride / 4) }
  }

  /// Holds the pixels until as many ``releasePixels()``: flushed once now and marked dirty
  /// once at the last release, and in between direct pixel access (``withPixels(_:)``,
  /// ``pixelPointer()``, ``markDirty()``, ``flush()``) calls no cairo function. Two threads
  /// may then read the surface, or write pixels of it that the other does not touch, at once
  /// (two faces of a turning cube, a thread each). Only the holding thread may draw into it
  /// with cairo meanwhile, and only under a clip of whole pixels that no other thread writes
  /// (cairo's image surfaces write nothing outside such a clip). Call both on the holding
  /// thread, before and after the others use it.
  func holdPixels() {
    if holds == 0 { heldPixels = pixelPointer() }
    holds += 1
  }

  /// Ends one ``holdPixels()``.
  func releasePixels() {
    precondition(holds > 0, "ImageSurface.releasePixels(): the pixels are not held")
    holds -= 1
    if holds == 0 {
      heldPixels = nil
      cairo_surface_mark_dirty(surface)
    }
  }

  /// How many ``holdPixels()`` calls are not yet released, and the pixels they hold. Changed
  /// only by the thread that holds them, before and after the others read.
  private var holds = 0
  private var heldPixels: UnsafeMutablePointer<UInt32>?

  /// Flushes pending drawing and returns the pixel buffer. The pointer is valid only while
  /// `self` is alive and nobody draws with cairo concurrently.
  func pixelPointer() -> UnsafeMutablePointer<UInt32> {
    if let heldPixels { return heldPixels }
    cairo_surface_flush(surface)
    // `init` checked the surface's status: an image surface in a good state always has its
    // pixels (cairo returns NULL only for finished or failed surfaces).
    guard let data = cairo_image_surface_get_data(surface) else {
      preconditionFailure("ImageSurface: cairo lost the pixels of a \(width)×\(height) surface")
    }
    return UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
  }

  /// Tells cairo that pixels were written behind its back (after `pixelPointer()`); while the
  /// pixels are held, that is left to the end of the hold.
  func markDirty() {
    guard holds == 0 else { return }
    cairo_surface_mark_dirty(surface)
  }

  /// Finishes pending cairo drawing before the pixels are read or written directly (nothing
  /// is pending while they are held).
  func flush() {
    guard holds == 0 else { return }
    cairo_surface_flush(surface)
  }

  /// Reads one premultiplied pixel (`0xAARRGGBB`); `nil` outside the surface.
  public func pixel(x: Int, y: Int) -> UInt32? {
    guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
    return pixelPointer()[y * (stride / 4) + x]
  }

  /// True when every pixel is fully opaque (alpha 255): the surface copied over anything
  /// replaces it exactly as blending it would.
  var isOpaque: Bool { isOpaque(x0: 0, y0: 0, x1: width, y1: height) }

  /// True when every pixel of rows `y0..<y1`, columns `x0..<x1` (cut to the surface) is fully
  /// opaque.
  func isOpaque(x0: Int, y0: Int, x1: Int, y1: Int) -> Bool {
    let pixels = pixelPointer()
    let rowLength = stride / 4
    let left = max(x0, 0)
    let right = min(x1, width)
    return withExtendedLifetime(self) {
      for y in max(y0, 0)..<max(max(y0, 0), min(y1, height)) {
        var all: UInt32 = 0xFF00_0000
        let row = pixels + y * rowLength
        for x in left..<max(left, right) { all &= row[x] }
        if all & 0xFF00_0000 != 0xFF00_0000 { return false }
      }
      return true
    }
  }

  /// Fills the whole surface with a straight (not premultiplied) `0xAARRGGBB` colour.
  public func clear(to argb: UInt32) {
    fill(Self.premultiply(argb), x0: 0, y0: 0, x1: width, y1: height)
  }

  /// Turns the pixels upside down: row `y` becomes row `height − 1 − y`.
  func flipRows() {
    withPixels { pixels, stride in
      var top = 0
      var bottom = height - 1
      while top < bottom {
        let a = pixels + top * stride
        let b = pixels + bottom * stride
        for x in 0..<width { swap(&a[x], &b[x]) }
        top += 1
        bottom -= 1
      }
    }
  }

  /// Sets the pixels of rows `y0..<y1`, columns `x0..<x1` (cut to the surface) to the
  /// premultiplied `pixel`.
  func fill(_ pixel: UInt32, x0: Int, y0: Int, x1: Int, y1: Int) {
    let left = max(x0, 0)
    let right = min(x1, width)
    let top = max(y0, 0)
    let bottom = min(y1, height)
    guard left < right, top < bottom else { return }
    withPixels { pixels, stride in
      for y in top..<bottom { render_fill32(pixels + y * stride + left, pixel, right - left) }
    }
  }

  /// The clip in force in `cr`, drawing into this surface, as one whole-pixel rectangle cut
  /// to the surface, when it is one; nil otherwise.
  func clipRectangle(of cr: OpaquePointer) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
    // Cairo lists the clip in user space: read it with the identity matrix, in device pixels.
    cairo_save(cr)
    cairo_identity_matrix(cr)
    defer { cairo_restore(cr) }
    guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    let rects = list.pointee
    guard rects.status == CAIRO_STATUS_SUCCESS, rects.num_rectangles == 1,
      let r = rects.rectangles
    else { return nil }
    let c = r.pointee
    guard c.x == c.x.rounded(), c.y == c.y.rounded(), c.width == c.width.rounded(),
      c.height == c.height.rounded()
    else { return nil }
    return (
      max(0, Int(saturating: c.x)), max(0, Int(saturating: c.y)),
      min(width, Int(saturating: c.x + c.width)), min(height, Int(saturating: c.y + c.height))
    )
  }

  /// The bounding box of the clip in force in `cr`, in whole pixels, cut to the surface. Cairo
  /// reports the extents of a clip with a side off the pixel grid grown to the pixel past it
  /// (497.25 comes back as 498), so that pixel is inside this box.
  func clipExtents(of cr: OpaquePointer) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    defer { cairo_restore(cr) }
    var x0 = 0.0
    var y0 = 0.0
    var x1 = 0.0
    var y1 = 0.0
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    return (
      max(0, Int(saturating: x0.rounded(.up))), max(0, Int(saturating: y0.rounded(.up))),
      min(width, Int(saturating: x1.rounded(.down))),
      min(height, Int(saturating: y1.rounded(.down)))
    )
  }

  /// Encodes the surface as PNG bytes (cairo's encoder, zlib default level).
  public func pngData() throws(RenderError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height)
    let status = withUnsafeMutablePointer(to: &bytes) { buffer in
      cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
          closure.assumingMemoryBound(to: [UInt8].self).pointee.append(
            contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return CAIRO_STATUS_SUCCESS
        }, buffer)
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .pngWrite(path: "<memory>", reason: RenderError.cairoStatusText(status))
    }
    return bytes
  }

  /// Writes the surface to a PNG file, atomically (`FileWriter.save`), making any missing
  /// folders on the way (as `tabmotion render --out` does): on any failure the previous file at
  /// `path`, if any, is left as it was, and the error names the path that could not be made
  /// or written.
  public func writePNG(path: String) throws(RenderError) {
    try FileWriter.save(pngData(), to: path, createFolders: true)
  }

  /// Straight `0xAARRGGBB` → premultiplied, rounding like cairo does.
  static func premultiply(_ argb: UInt32) -> UInt32 {
    let alpha = argb >> 24
    if alpha == 255 { return argb }
    func scale(_ channel: UInt32) -> UInt32 {
      let product = channel * alpha + 128
      return (product + (product >> 8)) >> 8
    }
    let red = scale((argb >> 16) & 0xFF)
    let green = scale((argb >> 8) & 0xFF)
    let blue = scale(argb & 0xFF)
    return (alpha << 24) | (red << 16) | (green << 8) | blue
  }
}
