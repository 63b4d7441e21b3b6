/// The pages an animated `select` runs along.
extension PagerModel {
  /// One to three page positions side by side in reading order: the pages on screen when the
  /// `select` came in, where they were, and the destination next to them (see `select`). The
  /// animator's value s is a position along the strip — slot k sits at offset k − s — and
  /// the pair on screen is the two slots s lies between.
  ///
  /// ```
  ///  slots:     0       1       2          s = 1.3: slots 1 and 2 show,
  ///          ┌──────┐┌──────┐┌──────┐               slot 1 at offset −0.3
  ///          │first ││second││third │
  ///          └──────┘└──────┘└──────┘
  ///                  ◄─ viewport ─►
  /// ```
  ///
  /// Past either end the strip goes on with the end page's neighbours in reading order
  /// (nothing past the first or last page of a bounded pager): a motion turned round at
  /// speed overshoots away from its destination for a moment, and it shows the next page
  /// there, as a scroll view would, rather than an empty gap.
  struct Strip: Hashable, Sendable {
    private(set) var first: Int
    private(set) var second: Int
    private(set) var third: Int
    /// How many slots are the strip's own (1 … 3).
    private(set) var count: Int

    init(_ first: Int) {
      (self.first, second, third, count) = (first, first, first, 1)
    }

    init(_ first: Int, _ second: Int) {
      (self.first, self.second, third, count) = (first, second, second, 2)
    }

    init(_ first: Int, _ second: Int, _ third: Int) {
      (self.first, self.second, self.third, count) = (first, second, third, 3)
    }

    /// The slot holding `position`, nil when the strip does not hold it.
    func slot(of position: Int) -> Int? {
      if position == first { return 0 }
      if count > 1 && position == second { return 1 }
      if count > 2 && position == third { return 2 }
      return nil
    }

    /// The position in slot `k` (0 ..< count).
    func position(at k: Int) -> Int {
      k == 0 ? first : k == 1 ? second : third
    }

    var last: Int { position(at: count - 1) }
  }

  /// The position in slot `k` of `strip`: its own, or past either end the end page's
  /// neighbours in reading order. Pages the strip holds are left out there — a reversed
  /// strip (1 | 0) would otherwise show page 1 again right of 0, a page in two places — and
  /// nil means no page (past the ends of a bounded pager, or a ring the strip fills).
  func position(atSlot k: Int, of strip: Strip) -> Int? {
    if k >= 0 && k < strip.count { return strip.position(at: k) }
    let step = k < 0 ? -1 : 1
    var p = k < 0 ? strip.first : strip.last
    var needed = k < 0 ? -k : k - (strip.count - 1)
    // Every page is passed at most once before a ring comes round.
    for _ in 0..<(pageCount + 3) {
      p += step
      guard hasPosition(p) else { return nil }
      if !holds(strip, page(p)) {
        needed -= 1
        if needed == 0 { return p }
      }
    }
    return nil
  }

  private func holds(_ strip: Strip, _ page: Int) -> Bool {
    for k in 0..<strip.count where self.page(strip.position(at: k)) == page { return true }
    return false
  }

  /// Puts the pages at the animator's `value`: the fraction of the pair, or a position along
  /// the strip, whose pair is the two slots it lies between. The pair changes only where a
  /// slot is exactly one page width off screen, so no page on screen is ever swapped for
  /// another.
  mutating func show(_ value: Double) {
    guard let strip else {
      fraction = value
      return
    }
    let k = value.rounded(.down)
    let f = value - k
    let slot = Int(saturating: max(-1e9, min(1e9, k)))
    switch (position(atSlot: slot, of: strip), position(atSlot: slot + 1, of: strip)) {
    case (let a?, let b?): (lower, upper, fraction) = (a, b, f)
    // Nothing on one side: the page there alone, shifted (rubber-banded at an end).
    case (let a?, nil): (lower, upper, fraction) = (a, a, f)
    case (nil, let b?): (lower, upper, fraction) = (b, b, f - 1)
    case (nil, nil): break
    }
  }
}
