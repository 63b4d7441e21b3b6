/// Estimates a pointer's velocity the way Flutter and Android do: a least-squares quadratic
/// fit of position against time over the most recent samples, read off at the newest sample.
///
/// Samples are kept for at most 100 ms before the newest one and at most 20 of them; walking
/// back from the newest, the fit stops at the first gap longer than 40 ms (the pointer had
/// stopped). Fewer than 3 samples give zero. Times are seconds, positions points, and the
/// result is in points per second. Non-finite samples are ignored; a sample older than the
/// newest one is treated as simultaneous with it (time never runs backwards).
public struct VelocityTracker: Sendable {
  /// The most samples kept (20); older ones are dropped.
  public static let historySize = 20
  /// How far back before the newest sample the fit looks, in seconds (0.1).
  public static let horizon = 0.100
  /// A gap between samples longer than this, in seconds (0.04), ends the fit: the pointer had
  /// stopped.
  public static let assumePointerStoppedAfter = 0.040
  static let minimumSamples = 3

  private var times: [Double]
  private var xs: [Double]
  private var ys: [Double]
  private var newest = -1
  private var count = 0

  /// Creates a tracker with no samples; its velocity is zero until 3 samples arrive.
  public init() {
    times = Array(repeating: 0, count: Self.historySize)
    xs = times
    ys = times
  }

  /// Forgets every sample (a new touch).
  public mutating func reset() {
    newest = -1
    count = 0
  }

  /// Adds a sample at `time` seconds.
  public mutating func add(time: Double, position: Point) {
    guard time.isFinite, position.isFinite else { return }
    let t = count > 0 ? max(time, times[newest]) : time
    newest = (newest + 1) % Self.historySize
    times[newest] = t
    xs[newest] = position.x
    ys[newest] = position.y
    count = min(count + 1, Self.historySize)
  }

  /// The time of the newest sample, if any.
  public var lastSampleTime: Double? { count > 0 ? times[newest] : nil }

  /// The velocity (points per second) at the newest sample.
  public func velocity() -> Point {
    guard count >= Self.minimumSamples else { return .zero }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 4 * Self.historySize) { buf in
      let n = Self.historySize
      let t = UnsafeMutableBufferPointer(rebasing: buf[0..<n])
      let x = UnsafeMutableBufferPointer(rebasing: buf[n..<(2 * n)])
      let y = UnsafeMutableBufferPointer(rebasing: buf[(2 * n)..<(3 * n)])
      let scratch = UnsafeMutableBufferPointer(rebasing: buf[(3 * n)..<(4 * n)])
      var m = 0
      var index = newest
      let newestTime = times[newest]
      var previousTime = newestTime
      while m < count {
        let age = newestTime - times[index]
        let gap = abs(times[index] - previousTime)
        previousTime = times[index]
        // Flutter compares whole microseconds; allow for seconds not being exact in binary.
        if age > Self.horizon + 1e-7 || gap > Self.assumePointerStoppedAfter + 1e-7 { break }
        // Milliseconds, negative into the past, as Flutter fits them.
        t[m] = -age * 1000
        x[m] = xs[index]
        y[m] = ys[index]
        m += 1
        index = (index + Self.historySize - 1) % Self.historySize
      }
      guard m >= Self.minimumSamples,
        let vx = Self.slopeOfQuadraticFit(t, x, m, scratch),
        let vy = Self.slopeOfQuadraticFit(t, y, m, scratch)
      else { return .zero }
      return Point(vx * 1000, vy * 1000)
    }
  }

  /// The velocity at `time`: zero when the pointer has not moved for more than 40 ms before
  /// `time`, otherwise `velocity()`. Use this when a finger lifts after resting.
  public func velocity(at time: Double) -> Point {
    guard let last = lastSampleTime, time.isFinite, time - last <= Self.assumePointerStoppedAfter
    else { return .zero }
    return velocity()
  }

  /// The linear coefficient of the least-squares quadratic through (t, v) (all weights 1),
  /// by QR with Gram–Schmidt as Flutter's `LeastSquaresSolver` does. With the basis 1, t, t²
  /// the orthonormal columns have closed forms: q₀ = 1/√m, q₁ = (t − t̄)/‖t − t̄‖, and q₂ is
  /// t² minus its projections on q₀ and q₁, normalised (kept in `scratch`). Returns nil for
  /// degenerate samples (a column norm under 1e-10, e.g. all at one time).
  private static func slopeOfQuadraticFit(
    _ t: UnsafeMutableBufferPointer<Double>, _ v: UnsafeMutableBufferPointer<Double>, _ m: Int,
    _ scratch: UnsafeMutableBufferPointer<Double>
  ) -> Double? {
    var mean = 0.0
    var meanSq = 0.0
    for h in 0..<m {
      mean += t[h]
      meanSq += t[h] * t[h]
    }
    mean /= Double(m)
    meanSq /= Double(m)
    var n1sq = 0.0
    var r12 = 0.0
    for h in 0..<m {
      let d = t[h] - mean
      n1sq += d * d
      r12 += t[h] * t[h] * d
    }
    let r11 = n1sq.squareRoot()
    guard r11 >= 1e-10 else { return nil }
    r12 /= r11
    var n2sq = 0.0
    for h in 0..<m {
      let q2 = t[h] * t[h] - meanSq - r12 * (t[h] - mean) / r11
      scratch[h] = q2
      n2sq += q2 * q2
    }
    let r22 = n2sq.squareRoot()
    guard r22 >= 1e-10 else { return nil }
    var qv1 = 0.0
    var qv2 = 0.0
    for h in 0..<m {
      qv1 += (t[h] - mean) / r11 * v[h]
      qv2 += scratch[h] / r22 * v[h]
    }
    let c2 = qv2 / r22
    return (qv1 - r12 * c2) / r11
  }
}
