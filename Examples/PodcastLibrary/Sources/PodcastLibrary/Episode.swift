import TabMotionCore

/// One episode of a show, as the library lists it.
public struct Episode: Hashable, Sendable {
  public var show: String
  public var title: String
  public var minutes: Int
  /// The show's artwork colour (a square stands in for the picture).
  public var artwork: Color
}

/// The user's shelves and what is on each: plain data, nothing of the interface.
public enum Library {
  /// The shelves, in tab order.
  public static let shelves = ["Following", "Downloads", "Queue"]

  private static let shows: [(String, Color)] = [
    ("Field Notes", Color(hex: 0x2F9E44)), ("The Long Wave", Color(hex: 0x1971C2)),
    ("Night Kitchen", Color(hex: 0xE8590C)), ("Small Machines", Color(hex: 0x7048E8)),
    ("Open Water", Color(hex: 0x0C8599)), ("Paper Trail", Color(hex: 0xC2255C)),
  ]

  /// The episodes on shelf `index`: twenty each, in a different order per shelf.
  public static func episodes(onShelf index: Int) -> [Episode] {
    (0..<20).map { k in
      let (show, colour) = shows[(k * (index + 1) + index) % shows.count]
      return Episode(
        show: show, title: "Episode \(120 - k - index * 7)",
        minutes: 18 + (k * 13 + index * 5) % 50,
        artwork: colour)
    }
  }
}
