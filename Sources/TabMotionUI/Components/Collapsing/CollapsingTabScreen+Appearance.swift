import TabMotionCore

extension CollapsingTabScreen {
  /// Puts ``appearance`` on every part: background, header, border, navigation bar and tabs.
  func applyAppearance() {
    root.backgroundColor.set(appearance.background)
    header.backgroundColor.set(appearance.headerBackground)
    border.backgroundColor.set(appearance.tabs.separator ?? Color(hex: 0xD9DCE1))
    navBar.appearance = appearance.navigationBar
    tabBar.appearance = appearance.tabs.applied(to: barBase)
  }
}
