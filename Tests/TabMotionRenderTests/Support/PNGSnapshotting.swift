import Foundation
import SnapshotTesting
import TabMotionCore
import TabMotionDemos
import TabMotionRender
import TabMotionUI

extension Snapshotting where Value == ImageSurface, Format == Data {
  /// PNG snapshots of rendered frames. Rendering is deterministic, so references match exactly
  /// on the same font and Cairo versions; `tolerance` (per channel, 0–255) and `maxFraction` of
  /// differing pixels leave room for anti-aliasing differences between library versions.
  static func png(tolerance: Int = 8, maxFraction: Double = 0.001) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .diff(
        toData: { $0 },
        fromData: { $0 },
        diffV2: { old, new in
          PNGComparison.compare(old, new, tolerance: tolerance, maxFraction: maxFraction)
        })
    ) { surface in
      Data((try? surface.pngData()) ?? [])
    }
  }
}

enum PNGComparison {
  /// nil when the images match within tolerance, else a message.
  static func compare(
    _ a: Data, _ b: Data, tolerance: Int, maxFraction: Double
  ) -> (
    String, [DiffAttachment]
  )? {
    if a == b { return nil }
    guard let x = decode(a), let y = decode(b) else { return ("PNG could not be decoded", []) }
    guard x.width == y.width, x.height == y.height else {
      return ("size \(x.width)×\(x.height) ≠ \(y.width)×\(y.height)", [])
    }
    var differing = 0
    for row in 0..<x.height {
      for col in 0..<x.width {
        let p = x.pixel(x: col, y: row) ?? 0
        let q = y.pixel(x: col, y: row) ?? 0
        if p == q { continue }
        for shift in stride(from: 0, to: 32, by: 8)
        where abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)) > tolerance {
          differing += 1
          break
        }
      }
    }
    let fraction = Double(differing) / Double(x.width * x.height)
    guard fraction > maxFraction else { return nil }
    return ("\(differing) pixels differ (\(fraction * 100)%)", [.data(b, name: "actual.png")])
  }

  static func decode(_ data: Data) -> ImageSurface? {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("tabmotion-snapshot-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard FileManager.default.createFile(atPath: path, contents: data) else { return nil }
    return try? ImageSurface(pngPath: path)
  }
}

/// Runs `demo` with its default script (or `script`) and calls `body` at each requested time.
func withFrames(
  of demo: any Demo.Type, script: GestureScript? = nil, scale: Double = 1, at times: [Double],
  _ body: (Double, HeadlessSession<AnyScreen>) throws -> Void
) throws {
  let s = script ?? demo.defaultScript
  let session = try HeadlessSession(script: s, scale: scale, options: demo.optionNames) {
    try demo.init(environment: $0, options: $1)
  }
  for t in times.sorted() {
    let target = Int((t * s.fps).rounded())
    while session.frame < target { try session.step() }
    try body(t, session)
  }
}
