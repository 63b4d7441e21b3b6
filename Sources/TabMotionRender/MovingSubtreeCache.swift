import TabMotionCore
import TabMotionUI

/// Rasters of subtrees that only move — a page sliding, declared by `Layer.movesAsOne` — kept
/// so that a frame copies the subtree's pixels to where it now is instead of drawing its
/// cards, texts and rims again.
///
/// A subtree's *signature* hashes everything its pixels depend on relative to its root's
/// device origin: each item's layer, raster version, transform from the root's origin,
/// opacity, colours, clips and operation. A raster is used only while the signature is the
/// one it was drawn with, so a subtree whose contents change while it moves falls back to
/// being drawn item by item. A raster is made when a subtree is seen with the same signature
/// two drawn frames running (it moved, or stood, without changing). It covers what the subtree
/// can draw — the root's bounds and whatever its items reach past them (a separator snapped
/// half a pixel over a row's edge). Inside the bounds, its rows whose every pixel is opaque are
/// copied over what is under them and fully transparent ones left out (``RowCoverage``); the
/// rest — rows with partly covered pixels, and what reaches past the bounds — is blended over
/// it, which gives what drawing its items over it would (to the rounding of the last bit).
///
/// Memory is bounded: rasters together hold at most ``budget`` bytes (the renderer sets four
/// frames' worth), counted from the moment a raster's surface is handed out, half made or
/// not, and the least recently shown raster is dropped first to make room.
final class MovingSubtreeCache {
  private struct Entry {
    weak var layer: Layer?
    /// The signature the subtree had when last seen, and whether the raster shows it.
    var signature: Int
    var surface: ImageSurface?
    var matches: Bool
    /// How the raster's rows cover what is under them inside the subtree root's bounds:
    /// opaque rows are copied rather than blended, clear ones left out.
    var coverage: RowCoverage
    var lastShown: Int
    /// The last frame that looked it up saw the signature the frame before it saw.
    var steady = false
    /// The frame that last put it in place from its raster, and that last looked it up.
    var lastCopied = Int.min
    var lookedUp = Int.min
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Bytes the rasters may hold together.
  var budget: Int
  /// Bytes the rasters hold now.
  private(set) var byteCount = 0
  /// How many times rasters gave memory back (dropped, evicted or replaced): a subtree that
  /// found no room may find some once this changes.
  private(set) var freed = 0
  /// Subtrees copied from their raster, and rasters made, since the counters were reset.
  private(set) var copies = 0
  private(set) var made = 0

  init(budget: Int) {
    self.budget = budget
  }

  /// How many rasters are kept now.
  var rasterCount: Int { entries.values.filter { $0.surface != nil }.count }

  func resetCounters() {
    copies = 0
    made = 0
  }

  /// The raster of `layer`'s subtree when it was drawn with `signature`, and how its rows
  /// cover what is under them; otherwise notes the signature and says whether it is the one
  /// seen the last time (the subtree is steady).
  func lookUp(
    _ layer: Layer, signature: Int, generation: Int
  ) -> (raster: ImageSurface?, coverage: RowCoverage, steady: Bool) {
    let id = ObjectIdentifier(layer)
    guard var entry = entries[id], entry.layer === layer else {
      if let stale = entries[id] { drop(stale) }
      entries[id] = Entry(
        layer: layer, signature: signature, surface: nil, matches: false,
        coverage: RowCoverage(), lastShown: generation)
      return (nil, RowCoverage(), false)
    }
    // Looked up again in the same frame (it lies across two of the rectangles the frame
    // redraws), a subtree is as steady as the frame's first look found it: a signature new
    // this frame is not steady for being seen twice.
    let steady =
      entry.lookedUp == generation
      ? entry.steady && entry.signature == signature : entry.signature == signature
    entry.lookedUp = generation
    entry.lastShown = generation
    entry.steady = steady
    if !steady {
      entry.signature = signature
      entry.matches = false
    }
    let shows = steady && entry.matches && entry.surface != nil
    // A subtree put in place in several rectangles of one frame is one copy.
    if shows, entry.lastCopied != generation {
      copies += 1
      entry.lastCopied = generation
    }
    entries[id] = entry
    if shows, let surface = entry.surface { return (surface, entry.coverage, true) }
    return (nil, RowCoverage(), steady)
  }

  /// A surface of `width` × `height` pixels for `layer`'s new raster: its old one when the
  /// size is the same, else new memory once least recently shown rasters are dropped to make
  /// room; nil when it cannot fit in the budget. Rasters shown in frame `generation` (the one
  /// being drawn) are never dropped for it: subtrees that together outgrow the budget are then
  /// drawn, rather than each frame dropping and remaking the rasters of the same frame.
  /// `populated` false leaves new memory's pages to come in as they are first written.
  func surface(
    for layer: Layer, width: Int, height: Int, generation: Int, populated: Bool = true
  ) throws -> ImageSurface? {
    let id = ObjectIdentifier(layer)
    if let stale = entries[id], stale.layer !== layer {
      // A layer gone whose identifier is reused: its raster is not this one's.
      drop(stale)
      entries[id] = nil
    }
    // What the raster shows is about to change: until it is stored again it shows nothing.
    entries[id]?.matches = false
    if let old = entries[id]?.surface {
      if old.width == width && old.height == height { return old }
      byteCount -= Self.bytes(old)
      freed &+= 1
      entries[id]?.surface = nil
    }
    let needed = ImageSurface.stride(forWidth: width) * height
    guard needed <= budget else { return nil }
    while byteCount + needed > budget {
      guard
        let oldest = entries.filter({
          $0.key != id && $0.value.surface != nil && $0.value.lastShown < generation
        })
        .min(by: { $0.value.lastShown < $1.value.lastShown })
      else { return nil }
      drop(oldest.value)
      entries[oldest.key]?.surface = nil
      entries[oldest.key]?.matches = false
    }
    let surface =
      populated || needed < ImageSurface.largeSurface
      ? try ImageSurface(width: width, height: height)
      : try ImageSurface(
        width: width, height: height,
        over: PixelBuffer(byteCount: needed, populated: false))
    byteCount += needed
    // Counted as the subtree's from now on, not once stored: a raster abandoned half made
    // (its subtree changed, and it was started again) is memory the next one reuses or the
    // budget drops, never memory lost to the count.
    if entries[id] == nil {
      entries[id] = Entry(
        layer: layer, signature: 0, surface: nil, matches: false, coverage: RowCoverage(),
        lastShown: generation)
    }
    entries[id]?.surface = surface
    return surface
  }

  /// Whether `layer`'s subtree, when last looked up, showed what it showed the frame before
  /// (it only moved, or stood).
  func isSteady(_ layer: Layer) -> Bool {
    guard let entry = entries[ObjectIdentifier(layer)], entry.layer === layer else { return false }
    return entry.steady
  }

  /// Whether `layer`'s subtree has a raster of what it showed when it was last drawn.
  func hasRaster(for layer: Layer) -> Bool {
    guard let entry = entries[ObjectIdentifier(layer)], entry.layer === layer else { return false }
    return entry.matches && entry.surface != nil
  }

  /// Counts `layer`'s raster as shown in frame `generation`, so that no raster made before
  /// then drops it: a subtree listed as its raster alone (``RetainedSubtree``) has no items to
  /// be drawn from.
  func keep(_ layer: Layer, shownIn generation: Int) {
    let id = ObjectIdentifier(layer)
    guard let shown = entries[id]?.lastShown, entries[id]?.layer === layer else { return }
    entries[id]?.lastShown = max(shown, generation)
  }

  /// Whether `layer`'s subtree has a raster showing it as `signature` says.
  func hasRaster(for layer: Layer, signature: Int) -> Bool {
    guard let entry = entries[ObjectIdentifier(layer)], entry.layer === layer else { return false }
    return entry.matches && entry.signature == signature && entry.surface != nil
  }

  /// Keeps `surface` as `layer`'s raster for `signature`; `coverage` says how its rows cover
  /// what is under them inside the root's bounds. A raster made ahead, for a subtree not shown yet, counts as
  /// shown in frame `generation`.
  func store(
    _ surface: ImageSurface, for layer: Layer, signature: Int, coverage: RowCoverage,
    generation: Int
  ) {
    let id = ObjectIdentifier(layer)
    if let stale = entries[id], stale.layer !== layer {
      drop(stale)
      entries[id] = nil
    }
    var entry =
      entries[id]
      ?? Entry(
        layer: layer, signature: signature, surface: nil, matches: false,
        coverage: RowCoverage(), lastShown: generation)
    if entry.surface !== surface {
      // Not the surface ``surface(for:width:height:generation:populated:)`` counted for it (the
      // budget dropped that one while it was drawn): counted now.
      if let old = entry.surface {
        byteCount -= Self.bytes(old)
        freed &+= 1
      }
      byteCount += Self.bytes(surface)
    }
    entry.surface = surface
    entry.signature = signature
    entry.matches = true
    entry.coverage = coverage
    entries[id] = entry
    made += 1
  }

  /// Forgets subtrees whose layer is gone or that were not shown for `age` frames.
  func evict(before generation: Int) {
    for (id, entry) in entries where entry.layer == nil || entry.lastShown < generation {
      drop(entry)
      entries[id] = nil
    }
  }

  private func drop(_ entry: Entry) {
    guard let surface = entry.surface else { return }
    byteCount -= Self.bytes(surface)
    freed &+= 1
  }

  private static func bytes(_ surface: ImageSurface) -> Int {
    ImageSurface.stride(forWidth: surface.width) * surface.height
  }

  /// The signature of item `root`'s subtree in `list`: what its pixels depend on, relative to
  /// the root's device origin (for a retained subtree, the one its raster shows).
  /// Allocation-free.
  static func signature(of root: Int, in list: DisplayList) -> Int {
    let items = list.items
    if let kept = items[root].retained { return kept.signature }
    var hasher = Hasher()
    let origin = items[root].transform
    hasher.combine(items[root].end - root)
    for j in root..<items[root].end {
      let item = items[j]
      let layer = item.layer
      hasher.combine(ObjectIdentifier(layer))
      var m = item.transform
      m.m41 -= origin.m41
      m.m42 -= origin.m42
      hasher.combine(m)
      hasher.combine(item.opacity)
      hasher.combine(item.end - j)
      // A subtree inside listed as its raster alone stands for its items: what they show is
      // its raster's signature (a text hidden in a row changes it, not the row's own look).
      hasher.combine(item.retained?.signature)
      combineLook(of: layer, op: item.op, origin: Point(origin.m41, origin.m42), into: &hasher)
    }
    return hasher.finalize()
  }

  /// Hashes what `layer`'s own drawing, classified as `op`, looks like from a device `origin`:
  /// its raster version, size, colours, border, corners, clip and mask, and the operation —
  /// a hairline's line and a card's filled rectangles relative to the origin.
  static func combineLook(
    of layer: Layer, op: DisplayOp, origin: Point, into hasher: inout Hasher
  ) {
    hasher.combine(layer.rasterVersion)
    hasher.combine(layer.backgroundColor.presented)
    hasher.combine(layer.borderColor)
    hasher.combine(layer.borderWidth)
    hasher.combine(layer.clipsToBounds)
    hasher.combine(layer.cornerRadius)
    hasher.combine(layer.mask)
    hasher.combine(layer.bounds)
    switch op {
    case .hairline(let line):
      hasher.combine(0)
      hasher.combine(line.minX - origin.x)
      hasher.combine(line.minY - origin.y)
      hasher.combine(line.width)
      hasher.combine(line.height)
    case .card(let a, let b, let c):
      hasher.combine(1)
      hasher.combine(a)
      hasher.combine(b)
      hasher.combine(c)
    default:
      hasher.combine(op.kind)
    }
  }
}
