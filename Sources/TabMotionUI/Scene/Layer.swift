import TabMotionCore

/// A node of the retained scene: a rectangle in its parent's coordinates with a transform,
/// opacity, clipping, background, border, shadow and content, and children drawn on top.
///
/// Geometry follows Core Animation: `frame` is in the parent's coordinate space (shifted by the
/// parent's `contentOffset`, which is how scroll views move their content), and `transform`
/// applies about `anchorPoint` (a unit point in the layer, the centre by default). Animatable
/// properties are `Animated` values with a model and a presented value; the scene samples them
/// once per frame.
///
/// The renderer caches what a layer draws into a surface and only redraws it when
/// `rasterVersion` changes: moving, fading and transforming a layer are free.
public final class Layer {
  // Every stored property below opts out of the runtime's exclusivity checks
  // (`@exclusivity(unchecked)`): a layer tree lives in one isolation domain (`Layer` is not
  // `Sendable`) and no property observer touches the property being set, so no check could
  // fail, and building a page of list rows should not pay for them (the performance article
  // has the numbers). The compiler's static checks still apply.
  /// Stable name used for traces (`item.2`, `header`); nil for anonymous layers.
  @exclusivity(unchecked)
  public var name: String?
  /// The sublayers in drawing order: later children are drawn on top and hit-tested first.
  @exclusivity(unchecked)
  public private(set) var children: [Layer] = []
  /// The layer this one is a child of; nil for a root or a detached layer (not retained: the
  /// parent holds its children).
  // Not `weak`: a weak reference gives its object a side table, and every retain and release
  // of that object then takes the runtime's slow path — every layer with children. A parent
  // clears its children's pointer when they leave it or it goes away (`deinit`), so the pointer
  // is always nil or a live layer, as a CALayer's superlayer.
  @exclusivity(unchecked)
  public private(set) unowned(unsafe) var parent: Layer?

  // The four animatable properties below are stored apart and observed through `_modify`,
  // keeping only the old presented value: a `didSet` would copy the whole `Animated` (its
  // animator's start, target and velocity — 0.7 KB for a transform) on every write.

  /// The layer's rectangle in its parent's coordinates (points, before `transform`); changing its
  /// size makes the layer draw again.
  public var frame: Animated<Rect> {
    get { frameStorage }
    _modify {
      let old = frameStorage.presented
      // Also when the caller's mutation throws after changing the value.
      defer { frameDidChange(from: old) }
      yield &frameStorage
    }
  }
  @exclusivity(unchecked) private var frameStorage: Animated<Rect>
  private func frameDidChange(from old: Rect) {
    didWrite(frameStorage, from: old, drawsAgain: frameStorage.presented.size != old.size)
  }

  /// After a write to an animatable property: a presented value that moved marks the scene
  /// (and, with `drawsAgain`, the layer's raster); a running animation is presented.
  private func didWrite<Value>(_ property: Animated<Value>, from old: Value, drawsAgain: Bool) {
    if property.presented != old {
      if drawsAgain { invalidate() } else { markNeedsRedraw() }
    }
    if property.isAnimating { markNeedsPresent() }
  }

  /// The opacity, 0 (invisible) … 1 (opaque), applied to the layer and its children as a group.
  public var opacity: Animated<Double> {
    get { opacityStorage }
    _modify {
      let old = opacityStorage.presented
      // Also when the caller's mutation throws after changing the value.
      defer { didWrite(opacityStorage, from: old, drawsAgain: false) }
      yield &opacityStorage
    }
  }
  @exclusivity(unchecked) private var opacityStorage = Animated(1.0)

  /// A 3-D transform applied about ``anchorPoint`` on top of the frame's position (identity by
  /// default).
  public var transform: Animated<Transform3D> {
    get { transformStorage }
    _modify {
      let old = transformStorage.presented
      // Also when the caller's mutation throws after changing the value.
      defer { didWrite(transformStorage, from: old, drawsAgain: false) }
      yield &transformStorage
    }
  }
  @exclusivity(unchecked) private var transformStorage = Animated(Transform3D.identity)

  /// The colour filling the bounds (rounded by ``cornerRadius``) behind the content; clear by
  /// default.
  public var backgroundColor: Animated<Color> {
    get { backgroundStorage }
    _modify {
      let old = backgroundStorage.presented
      // Also when the caller's mutation throws after changing the value.
      defer { didWrite(backgroundStorage, from: old, drawsAgain: true) }
      yield &backgroundStorage
    }
  }
  @exclusivity(unchecked) private var backgroundStorage = Animated(Color.clear)
  /// Unit point the transform pivots about; (0.5, 0.5) is the centre.
  @exclusivity(unchecked)
  public var anchorPoint = Point(0.5, 0.5) {
    didSet { if anchorPoint != oldValue { markNeedsRedraw() } }
  }
  /// When true, the layer and its children are neither drawn nor hit-tested.
  @exclusivity(unchecked)
  public var isHidden = false { didSet { if isHidden != oldValue { markNeedsRedraw() } } }
  /// True when the layer, hidden, is about to be shown — a pager's page beside the visible
  /// one: a renderer with time to spare prepares its rasters anyway, so the frame that shows
  /// it does not make them. False by default; it changes nothing on screen.
  @exclusivity(unchecked)
  public var isAboutToShow = false
  /// A child of this layer that darkens it — a cube face's shade, drawn over the whole layer
  /// in black at its own opacity — declared so that a renderer turning this layer in 3-D may
  /// fold the darkening into the colours it projects (each colour times 1 − the child's
  /// opacity) instead of drawing the child over the face. The child's colour is taken as
  /// black; a layer that is not a child of this one is ignored. Nil by default.
  @exclusivity(unchecked)
  public var dimmingLayer: Layer? { didSet { if dimmingLayer !== oldValue { markNeedsRedraw() } } }
  /// True when this layer's subtree mostly moves as one — a pager's page sliding — while what
  /// is inside it stays still: a renderer may keep a raster of the subtree and copy it to
  /// where the layer now is instead of drawing its layers again, for as long as nothing in it
  /// changes. It changes nothing on screen. False by default.
  @exclusivity(unchecked)
  public var movesAsOne = false
  /// True when this layer, turned in 3-D, meets the sibling after it along a shared edge (a
  /// cube's faces): a renderer draws that edge of this layer solid, so that nothing behind
  /// shows through the seam where the next one's edge blends over it. False by default.
  @exclusivity(unchecked)
  public var sharesEdgeWithNextSibling = false {
    didSet { if sharesEdgeWithNextSibling != oldValue { markNeedsRedraw() } }
  }
  /// Clip children (and content) to the bounds, rounded by `cornerRadius`.
  @exclusivity(unchecked)
  public var clipsToBounds = false {
    didSet { if clipsToBounds != oldValue { markNeedsRedraw() } }
  }
  /// An extra clip path in the layer's own coordinates (points), e.g. a reveal circle.
  @exclusivity(unchecked)
  public var mask: Path? { didSet { if mask != oldValue { markNeedsRedraw() } } }
  /// Children are drawn shifted by −contentOffset: the visible window of a scrolling layer.
  @exclusivity(unchecked)
  public var contentOffset = Point.zero {
    didSet { if contentOffset != oldValue { markNeedsRedraw() } }
  }
  /// The radius in points rounding the background, border and, with ``clipsToBounds``, the clip.
  @exclusivity(unchecked)
  public var cornerRadius = 0.0 { didSet { if cornerRadius != oldValue { invalidate() } } }
  /// The width in points of the border drawn inside the bounds; 0 draws none.
  @exclusivity(unchecked)
  public var borderWidth = 0.0 { didSet { if borderWidth != oldValue { invalidate() } } }
  /// The colour of the border (clear by default).
  @exclusivity(unchecked)
  public var borderColor = Color.clear { didSet { if borderColor != oldValue { invalidate() } } }
  /// A drop shadow behind the layer's rounded bounds; nil (the default) draws none.
  @exclusivity(unchecked)
  public var shadow: Shadow? { didSet { if shadow != oldValue { invalidate() } } }
  /// What the layer draws inside its bounds: a shape, text, an icon, an image, or nothing.
  @exclusivity(unchecked)
  public var content = LayerContent.none { didSet { if content != oldValue { invalidate() } } }
  /// What the layer means for traces and accessibility (label, role, position); nil for none.
  @exclusivity(unchecked)
  public var semantics: Semantics?
  /// Extra per-node trace fields a component reports (`offset`, `rotationY`, `dipX`, …).
  /// Set them with `setTraceField(_:_:)`, by key.
  @exclusivity(unchecked)
  public private(set) var traceFields: [(String, TraceValue)] = []
  /// Extra trace fields computed only when a trace line is written, for values that change
  /// every frame (a dip centre, a path): the per-frame update then allocates nothing for them.
  /// Reported after `traceFields`. Capture the owning component weakly.
  @exclusivity(unchecked)
  public var traceFieldsProvider: (() -> [(String, TraceValue)])?

  /// Sets one trace field in place (no allocation once the field exists), keeping field order.
  public func setTraceField(_ key: String, _ value: TraceValue) {
    for i in traceFields.indices where traceFields[i].0 == key {
      traceFields[i].1 = value
      return
    }
    traceFields.append((key, value))
  }

  /// Removes the trace field `key`, if the layer has one.
  public func removeTraceField(_ key: String) {
    traceFields.removeAll { $0.0 == key }
  }

  /// The text this layer edits when it is a text field: the keyboard sends typing there while
  /// the layer has the focus. Nil for every other layer (held weakly: the field owns its layer).
  @exclusivity(unchecked)
  public weak var textInput: (any TextInputTarget)?
  /// Whether keyboard focus can move to the layer (Tab, Shift-Tab); nil, the default, decides
  /// from the semantics: tabs, buttons and text fields are focusable, other layers are not.
  @exclusivity(unchecked)
  public var isFocusable: Bool?
  /// A focus change asked for by a component inside this (root) layer, for the host's
  /// keyboard to carry out before the next frame: `true` to take the focus, `false` to give
  /// it up.
  @exclusivity(unchecked)
  public internal(set) var pendingFocusChange: (layer: Layer, focus: Bool)?

  /// Asks the host to move the keyboard focus to this layer (a text field that appears, or is
  /// tapped). Takes effect before the next frame; the request is kept on the root layer.
  public func requestFocus() { sceneRoot.pendingFocusChange = (self, true) }

  /// Asks the host to take the keyboard focus away from this layer if it has it (a sheet that
  /// goes away with its text field).
  public func resignFocus() { sceneRoot.pendingFocusChange = (self, false) }

  /// The topmost ancestor (the scene's root), or the layer itself.
  public var sceneRoot: Layer {
    var layer = self
    while let p = layer.parent { layer = p }
    return layer
  }

  /// Bumped whenever what this layer draws (not where) changes.
  @exclusivity(unchecked)
  public private(set) var rasterVersion = 0

  /// A drop shadow: colour, offset and blur radius, in points.
  public struct Shadow: Hashable, Sendable {
    /// The shadow colour, alpha included (black at 25 % by default).
    public var color: Color
    /// How far the shadow is moved from the layer, in points (2 points down by default).
    public var offset: Point
    /// How far the shadow spreads and fades out beyond the bounds, in points (6 by default).
    public var radius: Double
    /// Creates a shadow; by default black at 25 % opacity, 2 points down, 6 points of blur.
    public init(
      color: Color = Color.black.withAlpha(0.25), offset: Point = Point(0, 2), radius: Double = 6
    ) {
      self.color = color
      self.offset = offset
      self.radius = radius
    }
  }

  /// Creates a visible, opaque, untransformed layer with no content or children.
  public init(name: String? = nil, frame: Rect = .zero) {
    self.name = name
    frameStorage = Animated(frame)
  }

  deinit {
    for c in children { c.parent = nil }
  }

  // MARK: Tree

  /// Appends `child` on top of the other children, first removing it from any former parent.
  public func addChild(_ child: Layer) {
    child.removeFromParent()
    child.parent = self
    children.append(child)
    if child.needsPresent { markNeedsPresent() }
    // The child itself counts as changed, not only this layer: a renderer keeping what the
    // children showed last time must not take a layer new here for one it drew before.
    child.markNeedsRedraw()
    markNeedsRedraw()
  }

  /// Inserts `child` at `index` in drawing order (clamped to `0…children.count`), first removing
  /// it from any former parent.
  public func insertChild(_ child: Layer, at index: Int) {
    child.removeFromParent()
    child.parent = self
    children.insert(child, at: max(0, min(children.count, index)))
    if child.needsPresent { markNeedsPresent() }
    // The child itself counts as changed, not only this layer: a renderer keeping what the
    // children showed last time must not take a layer new here for one it drew before.
    child.markNeedsRedraw()
    markNeedsRedraw()
  }

  /// Detaches the layer from its parent; does nothing for a layer without one.
  public func removeFromParent() {
    guard let p = parent else { return }
    p.children.removeAll { $0 === self }
    parent = nil
    p.markNeedsRedraw()
  }

  /// Detaches every child of this layer.
  public func removeAllChildren() {
    for c in children { c.parent = nil }
    if !children.isEmpty { markNeedsRedraw() }
    children.removeAll()
  }

  // MARK: Convenience

  /// The presented frame.
  public var presentedFrame: Rect { frame.presented }
  /// The presented size as bounds at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: frame.presented.size) }

  /// Sets the frame immediately (no animation). A frame that is not finite is a programmer
  /// error (a precondition naming the call).
  public func setFrame(_ r: Rect) {
    precondition(r.isFinite, "Layer.setFrame: \(r) is not a finite rectangle")
    frame.set(r)
  }

  /// Marks the drawn appearance as changed so the renderer redraws it.
  public func invalidate() {
    rasterVersion &+= 1
    markNeedsRedraw()
  }

  /// True while this layer or a descendant has an animation in flight: `present(at:)` visits
  /// only such subtrees, so a frame costs what moves, not what exists (a resting layer's
  /// presented values already equal its model values). Ancestors of a marked layer are marked.
  @exclusivity(unchecked)
  public private(set) var needsPresent = false

  /// True when something this layer or a descendant shows has changed since the renderer last
  /// drew the scene (``didRedraw()``): a property written with a different value, a child
  /// added or removed, an animation that moved. A renderer skips a frame whose root is not
  /// marked — an unchanged frame costs nothing.
  @exclusivity(unchecked)
  public private(set) var needsRedraw = true

  /// Marks this layer and its ancestors as changed.
  public func markNeedsRedraw() {
    var layer: Layer? = self
    while let l = layer, !l.needsRedraw {
      l.needsRedraw = true
      layer = l.parent
    }
  }

  /// Called by a renderer once it has drawn the scene: clears ``needsRedraw`` on this layer
  /// and every marked descendant.
  public func didRedraw() {
    guard needsRedraw else { return }
    needsRedraw = false
    for c in children { c.didRedraw() }
  }

  private func markNeedsPresent() {
    var layer: Layer? = self
    while let l = layer, !l.needsPresent {
      l.needsPresent = true
      layer = l.parent
    }
  }

  /// Samples every animated property at `time`, for this layer and its subtree.
  public func present(at time: Double) {
    guard needsPresent else { return }
    let oldSize = frame.presented.size
    let oldBackground = backgroundColor.presented
    // Each sample goes through the property's observer, which marks the scene for redrawing
    // when the presented value moved.
    frame.present(at: time)
    opacity.present(at: time)
    transform.present(at: time)
    backgroundColor.present(at: time)
    if frame.presented.size != oldSize || backgroundColor.presented != oldBackground {
      invalidate()
    }
    var animating =
      frame.isAnimating || opacity.isAnimating || transform.isAnimating
      || backgroundColor.isAnimating
    for c in children where c.needsPresent {
      c.present(at: time)
      if c.needsPresent { animating = true }
    }
    needsPresent = animating
  }

  // MARK: Input

  /// False takes the layer and everything in it out of hit testing: touches fall through to
  /// what is behind (UIKit's `isUserInteractionEnabled`, Flutter's `IgnorePointer`). A
  /// scrolling list turns its rows off while it coasts, so a touch stops the list instead of
  /// tapping a row.
  @exclusivity(unchecked)
  public var isUserInteractionEnabled = true

  /// Whether the layer itself can be what a touch lands on (its children are asked first
  /// either way).
  public enum HitTestBehavior: Hashable, Sendable {
    /// A target where it has a visible background or gesture recognisers; text, icons and
    /// shapes alone are not (like UIKit's labels and image views).
    case automatic
    /// Never itself a target; touches pass through to what is behind it, while its children
    /// still receive theirs (a header drawn over a scrolling page).
    case passThrough
    /// A target everywhere inside its bounds, background or not (a modal's scrim).
    case opaque
  }

  /// How the layer takes part in hit testing (``HitTestBehavior/automatic`` by default).
  @exclusivity(unchecked)
  public var hitTestBehavior = HitTestBehavior.automatic

  /// The recognisers that compete for touches landing on this layer or inside it.
  @exclusivity(unchecked)
  public private(set) var gestureRecognizers: [GestureRecognizer] = []

  /// Attaches `recognizer`: touches that land on this layer or on a layer inside it reach it.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    precondition(
      !gestureRecognizers.contains { $0 === recognizer },
      "Layer.addGestureRecognizer: the recogniser is already attached to this layer")
    gestureRecognizers.append(recognizer)
  }

  /// Detaches `recognizer`; a touch it is tracking carries on to its end.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    gestureRecognizers.removeAll { $0 === recognizer }
  }

  /// The deepest layer a touch at scene point `point` lands on, or nil.
  public func hitTest(_ point: Point) -> Layer? { hitTestPath(point).first }

  /// The layers a touch at scene point `point` (the root's coordinates) reaches: the deepest
  /// target first, then each ancestor up to this layer — the order their recognisers join the
  /// gesture arena. Empty when nothing is hit. Hidden, transparent and non-interactive
  /// layers are skipped with everything inside them; a clipping layer (rounded corners
  /// included) cuts off its children outside its shape; transforms, 3-D ones included, are
  /// inverted exactly. Later children are in front and asked first.
  public func hitTestPath(_ point: Point) -> [Layer] {
    var path: [Layer] = []
    guard let hit = hitTarget(local: point) else { return path }
    var layer: Layer? = hit
    while let l = layer {
      path.append(l)
      if l === self { break }
      layer = l.parent
    }
    return path
  }

  /// The deepest target for a point in this layer's own coordinates.
  private func hitTarget(local p: Point) -> Layer? {
    guard !isHidden, isUserInteractionEnabled, opacity.presented > 0.01 else { return nil }
    let inside = contains(local: p)
    if clipsToBounds && !inside { return nil }
    for child in children.reversed() {
      guard let q = child.transformToParent.unprojectPoint(p) else { continue }
      if let hit = child.hitTarget(local: q) { return hit }
    }
    guard inside else { return nil }
    switch hitTestBehavior {
    case .passThrough: return nil
    case .opaque: return self
    case .automatic:
      let drawsSurface = backgroundColor.presented.alpha > 0.01
      return drawsSurface || gestureRecognizers.contains(where: \.isEnabled) ? self : nil
    }
  }

  /// True for a point inside the bounds, rounded corners considered.
  private func contains(local p: Point) -> Bool {
    let b = bounds
    guard b.contains(p) else { return false }
    let r = min(cornerRadius, b.width / 2, b.height / 2)
    guard r > 0 else { return true }
    // Outside the rounded corners: nearer a corner than the radius allows.
    let cx = min(max(p.x, r), b.width - r)
    let cy = min(max(p.y, r), b.height - r)
    return Point(cx, cy).distance(to: p) <= r
  }
}

extension Transform3D {
  /// `unproject`, with the common scale-and-translate case done without the matrix work.
  func unprojectPoint(_ p: Point) -> Point? {
    if isAffine2D && m12 == 0 && m21 == 0 {
      guard m11 != 0, m22 != 0 else { return nil }
      return Point((p.x - m41) / m11, (p.y - m42) / m22)
    }
    return unproject(p)
  }
}
