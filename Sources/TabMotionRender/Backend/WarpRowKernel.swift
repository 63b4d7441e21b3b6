import CRenderSupport

/// The per-row inner loops of `PerspectiveWarp`, over raw pointers prepared by it.
///
/// `@unchecked Sendable` because worker threads receive copies of it: the source pixels and the
/// column table are only read while rows render, each thread writes a disjoint set of
/// destination rows, and `PerspectiveWarp.draw` keeps both surfaces and the table alive and
/// unchanged until every thread has finished (`concurrentPerform` blocks).
///
/// Assumes a little-endian machine (x86-64, arm64): an ARGB32 pixel is the bytes B, G, R, A,
/// which is the lane order the SIMD code loads and packs.
struct WarpRowKernel: @unchecked Sendable {
  var source: UnsafeRawPointer
  var sourceStride: Int
  var destination: UnsafeMutablePointer<UInt32>
  var destinationStride: Int
  /// Destination column of table column 0.
  var column0: Int
  /// Largest allowed source row position in 1/256 px, so that row `v >> 8` + 1 exists.
  var vMax: Int
  /// Bytes from a texel to the one `PerspectiveWarp.prefetchRows` source rows below.
  var prefetchDistance: Int
  /// Vertical weight `f` (0...255) in all eight lanes: one load instead of three shuffles.
  var fyBroadcast: UnsafePointer<SIMD8<UInt16>>
  var columns: UnsafePointer<WarpColumnTable.Column>
  var top: UnsafePointer<Float>
  var bottom: UnsafePointer<Float>
  var rowSpans: UnsafePointer<SIMD4<Int32>>

  /// Renders the given rows restricted to the given table columns.
  func render(rows: Range<Int>, columns strip: Range<Int>) {
    for y in rows {
      let spans = rowSpans[y]
      let touched = (Int(spans[0])..<Int(spans[1])).clamped(to: strip)
      if touched.isEmpty { continue }
      let fast = (Int(spans[2])..<Int(spans[3])).clamped(to: touched)
      let row = destination + y * destinationStride + column0
      if fast.isEmpty {
        renderEdge(row: row, y: y, columns: touched)
        continue
      }
      renderEdge(row: row, y: y, columns: touched.lowerBound..<fast.lowerBound)
      renderInterior(row: row, y: y, columns: fast)
      renderEdge(row: row, y: y, columns: fast.upperBound..<touched.upperBound)
    }
  }

  /// Fully covered pixels whose source rows need no clamping, two at a time: the pair shares
  /// the horizontal reduction, the packing and the opacity test, and two opaque results are
  /// written with one 8-byte store.
  @inline(__always)
  private func renderInterior(
    row: UnsafeMutablePointer<UInt32>, y: Int, columns range: Range<Int>
  ) {
    var column = range.lowerBound
    while column + 2 <= range.upperBound {
      let first = columns[column]
      let second = columns[column + 1]
      let v0 = (y &* first.vStep &+ first.vBase) &>> 16
      let v1 = (y &* second.vStep &+ second.vBase) &>> 16
      let texels0 = source + ((v0 &>> 8) &* sourceStride &+ first.sourceOffset)
      let texels1 = source + ((v1 &>> 8) &* sourceStride &+ second.sourceOffset)
      // Rows far enough below are needed a few destination rows later; the diagonal path
      // of a rotated face through the source defeats the hardware prefetchers (this halved
      // the two-face warp at 1170×2532). A prefetch past the image is harmless: it never
      // faults.
      render_prefetch_read(texels0 + prefetchDistance)
      let upper0 = texels0.loadUnaligned(as: UInt64.self)
      let lower0 = (texels0 + sourceStride).loadUnaligned(as: UInt64.self)
      let upper1 = texels1.loadUnaligned(as: UInt64.self)
      let lower1 = (texels1 + sourceStride).loadUnaligned(as: UInt64.self)
      if upper0 | lower0 | upper1 | lower1 == 0 {
        // All eight texels transparent (most of a text's raster): both pixels blend nothing.
        column += 2
        continue
      }
      let vertical0 =
        Self.vertical(upper0, lower0, fyBroadcast[v0 & 255]) &* first.weights
      let vertical1 =
        Self.vertical(upper1, lower1, fyBroadcast[v1 & 255]) &* second.weights
      let lefts = SIMD8(lowHalf: vertical0.lowHalf, highHalf: vertical1.lowHalf)
      let rights = SIMD8(lowHalf: vertical0.highHalf, highHalf: vertical1.highHalf)
      let sum = (lefts &+ rights &+ SIMD8(repeating: 128)) &>> 8
      let pair = unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: sum), to: UInt64.self)
      let target = row + column
      if pair & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000 {
        UnsafeMutableRawPointer(target).storeBytes(of: pair, as: UInt64.self)
      } else {
        Self.store(UInt32(truncatingIfNeeded: pair), at: target)
        Self.store(UInt32(truncatingIfNeeded: pair >> 32), at: target + 1)
      }
      column += 2
    }
    if column < range.upperBound {
      let entry = columns[column]
      let v = (y &* entry.vStep &+ entry.vBase) &>> 16
      let texels = source + ((v &>> 8) &* sourceStride &+ entry.sourceOffset)
      Self.store(
        Self.bilinear(texels, sourceStride, UInt16(truncatingIfNeeded: v & 255), entry.weights),
        at: row + column)
    }
  }

  /// Columns at the left/right edges or rows at the top/bottom edges: vertical coverage is
  /// computed per pixel (horizontal coverage is already in the column weights) and the source
  /// row is clamped to the image.
  private func renderEdge(row: UnsafeMutablePointer<UInt32>, y: Int, columns range: Range<Int>) {
    let rowTop = Float(y)
    let rowBottom = rowTop + 1
    for column in range {
      let covered = min(rowBottom, bottom[column]) - max(rowTop, top[column])
      guard covered > 0 else { continue }
      let coverage = UInt32(min(covered, 1) * 256 + 0.5)  // bounded: 0 < covered, so 0…256
      let entry = columns[column]
      var v = (y &* entry.vStep &+ entry.vBase) &>> 16
      v = min(max(v, 0), vMax)
      let texels = source + ((v &>> 8) &* sourceStride &+ entry.sourceOffset)
      let pixel = Self.bilinear(
        texels, sourceStride, UInt16(truncatingIfNeeded: v & 255), entry.weights)
      Self.store(Self.scale(pixel, by: coverage), at: row + column)
    }
  }

  /// Vertical blend of the texel pairs at `texels` and one row below, `fy`/256 towards the
  /// lower one, as 16-bit lanes (0...255). The intermediate terms wrap, but the exact result
  /// `upper·(256 − fy) + lower·fy + 128` is below 65536, and wrapping arithmetic is exact
  /// modulo 2^16.
  @inline(__always)
  private static func vertical(
    _ texels: UnsafeRawPointer, _ stride: Int, _ fy: SIMD8<UInt16>
  ) -> SIMD8<UInt16> {
    vertical(
      texels.loadUnaligned(as: UInt64.self), (texels + stride).loadUnaligned(as: UInt64.self), fy)
  }

  /// ``vertical(_:_:_:)`` of texel pairs already loaded (8 bytes each: B, G, R, A twice).
  @inline(__always)
  private static func vertical(
    _ upperPair: UInt64, _ lowerPair: UInt64, _ fy: SIMD8<UInt16>
  ) -> SIMD8<UInt16> {
    let upper = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(upperPair, to: SIMD8<UInt8>.self))
    let lower = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(lowerPair, to: SIMD8<UInt8>.self))
    let blended = (upper &<< 8) &+ (lower &- upper) &* fy
    return (blended &+ SIMD8(repeating: 128)) &>> 8
  }

  /// Bilinear sample of the 2×2 texels at `texels` (premultiplied ARGB32) with the column's
  /// horizontal weights. Each lane stays within 16 bits: 255 × 256 + 128 < 65536.
  @inline(__always)
  private static func bilinear(
    _ texels: UnsafeRawPointer, _ stride: Int, _ fy: UInt16, _ weights: SIMD8<UInt16>
  ) -> UInt32 {
    let weighted = vertical(texels, stride, SIMD8(repeating: fy)) &* weights
    let sum = (weighted.lowHalf &+ weighted.highHalf &+ SIMD4(repeating: 128)) &>> 8
    return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: sum), to: UInt32.self)
  }

  /// Multiplies all four channels by `factor`/256 (factor 0...256).
  @inline(__always)
  private static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
    let redBlue = (((pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080) >> 8) & 0x00FF_00FF
    let alphaGreen = (((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080) & 0xFF00_FF00
    return redBlue | alphaGreen
  }

  /// Premultiplied OVER. Opaque pixels are stored without reading the destination, transparent
  /// ones are skipped. Two channels per 32-bit multiply; `x / 255` is computed exactly as
  /// `(t + (t >> 8)) >> 8` with `t = x + 128`.
  @inline(__always)
  private static func store(_ pixel: UInt32, at target: UnsafeMutablePointer<UInt32>) {
    if pixel >= 0xFF00_0000 {
      target.pointee = pixel
      return
    }
    if pixel == 0 { return }
    let inverse = 255 &- (pixel >> 24)
    let under = target.pointee
    var redBlue = (under & 0x00FF_00FF) &* inverse &+ 0x0080_0080
    redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var alphaGreen = ((under >> 8) & 0x00FF_00FF) &* inverse &+ 0x0080_0080
    alphaGreen = (alphaGreen &+ ((alphaGreen >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    target.pointee = pixel &+ (redBlue | alphaGreen)
  }
}
