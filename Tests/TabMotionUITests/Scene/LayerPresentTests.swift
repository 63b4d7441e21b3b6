import Testing

@testable import TabMotionCore
@testable import TabMotionUI

/// `present(at:)` only visits subtrees with an animation in flight, with the same result as
/// visiting everything.
@Suite("Layer presentation")
struct LayerPresentTests {
  @Test func onlyAnimatingSubtreesArePresentedAndTheyLandExactly() {
    let root = Layer()
    let resting = Layer()
    let parent = Layer()
    let moving = Layer()
    root.addChild(resting)
    root.addChild(parent)
    parent.addChild(moving)
    #expect(!root.needsPresent)
    moving.opacity.animate(to: 0, with: .curve(.linear, duration: 1), at: 0)
    #expect(moving.needsPresent && parent.needsPresent && root.needsPresent)
    #expect(!resting.needsPresent)
    root.present(at: 0.5)
    #expect(moving.opacity.presented == 0.5)
    root.present(at: 1)
    #expect(moving.opacity.presented == 0)
    #expect(!root.needsPresent && !parent.needsPresent && !moving.needsPresent)
  }

  @Test func aMovingSubtreeAddedToARestingTreeIsPresented() {
    let root = Layer()
    let child = Layer()
    child.frame.animate(
      to: Rect(x: 100, y: 0, width: 10, height: 10), with: .curve(.linear, duration: 1), at: 0)
    root.addChild(child)
    #expect(root.needsPresent)
    root.present(at: 0.25)
    #expect(child.presentedFrame.minX == 25)
  }
}
