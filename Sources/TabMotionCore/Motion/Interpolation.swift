/// What an `Interpolation` does with inputs outside its input range (React Native's
/// `extrapolate`): continue the end segment's line, hold the end value, or pass the input
/// through unchanged.
public enum Extrapolation: String, Hashable, Sendable, CaseIterable {
  case extend
  case clamp
  case identity
}

/// A piecewise map from an input range to an output range with React Native `interpolate`
/// semantics: the segment is found by the first `inputRange[i] ≥ x` (i ≥ 1), the input is
/// normalised within that segment, eased, and mapped onto the matching output segment.
///
/// ```
/// let opacity = try Interpolation(inputRange: [0, 80, 100], outputRange: [0, 0, 1],
///                                 extrapolateLeft: .clamp, extrapolateRight: .clamp)
/// opacity(90)  // 0.5
/// ```
public struct Interpolation: Sendable {
  public let inputRange: [Double]
  public let outputRange: [Double]
  public let extrapolateLeft: Extrapolation
  public let extrapolateRight: Extrapolation
  /// One easing per segment (`inputRange.count − 1` of them).
  public let easings: [Easing]

  /// Throws (naming the field) for fewer than 2 points, mismatched lengths, a decreasing input
  /// range or a non-finite value in either range.
  public init(
    inputRange: [Double], outputRange: [Double], extrapolateLeft: Extrapolation = .extend,
    extrapolateRight: Extrapolation = .extend, easing: Easing = .linear
  ) throws(TabMotionError) {
    try self.init(
      inputRange: inputRange, outputRange: outputRange, extrapolateLeft: extrapolateLeft,
      extrapolateRight: extrapolateRight,
      segmentEasings: Array(repeating: easing, count: max(0, inputRange.count - 1)))
  }

  /// Both sides extrapolated the same way (React Native's `extrapolate`).
  public init(
    inputRange: [Double], outputRange: [Double], extrapolate: Extrapolation,
    easing: Easing = .linear
  ) throws(TabMotionError) {
    try self.init(
      inputRange: inputRange, outputRange: outputRange, extrapolateLeft: extrapolate,
      extrapolateRight: extrapolate, easing: easing)
  }

  /// An interpolation with its own easing for each segment.
  public init(
    inputRange: [Double], outputRange: [Double], extrapolateLeft: Extrapolation = .extend,
    extrapolateRight: Extrapolation = .extend, segmentEasings: [Easing]
  ) throws(TabMotionError) {
    guard inputRange.count >= 2 else {
      throw TabMotionError(field: "inputRange", reason: "must have at least 2 elements")
    }
    guard outputRange.count >= 2 else {
      throw TabMotionError(field: "outputRange", reason: "must have at least 2 elements")
    }
    guard inputRange.count == outputRange.count else {
      throw TabMotionError(
        field: "outputRange",
        reason:
          "inputRange (\(inputRange.count)) and outputRange (\(outputRange.count)) must have the same length"
      )
    }
    for (i, v) in inputRange.enumerated() {
      try TabMotionError.requireFinite(v, "inputRange[\(i)]")
      if i > 0, v < inputRange[i - 1] {
        throw TabMotionError(
          field: "inputRange", reason: "must be monotonically non-decreasing, got \(inputRange)")
      }
    }
    for (i, v) in outputRange.enumerated() { try TabMotionError.requireFinite(v, "outputRange[\(i)]") }
    guard segmentEasings.count == inputRange.count - 1 else {
      throw TabMotionError(
        field: "segmentEasings", reason: "needs \(inputRange.count - 1) easings, one per segment")
    }
    self.inputRange = inputRange
    self.outputRange = outputRange
    self.extrapolateLeft = extrapolateLeft
    self.extrapolateRight = extrapolateRight
    self.easings = segmentEasings
  }

  /// The output for `x`. NaN maps to the first output; ±∞ is treated as clamped to the range,
  /// so the result is always finite.
  public func callAsFunction(_ x: Double) -> Double {
    let n = inputRange.count
    if x.isNaN { return outputRange[0] }
    let input = x.isInfinite ? (x < 0 ? inputRange[0] : inputRange[n - 1]) : x
    var i = 1
    while i < n - 1 && inputRange[i] < input { i += 1 }
    return Interpolation.segment(
      input, inputRange[i - 1], inputRange[i], outputRange[i - 1], outputRange[i], easings[i - 1],
      extrapolateLeft, extrapolateRight)
  }

  private static func segment(
    _ input: Double, _ inMin: Double, _ inMax: Double, _ outMin: Double, _ outMax: Double,
    _ easing: Easing, _ left: Extrapolation, _ right: Extrapolation
  ) -> Double {
    var result = input
    if result < inMin {
      switch left {
      case .identity: return result
      case .clamp: result = inMin
      case .extend: break
      }
    }
    if result > inMax {
      switch right {
      case .identity: return result
      case .clamp: result = inMax
      case .extend: break
      }
    }
    if outMin == outMax { return outMin }
    if inMin == inMax { return input <= inMin ? outMin : outMax }
    result = (result - inMin) / (inMax - inMin)
    result = easing(result)
    return sanitized(result * (outMax - outMin) + outMin, limit: .greatestFiniteMagnitude)
  }
}
