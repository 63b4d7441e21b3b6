import Foundation
import TabMotionCore
import TabMotionDemos
import TabMotionTestSupport
import TabMotionUI
import TabMotionWindow
import Testing

/// A window made in this process under a private Xvfb display, with events pushed through
/// SDL's own queue: the mouse hovering, right and double clicks, an input method's
/// composition, and the window moving to a display of another density.
extension WindowHostTests {
  /// Runs `makeScreen` in a 390 × 844 window for `frames` frames with `injected` input; hands
  /// back the screen and, per frame, what `probe` read after the frame.
  @MainActor
  static func runWindow<S: Screen, T>(
    frames: Int, injected: [(frame: Int, input: InjectedInput)],
    options adjust: (inout WindowHost.Options) -> Void = { _ in },
    make: (ScreenEnvironment) throws -> S, probe: @escaping (S, WindowHost) -> T
  ) throws -> (screen: S?, reads: [T]) {
    var screen: S?
    var reads: [T] = []
    try WindowHarness.withDisplay {
      var options = WindowHost.Options()
      options.maxFrames = frames
      options.injected = injected
      adjust(&options)
      let box = HostBox()
      var made: S?
      options.trace = { _ in
        // The trace is written after each frame: read the screen and the host as drawn.
        MainActor.assumeIsolated {
          if let s = made, let host = box.host { reads.append(probe(s, host)) }
        }
      }
      let host = try WindowHost(title: "Feedback", size: Size(390, 844), options: options) {
        let s = try make($0)
        made = s
        return s
      }
      box.host = host
      #expect(try host.run() == 0)
      screen = made
    }
    return (screen, reads)
  }

  /// The window, for the trace callback set before it exists.
  @MainActor final class HostBox { var host: WindowHost? }

  static func mouse(_ phase: PointerEvent.Phase, _ p: Point, _ t: Double) -> InjectedInput {
    .pointer(PointerEvent(phase, position: p, time: t))
  }

  @MainActor
  @Test func theMouseHoveringARowTintsItUntilItLeaves() throws {
    // Gallery rows: entry.1 spans y 148…224 in a desktop window (bar 44 pt, 16 pt margin).
    let (_, reads) = try Self.runWindow(
      frames: 12,
      injected: [
        (2, Self.mouse(.move, Point(195, 186), 0)), (6, Self.mouse(.move, Point(195, 140), 0)),
      ],
      make: { try GalleryDemo(environment: $0) },
      probe: { gallery, _ in
        gallery.root.find("entry.1")?.traceFields.contains { $0.0 == "hovered" } ?? false
      })
    #expect(reads.count == 12)
    #expect(reads[2...4].allSatisfy { $0 })
    #expect(reads[7...].allSatisfy { !$0 })
  }

  @MainActor
  @Test func aRightClickIsIgnoredAndADoubleClickIsTwoTaps() throws {
    // The right button on the arrow entry: nothing opens, nothing shows as pressed.
    let row = Point(195, 186)
    let (gallery, reads) = try Self.runWindow(
      frames: 30,
      injected: [
        (2, .otherButton(3, PointerEvent(.down, position: row, time: 0))),
        (4, .otherButton(3, PointerEvent(.up, position: row, time: 0))),
        (5, .otherButton(2, PointerEvent(.down, position: row, time: 0))),
        (6, .otherButton(2, PointerEvent(.up, position: row, time: 0))),
      ],
      make: { try GalleryDemo(environment: $0) },
      probe: { gallery, _ in
        gallery.current == nil
          && !(gallery.root.find("entry.1")?.traceFields.contains { $0.0 == "pressed" } ?? true)
      })
    #expect(reads.count == 30 && reads.allSatisfy { $0 })
    #expect(gallery?.current == nil)

    // Two left clicks in quick succession on the arrow demo's Explore tab and then on the
    // selected tab: each click is a tap (the second on the selected tab is a reselection).
    let explore = Point(146, 820)
    var events: [(frame: Int, input: InjectedInput)] = []
    for (k, frame) in [2, 3, 4, 5].enumerated() {
      events.append((frame, Self.mouse(k % 2 == 0 ? .down : .up, explore, 0)))
    }
    var reselections = 0
    let (arrow, taps) = try Self.runWindow(
      frames: 20, injected: events,
      make: { env -> ArrowDemo in
        let demo = try ArrowDemo(environment: env)
        demo.link.addReselectObserver { _, _ in reselections += 1 }
        return demo
      },
      probe: { demo, _ in demo.link.selectedIndex })
    #expect(taps.last == 1)
    #expect(arrow?.link.selectedIndex == 1)
    #expect(reselections == 1)
  }

  @MainActor
  @Test func aCompositionShowsAtTheCaretAndTextInputRunsOnlyWhileTyping() throws {
    // The compose button of the arrow demo in a desktop window, then the input method: a
    // composition, its commit, Escape.
    struct Read: Equatable {
      var active: Bool
      var marked: String
      var text: String
      var underlined: Bool
    }
    let (_, reads) = try Self.runWindow(
      frames: 40,
      injected: [
        (2, Self.mouse(.down, Point(346, 751), 0)), (3, Self.mouse(.up, Point(346, 751), 0)),
        (20, .composition("wö")), (24, .text("wö")), (28, .composition("👋")),
        (30, .composition("")), (34, .key(KeyPress(.escape))),
      ],
      make: { try ArrowDemo(environment: $0) },
      probe: { arrow, host in
        let field = arrow.modal.field
        // The composition's underline: a thin bar in the text's colour under it.
        let underlined = field.layer.children.contains {
          !$0.isHidden && $0.frame.presented.height == 1.5
        }
        return Read(
          active: host.isTextInputActive, marked: field.markedText, text: field.text,
          underlined: underlined)
      })
    #expect(reads.count == 40)
    // Before the sheet: no text input.
    #expect(!reads[0].active && !reads[1].active)
    // The sheet's field has the focus: text input on, the composition shown underlined and
    // not yet part of the text; the commit puts it in.
    #expect(reads[18].active && reads[18].text.isEmpty)
    #expect(reads[21] == Read(active: true, marked: "wö", text: "", underlined: true))
    #expect(reads[25] == Read(active: true, marked: "", text: "wö", underlined: false))
    #expect(reads[28].marked == "👋" && reads[28].text == "wö")
    #expect(reads[31].marked.isEmpty && !reads[31].underlined)
    // Escape closes the sheet: the field loses the focus and text input stops.
    #expect(!reads[39].active)
  }

  @MainActor
  @Test func movingToADisplayOfAnotherDensityReadsThePixelScaleAgain() throws {
    final class Density { var factor = 1.0 }
    let density = Density()
    var widths: [Int] = []
    let (_, scales) = try Self.runWindow(
      frames: 16, injected: [(10, .displayChanged)],
      options: { options in
        options.drawableSize = { size in
          Size(size.width * density.factor, size.height * density.factor)
        }
        options.frames = { surface in widths.append(surface.width) }
      },
      make: { try ScrollDemo(environment: $0) },
      probe: { _, host in
        // After the first frame the display reports twice the pixels; only the display change
        // (pushed before frame 10) makes the window read them.
        if density.factor == 1, host.pixelScale == 1 { density.factor = 2 }
        return host.pixelScale
      })
    #expect(scales.count == 16)
    #expect(scales[0..<9].allSatisfy { $0 == 1 })
    #expect(scales[10...].allSatisfy { $0 == 2 })
    #expect(widths.first == 390 && widths.last == 780)
    #expect(WindowHost.scale(drawable: Size(1170, 2532), window: Size(390, 844)) == 3)
    #expect(WindowHost.scale(drawable: Size(0, 0), window: Size(390, 844)) == 1)
  }
  // Stories in a window hold their segment while the window is minimised, as an app's do in
  // the background, and play on from there when it comes back; stories the app keeps out of
  // sight itself stay held.

  @MainActor
  @Test func aMinimisedWindowHoldsTheStories() throws {
    let (_, reads) = try Self.runWindow(
      frames: 40, injected: [(10, .minimized), (25, .restored)],
      make: { try CubeDemo(environment: $0) },
      probe: { demo, _ in (demo.stories.isOutOfSight, demo.stories.segmentElapsed) })
    #expect(reads.count == 40)
    // Read after each frame: reads[k] is frame k + 1.
    #expect(!reads[8].0 && reads[8].1 > 0)
    // Minimised before frame 10: held, not a moment played until it comes back.
    #expect(reads[9...23].allSatisfy { $0.0 })
    #expect(reads[23].1 == reads[9].1)
    // Back before frame 25: playing on from where it was.
    #expect(!reads[24].0 && reads[39].1 > reads[23].1)
  }

  @MainActor
  @Test func storiesTheAppHoldsStayHeldWhenTheWindowComesBack() throws {
    let (_, reads) = try Self.runWindow(
      frames: 30, injected: [(10, .minimized), (20, .restored)],
      make: { environment -> CubeDemo in
        let demo = try CubeDemo(environment: environment)
        demo.isOutOfSight = true
        return demo
      },
      probe: { demo, _ in demo.stories.isOutOfSight })
    #expect(reads.count == 30 && reads.allSatisfy { $0 })
  }
}
