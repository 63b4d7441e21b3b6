import Testing

@testable import TabMotionCore
@testable import TabMotionRender
@testable import TabMotionUI

/// Seeded random scenes of pages that move as one — cards with corners, shadows and borders,
/// texts, hairlines, a list whose rows move as one — changed at random while they slide
/// (texts, hiding, fading, nudging, raising a layer over its siblings, moving it to a page), each
/// frame drawn by a renderer that composites, redraws in part and makes rasters ahead, and
/// compared with the frame drawn whole. The same seed always plays the same frames.
@Suite("Compositor under random scenes")
struct CompositorFuzzTests {
  /// Draws from a seeded SplitMix64 stream: the same seed, the same scene and changes.
  struct Generator {
    var source: SplitMix64
    init(state: UInt64) { source = SplitMix64(state: state) }
    mutating func next() -> UInt64 { source.next() }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }
    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
    /// A distance in points: whole, a device pixel's fraction at 3×, or a half point.
    mutating func distance() -> Double {
      let whole = Double(below(81) - 40)
      return pick([whole, whole + 1.0 / 3, whole + 0.5, whole - 2.0 / 3])
    }
    mutating func color(alpha: Double = 1) -> Color {
      Color(
        red: Double(below(256)) / 255, green: Double(below(256)) / 255,
        blue: Double(below(256)) / 255, alpha: alpha)
    }
  }

  /// The scene: a screen, a clipping pager and its pages, and every layer that may change.
  struct Scene {
    let root: Layer
    var pages: [Layer] = []
    var changeable: [Layer] = []
    var texts: [Layer] = []
  }

  static let words = ["Hello", "Swift", "Row 12", "iiii", "WWWW", "Menu", "ab"]

  static func scene(_ g: inout Generator) -> Scene {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 200))
    root.backgroundColor.set(g.color())
    var scene = Scene(root: root)
    let top = g.pick([0.0, 20, 20.5, 21 + 1.0 / 3])
    let pager = Layer(frame: Rect(x: 0, y: top, width: 120, height: 200 - top))
    pager.clipsToBounds = true
    root.addChild(pager)
    for index in 0..<(2 + g.below(2)) {
      let page = Layer(frame: Rect(x: 120 * Double(index), y: 0, width: 120, height: 180))
      page.movesAsOne = true
      page.backgroundColor.set(g.color(alpha: g.pick([1, 1, 0.5])))
      pager.addChild(page)
      scene.pages.append(page)
      var y = 4.0 + Double(g.below(3))
      for _ in 0..<(2 + g.below(3)) {
        let card = Layer(
          frame: Rect(x: 8 + g.pick([0, 0.5, 1.0 / 3]), y: y, width: 104, height: 40))
        card.backgroundColor.set(g.color(alpha: g.pick([1, 1, 0.8])))
        card.cornerRadius = g.pick([0, 3.5, 12])
        if g.chance(0.5) {
          card.shadow = Layer.Shadow(
            offset: Point(0, g.pick([1.5, 2])), radius: g.pick([2.5, 3, 6]))
        }
        if g.chance(0.3) {
          card.borderWidth = g.pick([0.5, 1, 2])
          card.borderColor = g.color()
        }
        let label = Layer(frame: Rect(x: 8, y: 8, width: 88, height: 22))
        label.content = .text(
          .init(g.pick(words), font: .system(13, g.pick([.regular, .bold])), color: g.color()))
        card.addChild(label)
        let line = Layer(frame: Rect(x: 8, y: 36 + g.pick([0, 1.0 / 3]), width: 88, height: 0.33))
        line.backgroundColor.set(g.color(alpha: g.pick([1, 0.4])))
        card.addChild(line)
        page.addChild(card)
        scene.changeable += [card, label, line]
        scene.texts.append(label)
        y += 44 + g.pick([0, 0.5, 1.0 / 3])
      }
      if g.chance(0.5) {
        let list = Layer(frame: Rect(x: 0, y: y, width: 120, height: 72))
        list.clipsToBounds = true
        for r in 0..<4 {
          let row = Layer(frame: Rect(x: 0, y: 24 * Double(r), width: 120, height: 24))
          row.movesAsOne = true
          row.backgroundColor.set(g.color())
          let text = Layer(frame: Rect(x: 6, y: 2, width: 80, height: 20))
          text.content = .text(.init(g.pick(words), font: .system(11)))
          row.addChild(text)
          list.addChild(row)
          scene.changeable += [row, text]
          scene.texts.append(text)
        }
        page.addChild(list)
      }
    }
    return scene
  }

  /// One random change, or none (an idle frame, on which the renderer makes rasters ahead).
  static func change(_ scene: Scene, _ g: inout Generator) -> Bool {
    switch g.below(12) {
    case 0, 1, 2, 3, 4:
      let dx = g.distance()
      for page in scene.pages {
        let f = page.frame.presented
        page.setFrame(Rect(x: f.minX + dx, y: f.minY, width: f.width, height: f.height))
      }
    case 5:
      let layer = g.pick(scene.texts)
      if case .text(var t) = layer.content {
        t.string = g.pick(words)
        layer.content = .text(t)
      }
    case 6:
      let layer = g.pick(scene.changeable)
      layer.isHidden.toggle()
    case 7:
      let layer = g.pick(scene.changeable)
      layer.opacity.set(layer.opacity.presented < 1 ? 1 : 0.5)
    case 8:
      let layer = g.pick(scene.changeable)
      let f = layer.frame.presented
      layer.setFrame(
        Rect(x: f.minX + g.pick([-1, 1, 0.5]), y: f.minY, width: f.width, height: f.height))
    case 9:
      // Raised over its siblings.
      let layer = g.pick(scene.changeable)
      layer.parent?.addChild(layer)
    case 10:
      // Moved to a page, on top of what it holds (pages hold no changeable layer's ancestor).
      g.pick(scene.pages).addChild(g.pick(scene.changeable))
    default:
      return false
    }
    return true
  }

  @Test(arguments: 1...12)
  func everyFrameIsTheFrameDrawnWhole(seed: Int) throws {
    var g = Generator(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
    let scene = Self.scene(&g)
    let text = try TextRenderer()
    let compositing = try MovingSubtreeTests.compositing(text)
    let reference = try MovingSubtreeTests.reference(text)
    // Idle frames first, as a screen that has just appeared gets: the pages' rasters are made.
    try MovingSubtreeTests.idle(compositing, scene.root)
    var copies = 0
    for frame in 0..<60 {
      let changed = Self.change(scene, &g)
      scene.root.present(at: Double(frame) / 60)
      let a = try compositing.render(scene.root)
      copies += compositing.movingCopies
      if !changed { try compositing.prepare(scene.root, budget: 2) }
      let b = try MovingSubtreeTests.drawn(scene.root, by: reference)
      let differing = try MovingSubtreeTests.differing(a, b)
      #expect(differing == 0, "seed \(seed), frame \(frame): \(differing) pixels differ")
      if differing > 0 { break }
    }
    #expect(copies > 0, "seed \(seed): nothing was copied")
  }
}
