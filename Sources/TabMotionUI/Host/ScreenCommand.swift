/// What a script (or a host) can ask of a screen besides pointer input.
public enum ScreenCommand: Hashable, Sendable {
  /// Select tab `index` as a tap on it would (animated).
  case select(Int)
  /// The running pull-to-refresh has finished loading.
  case refreshFinish
}
