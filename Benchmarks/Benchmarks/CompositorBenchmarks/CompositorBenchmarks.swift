import Benchmark
import TabMotionCore
import TabMotionRender
import TabMotionUI

/// The renderer's display list and its compositor at 1170×2532: building the list (and the
/// passes that read it) for a frame in which nothing moved, and a page of cards sliding, copied
/// from its raster or drawn layer by layer.
let benchmarks: @Sendable () -> Void = {
  let config = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3),
    maxIterations: 300)

  /// A phone screen whose pager holds one page of `cards` shadowed cards with a title each.
  func page(cards: Int) -> (root: Layer, page: Layer) {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.backgroundColor.set(.white)
    let pager = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    pager.clipsToBounds = true
    root.addChild(pager)
    let page = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    page.backgroundColor.set(Color(hex: 0xF1F3F5))
    page.movesAsOne = true
    pager.addChild(page)
    for k in 0..<cards {
      let card = Layer(frame: Rect(x: 16, y: 60 + Double(k) * 96, width: 358, height: 84))
      card.backgroundColor.set(.white)
      card.cornerRadius = 12
      card.shadow = Layer.Shadow()
      let title = Layer(frame: Rect(x: 16, y: 16, width: 300, height: 22))
      title.content = .text(.init("Card \(k)", font: .system(17, .semibold)))
      card.addChild(title)
      page.addChild(card)
    }
    root.present(at: 0)
    return (root, page)
  }

  // The frame's one walk of the tree into its display list, the occlusion plan and the damage
  // comparison: the scene is marked changed but nothing on screen moved, so nothing is drawn.
  Benchmark("display list of a page of 8 cards (1 frame, nothing drawn)", configuration: config) {
    benchmark in
    let (root, _) = page(cards: 8)
    let renderer = try SceneRenderer(
      viewport: Size(390, 844), scale: 3, text: try TextRenderer())
    try renderer.render(root)
    // The scene and the renderer (a frame-sized target, its spare memory) are made outside
    // the measurement: only the frames are timed.
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      root.markNeedsRedraw()
      try renderer.render(root)
      blackHole(renderer.skippedLastFrame)
    }
    benchmark.stopMeasurement()
  }

  // A page sliding a pixel a frame: copied from its raster (made on the second frame), and
  // drawn layer by layer for comparison.
  for copies in [true, false] {
    let name = copies ? "copied from its raster" : "drawn layer by layer"
    Benchmark("a sliding page of 8 cards, \(name) (1 frame)", configuration: config) {
      benchmark in
      let (root, page) = page(cards: 8)
      let renderer = try SceneRenderer(
        viewport: Size(390, 844), scale: 3, text: try TextRenderer())
      renderer.compositesMovingLayers = copies
      var x = 0.0
      func slide() throws {
        x = x <= -300 ? 0 : x - 1
        page.setFrame(Rect(x: x, y: 0, width: 390, height: 844))
        root.present(at: -x)
        try renderer.render(root)
      }
      for _ in 0..<3 { try slide() }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { try slide() }
      benchmark.stopMeasurement()
      blackHole(renderer.movingCopies)
    }
  }
}
