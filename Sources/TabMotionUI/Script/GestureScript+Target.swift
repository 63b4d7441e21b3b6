import TabMotionCore

extension GestureScript {
  /// Where a step's finger goes: a fixed point, or a named node of the scene.
  ///
  /// A node target is found when the step is played, in the frame its first event belongs
  /// to: the centre of the node's on-screen frame (the `x`, `y`, `w`, `h` a trace reports for
  /// that name), so a script can tap the third tab of a bar that has moved, or the button of
  /// a sheet that has just come up, without computing coordinates. The touch then goes through
  /// hit testing like any other: it lands on whatever is drawn at that point. In JSON a target
  /// is `[x, y]` or `{"node": "item.2"}`.
  public enum Target: Hashable, Sendable {
    /// A point in viewport coordinates (points, origin top left, y down).
    case point(Point)
    /// The centre of the layer this name stands for (`Layer.named(_:)`: the one in front that
    /// is shown, the one the trace reports under the name).
    case node(String)

    /// The point this target stands for in `root`'s scene, or nil when it names a node that is
    /// not on screen: none has the name, or every layer so named is hidden or transparent
    /// (itself or through an ancestor), where no touch could reach it.
    public func resolve(in root: Layer) -> Point? {
      switch self {
      case .point(let p): return p
      case .node(let name):
        guard let layer = root.named(name), layer.isShownInScene else { return nil }
        let frame = layer.sceneFrame
        return Point(frame.midX, frame.midY)
      }
    }
  }
}
