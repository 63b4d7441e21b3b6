#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and error through `write(2)`, so that a full disk, a closed descriptor or a
/// broken pipe is an error the command reports in one line — never a trap with a backtrace,
/// never an exit 0 with the output lost. (A reader that goes away, like `head`, still ends the
/// process through SIGPIPE, as for any Unix tool.)
enum Console {
  /// Writes `text` to standard output in full, or throws naming what failed.
  static func out(_ text: String) throws(CommandFailure) {
    if let number = write(text, to: 1) {
      throw CommandFailure("cannot write to standard output: \(String(cString: strerror(number)))")
    }
  }

  /// `text` and a newline on standard output.
  static func line(_ text: String) throws(CommandFailure) { try out(text + "\n") }

  /// Best effort on standard error: there is nowhere left to report its own failure, which
  /// the exit status carries instead. Returns false when the write failed.
  @discardableResult
  static func error(_ text: String) -> Bool { write(text, to: 2) == nil }

  /// Writes every byte, retrying short writes and interruptions; the `errno` of a failure.
  private static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        #if canImport(Glibc)
          let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        #else
          let written = Darwin.write(descriptor, base + offset, buffer.count - offset)
        #endif
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }
}

/// A failure while running (not bad input): writing output, or a model producing a value the
/// trace cannot show. The command ends with its one-line message and exit status 1.
struct CommandFailure: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
