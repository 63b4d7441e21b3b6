import TabMotionCore
import TabMotionUI

/// The header over the shelves: a title and a count. It collapses under the navigation bar
/// as the episodes scroll; its colours follow the screen's appearance.
final class LibraryHeader {
  let layer = Layer()
  private let heading = Layer()
  private let count = Layer()

  init(episodeCount: Int) {
    heading.content = .text(.init("Your library", font: .system(28, .bold)))
    count.content = .text(.init("\(episodeCount) episodes on three shelves", font: .system(14)))
    layer.addChild(heading)
    layer.addChild(count)
  }

  func setColors(primary: Color, secondary: Color) {
    for (l, c) in [(heading, primary), (count, secondary)] {
      if case .text(var t) = l.content, t.color != c {
        t.color = c
        l.content = .text(t)
      }
    }
  }

  func layout(size: Size, safeArea: EdgeInsets, direction: LayoutDirection) {
    layer.setFrame(Rect(origin: .zero, size: size))
    let alignment: LayerContent.Text.Alignment = direction == .rightToLeft ? .trailing : .leading
    for l in [heading, count] {
      if case .text(var t) = l.content, t.alignment != alignment {
        t.alignment = alignment
        l.content = .text(t)
      }
    }
    let x = safeArea.left + 20
    let w = max(0, size.width - safeArea.left - safeArea.right - 40)
    heading.setFrame(Rect(x: x, y: 12, width: w, height: 36))
    count.setFrame(Rect(x: x, y: 52, width: w, height: 20))
  }
}
