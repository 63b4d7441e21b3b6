import TabMotionUI

/// The parts of the last drawn frame that show a moving subtree's raster and nothing else,
/// moved inside the target to where the subtree now is instead of copied from its raster
/// again.
///
/// A page sliding is copied from its raster every frame: a slide of two full-screen pages
/// reads two rasters and writes the frame, and the three do not fit in the processor's
/// last-level cache together, so the frame costs about two and a half copies of a frame. The
/// last frame already holds those pixels, a few pixels aside: moving them in place reads and
/// writes the frame alone, a little less than one copy, and only the strip the pages uncover
/// is copied from a raster.
///
/// A part of the target is kept (a ``Span``) where a subtree's raster was copied row for row
/// (its opaque rows, under a whole-pixel clip) and nothing drawn after the subtree can
/// touch it. It is moved in the next frame when the same subtree — the same layer, with the
/// same signature, so its raster shows what it shows now — is copied again, from a corner
/// moved by whole pixels; there it again lies under nothing drawn after the subtree, inside
/// the subtree's bounds and clip. Everything else is drawn as usual, clipped to the
/// rectangles that are left. The pixels are those of copying the raster: the same pixels,
/// moved.
///
/// Spans are kept only for the frame just drawn: a frame that fails, a new target, a new
/// root or clear colour, or a face turned in 3-D forgets them.
struct PixelReuse {
  /// A rectangle of the target that shows `layer`'s raster, drawn with `signature` and put
  /// with its corner at `corner` (device pixels), and that nothing drawn after it touches.
  struct Span {
    /// The layer, held (``held``) until the next frame's comparison, so that no new layer
    /// takes its address.
    var layer: ObjectIdentifier
    var signature: Int
    var cornerX: Int
    var cornerY: Int
    var box: PixelBox
    /// The layer's item in the list of the frame that drew it.
    var item: Int
  }

  /// The last drawn frame's spans.
  private(set) var kept: [Span] = []
  /// The layers of ``kept``, and of this frame's spans.
  private var held: [Layer] = []
  private var holding: [Layer] = []
  /// This frame's: the rectangles copied from rasters as they were drawn, and those reused.
  private var drawn: [Span] = []
  /// The rectangles this frame takes from the last one, moved by ``shift`` or left in place.
  private(set) var reused: [PixelBox] = []
  /// Of ``reused``, how many (from the start) are moved by ``shift``; the rest stay in place.
  private var movedCount = 0
  /// The frame's items some of whose pixels are taken from the last frame, each once.
  private(set) var takenItems: [Int] = []
  /// How far the moved rectangles' pixels go, in device pixels.
  private(set) var shift = (x: 0, y: 0)
  /// Pixels moved or left in place by the last ``plan(_:within:width:height:placement:signature:expectedRaster:)``.
  private(set) var reusedPixels = 0
  /// Of those, the pixels moved.
  private(set) var movedPixels = 0
  /// The rectangle being drawn: a copy outside it is put back by the ring around it, so only
  /// what falls inside counts as copied.
  var drawingBox = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

  /// The frame drew a retained subtree from its layers (its raster was gone).
  var drewUnretained = false

  /// Per item of the frame's list, what drawing it can touch, as
  /// ``plan(_:within:width:height:placement:signature:expectedRaster:)`` expects it before the frame
  /// is drawn: `unknown` until asked, then its footprint or its raster's rectangle (the items
  /// of its subtree then drawing nothing, up to `expectedNext`).
  private enum Expected: UInt8 { case unknown, footprint, raster }
  private var expected: [Expected] = []
  private var expectedBox: [PixelBox] = []
  private var expectedNext: [Int] = []
  /// Per item, as the frame drew it: the rectangle of the raster it was put in place from,
  /// and whether, moving as one, it was drawn from its layers instead (in some rectangle).
  private var shownRaster: [PixelBox?] = []
  private var drawnFromLayers: [Bool] = []

  private var candidates: [Candidate] = []
  private var scratch: [PixelBox] = []
  private var pieces: [PixelBox] = []

  /// A rectangle the frame could take from the last one: moved by (`dx`, `dy`).
  private struct Candidate {
    var span: Span
    var dx: Int
    var dy: Int
  }

  /// The most rectangles kept for one frame: what is cut away past these is drawn.
  static let mostSpans = 32

  /// Forgets the last frame's spans: the target no longer holds them.
  mutating func forget() {
    kept.removeAll(keepingCapacity: true)
    held.removeAll(keepingCapacity: true)
    holding.removeAll(keepingCapacity: true)
    abandon()
  }

  /// Gives up what ``plan(_:within:width:height:placement:signature:expectedRaster:)`` took
  /// before anything is moved: the frame is drawn as if nothing were kept.
  mutating func abandon() {
    drawn.removeAll(keepingCapacity: true)
    reused.removeAll(keepingCapacity: true)
    takenItems.removeAll(keepingCapacity: true)
    movedCount = 0
    reusedPixels = 0
    movedPixels = 0
  }

  /// Notes that the frame's item `item`, the subtree of `layer` with `signature`, was copied
  /// from its raster, its corner at (`x`, `y`), into `box` of the target.
  mutating func noteCopied(
    _ layer: Layer, signature: Int, corner x: Int, _ y: Int, box: PixelBox, item: Int
  ) {
    let b = box.intersection(drawingBox)
    guard !b.isEmpty else { return }
    hold(layer)
    Self.add(
      Span(
        layer: ObjectIdentifier(layer), signature: signature, cornerX: x, cornerY: y, box: b,
        item: item),
      to: &drawn)
  }

  private mutating func hold(_ layer: Layer) {
    if !holding.contains(where: { $0 === layer }) { holding.append(layer) }
  }

  /// Adds `span` to `spans`, as one rectangle with any of the same raster it lines up with
  /// (a page's rows copied run by run, the strip it uncovered beside what was moved): the
  /// next frame then moves one rectangle, not slivers of it. Past ``mostSpans``, it is left
  /// out (drawn the next time).
  private static func add(_ span: Span, to spans: inout [Span]) {
    var span = span
    var k = 0
    while k < spans.count {
      let o = spans[k]
      let b = o.box
      let c = span.box
      let sameRaster =
        o.layer == span.layer && o.signature == span.signature && o.cornerX == span.cornerX
        && o.cornerY == span.cornerY && o.item == span.item
      let stacked = b.x0 == c.x0 && b.x1 == c.x1 && b.y1 >= c.y0 && c.y1 >= b.y0
      let sideBySide = b.y0 == c.y0 && b.y1 == c.y1 && b.x1 >= c.x0 && c.x1 >= b.x0
      if sameRaster && (stacked || sideBySide) {
        span.box = PixelBox(
          x0: min(b.x0, c.x0), y0: min(b.y0, c.y0), x1: max(b.x1, c.x1), y1: max(b.y1, c.y1))
        spans.remove(at: k)
        k = 0
      } else {
        k += 1
      }
    }
    if spans.count < mostSpans { spans.append(span) }
  }

  /// Works out what this frame, `list`, takes from the last one: each kept span of a layer
  /// whose item here shows the same raster (`placement` gives its corner, nil
  /// when it is not put in place from a raster), moved with it, inside its bounds and clip,
  /// outside everything drawn after it and inside `within` (the rectangles to redraw; nil:
  /// all the target). Of the spans that move, only those moving by the amount that covers the
  /// most pixels are taken: moved together they never overwrite one another's source.
  mutating func plan(
    _ list: DisplayList, within boxes: [OcclusionPlan.Box]?, width: Int, height: Int,
    placement: (Int) -> (cornerX: Int, cornerY: Int, inside: PixelBox)?,
    signature: (Int) -> Int, expectedRaster: (Int) -> PixelBox?
  ) {
    abandon()
    holding.removeAll(keepingCapacity: true)
    candidates.removeAll(keepingCapacity: true)
    shift = (0, 0)
    guard !kept.isEmpty else { return }
    let items = list.items
    let frame = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    for i in items.indices where items[i].layer.movesAsOne {
      let id = ObjectIdentifier(items[i].layer)
      guard kept.contains(where: { $0.layer == id }) else { continue }
      let item = items[i]
      // Nothing of a subtree outside the rectangles the frame redraws is drawn again.
      if let boxes, !boxes.contains(where: { !$0.intersection(item.reach).isEmpty }) { continue }
      guard item.exactClip, item.roundedClip == nil, let now = placement(i) else { continue }
      // Under a clip off the pixel grid the subtree is drawn item by item, not copied.
      let clip = PixelBox(inward: item.clip)
      guard clip == PixelBox(outward: item.clip) else { continue }
      let inside = clip.intersection(now.inside).intersection(frame)
      var taken = false
      // Worked out (a hash of the subtree) only for a span that lands where the frame redraws.
      var nowSignature: Int?
      for span in kept where span.layer == id {
        let dx = now.cornerX - span.cornerX
        let dy = now.cornerY - span.cornerY
        let moved = PixelBox(
          x0: span.box.x0 + dx, y0: span.box.y0 + dy, x1: span.box.x1 + dx,
          y1: span.box.y1 + dy
        ).intersection(inside)
        guard !moved.isEmpty else { continue }
        pieces.removeAll(keepingCapacity: true)
        pieces.append(moved)
        if let boxes { Self.keep(&pieces, inside: boxes, scratch: &scratch) }
        guard !pieces.isEmpty else { continue }
        if nowSignature == nil { nowSignature = signature(i) }
        guard span.signature == nowSignature else { continue }
        cutExpected(after: item.end, of: list, expectedRaster)
        // Spans kept may overlap (a rectangle redrawn over moved pixels copies them again):
        // each pixel is moved once.
        for c in candidates where !pieces.isEmpty {
          Self.cut(c.span.box, from: &pieces, scratch: &scratch)
        }
        for piece in pieces where candidates.count < Self.mostSpans {
          var moved = span
          moved.box = piece
          moved.item = i
          moved.cornerX = now.cornerX
          moved.cornerY = now.cornerY
          candidates.append(Candidate(span: moved, dx: dx, dy: dy))
          taken = true
        }
      }
      if taken { hold(item.layer) }
    }
    // The amount moved that covers the most pixels.
    var best = (dx: 0, dy: 0, area: 0)
    for c in candidates where c.dx != 0 || c.dy != 0 {
      var area = 0
      for o in candidates where o.dx == c.dx && o.dy == c.dy { area += o.span.box.area }
      if area > best.area { best = (c.dx, c.dy, area) }
    }
    shift = (best.dx, best.dy)
    for pass in 0..<2 {
      for c in candidates {
        let moves = c.dx != 0 || c.dy != 0
        guard pass == 0 ? moves && c.dx == best.dx && c.dy == best.dy : !moves else { continue }
        reused.append(c.span.box)
        Self.add(c.span, to: &drawn)
        if !takenItems.contains(c.span.item) { takenItems.append(c.span.item) }
        reusedPixels += c.span.box.area
      }
      if pass == 0 {
        movedCount = reused.count
        movedPixels = reusedPixels
        // Left to right, for ``move(in:stride:)`` to take them against the shift.
        OcclusionPlan.insertionSort(&reused) { $0.x0 < $1.x0 }
      }
    }
  }

  /// Moves the pixels of the rectangles ``plan(_:within:width:height:placement:signature:expectedRaster:)`` took that
  /// move, in `pixels` (rows `stride` pixels apart), from where the last frame had them. Rows
  /// are moved in the order that reads every source before it is overwritten: against the
  /// shift, as `memmove` does within a row.
  func move(in pixels: UnsafeMutablePointer<UInt32>, stride: Int) {
    guard movedCount > 0 else { return }
    var top = Int.max
    var bottom = Int.min
    for b in reused[0..<movedCount] {
      top = min(top, b.y0)
      bottom = max(bottom, b.y1)
    }
    let (dx, dy) = shift
    func row(_ y: Int) {
      // Spans of one row, against the shift (they are sorted by their left edges): the
      // rightmost first when they move right, so that none is overwritten before it is read.
      var k = 0
      while k < movedCount {
        let index = dx > 0 ? movedCount - 1 - k : k
        k += 1
        let b = reused[index]
        guard y >= b.y0, y < b.y1 else { continue }
        let to = pixels + y * stride + b.x0
        let from = pixels + (y - dy) * stride + (b.x0 - dx)
        // Raw copies may overlap, with memmove's semantics.
        UnsafeMutableRawPointer(to).copyMemory(from: from, byteCount: (b.x1 - b.x0) * 4)
      }
    }
    if dy > 0 {
      for y in Swift.stride(from: bottom - 1, through: top, by: -1) { row(y) }
    } else {
      for y in top..<bottom { row(y) }
    }
  }

  /// Appends to `left` the parts of `box` this frame does not take from the last one: the
  /// rectangles left to draw.
  mutating func remainder(of box: PixelBox, into left: inout [PixelBox]) {
    pieces.removeAll(keepingCapacity: true)
    pieces.append(box)
    for r in reused where !pieces.isEmpty { Self.cut(r, from: &pieces, scratch: &scratch) }
    left.append(contentsOf: pieces)
  }

  /// Ends a frame drawn whole: keeps of its spans what nothing drawn after their item
  /// touches, for the next frame.
  mutating func finish(_ list: DisplayList) {
    kept.removeAll(keepingCapacity: true)
    swap(&held, &holding)
    holding.removeAll(keepingCapacity: true)
    guard !drewUnretained else {
      // A subtree drawn from its layers may antialias a pixel past its raster's rectangle.
      drewUnretained = false
      forget()
      return
    }
    for span in drawn {
      pieces.removeAll(keepingCapacity: true)
      pieces.append(span.box)
      cutDrawn(after: list.items[span.item].end, of: list)
      for piece in pieces {
        var k = span
        k.box = piece
        Self.add(k, to: &kept)
      }
    }
    drawn.removeAll(keepingCapacity: true)
  }

  /// Starts a frame of `count` items: nothing known yet of what they draw.
  mutating func begin(items count: Int) {
    expected.removeAll(keepingCapacity: true)
    expected.append(contentsOf: repeatElement(.unknown, count: count))
    expectedBox.removeAll(keepingCapacity: true)
    expectedBox.append(
      contentsOf: repeatElement(PixelBox(x0: 0, y0: 0, x1: 0, y1: 0), count: count))
    expectedNext.removeAll(keepingCapacity: true)
    expectedNext.append(contentsOf: repeatElement(0, count: count))
    shownRaster.removeAll(keepingCapacity: true)
    shownRaster.append(contentsOf: repeatElement(nil, count: count))
    drawnFromLayers.removeAll(keepingCapacity: true)
    drawnFromLayers.append(contentsOf: repeatElement(false, count: count))
  }

  /// Notes that the frame's item `i` was put in place from its raster, whose rectangle in
  /// the target is `raster`.
  mutating func noteShown(_ i: Int, raster: PixelBox) {
    guard i < shownRaster.count else { return }
    shownRaster[i] = shownRaster[i].map { $0.union(raster) } ?? raster
  }

  /// Notes that the frame's item `i`, a subtree that moves as one, was drawn from its layers.
  /// Expected to be put in place from its raster, it may antialias past the raster's
  /// rectangle, into pixels taken from the last frame: the frame then keeps nothing.
  mutating func noteDrawnFromLayers(_ i: Int) {
    guard i < drawnFromLayers.count else { return }
    drawnFromLayers[i] = true
    if expected[i] == .raster { drewUnretained = true }
  }

  /// Takes out of ``pieces`` what the frame's items from `start` on will draw, as expected
  /// before the frame is drawn: for a subtree that moves as one, the rectangle
  /// `expectedRaster` gives for its raster (nil: it is drawn from its layers).
  private mutating func cutExpected(
    after start: Int, of list: DisplayList, _ expectedRaster: (Int) -> PixelBox?
  ) {
    var j = start
    while j < expected.count, !pieces.isEmpty {
      if expected[j] == .unknown {
        if list.items[j].layer.movesAsOne, let raster = expectedRaster(j) {
          expected[j] = .raster
          expectedBox[j] = raster
          expectedNext[j] = list.items[j].end
        } else {
          expected[j] = .footprint
          expectedBox[j] = PixelBox(outward: list.footprints[j].extent)
          expectedNext[j] = j + 1
        }
      }
      Self.cut(expectedBox[j], from: &pieces, scratch: &scratch)
      j = expectedNext[j]
    }
  }

  /// Takes out of ``pieces`` what the frame's items from `start` on drew: a subtree put in
  /// place from its raster (and drawn from its layers nowhere), the raster's rectangle; any
  /// other item, its footprint.
  private mutating func cutDrawn(after start: Int, of list: DisplayList) {
    var j = start
    while j < shownRaster.count, !pieces.isEmpty {
      if let raster = shownRaster[j], !drawnFromLayers[j] {
        Self.cut(raster, from: &pieces, scratch: &scratch)
        j = list.items[j].end
      } else {
        Self.cut(PixelBox(outward: list.footprints[j].extent), from: &pieces, scratch: &scratch)
        j += 1
      }
    }
  }

  /// Takes `cut` out of every rectangle of `boxes`: each leaves up to four, above, below and
  /// beside it.
  static func cut(_ cut: PixelBox, from boxes: inout [PixelBox], scratch: inout [PixelBox]) {
    // Most of a frame's items lie clear of what is kept: nothing to rebuild.
    guard !cut.isEmpty, boxes.contains(where: { !$0.intersection(cut).isEmpty }) else { return }
    scratch.removeAll(keepingCapacity: true)
    for b in boxes {
      let c = b.intersection(cut)
      guard !c.isEmpty else {
        scratch.append(b)
        continue
      }
      if b.y0 < c.y0 { scratch.append(PixelBox(x0: b.x0, y0: b.y0, x1: b.x1, y1: c.y0)) }
      if c.y1 < b.y1 { scratch.append(PixelBox(x0: b.x0, y0: c.y1, x1: b.x1, y1: b.y1)) }
      if b.x0 < c.x0 { scratch.append(PixelBox(x0: b.x0, y0: c.y0, x1: c.x0, y1: c.y1)) }
      if c.x1 < b.x1 { scratch.append(PixelBox(x0: c.x1, y0: c.y0, x1: b.x1, y1: c.y1)) }
    }
    swap(&boxes, &scratch)
  }

  /// Keeps of `boxes` only what lies inside one of `within` (rectangles that do not overlap).
  static func keep(
    _ boxes: inout [PixelBox], inside within: [OcclusionPlan.Box], scratch: inout [PixelBox]
  ) {
    scratch.removeAll(keepingCapacity: true)
    for b in boxes {
      for w in within {
        let c = b.intersection(PixelBox(inward: w))
        if !c.isEmpty { scratch.append(c) }
      }
    }
    swap(&boxes, &scratch)
  }
}

extension PixelBox {
  /// The whole pixels inside `box`.
  init(inward box: OcclusionPlan.Box) {
    self.init(
      x0: Int(saturating: box.x0.rounded(.up)), y0: Int(saturating: box.y0.rounded(.up)),
      x1: Int(saturating: box.x1.rounded(.down)), y1: Int(saturating: box.y1.rounded(.down)))
  }

  /// The whole pixels `box` touches.
  init(outward box: OcclusionPlan.Box) {
    self.init(
      x0: Int(saturating: box.x0.rounded(.down)), y0: Int(saturating: box.y0.rounded(.down)),
      x1: Int(saturating: box.x1.rounded(.up)), y1: Int(saturating: box.y1.rounded(.up)))
  }

  var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

  /// Pixels inside (0 when empty).
  var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

  func union(_ o: PixelBox) -> PixelBox {
    PixelBox(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
  }

  func intersection(_ o: PixelBox) -> PixelBox {
    PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
  }
}
