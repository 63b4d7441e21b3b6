import TabMotionCore

/// Instagram Stories' cube: adjacent pages are faces of a cube turning about
/// the vertical axis, seen with perspective `m34 = −1/500`, each face hinged on the edge it
/// shares with its neighbour.
///
/// ```
///          eye (500 pt in front of the screen centre)
///              │
///   ┌──────────┼──────────┐  screen, z = 0: the face at offset 0 fills it
///    ╲         │         ╱
///     ╲   cube centre   ╱    z = −width/2; the cube turns about this vertical axis
///      ╲       ·       ╱
/// ```
///
/// A page at offset `o` (page widths, from the pager) is turned by `o · 90°` (mirrored in
/// right-to-left layouts), so the two faces on screen always meet at their shared edge. The
/// face's live layers are drawn through it (no snapshot): the renderer projects their geometry
/// through it.
///
/// Each face reports `rotationY` (degrees) and carries a black `shade.N` child over its page
/// whose opacity is `0.8 · |rotationY| / 90°`: the further a face is turned away, the darker.
/// Each face declares its shade (`Layer.dimmingLayer`) and that it shares an edge with the
/// next page's face (`Layer.sharesEdgeWithNextSibling`), so a renderer can fold the shade
/// into the colours it projects and close the seam between them.
/// A face turned past `hiddenAngle` would show its back and is hidden.
///
/// With `reducedMotion` the faces do not turn: the incoming page cross-fades over the other.
public final class CubePageTransition: PageTransition {
  /// Eye distance in points (`m34 = −1 / perspectiveDistance`).
  public let perspectiveDistance: Double
  /// Shade opacity at 90° (0…1).
  public var maximumShade = 0.8
  /// Cross-fade instead of turning (reduced motion). The pager sets it from its own setting,
  /// which hosts set from the environment.
  public var reducedMotion = false
  /// Black shows between and around turning faces, as inside a real cube.
  public var backdrop: Color? { .black }

  private var shades: [ObjectIdentifier: Layer] = [:]

  /// Creates a cube transition; a distance that is not finite and positive is a programming
  /// error (a precondition failure).
  /// - Parameter perspectiveDistance: eye distance in points, 500 as in Core Animation's cube.
  public init(perspectiveDistance: Double = 500) {
    // Not from outside data; a non-positive distance would put the eye on the screen.
    precondition(perspectiveDistance > 0 && perspectiveDistance.isFinite)
    self.perspectiveDistance = perspectiveDistance
  }

  /// The face rotation in degrees for a page at `offset` page widths.
  public static func rotationY(offset: Double, isRightToLeft: Bool) -> Double {
    (isRightToLeft ? -offset : offset) * 90
  }

  /// Degrees beyond which a face of a cube `width` points wide shows its back to the eye:
  /// the eye is behind the face's plane once cos θ < (w/2) / (d + w/2); ≈ 73.7° on a phone.
  public func hiddenAngle(width: Double) -> Double {
    let half = width / 2
    return Double.acos(half / (perspectiveDistance + half)) * 180 / .pi
  }

  /// The 3-D transform of a face turned `degrees` about the cube's axis, relative to the
  /// face's centre (the slot's anchor), perspective included.
  public func faceTransform(degrees: Double, width: Double) -> Transform3D {
    let half = width / 2
    // Into the cube's frame (its centre is half a width behind the screen), turn, back out,
    // then project towards the eye.
    return Transform3D.translation(0, 0, half)
      .concatenating(.rotationY(degrees * .pi / 180))
      .concatenating(.translation(0, 0, -half))
      .concatenating(.perspective(distance: perspectiveDistance))
  }

  public func place(
    _ slot: Layer, page: Int, offset: Double, viewport: Size, isRightToLeft: Bool
  ) {
    place(
      slot, page: page, offset: offset, viewport: viewport,
      visible: Rect(origin: .zero, size: viewport), isRightToLeft: isRightToLeft)
  }

  /// A turning face is the visible part of its page only: the slot is cut to `visible` (its
  /// content shifted up to stay where it was) and hinged on that band's sides, so the part
  /// of a page under a pinned bar never turns out from behind it. A face at rest fills the
  /// viewport as usual.
  public func place(
    _ slot: Layer, page: Int, offset: Double, viewport: Size, visible: Rect, isRightToLeft: Bool
  ) {
    let turning = offset != 0 && !reducedMotion && visible.minY > 0
    let face = turning ? visible : Rect(origin: .zero, size: viewport)
    // A page never slides here: it turns (drawn through its face) or fades. A raster of it
    // made to slide it (a pager's slots move as one by default) would cost an idle frame a
    // whole page's drawing and never be shown.
    slot.movesAsOne = false
    slot.setFrame(face)
    slot.contentOffset = Point(0, face.minY)
    slot.clipsToBounds = turning
    let shade = shadeLayer(for: slot, page: page, viewport: viewport, face: face)
    let degrees = Self.rotationY(offset: offset, isRightToLeft: isRightToLeft)
    if reducedMotion {
      // The page after the current one (drawn on top) fades in as it takes over.
      slot.transform.set(.identity)
      slot.opacity.set(offset > 0 ? max(0, min(1, 1 - offset)) : 1)
      shade.opacity.set(0)
      slot.setTraceField("rotationY", .number(0))
      return
    }
    slot.opacity.set(1)
    slot.transform.set(
      degrees == 0 ? .identity : faceTransform(degrees: degrees, width: face.width))
    shade.opacity.set(maximumShade * min(1, abs(degrees) / 90))
    if abs(degrees) >= hiddenAngle(width: viewport.width) { slot.isHidden = true }
    slot.setTraceField("rotationY", .number(degrees))
  }

  public func reset(_ slot: Layer, page: Int, viewport: Size) {
    slot.movesAsOne = false
    slot.setFrame(Rect(origin: .zero, size: viewport))
    slot.contentOffset = .zero
    slot.clipsToBounds = false
    slot.transform.set(.identity)
    slot.opacity.set(1)
    slot.setTraceField("rotationY", .number(0))
    // Made here too, so a host that resets every slot up front has `shade.N` in every trace.
    shadeLayer(for: slot, page: page, viewport: viewport, face: Rect(origin: .zero, size: viewport))
      .opacity.set(0)
  }

  /// Page `page`'s shade (`shade.N`), made once and kept above the page content: a plain
  /// black layer covering the face, declared as the face's darkening (`Layer.dimmingLayer`)
  /// for a renderer to fold into the colours it projects instead of painting it over the face.
  private func shadeLayer(for slot: Layer, page: Int, viewport: Size, face: Rect) -> Layer {
    let id = ObjectIdentifier(slot)
    let shade: Layer
    if let existing = shades[id], existing.parent === slot {
      shade = existing
    } else {
      shade = Layer(name: "shade.\(page)")
      shade.backgroundColor.set(.black)
      shade.opacity.set(0)
      shades[id] = shade
    }
    if slot.children.last !== shade { slot.addChild(shade) }
    if slot.dimmingLayer !== shade { slot.dimmingLayer = shade }
    slot.sharesEdgeWithNextSibling = true
    // In the slot's content coordinates (shifted by its content offset): over the face.
    let cover = Rect(x: 0, y: face.minY, width: face.width, height: face.height)
    if shade.frame.model != cover { shade.setFrame(cover) }
    return shade
  }
}
