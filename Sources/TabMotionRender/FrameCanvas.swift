import CCairo
import TabMotionCore
import TabMotionUI

/// A fixed-size canvas for animation files: an animation has one frame size, but a script may
/// rotate the viewport, so smaller frames are centred on a neutral backdrop.
public final class FrameCanvas {
  /// The canvas pixels, reused for every fitted frame; ``fit(_:)`` redraws it.
  public let surface: ImageSurface
  private let backdrop: UInt32

  /// Creates a canvas of `width` × `height` pixels with a backdrop colour (dark grey `#1c1c1e`
  /// by default); throws ``RenderError`` when the surface cannot be created (a side outside
  /// 1…32767, or cairo fails).
  public init(width: Int, height: Int, backdrop: Color = Color(hex: 0x1C1C1E)) throws {
    surface = try ImageSurface(width: width, height: height)
    self.backdrop = SceneRenderer.argb(backdrop)
  }

  /// The largest viewport a script will show (its own and every `resize`), in pixels at `scale`.
  public static func size(
    for script: GestureScript, viewport: Size? = nil, scale: Double
  ) -> (
    Int, Int
  ) {
    var w = (viewport ?? script.viewport).width
    var h = (viewport ?? script.viewport).height
    for case .resize(let s) in script.steps {
      w = max(w, s.width)
      h = max(h, s.height)
    }
    return (SceneRenderer.pixels(w, scale), SceneRenderer.pixels(h, scale))
  }

  /// `frame` itself when it already has the canvas size; otherwise the canvas with `frame`
  /// centred on the backdrop.
  public func fit(_ frame: ImageSurface) throws -> ImageSurface {
    if frame.width == surface.width && frame.height == surface.height { return frame }
    surface.clear(to: backdrop)
    let x = Double((surface.width - frame.width) / 2)
    let y = Double((surface.height - frame.height) / 2)
    try surface.withContext { cr in
      withExtendedLifetime(frame) {
        cairo_set_source_surface(cr, frame.surface, x, y)
        cairo_paint(cr)
      }
    }
    return surface
  }
}
