import TabMotionCore

/// Whether items share the bar equally or take the width their content needs.
public enum TabWidthMode: String, Hashable, Sendable {
  /// barWidth / N each (the default).
  case equal
  /// Content width plus padding; spare width is shared out, and a bar whose items do not fit
  /// scrolls horizontally, keeping the selected item in view.
  case fitted
}
