import TabMotionCore

/// A `CollapsingPageContent` of fixed-height rows: a virtualised `RowList` (10 rows or 100,000
/// cost the same per frame) whose content starts under the collapsing header and tab bar.
public final class RowListPage: CollapsingPageContent {
  public let layer = Layer()
  /// The page's rows; its leading inset leaves room for the header and tab bar.
  public let list: RowList
  /// Rows keep their content inside its left and right insets (the pager's safe area).
  public var safeAreaInsets = EdgeInsets.zero
  public var topInset = 0.0 {
    didSet {
      list.leadingInset = topInset
      drawnOffset = .nan
    }
  }
  public var contentHeight: Double { Double(list.rowCount) * list.rowHeight }
  private var size = Size(1, 1)
  private var rtl = false
  private var offset = 0.0
  private var drawnOffset = Double.nan

  /// Creates a page of rows scrolled to its top.
  ///
  /// Throws `TabMotionError` for a negative count or a row height that is not a finite
  /// positive number.
  /// - Parameters:
  ///   - rowCount: rows (≥ 0).
  ///   - rowHeight: points per row (> 0).
  ///   - rowData: the content of row i; called only when row i scrolls into view.
  public init(
    rowCount: Int, rowHeight: Double = 64, rowData: @escaping @Sendable (Int) -> RowData
  ) throws(TabMotionError) {
    list = try RowList(name: nil, rowCount: rowCount, rowHeight: rowHeight, rowData: rowData)
    // Rows are opaque and the screen behind is white: page and list backgrounds would only
    // add full-screen fills per page (two pages during every slide) at 1170 × 2532 px.
    list.container.backgroundColor.set(.clear)
    layer.addChild(list.container)
  }

  public func layout(size: Size, direction: LayoutDirection, at time: Double) {
    self.size = size
    rtl = direction == .rightToLeft
    list.safeAreaInsets = safeAreaInsets
    drawnOffset = .nan
    scroll(to: offset)
  }

  /// Shows the content from `offset` points; an unchanged offset costs nothing.
  public func scroll(to offset: Double) {
    self.offset = offset
    guard offset != drawnOffset else { return }
    drawnOffset = offset
    list.update(frame: Rect(origin: .zero, size: size), offset: offset, isRightToLeft: rtl)
  }
}
