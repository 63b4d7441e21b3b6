import TabMotionCore

// A face's square rectangles across the same columns — a page's background and its sky
// bands — stacked and filled together as stripes (``StripeFill``): each row of them worked out
// once, each line between two of them once, each pixel written once.
extension ProjectedFacePainter {
  /// A square rectangle waiting in the stack: its top and bottom and columns in face points,
  /// its colour (dimmed, opacity applied) and its layer's number in drawing order.
  struct StackedRect {
    var minX: Double
    var maxX: Double
    var top: Double
    var bottom: Double
    var color: PremultipliedColor
    var index: Int
  }

  /// The colour `c` as the face draws it: darkened by its shade, at `alpha`; nil when it is
  /// transparent.
  func dimmed(_ c: Color, alpha: Double) -> PremultipliedColor? {
    let dim = 1 - min(max(face.shade, 0), 1)
    return PremultipliedColor((c.red * dim, c.green * dim, c.blue * dim, c.alpha * alpha))
  }

  /// Adds the square rectangle `rect` (face points) of layer `index` to the stack: over the
  /// rectangles before it when it is `opaque` (at full opacity, as an occluder is) and across
  /// the same columns; otherwise the stack so far is filled first, and a translucent
  /// rectangle is filled on its own.
  func stack(
    _ rect: Rect, _ color: PremultipliedColor, opaque: Bool, index: Int,
    clip: (x0: Int, y0: Int, x1: Int, y1: Int), into surface: ImageSurface
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    if let first = stacked.first, first.minX != rect.minX || first.maxX != rect.maxX || !opaque {
      fillStack()
    }
    stackTarget = (surface, clip)
    stacked.append(
      StackedRect(
        minX: rect.minX, maxX: rect.maxX, top: rect.minY, bottom: rect.maxY, color: color,
        index: index))
    if !opaque { fillStack() }
  }

  /// Fills the stack waiting, if any: what later opaque layers leave uncovered of it (as far
  /// as whole-width occluders at its top and bottom take it away), each height in the colour
  /// of the last rectangle covering it.
  func fillStack() {
    guard let last = stacked.last, let target = stackTarget else { return }
    defer {
      stacked.removeAll(keepingCapacity: true)
      stackTarget = nil
    }
    let minX = last.minX
    let maxX = last.maxX
    stackEdges.removeAll(keepingCapacity: true)
    for r in stacked {
      stackEdges.append(r.top)
      stackEdges.append(r.bottom)
    }
    // A few heights, nearly in order: sorted in place.
    for i in stackEdges.indices.dropFirst() {
      let v = stackEdges[i]
      var j = i
      while j > 0, stackEdges[j - 1] > v {
        stackEdges[j] = stackEdges[j - 1]
        j -= 1
      }
      stackEdges[j] = v
    }
    let whole = Rect(
      x: minX, y: stackEdges[0], width: maxX - minX,
      height: stackEdges[stackEdges.count - 1] - stackEdges[0])
    guard let rest = uncovered(whole, after: last.index) else { return }
    box = (.infinity, .infinity, -.infinity, -.infinity)
    var topLeft = project(Point(minX, rest.rect.minY), .identity)
    var topRight = project(Point(maxX, rest.rect.minY), .identity)
    var bottomLeft = project(Point(minX, rest.rect.maxY), .identity)
    var bottomRight = project(Point(maxX, rest.rect.maxY), .identity)
    // Seen from behind, the face's left side is on the right.
    let mirrored = topLeft.x > topRight.x
    if mirrored {
      swap(&topLeft, &topRight)
      swap(&bottomLeft, &bottomRight)
    }
    countPainted()
    // A face upside down would have its stripes in the other order: filled one by one.
    let downwards = topLeft.y <= bottomLeft.y && topRight.y <= bottomRight.y
    func line(_ y: Double) -> StripeFill.Line {
      let a = project(Point(minX, y), .identity).y
      let b = project(Point(maxX, y), .identity).y
      return mirrored ? StripeFill.Line(left: b, right: a) : StripeFill.Line(left: a, right: b)
    }
    /// The rectangle showing at the heights between `y0` and `y1`: the last covering them.
    func showing(_ y0: Double, _ y1: Double) -> Int? {
      stacked.lastIndex { $0.top <= y0 && $0.bottom >= y1 }
    }
    func color(_ shown: Int?) -> PremultipliedColor? { shown.map { stacked[$0].color } }
    // A line where the rectangle showing changes: a band reaching under the next one adds
    // an edge with the same rectangle on both sides.
    var from = rest.rect.minY
    var shown = showing(from, stackEdges.first { $0 > from } ?? rest.rect.maxY)
    stripes.start(at: line(from))
    for (k, edge) in stackEdges.enumerated() where edge > from && edge < rest.rect.maxY {
      let after = stackEdges[(k + 1)...].first { $0 > edge } ?? rest.rect.maxY
      let below = showing(edge, min(after, rest.rect.maxY))
      guard below != shown else { continue }
      if downwards {
        stripes.add(down: line(edge), color: color(shown))
      } else {
        fillStripe(from, edge, color(shown), minX, maxX, target)
      }
      from = edge
      shown = below
    }
    if downwards {
      stripes.add(down: line(rest.rect.maxY), color: color(shown))
      stripes.fill(
        left: topLeft.x, right: topRight.x, hiddenTop: rest.hiddenTop,
        hiddenBottom: rest.hiddenBottom, into: target.surface, clip: target.clip)
    } else {
      stripes.reset()
      fillStripe(from, rest.rect.maxY, color(shown), minX, maxX, target)
    }
  }

  /// Fills the heights `y0`…`y1` of the face between `minX` and `maxX` in `color` on their own,
  /// as the polygon their corners project to.
  private func fillStripe(
    _ y0: Double, _ y1: Double, _ color: PremultipliedColor?, _ minX: Double, _ maxX: Double,
    _ target: (surface: ImageSurface, clip: (x0: Int, y0: Int, x1: Int, y1: Int))
  ) {
    guard let color, y1 > y0 else { return }
    let corners = [Point(minX, y0), Point(maxX, y0), Point(maxX, y1), Point(minX, y1)].map {
      project($0, .identity)
    }
    polygon.move(to: corners[0].x, corners[0].y)
    for p in corners.dropFirst() { polygon.line(to: p.x, p.y) }
    polygon.fill(color, into: target.surface, clip: target.clip)
  }
}
