import TabMotionCore

/// A person's face of the cube: the data source's page with the screen's chrome over it — one
/// progress bar per segment, each with a fill (trace node `segment.P.S`, `fraction` 0…1).
/// The bars mirror right to left and stay inside the safe area; the chrome fades out while a
/// long press holds the story.
final class StoryPersonPage: PageContent {
  let layer = Layer()
  let content: any StoryPageContent
  let chrome = Layer()
  private let bars: [Layer]
  private let fills: [Layer]
  private var fractions: [Double]
  private var rtl = false
  var safeAreaInsets = EdgeInsets.zero {
    didSet { content.safeAreaInsets = safeAreaInsets }
  }

  /// Points between the top of the safe area and the progress bars, their height and gap.
  static let barInset = 8.0
  static let barHeight = 3.0
  static let barGap = 4.0

  init(content: any StoryPageContent, person: Int, segments: Int) {
    self.content = content
    let count = max(1, segments)
    bars = (0..<count).map { _ in
      let bar = Layer()
      bar.backgroundColor.set(Color.white.withAlpha(0.4))
      bar.cornerRadius = Self.barHeight / 2
      bar.clipsToBounds = true
      bar.isUserInteractionEnabled = false
      return bar
    }
    fills = (0..<count).map { s in
      let fill = Layer(name: "segment.\(person).\(s)")
      fill.backgroundColor.set(Color.white.withAlpha(0.95))
      fill.setTraceField("fraction", .number(0))
      return fill
    }
    fractions = Array(repeating: 0, count: count)
    layer.addChild(content.layer)
    chrome.isUserInteractionEnabled = false
    for (bar, fill) in zip(bars, fills) {
      bar.addChild(fill)
      chrome.addChild(bar)
    }
    layer.addChild(chrome)
    content.showSegment(0)
  }

  var segmentCount: Int { bars.count }

  func layout(size: Size, direction: LayoutDirection, at time: Double) {
    layer.setFrame(Rect(origin: .zero, size: size))
    chrome.setFrame(Rect(origin: .zero, size: size))
    // The person's page fills the story, as a pager's page fills its slot: a page that clips
    // to its bounds would otherwise clip everything away.
    content.layer.setFrame(Rect(origin: .zero, size: size))
    content.layout(size: size, direction: direction, at: time)
    rtl = direction == .rightToLeft
    // Equal bars 4 pt apart across the safe band with 8 pt margins, in reading order.
    let left = safeAreaInsets.left
    let band = max(0, size.width - left - safeAreaInsets.right)
    let count = Double(bars.count)
    let width = max(0, (band - 16 - Self.barGap * (count - 1)) / count)
    let top = safeAreaInsets.top + Self.barInset
    for (i, bar) in bars.enumerated() {
      let lead = 8 + Double(i) * (width + Self.barGap)
      let x = rtl ? left + band - lead - width : left + lead
      bar.setFrame(Rect(x: x, y: top, width: width, height: Self.barHeight))
      placeFill(i)
    }
  }

  func update(to time: Double) { content.update(to: time) }
  func appearanceDidChange(_ event: AppearanceEvent) { content.appearanceDidChange(event) }

  /// Sets segment `s`'s played fraction (clamped into 0…1).
  func setFraction(_ value: Double, of s: Int) {
    let f = min(1, max(0, value))
    guard fractions.indices.contains(s), fractions[s] != f else { return }
    fractions[s] = f
    placeFill(s)
  }

  /// Every segment before `segment` full, `segment` at `fraction`, the rest empty.
  func showProgress(segment: Int, fraction: Double) {
    for s in fractions.indices {
      setFraction(s < segment ? 1 : (s == segment ? fraction : 0), of: s)
    }
  }

  private func placeFill(_ s: Int) {
    let size = bars[s].frame.model.size
    let w = size.width * fractions[s]
    fills[s].setFrame(Rect(x: rtl ? size.width - w : 0, y: 0, width: w, height: size.height))
    fills[s].setTraceField("fraction", .number(fractions[s]))
  }
}
