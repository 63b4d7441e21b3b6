import TabMotionRender

/// Straightforward double-precision version of `PerspectiveWarp.draw`'s definition, pixel by
/// pixel with no tables or fixed point, to compare the fast kernel against.
struct WarpReference {
  var leftX, leftTop, leftBottom, rightX, rightTop, rightBottom: Double
  var a, b, c, d: Double
  var opacity = 1.0
  var shade = 0.0

  /// `source` and `destination` are row-major premultiplied pixels without padding.
  func draw(
    source: [UInt32], sourceWidth: Int, sourceHeight: Int,
    destination: inout [UInt32], destinationWidth: Int, destinationHeight: Int
  ) {
    func channel(_ pixel: UInt32, _ index: Int) -> Double {
      Double((pixel >> UInt32(8 * index)) & 0xFF)
    }
    func texel(_ x: Int, _ y: Int) -> UInt32 { source[y * sourceWidth + x] }
    for y in 0..<destinationHeight {
      for x in 0..<destinationWidth {
        let column = Double(x)
        let horizontal = min(max(min(column + 1, rightX) - max(column, leftX), 0), 1)
        let centre = column + 0.5
        let along = (min(max(centre, leftX), rightX) - leftX) / (rightX - leftX)
        let top = leftTop + (rightTop - leftTop) * along
        let bottom = leftBottom + (rightBottom - leftBottom) * along
        let vertical = min(max(min(Double(y) + 1, bottom) - max(Double(y), top), 0), 1)
        let coverage = horizontal * vertical
        guard coverage > 0 else { continue }
        let u = (a * centre + b) / (c * centre + d)
        let v = (Double(y) + 0.5 - top) / (bottom - top) * Double(sourceHeight)
        let su = min(max(u - 0.5, 0), Double(sourceWidth - 1))
        let sv = min(max(v - 0.5, 0), Double(sourceHeight - 1))
        let x0 = Int(su.rounded(.down))
        let y0 = Int(sv.rounded(.down))
        let x1 = min(x0 + 1, sourceWidth - 1)
        let y1 = min(y0 + 1, sourceHeight - 1)
        let fx = su - Double(x0)
        let fy = sv - Double(y0)
        var result: UInt32 = 0
        let under = destination[y * destinationWidth + x]
        var sample = [Double](repeating: 0, count: 4)
        for index in 0..<4 {
          let upper = channel(texel(x0, y0), index) * (1 - fx) + channel(texel(x1, y0), index) * fx
          let lower = channel(texel(x0, y1), index) * (1 - fx) + channel(texel(x1, y1), index) * fx
          let scale = coverage * opacity * (index == 3 ? 1 : 1 - shade)
          sample[index] = (upper * (1 - fy) + lower * fy) * scale
        }
        for index in 0..<4 {
          let value = sample[index] + channel(under, index) * (1 - sample[3] / 255)
          result |= UInt32(min(max(value.rounded(), 0), 255)) << UInt32(8 * index)
        }
        destination[y * destinationWidth + x] = result
      }
    }
  }
}
