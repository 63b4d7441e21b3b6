import TabMotionCore
import TabMotionUI

// Plain rectangles inside a clip of their own (a story's progress bar filling its rounded
// track), filled as the part of the clip's outline they cover rather than through cairo.
extension ProjectedFacePainter {
  /// True when `layer` clips its children to its (rounded) bounds and every child is a plain
  /// rectangle upright in it, with nothing inside: each child's visible part is then the
  /// clip's outline cut to the child's rectangle, a convex outline filled directly.
  static func cutsChildrenDirectly(_ layer: Layer) -> Bool {
    guard layer.clipsToBounds, layer.mask == nil, !layer.children.isEmpty else { return false }
    for child in layer.children {
      let local = child.transformToParent
      guard child.children.isEmpty, child.mask == nil, LayerRasterizer.isPlainRectangle(child),
        local.isAffine2D, local.m12 == 0, local.m21 == 0
      else { return false }
    }
    return true
  }

  /// Fills `child` (a plain rectangle, ``cutsChildrenDirectly(_:)``) where `clip`, its
  /// parent, keeps it: `clip`'s outline, flattened in its own points, cut to the child's
  /// rectangle there (Sutherland–Hodgman against each side; both are convex, so the result is
  /// their intersection), projected through `m` (the clip's points to face points).
  func fillCut(
    _ child: Layer, inside clip: Layer, _ m: Transform3D, alpha: Double, cr: OpaquePointer,
    into surface: ImageSurface
  ) {
    guard let direct = directClip else { return }
    // The rectangles stacked so far first: on a face seen upside down they are filled through
    // the same outline this one is built in.
    fillStack()
    let rect = Self.faceRect(child.bounds, child.transformToParent)
    let radius = LayerRasterizer.cornerRadius(of: clip)
    let outline: Path = radius > 0 ? .roundedRect(clip.bounds, radius: radius) : .rect(clip.bounds)
    let magnification = max(abs(m.m11) + abs(m.m21), abs(m.m12) + abs(m.m22), 1e-9)
    cutPoints.removeAll(keepingCapacity: true)
    outline.flatten(tolerance: Self.flatness / (scale * magnification)) { step in
      switch step {
      case .move(let p), .line(let p): cutPoints.append(p)
      case .close: break
      }
    }
    cut(keeping: { $0.x >= rect.minX }, at: { a, b in (rect.minX - a.x) / (b.x - a.x) })
    cut(keeping: { $0.x <= rect.maxX }, at: { a, b in (rect.maxX - a.x) / (b.x - a.x) })
    cut(keeping: { $0.y >= rect.minY }, at: { a, b in (rect.minY - a.y) / (b.y - a.y) })
    cut(keeping: { $0.y <= rect.maxY }, at: { a, b in (rect.maxY - a.y) / (b.y - a.y) })
    guard cutPoints.count >= 3 else { return }
    box = (.infinity, .infinity, -.infinity, -.infinity)
    for (k, p) in cutPoints.enumerated() {
      let q = project(p, m)
      if k == 0 { polygon.move(to: q.x, q.y) } else { polygon.line(to: q.x, q.y) }
    }
    polygon.close()
    fill(child.backgroundColor.presented, alpha: alpha, cr, direct: direct, into: surface)
  }

  /// Cuts the closed outline ``cutPoints`` to the half-plane where `inside` holds: each edge
  /// crossing its side is cut where `at` (the fraction along the edge) says.
  private func cut(keeping inside: (Point) -> Bool, at fraction: (Point, Point) -> Double) {
    guard let last = cutPoints.last else { return }
    cutScratch.removeAll(keepingCapacity: true)
    var previous = last
    for p in cutPoints {
      let wasInside = inside(previous)
      let isInside = inside(p)
      if wasInside != isInside {
        let t = fraction(previous, p)
        cutScratch.append(
          Point(previous.x + (p.x - previous.x) * t, previous.y + (p.y - previous.y) * t))
      }
      if isInside { cutScratch.append(p) }
      previous = p
    }
    swap(&cutPoints, &cutScratch)
  }
}
