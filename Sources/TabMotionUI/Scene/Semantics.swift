/// Accessibility semantics of a layer, as a screen reader would announce it:
/// "Home, tab, 1 of 4, selected".
public struct Semantics: Hashable, Sendable {
  /// What kind of element the layer is, announced after its label.
  public enum Role: String, Hashable, Sendable {
    /// An element kind, announced by its raw value: `tab`, `button`, `header`, `text`, `image`,
    /// `list`, `row`, `page` or `textField` (editable text).
    case tab, button, header, text, image, list, row, page, textField
  }

  /// The text announced first, e.g. a tab's title.
  public var label: String
  /// The kind of element, announced after the label.
  public var role: Role
  /// 1-based position and count within its group, e.g. tab 1 of 4.
  public var position: (index: Int, count: Int)?
  /// True when the element is the selected one (announced as "selected"); false by default.
  public var isSelected: Bool
  /// True while the element has the keyboard focus (announced as "focused"); false by default.
  /// The host's keyboard sets it as the focus moves.
  public var isFocused = false
  /// What the element holds, announced after its position, e.g. a tab badge's "3 new"; none
  /// by default.
  public var value: String?

  /// Creates semantics with no position and not selected unless given.
  public init(
    label: String, role: Role, position: (index: Int, count: Int)? = nil, isSelected: Bool = false,
    value: String? = nil
  ) {
    self.value = value
    self.label = label
    self.role = role
    self.position = position
    self.isSelected = isSelected
  }

  /// The announcement: label, role, position, value, selection ("Inbox, tab, 2 of 4, 3 new").
  public var announcement: String {
    var parts = [label, role.rawValue]
    if let p = position { parts.append("\(p.index) of \(p.count)") }
    if let value, !value.isEmpty { parts.append(value) }
    if isSelected { parts.append("selected") }
    if isFocused { parts.append("focused") }
    return parts.joined(separator: ", ")
  }

  /// Returns true when label, role, position, selection, value and focus are all equal.
  public static func == (a: Semantics, b: Semantics) -> Bool {
    a.label == b.label && a.role == b.role && a.position?.index == b.position?.index
      && a.position?.count == b.position?.count && a.isSelected == b.isSelected
      && a.value == b.value && a.isFocused == b.isFocused
  }

  /// Hashes label, role, position, selection, value and focus, consistently with `==`.
  public func hash(into h: inout Hasher) {
    h.combine(label)
    h.combine(role)
    h.combine(position?.index)
    h.combine(position?.count)
    h.combine(isSelected)
    h.combine(isFocused)
    h.combine(value)
  }
}
