import Foundation
import TabMotionCore
import Testing

@testable import TabMotionUI

/// A name two layers share — two screens nested one in the other both call their parts
/// `item.1`, `tabBar`, … — stands for the one the user sees: the trace lists it once, with that
/// layer, and a script's `{"node": name}` taps that layer, never a hidden one.
@Suite("Names two layers share")
struct SharedNameTests {
  /// A hidden page holding an `item.1` (as a pager's page not on show), then an `item.1` on
  /// screen over it.
  final class Nested: Screen {
    let root = Layer(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let hiddenPage = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let inner = Layer(name: "item.1", frame: Rect(x: 0, y: 100, width: 100, height: 40))
    let outer = Layer(name: "item.1", frame: Rect(x: 200, y: 700, width: 100, height: 40))
    var taps = 0

    init() {
      hiddenPage.isHidden = true
      hiddenPage.addChild(inner)
      root.addChild(hiddenPage)
      root.addChild(outer)
      let tap = TapGestureRecognizer()
      tap.onTap = { [weak self] _, _ in self?.taps += 1 }
      outer.addGestureRecognizer(tap)
      root.present(at: 0)
    }
    func layout(_ environment: ScreenEnvironment, at time: Double) throws(TabMotionError) {}
    func update(to time: Double) {}
  }

  @Test func aSharedNameStandsForTheLayerInFrontThatIsShown() throws {
    let screen = Nested()
    // The hidden page's item comes first in the tree; the one on screen is meant.
    #expect(GestureScript.Target.node("item.1").resolve(in: screen.root) == Point(250, 720))
    #expect(screen.root.named("item.1") === screen.outer)
    // Both shown: the later one, drawn in front, where a tap at the centre lands.
    screen.hiddenPage.isHidden = false
    #expect(screen.root.named("item.1") === screen.outer)
    // Only the page's shown: that one.
    screen.outer.isHidden = true
    #expect(GestureScript.Target.node("item.1").resolve(in: screen.root) == Point(50, 120))
    // None shown (hidden, or transparent through an ancestor): not on screen.
    screen.hiddenPage.opacity.set(0)
    screen.root.present(at: 1)
    #expect(screen.root.named("item.1") === screen.inner)
    #expect(GestureScript.Target.node("item.1").resolve(in: screen.root) == nil)
    #expect(GestureScript.Target.node("item.9").resolve(in: screen.root) == nil)
  }

  @Test func theTraceListsASharedNameOnceWithTheLayerItStandsFor() throws {
    let screen = Nested()
    let line = try TraceEncoder.line(frame: 1, time: 0, screen: screen)
    #expect(line.components(separatedBy: "\"item.1\":").count == 2, "\(line)")
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    let nodes = try #require(object?["nodes"] as? [String: [String: Any]])
    let item = try #require(nodes["item.1"])
    #expect((item["x"] as? NSNumber)?.doubleValue == 200)
    #expect((item["y"] as? NSNumber)?.doubleValue == 700)
    #expect((item["hidden"] as? Bool) == false)
    // Nothing shown under the name: the first layer so named, reported hidden.
    screen.outer.isHidden = true
    let hidden = try TraceEncoder.line(frame: 2, time: 0, screen: screen)
    let again = try JSONSerialization.jsonObject(with: Data(hidden.utf8)) as? [String: Any]
    let first = try #require((again?["nodes"] as? [String: [String: Any]])?["item.1"])
    #expect((first["x"] as? NSNumber)?.doubleValue == 0)
    #expect((first["hidden"] as? Bool) == true)
  }

  /// A script's tap by name reaches the layer on screen; a name whose every layer is hidden is
  /// an error naming the step, not a tap that lands nowhere.
  @Test func aTapByASharedNameReachesTheLayerOnScreen() throws {
    let screen = Nested()
    let env = ScreenEnvironment(scale: 1)
    let tap = try GestureScript.parse(
      json: Array(#"{"steps":[{"tap":{"node":"item.1"}},{"wait":0.2}]}"#.utf8))
    var player = ScriptPlayer(script: tap, environment: env)
    while !player.isFinished { try player.step(screen) }
    #expect(screen.taps == 1)
    screen.outer.isHidden = true
    screen.hiddenPage.opacity.set(0)
    screen.root.present(at: 0)
    var again = ScriptPlayer(script: tap, environment: env)
    #expect {
      while !again.isFinished { try again.step(screen) }
    } throws: { error in
      guard let error = error as? TabMotionError else { return false }
      return error.field.hasPrefix("steps[0].tap") && error.reason.contains("item.1")
    }
  }
}
