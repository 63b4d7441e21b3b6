/// Remembers which pages are appearing, shown or leaving, and turns each new set of visible
/// pages into balanced `AppearanceEvent`s (see there). At most two pages are on screen at once,
/// so two slots suffice and nothing is allocated.
struct AppearanceTracker: Hashable, Sendable {
  enum State: Hashable, Sendable { case appearing, appeared, disappearing }

  struct Entry: Hashable, Sendable {
    var page: Int
    var state: State
  }

  private var first: Entry?
  private var second: Entry?

  /// Starts with `page` fully shown (the pager's first page counts as appeared).
  init(appeared page: Int) {
    first = Entry(page: page, state: .appeared)
  }

  /// The state of `page`, nil when it is not on screen.
  func state(of page: Int) -> State? {
    if let f = first, f.page == page { return f.state }
    if let s = second, s.page == page { return s.state }
    return nil
  }

  /// The pages on screen are now `a` alone (`b == nil`: it has fully appeared) or `a` and `b`
  /// (a transition between them is under way). Appends the events this causes.
  mutating func update(visible a: Int, _ b: Int?, into events: inout AppearanceEvents) {
    Self.leaveUnlessVisible(&first, a, b, &events)
    Self.leaveUnlessVisible(&second, a, b, &events)
    if first == nil {
      first = second
      second = nil
    }
    guard let b else {
      switch state(of: a) {
      case .appeared: break
      case .appearing, .disappearing: events.append(.didAppear(a))
      case nil:
        events.append(.willAppear(a))
        events.append(.didAppear(a))
      }
      first = Entry(page: a, state: .appeared)
      second = nil
      return
    }
    take(a, &events)
    take(b, &events)
  }

  /// A page in a two-page transition: one that was shown starts leaving, a new one starts
  /// appearing; one already in transition keeps its state.
  private mutating func take(_ page: Int, _ events: inout AppearanceEvents) {
    switch state(of: page) {
    case .appeared:
      events.append(.willDisappear(page))
      set(page, .disappearing)
    case .appearing, .disappearing: break
    case nil:
      events.append(.willAppear(page))
      if first == nil {
        first = Entry(page: page, state: .appearing)
      } else {
        second = Entry(page: page, state: .appearing)
      }
    }
  }

  private mutating func set(_ page: Int, _ state: State) {
    if first?.page == page {
      first?.state = state
    } else if second?.page == page {
      second?.state = state
    }
  }

  private static func leaveUnlessVisible(
    _ entry: inout Entry?, _ a: Int, _ b: Int?, _ events: inout AppearanceEvents
  ) {
    guard let e = entry, e.page != a, e.page != b else { return }
    if e.state == .appeared { events.append(.willDisappear(e.page)) }
    events.append(.didDisappear(e.page))
    entry = nil
  }
}
