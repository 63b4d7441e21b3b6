import CCairo
import CPangoCairo
import TabMotionUI

/// Pango text layout and drawing with fixed, machine-independent font options: grayscale
/// antialiasing, no hinting, unhinted metrics, unrounded glyph positions and 72 dpi (1 pt is
/// 1 user-space unit). Unhinted metrics make sizes scale linearly, so a measurement at scale 1
/// matches what is drawn into a context scaled by 3.
///
/// Not `Sendable`: Pango layouts and contexts are not thread-safe; use one renderer per thread.
public final class TextRenderer {
  /// How the lines of a paragraph sit within the layout width.
  public enum Alignment: Hashable, Sendable {
    /// A line alignment within the layout width: flush left, centred, or flush right.
    case left, center, right

    var pangoAlignment: PangoAlignment {
      switch self {
      case .left: PANGO_ALIGN_LEFT
      case .center: PANGO_ALIGN_CENTER
      case .right: PANGO_ALIGN_RIGHT
      }
    }
  }

  /// Logical size of a layout; `baseline` is the distance from the top of the layout box to
  /// the first line's baseline.
  public typealias Metrics = (width: Double, height: Double, baseline: Double)

  /// What the layout currently holds, so unchanged properties are not re-set (every Pango
  /// setter invalidates the shaped lines).
  private struct LayoutState: Equatable {
    var font: Font
    var text: String
    var width: Int32
    var alignment: Alignment
    /// Lines allowed before the last is ellipsised; 0 for no limit.
    var lines: Int32
  }

  private struct MeasureKey: Hashable {
    var text: String
    var font: Font
    var maxWidth: Double?
    var lineLimit: Int?
  }

  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let fontOptions: OpaquePointer
  /// Measuring uses its own context with an identity matrix so that drawing into scaled cairo
  /// contexts (which updates the draw context's matrix) never changes measurements.
  private let measureContext: OpaquePointer
  private let measureLayout: OpaquePointer
  private let drawContext: OpaquePointer
  private let drawLayout: OpaquePointer
  private var measureState: LayoutState?
  private var drawState: LayoutState?
  private var descriptions: [Font: OpaquePointer] = [:]
  private var measureCache: [MeasureKey: Metrics] = [:]
  /// Fonts drawn, or found for drawing (``findFonts(_:forDrawingAt:)``), at least once. The
  /// first text drawn in a font pays for Pango finding it (fontconfig's substitution and
  /// sorting), many times what a later text in it costs.
  private var drawnFonts: Set<Font> = []
  private static let measureCacheLimit = 1024

  /// Creates a renderer with its own Pango font map and fixed font options; throws
  /// ``RenderError/cairo(_:)`` when Pango or cairo cannot create them.
  public init() throws(RenderError) {
    guard let map = pango_cairo_font_map_new() else {
      throw .cairo("pango_cairo_font_map_new returned NULL")
    }
    let fontMap = UnsafeMutablePointer<PangoFontMap>(OpaquePointer(map))
    guard let options = cairo_font_options_create() else {
      g_object_unref(map)
      throw .cairo("cairo_font_options_create returned NULL")
    }
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)

    func makeContext() -> (OpaquePointer, OpaquePointer)? {
      guard let context = pango_font_map_create_context(fontMap) else { return nil }
      pango_cairo_context_set_resolution(context, 72)
      pango_cairo_context_set_font_options(context, options)
      pango_context_set_round_glyph_positions(context, 0)
      guard let layout = pango_layout_new(context) else {
        g_object_unref(UnsafeMutableRawPointer(context))
        return nil
      }
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      return (context, layout)
    }
    guard let measure = makeContext() else {
      cairo_font_options_destroy(options)
      g_object_unref(map)
      throw .cairo("could not create a Pango context")
    }
    guard let draw = makeContext() else {
      g_object_unref(UnsafeMutableRawPointer(measure.1))
      g_object_unref(UnsafeMutableRawPointer(measure.0))
      cairo_font_options_destroy(options)
      g_object_unref(map)
      throw .cairo("could not create a Pango context")
    }
    self.fontMap = fontMap
    fontOptions = options
    (measureContext, measureLayout) = measure
    (drawContext, drawLayout) = draw
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(drawLayout))
    g_object_unref(UnsafeMutableRawPointer(measureLayout))
    g_object_unref(UnsafeMutableRawPointer(drawContext))
    g_object_unref(UnsafeMutableRawPointer(measureContext))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
    for description in descriptions.values {
      pango_font_description_free(description)
    }
    cairo_font_options_destroy(fontOptions)
  }

  /// How many fonts have been drawn in: it grows by one when a text pays for its font.
  var drawnFontCount: Int { drawnFonts.count }

  /// Finds each of `fonts` no text has been drawn in yet, for drawing into a context scaled by
  /// `scale`: Pango's search for a font, a millisecond or two of fontconfig's substitution and
  /// sorting, is paid now, at a moment the caller chooses, instead of by the first frame that
  /// draws a text in it (a menu's heading, shown by a tap). Returns how many it found.
  @discardableResult
  func findFonts(_ fonts: Set<Font>, forDrawingAt scale: Double) -> Int {
    let missing = fonts.subtracting(drawnFonts)
    guard !missing.isEmpty, scale.isFinite, scale > 0,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
    else { return 0 }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return 0 }
    defer { cairo_destroy(cr) }
    // Pango keys the fonts it found by the draw context's matrix too: the frames' texts are
    // drawn at this scale, and find these.
    cairo_scale(cr, scale, scale)
    pango_cairo_update_context(cr, drawContext)
    for font in missing {
      // Measured (a centred text is placed by its width) and drawn: each context finds its
      // own, and drawing makes cairo's font at that size as well.
      let state = LayoutState(font: font, text: "Ag", width: -1, alignment: .left, lines: 0)
      apply(state, to: measureLayout, current: &measureState)
      var logical = PangoRectangle()
      pango_layout_get_extents(measureLayout, nil, &logical)
      apply(state, to: drawLayout, current: &drawState)
      pango_cairo_show_layout(cr, drawLayout)
      drawnFonts.insert(font)
    }
    return missing.count
  }

  /// The logical size of `text` laid out with `font`, wrapped at `maxWidth` if given; with a
  /// `lineLimit` as well, at most that many lines, the last one ellipsised.
  public func measure(
    text: String, font: Font, maxWidth: Double? = nil, lineLimit: Int? = nil
  ) -> Metrics {
    let key = MeasureKey(text: text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
    if let cached = measureCache[key] { return cached }
    let state = LayoutState(
      font: font, text: text, width: Self.pangoWidth(maxWidth), alignment: .left,
      lines: Self.pangoLines(lineLimit, maxWidth))
    apply(state, to: measureLayout, current: &measureState)
    let metrics = Self.metrics(of: measureLayout)
    if measureCache.count >= Self.measureCacheLimit {
      measureCache.removeAll(keepingCapacity: true)
    }
    measureCache[key] = metrics
    return metrics
  }

  /// Draws `text` with its layout box's top-left corner at (`x`, `y`) in the user space of
  /// `cr`. With `maxWidth`, lines wrap and are aligned inside `x ... x + maxWidth`; without
  /// it, `x` is the left edge, centre or right edge of the text for the given `alignment`.
  /// A `lineLimit` (with `maxWidth`) ends the last allowed line in an ellipsis.
  /// Colour components are straight (not premultiplied) in 0...1.
  public func draw(
    text: String, font: Font, color: (r: Double, g: Double, b: Double, a: Double),
    x: Double, y: Double, maxWidth: Double? = nil, alignment: Alignment = .left,
    lineLimit: Int? = nil, in cr: OpaquePointer
  ) {
    var originX = x
    if maxWidth == nil, alignment != .left {
      let width = measure(text: text, font: font).width
      originX -= alignment == .center ? width / 2 : width
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // Picks up the context's transformation; the font options set on the Pango context take
    // precedence over whatever the target surface suggests.
    pango_cairo_update_context(cr, drawContext)
    let state = LayoutState(
      font: font, text: text, width: Self.pangoWidth(maxWidth),
      alignment: maxWidth == nil ? .left : alignment, lines: Self.pangoLines(lineLimit, maxWidth))
    apply(state, to: drawLayout, current: &drawState)
    drawnFonts.insert(font)
    cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
    cairo_move_to(cr, originX, y)
    pango_cairo_show_layout(cr, drawLayout)
  }

  private func apply(_ state: LayoutState, to layout: OpaquePointer, current: inout LayoutState?) {
    if current?.font != state.font {
      pango_layout_set_font_description(layout, description(for: state.font))
    }
    if current?.text != state.text {
      pango_layout_set_text(layout, state.text, -1)
    }
    if current?.width != state.width {
      pango_layout_set_width(layout, state.width)
    }
    if current?.alignment != state.alignment {
      pango_layout_set_alignment(layout, state.alignment.pangoAlignment)
    }
    if current?.lines != state.lines {
      // Pango's negative height is a line count (−1 is also its unlimited default, which only
      // ellipsises when asked to).
      pango_layout_set_height(layout, state.lines == 0 ? -1 : -state.lines)
      pango_layout_set_ellipsize(
        layout, state.lines == 0 ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
    }
    current = state
  }

  private func description(for font: Font) -> OpaquePointer? {
    if let cached = descriptions[font] { return cached }
    guard let description = pango_font_description_new() else { return nil }
    pango_font_description_set_family(description, font.family)
    pango_font_description_set_size(description, Self.pangoUnits(font.size))
    pango_font_description_set_weight(description, font.weight.pangoWeight)
    descriptions[font] = description
    return description
  }

  private static func metrics(of layout: OpaquePointer) -> Metrics {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    return (
      width: Double(logical.width) / scale,
      height: Double(logical.height) / scale,
      baseline: Double(pango_layout_get_baseline(layout)) / scale
    )
  }

  private static func pangoWidth(_ maxWidth: Double?) -> Int32 {
    guard let maxWidth, maxWidth > 0 else { return -1 }
    return pangoUnits(maxWidth)
  }

  /// The line limit for a layout, 0 (none) without one or without a width to wrap at.
  private static func pangoLines(_ lineLimit: Int?, _ maxWidth: Double?) -> Int32 {
    guard let lineLimit, maxWidth != nil else { return 0 }
    return Int32(min(max(1, lineLimit), 1000))
  }

  private static func pangoUnits(_ value: Double) -> Int32 {
    let scaled = (value * Double(PANGO_SCALE)).rounded()
    return Int32(saturating: max(0, min(scaled, Double(Int32.max))))
  }
}

extension Font.Weight {
  /// Pango's weight for this one: normal (400), medium (500), semibold (600) or bold (700).
  var pangoWeight: PangoWeight {
    switch self {
    case .regular: PANGO_WEIGHT_NORMAL
    case .medium: PANGO_WEIGHT_MEDIUM
    case .semibold: PANGO_WEIGHT_SEMIBOLD
    case .bold: PANGO_WEIGHT_BOLD
    }
  }
}
