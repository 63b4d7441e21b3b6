import TabMotionCore

/// Checking a script against the limits and the screen it will run on.
extension GestureScript {
  /// Checks the script as it will run: at `scale` pixels per point (after any command-line
  /// override), on `screen` — `validate(scale:)` and `validate(for:)` together. Hosts call it
  /// before the first frame, so a bad script prints and writes nothing.
  public func validate(scale: Double, for screen: any Screen) throws(TabMotionError) {
    try validate(scale: scale)
    try validate(for: screen)
  }

  /// The resource budget, checked before a screen is even built: scale and fps in bounds,
  /// every frame (the viewport and each `resize`) within `ScriptLimits.framePixels`, and the
  /// whole run within `ScriptLimits.frames`.
  public func validate(scale: Double) throws(TabMotionError) {
    try ScriptLimits.check(scale, in: ScriptLimits.scale, "scale")
    try ScriptLimits.check(fps, in: ScriptLimits.fps, "fps")
    try ScriptLimits.checkFrame(viewport, scale: scale, "viewport")
    let frames = (duration * fps).rounded(.up)
    guard frames <= ScriptLimits.frames else {
      throw TabMotionError(
        field: "steps",
        reason:
          "would take \(ScriptLimits.number(frames)) frames at \(ScriptLimits.number(fps)) fps; at most \(ScriptLimits.number(ScriptLimits.frames))"
      )
    }
    for (k, step) in steps.enumerated() {
      if case .resize(let size) = step {
        try ScriptLimits.checkFrame(size, scale: scale, "steps[\(k)].resize")
      }
    }
  }

  /// Every `select` names one of the tabs `screen` offers through ``TabSelecting`` (none for
  /// a screen without the capability).
  public func validate(for screen: any Screen) throws(TabMotionError) {
    let tabCount = screen.capability((any TabSelecting).self)?.tabCount ?? 0
    for (k, step) in steps.enumerated() {
      guard case .select(let index) = step else { continue }
      guard index >= 0, index < tabCount else {
        throw TabMotionError(
          field: "steps[\(k)].select",
          reason: tabCount == 0
            ? "this screen has no tabs to select"
            : "must be a tab of this screen, 0…\(tabCount - 1), got \(index)")
      }
    }
  }
}
