import TabMotionCore
import TabMotionUI
import Testing

/// One node of a decoded trace line: its on-screen frame, opacity, hidden flag and the extra
/// fields its component reports.
public struct TraceNode {
  public var x = 0.0
  public var y = 0.0
  public var w = 0.0
  public var h = 0.0
  public var opacity = 1.0
  public var hidden = false
  public var numbers: [String: Double] = [:]
  public var bools: [String: Bool] = [:]
  public var strings: [String: String] = [:]
  public var points: [String: [Point]] = [:]

  public var midX: Double { x + w / 2 }
  public var midY: Double { y + h / 2 }
  public var maxY: Double { y + h }
  /// Not hidden (itself or through an ancestor) and not fully transparent.
  public var isVisible: Bool { !hidden && opacity > 0 }
  /// The node's frame on screen.
  public var frame: Rect { Rect(x: x, y: y, width: w, height: h) }
  /// The centre of the node's frame.
  public var center: Point { Point(midX, midY) }

  public init() {}
}

/// One decoded trace line.
public struct TraceFrame {
  public var t = 0.0
  public var frame = 0
  public var selected = 0
  public var progress = 0.0
  /// A stories screen's playing person and segment (-1 for other screens).
  public var person = -1
  public var segment = -1
  public var nodes: [String: TraceNode] = [:]

  /// The node called `name`; a failed lookup records an issue and returns an empty node.
  public subscript(_ name: String) -> TraceNode {
    guard let node = nodes[name] else {
      Issue.record("no node \(name) at t = \(t)")
      return TraceNode()
    }
    return node
  }

  /// Decodes a trace line as the JSON it is: every field by its JSON type (booleans as
  /// booleans, numbers as numbers, `[[x, y], …]` as points), so the tests read exactly what
  /// the command prints.
  public init(line: String) throws {
    guard case .object(let top) = try JSONValue.parse(Array(line.utf8), source: "trace"),
      case .object(let nodes)? = top.first(where: { $0.0 == "nodes" })?.1
    else {
      throw TabMotionError(field: "trace", reason: "not a trace line: \(line)")
    }
    func number(_ key: String) -> Double {
      if case .number(let d)? = top.first(where: { $0.0 == key })?.1 { return d }
      return key == "person" || key == "segment" ? -1 : .nan
    }
    t = number("t")
    frame = Int(exactly: number("frame")) ?? -1
    selected = Int(exactly: number("selected")) ?? -1
    person = Int(exactly: number("person")) ?? -1
    segment = Int(exactly: number("segment")) ?? -1
    progress = number("progress")
    for (name, value) in nodes {
      guard case .object(let fields) = value else { continue }
      var node = TraceNode()
      for (key, v) in fields {
        switch (key, v) {
        case ("x", .number(let d)): node.x = d
        case ("y", .number(let d)): node.y = d
        case ("w", .number(let d)): node.w = d
        case ("h", .number(let d)): node.h = d
        case ("opacity", .number(let d)): node.opacity = d
        case ("hidden", .bool(let b)): node.hidden = b
        case (_, .bool(let b)): node.bools[key] = b
        case (_, .number(let d)): node.numbers[key] = d
        case (_, .string(let text)): node.strings[key] = text
        case (_, .array(let list)):
          node.points[key] = list.compactMap { pair in
            guard case .array(let xy) = pair, xy.count == 2, case .number(let x) = xy[0],
              case .number(let y) = xy[1]
            else { return nil }
            return Point(x, y)
          }
        default: break
        }
      }
      self.nodes[name] = node
    }
  }
}

extension TraceFrame {
  /// A collapsing screen's shared scroll value y: the selected page's offset.
  public var y: Double { self["page.\(selected)"].numbers["offset"] ?? .nan }
  /// The scroll offset page `page` reports.
  public func offset(_ page: Int) -> Double { self["page.\(page)"].numbers["offset"] ?? .nan }
}
