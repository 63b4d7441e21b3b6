import TabMotionCore
import TabMotionUI

/// One visible layer of a frame as the display list classified it: what its own drawing is,
/// where it goes and under what, and how far its subtree runs in the list. Every pass reads
/// these instead of asking the layer tree again.
struct DisplayItem {
  typealias Box = OcclusionPlan.Box

  /// The layer (held for the frame: the list is rebuilt before it is read again).
  var layer: Layer
  /// How its own drawing is done.
  var op: DisplayOp
  /// From the layer's points to device pixels: for an upright layer at the device scale,
  /// with the translation snapped to whole pixels; for a face, its whole 3-D transform.
  var transform: Transform3D
  /// Its opacity times its ancestors'.
  var opacity: Double
  /// Upright, at the device scale, translated by whole pixels.
  var pixelAligned: Bool
  /// Upright and not mirrored (scaled any amount).
  var axisAligned: Bool
  /// The index of the first item after its subtree.
  var end: Int
  /// The rectangle its ancestors clip it to (device pixels).
  var clip: Box
  /// Where its own drawing falls (device pixels, cut to `clip`): its bounds, or the pixel a
  /// hairline is drawn as.
  var own: Box
  /// For a layer clipping its children to its bounds and drawing nothing past them: where
  /// its subtree can show.
  var subtreeClip: Box?
  /// Its ancestors clip only along upright rectangles (no turned clip, no mask), so what it
  /// paints opaquely hides what lies under it exactly.
  var exactClip: Bool
  /// The rounded rectangle an ancestor clips it to, when one does (a circle revealing a
  /// screen): what it paints opaquely hides only what lies inside that shape.
  var roundedClip: OcclusionPlan.RoundedClip?
  /// Where it and its subtree can draw (device pixels), its shadow included, cut only by the
  /// clips inside the subtree (not its ancestors'): everywhere when a face is in it.
  var reach: Box
  /// It has children and clips them (to its bounds or its mask).
  var clipsChildren: Bool
  /// For a face: the item of the next sibling, a face it declares it shares an edge with.
  var nextFace: Int?
  /// It clips its children to the rounded rectangle they record as their ``roundedClip``.
  var opensRoundedClip = false
  /// For a layer that moves as one: ``RetainedSubtree/key(of:op:origin:)``, to know it when it is
  /// seen again.
  var retainKey: Int?
  /// For a layer that moves as one and whose subtree did not change: its raster, standing
  /// for the subtree's items, which are not listed (`end` is the next item).
  var retained: RetainedSubtree?

  /// Moves what it draws by `offset` device pixels (a subtree drawn into its own raster).
  mutating func move(by offset: Point) {
    transform.m41 += offset.x
    transform.m42 += offset.y
    if case .hairline(let line) = op {
      op = .hairline(line.offsetBy(dx: offset.x, dy: offset.y))
    }
  }
}
