import TabMotionCore
import TabMotionUI

/// Which part of the target a frame must redraw: where a layer's pixels may differ from the
/// frame before. Everything else the target still holds, so a story's progress bar creeping
/// along, a tab's pill sliding or a button's press redraw a few thousand pixels, not three
/// million.
///
/// Each frame the occlusion plan records, for every layer it visits in drawing order, a
/// ``Footprint``: what its own pixels depend on (its device transform, opacity, raster
/// version, colour and the clip it is drawn under) and where they can fall. Compared with the
/// last frame's, a footprint that changed damages where the layer was and where it is; the
/// frame is redrawn inside a few rectangles, each the bounding box of changes close together
/// (a page sliding, and its tab bar's pill far above it: the bar's labels and background
/// between are not drawn again), grown so that none cuts through a curved edge (``Curves``).
/// Footprints are matched by layer: one shown, hidden, added or removed damages where it is or
/// was, and two that overlap drawn in the other order than before (one raised over the other,
/// or moved to another parent) damage where each was and is. The whole frame is redrawn when
/// a layer is turned in 3-D (faces are partly written straight into the pixels, past any clip)
/// or when the damage would cover nearly all of the frame anyway.
struct FrameDamage {
  typealias Box = OcclusionPlan.Box

  /// What one layer's own drawing depends on, and where it can fall.
  struct Footprint: Equatable {
    /// The layer, held until the next frame's comparison: while it is held, no new layer
    /// can be made at its address and pass for it (a row replaced by a new one showing
    /// other text, in the same place, with the same raster version).
    var layer: Layer
    /// From the layer's points to device pixels, before pixel snapping.
    var transform: Transform3D
    /// Its opacity times its ancestors'.
    var opacity: Double
    /// `Layer.rasterVersion`: content, size, corners, border and shadow.
    var version: Int
    var background: Color
    /// The rectangle its ancestors clip it to (device pixels).
    var clip: Box
    /// Whole device pixels its drawing (shadow and antialiasing included) can touch, cut to
    /// `clip`; for a layer clipping its children, its bounds too: what they can show.
    var extent: Box
    /// Masked (its mask is a path not compared frame to frame): redrawn every frame.
    var changesEveryFrame: Bool
    /// Where it is drawn or clipped along curved or slanted edges.
    var curves: Curves
    /// It stands for its whole subtree, listed as its raster alone (``DisplayItem/retained``):
    /// `version` is the subtree's signature and `extent` takes in where the subtree draws.
    var standsForSubtree = false

    static func == (a: Footprint, b: Footprint) -> Bool {
      a.layer === b.layer && a.transform == b.transform && a.opacity == b.opacity
        && a.version == b.version && a.background == b.background && a.clip == b.clip
        && a.extent == b.extent && a.changesEveryFrame == b.changesEveryFrame
        && a.curves == b.curves && a.standsForSubtree == b.standsForSubtree
    }

    /// Whether `other`, the same layer's footprint, is drawn the same way as this one, apart
    /// from what its content is and how far it reaches.
    func isPlacedAs(_ other: Footprint) -> Bool {
      layer === other.layer && transform == other.transform && opacity == other.opacity
        && background == other.background && clip == other.clip && curves == other.curves
        && !changesEveryFrame && !other.changesEveryFrame
    }
  }

  /// The parts of a layer's drawing whose edges are curved or slanted: a shape, anything
  /// turned, the corners of a rounded rectangle filled in place or clipping its children.
  /// Cairo cuts a path at a clip's edge into a polygon with new vertices; along an upright
  /// edge they fall where the edge was, along a slanted one they are rounded, and the
  /// antialiased pixels nearby come out a level different from the whole frame's. So a
  /// redrawn rectangle never cuts through these parts: it grows to take any it touches.
  struct Curves: Equatable {
    /// The part, or the rounded rectangle whose corners are the parts (device pixels).
    var box: Box
    /// The side of each corner square (device pixels); 0 when all of `box` is one part.
    var corner: Double

    static let none = Curves(box: Box(x0: 0, y0: 0, x1: 0, y1: 0), corner: 0)

    /// Calls `body` with each part, cut to `target`, that is not empty.
    func forEachPart(in target: Box, _ body: (Box) -> Void) {
      guard !box.isEmpty else { return }
      guard corner > 0 else {
        let whole = box.intersection(target)
        if !whole.isEmpty { body(whole) }
        return
      }
      let c = corner
      func part(_ x0: Double, _ y0: Double) {
        let p = Box(x0: x0, y0: y0, x1: x0 + c, y1: y0 + c).intersection(box).intersection(
          target)
        if !p.isEmpty { body(p) }
      }
      part(box.x0, box.y0)
      part(box.x1 - c, box.y0)
      part(box.x0, box.y1 - c)
      part(box.x1 - c, box.y1 - c)
    }
  }

  /// What `layer`'s own drawing, classified as `op` and drawn through `m` (device pixels,
  /// snapped; `unsnapped` before snapping) at `opacity` under `clip`, depends on, and where
  /// its pixels can fall: its bounds and its raster's padding (a shadow), two pixels more for
  /// antialiasing, filtering and a hairline's pixel outside its snapped bounds; for a
  /// clipping layer also its bounds, so that a clip that moves or changes shape redraws what
  /// its children show through it.
  static func footprint(
    of layer: Layer, op: DisplayOp, _ m: Transform3D, unsnapped: Transform3D, opacity: Double,
    clip: Box, axisAligned: Bool, pixelAligned: Bool
  ) -> Footprint {
    let drawsOwn = op.drawsOwn
    var extent = Box(x0: 0, y0: 0, x1: 0, y1: 0)
    if drawsOwn {
      let pad = LayerRasterizer.padding(layer)
      let reach = layer.bounds.inset(
        by: EdgeInsets(top: -pad, left: -pad, bottom: -pad, right: -pad))
      extent = Box(reach, m).outward(by: 2).intersection(clip)
    }
    if layer.clipsToBounds || layer.mask != nil {
      let bounds = Box(layer.bounds, m).outward(by: 2).intersection(clip)
      extent = extent.union(bounds)
    }
    if let mask = layer.mask {
      // Without clipping to its bounds, its children can show past them, within the mask.
      let masked = Box(mask.bounds, m).outward(by: 2).intersection(clip)
      extent = extent.union(masked)
    }
    return Footprint(
      layer: layer, transform: unsnapped, opacity: opacity, version: layer.rasterVersion,
      background: layer.backgroundColor.presented, clip: clip, extent: extent,
      changesEveryFrame: layer.mask != nil,
      curves: curves(
        of: layer, m, extent: extent, drawsOwn: drawsOwn, axisAligned: axisAligned,
        pixelAligned: pixelAligned))
  }

  /// Where `layer`, drawn through `m`, has curved or slanted edges (`FrameDamage.Curves`):
  /// all it draws when it is turned; where its path runs when it is a shape; the corners of
  /// its bounds when it fills a rounded rectangle in place (rasters are copied in upright
  /// rectangles) or clips its children to one; all its bounds when it clips them to a turned
  /// rectangle or a mask.
  static func curves(
    of layer: Layer, _ m: Transform3D, extent: Box, drawsOwn: Bool, axisAligned: Bool,
    pixelAligned: Bool
  ) -> FrameDamage.Curves {
    let clipsAlongPath = layer.mask != nil || (layer.clipsToBounds && !axisAligned)
    if clipsAlongPath || (drawsOwn && !axisAligned) {
      let bounds = Box(layer.bounds, m).outward(by: 2)
      return FrameDamage.Curves(box: extent.union(bounds), corner: 0)
    }
    if drawsOwn, case .shape(let shape) = layer.content {
      // Only where the path runs (a hill across the bottom of a page is not the page), its
      // stroke and antialiasing included, within the bounds it is cut to.
      let grow = (shape.stroke != nil ? shape.lineWidth / 2 : 0) + 1
      let reach = shape.path.bounds.inset(
        by: EdgeInsets(top: -grow, left: -grow, bottom: -grow, right: -grow))
      let box = Box(reach, m).outward(by: 2).intersection(Box(layer.bounds, m).outward(by: 2))
      return FrameDamage.Curves(box: box, corner: 0)
    }
    guard layer.cornerRadius > 0 else { return .none }
    let roundedFill = drawsOwn && pixelAligned && LayerRasterizer.isPlainRoundedRectangle(layer)
    guard roundedFill || layer.clipsToBounds else { return .none }
    let radius = LayerRasterizer.cornerRadius(of: layer) * max(abs(m.m11), abs(m.m22))
    return FrameDamage.Curves(
      box: Box(layer.bounds, m).outward(by: 2), corner: (radius + 4).rounded(.up))
  }

  /// Damage over this share of the frame redraws it whole: the few rows left would not pay
  /// for clipping to what changed.
  static let fullShare = 0.95

  /// The most rectangles a frame is redrawn in: changes further apart than this many make
  /// the two closest into their bounding box.
  static let mostBoxes = 4

  /// Rectangles closer than this (device pixels) are redrawn as one: a second pass over the
  /// list costs more than the few pixels between them.
  static let mergeGap = 32.0

  private var previous: [Footprint] = []
  /// The whole-pixel rectangles to redraw, inside the target, none overlapping another: each
  /// the bounding box of changes close together (a page sliding; the pill of its tab bar
  /// sliding far above it). Empty with `isFull` false when nothing changed.
  private(set) var boxes: [Box] = []
  /// The bounding box of ``boxes``: nil when nothing is to be redrawn in part.
  var box: Box? {
    guard var all = boxes.first else { return nil }
    for b in boxes.dropFirst() { all = all.union(b) }
    return all
  }
  /// The whole frame must be redrawn.
  private(set) var isFull = true

  /// Compares this frame's footprints with the last frame's. `full` forces a whole redraw
  /// (a new root, target or clear colour, a face turned in 3-D).
  mutating func update(_ current: [Footprint], full: Bool, width: Int, height: Int) {
    defer {
      previous.removeAll(keepingCapacity: true)
      previous.append(contentsOf: current)
    }
    boxes.removeAll(keepingCapacity: true)
    retainedRoots.removeAll(keepingCapacity: true)
    sawNonFinite = false
    isFull = full
    guard !isFull, match(current) else {
      isFull = true
      return
    }
    let target = Box(x0: 0, y0: 0, x1: Double(width), y1: Double(height))
    // Each layer's last footprint, found by identity: a layer shown, added, hidden or removed
    // damages where it is or was, not the whole frame (a menu's items appearing one by one).
    // One drawn in another order than before against one it overlaps (raised over it, or
    // moved to another parent) now covers what covered it: damaged like one that moved.
    for i in current.indices {
      let now = current[i]
      let j = matches[i]
      guard j >= 0 else {
        add(now.extent.intersection(target))
        continue
      }
      let before = previous[j]
      if !reordered[i], now.standsForSubtree, !before.standsForSubtree, before.isPlacedAs(now) {
        // Listed as its raster alone, which was made of the subtree as the last frame listed
        // it item by item (a retained subtree's raster is the one shown the frame before):
        // the same pixels, and its items gone from the list are still there.
        retainedRoots.append(now.layer)
        continue
      }
      if reordered[i] || before != now || now.changesEveryFrame {
        add(before.extent.intersection(target))
        add(now.extent.intersection(target))
      }
    }
    for j in previous.indices where !previousMatched[j] {
      if !retainedRoots.isEmpty, isInsideRetainedRoot(previous[j].layer) { continue }
      add(previous[j].extent.intersection(target))
    }
    // Never cut through a curve: grow to take whole every curved part a rectangle touches
    // (and again for those the growth reaches) — unless they are already most of the frame.
    let most = Self.fullShare * target.area
    var grew = !boxes.isEmpty
    while grew, !sawNonFinite, area <= most {
      grew = false
      for f in current {
        f.curves.forEachPart(in: target) { part in
          if boxes.contains(where: { !part.intersection($0).isEmpty }) && add(part) {
            grew = true
          }
        }
      }
    }
    if sawNonFinite || area > most {
      // A transform gone to infinity or NaN: no rectangle can be trusted.
      isFull = true
      boxes.removeAll(keepingCapacity: true)
    }
  }

  /// For each of this frame's footprints, the index of the same layer's last one (-1 for a
  /// layer not drawn then), in `matches`; `previousMatched` marks the last frame's found
  /// again, and `reordered` the footprints drawn in another order than the last frame against
  /// one they overlap (where they were or are). False when a layer is listed twice in either
  /// frame: identity then says nothing.
  private mutating func match(_ current: [Footprint]) -> Bool {
    matches.removeAll(keepingCapacity: true)
    reordered.removeAll(keepingCapacity: true)
    reordered.append(contentsOf: repeatElement(false, count: current.count))
    previousMatched.removeAll(keepingCapacity: true)
    previousMatched.append(contentsOf: repeatElement(false, count: previous.count))
    matchedByLayer = false
    if previous.count == current.count,
      zip(previous, current).allSatisfy({ $0.layer === $1.layer })
    {
      // The usual frame: the same layers in the same order.
      matches.append(contentsOf: current.indices)
      for j in previous.indices { previousMatched[j] = true }
      return true
    }
    matchedByLayer = true
    previousIndex.removeAll(keepingCapacity: true)
    for (j, f) in previous.enumerated() {
      guard previousIndex.updateValue(j, forKey: ObjectIdentifier(f.layer)) == nil else {
        return false
      }
    }
    for f in current {
      guard let j = previousIndex[ObjectIdentifier(f.layer)] else {
        matches.append(-1)
        continue
      }
      guard !previousMatched[j] else { return false }
      previousMatched[j] = true
      matches.append(j)
    }
    // A footprint is out of order when one before it was after it, or one after it before:
    // its index is below the highest before it or above the lowest after it. Only those are
    // compared pair by pair (one listed twice only repeats its pairs), and a pair counts
    // where they overlap.
    outOfOrder.removeAll(keepingCapacity: true)
    var highest = -1
    for (i, j) in matches.enumerated() where j >= 0 {
      if j < highest { outOfOrder.append(i) }
      highest = max(highest, j)
    }
    var lowest = Int.max
    for (i, j) in matches.enumerated().reversed() where j >= 0 {
      if j > lowest { outOfOrder.append(i) }
      lowest = min(lowest, j)
    }
    func reach(_ i: Int) -> Box { previous[matches[i]].extent.union(current[i].extent) }
    for a in outOfOrder.indices {
      for b in outOfOrder.indices where b > a {
        let (i, k) = (min(outOfOrder[a], outOfOrder[b]), max(outOfOrder[a], outOfOrder[b]))
        if matches[i] > matches[k], !reach(i).intersection(reach(k)).isEmpty {
          reordered[i] = true
          reordered[k] = true
        }
      }
    }
    return true
  }

  /// Whether `layer` is in the subtree of one of `retainedRoots`.
  private func isInsideRetainedRoot(_ layer: Layer) -> Bool {
    var ancestor = layer.parent
    while let a = ancestor {
      if retainedRoots.contains(where: { $0 === a }) { return true }
      ancestor = a.parent
    }
    return false
  }

  /// This frame's footprints that stand for their subtree where the last frame listed it item
  /// by item, drawn as before.
  private var retainedRoots: [Layer] = []

  /// The last update found layers shown, hidden, added, removed or drawn in another order:
  /// footprints were matched by layer rather than by place in the list.
  private(set) var matchedByLayer = false

  /// Working storage of ``match(_:)``, kept from frame to frame.
  private var previousIndex: [ObjectIdentifier: Int] = [:]
  private var matches: [Int] = []
  private var previousMatched: [Bool] = []
  private var reordered: [Bool] = []
  private var outOfOrder: [Int] = []

  /// The pixels ``boxes`` cover.
  private var area: Double { boxes.reduce(0) { $0 + $1.area } }

  /// A change whose box was not finite.
  private var sawNonFinite = false

  /// Adds `changed`, grown to whole pixels (a clip's edge can be fractional), to the boxes:
  /// merged with any box it overlaps or nearly touches (and those with any the merged box
  /// then reaches), and the two closest merged while there are too many. False when no box
  /// grew.
  @discardableResult
  private mutating func add(_ changed: Box) -> Bool {
    guard changed.x0.isFinite, changed.y0.isFinite, changed.x1.isFinite, changed.y1.isFinite
    else {
      sawNonFinite = true
      return false
    }
    guard !changed.isEmpty else { return false }
    var merged = changed.outward(by: 0)
    if boxes.contains(where: { $0.contains(merged) }) { return false }
    var k = 0
    while k < boxes.count {
      if !boxes[k].outward(by: Self.mergeGap).intersection(merged).isEmpty {
        merged = merged.union(boxes.remove(at: k))
        k = 0
      } else {
        k += 1
      }
    }
    boxes.append(merged)
    while boxes.count > Self.mostBoxes { mergeClosestPair() }
    return true
  }

  /// Replaces the two boxes whose bounding box adds the fewest pixels by that box (and
  /// merges it with any box it then overlaps).
  private mutating func mergeClosestPair() {
    var best = (i: 0, j: 1, waste: Double.infinity)
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        let waste = boxes[i].union(boxes[j]).area - boxes[i].area - boxes[j].area
        if waste < best.waste { best = (i, j, waste) }
      }
    }
    let union = boxes[best.i].union(boxes[best.j])
    boxes.remove(at: best.j)
    boxes.remove(at: best.i)
    add(union)
  }
}
