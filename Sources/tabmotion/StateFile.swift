import TabMotionCore
import TabMotionRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small file of state kept across launches (the gallery's selected tabs and offsets).
///
/// Reading never fails the program: a file that is missing gives the defaults; one that
/// cannot be read or decoded (corrupt, truncated, a newer version, a folder, no permission)
/// gives the defaults too, with a one-line warning, and is moved aside to `<name>.corrupt`
/// so that it is never silently lost. Writing goes through `FileWriter` (temporary file,
/// fsync, rename), so a crash between write and rename leaves the previous file whole.
struct StateFile: Sendable {
  let path: String

  init(path: String) {
    precondition(!path.isEmpty, "StateFile.init(path:): the path is empty")
    self.path = path
  }

  /// Where a state file called `name` lives by default: `$XDG_STATE_HOME/tabmotion/name`
  /// when that variable holds an absolute path, otherwise `$HOME/.local/state/tabmotion/name`;
  /// nil without either.
  static func defaultPath(
    name: String, environment: [String: String]
  ) -> String? {
    if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
      return "\(xdg)/tabmotion/\(name)"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return "\(home)/.local/state/tabmotion/\(name)"
    }
    return nil
  }

  /// The result of `load`.
  struct Loaded<Value> {
    /// The decoded value; nil when the file is missing or was set aside.
    var value: Value?
    /// One line for standard error when the file was unusable (nil otherwise).
    var warning: String?
    /// False when an unusable file could not be moved aside: writing would destroy it, so
    /// the caller must not save over it.
    var mayWrite: Bool
  }

  /// Reads and decodes the file with `decode` (which throws a `TabMotionError` naming the
  /// field for bad data). At most `limit` bytes are read: a larger file is unusable.
  func load<Value>(
    limit: Int, _ decode: ([UInt8]) throws(TabMotionError) -> Value
  ) -> Loaded<Value> {
    let problem: String
    switch read(limit: limit) {
    case .missing:
      return Loaded(value: nil, warning: nil, mayWrite: true)
    case .failed(let reason):
      problem = reason
    case .bytes(let bytes):
      do {
        return Loaded(value: try decode(bytes), warning: nil, mayWrite: true)
      } catch {
        problem = error.description
      }
    }
    let shown = "'\(TabMotionError.printable(path, limit: 400))'"
    let aside = path + ".corrupt"
    if rename(path, aside) == 0 {
      return Loaded(
        value: nil,
        warning:
          "ignoring the state file \(shown) (\(problem)); starting from defaults, "
          + "the file is kept as '\(TabMotionError.printable(aside, limit: 400))'",
        mayWrite: true)
    }
    let reason = String(cString: strerror(errno))
    return Loaded(
      value: nil,
      warning:
        "ignoring the state file \(shown) (\(problem)); starting from defaults, and leaving "
        + "the file as it is (it cannot be moved aside: \(reason))",
      mayWrite: false)
  }

  /// Writes `bytes` atomically, making the folders it needs.
  func save(_ bytes: [UInt8]) throws(RenderError) {
    try FileWriter.save(bytes, to: path, createFolders: true)
  }

  private enum ReadResult {
    case missing
    case failed(String)
    case bytes([UInt8])
  }

  private func read(limit: Int) -> ReadResult {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      return errno == ENOENT ? .missing : .failed("cannot read it: \(Self.reason(errno))")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failed(Self.reason(errno)) }
    guard (info.st_mode & S_IFMT) == S_IFREG else { return .failed("not a regular file") }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16 << 10)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes { buffer in
        #if canImport(Glibc)
          Glibc.read(descriptor, buffer.baseAddress, buffer.count)
        #else
          Darwin.read(descriptor, buffer.baseAddress, buffer.count)
        #endif
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failed("cannot read it: \(Self.reason(errno))")
      }
      if count == 0 { return .bytes(bytes) }
      bytes += chunk[..<count]
    }
    return .failed("larger than \(limit) bytes")
  }

  private static func reason(_ number: Int32) -> String { String(cString: strerror(number)) }
}
