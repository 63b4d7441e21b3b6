/// Halved copies of rasters that are drawn at less than half their size — a menu item growing
/// from a third of its size, a card zooming away — as a GPU keeps the mip levels of a texture.
///
/// Bilinear sampling below half size skips source pixels (shimmering edges); cairo's answer,
/// `CAIRO_FILTER_GOOD`, convolves every output pixel with a kernel over the source, far too
/// slow for menu items shrinking under the opening circle every frame (the performance
/// article has the numbers). Instead the raster is averaged down by two, as often
/// as needed for the drawn size to fall in ½…1 of the copy, once, and that copy is drawn
/// bilinearly.
final class ReducedRasterCache {
  private struct Entry {
    /// The full-size raster (weakly: when its cache entry lets it go, so does this one).
    weak var source: ImageSurface?
    /// `levels[k]` is the source halved `k + 1` times.
    var levels: [ImageSurface]
    var lastUsed: Int
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// How many copies are kept now (for tests).
  var count: Int { entries.count }

  /// How many times a raster shown at `shown` of its size (in each direction, the square root
  /// of the transform's area scale) is halved before drawing: 0 from ½ up, so that what is
  /// drawn is always at least half the size of the copy it comes from.
  static func halvings(forShown shown: Double, width: Int, height: Int) -> Int {
    guard shown.isFinite, shown > 0 else { return 0 }
    var k = 0
    var size = max(width, height)
    var drawn = shown
    while drawn < 0.5, size > 1 {
      drawn *= 2
      size = (size + 1) / 2
      k += 1
    }
    return k
  }

  /// `source` halved `halvings` (≥ 1) times: each pixel the average of the 2×2 block of the
  /// level above it (pixels past an odd edge count as transparent), made once and kept while
  /// `source` lives and is drawn this way.
  func surface(
    halving source: ImageSurface, _ halvings: Int, generation: Int
  ) throws(RenderError) -> ImageSurface {
    precondition(halvings >= 1, "ReducedRasterCache.surface(halving:_:): halvings must be ≥ 1")
    let id = ObjectIdentifier(source)
    var entry =
      entries[id].flatMap { $0.source === source ? $0 : nil }
      ?? Entry(source: source, levels: [], lastUsed: generation)
    while entry.levels.count < halvings {
      entry.levels.append(try Self.halve(entry.levels.last ?? source))
    }
    entry.lastUsed = generation
    entries[id] = entry
    return entry.levels[halvings - 1]
  }

  /// Forgets copies whose raster is gone or that were not drawn since `generation`.
  func evict(before generation: Int) {
    entries = entries.filter { $0.value.source != nil && $0.value.lastUsed >= generation }
  }

  /// `image` at half its size, rounded up: each pixel the rounded mean of a 2×2 block of
  /// premultiplied pixels, all four channels at once in two lanes of 16 bits (four 8-bit
  /// values sum to at most 1020: no lane carries into the next).
  static func halve(_ image: ImageSurface) throws(RenderError) -> ImageSurface {
    let w = (image.width + 1) / 2
    let h = (image.height + 1) / 2
    let half = try ImageSurface(width: w, height: h)
    let sw = image.width
    let sh = image.height
    image.withPixels { src, srcStride in
      half.withPixels { dst, dstStride in
        for y in 0..<h {
          let top = src + 2 * y * srcStride
          let hasBottom = 2 * y + 1 < sh
          let bottom = top + srcStride
          let row = dst + y * dstStride
          for x in 0..<w {
            let x0 = 2 * x
            let hasRight = x0 + 1 < sw
            var rb: UInt32 = 2 << 16 | 2
            var ag: UInt32 = 2 << 16 | 2
            func add(_ p: UInt32) {
              rb &+= p & 0x00FF_00FF
              ag &+= (p >> 8) & 0x00FF_00FF
            }
            add(top[x0])
            if hasRight { add(top[x0 + 1]) }
            if hasBottom {
              add(bottom[x0])
              if hasRight { add(bottom[x0 + 1]) }
            }
            row[x] = (rb >> 2) & 0x00FF_00FF | ((ag >> 2) & 0x00FF_00FF) << 8
          }
        }
      }
    }
    return half
  }
}
