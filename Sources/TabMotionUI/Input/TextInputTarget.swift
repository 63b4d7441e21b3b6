import TabMotionCore

/// What the keyboard sends typing to: a text field, attached to its layer as
/// `Layer.textInput`. The host's ``KeyboardDispatcher`` calls it while the layer has the
/// focus. Times are seconds on the host's frame clock.
public protocol TextInputTarget: AnyObject {
  /// Inserts committed text at the caret (replacing a selection), as typed or pasted.
  func insertText(_ text: String, at time: Double)
  /// Shows an input method's composition at the caret, underlined and not yet part of the
  /// text; an empty string ends the composition.
  func setMarkedText(_ text: String, at time: Double)
  /// An editing key (arrows, Home/End, Backspace/Delete, Enter, Ctrl+A/C/X/V); returns false
  /// for keys the field does not use (Tab, Esc), which the keyboard then handles itself.
  func handleKey(_ press: KeyPress, clipboard: any TextClipboard, at time: Double) -> Bool
  /// The field gained (true) or lost (false) the keyboard focus: its caret shows and blinks
  /// only while focused.
  func focusChanged(_ isFocused: Bool, at time: Double)
}
