import CCairo
import Foundation
import Testing

@testable import TabMotionCore
@testable import TabMotionRender
@testable import TabMotionUI

/// Hostile scenarios for retained subtrees (``RetainedSubtree``): every frame a compositing
/// renderer draws is compared with the same scene drawn whole by a renderer that never copies
/// subtrees.
@Suite("Retained subtrees, hostile")
struct RetainedSubtreeHostileTests {
  typealias Scene = MovingSubtreeTests

  /// A scene, a compositing renderer kept from frame to frame, and a page sliding in it.
  final class Rig {
    let root: Layer
    var page: Layer
    let label: Layer
    let text: TextRenderer
    let r: SceneRenderer
    var x = 0.0
    var dx = -0.5
    var t = 0.0
    let name: String

    init(_ name: String, opaque: Bool = true, idle: Bool = true) throws {
      self.name = name
      let (root, page, label) = Scene.scene(opaque: opaque)
      self.root = root
      self.page = page
      self.label = label
      text = try TextRenderer()
      r = try Scene.compositing(text)
      reference = try Scene.reference(text)
      if idle { try Scene.idle(r, root) }
    }

    /// Draws every layer of each frame, to compare with.
    let reference: SceneRenderer

    var retained: Bool { isRetained(page) }
    func isRetained(_ layer: Layer) -> Bool {
      r.list.items.contains { $0.layer === layer && $0.retained != nil }
    }

    /// Renders a frame (presenting at the next time) and, unless `checked` is false, compares
    /// it with the scene drawn from scratch.
    @discardableResult
    func frame(_ note: String, checked: Bool = true) throws -> Int {
      t += 1
      root.present(at: t)
      let a = try r.render(root)
      guard checked else { return 0 }
      let b = try Scene.drawn(root, by: reference)
      let d = try Scene.differing(a, b)
      #expect(d == 0, "\(name) — \(note)")
      return d
    }

    /// Slides the page one step (back and forth within ±40 pt); true when it was retained.
    @discardableResult
    func slide(_ note: String, checked: Bool = true) throws -> Bool {
      if x + dx < -40 || x + dx > 0 { dx = -dx }
      x += dx
      page.setFrame(Rect(x: x, y: page.frame.presented.minY, width: 120, height: 160))
      try frame(note, checked: checked)
      return retained
    }

    /// Slides until the page is retained (every fifth frame checked), then one frame more.
    func untilRetained(_ note: String) throws -> Bool {
      for k in 0..<200 {
        if try slide("\(note) (waiting \(k))", checked: k % 5 == 0) {
          return try slide("\(note) (retained)")
        }
      }
      return false
    }

    /// Several checked frames after a change: sliding, and standing.
    func after(_ note: String, slides: Int = 4) throws {
      try frame("\(note): first frame")
      for k in 0..<slides { try slide("\(note): slide \(k)") }
    }

  }

  /// A screen of `background` holding one hairline layer (`line`, black) declared to move as
  /// one, with one child (`child`, filled with `color`); a compositing renderer idle until its
  /// rasters are made, and a reference renderer drawing every layer.
  static func hairline(
    _ line: Rect, background: Color, child: Rect, color: Color
  ) throws -> (root: Layer, line: Layer, renderer: SceneRenderer, reference: SceneRenderer) {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 200))
    root.backgroundColor.set(background)
    let hairline = Layer(frame: line)
    hairline.movesAsOne = true
    hairline.backgroundColor.set(.black)
    root.addChild(hairline)
    let inside = Layer(frame: child)
    inside.backgroundColor.set(color)
    hairline.addChild(inside)
    root.present(at: 0)
    let text = try TextRenderer()
    let renderer = try Scene.compositing(text)
    try Scene.idle(renderer, root)
    return (root, hairline, renderer, try Scene.reference(text))
  }

  // MARK: - Scenarios

  /// A page that is itself a hairline (a sub-pixel thin rectangle) with children: its line is
  /// placed from its unsnapped origin, so its raster depends on the fraction of a pixel it
  /// stands at; moved to another fraction, it is not shown from a raster of the old one.
  @Test func aHairlinePageMovedByAFraction() throws {
    let (root, strip, r, reference) = try Self.hairline(
      Rect(x: 0, y: 100, width: 120, height: 0.3), background: Color(hex: 0xF1F3F5),
      child: Rect(x: 10, y: 0.3, width: 20, height: 8), color: Color(hex: 0x1C7ED6))
    var retained = false
    var t = 0.0
    func frame(_ y: Double, _ x: Double) throws -> Int {
      t += 1
      strip.setFrame(Rect(x: x, y: y, width: 120, height: 0.3))
      root.present(at: t)
      let a = try r.render(root)
      let b = try Scene.drawn(root, by: reference)
      retained = r.list.items.contains { $0.layer === strip && $0.retained != nil }
      return try Scene.differing(a, b)
    }
    // Slides sideways on whole pixels until retained.
    var x = 0.0
    for _ in 0..<120 where !retained {
      x -= 1.0 / 3
      let d = try frame(100, x)
      #expect(d == 0)
    }
    // Now a vertical move by 0.84 pt: 2.52 device pixels, whose line falls a row above its
    // snapped origin.
    for (k, y) in [100.84, 100.84 + 1, 101.84 + 1.0 / 3, 100.0].enumerated() {
      x -= 1.0 / 3
      let d = try frame(y, x)
      #expect(d == 0, "step \(k) y \(y)")
    }
  }

  /// The same, as it would happen in a slide: a vertical divider (0.3 pt wide) declared to
  /// move as one with a knob beside it, slid sideways by 0.17 pt (0.51 device pixels) a frame.
  @Test func aHairlineDividerSlidByFractionsOfAPoint() throws {
    let (root, divider, r, reference) = try Self.hairline(
      Rect(x: 60, y: 20, width: 0.3, height: 150), background: .white,
      child: Rect(x: 0.3, y: 60, width: 10, height: 20), color: Color(hex: 0xE8590C))
    var x = 60.0
    var retainedFrames = 0
    for step in 0..<112 {
      x -= step < 60 ? 1.0 / 3 : 0.17
      divider.setFrame(Rect(x: x, y: 20, width: 0.3, height: 150))
      root.present(at: Double(step + 1))
      let a = try r.render(root)
      let retained = r.list.items.contains { $0.layer === divider && $0.retained != nil }
      if retained { retainedFrames += 1 }
      // Every frame once it moves by fractions of a pixel; every tenth before.
      guard step >= 60 || step % 10 == 0 else { continue }
      let b = try Scene.drawn(root, by: reference)
      #expect(try Scene.differing(a, b) == 0, "step \(step) x \(x)")
    }
    // Kept as its raster alone while it slid by whole pixels.
    #expect(retainedFrames >= 50)
  }

  /// A child deallocated and a new layer made at the same address put in its place — one
  /// already drawn elsewhere, so it arrives without a mark of its own.
  @Test func aChildReplacedByANewLayerAtTheSameAddress() throws {
    let g = try Rig("address reuse")
    var tries = 0
    var reused = 0
    while tries < 6 {
      tries += 1
      #expect(try g.untilRetained("reuse \(tries)"))
      let index = g.page.children.count - 1
      let oldID: ObjectIdentifier
      do {
        let old = g.page.children[index]
        oldID = ObjectIdentifier(old)
        old.removeFromParent()
      }
      let fresh = Layer(frame: Rect(x: 0, y: 100, width: 120, height: 30))
      fresh.backgroundColor.set(Color(hex: 0x0B7285))
      let same = ObjectIdentifier(fresh) == oldID
      if same { reused += 1 }
      // Drawn elsewhere (another window's tree): its marks are cleared.
      let elsewhere = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      elsewhere.addChild(fresh)
      elsewhere.didRedraw()
      fresh.removeFromParent()
      g.page.insertChild(fresh, at: index)
      try g.after("replaced (same address \(same))", slides: 2)
    }
  }

  /// Children swapped, and a child removed and added back, within one frame.
  @Test func childrenShuffledWithinAFrame() throws {
    let g = try Rig("shuffle")
    #expect(try g.untilRetained("remove and add back"))
    let card = g.page.children[0]
    card.removeFromParent()
    g.page.insertChild(card, at: 0)
    try g.after("removed and added back in place")
    #expect(try g.untilRetained("swap"))
    let a = g.page.children[0]
    let b = g.page.children[1]
    g.page.insertChild(b, at: 0)
    #expect(g.page.children[1] === a)
    try g.after("first two swapped")
    #expect(try g.untilRetained("moved between frames"))
    // A child moved out for a frame and back the next.
    g.label.removeFromParent()
    try g.slide("label out")
    g.page.addChild(g.label)
    try g.after("label back")
  }
}
