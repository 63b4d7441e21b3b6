import TabMotionCore

/// A screen whose type is known only at run time (one picked from a list, say), boxed so that
/// a host generic over its screen's type can run it: `HeadlessSession` and `WindowHost` keep
/// the static type of the screen you build, and box an `any Screen` in this.
public final class AnyScreen: ScreenWrapper {
  /// The boxed screen.
  public let base: any Screen

  /// Boxes `base`; everything a host asks is forwarded to it.
  public init(_ base: any Screen) {
    self.base = base
  }
}
