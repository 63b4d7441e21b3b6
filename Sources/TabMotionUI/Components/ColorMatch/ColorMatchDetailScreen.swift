import TabMotionCore

/// The plain screen a circle-menu item presents when the data source supplies none: the
/// item's colour, its icon (white, 112 pt) and title, and a hint that a tap goes back.
final class ColorMatchDetailScreen {
  let layer = Layer(name: "detail")
  private let icon = Layer()
  private let title = Layer()
  private let hint = Layer()

  init(title text: String, icon glyph: TabIcon, tint: Color) {
    layer.backgroundColor.set(tint)
    icon.content = glyph.content(.white)
    title.content = .text(
      .init(text, font: .system(30, .bold), color: .white, alignment: .center))
    hint.content = .text(
      .init(
        "Tap anywhere to go back", font: .system(15), color: Color.white.withAlpha(0.85),
        alignment: .center))
    layer.addChild(icon)
    layer.addChild(title)
    layer.addChild(hint)
  }

  /// Centres the content in `size` (points); called on every layout (rotation included).
  func layout(size: Size) {
    let side = 112.0
    let cy = size.height / 2 - 30
    icon.setFrame(
      Rect(x: (size.width - side) / 2, y: cy - side / 2 - 20, width: side, height: side))
    title.setFrame(Rect(x: 0, y: cy + side / 2, width: size.width, height: 40))
    hint.setFrame(Rect(x: 0, y: cy + side / 2 + 44, width: size.width, height: 22))
  }
}
