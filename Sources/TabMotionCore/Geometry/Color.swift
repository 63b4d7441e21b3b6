import RealModule

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
  ///
  /// Right for fixed shades (a tint darkened a little); a colour that changes over time
  /// should use ``perceptuallyMixed(with:fraction:)``, which does not pass through muddy,
  /// darker colours between two saturated ones.
  @inlinable public func mixed(with other: Color, fraction: Double) -> Color {
    interpolated(to: other, fraction: fraction)
  }

  /// Blends towards `other` by `fraction` (0 = self, 1 = other) in OKLab: lightness,
  /// green–red and blue–yellow are interpolated, so the middle of orange and purple is a
  /// pink of even lightness rather than the brown an sRGB mix gives. Alpha blends linearly.
  /// The result can lie slightly outside sRGB; read ``clamped`` where that matters.
  public func perceptuallyMixed(with other: Color, fraction: Double) -> Color {
    Color(oklab: oklab.interpolated(to: other.oklab, fraction: fraction))
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

/// A colour in OKLab, Björn Ottosson's perceptual colour space (2020): `lightness` 0 (black)
/// … 1 (sRGB white), `a` green (−) … red (+), `b` blue (−) … yellow (+), and straight alpha.
///
/// Equal steps are about equally visible, so a straight line between two colours is an even
/// cross-fade: the space colour transitions are animated in (`Animated<OKLab>`), converting
/// with ``Color/oklab`` and ``Color/init(oklab:)``. The Euclidean distance between two
/// values (``deltaE(to:)``) is a colour difference; about 0.02 is just noticeable.
public struct OKLab: Hashable, Sendable, Codable {
  /// Perceived lightness: 0 black, 1 the lightness of sRGB white.
  public var lightness: Double
  /// Green (negative) to red (positive).
  public var a: Double
  /// Blue (negative) to yellow (positive).
  public var b: Double
  /// The opacity, 0 … 1, not premultiplied.
  public var alpha: Double

  /// Creates an OKLab colour from its coordinates; `alpha` defaults to 1 (opaque).
  public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
    self.lightness = lightness
    self.a = a
    self.b = b
    self.alpha = alpha
  }

  /// The colour difference ΔE to `other`: the Euclidean distance of lightness, a and b
  /// (alpha is not counted).
  public func deltaE(to other: OKLab) -> Double {
    let dl = lightness - other.lightness
    let da = a - other.a
    let db = b - other.b
    return (dl * dl + da * da + db * db).squareRoot()
  }
}

extension OKLab: Animatable {
  /// Adds the coordinates (including alpha) pairwise.
  public static func + (lhs: OKLab, rhs: OKLab) -> OKLab {
    OKLab(
      lightness: lhs.lightness + rhs.lightness, a: lhs.a + rhs.a, b: lhs.b + rhs.b,
      alpha: lhs.alpha + rhs.alpha)
  }
  /// Subtracts the coordinates (including alpha) pairwise.
  public static func - (lhs: OKLab, rhs: OKLab) -> OKLab {
    OKLab(
      lightness: lhs.lightness - rhs.lightness, a: lhs.a - rhs.a, b: lhs.b - rhs.b,
      alpha: lhs.alpha - rhs.alpha)
  }
  /// Scales every coordinate (including alpha).
  public static func * (lhs: OKLab, rhs: Double) -> OKLab {
    OKLab(lightness: lhs.lightness * rhs, a: lhs.a * rhs, b: lhs.b * rhs, alpha: lhs.alpha * rhs)
  }
  /// The sum of the squared coordinates (including alpha).
  public var magnitudeSquared: Double {
    lightness * lightness + a * a + b * b + alpha * alpha
  }
}

extension Color {
  /// The colour in OKLab: the sRGB transfer function is undone, the linear light goes through
  /// Ottosson's M₁ (to LMS cone responses), a cube root and M₂. Components outside 0…1 are
  /// converted as they are (the transfer function is extended oddly), not clamped.
  public var oklab: OKLab {
    let r = Self.linear(red)
    let g = Self.linear(green)
    let bl = Self.linear(blue)
    let l = Double.root(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * bl, 3)
    let m = Double.root(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * bl, 3)
    let s = Double.root(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * bl, 3)
    return OKLab(
      lightness: 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s,
      a: 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s,
      b: 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s,
      alpha: alpha)
  }

  /// The sRGB colour of an OKLab value: the inverse of ``oklab`` (M₂⁻¹, cubing, M₁⁻¹, the sRGB
  /// transfer function). Colours outside the sRGB gamut give components outside 0…1.
  public init(oklab lab: OKLab) {
    let l0 = lab.lightness + 0.396_337_777_4 * lab.a + 0.215_803_757_3 * lab.b
    let m0 = lab.lightness - 0.105_561_345_8 * lab.a - 0.063_854_172_8 * lab.b
    let s0 = lab.lightness - 0.089_484_177_5 * lab.a - 1.291_485_548_0 * lab.b
    let l = l0 * l0 * l0
    let m = m0 * m0 * m0
    let s = s0 * s0 * s0
    self.init(
      red: Self.encoded(4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s),
      green: Self.encoded(-1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s),
      blue: Self.encoded(-0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s),
      alpha: lab.alpha)
  }

  /// The sRGB transfer function undone: an encoded component to linear light.
  static func linear(_ c: Double) -> Double {
    let x = abs(c)
    let v = x <= 0.040_45 ? x / 12.92 : Double.pow((x + 0.055) / 1.055, 2.4)
    return c < 0 ? -v : v
  }

  /// The sRGB transfer function: linear light to an encoded component.
  static func encoded(_ c: Double) -> Double {
    let x = abs(c)
    let v = x <= 0.003_130_8 ? x * 12.92 : 1.055 * Double.pow(x, 1 / 2.4) - 0.055
    return c < 0 ? -v : v
  }
}
