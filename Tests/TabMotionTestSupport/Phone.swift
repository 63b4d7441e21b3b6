import TabMotionCore

/// Portrait phone geometry of the circle-menu demo (the default phone).
public enum Phone {
  public static let viewport = Size(390, 844)
  /// Button centre: x centred, bottom edge 20 pt above the 34 pt safe area, button 56 pt.
  public static let fab = Point(195, 844 - 34 - 20 - 28)
  public static let landscape = Size(844, 390)
  /// Landscape: safe area bottom 21 pt, left/right 47 pt (symmetric, so x stays centred).
  public static let landscapeFab = Point(422, 390 - 21 - 20 - 28)
}
