import TabMotionCore

/// Where a bar's items are: one frame per item in the coordinates of the bar's track (x from
/// the track's left edge, 0 … `contentWidth`; y from the top of the item row). Pure geometry,
/// recomputed on layout changes — and every frame only for an expanding (pill) bar, whose
/// selected item widens by its title.
///
/// ```
///  equal:    |  w  |  w  |  w  |  w  |          w = viewportWidth / N (scrolls below 44 pt)
///  fitted:   | Home | Notifications | Me |      content + 2·padding, spare width shared out
///  scrolls:  |Home|Notif|Mess|Bookm|Lis|ts|…    wider than the viewport: the track scrolls
/// ```
///
/// Right-to-left layouts mirror the frames inside the content width, so item 0 is rightmost.
struct TabBarLayout: Sendable {
  var mode: TabWidthMode
  /// True for the pill style: item i widens by `expansion[i]` times its selection weight.
  var expands: Bool
  /// The track's visible width, points.
  var viewportWidth = 1.0
  var contentHeight = 49.0
  var isRightToLeft = false
  /// Each item's smallest width (its content plus padding), points.
  private(set) var minimumWidths: [Double] = []
  /// How much each item widens when fully selected (pill titles), points.
  private(set) var expansions: [Double] = []
  private(set) var frames: [Rect] = []
  /// The narrowest equal-width item before the bar scrolls instead (a touch target), points.
  /// Titles that do not fit an equal share are clipped, as in UIKit.
  var minimumEqualWidth = 44.0
  private(set) var contentWidth = 0.0

  init(mode: TabWidthMode, expands: Bool) {
    self.mode = mode
    self.expands = expands
  }

  var count: Int { frames.count }
  var isScrollable: Bool { contentWidth > viewportWidth + 1e-9 }
  /// The largest track offset, points.
  var maximumOffset: Double { max(0, contentWidth - viewportWidth) }

  /// New items (or new measurements); frames follow on the next `update`.
  mutating func setItems(minimumWidths: [Double], expansions: [Double]) {
    self.minimumWidths = minimumWidths
    self.expansions = expansions
    frames = Array(repeating: .zero, count: minimumWidths.count)
  }

  /// How selected item `i` is at `position`: 1 on it, falling to 0 one item away.
  func weight(of i: Int, at position: Double) -> Double {
    max(0, 1 - abs(position - Double(i)))
  }

  /// Recomputes the frames for the indicator at `position` (only the pill's depend on it).
  /// Rewrites the existing array in place: no allocation.
  mutating func update(position: Double) {
    let n = frames.count
    guard n > 0 else { return }
    let p = clamped(position)
    let lo = Int(p.rounded(.down))
    let hi = min(n - 1, lo + 1)
    // Only the two items around the position are widened.
    var widening = 0.0
    if expands {
      widening = weight(of: lo, at: p) * expansions[lo]
      if hi != lo { widening += weight(of: hi, at: p) * expansions[hi] }
    }
    var equalWidth = 0.0
    var slack = 0.0
    switch mode {
    case .equal:
      equalWidth = max(minimumEqualWidth, (viewportWidth - widening) / Double(n))
    case .fitted:
      var total = widening
      for w in minimumWidths { total += w }
      slack = max(0, viewportWidth - total) / Double(n)
    }
    var lead = 0.0
    for i in 0..<n {
      let extra = expands && (i == lo || i == hi) ? weight(of: i, at: p) * expansions[i] : 0
      let w = (mode == .equal ? equalWidth : minimumWidths[i] + slack) + extra
      frames[i] = Rect(x: lead, y: 0, width: w, height: contentHeight)
      lead += w
    }
    contentWidth = lead
    if isRightToLeft {
      for i in 0..<n {
        frames[i].origin.x = contentWidth - frames[i].maxX
      }
    }
  }

  /// `position` limited to the items, NaN as 0.
  func clamped(_ position: Double) -> Double {
    guard position.isFinite else { return 0 }
    return min(Double(max(0, frames.count - 1)), max(0, position))
  }

  /// The frame the indicator sits on at `position`: the two neighbouring frames blended.
  func frame(at position: Double) -> Rect {
    guard !frames.isEmpty else { return .zero }
    let p = clamped(position)
    let lo = Int(p.rounded(.down))
    let hi = min(frames.count - 1, lo + 1)
    return frames[lo].interpolated(to: frames[hi], fraction: p - Double(lo))
  }

  /// The x of the indicator's centre at `position`, track coordinates.
  func centreX(at position: Double) -> Double { frame(at: position).midX }

  /// The item whose frame holds track coordinate `x`, if any.
  func item(atX x: Double) -> Int? {
    frames.firstIndex { x >= $0.minX && x < $0.maxX }
  }

  /// The track offset that centres `position` as far as the content allows.
  func offsetKeepingVisible(_ position: Double) -> Double {
    min(maximumOffset, max(0, centreX(at: position) - viewportWidth / 2))
  }
}
