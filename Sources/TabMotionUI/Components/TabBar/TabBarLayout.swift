import TabMotionCore

/// Where a bar's items are: one frame per item in the coordinates of the bar's track (x from
/// the track's left edge, 0 … `contentWidth`; y from the top of the item row). Pure geometry,
/// recomputed on layout changes — and every frame only for an expanding (pill) bar, whose
/// selected item widens to show its title.
///
/// ```
///  equal:    |  w  |  w  |  w  |  w  |          w = viewportWidth / N (scrolls below 44 pt)
///  fitted:   | Home | Notifications | Me |      content + 2·padding, spare width shared out
///  scrolls:  |Home|Notif|Mess|Bookm|Lis|ts|…    wider than the viewport: the track scrolls
///  pill:     | w |  w + E  | w | w |            equal: every item widens by the same E
/// ```
///
/// An equal pill bar widens every item by the same amount (the widest title's), as
/// ColorMatchTabs' equally filled stack view does: the two items around the progress share
/// one constant widening, so moving the pill changes only those two frames — per-frame work
/// does not grow with the number of items. A fitted pill bar widens each item by its own
/// title, which changes the shared-out spare width, so it re-lays out every item.
///
/// Right-to-left layouts mirror the frames inside the content width, so item 0 is rightmost.
struct TabBarLayout: Sendable {
  var mode: TabWidthMode { didSet { isStale = true } }
  /// True for the pill style: item i widens by its expansion times its selection weight.
  var expands: Bool { didSet { isStale = true } }
  /// The track's visible width, points.
  var viewportWidth = 1.0 { didSet { isStale = isStale || viewportWidth != oldValue } }
  var contentHeight = 49.0 { didSet { isStale = isStale || contentHeight != oldValue } }
  var isRightToLeft = false { didSet { isStale = isStale || isRightToLeft != oldValue } }
  /// The narrowest equal-width item before the bar scrolls instead (a touch target), points.
  /// Titles that do not fit an equal share are clipped, as in UIKit.
  var minimumEqualWidth = 44.0 { didSet { isStale = true } }
  /// Each item's smallest width (its content plus padding), points.
  private(set) var minimumWidths: [Double] = []
  /// How much each item widens when fully selected (pill titles), points.
  private(set) var expansions: [Double] = []
  private(set) var frames: [Rect] = []
  /// Each item's width without the morph under way (what it settles at); only written, and
  /// only read through `settledWidth(of:)`, while a morph lasts.
  private var settledWidths: [Double] = []
  private(set) var contentWidth = 0.0
  /// The items whose frames the last `update` changed (empty when none did).
  private(set) var changed = 0..<0

  /// True when the next `update` must lay out every item.
  private var isStale = true
  /// The equal mode's item width and the one widening every pill item gets, points.
  private var equalWidth = 0.0
  private var equalExpansion = 0.0
  /// The pair of items the progress was between at the last `update`.
  private var pair = 0..<0
  /// A change of items in progress (see `beginMorph`), nil at rest.
  private(set) var morph: Morph?

  /// Items inserted, removed or reordered, shown moving: every item slides from where it was
  /// (by id) to its new frame, a new one grows from its centre, and the indicator glides from
  /// where it was drawn by `indicatorShift`, which fades out with the morph.
  struct Morph: Sendable {
    /// Item i's frame before the change (new indexes), nil for a new item.
    var from: [Rect?]
    /// Item i's resting frame before the change, nil for a new item.
    var fromRest: [Rect?]
    /// Where the indicator was drawn minus where the blended frames put it at the start.
    var indicatorShift: Rect
    /// The same for an indicator that slides between resting frames (the pill).
    var restShift = Rect.zero
    /// 0 at the start, 1 when every frame is at its new place (eased by the bar).
    var fraction = 0.0
  }

  init(mode: TabWidthMode, expands: Bool) {
    self.mode = mode
    self.expands = expands
  }

  var count: Int { frames.count }
  var isScrollable: Bool { contentWidth > viewportWidth + 1e-9 }
  /// The largest track offset, points.
  var maximumOffset: Double { max(0, contentWidth - viewportWidth) }

  /// Starts a morph from the frames before the change (see `Morph`); frames follow on the
  /// next `update`.
  mutating func beginMorph(_ morph: Morph) {
    self.morph = morph
    isStale = true
  }

  /// Moves a morph on (`fraction` 0…1, eased) or ends it (nil).
  mutating func setMorphFraction(_ fraction: Double?) {
    if let fraction, morph != nil {
      morph?.fraction = min(1, max(0, fraction))
    } else {
      morph = nil
    }
    isStale = true
  }

  /// The indicator's extra displacement now: the shift fading out with the morph.
  var indicatorShift: Rect { fading(morph?.indicatorShift) }
  /// The same for resting frames.
  var restShift: Rect { fading(morph?.restShift) }

  private func fading(_ shift: Rect?) -> Rect {
    guard let m = morph, let s = shift else { return .zero }
    let k = 1 - m.fraction
    return Rect(x: s.minX * k, y: s.minY * k, width: s.width * k, height: s.height * k)
  }

  /// New items (or new measurements); frames follow on the next `update`.
  mutating func setItems(minimumWidths: [Double], expansions: [Double]) {
    self.minimumWidths = minimumWidths
    self.expansions = expansions
    frames = Array(repeating: .zero, count: minimumWidths.count)
    settledWidths = Array(repeating: 0, count: minimumWidths.count)
    isStale = true
  }

  /// New measurements of the same items (a badge beside a title came or went); frames stay
  /// where they are until the next `update`.
  mutating func setWidths(minimumWidths: [Double], expansions: [Double]) {
    precondition(
      minimumWidths.count == frames.count && expansions.count == frames.count,
      "TabBarLayout.setWidths(minimumWidths:expansions:): \(minimumWidths.count) widths "
        + "for \(frames.count) items")
    self.minimumWidths = minimumWidths
    self.expansions = expansions
    isStale = true
  }

  /// The width item `i` has once the change of items under way is over: its frame's, at rest.
  func settledWidth(of i: Int) -> Double {
    morph != nil && i < settledWidths.count ? settledWidths[i] : frames[i].width
  }

  /// How much item `i` widens when fully selected, points.
  func expansion(of i: Int) -> Double {
    guard expands else { return 0 }
    return mode == .equal ? equalExpansion : expansions[i]
  }

  /// How selected item `i` is at `progress`: 1 on it, falling to 0 one item away.
  func weight(of i: Int, at progress: Double) -> Double {
    max(0, 1 - abs(progress - Double(i)))
  }

  /// Recomputes the frames for the indicator at `progress` (only the pill's depend on it) and
  /// records which changed in `changed`. Rewrites the existing array in place: no allocation.
  mutating func update(progress: Double) {
    let n = frames.count
    guard n > 0 else {
      changed = 0..<0
      contentWidth = 0
      return
    }
    let p = clamped(progress)
    let lo = Int(saturating: p.rounded(.down))
    let around = lo..<(min(n - 1, lo + 1) + 1)
    if isStale || mode == .fitted || morph != nil {
      layOutAll(progress: p)
      if let m = morph { blend(m) }
      changed = 0..<n
      isStale = false
    } else if !expands {
      changed = 0..<0
    } else {
      // Items left behind by the pair move to the other side of the widening: everything
      // between the old pair and the new one.
      let from = min(pair.lowerBound, around.lowerBound)
      let to = max(pair.upperBound, around.upperBound)
      for i in from..<to { frames[i] = equalFrame(of: i, at: p, around: around) }
      changed = from..<to
    }
    pair = around
  }

  /// Writes each frame part-way from where its item was to its new place.
  private mutating func blend(_ m: Morph) {
    for i in frames.indices {
      let target = frames[i]
      settledWidths[i] = target.width
      let from =
        (i < m.from.count ? m.from[i] : nil)
        ?? Rect(x: target.midX, y: target.minY, width: 0, height: target.height)
      frames[i] = from.interpolated(to: target, fraction: m.fraction)
    }
  }

  private mutating func layOutAll(progress p: Double) {
    let n = frames.count
    let lo = Int(saturating: p.rounded(.down))
    let around = lo..<(min(n - 1, lo + 1) + 1)
    switch mode {
    case .equal:
      equalExpansion = expands ? expansions.max() ?? 0 : 0
      equalWidth = max(minimumEqualWidth, (viewportWidth - equalExpansion) / Double(n))
      // The pair's weights add up to 1, so the widening is the same wherever the pill is.
      contentWidth = Double(n) * equalWidth + equalExpansion
      for i in 0..<n { frames[i] = equalFrame(of: i, at: p, around: around) }
    case .fitted:
      var widening = 0.0
      var total = 0.0
      for i in around { widening += weight(of: i, at: p) * expansion(of: i) }
      for w in minimumWidths { total += w }
      let slack = max(0, viewportWidth - total - widening) / Double(n)
      var lead = 0.0
      for i in 0..<n {
        let extra = around.contains(i) ? weight(of: i, at: p) * expansion(of: i) : 0
        let w = minimumWidths[i] + slack + extra
        frames[i] = Rect(x: lead, y: 0, width: w, height: contentHeight)
        lead += w
      }
      contentWidth = lead
      if isRightToLeft {
        for i in 0..<n { frames[i].origin.x = contentWidth - frames[i].maxX }
      }
    }
  }

  /// Item `i`'s equal-mode frame with the pill at `p`, between the items `around`.
  private func equalFrame(of i: Int, at p: Double, around: Range<Int>) -> Rect {
    var x = Double(i) * equalWidth
    var width = equalWidth
    if around.contains(i) {
      width += weight(of: i, at: p) * equalExpansion
      if i > around.lowerBound {
        x += weight(of: around.lowerBound, at: p) * equalExpansion
      }
    } else if i >= around.upperBound {
      x += equalExpansion
    }
    if isRightToLeft { x = contentWidth - x - width }
    return Rect(x: x, y: 0, width: width, height: contentHeight)
  }

  /// The frame item `i` has when the indicator rests on it — fully widened, its neighbours
  /// not. The pill slides between these, so it always has the room its content needs.
  func restFrame(of i: Int) -> Rect {
    let target = targetRestFrame(of: i)
    guard let m = morph, i < m.fromRest.count, let from = m.fromRest[i] else { return target }
    return from.interpolated(to: target, fraction: m.fraction)
  }

  private func targetRestFrame(of i: Int) -> Rect {
    let n = frames.count
    guard i >= 0, i < n else { return .zero }
    switch mode {
    case .equal:
      let width = equalWidth + equalExpansion
      let x = Double(i) * equalWidth
      return Rect(
        x: isRightToLeft ? contentWidth - x - width : x, y: 0, width: width, height: contentHeight)
    case .fitted:
      var total = 0.0
      for w in minimumWidths { total += w }
      let e = expansion(of: i)
      let slack = max(0, viewportWidth - total - e) / Double(n)
      var x = 0.0
      for j in 0..<i { x += minimumWidths[j] + slack }
      let width = minimumWidths[i] + slack + e
      let content = total + slack * Double(n) + e
      return Rect(
        x: isRightToLeft ? content - x - width : x, y: 0, width: width, height: contentHeight)
    }
  }

  /// `progress` limited to the items, NaN as 0.
  func clamped(_ progress: Double) -> Double {
    guard progress.isFinite else { return 0 }
    return min(Double(max(0, frames.count - 1)), max(0, progress))
  }

  /// The frame the indicator sits on at `progress`: the two neighbouring frames blended.
  func frame(at progress: Double) -> Rect {
    guard !frames.isEmpty else { return .zero }
    let p = clamped(progress)
    let lo = Int(saturating: p.rounded(.down))
    let hi = min(frames.count - 1, lo + 1)
    return frames[lo].interpolated(to: frames[hi], fraction: p - Double(lo))
  }

  /// The x of the indicator's centre at `progress`, track coordinates.
  func centreX(at progress: Double) -> Double { frame(at: progress).midX }

  /// The item whose frame holds track coordinate `x`, if any.
  func item(atX x: Double) -> Int? {
    frames.firstIndex { x >= $0.minX && x < $0.maxX }
  }

  /// The track offset that centres `progress` as far as the content allows.
  func offsetKeepingVisible(_ progress: Double) -> Double {
    min(maximumOffset, max(0, centreX(at: progress) - viewportWidth / 2))
  }
}
