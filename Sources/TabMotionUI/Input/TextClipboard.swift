/// Where copied text goes and pasted text comes from: the system clipboard in the window,
/// a ``MemoryClipboard`` for scripts and tests.
public protocol TextClipboard: AnyObject {
  /// The clipboard's text; empty when it holds none.
  var text: String { get set }
}

/// A clipboard of the process's own, starting empty: copy and paste within one script.
public final class MemoryClipboard: TextClipboard {
  /// The copied text; empty at first.
  public var text = ""
  /// Creates an empty clipboard.
  public init() {}
}
