/// Double → integer conversions that cannot trap. Swift's `Int(_: Double)` stops the program
/// for NaN, ±∞ or anything outside the integer's range; values that can come from outside (a
/// script's viewport, a time on the command line, a position) go through these instead, which
/// clamp to the range and read NaN as 0. Callers validate what they must; these keep a bug
/// from becoming a crash.
extension Int {
  /// `value` truncated toward zero, clamped to `Int.min…Int.max`; NaN becomes 0.
  @inlinable public init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 9_223_372_036_854_775_807.0 {
      self = .max
    } else if value <= -9_223_372_036_854_775_808.0 {
      self = .min
    } else {
      self = Int(value)
    }
  }
}

extension Int32 {
  /// `value` truncated toward zero, clamped to `Int32.min…Int32.max`; NaN becomes 0.
  @inlinable public init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 2_147_483_647.0 {
      self = .max
    } else if value <= -2_147_483_648.0 {
      self = .min
    } else {
      self = Int32(value)
    }
  }
}
