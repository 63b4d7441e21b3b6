import TabMotionCore
import TabMotionUI

/// A page of its own: recipe cards in a grid (two columns in portrait, more when wider),
/// scrolled by the collapsing screen. Only what a `CollapsingPageContent` needs: a layer,
/// a layout, the top inset the screen keeps for its header and tabs, the content height and
/// `scroll(to:)`.
public final class CardGridPage: CollapsingPageContent {
  public let layer = Layer()
  public var safeAreaInsets = EdgeInsets.zero
  public var topInset = 0.0
  public private(set) var contentHeight = 0.0

  private let content = Layer()
  private let cards: [Layer]
  private var size = Size(1, 1)

  static let spacing = 12.0
  static let cardHeight = 150.0

  public init(recipes: [Recipe]) {
    layer.clipsToBounds = true
    layer.addChild(content)
    cards = recipes.map { recipe in
      let card = Layer()
      card.backgroundColor.set(recipe.colour)
      card.cornerRadius = 14
      let name = Layer()
      name.content = .text(.init(recipe.name, font: .system(17, .bold), color: .white))
      let time = Layer()
      time.content = .text(
        .init("\(recipe.minutes) min", font: .system(13), color: Color.white.withAlpha(0.85)))
      card.addChild(name)
      card.addChild(time)
      return card
    }
    for card in cards { content.addChild(card) }
  }

  public func layout(size: Size, direction: LayoutDirection, at time: Double) {
    self.size = size
    layer.setFrame(Rect(origin: .zero, size: size))
    let s = Self.spacing
    let left = safeAreaInsets.left + s
    let width = max(1, size.width - safeAreaInsets.left - safeAreaInsets.right - 2 * s)
    let columns = max(2, Int(width / 180))
    let cardWidth = (width - Double(columns - 1) * s) / Double(columns)
    for (k, card) in cards.enumerated() {
      var column = k % columns
      if direction == .rightToLeft { column = columns - 1 - column }
      let row = k / columns
      card.setFrame(
        Rect(
          x: left + Double(column) * (cardWidth + s),
          y: topInset + s + Double(row) * (Self.cardHeight + s), width: cardWidth,
          height: Self.cardHeight))
      card.children[0].setFrame(
        Rect(x: 14, y: Self.cardHeight - 52, width: cardWidth - 28, height: 24))
      card.children[1].setFrame(
        Rect(x: 14, y: Self.cardHeight - 28, width: cardWidth - 28, height: 18))
    }
    let rows = (cards.count + columns - 1) / columns
    contentHeight = s + Double(rows) * (Self.cardHeight + s)
    content.setFrame(Rect(origin: .zero, size: size))
  }

  public func scroll(to offset: Double) {
    content.contentOffset = Point(0, offset)
  }
}
