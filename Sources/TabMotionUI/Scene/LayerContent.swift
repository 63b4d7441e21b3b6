import TabMotionCore

/// What a layer draws inside its bounds, besides its background and border. Changing content
/// is what makes the renderer rasterise the layer again; moving or fading it is not.
public enum LayerContent: Hashable, Sendable {
  case none
  /// A vector path in the layer's coordinates (points), filled and/or stroked.
  case shape(Shape)
  /// A single line of text.
  case text(Text)
  /// A vector icon drawn into the bounds (a path in a unit square, scaled to fit).
  case icon(Icon)
  /// A PNG file from disk, scaled to fill the bounds.
  case image(path: String)

  public struct Shape: Hashable, Sendable {
    public var path: Path
    public var fill: Color?
    public var stroke: Color?
    public var lineWidth: Double
    public init(path: Path, fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1) {
      self.path = path
      self.fill = fill
      self.stroke = stroke
      self.lineWidth = lineWidth
    }
  }

  public struct Text: Hashable, Sendable {
    public enum Alignment: String, Hashable, Sendable { case leading, center, trailing }
    public var string: String
    public var font: Font
    public var color: Color
    public var alignment: Alignment
    /// Lines the text may wrap onto when it is wider than its layer; what still does not fit
    /// ends in an ellipsis (1: one line, truncated at the end, as UILabel does).
    public var lineLimit: Int
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

  public struct Icon: Hashable, Sendable {
    /// The glyph in a 0…1 unit square (y down).
    public var path: Path
    public var color: Color
    /// Stroke width as a fraction of the icon size; 0 fills the path instead.
    public var strokeFraction: Double
    public init(path: Path, color: Color, strokeFraction: Double = 0) {
      self.path = path
      self.color = color
      self.strokeFraction = strokeFraction
    }
  }
}
