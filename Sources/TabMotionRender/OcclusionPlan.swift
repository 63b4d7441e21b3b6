import TabMotionCore
import TabMotionUI

/// Which layers of a frame need not be drawn because an opaque layer drawn after them covers
/// them, or because they lie outside the target — worked out once per frame, before drawing.
///
/// The plan reads the frame's ``DisplayList``, whose items are numbered in drawing order
/// (hidden layers, transparent groups and 3-D subtrees are not in it). An *occluder* is a layer whose bounds it paints fully opaque — an opaque
/// plain colour, or an opaque square raster — at full opacity, axis-aligned, under clips that
/// are plain rectangles; its rectangle, cut to whole device pixels inside it, hides whatever
/// was drawn earlier. So do the middle of an opaque card and the solid lower band of an
/// opaquely filled shape (`ShapeInterior`). Under a rounded clip (a circle revealing a
/// screen) an occluder hides only what lies inside boxes inscribed in the clip's shape. A
/// layer's own drawing is skipped when one occluder numbered after it contains its rectangle
/// (cut to its clips), or when that rectangle is off the target; its whole subtree is skipped
/// when it clips its children and that is true of its bounds.
///
/// Skipping only ever removes paint that a later opaque paint replaces pixel for pixel, or
/// paint outside the target, so the frame is identical to drawing everything.
struct OcclusionPlan {
  /// Device-pixel rectangle, edges as coordinates.
  struct Box: Equatable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double

    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }
    var area: Double { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

    func intersection(_ o: Box) -> Box {
      Box(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    func contains(_ o: Box) -> Bool {
      o.x0 >= x0 && o.y0 >= y0 && o.x1 <= x1 && o.y1 <= y1
    }

    /// The bounding box of both; an empty box adds nothing.
    func union(_ o: Box) -> Box {
      if o.isEmpty { return self }
      if isEmpty { return o }
      return Box(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// The whole pixels this touches, grown by `margin` pixels each way.
    func outward(by margin: Double) -> Box {
      Box(
        x0: (x0 - margin).rounded(.down), y0: (y0 - margin).rounded(.down),
        x1: (x1 + margin).rounded(.up), y1: (y1 + margin).rounded(.up))
    }

    /// The whole pixels inside: a partly covered edge pixel hides nothing.
    var inward: Box {
      Box(x0: x0.rounded(.up), y0: y0.rounded(.up), x1: x1.rounded(.down), y1: y1.rounded(.down))
    }

    /// The bounding box of `rect` through an affine 2-D transform (no arrays: this runs for
    /// every layer of every drawn frame).
    init(_ rect: Rect, _ m: Transform3D) {
      let ax = m.m11 * rect.minX + m.m21 * rect.minY + m.m41
      let bx = m.m11 * rect.maxX + m.m21 * rect.minY + m.m41
      let cx = m.m11 * rect.minX + m.m21 * rect.maxY + m.m41
      let dx = m.m11 * rect.maxX + m.m21 * rect.maxY + m.m41
      let ay = m.m12 * rect.minX + m.m22 * rect.minY + m.m42
      let by = m.m12 * rect.maxX + m.m22 * rect.minY + m.m42
      let cy = m.m12 * rect.minX + m.m22 * rect.maxY + m.m42
      let dy = m.m12 * rect.maxX + m.m22 * rect.maxY + m.m42
      x0 = min(min(ax, bx), min(cx, dx))
      x1 = max(max(ax, bx), max(cx, dx))
      y0 = min(min(ay, by), min(cy, dy))
      y1 = max(max(ay, by), max(cy, dy))
    }

    init(x0: Double, y0: Double, x1: Double, y1: Double) {
      self.x0 = x0
      self.y0 = y0
      self.x1 = x1
      self.y1 = y1
    }
  }

  /// One visited layer: its drawn rectangle cut to its clips, and the number after its subtree.
  private struct Node {
    var box: Box
    var subtreeBox: Box?
    var end: Int
    /// What its own drawing paints (its rectangle cut to clips and target), for the estimate
    /// of memory traffic.
    var paint: Box
    /// The layer's own drawing is a plain colour fill: it can be cut to what occluders leave.
    var fillsPlainly = false
    /// For a layer rooting a subtree that may be copied from its raster (`Layer.movesAsOne`):
    /// its bounds cut to its clips, of which only what occluders drawn after its subtree leave
    /// uncovered need be copied.
    var copied: Box?
  }

  private static let everywhere = Box(x0: -.infinity, y0: -.infinity, x1: .infinity, y1: .infinity)
  private static let nowhere = Box(x0: 0, y0: 0, x1: 0, y1: 0)

  private var nodes: [Node] = []
  private var occluders: [(index: Int, box: Box)] = []
  /// Scratch for ``cut(_:after:)``: the occluders crossing the box, and their top and bottom
  /// edges.
  private var cutters: [Box] = []
  private var edges: [Double] = []
  /// Per visited layer: skip its own drawing; skip it and its subtree.
  private(set) var skipsOwn: [Bool] = []
  private(set) var skipsSubtree: [Bool] = []
  /// The two as planned, before ``skipOutside(_:of:)`` added what lies outside a rectangle.
  private var plannedSkipsOwn: [Bool] = []
  private var plannedSkipsSubtree: [Bool] = []
  /// Device pixels the frame paints, its own drawing cut to clips and target (an estimate of
  /// memory traffic: `fullFramePasses` is this over the target's area).
  private(set) var paintedPixels = 0.0
  /// One opaque layer covers every pixel of the target: clearing it first would be painted
  /// over entirely.
  private(set) var coversTarget = false
  /// Whole-pixel rectangles, in device pixels: for some plain fills, the parts that no later
  /// occluder covers (a window background behind two turned cube faces is only filled around
  /// them). `remainders[i]` indexes them for layer `i`; nil fills the layer whole.
  private(set) var pieces: [Box] = []
  private(set) var remainders: [Range<Int>?] = []
  /// For a subtree that may be copied from its raster (`Layer.movesAsOne`), the pieces of its
  /// bounds that no occluder drawn after the whole subtree covers (a page under opaque bars):
  /// only they need copying. Nil copies it whole.
  private(set) var uncovered: [Range<Int>?] = []

  /// The bands of filled shapes, kept from frame to frame (set by each `plan`).
  private var bands: ShapeBandCache?

  /// Plans the frame `list` holds, drawn into a target of `width` × `height` device pixels
  /// at `scale`, asking `bands` for the solid part of filled shapes.
  mutating func plan(
    _ list: DisplayList, scale: Double, width: Int, height: Int, bands: ShapeBandCache
  ) {
    self.bands = bands
    nodes.removeAll(keepingCapacity: true)
    occluders.removeAll(keepingCapacity: true)
    let target = Box(x0: 0, y0: 0, x1: Double(width), y1: Double(height))
    for index in list.items.indices { add(index, of: list, scale: scale) }
    coversTarget = occluders.contains { $0.box.contains(target) }
    skipsOwn.removeAll(keepingCapacity: true)
    skipsOwn.append(contentsOf: repeatElement(false, count: nodes.count))
    skipsSubtree.removeAll(keepingCapacity: true)
    skipsSubtree.append(contentsOf: repeatElement(false, count: nodes.count))
    paintedPixels = 0
    for (i, node) in nodes.enumerated() {
      // A subtree is hidden only by what is drawn after all of it; a layer's own drawing
      // also by its own descendants, which are drawn over it.
      if let sub = node.subtreeBox, hidden(sub, after: node.end - 1) {
        skipsSubtree[i] = true
      }
      if hidden(node.box, after: i) {
        skipsOwn[i] = true
      }
    }
    plannedSkipsOwn.removeAll(keepingCapacity: true)
    plannedSkipsOwn.append(contentsOf: skipsOwn)
    plannedSkipsSubtree.removeAll(keepingCapacity: true)
    plannedSkipsSubtree.append(contentsOf: skipsSubtree)
    pieces.removeAll(keepingCapacity: true)
    remainders.removeAll(keepingCapacity: true)
    remainders.append(contentsOf: repeatElement(nil, count: nodes.count))
    uncovered.removeAll(keepingCapacity: true)
    uncovered.append(contentsOf: repeatElement(nil, count: nodes.count))
    for (i, node) in nodes.enumerated() where !skipsSubtree[i] {
      // Copying costs by the pixel and needs no clip: any part occluders take is saved.
      if let copied = node.copied {
        uncovered[i] = cut(copied, after: node.end - 1, worthCutting: 0)
      }
    }
    for i in drawn {
      if nodes[i].fillsPlainly, let kept = cut(nodes[i].box, after: i) {
        remainders[i] = kept
        for k in kept { paintedPixels += pieces[k].area }
      } else {
        paintedPixels += nodes[i].paint.area
      }
    }
  }

  /// The numbers of the layers whose own drawing is drawn, in order: past skipped subtrees.
  private var drawn: DrawnLayers {
    DrawnLayers(nodes: nodes, skipsOwn: skipsOwn, skipsSubtree: skipsSubtree)
  }

  /// Walks the plan as `SceneRenderer.draw` will: a skipped subtree is stepped over whole.
  private struct DrawnLayers: Sequence, IteratorProtocol {
    let nodes: [Node]
    let skipsOwn: [Bool]
    let skipsSubtree: [Bool]
    var position = 0

    mutating func next() -> Int? {
      while position < nodes.count {
        let i = position
        if skipsSubtree[i] {
          position = nodes[i].end
          continue
        }
        position = i + 1
        if !skipsOwn[i] { return i }
      }
      return nil
    }
  }

  /// Cuts the whole pixels of `box` into the rectangles that occluders numbered after `index`
  /// leave uncovered, appending them to `pieces`; nil when occluders take no more than
  /// `worthCutting` of it (by default a quarter: cutting a fill would not pay for the clip it
  /// needs).
  ///
  /// Swept in horizontal bands between the occluders' top and bottom edges: in each band the
  /// gaps between the occluders crossing it whole are pieces, and a gap the band above had
  /// too makes that piece taller. The pieces stay few and each pixel row is a run or two
  /// (cutting each piece in four around every occluder in turn splintered the background
  /// around the sixteen columns of two turned cube faces into a hundred and more).
  private mutating func cut(
    _ box: Box, after index: Int, worthCutting: Double = 0.25
  ) -> Range<Int>? {
    let whole = Box(
      x0: box.x0.rounded(.down), y0: box.y0.rounded(.down), x1: box.x1.rounded(.up),
      y1: box.y1.rounded(.up))
    guard !whole.isEmpty, whole.x0.isFinite, whole.y0.isFinite, whole.x1.isFinite,
      whole.y1.isFinite
    else { return nil }
    cutters.removeAll(keepingCapacity: true)
    edges.removeAll(keepingCapacity: true)
    edges.append(whole.y0)
    edges.append(whole.y1)
    for o in occluders where o.index > index {
      let c = o.box.intersection(whole)
      guard !c.isEmpty else { continue }
      cutters.append(c)
      edges.append(c.y0)
      edges.append(c.y1)
    }
    guard !cutters.isEmpty else { return nil }
    Self.insertionSort(&edges) { $0 < $1 }
    Self.insertionSort(&cutters) { $0.x0 < $1.x0 }
    let start = pieces.count
    // The pieces the band above left, to grow downwards when this band has the same gap.
    var above = start..<start
    var top = whole.y0
    for bottom in edges.dropFirst() where bottom > top {
      let first = pieces.count
      var x = whole.x0
      // The band above's pieces and this band's gaps both run left to right.
      var probe = above.lowerBound
      func gap(to end: Double) {
        guard end > x else { return }
        while probe < above.upperBound, pieces[probe].x0 < x { probe += 1 }
        if probe < above.upperBound, pieces[probe].x0 == x, pieces[probe].x1 == end {
          let k = probe
          pieces[k].y1 = bottom
          // Kept in this band's run of pieces too: moved to its end.
          pieces.append(pieces[k])
          pieces[k].x1 = pieces[k].x0
        } else {
          pieces.append(Box(x0: x, y0: top, x1: end, y1: bottom))
        }
      }
      for c in cutters where c.y0 <= top && c.y1 >= bottom {
        gap(to: c.x0)
        x = max(x, c.x1)
      }
      gap(to: whole.x1)
      above = first..<pieces.count
      top = bottom
    }
    // Drop the emptied places of pieces that grew on.
    var kept = start
    for k in start..<pieces.count where !pieces[k].isEmpty {
      pieces[kept] = pieces[k]
      kept += 1
    }
    pieces.removeSubrange(kept..<pieces.count)
    var left = 0.0
    for k in start..<pieces.count { left += pieces[k].area }
    guard left < whole.area * (1 - worthCutting) else {
      pieces.removeSubrange(start..<pieces.count)
      return nil
    }
    return start..<pieces.count
  }

  /// Sorts a short array in place without allocating.
  static func insertionSort<T>(_ a: inout [T], by less: (T, T) -> Bool) {
    guard a.count > 1 else { return }
    for i in 1..<a.count {
      let v = a[i]
      var j = i
      while j > 0, less(v, a[j - 1]) {
        a[j] = a[j - 1]
        j -= 1
      }
      a[j] = v
    }
  }

  /// The number of the first layer after `index`'s subtree.
  func end(of index: Int) -> Int { nodes[index].end }

  /// For a frame redrawn only inside `box`: skips the drawing of layers that cannot reach it,
  /// and the subtrees of layers that clip their children away from it, so that cairo is not
  /// even asked (a story's progress bar redraws a strip, not the page's every layer). Each
  /// call starts again from the plan: a frame redrawn in several rectangles calls it for each.
  mutating func skipOutside(_ box: Box, of list: DisplayList) {
    skipsOwn.removeAll(keepingCapacity: true)
    skipsOwn.append(contentsOf: plannedSkipsOwn)
    skipsSubtree.removeAll(keepingCapacity: true)
    skipsSubtree.append(contentsOf: plannedSkipsSubtree)
    for i in nodes.indices {
      if list.footprints[i].extent.intersection(box).isEmpty { skipsOwn[i] = true }
      if let sub = nodes[i].subtreeBox, sub.outward(by: 2).intersection(box).isEmpty {
        skipsSubtree[i] = true
      }
    }
  }

  /// Device pixels the frame paints inside `box` (a frame redrawn only there): each drawn
  /// layer's own rectangle cut to it.
  func paintedPixels(within box: Box) -> Double {
    var total = 0.0
    for i in drawn { total += nodes[i].paint.intersection(box).area }
    return total
  }

  private func hidden(_ box: Box, after index: Int) -> Bool {
    if box.isEmpty { return true }
    for o in occluders where o.index > index && o.box.contains(box) { return true }
    return false
  }

  /// Numbers item `index` of `list` and adds what it paints opaquely as occluders.
  private mutating func add(_ index: Int, of list: DisplayList, scale: Double) {
    let item = list.items[index]
    let layer = item.layer
    let exact = item.exactClip && item.opacity >= 1
    guard item.op != .face else {
      // A 3-D face: never skipped; an opaque one hides what lies inside its projection.
      nodes.append(Node(box: Self.everywhere, subtreeBox: nil, end: index + 1, paint: Self.nowhere))
      if exact {
        Self.opaqueInterior(of: layer, item.transform) { inside in
          occlude(index, inside.intersection(item.clip), item.roundedClip)
        }
      }
      return
    }
    let drawsOwn = item.op.drawsOwn
    // Rasters carry padding (a shadow, a border's antialiasing) outside the bounds: only a
    // layer drawing nothing outside its bounds can be judged by them.
    let contained = layer.shadow == nil
    let box = !drawsOwn ? Self.nowhere : contained ? item.own : Self.everywhere
    let copied =
      layer.movesAsOne && item.pixelAligned && item.opacity >= 1
      && (item.end > index + 1 || item.retained != nil)
    nodes.append(
      Node(
        box: box, subtreeBox: item.subtreeClip, end: item.end,
        paint: drawsOwn || item.retained != nil ? item.own : Self.nowhere,
        fillsPlainly: item.op.fillsPlainly,
        copied: copied ? item.own : nil))
    let m = item.transform
    if exact, let kept = item.retained {
      // A raster standing for its subtree hides what lies under its opaque rows.
      let top = m.m42 + kept.corner.y
      for run in kept.coverage.runs where run.kind == .opaque {
        let rows = Box(
          x0: item.own.x0, y0: top + Double(run.rows.lowerBound), x1: item.own.x1,
          y1: top + Double(run.rows.upperBound))
        occlude(index, rows.intersection(item.own), item.roundedClip)
      }
    }
    if exact, item.axisAligned, drawsOwn, isOpaque(layer, scale: scale) {
      occlude(index, item.own, item.roundedClip)
    } else if exact, item.pixelAligned, drawsOwn,
      let inside = SceneRenderer.opaqueCross(of: layer, scale: scale)
    {
      // A rounded opaque background (a card) hides what lies under its middle.
      addOccluder(index, inside.across, at: m, clip: item.clip, item.roundedClip)
      addOccluder(index, inside.above, at: m, clip: item.clip, item.roundedClip)
      addOccluder(index, inside.below, at: m, clip: item.clip, item.roundedClip)
    }
    if exact, item.pixelAligned, let band = bands?.band(of: layer) {
      // An opaque filled shape (a hill, a wave) hides what lies under its solid lower part.
      occlude(index, Box(band, m).intersection(item.clip), item.roundedClip)
    }
  }

  /// The part of an opaquely filled shape's layer that the shape covers for certain
  /// (`ShapeInterior.bottomBand`), within its bounds, in its points; nil for anything else.
  static func opaqueBand(of layer: Layer, scale: Double) -> Rect? {
    guard case .shape(let shape) = layer.content, let fill = shape.fill, fill.alpha >= 1,
      let band = ShapeInterior.bottomBand(of: shape.path, tolerance: 0.1 / scale)
    else { return nil }
    guard let inside = band.intersection(layer.bounds), inside.width > 0, inside.height > 0
    else { return nil }
    return inside
  }

  /// Adds `r`, device pixels from the (snapped) origin of `m`, as an occluder cut to `clip`.
  private mutating func addOccluder(
    _ index: Int, _ r: Rect, at m: Transform3D, clip: Box, _ rounded: RoundedClip?
  ) {
    guard r.width > 0, r.height > 0 else { return }
    let box = Box(x0: m.m41 + r.minX, y0: m.m42 + r.minY, x1: m.m41 + r.maxX, y1: m.m42 + r.maxY)
    occlude(index, box.intersection(clip), rounded)
  }

  /// Adds the whole pixels of `box` as an occluder numbered `index` — under a rounded clip,
  /// only as far as the clip's shape lets them show: cut to each box inscribed in it.
  private mutating func occlude(_ index: Int, _ box: Box, _ rounded: RoundedClip?) {
    guard let rounded else {
      occluders.append((index, box.inward))
      return
    }
    for k in 0..<RoundedClip.boxCount {
      let inside = box.intersection(rounded.inscribed(k)).inward
      if !inside.isEmpty { occluders.append((index, inside)) }
    }
  }

  /// A rounded rectangle clipping its children, in device pixels, pixel-aligned.
  struct RoundedClip {
    var box: Box
    /// The corner radius as drawn (at most half the shorter side).
    var radius: Double

    static let boxCount = 5
    /// cos and sin of 0°, 22.5°, 45°, 67.5°, 90°.
    private static let arcPoints: [(cos: Double, sin: Double)] = [
      (1, 0), (0.923_879_532_511_286_7, 0.382_683_432_365_089_8),
      (0.707_106_781_186_547_6, 0.707_106_781_186_547_6),
      (0.382_683_432_365_089_8, 0.923_879_532_511_286_7), (0, 1),
    ]

    /// True when `b` (device pixels, taken out to whole pixels) lies inside the shape a pixel
    /// in from its edge: every pixel of `b` is wholly inside the clip, which cairo then covers
    /// fully (its flattening of the arcs stays within a tenth of a pixel of them).
    func holds(_ b: Box) -> Bool {
      let x0 = b.x0.rounded(.down)
      let y0 = b.y0.rounded(.down)
      let x1 = b.x1.rounded(.up)
      let y1 = b.y1.rounded(.up)
      guard x0 >= box.x0 + 1, y0 >= box.y0 + 1, x1 <= box.x1 - 1, y1 <= box.y1 - 1 else {
        return false
      }
      // Each corner of `b` in a corner's square lies within its arc, a pixel in. (A corner
      // under a pixel round is within a third of a pixel of the square's: the pixel in holds.)
      guard radius > 1 else { return true }
      let reach = radius - 1
      func inside(_ x: Double, _ y: Double) -> Bool {
        let cx = min(max(x, box.x0 + radius), box.x1 - radius)
        let cy = min(max(y, box.y0 + radius), box.y1 - radius)
        let (dx, dy) = (x - cx, y - cy)
        // Off the corners' squares (one of them naught), the box a pixel in holds it.
        return dx == 0 || dy == 0 || dx * dx + dy * dy <= reach * reach
      }
      return inside(x0, y0) && inside(x1, y0) && inside(x0, y1) && inside(x1, y1)
    }

    /// The `k`-th of five upright boxes inside the shape, their corners on the corner arcs at
    /// 0°, 22.5°, 45°, 67.5° and 90° — the full-width and full-height arms and three between
    /// (a circle's inscribed square among them); together most of a circle, nearly all of a
    /// card. Drawn 1 px in from the arcs: the clip's antialiased edge, and cairo's flattening
    /// of it into chords inside the true arc, stay outside.
    func inscribed(_ k: Int) -> Box {
      let arc = Self.arcPoints[k]
      let ix = radius * (1 - arc.cos) + (k == 0 ? 0 : 1)
      let iy = radius * (1 - arc.sin) + (k == 4 ? 0 : 1)
      return Box(x0: box.x0 + ix, y0: box.y0 + iy, x1: box.x1 - ix, y1: box.y1 - iy)
    }
  }

  private mutating func append(_ piece: Box) {
    if !piece.isEmpty { pieces.append(piece) }
  }

  /// For a layer turned about the vertical axis whose whole face is opaque
  /// (`ProjectedFacePainter.paintsWholeFace`: an opaque plain colour fills it, itself or
  /// through the layers that only hold it): upright rectangles inside
  /// its projection, a trapezoid with vertical sides. One rectangle between its corners would
  /// leave the wedges under its slanted top and bottom to be painted and painted over (a
  /// tenth of a turning cube's frame), so the trapezoid is cut into ``interiorStrips``
  /// columns, each giving the rectangle below its top line's lower end and above its bottom
  /// line's higher end.
  static func opaqueInterior(of layer: Layer, _ m: Transform3D, _ body: (Box) -> Void) {
    let b = layer.bounds
    guard b.width > 0, b.height > 0, ProjectedFacePainter.paintsWholeFace(layer),
      let p00 = m.project(Point(0, 0)), let p10 = m.project(Point(b.width, 0)),
      let p01 = m.project(Point(0, b.height)), let p11 = m.project(Point(b.width, b.height)),
      abs(p00.x - p01.x) < 1e-6, abs(p10.x - p11.x) < 1e-6, abs(p10.x - p00.x) > 1e-6
    else { return }
    // The slanted lines through the top and the bottom corners, in screen x.
    func top(_ x: Double) -> Double { p00.y + (p10.y - p00.y) * (x - p00.x) / (p10.x - p00.x) }
    func bottom(_ x: Double) -> Double {
      p01.y + (p11.y - p01.y) * (x - p01.x) / (p11.x - p01.x)
    }
    let x0 = min(p00.x, p10.x)
    let x1 = max(p00.x, p10.x)
    // A pixel in from each line, and as far again as it rises across one pixel: where the
    // face shares an edge with the next, its painter moves that edge's corners a pixel out,
    // tilting the top and bottom lines by as much.
    let topMargin = 1 + abs(p10.y - p00.y) / (x1 - x0)
    let bottomMargin = 1 + abs(p11.y - p01.y) / (x1 - x0)
    let n = Self.interiorStrips
    // Cut at whole pixels, so that the strips, taken to whole pixels inward, still meet.
    func split(_ k: Int) -> Double {
      // Held between the sides: a face under a few pixels wide would round past them.
      k == 0
        ? x0 : k == n ? x1 : min(max((x0 + (x1 - x0) * Double(k) / Double(n)).rounded(), x0), x1)
    }
    for k in 0..<n {
      let a = split(k)
      let c = split(k + 1)
      // Whichever line is higher on screen at each end (a face upside down swaps them).
      let upper = max(min(top(a), bottom(a)), min(top(c), bottom(c))) + topMargin
      let lower = min(max(top(a), bottom(a)), max(top(c), bottom(c))) - bottomMargin
      if upper < lower { body(Box(x0: a, y0: upper, x1: c, y1: lower)) }
    }
  }

  /// Columns a turned opaque face is cut into as an occluder.
  static let interiorStrips = 8

  /// The layer paints its whole bounds opaquely: an opaque plain colour, or a raster whose
  /// every pixel is opaque (`SceneRenderer.isOpaque`).
  private func isOpaque(_ layer: Layer, scale: Double) -> Bool {
    if LayerRasterizer.isPlainRectangle(layer) {
      return layer.backgroundColor.presented.alpha >= 1
    }
    return SceneRenderer.isOpaque(layer, scale: scale)
  }
}
