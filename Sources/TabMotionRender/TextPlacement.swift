import TabMotionCore
import TabMotionUI

/// Where a text layer's text goes in its bounds: one line placed by its alignment and centred
/// vertically, or — when it is wider than the layer — wrapped at the layer's width onto at
/// most `lineLimit` lines, the last ellipsised. Points, layer coordinates.
struct TextPlacement {
  var font: Font
  /// The layout box's top-left corner.
  var origin: Point
  /// The layout box's logical size.
  var size: Size
  /// The width lines wrap at; nil for one unwrapped line.
  var wrapWidth: Double?
  var alignment: TextRenderer.Alignment

  init(_ t: LayerContent.Text, in b: Rect, measuring text: TextRenderer) {
    font = t.font
    switch t.alignment {
    case .leading: alignment = .left
    case .center: alignment = .center
    case .trailing: alignment = .right
    }
    let m = text.measure(text: t.string, font: font)
    // Half a point of slack: a layer sized to the measured width must not wrap by rounding.
    if m.width > b.width + 0.5 {
      let wrapped = text.measure(
        text: t.string, font: font, maxWidth: b.width, lineLimit: t.lineLimit)
      wrapWidth = b.width
      size = Size(b.width, wrapped.height)
      origin = Point(0, (b.height - wrapped.height) / 2)
    } else {
      wrapWidth = nil
      size = Size(m.width, m.height)
      let x: Double
      switch t.alignment {
      case .leading: x = 0
      case .center: x = (b.width - m.width) / 2
      case .trailing: x = b.width - m.width
      }
      origin = Point(x, (b.height - m.height) / 2)
    }
  }

  /// Draws `t` with its layout box at `at` (user-space points of `cr`).
  func draw(_ t: LayerContent.Text, at p: Point, with text: TextRenderer, in cr: OpaquePointer) {
    let c = t.color
    if let wrapWidth {
      text.draw(
        text: t.string, font: font, color: (c.red, c.green, c.blue, c.alpha), x: p.x, y: p.y,
        maxWidth: wrapWidth, alignment: alignment, lineLimit: t.lineLimit, in: cr)
    } else {
      text.draw(
        text: t.string, font: font, color: (c.red, c.green, c.blue, c.alpha), x: p.x, y: p.y,
        in: cr)
    }
  }
}
