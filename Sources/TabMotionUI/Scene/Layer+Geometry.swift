import TabMotionCore

/// Where a layer is on screen: its transforms to its parent and to the scene, its on-screen
/// box, and its opacity and visibility counting every ancestor.
extension Layer {
  /// The transform from this layer's own coordinates to its parent's (row-vector convention:
  /// anchor shift, transform, back, then translate to the frame origin and by the parent's
  /// content offset).
  public var transformToParent: Transform3D {
    let f = frame.presented
    let ax = anchorPoint.x * f.width
    let ay = anchorPoint.y * f.height
    let offset = parent?.contentOffset ?? .zero
    let t = transform.presented
    if t == .identity {
      return .translation(f.minX - offset.x, f.minY - offset.y)
    }
    return Transform3D.translation(-ax, -ay)
      .concatenating(t)
      .concatenating(.translation(ax + f.minX - offset.x, ay + f.minY - offset.y))
  }

  /// The transform from this layer's coordinates to the scene's (the root's) coordinates.
  public var transformToScene: Transform3D {
    var m = transformToParent
    var p = parent
    while let layer = p {
      if layer.parent != nil { m = m.concatenating(layer.transformToParent) }
      p = layer.parent
    }
    return m
  }

  /// The on-screen bounding box of the layer's bounds after every transform.
  public var sceneFrame: Rect {
    let m = transformToScene
    let b = bounds
    let corners = [
      Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.minX, b.maxY), Point(b.maxX, b.maxY),
    ]
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for c in corners {
      guard let p = m.project(c) else { continue }
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    guard minX <= maxX else { return .zero }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Opacity including every ancestor's.
  public var sceneOpacity: Double {
    var o = opacity.presented
    var p = parent
    while let layer = p {
      o *= layer.opacity.presented
      p = layer.parent
    }
    return o
  }

  /// Neither hidden nor transparent (at most 1 % opaque), itself or through an ancestor: a
  /// touch at it can reach it, as hit testing skips such layers with everything inside them.
  public var isShownInScene: Bool {
    var l: Layer? = self
    while let layer = l {
      if layer.isHidden || layer.opacity.presented <= 0.01 { return false }
      l = layer.parent
    }
    return true
  }

  /// Hidden itself or through an ancestor.
  public var isHiddenInScene: Bool {
    var l: Layer? = self
    while let layer = l {
      if layer.isHidden { return true }
      l = layer.parent
    }
    return false
  }

  /// Converts a point in scene coordinates to this layer's coordinates, through every
  /// transform (3-D ones included); nil where the layer is seen edge-on or the point has no
  /// preimage in front of the eye.
  public func convertFromScene(_ p: Point) -> Point? {
    transformToScene.unprojectPoint(p)
  }
}
