/// Decides which one of the recognisers competing for a pointer gets it — Flutter's gesture
/// arena, shaped for a host that dispatches one event at a time:
///
/// ```
///  down ─► add(r₁ … rₙ) ─► close ──┬─ one member left ───────────► it wins
///                                  └─ several: every event ─► members claim/reject
///  each event ─► settle: the strongest claim wins, the rest are rejected
///                 (a deferring claim only wins when no other member claims)
///  up ─► sweep: nobody won yet ─► the first (deepest) member still in wins (a tap)
/// ```
///
/// Claims made while the event is being dispatched are collected and settled (`settle`, which
/// the host calls after every event) once every member has seen it, so the order recognisers sit in never decides between two that claim
/// the same event (a diagonal drag over a horizontal pager and a vertical list goes to the
/// axis it moved further along). A member that gives up leaves at once; when one member is
/// left in a closed arena, it wins.
public final class GestureArena {
  private struct Entry {
    var members: [GestureRecognizer] = []
    var isOpen = true
    var claims: [(member: GestureRecognizer, strength: Double, defers: Bool)] = []
    var winner: GestureRecognizer?
  }

  private var entries: [Int: Entry] = [:]

  /// Creates an empty arena with no pointer under competition.
  public init() {
    // Room for a few pointers now: the table's first growth — and, the first time in a
    // process, the runtime building its type — happens here, not in the frame of the first
    // touch.
    entries.reserveCapacity(4)
  }

  /// Adds `member` to the competition for `pointer` (while the arena is still open).
  public func add(_ member: GestureRecognizer, pointer: Int) {
    var entry = entries[pointer] ?? Entry()
    guard entry.isOpen else { return }
    member.arena = self
    member.trackedPointer = pointer
    entry.members.append(member)
    entries[pointer] = entry
  }

  /// No more members will join `pointer`'s competition; settles what can be settled.
  public func close(pointer: Int, at time: Double) {
    guard entries[pointer] != nil else { return }
    entries[pointer]?.isOpen = false
    settle(pointer: pointer, at: time)
  }

  /// The members of `pointer`'s competition still in it (the winner alone once decided).
  public func members(pointer: Int) -> [GestureRecognizer] {
    guard let entry = entries[pointer] else { return [] }
    if let w = entry.winner { return [w] }
    return entry.members
  }

  /// The member that won `pointer`, if decided.
  public func winner(pointer: Int) -> GestureRecognizer? { entries[pointer]?.winner }

  /// Settles the claims made while an event of `pointer` was dispatched: the strongest claim
  /// that does not defer wins; a deferring one only when it is all there is.
  public func settle(pointer: Int, at time: Double) {
    guard var entry = entries[pointer], entry.winner == nil, !entry.isOpen else { return }
    var best: (member: GestureRecognizer, strength: Double, defers: Bool)?
    for claim in entry.claims where entry.members.contains(where: { $0 === claim.member }) {
      if let b = best {
        // A claim that does not defer beats one that does, whatever their strengths.
        if b.defers != claim.defers {
          if claim.defers { continue }
        } else if b.strength >= claim.strength {
          continue
        }
      }
      best = claim
    }
    entry.claims.removeAll()
    if let winner = best?.member {
      decide(&entry, winner: winner, pointer: pointer, at: time)
    } else if entry.members.count == 1, let only = entry.members.first {
      decide(&entry, winner: only, pointer: pointer, at: time)
    } else {
      entries[pointer] = entry
    }
  }

  /// The pointer went up: if nobody has won yet, the first member still in wins (the
  /// deepest — a tap on a row beats the list it is in). The competition is over.
  public func sweep(pointer: Int, at time: Double) {
    guard var entry = entries[pointer] else { return }
    entry.isOpen = false
    if entry.winner == nil, let first = entry.members.first {
      decide(&entry, winner: first, pointer: pointer, at: time)
    }
    finish(pointer: pointer)
  }

  /// The pointer was cancelled: every member still in loses.
  public func cancel(pointer: Int, at time: Double) {
    guard let entry = entries[pointer] else { return }
    entries[pointer] = nil
    for m in entry.members where m !== entry.winner {
      detach(m)
      m.rejectGesture(at: time)
    }
    if let w = entry.winner { detach(w) }
  }

  // MARK: Members' calls

  func resolve(
    _ member: GestureRecognizer, _ disposition: GestureDisposition, strength: Double,
    defers: Bool, pointer: Int, at time: Double
  ) {
    guard var entry = entries[pointer], entry.members.contains(where: { $0 === member }) else {
      return
    }
    switch disposition {
    case .accepted:
      guard entry.winner == nil else { return }
      entry.claims.append((member, strength.isFinite ? strength : 0, defers))
      entries[pointer] = entry
    case .rejected:
      entry.members.removeAll { $0 === member }
      entry.claims.removeAll { $0.member === member }
      entries[pointer] = entry
      detach(member)
      // Rejecting itself, a member is told so at once, like any loser.
      member.rejectGesture(at: time)
    }
  }

  // MARK: Private

  private func decide(
    _ entry: inout Entry, winner: GestureRecognizer, pointer: Int, at time: Double
  ) {
    let losers = entry.members.filter { $0 !== winner }
    entry.members = [winner]
    entry.winner = winner
    entry.claims.removeAll()
    entries[pointer] = entry
    for loser in losers {
      detach(loser)
      loser.rejectGesture(at: time)
    }
    winner.acceptGesture(at: time)
  }

  /// Ends the competition; the winner keeps getting the pointer's events through the host.
  private func finish(pointer: Int) {
    guard let entry = entries[pointer] else { return }
    entries[pointer] = nil
    for m in entry.members { detach(m) }
  }

  private func detach(_ member: GestureRecognizer) {
    member.arena = nil
    member.trackedPointer = nil
  }
}
