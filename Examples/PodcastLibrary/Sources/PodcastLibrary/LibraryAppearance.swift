import TabMotionCore
import TabMotionUI

/// The library's own look, light and dark: the ready-made appearances with the app's accent
/// on the selected shelf and a bolder selected title.
public enum LibraryAppearance {
  /// The app's accent: a podcast purple.
  public static let accent = Color(hex: 0x8E44EC)

  /// Light: white pages, a pale lavender header, purple selection.
  public static var light: ScreenAppearance {
    var a = ScreenAppearance.light
    a.headerBackground = Color(hex: 0xF3EDFD)
    a.navigationBar.tint = accent
    a.tabs.selectedTitleColor = accent
    a.tabs.indicator = accent
    a.tabs.titleFont = .system(15, .medium)
    a.tabs.selectedTitleFont = .system(15, .bold)
    return a
  }

  /// Dark: the ready-made dark appearance with the same accent, a little lighter.
  public static var dark: ScreenAppearance {
    var a = ScreenAppearance.dark
    a.headerBackground = Color(hex: 0x1E1530)
    a.navigationBar.tint = Color(hex: 0xB388FF)
    a.tabs.selectedTitleColor = Color(hex: 0xB388FF)
    a.tabs.indicator = Color(hex: 0xB388FF)
    a.tabs.titleFont = .system(15, .medium)
    a.tabs.selectedTitleFont = .system(15, .bold)
    return a
  }
}
