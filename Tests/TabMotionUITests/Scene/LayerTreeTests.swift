import TabMotionCore
import TabMotionUI
import Testing

/// The layer tree's bookkeeping through the public API: a child's parent pointer (not
/// retained, cleared by the parent) and what a property write marks for the renderer.
@Suite("Layer tree")
struct LayerTreeTests {
  @Test func aChildOutlivingItsParentHasNone() {
    let child = Layer()
    weak var gone: Layer?
    do {
      let parent = Layer()
      parent.addChild(child)
      #expect(child.parent === parent)
      gone = parent
    }
    #expect(gone == nil, "a child does not keep its parent alive")
    #expect(child.parent == nil)
    // It can join another tree as any detached layer.
    let other = Layer()
    other.addChild(child)
    #expect(child.parent === other && other.children.count == 1)
  }

  @Test func movingAChildLeavesItsFormerParent() {
    let a = Layer()
    let b = Layer()
    let child = Layer()
    a.addChild(child)
    b.insertChild(child, at: 0)
    #expect(a.children.isEmpty && b.children.count == 1 && child.parent === b)
    child.removeFromParent()
    #expect(b.children.isEmpty && child.parent == nil)
    b.addChild(child)
    b.removeAllChildren()
    #expect(child.parent == nil)
  }

  /// Writing a value that is already shown marks nothing; a move marks the scene without
  /// redrawing the layer's raster; a new size or background redraws it too.
  @Test func writesMarkOnlyWhatChanges() {
    let root = Layer()
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    root.addChild(layer)
    root.didRedraw()
    let version = layer.rasterVersion

    layer.frame.set(Rect(x: 0, y: 0, width: 10, height: 10))
    layer.opacity.set(1)
    layer.transform.set(.identity)
    layer.backgroundColor.set(.clear)
    #expect(!root.needsRedraw && layer.rasterVersion == version)

    layer.frame.set(Rect(x: 5, y: 0, width: 10, height: 10))
    #expect(root.needsRedraw && layer.rasterVersion == version)
    root.didRedraw()
    layer.frame.set(Rect(x: 5, y: 0, width: 20, height: 10))
    #expect(root.needsRedraw && layer.rasterVersion == version + 1)

    root.didRedraw()
    layer.opacity.set(0.5)
    #expect(root.needsRedraw && layer.rasterVersion == version + 1)
    root.didRedraw()
    layer.transform.set(.scale(2, 2))
    #expect(root.needsRedraw && layer.rasterVersion == version + 1)
    root.didRedraw()
    layer.backgroundColor.set(.white)
    #expect(root.needsRedraw && layer.rasterVersion == version + 2)

    // An animation started by a write is presented from the root.
    #expect(!root.needsPresent)
    layer.transform.animate(to: .identity, with: .curve(.linear, duration: 1), at: 0)
    #expect(root.needsPresent)
    root.present(at: 0.5)
    #expect(layer.transform.presented.m11 == 1.5)
    root.present(at: 1)
    #expect(!root.needsPresent && layer.transform.presented == .identity)
  }
}
