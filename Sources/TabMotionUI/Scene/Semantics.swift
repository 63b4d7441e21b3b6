/// Accessibility semantics of a layer, as a screen reader would announce it:
/// "Home, tab, 1 of 4, selected".
public struct Semantics: Hashable, Sendable {
  public enum Role: String, Hashable, Sendable {
    case tab, button, header, text, image, list, row, page
  }

  public var label: String
  public var role: Role
  /// 1-based position and count within its group, e.g. tab 1 of 4.
  public var position: (index: Int, count: Int)?
  public var isSelected: Bool

  public init(
    label: String, role: Role, position: (index: Int, count: Int)? = nil, isSelected: Bool = false
  ) {
    self.label = label
    self.role = role
    self.position = position
    self.isSelected = isSelected
  }

  /// The announcement: label, role, position, selection.
  public var announcement: String {
    var parts = [label, role.rawValue]
    if let p = position { parts.append("\(p.index) of \(p.count)") }
    if isSelected { parts.append("selected") }
    return parts.joined(separator: ", ")
  }

  public static func == (a: Semantics, b: Semantics) -> Bool {
    a.label == b.label && a.role == b.role && a.position?.index == b.position?.index
      && a.position?.count == b.position?.count && a.isSelected == b.isSelected
  }

  public func hash(into h: inout Hasher) {
    h.combine(label)
    h.combine(role)
    h.combine(position?.index)
    h.combine(position?.count)
    h.combine(isSelected)
  }
}
