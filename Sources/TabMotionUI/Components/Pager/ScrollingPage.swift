import TabMotionCore

/// A page that scrolls vertically: a coloured header with a title over a virtualised list of
/// rows, on its own `ScrollModel`, scrolled by a vertical pan on its layer that competes with
/// the pager's horizontal one, so paging and scrolling never fight over one finger.
///
/// The header colour, the page and the row backgrounds run edge to edge; the title and the
/// rows' content stay between the left and right safe-area insets (a landscape notch).
public final class ScrollingPage: PageContent {
  public let layer: Layer
  /// The rows under the header, created only while in view.
  public let list: RowList
  /// The vertical scroll state of the page (offset, phase, momentum).
  public private(set) var scroll: ScrollModel
  /// Scrolls the page.
  public let panRecognizer = PanGestureRecognizer(axis: .vertical)
  let header = Layer()
  let title = Layer()
  private var size = Size(1, 1)
  private var rtl = false
  /// Space kept clear under the content for a bar floating over the page, points.
  public var bottomInset: Double
  /// Set by the pager before each layout: the title and rows stay inside its sides, and the
  /// last rows scroll clear of its bottom.
  public var safeAreaInsets = EdgeInsets.zero

  /// The height of the coloured title header, in points (112).
  public static let headerHeight = 112.0

  /// Creates a page with a coloured title header above a scrolling list of rows.
  ///
  /// Throws `TabMotionError` for a negative row count.
  /// - Parameters:
  ///   - text: The title drawn in white in the header.
  ///   - accent: The header's background colour.
  ///   - rowCount: Rows in the list (≥ 0).
  ///   - bottomInset: Space kept clear under the last row for a bar over the page, points.
  ///   - rowData: The content of row i; called only when row i scrolls into view.
  public init(
    title text: String, accent: Color, rowCount: Int, bottomInset: Double = 0,
    rowData: @escaping @Sendable (Int) -> RowData
  ) throws(TabMotionError) {
    layer = Layer()
    layer.clipsToBounds = true
    layer.backgroundColor.set(.white)
    self.list = try RowList(name: nil, rowCount: rowCount, rowData: rowData)
    self.list.leadingInset = Self.headerHeight
    self.bottomInset = bottomInset
    scroll = try ScrollModel(viewportLength: 1, contentLength: 1)
    header.backgroundColor.set(accent)
    title.content = .text(.init(text, font: .system(28, .bold), color: .white))
    header.addChild(title)
    self.list.container.addChild(header)
    layer.addChild(self.list.container)
    panRecognizer.onEvent = { [weak self] event in
      guard let self else { return }
      self.scroll.follow(event, along: .vertical)
    }
    layer.addGestureRecognizer(panRecognizer)
  }

  public func layout(size: Size, direction: LayoutDirection, at time: Double) {
    self.size = size
    rtl = direction == .rightToLeft
    header.setFrame(Rect(x: 0, y: 0, width: size.width, height: Self.headerHeight))
    let titleAlignment: LayerContent.Text.Alignment = rtl ? .trailing : .leading
    if case .text(var t) = title.content, t.alignment != titleAlignment {
      t.alignment = titleAlignment
      title.content = .text(t)
    }
    let left = safeAreaInsets.left
    let right = safeAreaInsets.right
    title.setFrame(
      Rect(
        x: left + 20, y: Self.headerHeight - 52, width: max(0, size.width - left - right - 40),
        height: 36))
    list.safeAreaInsets = safeAreaInsets
    // The last rows scroll clear of a bar over the page or, without one, of the home
    // indicator's strip.
    scroll.relayout(
      viewportLength: max(1, size.height), contentLength: list.contentHeight,
      trailingInset: max(bottomInset, safeAreaInsets.bottom), at: time,
      caller: "ScrollingPage.layout(size:direction:at:)")
    syncList()
  }

  public func update(to time: Double) {
    guard !scroll.isAtRest else { return }
    _ = scroll.advance(to: time)
    syncList()
  }

  /// Animates back to the top (a re-tap on the selected tab).
  public func scrollToTop(at time: Double) {
    _ = scroll.scrollToTop(at: time)
  }

  public var restorableOffset: Double? { max(0, scroll.offset) }

  public func restoreOffset(_ offset: Double, at time: Double) {
    let value = offset.isFinite ? min(scroll.maxOffset, max(0, offset)) : 0
    _ = scroll.setContentOffset(value, animated: false, at: time)
    syncList()
  }

  private func syncList() {
    list.update(frame: Rect(origin: .zero, size: size), offset: scroll.offset, isRightToLeft: rtl)
  }
}
