import CCairo
import TabMotionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Failures of the Linux render backend. Every C call that can fail maps to one of these, so
/// callers never see a silently broken (all-black) surface.
public enum RenderError: Error, Equatable, Sendable {
  /// Width or height outside 1...32767 (cairo's limit, and pixman's 16.16 fixed-point range).
  case invalidSize(width: Int, height: Int)
  /// A cairo object ended in an error state; the payload is `cairo_status_to_string`.
  case cairo(String)
  /// Reading or decoding a PNG failed.
  case pngRead(path: String, reason: String)
  /// Writing a PNG failed.
  case pngWrite(path: String, reason: String)
  /// libwebp rejected a configuration, a frame or the final assembly.
  case webp(String)
  /// Writing a file failed; `errno` is the C error number.
  case fileWrite(path: String, errno: Int32)
  /// An argument outside its documented range.
  case invalidArgument(String)
}

extension RenderError {
  /// Wraps a cairo status code with cairo's own description of it.
  static func cairo(status: cairo_status_t) -> RenderError {
    .cairo(cairoStatusText(status))
  }

  static func cairoStatusText(_ status: cairo_status_t) -> String {
    guard let text = cairo_status_to_string(status) else { return "cairo status \(status)" }
    return String(cString: text)
  }
}

extension RenderError: CustomStringConvertible {
  /// One line in plain words, naming what failed and where.
  public var description: String {
    switch self {
    case .invalidSize(let width, let height):
      return "an image of \(width)×\(height) pixels cannot be made; each side must be 1…32767"
    case .cairo(let reason): return "drawing failed: \(reason)"
    case .pngRead(let path, let reason):
      return "cannot read the PNG '\(TabMotionError.printable(path))': \(reason)"
    case .pngWrite(let path, let reason):
      return "cannot encode the PNG '\(TabMotionError.printable(path))': \(reason)"
    case .webp(let reason): return "the animation encoder failed: \(reason)"
    case .fileWrite(let path, let number):
      return
        "cannot write '\(TabMotionError.printable(path))': \(String(cString: strerror(number)))"
    case .invalidArgument(let reason): return reason
    }
  }
}
