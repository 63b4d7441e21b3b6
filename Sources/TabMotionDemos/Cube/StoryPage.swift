import TabMotionCore
import TabMotionUI

/// One person's story: a full-screen generated picture (a banded sky gradient, a sun and two
/// hills drawn with paths, all from fixed per-person numbers: no randomness), with the
/// person's name and an avatar at the top; each segment moves the sun along its arc. The
/// stories screen draws the progress bars over it.
///
/// Every part is a plain layer rasterised once; the cube turns the page's live layers. The
/// picture fills the page; the avatar and name stay inside the safe area.
final class StoryPage: StoryPageContent {
  let layer = Layer()
  /// The pager's safe area: read at every layout (rotation changes it).
  var safeAreaInsets = EdgeInsets.zero
  let story: Story
  private let bands: [Layer]
  private let sun = Layer()
  private let farHill = Layer()
  private let nearHill = Layer()
  private let avatar = Layer()
  private let name = Layer()
  /// The segment on show: the sun moves a little further along for each.
  private var segment = 0
  private var size = Size(0, 0)

  /// A person and the colours of their picture.
  struct Story {
    var name: String
    /// Top and bottom of the sky gradient, the sun, the far and near hills (0xRRGGBB).
    var skyTop: UInt32
    var skyBottom: UInt32
    var sun: UInt32
    var farHill: UInt32
    var nearHill: UInt32
    /// Where the sun sits, as fractions of the width and height.
    var sunX: Double
    var sunY: Double
    /// Segments of this person's story.
    var count: Int
  }

  /// Points between the top of the safe area and the progress bars.
  static let barInset = 8.0
  static let bandCount = 8

  init(story: Story) {
    self.story = story
    layer.backgroundColor.set(Color(hex: story.skyBottom))
    bands = (0..<Self.bandCount).map { i in
      let band = Layer()
      let t = Double(i) / Double(Self.bandCount - 1)
      band.backgroundColor.set(
        Color(hex: story.skyTop).mixed(with: Color(hex: story.skyBottom), fraction: t))
      return band
    }
    for band in bands { layer.addChild(band) }
    for part in [sun, farHill, nearHill, avatar, name] { layer.addChild(part) }
    avatar.backgroundColor.set(Color(hex: story.sun))
    avatar.borderColor = .white
    avatar.borderWidth = 2
    name.content = .text(.init(story.name, font: .system(15, .bold), color: .white))
  }

  func layout(size: Size, direction: LayoutDirection, at time: Double) {
    layer.setFrame(Rect(origin: .zero, size: size))
    let w = size.width
    let h = size.height
    // Bands overlap by a point so no seam shows between them at any scale.
    let bandHeight = (h * 0.62 / Double(Self.bandCount)).rounded(.up)
    for (i, band) in bands.enumerated() {
      band.setFrame(Rect(x: 0, y: Double(i) * bandHeight, width: w, height: bandHeight + 1))
    }
    self.size = size
    placeSun()
    farHill.setFrame(Rect(origin: .zero, size: size))
    farHill.content = .shape(
      .init(
        path: Self.hill(size, base: 0.55, peak: 0.42, phase: story.sunX),
        fill: Color(hex: story.farHill)))
    nearHill.setFrame(Rect(origin: .zero, size: size))
    nearHill.content = .shape(
      .init(
        path: Self.hill(size, base: 0.7, peak: 0.6, phase: 1 - story.sunX),
        fill: Color(hex: story.nearHill)))
    // Positions below are from the safe band's leading edge, mirrored right to left.
    let rtl = direction == .rightToLeft
    let left = safeAreaInsets.left
    let band = max(0, w - left - safeAreaInsets.right)
    func x(_ x: Double, _ width: Double) -> Double { rtl ? left + band - x - width : left + x }
    let top = safeAreaInsets.top + Self.barInset
    let avatarSize = 32.0
    avatar.setFrame(Rect(x: x(12, avatarSize), y: top + 12, width: avatarSize, height: avatarSize))
    avatar.cornerRadius = avatarSize / 2
    let nameWidth = max(0, band - 2 * (avatarSize + 22))
    let nameX = x(12 + avatarSize + 10, nameWidth)
    name.setFrame(Rect(x: nameX, y: top + 18, width: nameWidth, height: 20))
    if case .text(var text) = name.content {
      text.alignment = direction == .rightToLeft ? .trailing : .leading
      name.content = .text(text)
    }
  }

  func showSegment(_ segment: Int) {
    guard segment != self.segment else { return }
    self.segment = segment
    placeSun()
  }

  /// The sun: where the person's numbers put it, a tenth of the width further along (and a
  /// little higher) for each later segment, wrapping inside the sky.
  private func placeSun() {
    let w = size.width
    let h = size.height
    let r = min(w, h) * 0.16
    let step = Double(segment)
    let fx = (story.sunX + 0.1 * step).truncatingRemainder(dividingBy: 0.8)
    let c = Point(w * (fx < 0.15 ? fx + 0.15 : fx), h * max(0.12, story.sunY - 0.02 * step))
    sun.setFrame(Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    sun.content = .shape(
      .init(path: .circle(center: Point(r, r), radius: r), fill: Color(hex: story.sun)))
  }

  /// A hill: a smooth ridge from left to right with its top at `peak` and its flanks at
  /// `base` (fractions of the height), filled down to the bottom of the screen.
  static func hill(_ size: Size, base: Double, peak: Double, phase: Double) -> Path {
    let w = size.width
    let h = size.height
    var p = Path()
    p.move(to: Point(0, h * base))
    let crest = w * (0.25 + 0.5 * phase)
    p.cubic(
      to: Point(crest, h * peak), control1: Point(crest * 0.4, h * base),
      control2: Point(crest * 0.6, h * peak))
    p.cubic(
      to: Point(w, h * (base + 0.04)), control1: Point(crest + (w - crest) * 0.4, h * peak),
      control2: Point(crest + (w - crest) * 0.6, h * base))
    p.line(to: Point(w, h))
    p.line(to: Point(0, h))
    p.close()
    return p
  }
}
