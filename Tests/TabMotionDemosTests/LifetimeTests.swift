import TabMotionCore
import TabMotionDemos
import TabMotionUI
import Testing

/// Screens are freed when their host lets go — also with a finger still down, when the arena
/// and the recognisers it holds would otherwise keep each other (and the screen) alive. Both
/// cycles were found by the fuzzer under AddressSanitizer's leak check.
@Suite("Lifetimes: nothing outlives its host")
struct LifetimeTests {
  struct Weak {
    weak var object: AnyObject?
  }

  /// Every layer and recogniser in the tree, held weakly.
  static func everything(under layer: Layer) -> [Weak] {
    [Weak(object: layer)] + layer.gestureRecognizers.map { Weak(object: $0) }
      + layer.children.flatMap { everything(under: $0) }
  }

  @Test(arguments: DemoRegistry.names)
  func everyDemoIsFreedEvenWithAFingerDown(_ name: String) throws {
    weak var freed: AnyObject?
    var objects: [Weak] = []
    do {
      let type = try #require(DemoRegistry.demo(named: name))
      let screen = try type.init(environment: ScreenEnvironment())
      let input = PointerDispatcher()
      screen.update(to: 0)
      screen.root.present(at: 0)
      // A drag across the middle of the screen, left held: every demo has recognisers there.
      input.dispatch(PointerEvent(.down, position: Point(300, 420), time: 0.1), to: screen.root)
      input.dispatch(PointerEvent(.move, position: Point(200, 430), time: 0.2), to: screen.root)
      screen.update(to: 0.2)
      #expect(input.isTracking)
      freed = screen
      objects = Self.everything(under: screen.root)
    }
    #expect(freed == nil, "\(name) is still alive")
    #expect(objects.count > 10)
    let alive = objects.compactMap(\.object)
    #expect(
      alive.isEmpty,
      "\(name): \(alive.count) layers and recognisers are still alive: \(alive.prefix(3))")
  }
}
