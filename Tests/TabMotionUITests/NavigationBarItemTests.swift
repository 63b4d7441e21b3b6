import TabMotionCore
import TabMotionUI
import Testing

/// A navigation bar's leading and trailing items through the public API: placed at their
/// edges (mirrored right to left), drawn in the tint, announced as buttons, and acting on a
/// tap delivered through hit testing like any control.
@Suite("Navigation bar items")
struct NavigationBarItemTests {
  static let more = TabIcon(path: Path.rect(Rect(x: 0.1, y: 0.4, width: 0.8, height: 0.2)))

  static func bar(_ log: Log) -> NavigationBar {
    let bar = NavigationBar(title: "Library")
    bar.setItems(
      leading: [
        NavigationBarItem(title: "‹ Back", accessibilityLabel: "Back") {
          log.taps.append("back@\($0)")
        }
      ],
      trailing: [
        NavigationBarItem(icon: more, accessibilityLabel: "More") { log.taps.append("more@\($0)") },
        NavigationBarItem(title: "Edit") { log.taps.append("edit@\($0)") },
      ])
    return bar
  }

  final class Log { var taps: [String] = [] }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func itemsSitAtTheirEdgesMirroredRightToLeft(direction: LayoutDirection) throws {
    let log = Log()
    let bar = Self.bar(log)
    let safe = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    bar.layout(width: 390, safeArea: safe, direction: direction)
    let back = try #require(bar.layer.find("navBar.leading.0")).sceneFrame
    let more = try #require(bar.layer.find("navBar.trailing.0")).sceneFrame
    let edit = try #require(bar.layer.find("navBar.trailing.1")).sceneFrame
    for f in [back, more, edit] { #expect(f.height == 44 && f.width >= 44 && f.minY == 47) }
    let title = bar.title.sceneFrame
    if direction == .leftToRight {
      #expect(back.minX == 8 && more.maxX == 390 - 8 && edit.maxX < more.minX)
    } else {
      #expect(back.maxX == 390 - 8 && more.minX == 8 && edit.minX > more.maxX)
    }
    // The title stays centred, clear of every item.
    #expect(abs(title.midX - 195) < 1e-9)
    for f in [back, more, edit] { #expect(f.maxX <= title.minX || f.minX >= title.maxX) }
  }

  @Test func itemsAreTintedButtonsThatActOnATap() throws {
    let log = Log()
    let bar = Self.bar(log)
    bar.appearance.tint = Color(hex: 0xFF2D55)
    bar.layout(width: 390, safeArea: EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    let root = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.addChild(bar.layer)
    let back = try #require(root.find("navBar.leading.0"))
    #expect(back.semantics?.announcement == "Back, button")
    #expect(root.find("navBar.trailing.0")?.semantics?.label == "More")
    guard case .text(let text) = back.content else {
      Issue.record("the back item draws no text")
      return
    }
    #expect(text.string == "‹ Back" && text.color == Color(hex: 0xFF2D55))
    let input = PointerDispatcher()
    for (name, time) in [("navBar.leading.0", 1.0), ("navBar.trailing.1", 2.0)] {
      let f = try #require(root.find(name)).sceneFrame
      let p = Point(f.midX, f.midY)
      input.dispatch(PointerEvent(.down, position: p, time: time), to: root)
      input.dispatch(PointerEvent(.up, position: p, time: time + 0.6), to: root)
    }
    #expect(log.taps == ["back@1.6", "edit@2.6"])
  }
}
