import TabMotionCore

/// Left-to-right or right-to-left layout.
public enum LayoutDirection: String, Hashable, Sendable {
  /// Left to right, written `"ltr"` in scripts.
  case leftToRight = "ltr"
  /// Right to left, written `"rtl"` in scripts; tabs and swipes are mirrored.
  case rightToLeft = "rtl"
}
