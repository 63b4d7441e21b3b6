/// The pixels of a frame between a rectangle and the same rectangle grown by a margin, kept
/// while the grown rectangle is redrawn and then put back: a redraw clipped there may leave
/// antialiased pixels a level off along the clip's edge (see `SceneRenderer.redraw`), and only
/// those pixels lie in the ring.
struct PixelRing {
  private var pixels: [UInt32] = []

  /// Keeps the ring of `surface` between `inner` and `outer` (whole pixels, `outer`
  /// containing `inner`, both inside the surface).
  mutating func save(_ surface: ImageSurface, outer: PixelBox, inner: PixelBox) {
    pixels.removeAll(keepingCapacity: true)
    surface.withPixels { base, stride in
      Self.forEachSpan(outer, inner) { y, x0, x1 in
        guard x0 < x1 else { return }
        pixels.append(
          contentsOf: UnsafeBufferPointer(start: base + y * stride + x0, count: x1 - x0))
      }
    }
  }

  /// Writes the kept ring back, where `save` read it.
  func restore(_ surface: ImageSurface, outer: PixelBox, inner: PixelBox) {
    var k = 0
    surface.withPixels { base, stride in
      pixels.withUnsafeBufferPointer { kept in
        guard let start = kept.baseAddress else { return }
        Self.forEachSpan(outer, inner) { y, x0, x1 in
          guard x0 < x1 else { return }
          (base + y * stride + x0).update(from: start + k, count: x1 - x0)
          k += x1 - x0
        }
      }
    }
  }

  /// The ring's runs, row by row, left to right: whole rows above and below `inner`, the two
  /// sides beside it.
  private static func forEachSpan(
    _ outer: PixelBox, _ inner: PixelBox, _ body: (Int, Int, Int) -> Void
  ) {
    for y in outer.y0..<outer.y1 {
      if y < inner.y0 || y >= inner.y1 {
        body(y, outer.x0, outer.x1)
      } else {
        body(y, outer.x0, inner.x0)
        body(y, inner.x1, outer.x1)
      }
    }
  }
}

/// A rectangle of whole device pixels, edges as integers.
struct PixelBox: Equatable {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int
}
