#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole files so that a reader never sees half of one: the bytes go to a temporary
/// file in the target's folder, are flushed to the disk, and only then renamed over the
/// target. A full disk, a missing folder or a crash mid-write leaves the previous file (or
/// none) — never a truncated PNG or an empty animation. Plain POSIX calls keep each failure's
/// `errno`.
package enum FileWriter {
  /// Writes `bytes` to `path` atomically. With `createFolders`, missing parent folders are
  /// made first (like `mkdir -p`).
  package static func save(
    _ bytes: [UInt8], to path: String, createFolders: Bool = false
  ) throws(RenderError) {
    guard !path.isEmpty, !path.hasSuffix("/") else { throw .fileWrite(path: path, errno: EISDIR) }
    let folder = Self.folder(of: path)
    if createFolders { try makeFolders(folder) }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw .fileWrite(path: path, errno: errno) }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
    // mkstemp creates 0600; a picture is for everyone to read, as `creat` would make it.
    if failure == nil, fchmod(descriptor, 0o644 & ~currentUmask()) != 0 { failure = errno }
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if failure == nil, rename(temporary, path) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw .fileWrite(path: path, errno: failure)
    }
  }

  /// The folder part of `path`: "." for a bare name, "/" for a file in the root.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// `mkdir -p`: every missing folder along `folder`, failing with the first that cannot be
  /// made (or a file standing where a folder should be).
  package static func makeFolders(_ folder: String) throws(RenderError) {
    var prefix = folder.hasPrefix("/") ? "/" : ""
    for part in folder.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
      if mkdir(prefix, 0o777) == 0 || errno == EEXIST {
        var info = stat()
        guard stat(prefix, &info) == 0 else { throw .fileWrite(path: prefix, errno: errno) }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
          throw .fileWrite(path: prefix, errno: ENOTDIR)
        }
        continue
      }
      throw .fileWrite(path: prefix, errno: errno)
    }
  }

  private static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }
}
