/// An sRGB colour with straight (not premultiplied) alpha; every component in 0…1.
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The red component, 0…1 (values outside are kept until ``clamped`` is read).
  public var red: Double
  /// The green component, 0…1.
  public var green: Double
  /// The blue component, 0…1.
  public var blue: Double
  /// The opacity, 0 (transparent) … 1 (opaque), not premultiplied into the colour components.
  public var alpha: Double

  /// Creates a colour from sRGB components in 0…1; `alpha` defaults to 1 (opaque).
  @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from a 24-bit `0xRRGGBB` value.
  @inlinable public init(hex: UInt32, alpha: Double = 1) {
    self.red = Double((hex >> 16) & 0xFF) / 255
    self.green = Double((hex >> 8) & 0xFF) / 255
    self.blue = Double(hex & 0xFF) / 255
    self.alpha = alpha
  }

  /// Fully transparent black (every component 0).
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1)

  /// The same colour with its alpha replaced by `alpha` (0…1); red, green and blue are kept.
  @inlinable public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Every component clamped into 0…1, NaN treated as 0.
  public var clamped: Color {
    func c(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
    return Color(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
  }

  /// Blends towards `other` by `fraction` (0 = self, 1 = other), component-wise in sRGB.
  @inlinable public func mixed(with other: Color, fraction: Double) -> Color {
    interpolated(to: other, fraction: fraction)
  }

  /// `#RRGGBB` or `#RRGGBBAA` when not opaque; the form traces use.
  public var hexString: String {
    let digits: [Character] = Array("0123456789abcdef")
    func byte(_ v: Double) -> String {
      let b = Int(saturating: (min(1, max(0, v.isNaN ? 0 : v)) * 255).rounded())
      return String([digits[b >> 4], digits[b & 0xF]])
    }
    let rgb = "#" + byte(red) + byte(green) + byte(blue)
    return alpha >= 1 ? rgb : rgb + byte(alpha)
  }

  /// The colour as ``hexString``, e.g. `#ff8800` or `#ff880080`.
  public var description: String { hexString }
}

extension Color: Animatable {
  /// Adds the components (including alpha) pairwise; the result is not clamped.
  @inlinable public static func + (lhs: Color, rhs: Color) -> Color {
    Color(
      red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue,
      alpha: lhs.alpha + rhs.alpha)
  }
  /// Subtracts the components (including alpha) pairwise; the result is not clamped.
  @inlinable public static func - (lhs: Color, rhs: Color) -> Color {
    Color(
      red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue,
      alpha: lhs.alpha - rhs.alpha)
  }
  @inlinable public static func * (lhs: Color, rhs: Double) -> Color {
    Color(red: lhs.red * rhs, green: lhs.green * rhs, blue: lhs.blue * rhs, alpha: lhs.alpha * rhs)
  }
  @inlinable public var magnitudeSquared: Double {
    red * red + green * green + blue * blue + alpha * alpha
  }
}
