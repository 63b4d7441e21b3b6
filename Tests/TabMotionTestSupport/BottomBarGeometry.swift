import TabMotionCore
import TabMotionUI

/// The safe area and bar geometry the demos use, recomputed from the documented numbers.
public struct BottomBarGeometry {
  public let viewport: Size
  public let count: Int
  public let contentHeight: Double

  public init(viewport: Size, count: Int, contentHeight: Double) {
    self.viewport = viewport
    self.count = count
    self.contentHeight = contentHeight
  }

  public var safe: EdgeInsets { ScreenEnvironment.phoneSafeArea(for: viewport) }
  /// The items' width: the bar minus the left and right safe area.
  public var barWidth: Double { viewport.width - safe.left - safe.right }
  /// w = barWidth / N.
  public var itemWidth: Double { barWidth / Double(count) }
  public var top: Double { viewport.height - safe.bottom - contentHeight }

  /// The centre of item i (mirrored in right-to-left layouts).
  public func centre(_ i: Double, isRightToLeft rtl: Bool = false) -> Double {
    let lead = i * itemWidth + itemWidth / 2
    return safe.left + (rtl ? barWidth - lead : lead)
  }

  public func tap(_ i: Int, isRightToLeft rtl: Bool = false) -> Point {
    Point(centre(Double(i), isRightToLeft: rtl), top + contentHeight / 2)
  }
}
