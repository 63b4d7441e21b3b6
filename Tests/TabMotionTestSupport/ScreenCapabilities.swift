import TabMotionUI

extension Screen {
  /// The screen's tabs, asked for as a host asks (nil for a screen without tabs).
  public var tabSelection: (any TabSelecting)? { capability((any TabSelecting).self) }
  /// The screen's pages, asked for as a host asks (nil for a screen without pages).
  public var paging: (any Paging)? { capability((any Paging).self) }
}
