import TabMotionCore

/// Everything a screen needs to lay itself out: viewport, safe area, scale, direction, motion
/// preference and a way to measure text. Hosts (the window, a headless session, a script
/// player) hand a new one to `Screen.layout(_:at:)` whenever any of it changes.
public struct ScreenEnvironment {
  /// Viewport in points.
  public var size: Size
  /// The parts of the viewport that system chrome covers (status bar, notch, home indicator),
  /// points from each edge.
  public var safeArea: EdgeInsets
  /// Pixels per point.
  public var scale: Double
  /// The reading direction: right-to-left mirrors tab order and swipe directions.
  public var direction: LayoutDirection
  /// The user asked for less motion: travel becomes short cross-fades (≤ 0.2 s).
  public var reducedMotion: Bool
  /// Measures text as the renderer will draw it (`PangoTextMeasurer` on Linux).
  public var textMeasurer: any TextMeasuring

  /// Creates an environment; every parameter has a default, which together describe a
  /// portrait 390 × 844 pt phone at 3×, left to right, with full motion.
  /// - Parameters:
  ///   - size: The viewport in points.
  ///   - safeArea: The covered edges in points; nil takes a notched phone's
  ///     (`phoneSafeArea(for:)`).
  ///   - scale: Pixels per point.
  ///   - direction: The reading direction of the layout.
  ///   - reducedMotion: Whether the user asked for less motion.
  ///   - textMeasurer: Measures text for layout; the estimate by default, which hosts with a
  ///     renderer replace.
  public init(
    size: Size = Size(390, 844), safeArea: EdgeInsets? = nil, scale: Double = 3,
    direction: LayoutDirection = .leftToRight, reducedMotion: Bool = false,
    textMeasurer: any TextMeasuring = EstimatedTextMeasurer()
  ) {
    self.size = size
    self.safeArea = safeArea ?? ScreenEnvironment.phoneSafeArea(for: size)
    self.scale = scale
    self.direction = direction
    self.reducedMotion = reducedMotion
    self.textMeasurer = textMeasurer
  }

  /// A notched phone's safe area: 47 pt top / 34 pt bottom in portrait; in landscape the
  /// notch side moves to the left and right (47 pt) and the bottom keeps 21 pt.
  public static func phoneSafeArea(for size: Size) -> EdgeInsets {
    size.isLandscape
      ? EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
      : EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  }

  /// True when ``direction`` is ``LayoutDirection/rightToLeft``.
  public var isRightToLeft: Bool { direction == .rightToLeft }
}
