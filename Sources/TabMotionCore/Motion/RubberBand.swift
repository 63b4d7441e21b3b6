/// UIScrollView's rubber-band resistance: how far content moves when the finger has pulled
/// `offset` points past an edge, b = (1 − 1/(offset·c/d + 1))·d, with d the viewport length
/// along the axis and c the coefficient (0.55 in UIKit). The result approaches d but never
/// reaches it; negative offsets give the mirror image. NaN gives 0; ±∞ gives ±d.
public func rubberBand(offset: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
  guard dimension.isFinite, dimension > 0, coefficient.isFinite, coefficient > 0 else { return 0 }
  if offset.isNaN { return 0 }
  if offset.isInfinite { return offset > 0 ? dimension : -dimension }
  let x = abs(offset)
  let b = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
  return offset < 0 ? -b : b
}

/// The inverse of `rubberBand`: the finger travel that produces a visible overscroll `band`.
/// Used to pick up a bouncing scroll view under the finger without a jump. Bands at or beyond
/// the dimension (unreachable) map to a large finite travel.
public func rubberBandInverse(
  band: Double, dimension: Double, coefficient: Double = 0.55
)
  -> Double
{
  guard dimension.isFinite, dimension > 0, coefficient.isFinite, coefficient > 0, !band.isNaN
  else { return 0 }
  let b = min(abs(band), dimension * (1 - 1e-9))
  let x = dimension / coefficient * (b / (dimension - b))
  return band < 0 ? -x : x
}
