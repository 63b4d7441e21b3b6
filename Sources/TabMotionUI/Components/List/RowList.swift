import TabMotionCore

/// One row's data in a virtualised list.
public struct RowData: Hashable, Sendable {
  /// The main text, at the leading side (16 pt semibold).
  public var title: String
  /// The smaller text under the title.
  public var subtitle: String
  /// The text at the trailing side, level with the title (16 pt medium).
  public var value: String
  /// The smaller text under the value; empty by default.
  public var detail: String
  /// The colour of ``detail`` (black by default).
  public var detailColor: Color
  /// The colour of the dot at the row's leading side (blue `#3d7bf7` by default).
  public var accent: Color

  /// Creates a row's data; `detail` defaults to empty, `detailColor` to black and `accent` to blue.
  public init(
    title: String, subtitle: String, value: String, detail: String = "",
    detailColor: Color = .black, accent: Color = Color(hex: 0x3D7BF7)
  ) {
    self.title = title
    self.subtitle = subtitle
    self.value = value
    self.detail = detail
    self.detailColor = detailColor
    self.accent = accent
  }
}

/// A vertically scrolling list of fixed-height rows, virtualised: rows are placed by index
/// arithmetic and only those on screen (plus one row of margin each side) exist as layers,
/// reused as they scroll — 10 rows or 100,000 cost the same per frame.
///
/// ```
///  container (clips, contentOffset.y = offset)
///  ├── row i     y = i·rowHeight, full width   ┊ icon, texts ┊  between the side insets
///  ├── row i+1
///  └── …         only ⌈viewport/rowHeight⌉ + 2 rows at any time
/// ```
public final class RowList {
  /// The clipping layer that holds the visible rows; its content offset is the scroll offset.
  public let container: Layer
  /// The number of rows (0 or more).
  public private(set) var rowCount: Int
  /// The height of every row, in points.
  public let rowHeight: Double
  /// Space above the first row in points (0 by default), e.g. for a header that scrolls along.
  public var leadingInset: Double = 0
  /// The safe area over the list, from the container's edges. Rows keep their content (icon,
  /// texts, the separator's leading end) between the left and right insets — clear of a
  /// landscape notch — while their backgrounds span the full width, as UITableView's cells
  /// do. Top and bottom are the scroll view's business (`leadingInset`, the scroll model's
  /// insets) and are not read. Takes effect at the next `update`.
  public var safeAreaInsets = EdgeInsets.zero
  private let rowData: @Sendable (Int) -> RowData
  private var live: [RowView] = []
  private var pool: [RowView] = []
  private var width = 0.0
  private var rtl = false
  /// The side insets the live rows were configured for.
  private var sides = (left: 0.0, right: 0.0)

  /// Creates a list whose rows are made only while they are in view.
  ///
  /// Throws `TabMotionError` for a negative row count or a row height that is not finite and
  /// positive.
  /// - Parameters:
  ///   - name: The container layer's trace name; nil for an anonymous layer.
  ///   - rowCount: Number of rows (≥ 0).
  ///   - rowHeight: Points per row (> 0, 64 by default).
  ///   - rowData: The content of row i; called only when row i scrolls into view.
  public init(
    name: String?, rowCount: Int, rowHeight: Double = 64,
    rowData: @escaping @Sendable (Int) -> RowData
  ) throws(TabMotionError) {
    guard rowCount >= 0 else {
      throw TabMotionError(field: "rowCount", reason: "must not be negative, got \(rowCount)")
    }
    try TabMotionError.requirePositive(rowHeight, "rowHeight")
    self.rowCount = rowCount
    self.rowHeight = rowHeight
    self.rowData = rowData
    container = Layer(name: name)
    container.clipsToBounds = true
    container.backgroundColor.set(.white)
  }

  /// Total content height in points.
  public var contentHeight: Double { Double(rowCount) * rowHeight + leadingInset }

  /// Number of row layers alive now (visible rows plus margin).
  public var liveRowCount: Int { live.count }

  /// The rows alive now, for tests that check where their parts are.
  var liveRows: [RowView] { live }

  /// Lays the list out in `frame` (parent coordinates) showing content from `offset` points.
  public func update(frame: Rect, offset: Double, isRightToLeft rtl: Bool) {
    if container.frame.model != frame { container.setFrame(frame) }
    container.contentOffset = Point(0, offset)
    let left = max(0, safeAreaInsets.left)
    let right = max(0, safeAreaInsets.right)
    let directionChanged = self.rtl != rtl
    let layoutChanged =
      width != frame.width || directionChanged || sides.left != left || sides.right != right
    width = frame.width
    self.rtl = rtl
    sides = (left, right)
    let top = offset - leadingInset - rowHeight
    let bottom = offset - leadingInset + frame.height + rowHeight
    let first = max(0, Int(saturating: (top / rowHeight).rounded(.down)))
    let last = min(rowCount - 1, Int(saturating: (bottom / rowHeight).rounded(.down)))
    // Recycle rows that left the window; a new width or side insets places the others again
    // (their data is not asked for again: a rotation re-formats no row), a new direction
    // also re-aligns their texts.
    var i = 0
    while i < live.count {
      let v = live[i]
      if v.index < first || v.index > last {
        live.remove(at: i)
        v.layer.isHidden = true
        pool.append(v)
      } else {
        if directionChanged, let data = v.data {
          v.configure(
            index: v.index, data: data, width: width, height: rowHeight, sides: sides,
            isRightToLeft: rtl)
        } else if layoutChanged {
          v.place(width: width, height: rowHeight, sides: sides, isRightToLeft: rtl)
        }
        i += 1
      }
    }
    guard first <= last else { return }
    for index in first...last where !live.contains(where: { $0.index == index }) {
      let view = pool.popLast() ?? RowView(parent: container)
      view.layer.isHidden = false
      view.configure(
        index: index, data: rowData(index), width: width, height: rowHeight, sides: sides,
        isRightToLeft: rtl)
      live.append(view)
    }
    for v in live {
      let y = leadingInset + Double(v.index) * rowHeight
      if v.layer.frame.model.minY != y {
        v.layer.setFrame(Rect(x: 0, y: y, width: width, height: rowHeight))
      }
    }
  }

  /// Replaces the row count (rows re-configure on the next update).
  public func reload(rowCount: Int) {
    self.rowCount = max(0, rowCount)
    for v in live {
      v.layer.isHidden = true
      pool.append(v)
    }
    live.removeAll()
  }
}

/// The reusable layers of one row: an accent dot, title, subtitle, value, detail, separator.
final class RowView {
  let layer = Layer()
  let icon = Layer()
  let title = Layer()
  let subtitle = Layer()
  let value = Layer()
  let detail = Layer()
  let separator = Layer()
  private(set) var index = -1
  /// What the row shows (nil before its first `configure`).
  private(set) var data: RowData?

  /// What must stay inside the safe area: the icon and the four texts.
  var contentLayers: [Layer] { [icon, title, subtitle, value, detail] }

  init(parent: Layer) {
    parent.addChild(layer)
    for l in [icon, title, subtitle, value, detail, separator] { layer.addChild(l) }
    layer.backgroundColor.set(.white)
    // A row only moves while the list scrolls: a renderer may copy it from a raster of it.
    layer.movesAsOne = true
    separator.backgroundColor.set(Color(hex: 0xE6E8EB))
    icon.cornerRadius = 18
  }

  /// Lays the row out `width` wide with its content between `sides.left` and `width −
  /// sides.right` (the safe area), mirrored in that band for right-to-left.
  func configure(
    index: Int, data: RowData, width: Double, height: Double,
    sides: (left: Double, right: Double), isRightToLeft rtl: Bool
  ) {
    self.index = index
    self.data = data
    icon.backgroundColor.set(data.accent)
    let lead: LayerContent.Text.Alignment = rtl ? .trailing : .leading
    let trail: LayerContent.Text.Alignment = rtl ? .leading : .trailing
    title.content = .text(.init(data.title, font: .system(16, .semibold), alignment: lead))
    subtitle.content = .text(
      .init(data.subtitle, font: .system(13), color: Color(hex: 0x6B7280), alignment: lead))
    value.content = .text(.init(data.value, font: .system(16, .medium), alignment: trail))
    detail.content = .text(
      .init(data.detail, font: .system(13), color: data.detailColor, alignment: trail))
    place(width: width, height: height, sides: sides, isRightToLeft: rtl)
  }

  /// Places the parts for a row `width` wide, leaving what they show as it is (its texts'
  /// alignment follows `rtl`: a change of direction needs `configure`).
  func place(
    width: Double, height: Double, sides: (left: Double, right: Double), isRightToLeft rtl: Bool
  ) {
    layer.setFrame(Rect(x: 0, y: 0, width: width, height: height))
    let pad = 16.0
    let iconSize = 36.0
    let textX = pad + iconSize + 12
    let rightW = 110.0
    // Content positions are measured from the leading edge of the safe band.
    let band = max(0, width - sides.left - sides.right)
    let midW = max(40, band - textX - rightW - pad)
    func x(_ x: Double, _ w: Double) -> Double {
      rtl ? width - sides.right - x - w : sides.left + x
    }
    icon.setFrame(
      Rect(x: x(pad, iconSize), y: (height - iconSize) / 2, width: iconSize, height: iconSize))
    title.setFrame(Rect(x: x(textX, midW), y: 12, width: midW, height: 22))
    subtitle.setFrame(Rect(x: x(textX, midW), y: 34, width: midW, height: 18))
    let vx = band - pad - rightW
    value.setFrame(Rect(x: x(vx, rightW), y: 12, width: rightW, height: 22))
    detail.setFrame(Rect(x: x(vx, rightW), y: 34, width: rightW, height: 18))
    // The separator starts under the texts and runs on to the row's trailing edge, notch side
    // included, as a table's separators do.
    let separatorW = max(0, width - (rtl ? sides.right : sides.left) - textX)
    separator.setFrame(
      Rect(x: rtl ? 0 : width - separatorW, y: height - 0.5, width: separatorW, height: 0.5))
  }
}
