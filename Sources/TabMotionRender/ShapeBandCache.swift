import TabMotionCore
import TabMotionUI

/// The solid lower bands of filled shapes (`OcclusionPlan.opaqueBand`), worked out once per
/// drawn version of a layer, not every frame: finding one flattens the outline three times,
/// and both the occlusion plan and a turned face's painter ask for it each frame.
final class ShapeBandCache {
  private struct Entry {
    weak var layer: Layer?
    var version: Int
    var band: Rect?
  }
  private var entries: [ObjectIdentifier: Entry] = [:]
  let scale: Double

  init(scale: Double) {
    self.scale = scale
  }

  /// The band of `layer`'s shape within its bounds; nil when it has none (or is no shape).
  func band(of layer: Layer) -> Rect? {
    guard case .shape = layer.content else { return nil }
    let id = ObjectIdentifier(layer)
    if let entry = entries[id], entry.layer === layer, entry.version == layer.rasterVersion {
      return entry.band
    }
    let band = OcclusionPlan.opaqueBand(of: layer, scale: scale)
    entries[id] = Entry(layer: layer, version: layer.rasterVersion, band: band)
    return band
  }

  /// Forgets the layers that are gone.
  func evictReleased() {
    entries = entries.filter { $0.value.layer != nil }
  }
}
