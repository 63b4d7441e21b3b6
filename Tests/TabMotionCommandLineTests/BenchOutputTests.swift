import Foundation
import Testing

/// `tabmotion bench`'s output as a script reads it: the shape of `--json` with the cost of
/// copying a frame and each frame time as a multiple of it, and the interactions measured one
/// by one. Only the shape and the arithmetic between fields are checked, never a time.
@Suite("tabmotion bench output")
struct BenchOutputTests {
  static func object(_ text: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(value as? [String: Any], "not a JSON object: \(text.prefix(200))")
  }

  static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

  /// Every field a measured script reports, with its statistics.
  static func checkFields(_ demo: [String: Any], frames: Int) throws {
    #expect(demo["frames"] as? Int == frames)
    for key in ["update_us", "raster_ms", "frame_ms"] {
      let stats = try #require(demo[key] as? [String: Any], "\(key)")
      for stat in ["p50", "p99", "max", "mean"] {
        #expect(number(stats[stat]).map { $0 >= 0 } == true, "\(key).\(stat)")
      }
    }
    // Without the malloc interposer preloaded, allocations are not counted.
    #expect(demo["allocs_per_frame"] is NSNull)
    for key in [
      "rasterizations_per_frame", "frames_skipped_unchanged",
      "full_frame_passes_per_drawn_frame", "frames_over_8_3ms", "frames_over_8_3ms_rasterizing",
    ] {
      #expect(number(demo[key]).map { $0 >= 0 } == true, "\(key)")
    }
    let copy = try #require(number(demo["copy_ms"]))
    #expect(copy > 0)
    let frame = try #require(demo["frame_ms"] as? [String: Any])
    let ratio = try #require(demo["frame_ratio"] as? [String: Any])
    for stat in ["p50", "p99", "max"] {
      let millis = try #require(number(frame[stat]))
      let times = try #require(number(ratio[stat]), "frame_ratio.\(stat)")
      // Milliseconds and ratios are printed to two decimals, the copy to three.
      #expect(
        abs(times * copy - millis) <= 0.006 + 0.0006 * times + 0.006 * copy,
        "frame_ratio.\(stat)")
    }
  }

  @Test func jsonGivesTheCopyCostAndEachFrameAsAMultipleOfIt() throws {
    let r = try CommandLineTests.run([
      "bench", "arrow", "cube", "--frames", "3", "--scale", "1", "--json",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let root = try Self.object(r.stdout)
    #expect(root["size"] as? [Int] == [390, 844])
    let copy = try #require(Self.number(root["copy_ms"]))
    let fastest = try #require(Self.number(root["copy_ms_min"]))
    #expect(copy > 0)
    #expect(fastest > 0 && fastest <= copy)
    let demos = try #require(root["demos"] as? [String: Any])
    #expect(Set(demos.keys) == ["arrow", "cube"])
    for (_, value) in demos {
      try Self.checkFields(try #require(value as? [String: Any]), frames: 3)
    }
    // Interactions are measured only when asked for.
    #expect(root["interactions"] == nil)
  }

  @Test func interactionsAreMeasuredOneByOneForEveryDemo() throws {
    let r = try CommandLineTests.run([
      "bench", "--interactions", "--frames", "2", "--scale", "0.5", "--json",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let root = try Self.object(r.stdout)
    let demos = try #require(root["demos"] as? [String: Any])
    #expect(
      Set(demos.keys) == [
        "scroll", "arrow", "curved", "styles", "colormatch", "collapsing", "cube",
      ])
    let interactions = try #require(root["interactions"] as? [String: Any])
    var names: [String: Set<String>] = [:]
    for (demo, value) in interactions {
      let measured = try #require(value as? [String: Any], "\(demo)")
      names[demo] = Set(measured.keys)
      for (_, fields) in measured {
        try Self.checkFields(try #require(fields as? [String: Any]), frames: 2)
      }
    }
    #expect(
      names == [
        "scroll": ["scroll-list"], "arrow": ["slide-pages"], "curved": ["slide-pages"],
        "styles": ["slide-pages"],
        "colormatch": ["slide-pages", "circle-reveal", "drop-icons"],
        "collapsing": ["slide-pages", "collapse-expand", "scroll-list"],
        "cube": ["turn-by-finger", "turn-by-flick"],
      ])
  }

  @Test func tablePrintsTheCopyCostAndTheRatioColumn() throws {
    let r = try CommandLineTests.run(["bench", "arrow", "--frames", "2", "--scale", "1"])
    #expect(r.status == 0, "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n")
    #expect(lines.first?.contains("copying one frame (memcpy, 62 times in this run)") == true)
    #expect(lines.dropFirst().first?.contains("×copy p99/max") == true)
    #expect(lines.contains { $0.hasPrefix("arrow ") })
  }

  @Test func interactionsWithAScriptOfOnesOwnExit2() throws {
    let r = try CommandLineTests.run(
      ["bench", "arrow", "--interactions"], script: "{ \"steps\": [ { \"wait\": 0.1 } ] }")
    #expect(r.status == 2)
    #expect(r.stderr.contains("--interactions"), "\(r.stderr)")
    #expect(r.stderr.split(separator: "\n").count == 1)
  }
}
