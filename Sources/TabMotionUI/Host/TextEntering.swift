import TabMotionCore

/// A screen that takes typed text no focused text field takes (a script's `type` step, or
/// the window's keyboard) — to open a compose sheet on the first key, say.
public protocol TextEntering: Screen {
  /// Text typed while no text field has the focus.
  func typeText(_ text: String, at time: Double)
}
