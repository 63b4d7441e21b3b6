import Foundation
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
  /// the command prints. Foundation's `JSONSerialization` reads it: an independent parser,
  /// and one that decodes a frame in well under a millisecond even in a debug build, which
  /// the tests, decoding every frame of long scripts, need.
  public init(line: String) throws {
    guard let top = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let nodes = top["nodes"] as? [String: Any]
    else {
      throw TabMotionError(field: "trace", reason: "not a trace line: \(line)")
    }
    func number(_ key: String) -> Double {
      if let n = Self.number(top[key]) { return n }
      return key == "person" || key == "segment" ? -1 : .nan
    }
    t = number("t")
    frame = Int(exactly: number("frame")) ?? -1
    selected = Int(exactly: number("selected")) ?? -1
    person = Int(exactly: number("person")) ?? -1
    segment = Int(exactly: number("segment")) ?? -1
    progress = number("progress")
    for (name, value) in nodes {
      guard let fields = value as? [String: Any] else { continue }
      var node = TraceNode()
      for (key, v) in fields {
        if let b = Self.boolean(v) {
          if key == "hidden" { node.hidden = b } else { node.bools[key] = b }
        } else if let d = Self.number(v) {
          switch key {
          case "x": node.x = d
          case "y": node.y = d
          case "w": node.w = d
          case "h": node.h = d
          case "opacity": node.opacity = d
          default: node.numbers[key] = d
          }
        } else if let text = v as? String {
          node.strings[key] = text
        } else if let list = v as? [Any] {
          node.points[key] = list.compactMap { pair in
            guard let xy = pair as? [Any], xy.count == 2, let x = Self.number(xy[0]),
              let y = Self.number(xy[1])
            else { return nil }
            return Point(x, y)
          }
        }
      }
      self.nodes[name] = node
    }
  }

  /// The class Foundation gives JSON's `true` and `false` (numbers get another).
  private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

  /// A JSON boolean as a `Bool`; nil for anything else (a number included).
  private static func boolean(_ value: Any?) -> Bool? {
    guard let n = value as? NSNumber, ObjectIdentifier(type(of: n)) == booleanClass else {
      return nil
    }
    return n.boolValue
  }

  /// A JSON number as a `Double`; nil for anything else (a boolean included).
  private static func number(_ value: Any?) -> Double? {
    guard let n = value as? NSNumber, ObjectIdentifier(type(of: n)) != booleanClass else {
      return nil
    }
    return n.doubleValue
  }
}

extension TraceFrame {
  /// A collapsing screen's shared scroll value y: the selected page's offset.
  public var y: Double { self["page.\(selected)"].numbers["offset"] ?? .nan }
  /// The scroll offset page `page` reports.
  public func offset(_ page: Int) -> Double { self["page.\(page)"].numbers["offset"] ?? .nan }
}
