/// What an `Interpolation` does with inputs outside its input range (React Native's
/// `extrapolate`): continue the end segment's line, hold the end value, or pass the input
/// through unchanged.
public enum Extrapolation: String, Hashable, Sendable, CaseIterable {
  /// Continues the nearest end segment's line (the default).
  case extend
  /// Holds the output at the end of the range.
  case clamp
  /// Returns the input itself, unmapped.
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
  /// The input stops, non-decreasing, at least 2 of them.
  public let inputRange: [Double]
  /// The output at each input stop; as many as ``inputRange``.
  public let outputRange: [Double]
  /// What happens below the first input stop.
  public let extrapolateLeft: Extrapolation
  /// What happens above the last input stop.
  public let extrapolateRight: Extrapolation
  /// One easing per segment (`inputRange.count − 1` of them).
  public let easings: [Easing]

  /// Creates an interpolation with the same `easing` (linear by default) on every segment.
  ///
  /// Throws ``TabMotionError`` (naming the field) for fewer than 2 points, mismatched lengths,
  /// a decreasing input range, NaN in a range, or a 2-point range of exactly [−∞, +∞] — React
  /// Native's checks.
  public init(
    inputRange: [Double], outputRange: [Double], extrapolateLeft: Extrapolation = .extend,
    extrapolateRight: Extrapolation = .extend, easing: Easing = .linear
  ) throws(TabMotionError) {
    try self.init(
      inputRange: inputRange, outputRange: outputRange, extrapolateLeft: extrapolateLeft,
      extrapolateRight: extrapolateRight,
      segmentEasings: Array(repeating: easing, count: max(0, inputRange.count - 1)))
  }

  /// Creates an interpolation extrapolated the same way on both sides (React Native's
  /// `extrapolate`); throws ``TabMotionError`` for the same invalid ranges as
  /// ``init(inputRange:outputRange:extrapolateLeft:extrapolateRight:easing:)``.
  public init(
    inputRange: [Double], outputRange: [Double], extrapolate: Extrapolation,
    easing: Easing = .linear
  ) throws(TabMotionError) {
    try self.init(
      inputRange: inputRange, outputRange: outputRange, extrapolateLeft: extrapolate,
      extrapolateRight: extrapolate, easing: easing)
  }

  /// Creates an interpolation with its own easing for each segment; throws ``TabMotionError``
  /// for invalid ranges or when `segmentEasings` does not hold `inputRange.count − 1` easings.
  public init(
    inputRange: [Double], outputRange: [Double], extrapolateLeft: Extrapolation = .extend,
    extrapolateRight: Extrapolation = .extend, segmentEasings: [Easing]
  ) throws(TabMotionError) {
    // React Native's order of checks, with its messages.
    try Interpolation.checkRange(outputRange, "outputRange")
    try Interpolation.checkRange(inputRange, "inputRange")
    for (i, v) in inputRange.enumerated() where i > 0 && !(v >= inputRange[i - 1]) {
      throw TabMotionError(
        field: "inputRange", reason: "must be monotonically non-decreasing, got \(inputRange)")
    }
    guard inputRange.count == outputRange.count else {
      throw TabMotionError(
        field: "outputRange",
        reason: "inputRange (\(inputRange.count)) and outputRange (\(outputRange.count)) "
          + "must have the same length")
    }
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

  /// The output for `x`, never NaN. With finite ranges the output is always finite (±∞ inputs
  /// give the largest finite values under `.extend`); NaN maps to the first output. Ranges that
  /// reach ±∞ follow React Native and may map ±∞ to ±∞.
  public func callAsFunction(_ x: Double) -> Double {
    let n = inputRange.count
    if x.isNaN { return outputRange[0] }
    let input = x
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
    if inMin == -.infinity {
      result = -result
    } else if inMax == .infinity {
      result -= inMin
    } else {
      result = (result - inMin) / (inMax - inMin)
    }
    result = easing(result)
    if outMin == -.infinity {
      result = -result
    } else if outMax == .infinity {
      result += outMin
    } else {
      result = result * (outMax - outMin) + outMin
    }
    if result.isNaN { return outMin }
    let finiteRanges = inMin.isFinite && inMax.isFinite && outMin.isFinite && outMax.isFinite
    return finiteRanges ? sanitized(result, limit: .greatestFiniteMagnitude) : result
  }

  /// At least 2 elements, no NaN, and not exactly [−∞, +∞] (which has no scale).
  private static func checkRange(_ range: [Double], _ name: String) throws(TabMotionError) {
    guard range.count >= 2 else {
      throw TabMotionError(field: name, reason: "must have at least 2 elements")
    }
    if let i = range.firstIndex(where: \.isNaN) {
      throw TabMotionError(field: "\(name)[\(i)]", reason: "must be a number, got nan")
    }
    if range.count == 2, range[0] == -.infinity, range[1] == .infinity {
      throw TabMotionError(field: name, reason: "cannot be ]-infinity;+infinity[")
    }
  }
}
