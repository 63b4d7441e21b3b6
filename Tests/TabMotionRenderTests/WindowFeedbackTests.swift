import Foundation
import TabMotionCore
import TabMotionDemos
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
}
