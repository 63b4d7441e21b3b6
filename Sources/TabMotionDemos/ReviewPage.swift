import TabMotionCore
import TabMotionUI

/// A ColorMatch demo page: a column of review cards for one category, generated from the
/// category and card index alone (the same content on every run). Each card has an avatar
/// in the category's colour with its icon, a title, a subtitle and a star rating.
final class ReviewPage: PageContent {
  let layer = Layer()
  var safeAreaInsets = EdgeInsets.zero
  private var cards: [Card] = []
  private let tint: Color
  private var texts: [(title: String, subtitle: String, stars: String)] = []
  /// The direction the texts are aligned for (nil before the first layout).
  private var alignedRTL: Bool?

  private struct Card {
    let layer = Layer()
    let avatar = Layer()
    let icon = Layer()
    let title = Layer()
    let subtitle = Layer()
    let stars = Layer()
  }

  /// Card height and gap, points.
  static let cardHeight = 84.0
  static let gap = 12.0
  static let cardCount = 8

  init(category: Int, title: String, icon: TabIcon, tint: Color) {
    self.tint = tint
    layer.clipsToBounds = true
    layer.backgroundColor.set(Color(hex: 0xF3F5F9))
    for k in 0..<Self.cardCount {
      let c = Card()
      c.layer.backgroundColor.set(.white)
      c.layer.cornerRadius = 14
      c.layer.shadow = Layer.Shadow(
        color: Color.black.withAlpha(0.06), offset: Point(0, 1), radius: 4)
      c.avatar.backgroundColor.set(tint.withAlpha(0.15))
      c.avatar.cornerRadius = 24
      c.icon.content = icon.content(tint)
      texts.append(ReviewPage.text(category: category, title: title, card: k))
      c.avatar.addChild(c.icon)
      for l in [c.avatar, c.title, c.subtitle, c.stars] { c.layer.addChild(l) }
      layer.addChild(c.layer)
      cards.append(c)
    }
  }

  /// The card's words: a deterministic mix of names, places and ratings.
  static func text(
    category: Int, title: String, card k: Int
  ) -> (
    title: String, subtitle: String, stars: String
  ) {
    let names = ["Aurora", "Basil", "Cedar", "Delta", "Ember", "Fjord", "Grove", "Harbor"]
    let kinds = ["Headphones", "Café", "Review", "Friend"]
    let kind = kinds[category % kinds.count]
    let name = names[(k * 3 + category) % names.count]
    let rating = 5 - (k * 7 + category * 3) % 3
    let reviews = 12 + (k * 37 + category * 11) % 240
    let stars = String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating)
    return ("\(name) \(kind)", "\(title) · \(reviews) reviews", stars)
  }

  /// Sets the card texts aligned for the direction: text towards the avatar, stars away.
  private func alignTexts(isRightToLeft rtl: Bool) {
    guard alignedRTL != rtl else { return }
    alignedRTL = rtl
    let near: LayerContent.Text.Alignment = rtl ? .trailing : .leading
    let far: LayerContent.Text.Alignment = rtl ? .leading : .trailing
    for (c, text) in zip(cards, texts) {
      c.title.content = .text(
        .init(
          text.title, font: .system(16, .semibold), color: Color(hex: 0x1F2430), alignment: near))
      c.subtitle.content = .text(
        .init(text.subtitle, font: .system(13), color: Color(hex: 0x7A8394), alignment: near))
      c.stars.content = .text(
        .init(text.stars, font: .system(13, .semibold), color: tint, alignment: far))
    }
  }

  func layout(size: Size, direction: LayoutDirection, at time: Double) {
    let margin = 16.0
    // Cards are centred in the safe area; the page's colour still fills the page.
    let band = max(0, size.width - safeAreaInsets.left - safeAreaInsets.right)
    let w = max(0, min(band - 2 * margin, 560))
    let x = safeAreaInsets.left + (band - w) / 2
    let rtl = direction == .rightToLeft
    alignTexts(isRightToLeft: rtl)
    for (k, c) in cards.enumerated() {
      let y = margin + Double(k) * (Self.cardHeight + Self.gap)
      c.layer.setFrame(Rect(x: x, y: y, width: w, height: Self.cardHeight))
      let avatarX: Double = rtl ? w - 14 - 48 : 14
      c.avatar.setFrame(Rect(x: avatarX, y: 18, width: 48, height: 48))
      c.icon.setFrame(Rect(x: 12, y: 12, width: 24, height: 24))
      // The text column sits between the avatar and the stars, mirrored in right-to-left.
      let textX: Double = rtl ? 14 + 80 : 76
      let textW = max(0, w - 76 - 14 - 80)
      c.title.setFrame(Rect(x: textX, y: 20, width: textW, height: 22))
      c.subtitle.setFrame(Rect(x: textX, y: 44, width: textW, height: 18))
      let starsX: Double = rtl ? 14 : w - 14 - 80
      c.stars.setFrame(Rect(x: starsX, y: 20, width: 80, height: 20))
    }
  }
}
