extension Double {
  /// The nearest whole number, halves rounded up (towards +∞): a device coordinate snapped to
  /// whole pixels the same way wherever it lies. `rounded()` takes halves away from zero, so a
  /// layer half a pixel inside a subtree would land a pixel apart on either side of the
  /// screen's origin — drawn into the subtree's raster at one place and on screen at another,
  /// the two would differ.
  var pixelSnapped: Double { (self + 0.5).rounded(.down) }
}
