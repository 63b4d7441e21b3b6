import TabMotionCore
import TabMotionUI

/// Pointer events delivered the way every host delivers them: through one `PointerDispatcher`
/// that hit-tests a scene root and hands each touch to the recognisers under the finger.
final class PointerInput {
  let dispatcher = PointerDispatcher()
  let root: Layer

  init(root: Layer) { self.root = root }
  convenience init(_ screen: any Screen) { self.init(root: screen.root) }

  func send(_ event: PointerEvent) { dispatcher.dispatch(event, to: root) }
  func send(_ events: [PointerEvent]) { for e in events { send(e) } }
}
