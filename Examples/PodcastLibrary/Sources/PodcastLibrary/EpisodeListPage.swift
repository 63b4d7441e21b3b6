import TabMotionCore
import TabMotionUI

/// A shelf's episodes as rows: artwork, show, episode and length. A page of its own for the
/// collapsing screen, which owns the scrolling and hands the page its offset.
public final class EpisodeListPage: CollapsingPageContent {
  public let layer = Layer()
  public var safeAreaInsets = EdgeInsets.zero
  public var topInset = 0.0
  /// The rows' height; the screen adds the bottom safe area itself.
  public private(set) var contentHeight = 0.0
  /// Where the header is; the page fades its footer note as the header goes.
  public var collapsingGeometry = CollapsingGeometry()

  private let content = Layer()
  private var rows: [(row: Layer, artwork: Layer, show: Layer, title: Layer, length: Layer)] = []
  private var palette = EpisodeListPage.Palette.light

  static let rowHeight = 72.0

  /// Text and background colours of the rows, for light and dark.
  public struct Palette: Hashable, Sendable {
    public var background: Color
    public var primary: Color
    public var secondary: Color
    public static let light = Palette(
      background: .white, primary: Color(hex: 0x111827), secondary: Color(hex: 0x6B7280))
    public static let dark = Palette(
      background: .black, primary: .white, secondary: Color(hex: 0x9CA3AF))
  }

  public init(episodes: [Episode]) {
    layer.clipsToBounds = true
    layer.addChild(content)
    for episode in episodes {
      let row = Layer()
      let artwork = Layer()
      artwork.backgroundColor.set(episode.artwork)
      artwork.cornerRadius = 8
      let show = Layer()
      let title = Layer()
      let length = Layer()
      for l in [artwork, show, title, length] { row.addChild(l) }
      content.addChild(row)
      rows.append((row, artwork, show, title, length))
      show.content = .text(.init(episode.show, font: .system(13, .medium)))
      title.content = .text(.init(episode.title, font: .system(16, .semibold)))
      length.content = .text(.init("\(episode.minutes) min", font: .system(13)))
    }
    setPalette(.light)
  }

  /// Recolours the rows (the screen's light or dark appearance).
  public func setPalette(_ palette: Palette) {
    self.palette = palette
    layer.backgroundColor.set(palette.background)
    for r in rows {
      recolour(r.show, palette.secondary)
      recolour(r.title, palette.primary)
      recolour(r.length, palette.secondary)
    }
  }

  private func recolour(_ layer: Layer, _ color: Color) {
    if case .text(var t) = layer.content, t.color != color {
      t.color = color
      layer.content = .text(t)
    }
  }

  public func layout(size: Size, direction: LayoutDirection, at time: Double) {
    layer.setFrame(Rect(origin: .zero, size: size))
    content.setFrame(Rect(origin: .zero, size: size))
    let left = safeAreaInsets.left + 16
    let width = max(1, size.width - safeAreaInsets.left - safeAreaInsets.right - 32)
    let rtl = direction == .rightToLeft
    let alignment: LayerContent.Text.Alignment = rtl ? .trailing : .leading
    for (k, r) in rows.enumerated() {
      r.row.setFrame(
        Rect(
          x: left, y: topInset + Double(k) * Self.rowHeight, width: width, height: Self.rowHeight))
      let art = Rect(x: rtl ? width - 52 : 0, y: 10, width: 52, height: 52)
      r.artwork.setFrame(art)
      let textX = rtl ? 0 : 66
      let textWidth = max(0, width - 66 - 70)
      for (l, y, h) in [(r.show, 12.0, 16.0), (r.title, 30.0, 22.0)] {
        l.setFrame(Rect(x: rtl ? 70 : Double(textX), y: y, width: textWidth, height: h))
        if case .text(var t) = l.content, t.alignment != alignment {
          t.alignment = alignment
          l.content = .text(t)
        }
      }
      r.length.setFrame(Rect(x: rtl ? 0 : width - 64, y: 32, width: 64, height: 18))
    }
    contentHeight = Double(rows.count) * Self.rowHeight
  }

  public func scroll(to offset: Double) {
    content.contentOffset = Point(0, offset)
  }
}
