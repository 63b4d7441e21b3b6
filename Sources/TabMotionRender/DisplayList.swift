import TabMotionCore
import TabMotionUI

/// A frame's visible layers in drawing order, each classified once (``DisplayOp``) with its
/// final device transform, opacity, clip and footprint — built by the frame's one walk of the
/// layer tree. Occlusion (``OcclusionPlan``), damage (``FrameDamage``, from ``footprints``)
/// and drawing read the list; nothing else walks the tree on the frame's path.
///
/// What is left out is what the compositor never draws: hidden layers, layers (and their
/// subtrees) fainter than a thousandth, and the subtrees of layers turned in 3-D, which are
/// one ``DisplayOp/face`` item each (their geometry is the face painter's to project).
struct DisplayList {
  typealias Box = OcclusionPlan.Box

  private(set) var items: [DisplayItem] = []
  /// Per item: what its own pixels depend on and where they fall, for ``FrameDamage``.
  private(set) var footprints: [FrameDamage.Footprint] = []
  /// An item is a face turned in 3-D (faces are partly written straight into the pixels).
  private(set) var hasFaces = false
  /// How many times a list was built from a root: the walks of the layer tree (for tests).
  private(set) var walks = 0
  /// Hidden layers about to show that move as one (`Layer.isAboutToShow`: a pager's pages
  /// beside the one on screen), in drawing order, as the walk met them: the subtrees whose
  /// rasters the renderer makes ahead. Those inside a subtree listed as its raster alone are
  /// not met; nothing in it changed since it was listed item by item.
  private(set) var aboutToShow: [Layer] = []

  private static let everywhere = Box(x0: -.infinity, y0: -.infinity, x1: .infinity, y1: .infinity)
  private static let nowhere = Box(x0: 0, y0: 0, x1: 0, y1: 0)

  /// Builds the list of `root` drawn into a target of `width` × `height` device pixels at
  /// `scale`. A subtree that moves as one and that `retaining` still has a raster of, with
  /// nothing in it changed, is listed as its root alone (``DisplayItem/retained``).
  mutating func build(
    _ root: Layer, scale: Double, width: Int, height: Int,
    retaining: (any RetainedSubtreeSource)? = nil
  ) {
    removeAll()
    walks &+= 1
    self.retaining = retaining
    defer { self.retaining = nil }
    let target = Box(x0: 0, y0: 0, x1: Double(width), y1: Double(height))
    _ = visit(
      root, parent: .scale(scale, scale), opacity: 1, clip: target, exact: true, rounded: nil,
      scale: scale)
  }

  /// Where retained subtrees come from while ``build(_:scale:width:height:retaining:)`` runs.
  private var retaining: (any RetainedSubtreeSource)?

  /// Builds the list of `layer`'s subtree as it will be drawn once shown, at the device origin
  /// and with no clip — though `layer` itself is hidden (a page about to slide in): what the
  /// renderer draws into the layer's raster ahead of the frame that first shows it. `exact`
  /// false lists it as drawn under a clip in force that is not upright rectangles alone (a
  /// rounded corner of an ancestor): nothing in it is then filled past that clip in place.
  mutating func build(aheadOf layer: Layer, scale: Double, exact: Bool = true) {
    removeAll()
    walks &+= 1
    _ = visit(
      layer, parent: .scale(scale, scale), opacity: 1, clip: Self.everywhere, exact: exact,
      rounded: nil, scale: scale, showsHidden: true)
  }

  /// Builds the list of `layer`'s children (but `skipped`), drawn through `parent` with no
  /// clip: a face flattened into its own surface.
  mutating func build(
    childrenOf layer: Layer, skipping skipped: Layer?, parent: Transform3D, scale: Double
  ) {
    removeAll()
    walks &+= 1
    visitChildren(
      of: layer, skipping: skipped, parent: parent, opacity: 1, clip: Self.everywhere,
      exact: true, rounded: nil, scale: scale)
  }

  private mutating func removeAll() {
    items.removeAll(keepingCapacity: true)
    footprints.removeAll(keepingCapacity: true)
    aboutToShow.removeAll(keepingCapacity: true)
    hasFaces = false
  }

  /// Notes the layers about to show in the subtree of `layer`, which is not listed: itself
  /// when it is hidden, about to show and moves as one; else, when it is not hidden or about
  /// to show, those among its descendants.
  private mutating func noteAboutToShow(in layer: Layer) {
    if layer.isHidden {
      guard layer.isAboutToShow else { return }
      if layer.movesAsOne {
        aboutToShow.append(layer)
        return
      }
    }
    for child in layer.children { noteAboutToShow(in: child) }
  }

  /// Appends `layer` and its subtree; returns the index of its item, nil when it is not drawn
  /// (hidden, unless `showsHidden`, or fainter than a thousandth).
  private mutating func visit(
    _ layer: Layer, parent: Transform3D, opacity: Double, clip: Box, exact: Bool,
    rounded: OcclusionPlan.RoundedClip?, scale: Double, showsHidden: Bool = false
  ) -> Int? {
    guard showsHidden || !layer.isHidden else {
      noteAboutToShow(in: layer)
      return nil
    }
    let alpha = opacity * layer.opacity.presented
    guard alpha > 0.001 else {
      noteAboutToShow(in: layer)
      return nil
    }
    let index = items.count
    let local = layer.transformToParent
    guard local.isAffine2D else {
      let m = local.concatenating(parent)
      hasFaces = true
      items.append(
        DisplayItem(
          layer: layer, op: .face, transform: m, opacity: alpha, pixelAligned: false,
          axisAligned: false, end: index + 1, clip: clip, own: Self.nowhere, subtreeClip: nil,
          exactClip: exact, roundedClip: rounded, reach: Self.everywhere, clipsChildren: false,
          nextFace: nil))
      footprints.append(
        FrameDamage.Footprint(
          layer: layer, transform: m, opacity: alpha, version: layer.rasterVersion,
          background: layer.backgroundColor.presented, clip: clip, extent: Self.everywhere,
          changesEveryFrame: true, curves: .none))
      return index
    }
    var m = local.concatenating(parent)
    let unsnapped = m
    // Where the layer's origin falls in device pixels before snapping (its parent's is
    // already snapped): what a hairline is placed from.
    let exactOrigin = Point(m.m41, m.m42)
    let pixelAligned = m.m12 == 0 && m.m21 == 0 && m.m11 == scale && m.m22 == scale
    if pixelAligned {
      m.m41 = m.m41.pixelSnapped
      m.m42 = m.m42.pixelSnapped
    }
    let op = DisplayOp.classify(
      layer, m, exactOrigin: exactOrigin, pixelAligned: pixelAligned, opacity: alpha,
      scale: scale)
    var own = Box(layer.bounds, m).intersection(clip)
    if case .hairline(let line) = op {
      // Drawn as the whole device pixel holding its centre, which may lie outside its
      // snapped bounds: judged by that pixel.
      own = Box(x0: line.minX, y0: line.minY, x1: line.maxX, y1: line.maxY).intersection(clip)
    }
    let axisAligned = m.m12 == 0 && m.m21 == 0 && m.m11 > 0 && m.m22 > 0
    let hasChildren = !layer.children.isEmpty
    var reach = Self.nowhere
    if case .hairline(let line) = op {
      reach = Box(x0: line.minX, y0: line.minY, x1: line.maxX, y1: line.maxY)
    } else if op.drawsOwn {
      let pad = LayerRasterizer.padding(layer)
      reach = Box(
        layer.bounds.inset(by: EdgeInsets(top: -pad, left: -pad, bottom: -pad, right: -pad)), m)
    }
    items.append(
      DisplayItem(
        layer: layer, op: op, transform: m, opacity: alpha, pixelAligned: pixelAligned,
        axisAligned: axisAligned, end: index + 1, clip: clip, own: own, subtreeClip: nil,
        exactClip: exact, roundedClip: rounded, reach: reach,
        clipsChildren: hasChildren && (layer.clipsToBounds || layer.mask != nil), nextFace: nil))
    footprints.append(
      FrameDamage.footprint(
        of: layer, op: op, m, unsnapped: unsnapped, opacity: alpha, clip: clip,
        axisAligned: axisAligned, pixelAligned: pixelAligned))
    guard hasChildren else { return index }
    if layer.movesAsOne, !showsHidden {
      let key = RetainedSubtree.key(of: layer, op: op, origin: Point(m.m41, m.m42))
      items[index].retainKey = key
      if let retaining, pixelAligned, alpha >= 1,
        !layer.children.contains(where: { $0.needsRedraw }),
        let kept = retaining.retainedSubtree(of: layer, key: key)
      {
        // Nothing in it changed since its raster was last used: the raster stands for it.
        let reach = Box(
          x0: kept.reach.x0 + m.m41, y0: kept.reach.y0 + m.m42, x1: kept.reach.x1 + m.m41,
          y1: kept.reach.y1 + m.m42)
        items[index].retained = kept
        items[index].reach = reach
        items[index].subtreeClip = reach.intersection(clip)
        footprints[index].extent = footprints[index].extent.union(
          reach.outward(by: 2).intersection(clip))
        footprints[index].version = kept.signature
        footprints[index].standsForSubtree = true
        return index
      }
    }
    var childClip = clip
    var childExact = exact
    var childRounded = rounded
    if layer.clipsToBounds {
      childClip = own.intersection(clip)
      if !axisAligned {
        childExact = false
      } else if layer.cornerRadius > 0 {
        // Inside a rounded clip (a circle revealing a screen), what children paint opaquely
        // still hides what lies under the parts of the clip's shape they fill.
        if childRounded == nil, pixelAligned {
          childRounded = OcclusionPlan.RoundedClip(
            box: Box(layer.bounds, m), radius: LayerRasterizer.cornerRadius(of: layer) * scale)
          items[index].opensRoundedClip = true
        } else {
          childExact = false
        }
      }
      // Rasters carry padding (a shadow) outside the bounds: only a layer drawing nothing
      // outside its bounds keeps its subtree inside them.
      if layer.shadow == nil { items[index].subtreeClip = Box(layer.bounds, m).intersection(clip) }
    }
    if let mask = layer.mask {
      childExact = false
      // Nothing of the children shows outside the mask: a mask set or moved then changes
      // where their footprints end, and the frame's damage covers where they were.
      childClip = childClip.intersection(Box(mask.bounds, m))
    }
    var childReach = visitChildren(
      of: layer, skipping: nil, parent: m, opacity: alpha, clip: childClip, exact: childExact,
      rounded: childRounded, scale: scale)
    if layer.clipsToBounds { childReach = childReach.intersection(Box(layer.bounds, m)) }
    if let mask = layer.mask { childReach = childReach.intersection(Box(mask.bounds, m)) }
    items[index].reach = reach.union(childReach)
    items[index].end = items.count
    return index
  }

  /// Appends `layer`'s children in order and returns where they can draw. A face that declares
  /// it shares an edge with its next sibling learns that sibling's item, when it is one.
  @discardableResult
  private mutating func visitChildren(
    of layer: Layer, skipping skipped: Layer?, parent: Transform3D, opacity: Double, clip: Box,
    exact: Bool, rounded: OcclusionPlan.RoundedClip?, scale: Double
  ) -> Box {
    var reach = Self.nowhere
    var previousFace: Int?
    for child in layer.children where child !== skipped {
      let index = visit(
        child, parent: parent, opacity: opacity, clip: clip, exact: exact, rounded: rounded,
        scale: scale)
      if let index { reach = reach.union(items[index].reach) }
      if let previousFace, let index, items[index].op == .face {
        items[previousFace].nextFace = index
      }
      previousFace = nil
      if let index, items[index].op == .face, child.sharesEdgeWithNextSibling {
        previousFace = index
      }
    }
    return reach
  }
}
