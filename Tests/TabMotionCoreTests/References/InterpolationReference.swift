// React Native Animated interpolation reference data.
//
// Source: github.com/facebook/react-native
//   packages/react-native/Libraries/Animated/__tests__/Interpolation-test.js
//     (stored copy at commit 00e21915b555; an older copy at ff70cd9658ac has the
//     same numbers, but there the [0, 10, 100, 1000] case passes the non-standard
//     `extrapolate: true`, which behaves like 'extend', and the two keyframe tests
//     have swapped titles)
//   packages/react-native/Libraries/Animated/nodes/AnimatedInterpolation.js
//     (algorithm and error messages; stored copy at commit 0202d8ab8737)
// Older trees keep the same files under Libraries/Animated/src/.
//
// Conventions for `rnInterpolationCases`:
//   * `left` / `right` are the effective extrapolateLeft / extrapolateRight. The
//     tests set only `extrapolate` (it is used for a side when that side's own
//     extrapolateLeft/Right is undefined); when nothing is given a side is 'extend'.
//   * `easing` names the RN easing: "linear" (the default, Easing.linear, t => t) or
//     "quad" (Easing.quad, t => t * t). No other easing appears in the numeric tests.
//   * `tolerance == 0` means jest `toBe` (Object.is, bit-exact; a port using the
//     same operation order as below reproduces every value exactly). 0.005 means
//     `toBeCloseTo(expected)` (default precision 2: |expected - actual| < 0.005).
//     Infinite expectations are always `toBe`: compare them with ==, not |diff|.
//   * Cases with an empty `samples` list are configs the tests construct only to
//     assert that they do NOT throw.
//   * All values were re-checked with /work/refs/tools/gen_interpolation.py.
//
// React Native's numeric algorithm (createNumericInterpolation + interpolate):
//   1. Segment: findRange(input, inputRange) scans i = 1 ..< count - 1 and stops at
//      the first i with inputRange[i] >= input; the segment is i - 1. If none stops
//      the loop, the segment is the last one (count - 2). So input below the range
//      uses segment 0, above the range uses the last segment, an input equal to a
//      breakpoint inputRange[i] (0 < i < count - 1) uses the segment ENDING there,
//      and NaN falls through to the last segment. Call the segment bounds
//      inputMin/inputMax, outputMin/outputMax.
//   2. result = input. If result < inputMin: 'identity' returns input unchanged
//      immediately (no easing, no output mapping); 'clamp' sets result = inputMin;
//      'extend' does nothing. Then the same for result > inputMax with the right
//      mode (after a left clamp this second test is false unless inputMin > inputMax).
//   3. If outputMin == outputMax: return outputMin (after step 2, so 'identity'
//      still wins outside the range).
//   4. If inputMin == inputMax (empty segment): return outputMin if the ORIGINAL
//      input <= inputMin, else outputMax (no easing).
//   5. Normalise: if inputMin == -Infinity: result = -result; else if inputMax ==
//      +Infinity: result = result - inputMin; else result = (result - inputMin) /
//      (inputMax - inputMin).
//   6. result = easing(result) (the easing is also applied to values outside 0...1
//      under 'extend': quad gives 4 at -2).
//   7. De-normalise: if outputMin == -Infinity: result = -result; else if outputMax
//      == +Infinity: result = result + outputMin; else result = result * (outputMax
//      - outputMin) + outputMin. Return result.
//   The extrapolation mode of a side is extrapolateLeft/Right, else extrapolate,
//   else 'extend'.
//
// Validation (only in __DEV__, in the AnimatedInterpolation constructor), in this
// order: checkInfiniteRange('outputRange'), checkInfiniteRange('inputRange'),
// checkValidInputRange(inputRange), then equal lengths. Each failure throws an
// invariant Error (name 'Invariant Violation') whose message is:
//   "<name> must have at least 2 elements"
//   "<name>cannot be ]-infinity;+infinity[ <JS String(array)>"  (sic: no space after
//       the name; only for exactly 2 elements [-Infinity, Infinity])
//   "inputRange must be monotonically non-decreasing <JS String(array)>"
//   "inputRange (<n>) and outputRange (<m>) must have the same length"
// JS String(array) joins with "," and no spaces; infinities print as "Infinity".
// The tests only assert `.toThrow()` (no message); the messages are the ones the
// implementation produces for those inputs.
//
// Skipped (string / colour / unit outputs, not numeric):
//   * 'should work with output ranges as string' (rgba strings)
//   * 'should work with output ranges as short hex string' ('#024' -> '#9BF')
//   * 'should work with output ranges as long hex string' ('#FF9500' -> '#87FC70')
//   * 'should work with output ranges with mixed hex and rgba strings'
//   * 'should work with negative and decimal values in string ranges'
//       ('-100.5deg' -> '100deg'; 0.5 -> '-0.25deg')
//   * 'should crash when chaining an interpolation that returns a string':
//       input '45rad' throws "Cannot interpolate an input which is not a number."
//   * 'should support a mix of color patterns'
//   * 'should crash when defining output range with different pattern'
//       (['20deg', '30rad'] throws "All elements of output range should have the
//       same non-numeric components")
//   * 'should interpolate values with arbitrary suffixes' ('-10foo' -> '10foo')
//   * 'should interpolate numeric values of arbitrary format' (SVG path strings)
//   * 'should round the alpha channel of a color to the nearest thousandth'
//   * 'should convert %s to numbers in the native config' (it.each over radians,
//       degrees, numbers, unknown: __getNativeConfig().outputRange becomes [1, 2],
//       [pi / 2, pi], [1024, pi], ['5foo', '10foo'])

let rnInterpolationCases:
  [(
    name: String, input: [Double], output: [Double], left: String, right: String,
    easing: String, tolerance: Double, samples: [(x: Double, y: Double)]
  )] = [
    (
      name: "should work with defaults",
      input: [0.0, 1.0], output: [0.0, 1.0],
      left: "extend", right: "extend", easing: "linear", tolerance: 0.0,
      samples: [
        (x: 0.0, y: 0.0),
        (x: 0.5, y: 0.5),
        (x: 0.8, y: 0.8),
        (x: 1.0, y: 1.0),
      ]
    ),
    (
      name: "should work with output range",
      input: [0.0, 1.0], output: [100.0, 200.0],
      left: "extend", right: "extend", easing: "linear", tolerance: 0.0,
      samples: [
        (x: 0.0, y: 100.0),
        (x: 0.5, y: 150.0),
        (x: 0.8, y: 180.0),
        (x: 1.0, y: 200.0),
      ]
    ),
    (
      name: "should work with input range",
      input: [100.0, 200.0], output: [0.0, 1.0],
      left: "extend", right: "extend", easing: "linear", tolerance: 0.0,
      samples: [
        (x: 100.0, y: 0.0),
        (x: 150.0, y: 0.5),
        (x: 180.0, y: 0.8),
        (x: 200.0, y: 1.0),
      ]
    ),
    (
      name: "should throw for non monotonic input ranges (valid config, must NOT throw)",
      input: [0.0, 1.0, 2.0], output: [0.0, 3.0, 1.0],
      left: "extend", right: "extend", easing: "linear", tolerance: 0.0,
      samples: []
    ),
    (
      name: "should work with empty input range",
      input: [0.0, 10.0, 10.0], output: [1.0, 2.0, 3.0],
      left: "extend", right: "extend", easing: "linear", tolerance: 0.0,
      samples: [
        (x: 0.0, y: 1.0),
        (x: 5.0, y: 1.5),
        (x: 10.0, y: 2.0),
        (x: 10.1, y: 3.0),
        (x: 15.0, y: 3.0),
      ]
    ),
    (
      name: "should work with empty output range",
      input: [1.0, 2.0, 3.0], output: [0.0, 10.0, 10.0],
      left: "extend", right: "extend", easing: "linear", tolerance: 0.0,
      samples: [
        (x: 0.0, y: -10.0),
        (x: 1.5, y: 5.0),
        (x: 2.0, y: 10.0),
        (x: 2.5, y: 10.0),
        (x: 3.0, y: 10.0),
        (x: 4.0, y: 10.0),
      ]
    ),
    (
      name: "should work with easing",
      input: [0.0, 1.0], output: [0.0, 1.0],
      left: "extend", right: "extend", easing: "quad", tolerance: 0.0,
      samples: [
        (x: 0.0, y: 0.0),
        (x: 0.5, y: 0.25),
        (x: 0.9, y: 0.81),
        (x: 1.0, y: 1.0),
      ]
    ),
    (
      name: "should work with extrapolate (extend)",
      input: [0.0, 1.0], output: [0.0, 1.0],
      left: "extend", right: "extend", easing: "quad", tolerance: 0.0,
      samples: [
        (x: -2.0, y: 4.0),
        (x: 2.0, y: 4.0),
      ]
    ),
    (
      name: "should work with extrapolate (clamp)",
      input: [0.0, 1.0], output: [0.0, 1.0],
      left: "clamp", right: "clamp", easing: "quad", tolerance: 0.0,
      samples: [
        (x: -2.0, y: 0.0),
        (x: 2.0, y: 1.0),
      ]
    ),
    (
      name: "should work with extrapolate (identity)",
      input: [0.0, 1.0], output: [0.0, 1.0],
      left: "identity", right: "identity", easing: "quad", tolerance: 0.0,
      samples: [
        (x: -2.0, y: -2.0),
        (x: 2.0, y: 2.0),
      ]
    ),
    (
      name: "should work with keyframes without extrapolate",
      input: [0.0, 10.0, 100.0, 1000.0], output: [0.0, 5.0, 50.0, 500.0],
      left: "extend", right: "extend", easing: "linear", tolerance: 0.0,
      samples: [
        (x: -5.0, y: -2.5),
        (x: 0.0, y: 0.0),
        (x: 5.0, y: 2.5),
        (x: 10.0, y: 5.0),
        (x: 50.0, y: 25.0),
        (x: 100.0, y: 50.0),
        (x: 500.0, y: 250.0),
        (x: 1000.0, y: 500.0),
        (x: 2000.0, y: 1000.0),
      ]
    ),
    (
      name: "should work with keyframes with extrapolate",
      input: [0.0, 1.0, 2.0], output: [0.2, 1.0, 0.2],
      left: "clamp", right: "clamp", easing: "linear", tolerance: 0.005,
      samples: [
        (x: 5.0, y: 0.2)
      ]
    ),
    (
      name: "should throw for an infinite input range (valid config, must NOT throw)",
      input: [-.infinity, 0.0, .infinity], output: [1.0, 2.0, 3.0],
      left: "extend", right: "extend", easing: "linear", tolerance: 0.0,
      samples: []
    ),
    (
      name: "should work with negative infinite",
      input: [-.infinity, 0.0], output: [-.infinity, 0.0],
      left: "identity", right: "identity", easing: "quad", tolerance: 0.005,
      samples: [
        (x: -.infinity, y: -.infinity),
        (x: -100.0, y: -10000.0),
        (x: -10.0, y: -100.0),
        (x: 0.0, y: 0.0),
        (x: 1.0, y: 1.0),
        (x: 100.0, y: 100.0),
      ]
    ),
    (
      name: "should work with positive infinite",
      input: [5.0, .infinity], output: [5.0, .infinity],
      left: "identity", right: "identity", easing: "quad", tolerance: 0.005,
      samples: [
        (x: -100.0, y: -100.0),
        (x: -10.0, y: -10.0),
        (x: 0.0, y: 0.0),
        (x: 5.0, y: 5.0),
        (x: 6.0, y: 6.0),
        (x: 10.0, y: 30.0),
        (x: 100.0, y: 9030.0),
        (x: .infinity, y: .infinity),
      ]
    ),
  ]

/// Configurations the tests expect the AnimatedInterpolation constructor to reject
/// (`.toThrow()`), with the message the implementation throws for them.
let rnInterpolationErrors:
  [(
    name: String, input: [Double], output: [Double],
    message: String
  )] = [
    (
      name: "should throw for non monotonic input ranges",
      input: [0.0, 2.0, 1.0], output: [0.0, 1.0, 2.0],
      message: "inputRange must be monotonically non-decreasing 0,2,1"
    ),
    (
      name: "should throw for an infinite input range",
      input: [-.infinity, .infinity], output: [0.0, 1.0],
      message: "inputRangecannot be ]-infinity;+infinity[ -Infinity,Infinity"
    ),
  ]

/// NOT in the test file: further rejections derived from the validation code of
/// AnimatedInterpolation.js (same order of checks as documented above).
let rnInterpolationImplErrors:
  [(
    name: String, input: [Double], output: [Double],
    message: String
  )] = [
    (
      name: "too few elements (outputRange is checked first)",
      input: [0.0], output: [0.0],
      message: "outputRange must have at least 2 elements"
    ),
    (
      name: "infinite output range",
      input: [0.0, 1.0], output: [-.infinity, .infinity],
      message: "outputRangecannot be ]-infinity;+infinity[ -Infinity,Infinity"
    ),
    (
      name: "length mismatch",
      input: [0.0, 1.0, 2.0], output: [0.0, 1.0],
      message: "inputRange (3) and outputRange (2) must have the same length"
    ),
  ]
