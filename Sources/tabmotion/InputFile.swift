import TabMotionCore
import TabMotionUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a script named on the command line: a regular file, `-` for standard input, or
/// anything `read(2)` can drain (`/dev/stdin`, a FIFO, a process substitution) — never more
/// than `JSONValue.maximumBytes`, so `/dev/zero` is refused rather than swallowing memory.
/// Every failure is one line naming the option.
enum InputFile {
  static func read(_ path: String, option: String) throws(TabMotionError) -> [UInt8] {
    let shown = "'\(TabMotionError.printable(path))'"
    guard !path.isEmpty else {
      throw TabMotionError(field: option, reason: "is empty; give a file, or - for standard input")
    }
    let descriptor = path == "-" ? dup(0) : open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw TabMotionError(field: option, reason: "cannot read \(shown): \(reason(errno))")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw TabMotionError(field: option, reason: "cannot read \(shown): \(reason(errno))")
    }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw TabMotionError(field: option, reason: "\(shown) is a folder, not a script file")
    }
    let limit = JSONValue.maximumBytes
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw TabMotionError(field: option, reason: "cannot read \(shown): \(reason(errno))")
      }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
    }
    throw TabMotionError(
      field: option, reason: "\(shown) is larger than \(limit) bytes, the most a script may have")
  }

  private static func reason(_ number: Int32) -> String { String(cString: strerror(number)) }
}
