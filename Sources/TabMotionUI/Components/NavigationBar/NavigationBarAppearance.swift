import TabMotionCore

/// Colours and font of a `NavigationBar`.
public struct NavigationBarAppearance: Hashable, Sendable {
  /// The bar's background.
  public var background: Color
  /// The title's colour.
  public var titleColor: Color
  /// The title's font.
  public var titleFont: Font
  /// Buttons and icons on the bar (a back button, "•••").
  public var tint: Color
  /// The hairline along the bar's bottom edge; nil draws none.
  public var separator: Color?

  /// Creates an appearance; the defaults are the light bar: near-white, a black 17 pt
  /// semibold title, blue buttons and a grey hairline.
  public init(
    background: Color = Color(hex: 0xFAFAFC), titleColor: Color = .black,
    titleFont: Font = .system(17, .semibold), tint: Color = Color(hex: 0x007AFF),
    separator: Color? = Color(hex: 0xD9DCE1)
  ) {
    self.background = background
    self.titleColor = titleColor
    self.titleFont = titleFont
    self.tint = tint
    self.separator = separator
  }

  /// The light bar (the default).
  public static let light = NavigationBarAppearance()

  /// A dark bar: near-black, a white title, light blue buttons.
  public static let dark = NavigationBarAppearance(
    background: Color(hex: 0x1C1C1E), titleColor: .white, tint: Color(hex: 0x0A84FF),
    separator: Color(hex: 0x38383A))
}
