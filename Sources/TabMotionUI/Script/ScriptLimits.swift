import TabMotionCore

/// The bounds every script (and the command line's matching options) is checked against
/// before the first frame, so that no input can crash, hang or exhaust the machine. Each
/// keeps every real use — a phone or a tablet at 3×, minutes of interaction — well inside.
public enum ScriptLimits {
  /// Characters of a node name a step targets (`{"node": "item.2"}`): 1 … 200.
  public static let nodeName = 200
  /// Characters of one `type` step's text: 1 … 1,000.
  public static let typedText = 1000
  /// The largest `dx` or `dy` of a `wheel` step (wheel clicks or, precise, points).
  public static let wheelDelta = 100_000.0
  /// A viewport side (`viewport`, `resize`, `--size`), points: 1 … 10,000.
  public static let side = 1.0...10_000.0
  /// Pixels per point (`scale`, `--scale`): ¼ … 8.
  public static let scale = 0.25...8.0
  /// Frames per second of the virtual clock (`fps`, `--fps`): 1 … 1,000.
  public static let fps = 1.0...1_000.0
  /// Pixels of one frame (viewport × scale²): 4096 × 4096, a 64 MiB surface — a 1366 × 1024
  /// tablet at 3× needs 12.6 million.
  public static let framePixels = 16_777_216.0
  /// Pixels of an animation's canvas, which holds every frame of a rotating script (the
  /// largest width × the largest height): twice a frame's budget, so a tablet at 3× turns.
  public static let canvasPixels = 2 * framePixels
  /// Seconds a script may last in all.
  public static let duration = 600.0
  /// Frames a run may take (duration × fps).
  public static let frames = 120_000.0
  /// Steps in a script.
  public static let steps = 10_000
  /// Seconds of one drag (above 0).
  public static let dragDuration = 60.0
  /// Seconds of one wait step, at most (600).
  public static let wait = 600.0
  /// How far outside the viewport a point may lie, in viewport sizes (a finger can slide off
  /// the screen, not to the other side of the planet).
  public static let margin = 1.0
  /// Pixels of an animation file in all (frames × canvas pixels): 10 billion — a 10 s
  /// recording at 60 fps of a 3× phone screen is 1.8 billion.
  public static let recordingPixels = 1e10

  /// Throws unless `value` is finite and inside `range`, naming `field`.
  public static func check(
    _ value: Double, in range: ClosedRange<Double>, _ field: String
  ) throws(TabMotionError) {
    guard value.isFinite, range.contains(value) else {
      throw TabMotionError(
        field: field,
        reason:
          "must be in \(number(range.lowerBound))…\(number(range.upperBound)), got \(number(value))"
      )
    }
  }

  /// Throws when a frame of `size` points at `scale` would be larger than `framePixels`.
  public static func checkFrame(_ size: Size, scale: Double, _ field: String) throws(TabMotionError)
  {
    let pixels = (size.width * scale).rounded() * (size.height * scale).rounded()
    guard pixels <= framePixels else {
      throw TabMotionError(
        field: field,
        reason:
          "makes a frame of \(number(size.width))×\(number(size.height)) points at \(number(scale))×: "
          + "\(number(pixels / 1e6)) million pixels; at most \(number(framePixels / 1e6)) million")
    }
  }

  /// A number as a message shows it: short, without exponent noise for ordinary values.
  public static func number(_ v: Double) -> String {
    guard v.isFinite else { return v.isNaN ? "NaN" : (v > 0 ? "∞" : "-∞") }
    if v == v.rounded() && abs(v) < 1e15 { return String(Int(saturating: v)) }
    if abs(v) >= 1e6 || abs(v) < 1e-3 { return "\(v)" }
    return String((v * 1000).rounded() / 1000)
  }
}
