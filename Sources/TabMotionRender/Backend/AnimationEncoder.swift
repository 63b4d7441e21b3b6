import CWebP

/// Encodes `ImageSurface` frames into an animated WebP with libwebp's `WebPAnimEncoder`.
///
/// Output is deterministic for identical input: libwebp runs single-threaded here
/// (`thread_level = 0`) and nothing depends on time or addresses.
///
/// Not `Sendable`: the libwebp encoder is mutable state used from one thread.
public final class AnimationEncoder {
  /// How frames are compressed: lossy VP8 or lossless VP8L, with libwebp's effort settings.
  public enum Compression: Hashable, Sendable {
    /// VP8 lossy. `quality` 0...100; `method` 0 (fastest) ... 6 (smallest).
    case lossy(quality: Double, method: Int)
    /// VP8L lossless. `effort` 0...100 (libwebp's `quality` in lossless mode: time spent
    /// compressing); `method` 0...6.
    case lossless(effort: Double, method: Int)
  }

  /// The width of every frame, in pixels.
  public let width: Int
  /// The height of every frame, in pixels.
  public let height: Int
  private let encoder: OpaquePointer
  private var config = WebPConfig()
  /// Reused for every frame; holds straight (un-premultiplied) ARGB.
  private var picture = WebPPicture()
  private var lastTimestamp = -1
  private var finished = false

  /// Creates an encoder for frames of `width` × `height` pixels.
  ///
  /// Throws ``RenderError/invalidSize(width:height:)`` when a side is outside 1…16383, and
  /// ``RenderError/webp(_:)`` when libwebp rejects the configuration or cannot allocate.
  /// - Parameters:
  ///   - width: The width of every frame, in pixels (1…16383).
  ///   - height: The height of every frame, in pixels (1…16383).
  ///   - loopCount: How many times a viewer plays the animation; 0 (the default) loops forever.
  ///   - compression: Lossy or lossless settings; out-of-range values are clamped. Lossy
  ///     quality 80 with method 0 by default.
  public init(
    width: Int, height: Int, loopCount: Int = 0,
    compression: Compression = .lossy(quality: 80, method: 0)
  ) throws(RenderError) {
    guard (1...16383).contains(width), (1...16383).contains(height) else {
      throw .invalidSize(width: width, height: height)
    }
    self.width = width
    self.height = height

    var options = WebPAnimEncoderOptions()
    guard WebPAnimEncoderOptionsInit(&options) != 0 else {
      throw .webp("libwebpmux version mismatch")
    }
    options.anim_params.loop_count = Int32(clamping: loopCount)
    options.anim_params.bgcolor = 0  // transparent black
    // Size minimisation and mixed lossy/lossless try several encodings per frame.
    options.minimize_size = 0
    options.allow_mixed = 0

    guard WebPConfigInit(&config) != 0 else { throw .webp("libwebp version mismatch") }
    switch compression {
    case .lossy(let quality, let method):
      // Every lossy frame a key frame: libwebp's lossy sub-frames treat pixels that differ by
      // less than a quality-dependent tolerance as unchanged and keep the previous frame's,
      // which leaves faint ghosts of moving text. Whole frames cost more bytes, never ghosts.
      options.kmin = 0
      options.kmax = 1
      guard WebPConfigPreset(&config, WEBP_PRESET_DEFAULT, Float(min(max(quality, 0), 100))) != 0
      else { throw .webp("WebPConfigPreset failed") }
      config.method = Int32(min(max(method, 0), 6))
    case .lossless(let effort, let method):
      config.lossless = 1
      config.quality = Float(min(max(effort, 0), 100))
      config.method = Int32(min(max(method, 0), 6))
    }
    config.thread_level = 0
    guard WebPValidateConfig(&config) != 0 else { throw .webp("invalid WebP configuration") }

    guard WebPPictureInit(&picture) != 0 else { throw .webp("libwebp version mismatch") }
    picture.use_argb = 1
    picture.width = Int32(width)
    picture.height = Int32(height)
    guard WebPPictureAlloc(&picture) != 0 else { throw .webp("WebPPictureAlloc failed") }

    guard let created = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
      WebPPictureFree(&picture)
      throw .webp("WebPAnimEncoderNew failed")
    }
    encoder = created
  }

  deinit {
    WebPAnimEncoderDelete(encoder)
    WebPPictureFree(&picture)
  }

  /// Adds a frame shown from `timestampMs` until the next frame's timestamp. Timestamps must
  /// not decrease. The frame must have the encoder's size.
  public func add(frame: ImageSurface, timestampMs: Int) throws(RenderError) {
    guard !finished else { throw .invalidArgument("AnimationEncoder already finished") }
    guard frame.width == width, frame.height == height else {
      throw .invalidArgument(
        "frame is \(frame.width)x\(frame.height), animation is \(width)x\(height)")
    }
    guard timestampMs >= max(lastTimestamp, 0), timestampMs <= Int(Int32.max) else {
      throw .invalidArgument("timestamp \(timestampMs) ms is out of order")
    }
    guard let target = picture.argb else { throw .webp("WebPPicture has no ARGB buffer") }
    let source = frame.pixelPointer()
    withExtendedLifetime(frame) {
      Self.unpremultiply(
        from: source, stride: frame.stride / 4, to: target, stride: Int(picture.argb_stride),
        width: width, height: height)
    }
    guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestampMs), &config) != 0 else {
      throw .webp("WebPAnimEncoderAdd: \(lastError())")
    }
    lastTimestamp = timestampMs
  }

  /// Ends the animation and returns the WebP file bytes. The encoder accepts no frames after.
  public func finish(durationOfLastFrameMs: Int) throws(RenderError) -> [UInt8] {
    guard !finished else { throw .invalidArgument("AnimationEncoder already finished") }
    guard lastTimestamp >= 0 else { throw .invalidArgument("no frames were added") }
    finished = true
    let end = lastTimestamp + max(durationOfLastFrameMs, 1)
    guard WebPAnimEncoderAdd(encoder, nil, Int32(clamping: end), nil) != 0 else {
      throw .webp("WebPAnimEncoderAdd(NULL): \(lastError())")
    }
    var data = WebPData()
    WebPDataInit(&data)
    defer { WebPDataClear(&data) }
    guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
      throw .webp("WebPAnimEncoderAssemble: \(lastError())")
    }
    return Array(UnsafeBufferPointer(start: bytes, count: data.size))
  }

  /// Ends the animation and writes the WebP file to `path`, making any missing folders.
  public func finish(durationOfLastFrameMs: Int, writingTo path: String) throws(RenderError) {
    try FileWriter.save(
      finish(durationOfLastFrameMs: durationOfLastFrameMs), to: path, createFolders: true)
  }

  private func lastError() -> String {
    guard let message = WebPAnimEncoderGetError(encoder) else { return "unknown error" }
    return String(cString: message)
  }

  /// `(255 << 16) / alpha`, rounded: turns un-premultiplying into a multiply and a shift.
  private static let reciprocals: [UInt32] = (0..<256).map { (alpha: Int) -> UInt32 in
    guard alpha > 0 else { return 0 }
    let numerator: Int = (255 << 16) + alpha / 2
    return UInt32(numerator / alpha)
  }

  @inline(__always)
  private static func straight(_ channel: UInt32, _ scale: UInt32) -> UInt32 {
    min((channel * scale + 0x8000) >> 16, 255)
  }

  /// Cairo's premultiplied native-endian ARGB32 → WebP's straight ARGB (same `0xAARRGGBB`
  /// word layout, so opaque pixels are copied as they are).
  private static func unpremultiply(
    from source: UnsafeMutablePointer<UInt32>, stride sourceStride: Int,
    to target: UnsafeMutablePointer<UInt32>, stride targetStride: Int, width: Int, height: Int
  ) {
    reciprocals.withUnsafeBufferPointer { reciprocal in
      for y in 0..<height {
        let input = source + y * sourceStride
        let output = target + y * targetStride
        for x in 0..<width {
          let pixel = input[x]
          let alpha = pixel >> 24
          if alpha == 255 {
            output[x] = pixel
          } else if alpha == 0 {
            output[x] = 0
          } else {
            let scale = reciprocal[Int(alpha)]
            let red = Self.straight((pixel >> 16) & 0xFF, scale)
            let green = Self.straight((pixel >> 8) & 0xFF, scale)
            let blue = Self.straight(pixel & 0xFF, scale)
            output[x] = (alpha << 24) | (red << 16) | (green << 8) | blue
          }
        }
      }
    }
  }
}
