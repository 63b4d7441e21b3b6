import TabMotionCore

/// A fixed navigation bar: safe-area top plus 44 pt, a centred title, leading and trailing
/// items (``NavigationBarItem``: a back button, an "Edit" or "•••" button) and a bottom
/// hairline. Right to left, the leading items move to the right and the trailing ones to the
/// left, as UIKit mirrors a navigation bar.
///
/// ```
///  ┌──────────────────────────────────────────────┐ ← safe-area top
///  │ ‹ Back  Edit        Title          •••  ⊕    │   44 pt
///  └──────────────────────────────────────────────┘ ← hairline
///    leading items →               ← trailing items
/// ```
public final class NavigationBar {
  /// The bar's layer (a light grey background); add it at the top of the screen.
  public let layer: Layer
  /// The centred title text layer (17 pt semibold).
  public let title: Layer
  private let hairline = Layer()
  private let name: String
  /// The items at the leading edge, first item outermost.
  public private(set) var leadingItems: [NavigationBarItem] = []
  /// The items at the trailing edge, first item outermost.
  public private(set) var trailingItems: [NavigationBarItem] = []
  /// Each item's layer, leading items first.
  public private(set) var itemLayers: [Layer] = []
  private var lastLayout:
    (width: Double, safeArea: EdgeInsets, isRightToLeft: Bool, measurer: any TextMeasuring)?
  /// Points between an item and the bar's edge or the next item.
  static let itemSpacing = 8.0
  static let itemFont = Font.system(17)
  /// The bar's height below the safe-area top, in points (44).
  public static let barHeight = 44.0
  /// Points the bar reaches below its 44 pt row, for what an extended bar carries under its
  /// title (a row of tabs); 0 by default. The bar's background and hairline take it in; the
  /// title and items stay in the row.
  public var extendedHeight = 0.0 {
    didSet {
      if !extendedHeight.isFinite || extendedHeight < 0 { extendedHeight = 0 }
      if extendedHeight != oldValue { relayout() }
    }
  }
  /// The title's text.
  public var titleText: String { didSet { if titleText != oldValue { applyAppearance() } } }
  /// The bar's colours and title font; a new one shows from the next frame.
  public var appearance: NavigationBarAppearance {
    didSet { if appearance != oldValue { applyAppearance() } }
  }

  /// Creates a bar showing `text`, with trace names `name` for the bar and `titleName` for the
  /// title.
  public init(
    title text: String, appearance: NavigationBarAppearance = .light, name: String = "navBar",
    titleName: String = "navTitle"
  ) {
    layer = Layer(name: name)
    self.name = name
    title = Layer(name: titleName)
    titleText = text
    self.appearance = appearance
    layer.addChild(title)
    layer.addChild(hairline)
    applyAppearance()
  }

  /// Lays the bar out again as last laid out (after its items or height changed).
  private func relayout() {
    guard let last = lastLayout else { return }
    layout(
      width: last.width, safeArea: last.safeArea,
      direction: last.isRightToLeft ? .rightToLeft : .leftToRight, textMeasurer: last.measurer)
  }

  private func applyAppearance() {
    layer.backgroundColor.set(appearance.background)
    title.content = .text(
      .init(titleText, font: appearance.titleFont, color: appearance.titleColor, alignment: .center)
    )
    hairline.backgroundColor.set(appearance.separator ?? .clear)
    hairline.isHidden = appearance.separator == nil
    // A screen reader announces the bar by its title, as a heading.
    layer.semantics = Semantics(label: titleText, role: .header)
    styleItems()
  }

  /// Height for a safe-area top inset.
  public static func height(safeTop: Double) -> Double { safeTop + barHeight }

  /// Places the bar at the top of its parent, `width` points wide and ``barHeight`` points below
  /// the safe area's top, its items at their edges (mirrored when `direction` is right to
  /// left; title items measured with `textMeasurer`) and the title centred between them.
  public func layout(
    width: Double, safeArea: EdgeInsets, direction: LayoutDirection = .leftToRight,
    textMeasurer: any TextMeasuring = EstimatedTextMeasurer()
  ) {
    lastLayout = (width, safeArea, direction == .rightToLeft, textMeasurer)
    let h = NavigationBar.height(safeTop: safeArea.top) + extendedHeight
    layer.setFrame(Rect(x: 0, y: 0, width: width, height: h))
    hairline.setFrame(Rect(x: 0, y: h - 0.5, width: width, height: 0.5))
    let rtl = direction == .rightToLeft
    var leadingEdge = Self.itemSpacing
    var trailingEdge = Self.itemSpacing
    for (k, layer) in itemLayers.enumerated() {
      let isLeading = k < leadingItems.count
      let item = isLeading ? leadingItems[k] : trailingItems[k - leadingItems.count]
      let w: Double =
        switch item.content {
        case .title(let text): max(44, textMeasurer.measure(text, font: Self.itemFont).width + 8)
        case .icon: 44
        }
      // Leading on the left left to right, on the right right to left.
      let onLeft = isLeading != rtl
      let inset = isLeading ? leadingEdge : trailingEdge
      let x =
        onLeft ? safeArea.left + inset : width - safeArea.right - inset - w
      layer.setFrame(Rect(x: x, y: safeArea.top, width: w, height: Self.barHeight))
      if case .icon = item.content, let glyph = layer.children.first {
        glyph.setFrame(Rect(x: (w - 24) / 2, y: 10, width: 24, height: 24))
      }
      if isLeading {
        leadingEdge += w + Self.itemSpacing
      } else {
        trailingEdge += w + Self.itemSpacing
      }
    }
    // The title stays centred on the bar, clear of the items on both sides.
    let side = max(
      60, leadingEdge + max(safeArea.left, safeArea.right),
      trailingEdge + max(safeArea.left, safeArea.right))
    title.setFrame(
      Rect(x: side, y: safeArea.top + 11, width: max(0, width - 2 * side), height: 22))
  }

  /// Replaces the bar's items (each side's first item outermost). Their layers are named
  /// `<bar>.leading.N` and `<bar>.trailing.N` unless an item names itself, carry button
  /// semantics with the item's label, and act on a touch that lifts inside them.
  public func setItems(leading: [NavigationBarItem], trailing: [NavigationBarItem]) {
    for l in itemLayers { l.removeFromParent() }
    leadingItems = leading
    trailingItems = trailing
    itemLayers = []
    for (k, item) in (leading + trailing).enumerated() {
      let isLeading = k < leading.count
      let index = isLeading ? k : k - leading.count
      let l = Layer(name: item.name ?? "\(name).\(isLeading ? "leading" : "trailing").\(index)")
      // The whole 44 pt item is a target, its label and the space around it alike.
      l.hitTestBehavior = .opaque
      l.semantics = Semantics(label: item.accessibilityLabel, role: .button)
      if case .icon = item.content { l.addChild(Layer()) }
      let action = item.action
      let press = PressGestureRecognizer { [weak l] p in
        guard let l else { return false }
        return l.convertFromScene(p).map { l.bounds.contains($0) } ?? false
      }
      press.onPress = { _, time in action(time) }
      l.addGestureRecognizer(press)
      layer.addChild(l)
      itemLayers.append(l)
    }
    styleItems()
    relayout()
  }

  private func styleItems() {
    for (k, l) in itemLayers.enumerated() {
      let item = k < leadingItems.count ? leadingItems[k] : trailingItems[k - leadingItems.count]
      switch item.content {
      case .title(let text):
        l.content = .text(
          .init(text, font: Self.itemFont, color: appearance.tint, alignment: .center))
      case .icon(let icon):
        l.children.first?.content = icon.content(appearance.tint)
      }
    }
  }
}
