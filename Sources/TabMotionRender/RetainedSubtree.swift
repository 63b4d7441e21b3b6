import TabMotionCore
import TabMotionUI

/// A subtree that moves as one, listed as its root alone because nothing in it changed since
/// its raster was last put in its place: the raster stands for its items. A frame in which a
/// page only slides then lists, plans and hashes one item for it, not its every card and text.
struct RetainedSubtree {
  /// The signature of the subtree its raster shows (``MovingSubtreeCache/signature(of:in:)``).
  var signature: Int
  /// Where the subtree's items reach, from the root's device origin.
  var reach: OcclusionPlan.Box
  /// The raster's corner from the root's device origin, and how its rows cover what is under
  /// them inside the root's bounds: its opaque rows hide what is drawn before it there.
  var corner: Point
  var coverage: RowCoverage

  /// What, besides its children's own changes (`Layer.needsRedraw`), decides whether a
  /// subtree looks as it did: the root's own look, drawn as `op` from its device `origin`, and
  /// the identity and order of its children. Its position is not in it — a subtree that only
  /// moved keeps its key — but where a hairline root's line falls from its origin is: that
  /// depends on the fraction of a pixel it stands at.
  static func key(of layer: Layer, op: DisplayOp, origin: Point) -> Int {
    var hasher = Hasher()
    MovingSubtreeCache.combineLook(of: layer, op: op, origin: origin, into: &hasher)
    hasher.combine(layer.contentOffset)
    hasher.combine(layer.children.count)
    for child in layer.children { hasher.combine(ObjectIdentifier(child)) }
    return hasher.finalize()
  }
}

/// Says which subtrees a display list may list as their root alone (``RetainedSubtree``).
protocol RetainedSubtreeSource: AnyObject {
  /// The retained subtree of `layer`, whose root's look and children give `key`, when its
  /// raster still shows it; nil lists the subtree item by item.
  func retainedSubtree(of layer: Layer, key: Int) -> RetainedSubtree?
}
