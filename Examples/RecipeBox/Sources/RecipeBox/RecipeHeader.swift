import TabMotionCore
import TabMotionUI

/// The header over the cards: a greeting and a count, on the app's warm colour. It collapses
/// under the navigation bar as the cards scroll.
final class RecipeHeader {
  let layer = Layer()
  private let greeting = Layer()
  private let count = Layer()

  init(recipeCount: Int) {
    layer.backgroundColor.set(Color(hex: 0xFFF3E6))
    greeting.content = .text(.init("What's cooking?", font: .system(28, .bold)))
    count.content = .text(
      .init("\(recipeCount) recipes", font: .system(14), color: Color(hex: 0x8A6A4F)))
    layer.addChild(greeting)
    layer.addChild(count)
  }

  func layout(size: Size, safeArea: EdgeInsets, direction: LayoutDirection) {
    layer.setFrame(Rect(origin: .zero, size: size))
    let alignment: LayerContent.Text.Alignment = direction == .rightToLeft ? .trailing : .leading
    for l in [greeting, count] {
      if case .text(var t) = l.content, t.alignment != alignment {
        t.alignment = alignment
        l.content = .text(t)
      }
    }
    let x = safeArea.left + 20
    let w = max(0, size.width - safeArea.left - safeArea.right - 40)
    greeting.setFrame(Rect(x: x, y: 12, width: w, height: 36))
    count.setFrame(Rect(x: x, y: 52, width: w, height: 20))
  }
}
