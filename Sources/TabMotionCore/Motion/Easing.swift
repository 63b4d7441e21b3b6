/// A function from a fraction of time (0…1) to a fraction of progress, as React Native's
/// `Easing` functions are: applied to the normalised input of each interpolation segment.
/// Inputs outside 0…1 (extended extrapolation) are passed to the function as they are.
public struct Easing: Sendable {
  private let function: @Sendable (Double) -> Double

  /// Any easing function; it should map 0 to 0 and 1 to 1.
  public init(_ function: @escaping @Sendable (Double) -> Double) {
    self.function = function
  }

  /// A cubic Bézier timing curve (clamps inputs outside 0…1 to the end values).
  public static func curve(_ curve: TimingCurve) -> Easing {
    Easing { curve.value(at: $0) }
  }

  /// The identity, `t`: progress proportional to time.
  public static let linear = Easing { $0 }
  /// t², React Native's `Easing.quad`.
  public static let quad = Easing { $0 * $0 }
  /// t³, React Native's `Easing.cubic`.
  public static let cubic = Easing { $0 * $0 * $0 }
  /// React Native's `Easing.ease`: the cubic Bézier (0.42, 0, 1, 1), CSS's ease-in.
  public static let ease = Easing.curve(TimingCurve(0.42, 0, 1, 1))

  /// React Native's `Easing.inOut(easing)`: `easing` over the first half, mirrored over the
  /// second — `t < ½ ? easing(2t)/2 : 1 − easing(2(1 − t))/2`.
  public static func inOut(_ easing: Easing) -> Easing {
    Easing { t in t < 0.5 ? easing(2 * t) / 2 : 1 - easing(2 * (1 - t)) / 2 }
  }

  /// React Native's `Animated.timing` default, `Easing.inOut(Easing.ease)`.
  public static let timingDefault = Easing.inOut(.ease)

  /// Applies the easing to a time fraction `t` (normally 0…1) and returns the progress fraction.
  public func callAsFunction(_ t: Double) -> Double { function(t) }
}
