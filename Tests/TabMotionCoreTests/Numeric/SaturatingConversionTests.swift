import Foundation
import TabMotionCore
import Testing

@Suite("Double → integer conversions that cannot trap")
struct SaturatingConversionTests {
  @Test(arguments: [
    (Double.nan, 0), (.infinity, Int.max), (-.infinity, Int.min), (1e308, Int.max),
    (-1e308, Int.min), (0x1p70, Int.max), (-0.0, 0), (.leastNonzeroMagnitude, 0), (2.9, 2),
    (-2.9, -2),
    (9_223_372_036_854_774_784, 9_223_372_036_854_774_784),
  ])
  func int(_ value: Double, _ expected: Int) {
    #expect(Int(saturating: value) == expected)
  }

  @Test(arguments: [
    (Double.nan, Int32(0)), (.infinity, .max), (-.infinity, .min), (2_147_483_647.5, .max),
    (-2_147_483_648.5, .min), (2_147_483_646.9, 2_147_483_646), (-7.5, -7),
  ])
  func int32(_ value: Double, _ expected: Int32) {
    #expect(Int32(saturating: value) == expected)
  }

  /// The rule that keeps it so: in `Sources`, a conversion of a rounded or floating value to
  /// an integer goes through `saturating:`, and no error is dropped with `try?`. The
  /// patterns are what such code looks like; a line naming a label (`saturating:`,
  /// `clamping:`, `bitPattern:`, `truncatingIfNeeded:`, `exactly:`) is an explicit choice, and
  /// so is a hot loop's conversion marked `// bounded:` with the reason it cannot trap.
  @Test func sourcesHaveNoTrappingConversionsAndNoSwallowedErrors() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let sources = root.appendingPathComponent("Sources")
    let bareConversion = try Regex(
      #"\b(U?Int(8|16|32|64)?)\((?!saturating:|clamping:|truncatingIfNeeded:|bitPattern:|exactly:|ascii:)"#
    )
    let swallowed = try Regex(#"(^|[^A-Za-z0-9_])try\?"#)
    let floating = try Regex(
      #"\.rounded|\bfloor\(|\bceil\(|\d\.\d|\de\d|\.width|\.height|\btime\b"#)
    var offences: [String] = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var checked = 0
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      checked += 1
      let text = try String(contentsOf: url, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code =
          line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let place = "\(url.path.dropFirst(root.path.count + 1)):\(number + 1)"
        if code.contains(swallowed) { offences.append("\(place): try? drops an error") }
        if line.contains("// bounded: ") { continue }
        for match in code.matches(of: bareConversion) {
          let argument = code[match.range.upperBound...].prefix(while: { $0 != ";" })
          if argument.contains(floating) {
            offences.append("\(place): \(line.trimmingCharacters(in: .whitespaces))")
          }
        }
      }
    }
    #expect(checked > 100, "found only \(checked) source files under \(sources.path)")
    #expect(offences.isEmpty, "\(offences.joined(separator: "\n"))")
  }
}
