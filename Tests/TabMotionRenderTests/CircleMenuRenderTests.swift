import Testing

@testable import TabMotionCore
@testable import TabMotionRender
@testable import TabMotionUI

/// A closed circle menu's items are made while frames are idle, so the frame that opens the
/// menu draws them without rasterising; growing from a third of their size, they are drawn
/// from halved copies of their rasters.
@Suite("Circle menu rendering")
struct CircleMenuRenderTests {
  @Test func openingTheMenuRasterisesNothingAfterIdleFrames() throws {
    let viewport = Size(390, 844)
    let colors = [0xF76707, 0x12B886, 0x7950F2, 0x228BE6]
    let items = colors.enumerated().map { i, hex in
      CircleMenu.Item(
        title: "item \(i)",
        icon: .init(
          path: .circle(center: Point(0.5, 0.5), radius: 0.3), color: .white),
        tint: Color(hex: UInt32(hex)))
    }
    let menu = try CircleMenu(items: items)
    try menu.layout(viewport: viewport, safeArea: .zero)
    let root = Layer(frame: Rect(origin: .zero, size: viewport))
    root.backgroundColor.set(.white)
    root.addChild(menu.layer)
    menu.update(to: 0)
    root.present(at: 0)
    let renderer = try SceneRenderer(viewport: viewport, scale: 3, text: try TextRenderer())
    try renderer.render(root)
    var made = 0
    for _ in 0..<10 {
      try renderer.render(root)
      made += try renderer.prepare(root, budget: 2)
    }
    // The four items' shadowed circles and their four icons (alike: one raster, shared).
    #expect(made == 8)
    #expect(menu.open(at: 1))
    menu.update(to: 1.02)
    root.present(at: 1.02)
    try renderer.render(root)
    #expect(renderer.rasterizations == 0)
    // A third of their size: the circles and the shared icon drawn from halved copies.
    #expect(renderer.reducedRasterCount == 5)
  }
}
