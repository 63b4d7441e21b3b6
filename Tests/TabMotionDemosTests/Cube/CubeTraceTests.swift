import Foundation
import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// The cube's rules read off traces , with expected values computed here from
/// the cube's formulas, not from the transition's code.
@Suite("Cube: trace rules")
struct CubeTraceTests {
  static let width = 390.0
  /// cos θ = (w/2) / (500 + w/2): past this the eye sees a face's back.
  static let backAngle = acos((width / 2) / (500 + width / 2)) * 180 / .pi
  static let pages = CubeDemo.people.count

  /// Every face and shade against the formulas, in every frame: a page i on screen is turned
  /// (i − progress)·90° (mirrored for RTL), hidden past the back-face angle or off screen,
  /// and its shade is 0.8·|angle|/90.
  static func expectFormulas(_ frames: [TraceFrame], isRightToLeft rtl: Bool) {
    for f in frames {
      for i in 0..<pages {
        let face = f["face.\(i)"]
        let offset = Double(i) - f.progress
        let onScreen = abs(offset) < 1
        if !onScreen {
          #expect(face.hidden, "face.\(i) at t = \(f.t)")
          continue
        }
        let expected = (rtl ? -offset : offset) * 90
        let angle = face.numbers["rotationY"] ?? .nan
        // Progress is printed to 4 decimals: 90 · 0.5e-4 plus the angle's own rounding.
        #expect(abs(angle - expected) < 5e-3, "face.\(i) at t = \(f.t): \(angle) vs \(expected)")
        #expect(face.hidden == (abs(expected) >= backAngle), "face.\(i) at t = \(f.t)")
        if let shade = f.nodes["shade.\(i)"] {
          #expect(abs(shade.opacity - 0.8 * abs(expected) / 90) < 2e-4, "shade.\(i) t = \(f.t)")
        } else {
          #expect(abs(expected) < 1e-9, "no shade.\(i) at t = \(f.t)")
        }
      }
    }
  }

  /// `expectFormulas` for a ring of pages: page i sits at the offset nearest to i − progress
  /// modulo the page count.
  static func expectWrappedFormulas(_ frames: [TraceFrame], isRightToLeft rtl: Bool) {
    let n = Double(pages)
    for f in frames {
      for i in 0..<pages {
        let face = f["face.\(i)"]
        var offset = (Double(i) - f.progress).truncatingRemainder(dividingBy: n)
        if offset <= -1 { offset += n }
        if offset >= 1 { offset -= n }
        guard abs(offset) < 1 else {
          #expect(face.hidden, "face.\(i) at t = \(f.t)")
          continue
        }
        let expected = (rtl ? -offset : offset) * 90
        let angle = face.numbers["rotationY"] ?? .nan
        #expect(abs(angle - expected) < 5e-3, "face.\(i) at t = \(f.t): \(angle) vs \(expected)")
        #expect(face.hidden == (abs(expected) >= backAngle), "face.\(i) at t = \(f.t)")
      }
    }
  }

  /// The frame nearest `t`.
  static func at(_ frames: [TraceFrame], _ t: Double) -> TraceFrame {
    guard let nearest = frames.min(by: { abs($0.t - t) < abs($1.t - t) }) else {
      Issue.record("no frames")
      return frames[0]
    }
    return nearest
  }

  /// Mirrors a script's x coordinates for a right-to-left run.
  static func mirrored(_ script: GestureScript) -> GestureScript {
    var s = script
    s.direction = .rightToLeft
    s.steps = script.steps.map { step in
      switch step {
      case .drag(.point(let from), .point(let to), let d, let r):
        .drag(
          from: .point(Point(width - from.x, from.y)), to: .point(Point(width - to.x, to.y)),
          duration: d, release: r)
      case .tap(.point(let p)): .tap(.point(Point(width - p.x, p.y)))
      default: step
      }
    }
    return s
  }

  /// The default script's story, release by release.
  static func expectDefaultStory(_ frames: [TraceFrame]) {
    // Slow drag to 40 %, released still: turns back.
    let peak1 = frames.filter { $0.t < 1.5 }.map(\.progress).max() ?? 0
    #expect(peak1 > 0.38 && peak1 < 0.42)
    #expect(at(frames, 2.1).progress == 0 && at(frames, 2.1).selected == 0)
    // Drag to 60 %, released still: completes.
    let peak2 = frames.filter { $0.t > 2.1 && $0.t < 3.3 }.map(\.progress).max() ?? 0
    #expect(peak2 > 0.58 && peak2 < 0.62)
    #expect(at(frames, 4.0).progress == 1 && at(frames, 4.0).selected == 1)
    // Short fast flick (about 15 % of the width): completes.
    let flickPeak = frames.filter { $0.t > 4.0 && $0.t < 4.2 }.map(\.progress).max() ?? 0
    #expect(flickPeak < 1.2)
    #expect(at(frames, 4.9).progress == 2 && at(frames, 4.9).selected == 2)
    // Dragged forward, then flicked back: cancels, whatever the distance.
    let peak3 = frames.filter { $0.t > 4.9 && $0.t < 5.6 }.map(\.progress).max() ?? 0
    #expect(peak3 > 2.3)
    #expect(at(frames, 6.3).progress == 2 && at(frames, 6.3).selected == 2)
    // A flick to the last story, then a drag past it: rubber band, then back.
    #expect(at(frames, 7.3).progress == 3)
    let over = frames.filter { $0.t > 7.3 }.map(\.progress).max() ?? 0
    #expect(over > 3.1 && over < 3.5)
    #expect(frames.last?.progress == 3 && frames.last?.selected == 3)
  }

  @Test func defaultScriptFollowsTheRulesAndFormulas() throws {
    let (_, frames) = try TraceRun.run(CubeDemo.self, CubeDemo.defaultScript)
    Self.expectFormulas(frames, isRightToLeft: false)
    Self.expectDefaultStory(frames)
    // The two faces on screen are turned exactly 90° apart: they share an edge.
    for f in frames where f.progress != f.progress.rounded() && f.progress < 3 {
      let lo = Int(f.progress.rounded(.down))
      let a = f["face.\(lo)"].numbers["rotationY"] ?? .nan
      let b = f["face.\(lo + 1)"].numbers["rotationY"] ?? .nan
      #expect(abs(b - a - 90) < 2e-4)
    }
  }

  @Test func rightToLeftMirrorsTheRotation() throws {
    let (_, ltr) = try TraceRun.run(CubeDemo.self, CubeDemo.defaultScript)
    let (_, rtl) = try TraceRun.run(CubeDemo.self, Self.mirrored(CubeDemo.defaultScript))
    Self.expectFormulas(rtl, isRightToLeft: true)
    Self.expectDefaultStory(rtl)
    #expect(ltr.count == rtl.count)
    for (a, b) in zip(ltr, rtl) {
      #expect(a.progress == b.progress && a.selected == b.selected)
      for i in 0..<Self.pages where !a["face.\(i)"].hidden {
        #expect(a["face.\(i)"].numbers["rotationY"] == -(b["face.\(i)"].numbers["rotationY"] ?? 0))
      }
    }
  }

  @Test func releaseAtExactlyHalfWayCompletes() throws {
    // The pan starts where the slop is crossed (285); 195 pt further is exactly half a turn.
    let events = [
      PointerEvent(.down, position: Point(300, 500), time: 0.01),
      PointerEvent(.move, position: Point(285, 500), time: 0.02),
      PointerEvent(.move, position: Point(188, 500), time: 0.2),
      PointerEvent(.move, position: Point(90, 500), time: 0.4),
      PointerEvent(.up, position: Point(90, 500), time: 0.6),
    ]
    let (_, frames) = try TraceRun.run(CubeDemo.self, events: events, duration: 1.5)
    #expect(Self.at(frames, 0.5).progress == 0.5)
    #expect(abs((Self.at(frames, 0.5)["face.0"].numbers["rotationY"] ?? 0) + 45) < 1e-9)
    #expect(frames.last?.selected == 1 && frames.last?.progress == 1)
    Self.expectFormulas(frames, isRightToLeft: false)
  }

  @Test func aFlickBackCancelsAndAFlickForwardCompletesWhateverTheProgress() throws {
    // Past half way, then a flick back: stays.
    let back = GestureScript(steps: [
      .drag(
        from: .point(Point(350, 500)), to: .point(Point(60, 500)), duration: 0.8, release: .hold),
      .drag(
        from: .point(Point(60, 500)), to: .point(Point(120, 500)), duration: 0.05, release: .fling),
      .wait(1.0),
    ])
    let (_, b) = try TraceRun.run(CubeDemo.self, back)
    #expect((b.map(\.progress).max() ?? 0) > 0.7)
    #expect(b.last?.selected == 0 && b.last?.progress == 0)
    // A 10 % flick forward: completes.
    let forward = GestureScript(steps: [
      .drag(
        from: .point(Point(300, 500)), to: .point(Point(250, 500)), duration: 0.05, release: .fling),
      .wait(1.0),
    ])
    let (_, f) = try TraceRun.run(CubeDemo.self, forward)
    #expect(f.last?.selected == 1 && f.last?.progress == 1)
    Self.expectFormulas(b + f, isRightToLeft: false)
  }

  @Test func completionKeepsTheFingersVelocity() throws {
    // A flick at about 1,000 pt/s: the first frame after the release moves on at least the
    // finger's speed in degrees (no stop, no restart from rest).
    let script = GestureScript(steps: [
      .drag(
        from: .point(Point(300, 500)), to: .point(Point(180, 500)), duration: 0.12, release: .fling),
      .wait(1.0),
    ])
    let (_, frames) = try TraceRun.run(CubeDemo.self, script)
    let release = 0.12
    let before = frames.filter { $0.t <= release }.suffix(2).map(\.progress)
    let after = frames.filter { $0.t > release }.prefix(2).map(\.progress)
    let fingerStep = before[1] - before[0]
    let firstStep = after[1] - after[0]
    #expect(fingerStep > 0 && firstStep >= 0.8 * fingerStep)
    #expect(frames.last?.progress == 1)
  }

  @Test func aFingerLandingMidRotationCatchesTheCube() throws {
    // A flick, then a finger comes down while the cube is still turning and holds still.
    let script = GestureScript(steps: [
      .drag(
        from: .point(Point(300, 500)), to: .point(Point(200, 500)), duration: 0.08, release: .fling),
      .wait(0.06),
      .drag(
        from: .point(Point(200, 600)), to: .point(Point(200, 600)), duration: 0.4, release: .hold),
      .drag(
        from: .point(Point(200, 600)), to: .point(Point(260, 600)), duration: 0.3, release: .stop),
      .wait(1.0),
    ])
    let (_, frames) = try TraceRun.run(CubeDemo.self, script)
    let down = 0.08 + 0.06
    let caught = Self.at(frames, down)
    #expect(caught.progress > 0.2 && caught.progress < 0.95)
    // No jump: every frame moves less than a flick's frame step, and while the finger holds
    // still the cube stays exactly where it was caught.
    for (a, b) in zip(frames, frames.dropFirst()) {
      #expect(abs(b.progress - a.progress) < 0.06, "jump at t = \(b.t)")
    }
    let held = frames.filter { $0.t > down + 0.01 && $0.t < down + 0.4 }.map(\.progress)
    #expect(Set(held).count == 1 && (held.first ?? 0) == caught.progress)
    // Then the finger turns it back by 60 pt from there and lets go: back to the first face.
    #expect(frames.last?.progress == 0)
    Self.expectFormulas(frames, isRightToLeft: false)
  }

  @Test func rotatingTheScreenMidTurnKeepsTheTurn() throws {
    let script = GestureScript(steps: [
      .drag(
        from: .point(Point(350, 500)), to: .point(Point(200, 500)), duration: 0.3, release: .hold),
      .resize(Size(844, 390)),
      .wait(0.2),
      // The same touch lifts where it is.
      .drag(
        from: .point(Point(200, 500)), to: .point(Point(200, 500)), duration: 0.01, release: .stop),
      .wait(1.0),
    ])
    let (_, frames) = try TraceRun.run(CubeDemo.self, script)
    let before = Self.at(frames, 0.3)
    let after = Self.at(frames, 0.4)
    #expect(before.progress > 0.3 && after.progress == before.progress)
    // The faces are laid out for the landscape viewport at the same angles.
    #expect(after["face.0"].numbers["rotationY"] == before["face.0"].numbers["rotationY"])
    // The shared edge where the cube's geometry puts it for an 844 pt wide face turned φ: at
    // x = half·(cos φ − sin φ), z = half·(sin φ + cos φ − 1) about the centre, seen from 500 pt.
    // (The printed angle is finer than the printed progress.)
    let phi = -(after["face.0"].numbers["rotationY"] ?? .nan) * .pi / 180
    let half = 844.0 / 2
    let x = half * (cos(phi) - sin(phi))
    let z = half * (sin(phi) + cos(phi) - 1)
    let edge = half + x * 500 / (500 - z)
    #expect(abs(after["face.1"].x - edge) < 2e-3)
    #expect(abs(after["face.0"].x + after["face.0"].w - edge) < 2e-3)
    #expect(frames.last?.progress == 0)
  }

  @Test func reducedMotionCrossFadesWithinAFifthOfASecond() throws {
    var script = GestureScript(steps: [
      .drag(
        from: .point(Point(300, 500)), to: .point(Point(200, 500)), duration: 0.08, release: .fling),
      .wait(0.6),
    ])
    script.reducedMotion = true
    let (_, frames) = try TraceRun.run(CubeDemo.self, script)
    for f in frames {
      for i in 0..<2 where !f["face.\(i)"].hidden {
        #expect(f["face.\(i)"].numbers["rotationY"] == 0)
        #expect(f["face.\(i)"].w == Self.width)
      }
      // The incoming face fades in with the progress.
      if f.progress > 0 && f.progress < 1 {
        #expect(abs(f["face.1"].opacity - f.progress) < 2e-4)
      }
    }
    let landed = frames.first { $0.progress == 1 }?.t ?? .infinity
    #expect(landed - 0.08 <= 0.2 + 1e-9)
  }
}
