import TabMotionTestSupport
import Testing

@testable import TabMotionCore

@Suite("Interpolation: React Native's interpolate test cases")
struct InterpolationTests {
  static func mode(_ s: String) -> Extrapolation { Extrapolation(rawValue: s) ?? .extend }

  @Test(arguments: rnInterpolationCases.map(\.name))
  func reactNativeCase(_ name: String) throws {
    let c = try #require(rnInterpolationCases.first { $0.name == name })
    let f = try Interpolation(
      inputRange: c.input, outputRange: c.output, extrapolateLeft: Self.mode(c.left),
      extrapolateRight: Self.mode(c.right), easing: c.easing == "quad" ? .quad : .linear)
    for s in c.samples {
      let y = f(s.x)
      if s.y.isInfinite {
        #expect(y == s.y, "\(name) at \(s.x)")
      } else {
        #expect(isClose(y, s.y, max(c.tolerance, 1e-12)), "\(name) at \(s.x): \(y) vs \(s.y)")
      }
    }
  }

  @Test(arguments: (rnInterpolationErrors + rnInterpolationImplErrors).map(\.name))
  func reactNativeErrors(_ name: String) throws {
    let c = try #require(
      (rnInterpolationErrors + rnInterpolationImplErrors).first { $0.name == name })
    let expectedField = c.message.hasPrefix("outputRange") ? "outputRange" : "inputRange"
    do {
      _ = try Interpolation(inputRange: c.input, outputRange: c.output)
      Issue.record("\(name) did not throw")
    } catch {
      #expect(error.field == (c.message.contains("same length") ? "outputRange" : expectedField))
      let key =
        c.message.contains("monotonically")
        ? "monotonically"
        : c.message.contains("at least 2")
          ? "at least 2"
          : c.message.contains("same length") ? "same length" : "infinity"
      #expect(error.reason.contains(key), "\(error)")
    }
  }

  @Test func perSegmentEasing() throws {
    let f = try Interpolation(
      inputRange: [0, 1, 2], outputRange: [0, 10, 20], segmentEasings: [.quad, .linear])
    #expect(f(0.5) == 2.5)
    #expect(f(1.5) == 15)
    #expect(throws: TabMotionError.self) {
      try Interpolation(inputRange: [0, 1, 2], outputRange: [0, 1, 2], segmentEasings: [.quad])
    }
  }

  @Test func finiteRangesNeverGiveNonFiniteOutput() throws {
    let f = try Interpolation(inputRange: [0, 80, 100], outputRange: [0, 0, 1])
    for x in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude] {
      #expect(f(x).isFinite, "x = \(x)")
    }
    #expect(f(.nan) == 0)
  }
}
