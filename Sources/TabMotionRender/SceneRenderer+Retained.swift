import CCairo
import TabMotionCore
import TabMotionUI

// Subtrees listed as their raster alone while nothing in them changes (``RetainedSubtree``).
extension SceneRenderer: RetainedSubtreeSource {
  /// What the renderer remembers of a subtree whose raster it put in place of its items.
  struct RetainedRecord {
    weak var layer: Layer?
    /// ``RetainedSubtree/key(of:op:origin:)`` when it was last listed item by item.
    var key: Int
    var subtree: RetainedSubtree
    /// The frame list (``listBuilds``) that last listed it. Only one listing it in the list
    /// just before may list it as its raster alone: the marks of changes inside it
    /// (`Layer.needsRedraw`) are cleared after every frame drawn, also while it is hidden and
    /// not listed at all.
    var listed: Int
  }

  func retainedSubtree(of layer: Layer, key: Int) -> RetainedSubtree? {
    let id = ObjectIdentifier(layer)
    guard compositesMovingLayers, let record = retainedRecords[id], record.layer === layer,
      record.key == key, record.listed == listBuilds &- 1,
      moving.hasRaster(for: layer, signature: record.subtree.signature)
    else { return nil }
    retainedRecords[id]?.listed = listBuilds
    // The frame about to be drawn is the next generation: no raster it makes may drop this one.
    moving.keep(layer, shownIn: generation &+ 1)
    return record.subtree
  }

  /// Remembers that item `i` of the frame's `list`, listed item by item, is shown by `raster`,
  /// so that the next frames list it as its root alone while nothing in it changes.
  func remember(_ raster: MovingRaster, at i: Int, of list: DisplayList, signature: Int) {
    let item = list.items[i]
    guard item.retained == nil, let key = item.retainKey else { return }
    let origin = Point(item.transform.m41, item.transform.m42)
    let reach = OcclusionPlan.Box(
      x0: item.reach.x0 - origin.x, y0: item.reach.y0 - origin.y, x1: item.reach.x1 - origin.x,
      y1: item.reach.y1 - origin.y)
    retainedRecords[ObjectIdentifier(item.layer)] = RetainedRecord(
      layer: item.layer, key: key,
      subtree: RetainedSubtree(
        signature: signature, reach: reach, corner: raster.corner, coverage: raster.coverage),
      listed: listBuilds)
  }

  /// Draws a retained subtree from its layers, listed on their own: under a clip in force that
  /// is not one whole-pixel rectangle (a rounded corner, a fractional edge), where its raster
  /// is not copied, or when its raster is gone (a frame must never show a subtree as nothing;
  /// a raster kept for the frame is not dropped while it is drawn, so that is a safeguard).
  /// Listed on their own, its items would know nothing of its ancestors' clips: they are
  /// listed under a clip that is not exact when its item's is not, or is rounded, so that no
  /// rounded fill in it is filled in place past an ancestor's rounded corner.
  func drawUnretained(_ item: DisplayItem, cr: OpaquePointer, into surface: ImageSurface) throws {
    if surface === target { reuse.drewUnretained = true }
    fallbackList.build(
      aheadOf: item.layer, scale: scale, exact: item.exactClip && item.roundedClip == nil)
    guard let first = fallbackList.items.first else { return }
    let offset = Point(
      item.transform.m41 - first.transform.m41, item.transform.m42 - first.transform.m42)
    try draw(fallbackList, planned: false, cr: cr, into: surface, offset: offset)
  }
}
