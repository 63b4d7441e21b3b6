#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole files with plain POSIX calls so failures keep their `errno`.
enum FileWriter {
  static func save(_ bytes: [UInt8], to path: String) throws(RenderError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw .fileWrite(path: path, errno: errno) }
    var failure: Int32?
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    let closed = close(descriptor)
    if let failure { throw .fileWrite(path: path, errno: failure) }
    guard closed == 0 else { throw .fileWrite(path: path, errno: errno) }
  }
}
