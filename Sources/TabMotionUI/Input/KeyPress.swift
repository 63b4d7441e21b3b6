import TabMotionCore

/// A key pressed with its modifiers, as a window or a script's `key` step reports it.
///
/// Written in scripts as the key's name, with modifiers before it joined by `+`:
/// `"tab"`, `"shift+tab"`, `"left"`, `"shift+right"`, `"pageup"`, `"esc"`, `"ctrl+v"`.
public struct KeyPress: Hashable, Sendable {
  /// A key the keyboard focus, scrolling and text editing understand.
  public enum Key: Hashable, Sendable {
    /// A navigation or editing key.
    case tab, left, right, up, down, enter, space, pageUp, pageDown, home, end, escape
    /// An editing key: `backspace` deletes before the caret, `delete` after it.
    case backspace, delete
    /// A letter, digit or sign (lowercase for letters): with Ctrl, a command such as copy.
    case character(Character)
  }

  /// Modifier keys held with the key.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The bits, one per modifier.
    public let rawValue: UInt8
    /// Creates a set from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Shift: reverses Tab, extends a text selection.
    public static let shift = Modifiers(rawValue: 1)
    /// Control: commands (copy, cut, paste, select all; the window's shortcuts).
    public static let control = Modifiers(rawValue: 2)
  }

  /// The key.
  public var key: Key
  /// The modifiers held with it.
  public var modifiers: Modifiers

  /// Creates a key press.
  public init(_ key: Key, modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// The names scripts use for keys, in the order help texts list them.
  public static let keyNames: [(String, Key)] = [
    ("tab", .tab), ("left", .left), ("right", .right), ("up", .up), ("down", .down),
    ("enter", .enter), ("space", .space), ("pageup", .pageUp), ("pagedown", .pageDown),
    ("home", .home), ("end", .end), ("esc", .escape), ("backspace", .backspace),
    ("delete", .delete),
  ]

  /// Reads a key written as in scripts (`"shift+tab"`, `"ctrl+v"`, case-insensitive); nil for
  /// an unknown key or modifier.
  public init?(parsing text: String) {
    let parts = text.lowercased().split(separator: "+", omittingEmptySubsequences: false)
    guard let last = parts.last, !last.isEmpty else { return nil }
    var modifiers: Modifiers = []
    for m in parts.dropLast() {
      switch m {
      case "shift": modifiers.insert(.shift)
      case "ctrl", "control": modifiers.insert(.control)
      default: return nil
      }
    }
    if let named = KeyPress.keyNames.first(where: { $0.0 == last }) {
      self.init(named.1, modifiers: modifiers)
    } else if last.count == 1, let c = last.first, c.isLetter || c.isNumber {
      self.init(.character(c), modifiers: modifiers)
    } else {
      return nil
    }
  }
}
