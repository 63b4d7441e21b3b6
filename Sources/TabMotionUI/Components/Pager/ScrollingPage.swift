import TabMotionCore

/// A page that scrolls vertically: a coloured header with a title over a virtualised list of
/// rows, on its own `ScrollModel`. The pager hands it the vertical pans of touches that began
/// on it, so paging and scrolling never fight over one finger.
public final class ScrollingPage: PageContent {
  public let layer: Layer
  public let list: RowList
  public private(set) var scroll: ScrollModel
  private let header = Layer()
  private let title = Layer()
  private var size = Size(1, 1)
  private var rtl = false
  /// Space kept clear under the content for a bar floating over the page, points.
  public var bottomInset: Double

  public static let headerHeight = 112.0

  /// - Parameters:
  ///   - list: varies the rows between pages.
  public init(
    title text: String, accent: Color, rowCount: Int, list: Int, bottomInset: Double = 0
  ) throws(TabMotionError) {
    layer = Layer()
    layer.clipsToBounds = true
    layer.backgroundColor.set(.white)
    self.list = try RowList(name: nil, rowCount: rowCount) { SampleData.asset($0, list: list) }
    self.list.leadingInset = Self.headerHeight
    self.bottomInset = bottomInset
    scroll = try ScrollModel(viewportLength: 1, contentLength: 1)
    header.backgroundColor.set(accent)
    title.content = .text(.init(text, font: .system(28, .bold), color: .white))
    header.addChild(title)
    self.list.container.addChild(header)
    layer.addChild(self.list.container)
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
    title.setFrame(Rect(x: 20, y: Self.headerHeight - 52, width: size.width - 40, height: 36))
    _ = try? scroll.setLayout(
      viewportLength: max(1, size.height), contentLength: list.contentHeight,
      trailingInset: bottomInset, at: time)
    syncList()
  }

  public func handle(_ gesture: GestureArena.Event) {
    scroll.follow(gesture, along: .vertical)
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

  private func syncList() {
    list.update(frame: Rect(origin: .zero, size: size), offset: scroll.offset, rtl: rtl)
  }
}
