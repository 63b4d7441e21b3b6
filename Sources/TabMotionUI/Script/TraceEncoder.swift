import TabMotionCore

/// Writes one JSON object per frame, read off the scene's presented
/// values: every name in the scene once, with its layer's on-screen frame, own opacity,
/// hidden flag and the extra fields its component reports. Numbers are rounded to 4 decimals and printed the same way on
/// every machine, so traces are byte-identical run to run.
///
/// A number that is not finite never reaches a trace: `line` throws, naming the node and the
/// field, so a NaN in a model fails a test (or ends the `trace` command) instead of passing
/// every check as a `0`.
public enum TraceEncoder {
  /// Returns the trace line of `screen` at `frame` and `time` seconds: time, frame, selected tab,
  /// progress (and `person` and `segment` for a ``StoryPlayback`` screen) and every name in the
  /// scene once, as one JSON object without a newline. Throws
  /// `TabMotionError` naming the node and field when a value is not a finite number.
  public static func line(
    frame: Int, time: Double, screen: any Screen
  ) throws(TabMotionError) -> String {
    var writer = Writer()
    writer.s = "{\"t\":"
    writer.number(time, "t")
    let selected = screen.capability((any TabSelecting).self)?.selectedIndex ?? 0
    writer.s += ",\"frame\":\(frame),\"selected\":\(selected),\"progress\":"
    writer.number(screen.capability((any Paging).self)?.progress ?? 0, "progress")
    if let stories = screen.capability((any StoryPlayback).self) {
      writer.s += ",\"person\":\(stories.currentPerson),\"segment\":\(stories.currentSegment)"
    }
    writer.s += ",\"nodes\":{"
    // A name several layers share (two screens nested one in the other) is one key, for the
    // layer it stands for.
    for (k, node) in screen.root.namedLayers().enumerated() {
      if k > 0 { writer.s += "," }
      appendNode(node.layer, named: node.name, into: &writer)
    }
    writer.s += "}}"
    if let failure = writer.failure {
      throw TabMotionError(
        field: "trace", reason: "frame \(frame): \(failure) is not a finite number")
    }
    return writer.s
  }

  /// The line being written, and the first non-finite value met.
  private struct Writer {
    var s = ""
    var failure: String?
    var node = ""

    mutating func number(_ v: Double, _ field: String) {
      if !v.isFinite && failure == nil {
        failure = node.isEmpty ? field : "\(node).\(field)"
      }
      s += TraceEncoder.number(v)
    }

    mutating func value(_ v: TraceValue, _ field: String) {
      switch v {
      case .number(let d): number(d, field)
      case .bool(let b): s += b ? "true" : "false"
      case .string(let str): s += TraceEncoder.string(str)
      case .points(let pts):
        s += "["
        for (k, p) in pts.enumerated() {
          s += k == 0 ? "[" : ",["
          number(p.x, field)
          s += ","
          number(p.y, field)
          s += "]"
        }
        s += "]"
      }
    }
  }

  private static func appendNode(_ layer: Layer, named name: String, into w: inout Writer) {
    w.node = name
    w.s += string(name)
    w.s += ":{"
    let f = layer.sceneFrame
    // A frame that is not a number has no place on screen, and `sceneFrame` gives it none (as
    // it gives none to a layer seen edge-on): caught here, on the layer or an ancestor.
    if !layer.frame.presented.isFinite || !layer.transformToScene.isFinite {
      w.number(.nan, "frame")
    }
    w.s += "\"x\":"
    w.number(f.minX, "x")
    w.s += ",\"y\":"
    w.number(f.minY, "y")
    w.s += ",\"w\":"
    w.number(f.width, "w")
    w.s += ",\"h\":"
    w.number(f.height, "h")
    w.s += ",\"opacity\":"
    w.number(layer.opacity.presented, "opacity")
    w.s += ",\"hidden\":" + (layer.isHiddenInScene ? "true" : "false")
    for (key, value) in layer.traceFields {
      w.s += "," + string(key) + ":"
      w.value(value, key)
    }
    if let provider = layer.traceFieldsProvider {
      for (key, value) in provider() {
        w.s += "," + string(key) + ":"
        w.value(value, key)
      }
    }
    w.s += "}"
  }

  /// Fixed 4-decimal rounding without exponent notation. (`line` refuses NaN and ∞; here
  /// they print as 0 so that what was written so far stays valid JSON.)
  public static func number(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    let scaled = (v * 10_000).rounded()
    // Past 4-decimal precision in 64 bits: Swift's own shortest form ("1e+300") is JSON too.
    guard abs(scaled) < 9e15 else { return "\(v.rounded())" }
    var n = Int64(scaled)
    if n == 0 { return "0" }
    let negative = n < 0
    n = abs(n)
    let whole = n / 10_000
    var frac = n % 10_000
    var out = (negative ? "-" : "") + String(whole)
    if frac != 0 {
      var digits = 4
      while frac % 10 == 0 {
        frac /= 10
        digits -= 1
      }
      let f = String(frac)
      out += "." + String(repeating: "0", count: digits - f.count) + f
    }
    return out
  }

  /// `s` as a JSON string literal: quotes, backslashes and control characters escaped.
  public static func string(_ s: String) -> String {
    var out = "\""
    for ch in s.unicodeScalars {
      switch ch {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if ch.value < 0x20 {
          let hex = String(ch.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(ch)
        }
      }
    }
    return out + "\""
  }
}
