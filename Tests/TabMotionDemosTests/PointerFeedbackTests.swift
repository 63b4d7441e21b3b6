import TabMotionCore
import TabMotionDemos
import TabMotionTestSupport
import TabMotionUI
import Testing

/// What a mouse shows before and while it acts, through the public dispatcher: a hovered row
/// or control is tinted until the mouse leaves it, a held tab shows as pressed like any
/// control, and a click in a text field puts the caret at the nearest character boundary.
@Suite("Pointer feedback and caret placement")
struct PointerFeedbackTests {
  /// The value of a layer's own trace field `key`, if it has one.
  static func field(_ layer: Layer, _ key: String) -> TraceValue? {
    layer.traceFields.first { $0.0 == key }?.1
  }

  static func gallery() throws -> GalleryDemo {
    let gallery = try GalleryDemo(environment: ScreenEnvironment(size: Size(390, 844)))
    gallery.update(to: 0)
    gallery.root.present(at: 0)
    return gallery
  }

  @Test func aHoveredRowIsTintedUntilTheMouseLeavesIt() throws {
    let gallery = try Self.gallery()
    let dispatcher = PointerDispatcher()
    let row = try #require(gallery.root.find("entry.1"))
    dispatcher.hover(at: row.sceneFrame.center, in: gallery.root)
    #expect(dispatcher.hoveredLayer === row)
    #expect(Self.field(row, "hovered") == .bool(true))
    // The tint lies over the row, on top of the scene.
    let tint = try #require(gallery.root.children.last)
    #expect(tint.frame.presented == row.sceneFrame)
    #expect(tint.backgroundColor.presented == PointerDispatcher.hoverTint)
    // To the next row, then to the space between rows (nothing to act on), then away.
    let next = try #require(gallery.root.find("entry.2"))
    dispatcher.hover(at: next.sceneFrame.center, in: gallery.root)
    #expect(dispatcher.hoveredLayer === next && Self.field(row, "hovered") == nil)
    dispatcher.hover(at: Point(195, next.sceneFrame.maxY + 6), in: gallery.root)
    #expect(dispatcher.hoveredLayer == nil && Self.field(next, "hovered") == nil)
    #expect(gallery.root.children.last !== tint || tint.parent == nil)
    dispatcher.hover(at: next.sceneFrame.center, in: gallery.root)
    dispatcher.hover(at: nil, in: gallery.root)
    #expect(dispatcher.hoveredLayer == nil && tint.parent == nil)
  }

  @Test func aButtonGoingDownEndsTheHoverAndItComesBackWhenAllIsUp() throws {
    let gallery = try Self.gallery()
    let dispatcher = PointerDispatcher()
    let back = try #require(gallery.root.find("listBar"))
    let row = try #require(gallery.root.find("entry.0"))
    dispatcher.hover(at: row.sceneFrame.center, in: gallery.root)
    #expect(dispatcher.hoveredLayer === row)
    // A press on the list's bar (nothing to act on there) while the mouse is over the row.
    dispatcher.dispatch(
      PointerEvent(.down, position: back.sceneFrame.center, time: 0.1), to: gallery.root)
    #expect(dispatcher.hoveredLayer == nil)
    dispatcher.dispatch(
      PointerEvent(.up, position: back.sceneFrame.center, time: 0.2), to: gallery.root)
    dispatcher.advance(to: 0.2)
    #expect(dispatcher.hoveredLayer === row)
  }

  @Test func aHeldTabShowsAsPressedLikeAnyControl() throws {
    let arrow = try ArrowDemo(environment: ScreenEnvironment(size: Size(390, 844)))
    arrow.update(to: 0)
    arrow.root.present(at: 0)
    let dispatcher = PointerDispatcher()
    dispatcher.pressDelay = 0
    let tab = try #require(arrow.root.find("item.2"))
    dispatcher.dispatch(
      PointerEvent(.down, position: tab.sceneFrame.center, time: 0.1), to: arrow.root)
    dispatcher.advance(to: 0.1)
    #expect(dispatcher.pressedLayer === tab)
    #expect(Self.field(tab, "pressed") == .bool(true))
    // Hovered, a tab is tinted as well.
    dispatcher.dispatch(
      PointerEvent(.up, position: tab.sceneFrame.center, time: 0.15), to: arrow.root)
    #expect(dispatcher.pressedLayer == nil)
    #expect(arrow.link.selectedIndex == 2)
    dispatcher.hover(at: tab.sceneFrame.center, in: arrow.root)
    #expect(dispatcher.hoveredLayer === tab)
  }

  /// A field of its own, laid out 300 pt wide at (20, 100) in a root.
  static func field(_ text: String) -> (TextField, Layer) {
    let root = Layer(name: "root")
    root.setFrame(Rect(x: 0, y: 0, width: 390, height: 844))
    let field = TextField(name: "field")
    root.addChild(field.layer)
    field.layout(width: 300)
    field.setText(text)
    field.layer.setFrame(Rect(x: 20, y: 100, width: 300, height: field.contentHeight))
    return (field, root)
  }

  @Test func aClickPutsTheCaretAtTheNearestCharacterBoundary() throws {
    let text = "Hello, wörld 👋"
    let (field, root) = Self.field(text)
    let measurer = EstimatedTextMeasurer()
    let input = PointerInput(root: root)
    func click(_ x: Double, _ y: Double = 110, at t: Double) {
      input.send(PointerEvent(.down, position: Point(20 + x, 100 + y - 100), time: t))
      input.send(PointerEvent(.up, position: Point(20 + x, 100 + y - 100), time: t + 0.05))
    }
    // Just right of "Hello": between "o" and ",".
    let hello = measurer.measure("Hello", font: field.font).width
    let comma = measurer.measure("Hello,", font: field.font).width
    click(hello + (comma - hello) * 0.3, at: 0.1)
    #expect(field.caret == 5)
    // Just left of the end of "Hello,": the boundary after the comma is nearer.
    click(hello + (comma - hello) * 0.7, at: 0.3)
    #expect(field.caret == 6)
    // On the emoji's right half: after the whole emoji, never inside it.
    let before = measurer.measure("Hello, wörld ", font: field.font).width
    let all = measurer.measure(text, font: field.font).width
    click(before + (all - before) * 0.8, at: 0.5)
    #expect(field.caret == text.count)
    // Past the end of the line, and at its very start.
    click(290, at: 0.7)
    #expect(field.caret == text.count)
    click(1, at: 0.9)
    #expect(field.caret == 0 && field.selection.isEmpty)
  }

  @Test func aClickOnTheSecondLinePlacesTheCaretThere() throws {
    let words = Array(repeating: "word", count: 30).joined(separator: " ")
    let (field, root) = Self.field(words)
    #expect(field.contentHeight > field.lineHeight)
    let input = PointerInput(root: root)
    let y = 100 + field.lineHeight * 1.5
    input.send(PointerEvent(.down, position: Point(21, y), time: 0.1))
    input.send(PointerEvent(.up, position: Point(21, y), time: 0.15))
    // At the start of the second line: after the words the first line holds.
    #expect(field.caret > 0 && field.caret < words.count)
    let prefix = String(words.prefix(field.caret))
    #expect(prefix.hasSuffix(" "))
  }

  @Test func aClickDropsAComposition() throws {
    let (field, _) = Self.field("abc")
    field.setMarkedText("wö", at: 0)
    #expect(field.markedText == "wö")
    field.placeCaret(atScenePoint: Point(20, 110), at: 0.1)
    #expect(field.markedText.isEmpty && field.caret == 0 && field.text == "abc")
  }
}
