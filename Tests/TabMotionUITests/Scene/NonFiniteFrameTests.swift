import TabMotionCore
import TabMotionUI
import Testing

/// A frame that is not a number has no place on screen. Set through `setFrame` it stops the
/// program with a message naming the call; reached another way (an animated frame driven to
/// NaN, a model's arithmetic) the trace refuses the line and names the node, on the layer
/// itself and on every layer under it, instead of writing the layer at the origin.
@Suite("A frame that is not a number")
struct NonFiniteFrameTests {
  final class Card: Screen {
    let root = Layer(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let card = Layer(name: "card", frame: Rect(x: 20, y: 100, width: 350, height: 200))
    let title = Layer(name: "card.title", frame: Rect(x: 16, y: 16, width: 200, height: 24))

    init() {
      card.addChild(title)
      root.addChild(card)
      root.present(at: 0)
    }
    func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {}
    func update(to time: Double) {}
  }

  @Test func aFiniteFrameIsTracedWhereItIs() throws {
    let screen = Card()
    let line = try TraceEncoder.line(frame: 0, time: 0, screen: screen)
    #expect(line.contains(#""card.title":{"x":36,"y":116"#), "\(line)")
  }

  @Test(arguments: [
    Rect(x: .nan, y: 100, width: 350, height: 200),
    Rect(x: 20, y: 100, width: .infinity, height: 200),
    Rect(x: 20, y: -.infinity, width: 350, height: 200),
  ])
  func theTraceNamesTheLayerWhoseFrameIsNotANumber(_ frame: Rect) {
    let screen = Card()
    screen.card.frame.set(frame)
    screen.root.present(at: 0)
    #expect(throws: TabMotionError.self) {
      try TraceEncoder.line(frame: 3, time: 0.05, screen: screen)
    }
    do {
      _ = try TraceEncoder.line(frame: 3, time: 0.05, screen: screen)
    } catch {
      #expect(error.field == "trace")
      #expect(error.reason.contains("frame 3: card.frame is not a finite number"), "\(error)")
    }
  }

  @Test func aLayerUnderANonFiniteFrameIsRefusedToo() {
    let screen = Card()
    screen.card.frame.set(Rect(x: .nan, y: 100, width: 350, height: 200))
    screen.root.present(at: 0)
    screen.card.name = nil
    do {
      _ = try TraceEncoder.line(frame: 0, time: 0, screen: screen)
      Issue.record("a layer under a NaN frame was traced")
    } catch {
      #expect(error.reason.contains("card.title.frame is not a finite number"), "\(error)")
    }
  }

  @Test func settingANonFiniteFrameNamesTheCall() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      layer.setFrame(Rect(x: 0, y: 0, width: .nan, height: 10))
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("Layer.setFrame:"), "\(message)")
    #expect(message.contains("is not a finite rectangle"), "\(message)")
  }
}
