import TabMotionCore
import TabMotionUI

// What later opaque layers of a face cover: fills drawn before them are trimmed to the rest.
extension ProjectedFacePainter {
  /// How far a trimmed background must still reach under an occluder, in face points, so
  /// that no pixel is crossed by both their antialiased edges: two device pixels plus how far
  /// a level line of the face falls across two pixel columns (its steepest are the face's top
  /// and bottom edges), at the face's most squeezed column. Infinite for a face seen edge-on:
  /// nothing is trimmed then.
  func verticalOverlap() -> Double {
    let w = face.size.width
    let h = face.size.height
    guard let p00 = face.transform.project(Point(0, 0)),
      let p10 = face.transform.project(Point(w, 0)),
      let p01 = face.transform.project(Point(0, h)),
      let p11 = face.transform.project(Point(w, h)),
      abs(p10.x - p00.x) > 1, h > 0
    else { return .infinity }
    let slope = max(abs(p10.y - p00.y), abs(p11.y - p01.y)) / abs(p10.x - p00.x)
    let pixelsPerPoint = min(abs(p01.y - p00.y), abs(p11.y - p10.y)) / h
    guard pixelsPerPoint > 1e-9 else { return .infinity }
    return (2 + 2 * slope) / pixelsPerPoint
  }

  /// A layer as both walks over the face see it: its accumulated opacity and its points to
  /// face points; nil when it draws nothing (hidden or transparent), and is not numbered.
  static func enter(
    _ layer: Layer, _ parent: Transform3D, _ parentAlpha: Double, isRoot: Bool
  ) -> (alpha: Double, m: Transform3D)? {
    guard !layer.isHidden else { return nil }
    let alpha = parentAlpha * layer.opacity.presented
    guard alpha > 0.001 else { return nil }
    return (alpha, (isRoot ? Transform3D.identity : layer.transformToParent).concatenating(parent))
  }

  /// Numbers the layers in the order ``draw`` meets them and notes the occluders.
  func collectOccluders(
    _ layer: Layer, in parent: Transform3D, alpha parentAlpha: Double, isRoot: Bool,
    clipped: Bool, skipping overlay: Layer?
  ) {
    guard let (alpha, m) = Self.enter(layer, parent, parentAlpha, isRoot: isRoot) else { return }
    let index = visited
    visited += 1
    if !clipped, alpha >= 1, m.m12 == 0, m.m21 == 0 {
      if LayerRasterizer.isPlainRectangle(layer), layer.backgroundColor.presented.alpha >= 1 {
        occluders.append((index, Self.faceRect(layer.bounds, m)))
      }
      // The solid lower part of an opaque filled shape (a hill across the page).
      if let band = bands.band(of: layer) {
        occluders.append((index, Self.faceRect(band, m)))
      }
    }
    let clipsChildren = clipped || layer.clipsToBounds || layer.mask != nil
    for child in layer.children where child !== overlay {
      collectOccluders(
        child, in: m, alpha: alpha, isRoot: false, clipped: clipsChildren, skipping: nil)
    }
  }

  /// The part of `rect` (face points) that occluders numbered after `index` leave uncovered,
  /// as far as whole-width occluders at its top and bottom take it away, reaching `overlap`
  /// under them; nil when nothing is left.
  ///
  /// A side is hidden when later occluders cover it and reach at least `overlap` beyond it:
  /// every pixel its antialiasing reaches is painted over, or lies under the first occluder's
  /// own antialiased edge, which then blends over this fill's colour rather than over what
  /// was there before. That is also what lets occluders that overlap by less than `overlap` —
  /// a page's sky bands, a point over each other — cover as one: the earlier one's side under
  /// the later is hidden, filled whole, so no pixel between them is left partly covered.
  func uncovered(
    _ rect: Rect, after index: Int
  ) -> (rect: Rect, hiddenTop: Bool, hiddenBottom: Bool)? {
    var top = rect.minY
    var bottom = rect.maxY
    if let covered = coveredSpan(around: rect.minY, of: rect, after: index) {
      top = max(top, covered.upperBound - overlap)
    }
    if let covered = coveredSpan(around: rect.maxY, of: rect, after: index) {
      bottom = min(bottom, covered.lowerBound + overlap)
    }
    guard top < bottom else { return nil }
    // A side trimmed to `overlap` inside is hidden, whatever the rounding of the trim.
    let margin = overlap * (1 - 1e-9)
    let hiddenTop = coveredSpan(around: top, of: rect, after: index).map {
      top - $0.lowerBound >= margin
    }
    let hiddenBottom = coveredSpan(around: bottom, of: rect, after: index).map {
      $0.upperBound - bottom >= margin
    }
    return (
      Rect(x: rect.minX, y: top, width: rect.width, height: bottom - top), hiddenTop ?? false,
      hiddenBottom ?? false
    )
  }

  /// The face height below which occluders numbered after `index` cover the whole width of
  /// `rect` (face points) down to its bottom, less `overlap`; nil when they do not.
  func coveredBelow(_ rect: Rect, after index: Int) -> Double? {
    guard let covered = coveredSpan(around: rect.maxY, of: rect, after: index),
      covered.lowerBound + overlap < rect.maxY
    else { return nil }
    return covered.lowerBound + overlap
  }

  /// The heights (face points) around `y` that occluders numbered after `index`, each across
  /// the whole width of `rect`, cover without a gap, together: a page's sky bands, each
  /// reaching a little under the next, cover the sky between them as one. Nil when none
  /// covers `y`.
  ///
  /// Where two of them meet, the pixels there are opaque only if the antialiased edges of
  /// both do not fall on them together: when the face's rectangles are filled as stripes
  /// (``hidesSides``), the earlier one's side under the later is filled whole, provided the
  /// later reaches `overlap` past it — every occluder taken in is at least twice `overlap`
  /// tall; otherwise each must reach `overlap` into the span so far.
  private func coveredSpan(
    around y: Double, of rect: Rect, after index: Int
  ) -> ClosedRange<Double>? {
    var low = Double.infinity
    var high = -Double.infinity
    var thin = false
    for o in occluders
    where o.index > index && o.rect.minX <= rect.minX && o.rect.maxX >= rect.maxX
      && o.rect.minY <= y && y <= o.rect.maxY
    {
      low = min(low, o.rect.minY)
      high = max(high, o.rect.maxY)
      thin = thin || o.rect.height < 2 * overlap
    }
    guard low <= high else { return nil }
    var grew = !(hidesSides && thin)
    while grew {
      grew = false
      for o in occluders
      where o.index > index && o.rect.minX <= rect.minX && o.rect.maxX >= rect.maxX
        && (o.rect.minY < low || o.rect.maxY > high)
      {
        let joins =
          hidesSides
          ? o.rect.minY <= high && o.rect.maxY >= low && o.rect.height >= 2 * overlap
          : o.rect.minY <= high - overlap && o.rect.maxY >= low + overlap
        guard joins else { continue }
        low = min(low, o.rect.minY)
        high = max(high, o.rect.maxY)
        grew = true
      }
    }
    return low...high
  }
}
