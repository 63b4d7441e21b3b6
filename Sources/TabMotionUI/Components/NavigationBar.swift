import TabMotionCore

/// A fixed navigation bar: safe-area top plus 44 pt, a centred title and a bottom hairline.
public final class NavigationBar {
  /// The bar's layer (a light grey background); add it at the top of the screen.
  public let layer: Layer
  /// The centred title text layer (17 pt semibold).
  public let title: Layer
  private let hairline = Layer()
  /// The bar's height below the safe-area top, in points (44).
  public static let barHeight = 44.0
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
    title = Layer(name: titleName)
    titleText = text
    self.appearance = appearance
    layer.addChild(title)
    layer.addChild(hairline)
    applyAppearance()
  }

  private func applyAppearance() {
    layer.backgroundColor.set(appearance.background)
    title.content = .text(
      .init(titleText, font: appearance.titleFont, color: appearance.titleColor, alignment: .center)
    )
    hairline.backgroundColor.set(appearance.separator ?? .clear)
    hairline.isHidden = appearance.separator == nil
  }

  /// Height for a safe-area top inset.
  public static func height(safeTop: Double) -> Double { safeTop + barHeight }

  /// Places the bar at the top of its parent, `width` points wide and ``barHeight`` points below
  /// the safe area's top.
  public func layout(width: Double, safeArea: EdgeInsets) {
    let h = NavigationBar.height(safeTop: safeArea.top)
    layer.setFrame(Rect(x: 0, y: 0, width: width, height: h))
    title.setFrame(Rect(x: 60, y: safeArea.top + 11, width: max(0, width - 120), height: 22))
    hairline.setFrame(Rect(x: 0, y: h - 0.5, width: width, height: 0.5))
  }
}
