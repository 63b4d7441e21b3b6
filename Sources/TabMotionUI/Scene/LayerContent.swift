import TabMotionCore

/// What a layer draws inside its bounds, besides its background and border. Changing content
/// is what makes the renderer rasterise the layer again; moving or fading it is not.
public enum LayerContent: Hashable, Sendable {
  /// Nothing besides the background and border (the default).
  case none
  /// A vector path in the layer's coordinates (points), filled and/or stroked.
  case shape(Shape)
  /// Text in the layer's bounds: one line, or up to the text's `lineLimit` lines.
  case text(Text)
  /// A vector icon drawn into the bounds (a path in a unit square, scaled to fit).
  case icon(Icon)
  /// A PNG file from disk, scaled to fill the bounds.
  case image(path: String)

  /// A vector path with an optional fill and an optional stroke.
  public struct Shape: Hashable, Sendable {
    /// The path in the layer's coordinates, in points.
    public var path: Path
    /// The colour filling the path's interior; nil leaves it unfilled.
    public var fill: Color?
    /// The colour of the line along the path; nil draws no line.
    public var stroke: Color?
    /// The stroke width in points (1 by default).
    public var lineWidth: Double
    /// Creates a shape; without `fill` or `stroke` it draws nothing.
    public init(path: Path, fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1) {
      self.path = path
      self.fill = fill
      self.stroke = stroke
      self.lineWidth = lineWidth
    }
  }

  /// A string with its font, colour, alignment and line limit.
  public struct Text: Hashable, Sendable {
    /// Where the lines sit horizontally in the layer: leading edge, centre or trailing edge.
    public enum Alignment: String, Hashable, Sendable {
      /// A horizontal placement within the layer: the leading edge, the centre or the trailing
      /// edge.
      case leading, center, trailing
    }
    /// The text to draw.
    public var string: String
    /// The font the text is set in.
    public var font: Font
    /// The text colour (black by default).
    public var color: Color
    /// The horizontal placement within the layer (leading by default).
    public var alignment: Alignment
    /// Lines the text may wrap onto when it is wider than its layer; what still does not fit
    /// ends in an ellipsis (1: one line, truncated at the end, as UILabel does).
    public var lineLimit: Int
    /// Creates text content; a `lineLimit` below 1 becomes 1.
    public init(
      _ string: String, font: Font, color: Color = .black, alignment: Alignment = .leading,
      lineLimit: Int = 1
    ) {
      self.string = string
      self.font = font
      self.color = color
      self.alignment = alignment
      self.lineLimit = max(1, lineLimit)
    }
  }

  /// A glyph in a unit square, scaled to the layer's bounds and filled or stroked in one colour.
  public struct Icon: Hashable, Sendable {
    /// The glyph in a 0…1 unit square (y down).
    public var path: Path
    /// The colour the glyph is drawn in.
    public var color: Color
    /// Stroke width as a fraction of the icon size; 0 fills the path instead.
    public var strokeFraction: Double
    /// Creates an icon; a `strokeFraction` of 0 (the default) fills the path.
    public init(path: Path, color: Color, strokeFraction: Double = 0) {
      self.path = path
      self.color = color
      self.strokeFraction = strokeFraction
    }
  }
}
