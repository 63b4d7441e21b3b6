import CCairo
import TabMotionRender
import Testing

@Suite struct AnimationEncoderTests {
  static func encode(_ compression: AnimationEncoder.Compression) throws -> [UInt8] {
    let frame = try ImageSurface(width: 64, height: 48)
    let encoder = try AnimationEncoder(width: 64, height: 48, compression: compression)
    for index in 0..<6 {
      frame.clear(to: 0x00000000)
      try frame.withContext { cr in
        Compositor.fillCircle(
          in: cr, centerX: 10 + Double(index) * 8, centerY: 24, radius: 9,
          color: (0.2, 0.5, 0.9, index.isMultiple(of: 2) ? 1 : 0.6))
      }
      try encoder.add(frame: frame, timestampMs: index * 1000 / 60)
    }
    return try encoder.finish(durationOfLastFrameMs: 17)
  }

  static func chunkCount(_ name: String, in bytes: [UInt8]) -> Int {
    let tag = Array(name.utf8)
    return (0..<(bytes.count - 3)).filter { Array(bytes[$0..<$0 + 4]) == tag }.count
  }

  @Test(arguments: [
    AnimationEncoder.Compression.lossy(quality: 80, method: 0),
    .lossless(effort: 0, method: 0),
  ])
  func producesADeterministicAnimatedWebP(compression: AnimationEncoder.Compression) throws {
    let first = try Self.encode(compression)
    let second = try Self.encode(compression)
    #expect(first == second)
    #expect(Array(first[0..<4]) == Array("RIFF".utf8))
    #expect(Array(first[8..<16]) == Array("WEBPVP8X".utf8))
    #expect(Self.chunkCount("ANIM", in: first) == 1)
    #expect(Self.chunkCount("ANMF", in: first) == 6)
  }

  @Test func rejectsMisuse() throws {
    let encoder = try AnimationEncoder(width: 8, height: 8)
    let wrongSize = try ImageSurface(width: 9, height: 8)
    #expect(throws: RenderError.self) { try encoder.add(frame: wrongSize, timestampMs: 0) }
    let frame = try ImageSurface(width: 8, height: 8)
    try encoder.add(frame: frame, timestampMs: 10)
    #expect(throws: RenderError.self) { try encoder.add(frame: frame, timestampMs: 5) }
    _ = try encoder.finish(durationOfLastFrameMs: 10)
    #expect(throws: RenderError.self) { try encoder.add(frame: frame, timestampMs: 20) }
  }
}
