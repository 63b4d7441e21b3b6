import TabMotionCore

/// What a host checks before it shows a screen's first frame: a screen that would draw an
/// empty picture (its root has no size, or nothing in its tree draws) is a mistake to report
/// in one line naming the screen's type, never a blank PNG or window passed off as a frame.
public enum FirstFrameCheck {
  /// Throws `TabMotionError` (its field the screen's type) when `screen`'s root is 0 × 0 pt or
  /// no visible layer of its tree draws anything (background, border, shadow or content).
  public static func check(_ screen: any Screen) throws(TabMotionError) {
    let root = screen.root
    let name = String(describing: type(of: screen))
    let size = root.presentedFrame.size
    guard size.width > 0, size.height > 0 else {
      throw TabMotionError(
        field: name,
        reason:
          "draws nothing at its first frame: its root layer is \(ScriptLimits.number(size.width)) × \(ScriptLimits.number(size.height)) pt (hosts lay a screen out with layout(_:at:) before it; give the root the environment's size there)"
      )
    }
    guard draws(root) else {
      throw TabMotionError(
        field: name,
        reason:
          "draws nothing at its first frame: no visible layer has a background, border, shadow or content"
      )
    }
  }

  private static func draws(_ layer: Layer) -> Bool {
    guard !layer.isHidden, layer.opacity.presented > 0 else { return false }
    let size = layer.presentedFrame.size
    if size.width > 0, size.height > 0 {
      if layer.backgroundColor.presented.alpha > 0 || layer.content != .none
        || (layer.borderWidth > 0 && layer.borderColor.alpha > 0) || layer.shadow != nil
      {
        return true
      }
    }
    return layer.children.contains { draws($0) }
  }
}
