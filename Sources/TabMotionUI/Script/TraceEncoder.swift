import TabMotionCore

/// Writes one JSON object per frame, read off the scene's presented
/// values: every named layer with its on-screen frame, own opacity, hidden flag and the extra
/// fields its component reports. Numbers are rounded to 4 decimals and printed the same way on
/// every machine, so traces are byte-identical run to run.
public enum TraceEncoder {
  public static func line(frame: Int, time: Double, screen: any Screen) -> String {
    var s = "{\"t\":"
    s += number(time)
    s += ",\"frame\":\(frame),\"selected\":\(screen.selectedIndex),\"progress\":"
    s += number(screen.progress)
    s += ",\"nodes\":{"
    var first = true
    appendNodes(screen.root, into: &s, first: &first)
    s += "}}"
    return s
  }

  private static func appendNodes(_ layer: Layer, into s: inout String, first: inout Bool) {
    if let name = layer.name {
      if !first { s += "," }
      first = false
      s += string(name)
      s += ":{"
      let f = layer.sceneFrame
      s += "\"x\":" + number(f.minX) + ",\"y\":" + number(f.minY)
      s += ",\"w\":" + number(f.width) + ",\"h\":" + number(f.height)
      s += ",\"opacity\":" + number(layer.opacity.presented)
      s += ",\"hidden\":" + (layer.isHiddenInScene ? "true" : "false")
      for (key, value) in layer.traceFields {
        s += "," + string(key) + ":" + encode(value)
      }
      if let provider = layer.traceFieldsProvider {
        for (key, value) in provider() {
          s += "," + string(key) + ":" + encode(value)
        }
      }
      s += "}"
    }
    for c in layer.children { appendNodes(c, into: &s, first: &first) }
  }

  static func encode(_ v: TraceValue) -> String {
    switch v {
    case .number(let d): number(d)
    case .bool(let b): b ? "true" : "false"
    case .string(let str): string(str)
    case .points(let pts):
      "[" + pts.map { "[" + number($0.x) + "," + number($0.y) + "]" }.joined(separator: ",") + "]"
    }
  }

  /// Fixed 4-decimal rounding without exponent notation; NaN/∞ (which the models never
  /// produce) are written as 0 so a line is always valid JSON.
  public static func number(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    let scaled = (v * 10_000).rounded()
    guard abs(scaled) < 9e15 else { return String(Int64(v.rounded())) }
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

  static func string(_ s: String) -> String {
    var out = "\""
    for ch in s.unicodeScalars {
      switch ch {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
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
