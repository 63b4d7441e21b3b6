import TabMotionCore

/// One tab's page of a `CollapsingTabScreen`: a virtualised row list whose content starts
/// under the floating header and tab bar (leading inset H + T).
///
/// The page owns no scroll state. Offsets live in the screen — one `ScrollModel` per tab,
/// created up front — so a page the pager has not created yet (or has released) still has an
/// offset to sync, report and restore. The page's vertical pan drives the screen's offset for it and draws
/// the offset it is given.
final class CollapsingPage: PageContent {
  let layer: Layer
  let list: RowList
  let index: Int
  /// Rows keep their content inside its left and right insets (the pager's safe area).
  var safeAreaInsets = EdgeInsets.zero
  /// Scrolls the page (the screen's offset for it).
  let panRecognizer = PanGestureRecognizer(axis: .vertical)
  private let currentOffset: (Int) -> Double
  private var size = Size(1, 1)
  private var rtl = false
  private var drawnOffset = Double.nan

  /// - Parameters:
  ///   - leadingInset: H + T, points.
  ///   - currentOffset: the screen's offset of page `index`, read when the page lays out.
  init(
    index: Int, rowCount: Int, rowHeight: Double, leadingInset: Double,
    rowData: @escaping @Sendable (Int) -> RowData,
    currentOffset: @escaping (Int) -> Double,
    onGesture: @escaping (Int, PanGestureRecognizer.Event) -> Void
  ) throws(TabMotionError) {
    self.index = index
    self.currentOffset = currentOffset
    layer = Layer()
    list = try RowList(name: nil, rowCount: rowCount, rowHeight: rowHeight, rowData: rowData)
    // Rows are opaque and the screen behind is white: page and list backgrounds would only
    // add full-screen fills per page (two pages during every slide) at 1170 × 2532 px.
    list.container.backgroundColor.set(.clear)
    list.leadingInset = leadingInset
    layer.addChild(list.container)
    panRecognizer.onEvent = { event in onGesture(index, event) }
    layer.addGestureRecognizer(panRecognizer)
  }

  func layout(size: Size, direction: LayoutDirection, at time: Double) {
    self.size = size
    rtl = direction == .rightToLeft
    list.safeAreaInsets = safeAreaInsets
    drawnOffset = .nan
    draw(offset: currentOffset(index))
  }

  /// Shows the content from `offset` points; a frame with an unchanged offset costs nothing.
  func draw(offset: Double) {
    guard offset != drawnOffset else { return }
    drawnOffset = offset
    list.update(frame: Rect(origin: .zero, size: size), offset: offset, rtl: rtl)
  }
}
