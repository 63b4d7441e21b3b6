/// A short, fixed-capacity list of `AppearanceEvent`s, stored inline so that returning events
/// from a per-frame call never touches the heap. One pager call produces at most a handful
/// (two pages leaving and two arriving); the capacity leaves generous room.
public struct AppearanceEvents: RandomAccessCollection, Hashable, Sendable {
  /// The most events one list holds; appending beyond it is a programming error.
  public static let capacity = 16

  private typealias Storage = (
    AppearanceEvent, AppearanceEvent, AppearanceEvent, AppearanceEvent,
    AppearanceEvent, AppearanceEvent, AppearanceEvent, AppearanceEvent,
    AppearanceEvent, AppearanceEvent, AppearanceEvent, AppearanceEvent,
    AppearanceEvent, AppearanceEvent, AppearanceEvent, AppearanceEvent
  )
  private static let filler = AppearanceEvent.didAppear(0)
  private var storage: Storage = (
    filler, filler, filler, filler, filler, filler, filler, filler,
    filler, filler, filler, filler, filler, filler, filler, filler
  )
  private var length = 0

  /// Creates an empty list.
  public init() {}

  /// The index of the first event, always 0.
  public var startIndex: Int { 0 }
  /// One past the last event's index: the number of events.
  public var endIndex: Int { length }

  /// The event at `position`, which must be in `0..<count` (checked by a precondition).
  public subscript(position: Int) -> AppearanceEvent {
    precondition(position >= 0 && position < length, "AppearanceEvents index out of range")
    // A homogeneous tuple is laid out like a C array, and the element type is trivial.
    return withUnsafeBytes(of: storage) { raw in
      raw.load(
        fromByteOffset: position * MemoryLayout<AppearanceEvent>.stride, as: AppearanceEvent.self)
    }
  }

  /// Adds an event at the end.
  public mutating func append(_ event: AppearanceEvent) {
    precondition(length < Self.capacity, "more than \(Self.capacity) appearance events")
    let offset = length * MemoryLayout<AppearanceEvent>.stride
    withUnsafeMutableBytes(of: &storage) { raw in
      raw.storeBytes(of: event, toByteOffset: offset, as: AppearanceEvent.self)
    }
    length += 1
  }

  /// Adds every event of `other`, in order.
  public mutating func append(contentsOf other: AppearanceEvents) {
    for e in other { append(e) }
  }

  /// Returns true when both lists hold the same events in the same order.
  public static func == (a: AppearanceEvents, b: AppearanceEvents) -> Bool {
    a.elementsEqual(b)
  }

  /// Hashes the number of events and each event in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(length)
    for e in self { hasher.combine(e) }
  }
}
