import Foundation
import TabMotionTestSupport
import Testing

/// Runs the real SDL window under a private Xvfb display (when Xvfb is installed), injects a
/// drag through SDL's own event queue and reads the per-frame trace the window prints.
@Suite("Window host under Xvfb", .serialized, .enabled(if: WindowHarness.xvfb != nil))
struct WindowHostTests {
  @Test func dragMovesTheListInTheFrameItArrives() throws {
    let script = """
      { "steps": [ { "drag": { "from": [195, 600], "to": [195, 400], "duration": 0.2,
                               "release": "hold" } } ] }
      """
    let lines = try WindowHarness.run(
      ["window", "scroll", "--frames", "40", "--trace"], script: script)
    #expect(lines.count == 40)
    let offsets = lines.map(WindowHarness.listOffset)
    // Move k (8.33 pt each, rounded to whole window points by SDL) is injected before frame k.
    // The slop (10 pt) is crossed by move 2; from move 3 on the list follows the finger in the
    // very frame the move arrives, by the distance travelled since the crossing point.
    #expect(offsets[0] == 0 && offsets[1] == 0)
    for k in 3...24 {
      let expected = (600 - 200.0 / 24 * 2).rounded() - (600 - 200.0 / 24 * Double(k)).rounded()
      #expect(offsets[k - 1] == expected, "frame \(k)")
    }
    // The script lifts the finger with the last move: momentum carries the list on.
    #expect(offsets[39] > offsets[23] + 20)
  }

  /// In the gallery, real SDL clicks: open the arrow demo, open the compose sheet, click its
  /// Cancel: the sheet closes and the demo stays open.
  @Test func cancelClosesTheComposeSheetInTheGallery() throws {
    // Portrait 390 × 844 with a phone's insets: the arrow entry under the list's bar, the
    // compose button over the demo's tab bar, Cancel at the top of the sheet.
    let script = """
      { "steps": [ { "wait": 0.1 }, { "tap": [195, 233] }, { "wait": 0.6 },
                   { "tap": [346, 717] }, { "wait": 0.6 }, { "tap": [51, 69] },
                   { "wait": 0.6 } ] }
      """
    let lines = try WindowHarness.run(
      ["window", "gallery", "--frames", "300", "--trace"], script: script)
    #expect(lines.count == 300)
    let sheetUp = lines.indices.filter {
      WindowHarness.node("modal", lines[$0])?["hidden"] as? Bool == false
    }
    #expect(!sheetUp.isEmpty)
    let last = try #require(lines.last)
    #expect(WindowHarness.node("modal", last)?["hidden"] as? Bool == true)
    #expect(WindowHarness.node("demoArea", last)?["hidden"] as? Bool == false)
    #expect(WindowHarness.node("stage", last)?["x"] as? Double == 0)
  }

  /// Real clicks pick the Explore tab and scroll it; quitting writes the state file, the
  /// next launch starts there; a corrupt file is set aside and the run still exits 0.
  @Test func theWindowRemembersTheTabAndOffsetAcrossLaunches() throws {
    let path = NSTemporaryDirectory() + "tabmotion-window-state-\(getpid()).json"
    defer {
      for p in [path, path + ".corrupt"] { _ = unlink(p) }
    }
    let script = """
      { "steps": [ { "wait": 0.2 }, { "tap": [146, 800] }, { "wait": 0.6 },
                   { "drag": { "from": [195, 600], "to": [195, 300], "duration": 0.3,
                               "release": "stop" } }, { "wait": 0.5 } ] }
      """
    _ = try WindowHarness.run(
      ["window", "arrow", "--state", path, "--frames", "250"], script: script)
    let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    #expect(text.contains("\"selectedID\":\"explore\""), "\(text)")
    #expect(text.contains("\"version\":1"))
    let lines = try WindowHarness.run([
      "window", "arrow", "--state", path, "--frames", "2", "--trace",
    ])
    #expect(lines.first?.contains("\"selected\":1,") == true)

    #expect(FileManager.default.createFile(atPath: path, contents: Data("{\"vers".utf8)))
    let again = try WindowHarness.run([
      "window", "arrow", "--state", path, "--frames", "2", "--trace",
    ])
    #expect(again.first?.contains("\"selected\":0,") == true)
    #expect(FileManager.default.contents(atPath: path + ".corrupt") == Data("{\"vers".utf8))
  }

  @Test func closesCleanlyAfterMaxFrames() throws {
    let lines = try WindowHarness.run(["window", "gallery", "--frames", "5", "--trace"])
    #expect(lines.count == 5)
  }
}
