import TabMotionCore
import TabMotionUI

/// Pointer events delivered the way every host delivers them: through one `PointerDispatcher`
/// that hit-tests a scene root and hands each touch to the recognisers under the finger.
public final class PointerInput {
  public let dispatcher = PointerDispatcher()
  public let root: Layer

  public init(root: Layer) { self.root = root }
  public convenience init(_ screen: any Screen) { self.init(root: screen.root) }

  public func send(_ event: PointerEvent) { dispatcher.dispatch(event, to: root) }
  public func send(_ events: [PointerEvent]) { for e in events { send(e) } }
}
