import TabMotionCore

/// A blank page: the fallback content when a page cannot be made.
public final class EmptyPage: PageContent {
  public let layer = Layer()

  /// Creates a blank page with an empty layer.
  public init() {}

  public func layout(size: Size, direction: LayoutDirection, at time: Double) {
    layer.setFrame(Rect(origin: .zero, size: size))
  }
}
